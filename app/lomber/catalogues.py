"""Translation catalogues from source: every `tr("…")`, `N_("…")` and `NG_("…", "…")` string into .ts files,
compiled to the .qm the app loads. The app's own catalogues (scripts/update_translations.py) and an outside
game's (`lomber translate GAME`) are built by the same code.

`NG_("game", "…")` marks a word one game says its own way: the game id (or "you", for the form said to the
user himself) is the message's disambiguation (a .ts `<comment>`), so a message is (context, text) or (context,
text, comment). A text holding `%n` counts something (`tr("%n chip(s)", n)`): it is written `numerus="yes"` with
one `<numerusform>` per plural form of the language (Russian three, English two). English, the source language,
has a .ts of these counted messages only (`<name>_en.ts`), as Qt recommends for plurals in the source language.
A module's `tr` is either its own (`def tr` calling `QCoreApplication.translate("Context", …)`) or imported from
another module; `self.tr("…")` in a class uses the class name as context, as Qt does. Everything else is in the
one context "lomber", where the app looks a game's words up.

Translations already in a .ts are kept; new strings are added as unfinished; strings no longer used are dropped.
Nothing here imports Qt: `pyside6-lrelease` (installed with PySide6) compiles.
"""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterable
from pathlib import Path

LANGS = ("ru", "en")
FORMS = {"ru": 3, "en": 2}          # plural forms per language, as lrelease counts them
SOURCE_LANG = "en"                  # its .ts holds only the counted (numerus) messages
CONTEXT = "lomber"
MARKERS = ("tr", "N_")

Message = tuple[str, ...]   # (context, source) or (context, source, disambiguation)
Translation = str | tuple[str, ...]   # a text, or the plural forms of a counted message
Modules = dict[str, tuple[Path, ast.Module]]


def _own_context(tree: ast.Module) -> str | None:
    """The context of a module-level `def tr` that calls translate("Context", …)."""
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and node.name == "tr":
            for sub in ast.walk(node):
                if (isinstance(sub, ast.Call) and isinstance(sub.func, ast.Attribute) and sub.func.attr == "translate"
                        and sub.args and isinstance(sub.args[0], ast.Constant)):
                    return sub.args[0].value
                if isinstance(sub, ast.Call) and isinstance(sub.func, ast.Name) and sub.func.id == "translate":
                    return CONTEXT
    for node in tree.body:
        if (isinstance(node, ast.Assign) and any(getattr(t, "id", "") == "CONTEXT" for t in node.targets)
                and isinstance(node.value, ast.Constant)):
            return node.value.value
    return None


def modules(sources: Iterable[Path], top: Path) -> Modules:
    """The parsed modules of `sources` (folders, walked, or .py files) by dotted name relative to `top`."""
    out = {}
    for folder in sources:
        for path in [folder] if folder.suffix == ".py" else sorted(folder.rglob("*.py")):
            rel = path.relative_to(top).with_suffix("")
            out[".".join(rel.parts)] = (path, ast.parse(path.read_text(encoding="utf-8"), str(path)))
    return out


def numerus(m: Message) -> bool:
    """A message that counts something: its text holds `%n`."""
    return "%n" in m[1]


def lang_messages(lang: str, messages: list[Message]) -> list[Message]:
    """The messages a language's .ts holds: all of them, or for the source language only the counted ones."""
    return [m for m in messages if numerus(m)] if lang == SOURCE_LANG else messages


def messages_of(mods: Modules) -> list[Message]:
    """Every (context, literal) passed to tr(), self.tr() or N_() in the modules, in order of appearance, and
    (context, literal, comment) for NG_("comment", literal)."""
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


def lacking(lang: str, messages: list[Message], known: dict[Message, Translation]) -> list[Message]:
    """The messages of a language's .ts without a finished translation (every plural form for a counted one)."""
    return [m for m in lang_messages(lang, messages) if m not in known or numerus(m) != isinstance(known[m], tuple)
            or numerus(m) and len(known[m]) != FORMS[lang]]


def build(messages: list[Message], out: Path, name: str, check: bool = False, shared: Path | None = None) -> int:
    """Write `out/<name>_<lang>.ts` for each language and compile each to its .qm (with `check`, only count):
    the number of messages without a translation, each printed. The source language's catalogue is written only
    when some message counts. With `shared` (the app's folder of `lomber_<lang>.ts`), a message the app's own
    catalogue translates is left out: the app's translator already says it."""
    missing = 0
    for lang in LANGS:
        have = read_ts(shared / f"lomber_{lang}.ts") if shared else {}
        mine = [m for m in lang_messages(lang, messages) if m not in have]
        ts = out / f"{name}_{lang}.ts"
        if not mine and not ts.exists():
            continue
        known = read_ts(ts)
        for m in lacking(lang, mine, known):
            missing += 1
            print(f"{lang}: no translation for {m[1]!r} ({', '.join(m[:1] + m[2:])})")
        if check:
            continue
        out.mkdir(parents=True, exist_ok=True)
        write_ts(ts, lang, mine, known)
        subprocess.run([lrelease(), "-silent", str(ts), "-qm", str(out / f"{name}_{lang}.qm")], check=True)
    print(f"{len(messages)} strings, {missing} without a translation")
    return missing


def translate_game(game: str, folder: Path | None = None, check: bool = False) -> int:
    """`lomber translate`: build a game's own catalogues, `translations/<game>_<lang>.ts` and `.qm`, in its package
    folder (`folder`, or the installed game's) from the strings its modules mark; 1 if some lack a translation
    (with `check`, nothing is written), else 0."""
    if folder is None:
        from lomber.engine.registry import package_dirs

        dirs = package_dirs()
        if game not in dirs:
            raise SystemExit(f"lomber translate: no installed game {game!r} (known: {', '.join(dirs)}); "
                             "give its package folder with --dir")
        folder = dirs[game]
    if not (folder / "__init__.py").is_file():
        raise SystemExit(f"lomber translate: {folder} is not a package folder (no __init__.py)")
    from lomber.paths import resource

    messages = messages_of(modules([folder], folder.parent))
    return 1 if build(messages, folder / "translations", game, check, resource("translations")) else 0
