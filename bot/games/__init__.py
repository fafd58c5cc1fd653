"""Game modules the bot can run; each implements :class:`bot.games.seam.GameModule`."""
