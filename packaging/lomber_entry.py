"""The bundle's entry script: the same `lomber` command as pip's, guarded for the players' spawned process."""

import sys

from lomber.cli import main

if __name__ == "__main__":
    sys.exit(main())
