"""`python -m lomber` runs the same entry point as the `lomber` command."""

import sys

from lomber.cli import main

sys.exit(main())
