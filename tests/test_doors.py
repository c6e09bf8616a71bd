"""The doors between the window's and the table's parts: a part that works on a big object (the main window, the
table scene) knows it only through a Protocol listing what it uses, and uses nothing else.

Read with `ast`: every attribute taken of the door (`self.w`, `self.scene`, and a local name bound to it) must be
a member of the Protocol, every member must be used (the list says exactly what the part needs), and the door
itself is never handed on whole (that would open the rest of the object to someone else)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

APP = Path(__file__).resolve().parent.parent / "app" / "lomber"

# (the part's module, the door's attribute on `self`, the module of the Protocol, the Protocol's name)
DOORS = [
    ("ui/shell/matchglue.py", "w", "ui/shell/gluewindow.py", "GlueWindow"),
    ("ui/table/events.py", "scene", "ui/table/events.py", "EventTable"),
]


def protocol_members(source: str, name: str) -> set[str]:
    """The attributes and methods a Protocol class declares."""
    cls = next(n for n in ast.walk(ast.parse(source)) if isinstance(n, ast.ClassDef) and n.name == name)
    members = {n.target.id for n in cls.body if isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name)}
    return members | {n.name for n in cls.body if isinstance(n, ast.FunctionDef)}


def _is_door(node: ast.AST, door: str) -> bool:
    return (isinstance(node, ast.Attribute) and node.attr == door and isinstance(node.value, ast.Name)
            and node.value.id == "self")


def door_uses(source: str, door: str) -> tuple[set[str], list[str]]:
    """The attribute names taken of `self.<door>` (or of a local name bound to it), and the lines where the door
    is used whole otherwise (handed on, stored elsewhere) — besides its own assignment `self.<door> = ...`."""
    tree = ast.parse(source)
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    aliases = {t.id for n in ast.walk(tree) if isinstance(n, ast.Assign) and _is_door(n.value, door)
               for t in n.targets if isinstance(t, ast.Name)}
    used: set[str] = set()
    escapes: list[str] = []
    for node in ast.walk(tree):
        is_alias = isinstance(node, ast.Name) and node.id in aliases and isinstance(node.ctx, ast.Load)
        if not (_is_door(node, door) or is_alias):
            continue
        parent = parents[node]
        if isinstance(parent, ast.Attribute) and parent.value is node:
            used.add(parent.attr)
        elif isinstance(parent, ast.Assign) and (parent.value is node and all(
                isinstance(t, ast.Name) for t in parent.targets) or node in parent.targets):
            continue                            # `sc = self.scene`, or `self.w = window`
        else:
            escapes.append(f"line {node.lineno}: {ast.unparse(parent)[:80]}")
    return used, escapes


def test_the_reader_finds_uses_aliases_and_escapes() -> None:
    source = ("class P:\n    a: int\n    def b(self) -> None: ...\n"
              "class G:\n    def __init__(self, w):\n        self.w = w\n"
              "    def f(self):\n        x = self.w\n        x.a\n        self.w.b()\n        keep(self.w)\n")
    assert protocol_members(source, "P") == {"a", "b"}
    used, escapes = door_uses(source, "w")
    assert used == {"a", "b"}
    assert escapes == ["line 11: keep(self.w)"]


@pytest.mark.parametrize(("part", "door", "home", "protocol"), DOORS)
def test_a_part_uses_exactly_its_door(part: str, door: str, home: str, protocol: str) -> None:
    members = protocol_members((APP / home).read_text(encoding="utf-8"), protocol)
    used, escapes = door_uses((APP / part).read_text(encoding="utf-8"), door)
    assert used, f"{part} no longer uses self.{door}"
    assert not used - members, f"{part} uses {sorted(used - members)} of self.{door}, not in {protocol}"
    assert not members - used, f"{protocol} lists {sorted(members - used)}, which {part} never uses"
    assert not escapes, f"{part} hands self.{door} on whole: {escapes}"


# A door's size as it is: (the Protocol's members, the uses of the door in its part). A door may narrow (lower the
# figures here and in docs/design.md); it does not widen unnoticed.
DOOR_SIZES = {
    "ui/table/events.py": (14, 27),
}


def door_reaches(source: str, door: str) -> int:
    """How many times an attribute is taken of `self.<door>` (or of a local name bound to it)."""
    tree = ast.parse(source)
    aliases = {t.id for n in ast.walk(tree) if isinstance(n, ast.Assign) and _is_door(n.value, door)
               for t in n.targets if isinstance(t, ast.Name)}
    return sum(1 for n in ast.walk(tree) if isinstance(n, ast.Attribute) and (
        _is_door(n.value, door) or isinstance(n.value, ast.Name) and n.value.id in aliases))


@pytest.mark.parametrize(("part", "door", "home", "protocol"), DOORS)
def test_a_door_lists_no_private_member(part: str, door: str, home: str, protocol: str) -> None:
    members = protocol_members((APP / home).read_text(encoding="utf-8"), protocol)
    private = sorted(m for m in members if m.startswith("_"))
    assert not private, f"{protocol} lets {part} reach into private members: {private} (offer a public verb)"


@pytest.mark.parametrize(("part", "door", "home", "protocol"), [d for d in DOORS if d[0] in DOOR_SIZES])
def test_a_door_keeps_its_size(part: str, door: str, home: str, protocol: str) -> None:
    members = protocol_members((APP / home).read_text(encoding="utf-8"), protocol)
    reaches = door_reaches((APP / part).read_text(encoding="utf-8"), door)
    assert (len(members), reaches) == DOOR_SIZES[part], \
        f"{protocol}: {len(members)} members, {reaches} uses in {part}; DOOR_SIZES says {DOOR_SIZES[part]}"
