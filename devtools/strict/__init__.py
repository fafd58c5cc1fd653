"""What Discord refuses: its published OpenAPI description and the documented limits it does not encode.

The fakes (``tests/bot/fake_discord.py`` in process, ``tests/e2e/server.py`` over HTTP) pass every request
through :func:`devtools.strict.check.check_request` and answer a refused one exactly as Discord would.
"""
