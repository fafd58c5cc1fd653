"""The games the bot hosts, each a package written against the game seam (:mod:`bot.games.seam`), and the
registry of the games it offers (:mod:`bot.games.registry`)."""
