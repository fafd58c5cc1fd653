"""``python -m bot local``: the Discord stand-in with its web page, and the real bot in its own process
pointed at it, so a person plays the bot in a browser without Discord.

One line tells the address. The bot is the unchanged ``python -m bot``, reached through its
``DISCORD_URL`` setting, with its own SQLite file under the data folder (``./data/local/`` by default);
the stand-in keeps its messages there too (:mod:`playground.saved`), so the next start continues the same
games. A bot that stops by itself is started again (the page says so meanwhile); Ctrl-C stops both.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import ipaddress
import os
import signal
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from playground.discord_server import FakeDiscord, GatewayHTTP
from playground.fake_discord import CHANNEL_ID
from playground.page import Page
from playground.saved import Files, load, save

DEFAULT_PORT = 8765
DEFAULT_DATA = Path("data") / "local"
CHANNELS = {
    CHANNEL_ID: "general",
    CHANNEL_ID + 1: "santa-cruz",
    CHANNEL_ID + 2: "santiago-de-cuba",
}
"""The playground server's text channels."""
BOT_NAME = "Boardgames"
GUILD_NAME = "Playground"
BOT_SETTINGS = (
    "DISCORD_TOKEN",
    "DATABASE_PATH",
    "DATABASE_URL",
    "DEV_GUILD_ID",
    "SHARD_COUNT",
    "SHARD_IDS",
    "DISCORD_URL",
    "BACKUP_HOURS",
)
"""Settings of the bot's that the playground sets itself (an admin's own must not leak in: their token,
their production database)."""
SAVE_DELAY = 0.3
"""Seconds after a change before the stand-in's state is written (changes meanwhile share the write)."""
TRIM_EVERY = 30.0
"""Seconds between two trims of what the stand-in records for tests (the playground needs none of it)."""
RESTART_PAUSES = (0.5, 1.0, 2.0, 5.0, 10.0)
"""Seconds before starting a stopped bot again, longer each time it stops within a minute of its start."""


class Playground:
    """The stand-in, its page, the saved state and the bot process."""

    def __init__(
        self, data: Path, host: str, port: int, computer_wait: str | None, say: Callable[[str], None] = print
    ) -> None:
        self.data = data.resolve()
        self.host = host
        self.computer_wait = computer_wait
        self.say = say
        self.server = FakeDiscord(
            channels=CHANNELS, host=host, port=port, http=GatewayHTTP(bot_name=BOT_NAME)
        )
        self.server.guild_name = GUILD_NAME
        self.page = Page(self.server)
        self.page.on_change.append(self._schedule_save)
        self.state_file = self.data / "discord.json"
        self.log_file = self.data / "bot.log"
        self.stopping = asyncio.Event()
        self.process: asyncio.subprocess.Process | None = None
        self._save_task: asyncio.Task[None] | None = None

    # -- the stand-in's state

    def _schedule_save(self) -> None:
        if self._save_task is None or self._save_task.done():
            self._save_task = asyncio.get_running_loop().create_task(self._save_soon())

    async def _save_soon(self) -> None:
        await asyncio.sleep(SAVE_DELAY)
        save(self.state_file, self.server, self.page)

    def trim(self) -> None:
        """Forget what the stand-in records for tests (every request, frame, report): a playground left
        running for days must not grow."""
        server, http = self.server, self.server.http
        http.reset()
        server.requests.clear()
        server.frames.clear()
        server.settled.clear()
        self.page.forget_refusals()
        now = http.clock()
        for token in [t for t, i in http.interactions.items() if now - i.created > http.token_lifetime]:
            del http.interactions[token]
        for session in server.sessions:
            del session.log[:-1000]
        del server.sessions[:-4]

    async def _trim_now_and_then(self) -> None:
        while True:
            await asyncio.sleep(TRIM_EVERY)
            self.trim()

    # -- the bot

    def environment(self) -> dict[str, str]:
        """The bot's environment: the person's own, without the settings the playground sets."""
        env = {k: v for k, v in os.environ.items() if k not in BOT_SETTINGS}
        root = str(Path(__file__).resolve().parents[1])
        env.update(
            PYTHONPATH=os.pathsep.join(filter(None, [root, env.get("PYTHONPATH", "")])),
            PYTHONUNBUFFERED="1",
            DISCORD_TOKEN=self.server.token,
            DISCORD_URL=self.server.url,
            DATABASE_URL=f"sqlite:///{self.data / 'bot.sqlite3'}",
            DEV_GUILD_ID=str(self.server.guild_id),
            BACKUP_HOURS="0",
        )
        if self.computer_wait is not None:
            env["COMPUTER_WAIT_SECONDS"] = self.computer_wait
        return env

    async def _bot(self, *args: str) -> asyncio.subprocess.Process:
        """Start ``python -m bot ARGS`` in the data folder (so no ``.env`` of the person's is read)."""
        log = self.log_file.open("ab")
        try:
            return await asyncio.create_subprocess_exec(
                sys.executable,
                "-m",
                "bot",
                *args,
                env=self.environment(),
                cwd=self.data,
                stdout=log,
                stderr=log,
            )
        finally:
            log.close()

    def _last_words(self) -> str:
        """The bot log's last line (why it stopped, usually)."""
        try:
            with self.log_file.open("rb") as log:
                log.seek(max(0, log.seek(0, os.SEEK_END) - 4096))
                lines = log.read().decode(errors="replace").strip().splitlines()
        except OSError:
            return ""
        return lines[-1][:300] if lines else ""

    async def supervise(self) -> None:
        """Run the bot until the playground stops; start it again whenever it stops by itself."""
        quick_stops = 0
        while not self.stopping.is_set():
            if not self.server.http.global_commands and not self.server.http.guild_commands:
                sync = await self._bot("sync")  # a fresh stand-in: register the commands anew
                await sync.wait()
            await self.page.set_bot("starting")
            sessions = len(self.server.sessions)
            started = time.monotonic()
            self.process = process = await self._bot()
            ready = asyncio.create_task(self.server.wait_ready(after=sessions, timeout=3600))
            exited = asyncio.create_task(process.wait())
            stop = asyncio.create_task(self.stopping.wait())
            await asyncio.wait({ready, exited, stop}, return_when=asyncio.FIRST_COMPLETED)
            if ready.done() and not ready.cancelled() and ready.exception() is None:
                await self.page.set_bot("up")
                await asyncio.wait({exited, stop}, return_when=asyncio.FIRST_COMPLETED)
            ready.cancel()
            stop.cancel()
            if not exited.done():
                exited.cancel()
                break
            quick_stops = quick_stops + 1 if time.monotonic() - started < 60 else 0
            pause = RESTART_PAUSES[min(quick_stops, len(RESTART_PAUSES) - 1)]
            detail = f"exit status {process.returncode}" + (
                f": {self._last_words()}" if self._last_words() else ""
            )
            self.say(f"The bot stopped ({detail}); starting it again in {pause:g} s.")
            await self.page.set_bot("down", f"The bot stopped ({detail}). The playground starts it again.")
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.stopping.wait(), pause)

    async def stop_bot(self) -> None:
        """SIGTERM (the bot closes cleanly) and wait; SIGKILL after 15 s."""
        process = self.process
        if process is None or process.returncode is not None:
            return
        with contextlib.suppress(ProcessLookupError):
            process.terminate()
        try:
            await asyncio.wait_for(process.wait(), 15)
        except TimeoutError:
            with contextlib.suppress(ProcessLookupError):
                process.kill()
            await process.wait()

    # -- the whole

    async def run(self) -> int:
        self.data.mkdir(parents=True, exist_ok=True)
        self.server.http.files_by_url = Files(self.data / "attachments")
        load(self.state_file, self.server, self.page)
        try:
            await self.server.start()
        except OSError as exc:
            self.say(
                f"Cannot start the playground: {self.host} port {self.server.port} is not free "
                f"({exc.strerror}); is it running already? Pass --port to choose another."
            )
            return 2
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGINT, signal.SIGTERM):
            with contextlib.suppress(NotImplementedError, RuntimeError):
                loop.add_signal_handler(sig, self.stopping.set)
        shown = self.server.url.replace("[::1]", "localhost")
        self.say(f"The playground is at {shown}/ (Ctrl-C stops it and the bot).")
        trimming = asyncio.create_task(self._trim_now_and_then())
        supervising = asyncio.create_task(self.supervise())
        try:
            await self.stopping.wait()
        finally:
            await self.stop_bot()
            supervising.cancel()
            trimming.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await supervising
            save(self.state_file, self.server, self.page)
            await self.page.close()
            await self.server.stop()
        return 0


def loopback(host: str) -> bool:
    """Whether an address is this machine's own (only this machine can reach the page)."""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def main(argv: Sequence[str] | None = None) -> int:
    """Parse the command line and run the playground until Ctrl-C."""
    parser = argparse.ArgumentParser(
        prog="python -m bot local",
        description="The bot on a local stand-in of Discord, played in your browser: no token, no network.",
    )
    parser.add_argument(
        "--port", type=int, default=DEFAULT_PORT, help=f"the page's port (default {DEFAULT_PORT})"
    )
    parser.add_argument(
        "--host",
        default="127.0.0.1",
        help="the address to serve on (default 127.0.0.1: this machine only; another address lets every "
        "machine that reaches it play as anyone)",
    )
    parser.add_argument(
        "--data", type=Path, default=DEFAULT_DATA, help=f"where the games are kept (default {DEFAULT_DATA})"
    )
    parser.add_argument(
        "--computer-wait",
        metavar="SECONDS",
        help="seconds a computer player waits after a person's move (default: COMPUTER_WAIT_SECONDS)",
    )
    args = parser.parse_args(argv)
    if not 0 <= args.port < 65536:
        parser.error("--port must be from 0 to 65535")
    if not loopback(args.host):
        print(f"Serving on {args.host}: anyone who reaches this address can play, as anyone.")
    return asyncio.run(Playground(args.data, args.host, args.port, args.computer_wait).run())
