#!/usr/bin/env python3
"""Write the desktop entry's words about the games (packaging/linux/io.github.lomber.Lomber.desktop) from the games
the registry finds, in its order: the "New game" actions (`Actions=` and one `[Desktop Action <id>]` section per
game) and the search keywords (a few words of the app, then each game's name), in English and in Russian (the
game's name as the app's Russian catalogue says it). The comment names no game, so it stays true for any.

    PYTHONPATH=app python scripts/update_desktop_file.py [--check]   (--check: exit 1 if the file is not up to date)

tests/test_packaging.py checks that the file in the repository is what this script writes. Run it after adding a
game to the app.
"""

from __future__ import annotations

import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from lomber import APP_ID
from lomber.engine.registry import games

ROOT = Path(__file__).resolve().parent.parent
DESKTOP = ROOT / "packaging" / "linux" / f"{APP_ID}.desktop"
CATALOGUE = ROOT / "resources" / "translations" / "lomber_ru.ts"


def russian(catalogue: Path = CATALOGUE) -> dict[str, str]:
    """The Russian catalogue's finished translations, English → Russian (messages of no particular game)."""
    out: dict[str, str] = {}
    for m in ET.parse(catalogue).getroot().iter("message"):
        source, text = m.findtext("source"), m.findtext("translation")
        if source and text and m.find("comment") is None:
            out[source] = text
    return out


# The keywords before the games' names: what the app is, whatever games it holds.
KEYWORDS = ("cards", "card game", "card table")
KEYWORDS_RU = ("карты", "карточная игра", "ломберный стол")


def keywords(ru: dict[str, str]) -> tuple[str, str]:
    """The `Keywords=` and `Keywords[ru]=` lines: the app's words, then each game's name (lower case)."""
    infos = games()
    english = [*KEYWORDS, *(info.name.lower() for info in infos)]
    russian_ = [*KEYWORDS_RU, *(ru.get(info.name, info.name).lower() for info in infos)]
    return "Keywords=" + "".join(f"{k};" for k in english), "Keywords[ru]=" + "".join(f"{k};" for k in russian_)


def actions(ru: dict[str, str]) -> tuple[str, str]:
    """The `Actions=` line and the action sections, for the games in the registry's order."""
    infos = games()
    line = "Actions=" + "".join(f"{info.id};" for info in infos)
    new_game = ru.get("New game", "New game")
    sections = [f"[Desktop Action {info.id}]\nName=New game: {info.name}\n"
                f"Name[ru]={new_game}: {ru.get(info.name, info.name)}\nExec=lomber --new {info.id}\n"
                for info in infos]
    return line, "\n".join(sections)


def render(text: str, ru: dict[str, str]) -> str:
    """The desktop entry `text` with its actions and keywords replaced by the registry's; everything else kept."""
    line, sections = actions(ru)
    english, russian_ = keywords(ru)
    text = re.sub(r"^Keywords=.*$", lambda _: english, text, count=1, flags=re.MULTILINE)
    text = re.sub(r"^Keywords\[ru\]=.*$", lambda _: russian_, text, count=1, flags=re.MULTILINE)
    text = re.sub(r"^Actions=.*$", line, text, count=1, flags=re.MULTILINE)
    head = re.split(r"^\[Desktop Action ", text, maxsplit=1, flags=re.MULTILINE)[0]
    return head.rstrip("\n") + "\n\n" + sections


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
