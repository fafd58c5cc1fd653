"""Where the bot finds Discord: Discord itself, or a stand-in at ``DISCORD_URL`` (the local playground of
``python -m bot local``, the tests' fake). Only discord.py's two entry points change, REST and the gateway,
so the bot runs unchanged against either."""

from __future__ import annotations

import discord.gateway
import discord.http
import yarl


def point_at(base_url: str) -> None:
    """REST to ``{base_url}/api/v10``, the gateway to ``ws://`` (``wss://`` for https) the same host and
    port."""
    base = yarl.URL(base_url)
    discord.http.Route.BASE = str(base.with_path("/api/v10"))
    scheme = "wss" if base.scheme == "https" else "ws"
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = base.with_scheme(scheme).with_path("/")
