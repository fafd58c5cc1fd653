"""Shared test setup: the suite never reaches the network; a PostgreSQL server when a test asks."""

from __future__ import annotations

import socket
from collections.abc import Iterator

import pytest

from tests.postgres import PostgresServer


@pytest.fixture(autouse=True)
def _no_network(monkeypatch: pytest.MonkeyPatch) -> None:
    """Refuse every connection that is not to 127.0.0.1 (or a local socket)."""
    real_connect = socket.socket.connect

    def guarded(self: socket.socket, address: object) -> object:
        host = address[0] if isinstance(address, tuple) else None
        if host not in (None, "127.0.0.1", "::1", "localhost"):
            raise OSError(f"tests may not reach {address!r}")
        return real_connect(self, address)

    monkeypatch.setattr(socket.socket, "connect", guarded)


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[PostgresServer]:
    """A real PostgreSQL server for the whole run, started on first use (about a second), on a unix
    socket in a temp folder; stopped and deleted at the end."""
    server = PostgresServer()
    server.start()
    try:
        yield server
    finally:
        server.stop()
