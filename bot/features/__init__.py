"""The bot's features for every game, each registering its commands and verbs the same way games do:
lobbies, turn timers, take-back, statistics and replays, the shared table commands, threads, and the
games' own verbs performed as intents."""
