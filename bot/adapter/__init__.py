"""The Discord adapter: the client that builds the bot once at start, routes every click to the verb that
registered it, and registers the slash commands. Nothing below imports it."""
