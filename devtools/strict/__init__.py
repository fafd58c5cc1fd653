"""What Discord refuses: its published OpenAPI description and the documented limits it does not encode.

The fakes (``devtools/fake_discord.py`` in process, ``devtools/discord_server.py`` over HTTP) pass every
request through :meth:`devtools.strict.check.Strict.check` and answer a refused one as Discord would.
"""
