"""What Discord refuses: its published OpenAPI description and the documented limits it does not encode.

The fakes (``playground/fake_discord.py`` in process, ``playground/discord_server.py`` over HTTP) pass every
request through :meth:`playground.strict.check.Strict.check` and answer a refused one as Discord would.
"""
