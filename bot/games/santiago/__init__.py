"""Santiago de Cuba on Discord: the engine behind the core's interfaces, its messages and panels."""
