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
GLUE_DOORS = {"c": "GlueController", "scene": "GlueScene", "bar": "GlueBar", "notices": "GlueNotices",
              "panels": "GluePanels", "advice": "GlueAdvice", "pause": "GluePause", "standings": "GlueStandings",
              "records": "GlueRecords", "items": "GlueItems", "lessons": "GlueLessons"}
DOORS = [
    *(("ui/shell/matchglue.py", door, "ui/shell/gluewindow.py", protocol) for door, protocol in GLUE_DOORS.items()),
    ("ui/table/events.py", "scene", "ui/table/events.py", "EventTable"),
    ("ui/table/placing.py", "t", "ui/table/placing.py", "Table"),
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


def protocol_typed_attributes(source: str, cls_name: str, protocols: set[str]) -> dict[str, str]:
    """`self.<name>` attributes of a class that hold a Protocol-typed value: assigned from an `__init__`
    parameter annotated with one of `protocols`, or annotated with one themselves (there or in the class body)."""
    cls = next(n for n in ast.walk(ast.parse(source)) if isinstance(n, ast.ClassDef) and n.name == cls_name)
    init = next(n for n in cls.body if isinstance(n, ast.FunctionDef) and n.name == "__init__")
    params = {a.arg: ast.unparse(a.annotation) for a in init.args.args if a.annotation is not None}
    typed = {n.target.id: ast.unparse(n.annotation) for n in cls.body
             if isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name)
             and ast.unparse(n.annotation) in protocols}
    for node in ast.walk(init):
        pairs: list[tuple[ast.expr, ast.expr | None, str | None]] = []
        if isinstance(node, ast.AnnAssign):
            pairs.append((node.target, node.value, ast.unparse(node.annotation)))
        elif isinstance(node, ast.Assign):
            for target in node.targets:
                values = node.value.elts if isinstance(node.value, ast.Tuple) else [node.value]
                targets = target.elts if isinstance(target, ast.Tuple) else [target]
                pairs += [(t, v, None) for t, v in zip(targets, values, strict=False)]
        for target, value, annotation in pairs:
            if not (isinstance(target, ast.Attribute) and isinstance(target.value, ast.Name)
                    and target.value.id == "self"):
                continue
            kind = annotation or (params.get(value.id) if isinstance(value, ast.Name) else None)
            if kind in protocols:
                typed[target.attr] = kind
    return typed


def test_every_door_of_the_glue_is_checked() -> None:
    """The glue's every Protocol-typed attribute is a door in DOORS, and every Protocol of its doors' module is
    one of them (a door added, or a Protocol left behind, is not left unchecked)."""
    home = (APP / "ui/shell/gluewindow.py").read_text(encoding="utf-8")
    protocols = {n.name for n in ast.walk(ast.parse(home)) if isinstance(n, ast.ClassDef)}
    typed = protocol_typed_attributes((APP / "ui/shell/matchglue.py").read_text(encoding="utf-8"), "MatchGlue",
                                      protocols)
    checked = {door: protocol for part, door, _home, protocol in DOORS if part == "ui/shell/matchglue.py"}
    assert typed == checked
    assert set(typed.values()) == protocols


def test_the_glue_never_holds_the_window() -> None:
    """The glue is given small doors, never the main window: no parameter, annotation or name of the glue's
    module speaks of the window (the runtime check on a real window: tests/gui/test_door_members.py)."""
    source = (APP / "ui/shell/matchglue.py").read_text(encoding="utf-8")
    names = {n.id for n in ast.walk(ast.parse(source)) if isinstance(n, ast.Name)}
    names |= {n.attr for n in ast.walk(ast.parse(source)) if isinstance(n, ast.Attribute)}
    assert not {"w", "window", "MainWindow", "GlueWindow"} & names
# A door's size as it is: (the Protocol's members, the uses of the door in its part). A door may narrow (lower the
# figures here and in docs/design.md); it does not widen unnoticed.
DOOR_SIZES = {
    "ui/table/events.py": (14, 27),
    "ui/table/placing.py": (22, 77),
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


PAUSE_NAMES = {"paused", "_paused", "deal_paused"}


def pause_setters_and_clock_holders() -> tuple[set[str], set[str]]:
    """The modules that set a pause attribute (assigned, or by `setattr`), and those that hold a table's clock
    (`<...>.queue.hold(...)`)."""
    setters: set[str] = set()
    holders: set[str] = set()
    for path in APP.rglob("*.py"):
        name = path.relative_to(APP).as_posix()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store) and node.attr in PAUSE_NAMES:
                setters.add(name)
            if not (isinstance(node, ast.Call) and node.args):
                continue
            if isinstance(node.func, ast.Name) and node.func.id == "setattr" and len(node.args) > 1 and isinstance(
                    node.args[1], ast.Constant) and node.args[1].value in PAUSE_NAMES:
                setters.add(name)
            if (isinstance(node.func, ast.Attribute) and node.func.attr == "hold"
                    and isinstance(node.func.value, ast.Attribute) and node.func.value.attr == "queue"):
                holders.add(name)
    return setters, holders


def test_only_the_deal_pause_sets_the_pause() -> None:
    """The deal's pause has one owner, `DealPause` (ui/shell/gluedoors.py): no other part sets it, nor holds the
    table's clock for it; they ask the owner to `hold`, `resume` or `cancel`. The replay holds the clock for a
    reason of its own (a match in progress waits under it) and never touches the pause."""
    setters, holders = pause_setters_and_clock_holders()
    assert setters == {"ui/shell/gluedoors.py"}, f"the deal's pause is set outside its owner: {sorted(setters)}"
    assert holders == {"ui/shell/gluedoors.py", "ui/panels/replay.py"}, \
        f"the table's clock is held outside the pause's owner and the replay: {sorted(holders)}"
