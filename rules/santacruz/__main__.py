"""Entry point for ``python -m rules.santacruz``."""

from rules.santacruz.cli import main

raise SystemExit(main())
