"""The Discord adapter: commands, components, messaging and storage around the game engines."""
