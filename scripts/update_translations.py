"""Collect every `tr("…")` and `N_("…")` string of the app into resources/translations/lomber_*.ts and compile.

The work is lomber.catalogues' (the same code builds an outside game's catalogues: `lomber translate GAME`):
this script gives it the app's sources. A module's own `tr` context, `NG_` comments and the English plural
file are described there.
usage: python scripts/update_translations.py [--check]   (--check: exit 1 if a string lacks a translation)
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT / "app") not in sys.path:
    sys.path.insert(0, str(ROOT / "app"))

# (the app's folder is put on the path above, so the import comes after it)
from lomber.catalogues import (
    CONTEXT,
    FORMS,
    LANGS,
    SOURCE_LANG,
    Message,
    build,
    lang_messages,
    messages_of,
    modules,
    numerus,
    read_ts,
    write_ts,
)

# The UI's own strings, and the words games, options and the advisor's reasons declare for it (marked N_ in the
# pure layers).
SOURCES = [ROOT / "app" / "lomber" / d for d in ("ui", "controller", "engine", "search", "games", "ai", "speed.py")]
OUT = ROOT / "resources" / "translations"

__all__ = ["CONTEXT", "FORMS", "LANGS", "SOURCE_LANG", "lang_messages", "numerus", "read_ts", "ui_messages",
           "ui_strings", "write_ts"]


def ui_messages() -> list[Message]:
    """Every (context, literal) of the app's sources (lomber.catalogues.messages_of)."""
    return messages_of(modules(SOURCES, ROOT / "app"))


def ui_strings() -> list[str]:
    """The source texts alone (any context)."""
    return list(dict.fromkeys(m[1] for m in ui_messages()))


def main(argv: list[str]) -> int:
    missing = build(ui_messages(), OUT, "lomber", "--check" in argv)
    return 1 if missing and "--check" in argv else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
