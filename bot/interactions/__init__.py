"""What a handler of a Discord interaction works with: one interaction about one game (its context), the
strict reading of clicks and command options, the replies and posts (the messenger), and the commands'
translations."""
