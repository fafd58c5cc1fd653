"""The local Discord stand-in: REST and the gateway on 127.0.0.1, as strict as Discord (every request
checked against Discord's OpenAPI description and documented limits, refused in Discord's words), for
the real bot run unchanged against it. Product code of the playground (``python -m bot local``, issue 43)
and what the tests play against (``tests/e2e``, the in-process adapter tests)."""
