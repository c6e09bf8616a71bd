#!/usr/bin/env python3
"""Build the game SDK's API reference from its docstrings: one Markdown page, `OUT/sdk-api.md`, every name of
`lomber.sdk` under the module it lives in, with its signature (a class's fields or constructor), its docstring,
and a class's public methods and properties with theirs; a constant shows its value.

    PYTHONPATH=app python scripts/api_reference.py [OUT]     (default OUT: build/api; exit 1 if a name is undocumented)

docs/sdk.md is the guide (what a game holds, how the names fit together); this page is generated, so it is never
checked in: tests/test_api_reference.py builds it into a temporary folder, as CI runs it, and fails on a name
without a docstring.
"""

from __future__ import annotations

import ast
import dataclasses
import enum
import importlib
import inspect
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT / "app") not in sys.path:
    sys.path.insert(0, str(ROOT / "app"))

SHOWN = 100          # a constant's value is cut to this many characters


def _first_paragraph(doc: str | None) -> str:
    return (doc or "").strip().split("\n\n")[0].replace("\n", " ")


def _alias(obj: Any) -> bool:
    """A name for a built-in type (`Card = str`): documented by its home module's source, not by the type."""
    return inspect.isclass(obj) and obj.__module__ == "builtins"


def _signature(name: str, obj: Any) -> str:
    if inspect.isclass(obj) and issubclass(obj, enum.Enum):
        return f"{name}: " + ", ".join(member.name for member in obj)
    if dataclasses.is_dataclass(obj):
        fields = ", ".join(f.name for f in dataclasses.fields(obj) if f.init)
        return f"{name}({fields})"
    try:
        return f"{name}{inspect.signature(obj)}"
    except (TypeError, ValueError):
        return name


def _members(cls: type) -> list[tuple[str, Any]]:
    """A class's own public methods and properties (those it defines, not those of object or its bases)."""
    out = []
    for key, value in vars(cls).items():
        if key.startswith("_"):
            continue
        if isinstance(value, (staticmethod, classmethod)):
            value = value.__func__
        if inspect.isfunction(value) or isinstance(value, property):
            out.append((key, value))
    return out


def _entry(name: str, obj: Any, missing: list[str]) -> list[str]:
    lines = [f"### `{name}`", ""]
    if _alias(obj):
        lines += [f"`{name} = {obj.__name__}`", ""]
    elif inspect.isclass(obj) or inspect.isfunction(obj):
        doc = inspect.getdoc(obj) if obj.__doc__ else None
        if not doc or (inspect.isclass(obj) and dataclasses.is_dataclass(obj) and doc.startswith(obj.__name__ + "(")):
            missing.append(name)
        lines += [f"`{_signature(name, obj)}`", "", doc or "(undocumented)", ""]
        if inspect.isclass(obj) and not issubclass(obj, BaseException):
            for key, member in _members(obj):
                mdoc = inspect.getdoc(member)
                if not mdoc:
                    missing.append(f"{name}.{key}")
                shown = f"{key} (property)" if isinstance(member, property) else _signature(key, member)
                lines += [f"- `{shown}`: {mdoc or '(undocumented)'}".replace("\n", "\n  "), ""]
    elif isinstance(obj, ModuleType):
        lines += [f"the module `{obj.__name__}`: {_first_paragraph(obj.__doc__) or '(undocumented)'}", ""]
        if not obj.__doc__:
            missing.append(name)
    else:
        text = repr(obj)
        lines += [f"`{name} = {text if len(text) <= SHOWN else text[:SHOWN] + '…'}`", ""]
    return lines


def reference(module: ModuleType) -> tuple[str, list[str]]:
    """The Markdown reference of `module`'s `__all__`, grouped by the module each name lives in, and the names
    (or `Name.method`) without a docstring."""
    missing: list[str] = []
    homes: dict[str, list[str]] = {}
    for name in module.__all__:
        obj = getattr(module, name)
        home = obj.__name__ if isinstance(obj, ModuleType) else getattr(obj, "__module__", None) or module.__name__
        if _alias(obj) or not (inspect.isclass(obj) or inspect.isfunction(obj) or isinstance(obj, ModuleType)):
            home = _constant_home(module, name)
        homes.setdefault(home, []).append(name)
    lines = [f"# `{module.__name__}` API reference", "", _first_paragraph(module.__doc__), "",
             "Generated from the docstrings by scripts/api_reference.py; the guide is docs/sdk.md.", ""]
    for home in sorted(homes):
        lines += [f"## `{home}`", ""]
        if home != module.__name__ and home in sys.modules:
            lines += [_first_paragraph(sys.modules[home].__doc__), ""]
        for name in homes[home]:
            lines += _entry(name, getattr(module, name), missing)
    return "\n".join(lines).rstrip() + "\n", missing


def _constant_home(module: ModuleType, name: str) -> str:
    """The module a constant is imported from in `module`'s source (a constant carries no `__module__`)."""
    for node in ast.walk(ast.parse(inspect.getsource(module))):
        if isinstance(node, ast.ImportFrom) and any((a.asname or a.name) == name for a in node.names):
            return node.module or module.__name__
    return module.__name__


def main(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else ROOT / "build" / "api"
    module = importlib.import_module("lomber.sdk")
    text, missing = reference(module)
    out.mkdir(parents=True, exist_ok=True)
    (out / "sdk-api.md").write_text(text, encoding="utf-8")
    for name in missing:
        print(f"undocumented: {name}", file=sys.stderr)
    print(f"wrote {out / 'sdk-api.md'}: {len(module.__all__)} names, {len(missing)} undocumented")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
