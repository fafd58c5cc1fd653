"""The store's errors, shared by both database backends."""

from __future__ import annotations


class StoreError(RuntimeError):
    """A storage rule was broken (e.g. a second open game in one channel)."""


class StaleVersion(StoreError):
    """The game moved on since the caller read it: the action was not stored."""


class Conflict(StoreError):
    """A write broke a uniqueness or foreign-key rule of the schema (the backend's integrity error)."""
