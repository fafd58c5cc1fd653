"""The application: every change to a game (the table runtime), computer players, and what a game's
channel shows, without the Discord client; the adapter in :mod:`bot.client` builds it once and calls it."""
