#!/usr/bin/env python3
"""Write the desktop entry's words about the games (packaging/linux/io.github.lomber.Lomber.desktop) from the games
the registry finds: the "New game" actions and the search keywords, in English and in Russian (the work is
lomber.desktopentry's; install-desktop.sh writes the installed entry the same way, with every game installed).

    PYTHONPATH=app python scripts/update_desktop_file.py [--check]   (--check: exit 1 if the file is not up to date)

tests/test_packaging.py checks that the file in the repository is what this script writes. Run it after adding a
game to the app.
"""

from __future__ import annotations

import sys
from pathlib import Path

from lomber import APP_ID, desktopentry
from lomber.desktopentry import render

__all__ = ["main", "render", "russian"]

ROOT = Path(__file__).resolve().parent.parent
DESKTOP = ROOT / "packaging" / "linux" / f"{APP_ID}.desktop"
CATALOGUE = ROOT / "resources" / "translations" / "lomber_ru.ts"


def russian(catalogue: Path = CATALOGUE) -> dict[str, str]:
    """The repository's Russian catalogue's finished translations, English → Russian."""
    return desktopentry.russian(catalogue, own_games=False)


def main(argv: list[str]) -> int:
    current = DESKTOP.read_text(encoding="utf-8")
    wanted = render(current, russian())
    if "--check" in argv:
        if wanted != current:
            print(f"{DESKTOP.relative_to(ROOT)} is out of date: run scripts/update_desktop_file.py", file=sys.stderr)
            return 1
        return 0
    if wanted != current:
        DESKTOP.write_text(wanted, encoding="utf-8")
        print(f"wrote {DESKTOP.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
