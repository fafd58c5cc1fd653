"""Pillow drawing: pure functions from game views to PNG bytes."""
