"""Collect every `tr("…")` and `N_("…")` string of the UI into resources/translations/lomber_*.ts and compile.

Translations already in a .ts are kept; new strings are added as unfinished; strings no longer used are
dropped. Then `pyside6-lrelease` compiles each .ts to the .qm the app loads.
usage: python scripts/update_translations.py [--check]   (--check: exit 1 if a string lacks a translation)
"""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = [ROOT / "app" / "lomber" / "ui", ROOT / "app" / "lomber" / "controller"]
OUT = ROOT / "resources" / "translations"
LANGS = ("ru",)
CONTEXT = "lomber"
MARKERS = ("tr", "N_")


def ui_strings() -> list[str]:
    """Every literal passed to tr() or N_() in the UI sources, in order of first appearance."""
    found: dict[str, None] = {}
    for folder in SOURCES:
        for path in sorted(folder.rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
            for node in ast.walk(tree):
                if (isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant)
                        and isinstance(node.args[0].value, str)):
                    f = node.func
                    name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
                    if name in MARKERS:
                        found.setdefault(node.args[0].value)
    return list(found)


def read_ts(path: Path) -> dict[str, str]:
    """Finished translations of a .ts file, by source text."""
    if not path.exists():
        return {}
    out = {}
    for msg in ET.parse(path).getroot().iter("message"):
        src, tr = msg.find("source"), msg.find("translation")
        if src is not None and tr is not None and tr.text and tr.get("type") not in ("unfinished", "obsolete",
                                                                                     "vanished"):
            out[src.text or ""] = tr.text
    return out


def write_ts(path: Path, lang: str, strings: list[str], known: dict[str, str]) -> None:
    ts = ET.Element("TS", version="2.1", language=lang)
    ctx = ET.SubElement(ts, "context")
    ET.SubElement(ctx, "name").text = CONTEXT
    for s in strings:
        msg = ET.SubElement(ctx, "message")
        ET.SubElement(msg, "source").text = s
        t = ET.SubElement(msg, "translation")
        if s in known:
            t.text = known[s]
        else:
            t.set("type", "unfinished")
    ET.indent(ts)
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
                    + ET.tostring(ts, encoding="unicode") + "\n", encoding="utf-8")


def lrelease() -> str:
    here = Path(sys.executable).parent / "pyside6-lrelease"
    return str(here) if here.exists() else shutil.which("pyside6-lrelease") or "pyside6-lrelease"


def main(argv: list[str]) -> int:
    strings = ui_strings()
    missing = 0
    for lang in LANGS:
        ts = OUT / f"lomber_{lang}.ts"
        known = read_ts(ts)
        lacking = [s for s in strings if s not in known]
        missing += len(lacking)
        for s in lacking:
            print(f"{lang}: no translation for {s!r}")
        if "--check" in argv:
            continue
        write_ts(ts, lang, strings, known)
        subprocess.run([lrelease(), "-silent", str(ts), "-qm", str(OUT / f"lomber_{lang}.qm")], check=True)
    print(f"{len(strings)} strings, {missing} without a translation")
    return 1 if missing and "--check" in argv else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
