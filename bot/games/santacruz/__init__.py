"""Santa Cruz in the bot: the engine behind the core's interface (commands and components to come)."""
