"""The launcher keeps the bot process off the internet (the test process's socket guard does not reach it),
and its kill points still name the bot's methods."""

from __future__ import annotations

import asyncio
import importlib
import inspect
import sys

from devtools.botproc import REPO_ROOT
from devtools.launch import _TRACES, KILL_POINTS, Trace, _report, _task_factory, heap_figures

PROBE = """
from devtools.launch import guard_network
guard_network()
import socket
for attempt in (
    lambda: socket.create_connection(("162.159.135.232", 443), timeout=1),
    lambda: socket.getaddrinfo("discord.com", 443),
    lambda: socket.socket().connect(("162.159.135.232", 443)),
):
    try:
        attempt()
    except OSError as exc:
        assert "may not reach" in str(exc), exc
    else:
        raise SystemExit("reached the internet")
server = socket.create_server(("127.0.0.1", 0))
socket.create_connection(server.getsockname(), timeout=1).close()
"""


async def test_the_launcher_refuses_connections_beyond_loopback() -> None:
    """Connections and look-ups of other hosts fail at once; 127.0.0.1 still works."""
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-c", PROBE, cwd=REPO_ROOT, stderr=asyncio.subprocess.PIPE
    )
    _, stderr = await asyncio.wait_for(process.communicate(), timeout=20)
    assert process.returncode == 0, stderr.decode()


def test_every_kill_point_names_an_async_method_of_the_bot() -> None:
    """``SOAK_KILL_POINTS`` wraps bot methods by module, class and name: each must still exist (a module
    moved or a method renamed would otherwise stop every soaked bot at its start)."""
    for module_name, class_name, method_name in KILL_POINTS.values():
        method = getattr(getattr(importlib.import_module(module_name), class_name), method_name)
        assert inspect.iscoroutinefunction(method), (module_name, class_name, method_name)


async def test_a_reported_interaction_no_longer_collects_the_tasks_started_in_its_context() -> None:
    """A task that outlives an interaction (a game's runner) keeps the interaction's context: what it
    starts after the report is not filed under the interaction, so the launcher holds no task for ever."""
    reports: list[dict[str, object]] = []

    class Http:
        async def request(self, route: object, json: dict[str, object]) -> None:
            reports.append(json)

    class State:
        http = Http()

    loop = asyncio.get_running_loop()
    loop.set_task_factory(_task_factory)  # type: ignore[arg-type]
    try:
        trace = Trace("token")
        reset = _TRACES.set((trace,))
        try:
            started = asyncio.create_task(asyncio.sleep(0))
        finally:
            _TRACES.reset(reset)
        assert trace.tasks == {started}
        await _report(State(), trace, idle_sleep=1.0)  # type: ignore[arg-type]
        assert [r["token"] for r in reports] == ["token"] and not trace.tasks
        reset = _TRACES.set((trace,))
        try:
            later = asyncio.create_task(asyncio.sleep(0))
        finally:
            _TRACES.reset(reset)
        await later
        assert not trace.tasks
    finally:
        loop.set_task_factory(None)


def test_the_heap_figures_say_where_the_memory_is() -> None:
    """A soak's sample splits the process's memory: glibc's heap, Python's arenas and the resident parts
    (each in bytes; Python's used blocks fit in its arenas)."""
    figures = heap_figures()
    assert 0 < figures["py_used"] <= figures["py_arenas"]
    if sys.platform == "linux":
        assert figures["in_use"] > 0 and figures["rss_anon"] > 0 and figures["rss_file"] > 0
