"""Test support shared by the tests and the benchmarks: the strict rules of Discord's API."""
