"""Santa Cruz rules tests that live apart from the shared ones."""
