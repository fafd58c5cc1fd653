"""``python -m playground``: the same as ``python -m bot local`` (see :mod:`playground.local`)."""

from playground.local import main

raise SystemExit(main())
