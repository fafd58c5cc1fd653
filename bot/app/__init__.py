"""The application: every change to a game (the table runtime), computer players, what a game's channel
shows, the running games, statistics and languages, without the Discord client; the adapter
(:mod:`bot.adapter.client`) builds it once and calls it."""
