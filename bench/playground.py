"""The playground's figures (issue 43): the time from ``bash scripts/start.sh --local`` to a usable page on a
warm install, a move's answer on the page over a whole game of each game (click to its first answer heard,
and click to the table updated: its last public change before the person's next click, so the move, its
picture and the computer's moves after it; median and p95), and the memory of the playground and of its
bot after each.

A person plays through the page's own API and WebSocket (what ``playground/web/app.js`` sends and hears,
:mod:`devtools.page_player`) against one easy computer that does not wait (``--computer-wait 0``). The
figures are the playground's answer times as a browser would get them, before the page draws them.

    python bench/playground.py --json                 # as bash scripts/start.sh --local starts it
    python bench/playground.py --via python --json    # as python -m bot local (no install check)
"""

from __future__ import annotations

import argparse
import asyncio
import os
import re
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import aiohttp

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.figures import percentile, print_figures
from devtools.botproc import REPO_ROOT
from devtools.page_player import PagePerson
from devtools.playground_run import ADDRESS

GAMES = (("santacruz", "santa-cruz"), ("santiago", "santiago-de-cuba"))


def rss_mb(pid: int) -> float:
    """A process's resident memory in MB (``VmRSS``)."""
    found = re.search(r"VmRSS:\s+(\d+) kB", Path(f"/proc/{pid}/status").read_text())
    return round(int(found[1]) / 1024, 1) if found else 0.0


def bot_child(pid: int) -> int | None:
    """The bot process under the playground ``pid``."""
    for child in Path(f"/proc/{pid}/task/{pid}/children").read_text().split():
        command = Path(f"/proc/{child}/cmdline").read_bytes().split(b"\0")
        if command[1:3] == [b"-m", b"bot"] and b"sync" not in command:
            return int(child)
    return None


async def usable(url: str, session: aiohttp.ClientSession, started: float, timeout: float = 60) -> float:
    """Seconds from ``started`` until the page loads and says the bot is up."""
    while time.monotonic() - started < timeout:
        try:
            async with session.get(url + "/") as page, session.get(url + "/_playground/state") as state:
                if page.status == 200 and (await state.json())["bot"]["status"] == "up":
                    return time.monotonic() - started
        except aiohttp.ClientError:
            pass
        await asyncio.sleep(0.02)
    raise TimeoutError("the page was not usable in time")


async def run(data: Path, via: str) -> dict[str, Any]:
    figures: dict[str, Any] = {"via": via}
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "DATABASE_"))}
    start = ["bash", str(REPO_ROOT / "scripts" / "start.sh"), "--local"]
    command = start if via == "start.sh" else [sys.executable, "-m", "bot", "local"]
    command += ["--port", "0", "--data", str(data), "--computer-wait", "0"]
    started = time.monotonic()
    process = subprocess.Popen(command, cwd=REPO_ROOT, env=env, stdout=subprocess.PIPE, text=True)
    try:
        assert process.stdout is not None
        line = await asyncio.to_thread(process.stdout.readline)
        found = ADDRESS.search(line)
        if found is None:
            raise RuntimeError(f"the playground said {line!r}")
        url = found[1]
        figures["address_line_s"] = round(time.monotonic() - started, 2)
        async with aiohttp.ClientSession() as session:
            figures["usable_page_s"] = round(await usable(url, session, started), 2)
            for command_name, channel_name in GAMES:
                person = PagePerson(session, url, "Ada")
                await person.join()
                state = await person.state()
                channel = next(c["id"] for c in state["channels"] if c["name"] == channel_name)
                began = time.monotonic()
                await person.open_lobby(command_name, channel)
                await person.play()
                await asyncio.sleep(0.5)  # the last events
                await person.leave()
                answers = [c.answered - c.sent for c in person.clicks if c.answered is not None]
                tables = [c.table - c.sent for c in person.clicks if c.table is not None]
                figures[f"{command_name}_clicks"] = len(person.clicks)
                figures[f"{command_name}_game_s"] = round(time.monotonic() - began, 1)
                figures[f"{command_name}_answer_ms_median"] = round(percentile(answers, 0.5) * 1000, 1)
                figures[f"{command_name}_answer_ms_p95"] = round(percentile(answers, 0.95) * 1000, 1)
                figures[f"{command_name}_table_ms_median"] = round(percentile(tables, 0.5) * 1000, 1)
                figures[f"{command_name}_table_ms_p95"] = round(percentile(tables, 0.95) * 1000, 1)
                python = process.pid  # start.sh ends by exec-ing the playground's python too
                figures[f"after_{command_name}_playground_rss_mb"] = rss_mb(python)
                bot = bot_child(python)
                figures[f"after_{command_name}_bot_rss_mb"] = rss_mb(bot) if bot else None
    finally:
        process.send_signal(signal.SIGINT)
        try:
            process.wait(30)
        except subprocess.TimeoutExpired:
            process.kill()
        figures["exit_status"] = process.returncode
    return figures


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument(
        "--via",
        choices=("start.sh", "python"),
        default="start.sh",
        help="start it as a person does (bash scripts/start.sh --local, which installs when pyproject.toml "
        "changed) or as python -m bot local",
    )
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="playground-bench-") as folder:
        figures = asyncio.run(run(Path(folder) / "local", args.via))
    return print_figures(figures, args.json)


if __name__ == "__main__":
    raise SystemExit(main())
