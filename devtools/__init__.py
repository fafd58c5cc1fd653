"""Test support shared by the tests and the benchmarks: the table driver, the bot process and its
launcher, the leak and wording checks (the Discord stand-in itself is product code, in ``playground/``)."""
