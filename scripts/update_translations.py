"""Collect every `tr("…")` and `N_("…")` string of the UI into resources/translations/lomber_*.ts and compile.

`NG_("game", "…")` marks a word one game says its own way: the game id is the message's disambiguation (a .ts
`<comment>`), so a message is (context, text) or (context, text, game).
A text holding `%n` counts something (`tr("%n chip(s)", n)`): it is written `numerus="yes"` with one
`<numerusform>` per plural form of the language (Russian three, English two). English, the source language,
has a .ts of these counted messages only (lomber_en.ts), as Qt recommends for plurals in the source language.
A module's `tr` is either its own (`def tr` calling `QCoreApplication.translate("Context", …)`) or imported
from another UI module; `self.tr("…")` in a class uses the class name as context, as Qt does.

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
# The UI's own strings, and the words games, options and the advisor's reasons declare for it (marked N_ in the
# pure layers).
SOURCES = [ROOT / "app" / "lomber" / d for d in ("ui", "controller", "engine", "search", "games", "ai", "speed.py")]
OUT = ROOT / "resources" / "translations"
LANGS = ("ru", "en")
FORMS = {"ru": 3, "en": 2}          # plural forms per language, as lrelease counts them
SOURCE_LANG = "en"                  # its .ts holds only the counted (numerus) messages
CONTEXT = "lomber"
MARKERS = ("tr", "N_")


def _own_context(tree: ast.Module) -> str | None:
    """The context of a module-level `def tr` that calls translate("Context", …)."""
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and node.name == "tr":
            for sub in ast.walk(node):
                if (isinstance(sub, ast.Call) and isinstance(sub.func, ast.Attribute) and sub.func.attr == "translate"
                        and sub.args and isinstance(sub.args[0], ast.Constant)):
                    return sub.args[0].value
                if isinstance(sub, ast.Call) and isinstance(sub.func, ast.Name) and sub.func.id == "translate":
                    return _CONTEXT_FALLBACK
    for node in tree.body:
        if (isinstance(node, ast.Assign) and any(getattr(t, "id", "") == "CONTEXT" for t in node.targets)
                and isinstance(node.value, ast.Constant)):
            return node.value.value
    return None


_CONTEXT_FALLBACK = CONTEXT


def _modules() -> dict[str, tuple[Path, ast.Module]]:
    out = {}
    for folder in SOURCES:
        for path in [folder] if folder.suffix == ".py" else sorted(folder.rglob("*.py")):
            rel = path.relative_to(ROOT / "app").with_suffix("")
            out[".".join(rel.parts)] = (path, ast.parse(path.read_text(encoding="utf-8"), str(path)))
    return out


Message = tuple[str, ...]   # (context, source) or (context, source, disambiguation)
Translation = str | tuple[str, ...]   # a text, or the plural forms of a counted message


def numerus(m: Message) -> bool:
    """A message that counts something: its text holds `%n`."""
    return "%n" in m[1]


def lang_messages(lang: str, messages: list[Message]) -> list[Message]:
    """The messages a language's .ts holds: all of them, or for the source language only the counted ones."""
    return [m for m in messages if numerus(m)] if lang == SOURCE_LANG else messages


def ui_messages() -> list[Message]:
    """Every (context, literal) passed to tr(), self.tr() or N_() in the UI sources, in order of appearance,
    and (context, literal, game) for NG_("game", literal)."""
    mods = _modules()
    own = {name: _own_context(tree) for name, (_p, tree) in mods.items()}

    def module_context(name: str) -> str:
        tree = mods[name][1]
        if own[name]:
            return own[name]
        for node in tree.body:
            if (isinstance(node, ast.ImportFrom) and any(a.name == "tr" for a in node.names)
                    and own.get(node.module)):
                return own[node.module]
        return CONTEXT

    found: dict[Message, None] = {}
    for name, (_path, tree) in mods.items():
        ctx = module_context(name)
        classes = [(c.name, c) for c in ast.walk(tree) if isinstance(c, ast.ClassDef)]
        in_class = {id(n): cname for cname, c in classes for n in ast.walk(c)}
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant)
                    and isinstance(node.args[0].value, str)):
                continue
            f = node.func
            if (isinstance(f, ast.Name) and f.id == "NG_" and len(node.args) == 2
                    and isinstance(node.args[1], ast.Constant) and isinstance(node.args[1].value, str)):
                found.setdefault((ctx, node.args[1].value, node.args[0].value))
                continue
            text = node.args[0].value
            counted = len(node.args) > 1 or any(k.arg == "n" for k in node.keywords)
            if (isinstance(f, ast.Name) and f.id == "tr" or isinstance(f, ast.Attribute) and f.attr == "tr") \
                    and counted != ("%n" in text):
                raise SystemExit(f"{name}:{node.lineno}: a text with %n is translated with its count, "
                                 f"tr(text, n), and only such a text: {text!r}")
            if isinstance(f, ast.Name) and f.id in MARKERS:
                found.setdefault((ctx, text))
            elif (isinstance(f, ast.Attribute) and f.attr == "tr" and isinstance(f.value, ast.Name)
                  and f.value.id == "self" and id(node) in in_class):
                found.setdefault((in_class[id(node)], text))
    return list(found)


def ui_strings() -> list[str]:
    """The source texts alone (any context)."""
    return list(dict.fromkeys(m[1] for m in ui_messages()))


def read_ts(path: Path) -> dict[Message, Translation]:
    """Finished translations of a .ts file, by (context, source text) or (context, source text, comment); a
    counted message's translation is the tuple of its plural forms (finished only if every form is filled)."""
    if not path.exists():
        return {}
    out: dict[Message, Translation] = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for msg in context.iter("message"):
            src, tr = msg.find("source"), msg.find("translation")
            if src is None or tr is None or tr.get("type") in ("unfinished", "obsolete", "vanished"):
                continue
            comment = msg.findtext("comment")
            key = (name, src.text or "", comment) if comment else (name, src.text or "")
            if msg.get("numerus") == "yes":
                forms = tuple(f.text or "" for f in tr.iter("numerusform"))
                if forms and all(forms):
                    out[key] = forms
            elif tr.text:
                out[key] = tr.text
    return out


def write_ts(path: Path, lang: str, messages: list[Message], known: dict[Message, Translation]) -> None:
    ts = ET.Element("TS", version="2.1", language=lang)
    for ctx_name in dict.fromkeys(m[0] for m in messages):
        ctx = ET.SubElement(ts, "context")
        ET.SubElement(ctx, "name").text = ctx_name
        for m in messages:
            if m[0] != ctx_name:
                continue
            msg = ET.SubElement(ctx, "message")
            if numerus(m):
                msg.set("numerus", "yes")
            ET.SubElement(msg, "source").text = m[1]
            if len(m) > 2:
                ET.SubElement(msg, "comment").text = m[2]
            t = ET.SubElement(msg, "translation")
            have = known.get(m)
            if numerus(m):
                forms = have if isinstance(have, tuple) and len(have) == FORMS[lang] else ("",) * FORMS[lang]
                for form in forms:
                    ET.SubElement(t, "numerusform").text = form
                if not all(forms):
                    t.set("type", "unfinished")
            elif isinstance(have, str):
                t.text = have
            else:
                t.set("type", "unfinished")
    ET.indent(ts)
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
                    + ET.tostring(ts, encoding="unicode") + "\n", encoding="utf-8")


def lrelease() -> str:
    here = Path(sys.executable).parent / "pyside6-lrelease"
    return str(here) if here.exists() else shutil.which("pyside6-lrelease") or "pyside6-lrelease"


def main(argv: list[str]) -> int:
    messages = ui_messages()
    missing = 0
    for lang in LANGS:
        ts = OUT / f"lomber_{lang}.ts"
        known = read_ts(ts)
        mine = lang_messages(lang, messages)
        lacking = [m for m in mine if m not in known or numerus(m) != isinstance(known[m], tuple)
                   or numerus(m) and len(known[m]) != FORMS[lang]]
        missing += len(lacking)
        for m in lacking:
            print(f"{lang}: no translation for {m[1]!r} ({', '.join(m[:1] + m[2:])})")
        if "--check" in argv:
            continue
        write_ts(ts, lang, mine, known)
        subprocess.run([lrelease(), "-silent", str(ts), "-qm", str(OUT / f"lomber_{lang}.qm")], check=True)
    print(f"{len(messages)} strings, {missing} without a translation")
    return 1 if missing and "--check" in argv else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
