"""Self-tests of the strict rules the fake Discord applies (playground/strict)."""
