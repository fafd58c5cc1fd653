"""The store's errors, shared by both database backends."""

from __future__ import annotations


class StoreError(RuntimeError):
    """A storage rule was broken (e.g. a second open game in one channel)."""


class StaleVersion(StoreError):
    """The game moved on since the caller read it: the action was not stored."""


class Conflict(StoreError):
    """A write broke a uniqueness or foreign-key rule of the schema (the backend's integrity error)."""


class StoreUnavailable(StoreError):
    """The database could not be used for a moment (unreachable, connection dropped, disk full,
    read-only or locked file): the call's transaction was rolled back, so nothing was half-stored, and
    the same call may succeed once the database is back.

    ``where`` names the database (a file path or a URL without its password), ``cause`` what the
    database said, ``check`` what an admin should look at.
    """

    def __init__(self, where: str, cause: str, check: str) -> None:
        super().__init__(f"{where}: {cause}")
        self.where = where
        self.cause = cause
        self.check = check

    def admin_line(self) -> str:
        """One line for the log: what failed, that nothing was lost, what to check."""
        return (
            f"the {self.where} is unavailable ({self.cause}); what could not be stored was rolled back "
            f"whole and nothing stored before was lost; to fix: {self.check}"
        )
