"""Game rules: pure Python engines with no I/O and no knowledge of Discord or images."""
