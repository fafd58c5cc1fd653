"""Entry point for ``python -m rules.santiago``."""

from rules.santiago.cli import main

raise SystemExit(main())
