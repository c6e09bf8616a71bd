"""No import circles among Lomber's modules: each module's imports (those inside functions too, which run later
but still close a circle; not those under `if TYPE_CHECKING:`) read with `ast`, and the graph searched for
strongly connected parts. A circle means two modules each need the other: one of them holds something the
other should own, or both should take it from a third."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent / "app"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def imported(source: str, name: str, is_package: bool, modules: set[str]) -> set[str]:
    """The modules among `modules` that module `name` (its text `source`) imports: `from a.b import c` is `a.b.c`
    where that is a module, else `a.b`."""
    package = name if is_package else name.rpartition(".")[0]
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and _type_checking(node):
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                base = ".".join(anchor + ([base] if base else []))
            for a in node.names:
                sub = f"{base}.{a.name}"
                found.add(sub if sub in modules else base)
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(ast.parse(source, name))
    found.discard(name)
    return {m for m in found if m in modules}


def import_graph() -> dict[str, set[str]]:
    paths = sorted((ROOT / "lomber").rglob("*.py"))
    modules = {module_name(p) for p in paths}
    return {module_name(p): imported(p.read_text(encoding="utf-8"), module_name(p), p.name == "__init__.py", modules)
            for p in paths}


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected parts of more than one module (Tarjan's algorithm, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[list[str]] = []
    for start, first in graph.items():
        if start in index:
            continue
        work = [(start, iter(sorted(first)))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, edges = work[-1]
            for nxt in edges:
                if nxt not in index:
                    index[nxt] = low[nxt] = len(index)
                    stack.append(nxt)
                    on_stack.add(nxt)
                    work.append((nxt, iter(sorted(graph[nxt]))))
                    break
                if nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    part = []
                    while True:
                        m = stack.pop()
                        on_stack.discard(m)
                        part.append(m)
                        if m == node:
                            break
                    if len(part) > 1:
                        out.append(sorted(part))
    return out


def test_the_finder_sees_a_circle_through_an_import_inside_a_function() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert circles(graph) == [["a", "b", "c"]]
    assert circles({"a": {"b"}, "b": set()}) == []


def test_imports_are_read_from_the_source_with_those_for_type_checking_left_out() -> None:
    source = ("from __future__ import annotations\nfrom typing import TYPE_CHECKING\nimport lomber.x\n"
              "from lomber import y\nfrom . import v\nif TYPE_CHECKING:\n    from lomber.z import Z\n"
              "def f():\n    from lomber.w import thing\n")
    modules = {"lomber", "lomber.x", "lomber.y", "lomber.z", "lomber.w", "lomber.v", "lomber.probe"}
    assert imported(source, "lomber.probe", False, modules) == {"lomber.x", "lomber.y", "lomber.v", "lomber.w"}


def test_no_import_circles_among_lombers_modules() -> None:
    graph = import_graph()
    assert "lomber.games.fortuna.strong" in graph and graph["lomber.engine.registry"]
    found = circles(graph)
    assert not found, "import circles: " + "; ".join(" <-> ".join(c) for c in found)
