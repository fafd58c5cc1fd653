"""The launcher keeps the bot process off the internet (the test process's socket guard does not reach it),
and its kill points still name the bot's methods."""

from __future__ import annotations

import asyncio
import importlib
import inspect
import sys

from devtools.botproc import REPO_ROOT
from devtools.launch import KILL_POINTS

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
