"""Imports go down the layers written in docs/design.md ("Layers"): a module imports modules of its own layer and
of the layers below, never above. The layers are read from the page itself, so the page and the check cannot
drift apart; the imports are read as `tests/test_import_cycles.py` reads them (those inside functions count,
those under `if TYPE_CHECKING:` do not)."""

from __future__ import annotations

import re
from pathlib import Path

from tests.test_import_cycles import import_graph

DESIGN = Path(__file__).resolve().parent.parent / "docs" / "design.md"

# The imports allowed to go up, each with its reason. Keep it short: an entry here is a door that should move.
UPWARD_ALLOWED = {
    ("lomber.settings", "lomber.net.relaylink"):
        "the relay address setting is checked with the network's pure URL parser when it is read",
}

_LAYER_LINE = re.compile(r"^(\d+)\. \*\*(\w+)\*\*: (.+)$")


def layers(text: str) -> list[tuple[str, list[str]]]:
    """The numbered layer list of the design page, lowest first: (layer name, module names)."""
    found = []
    for line in text.splitlines():
        match = _LAYER_LINE.match(line)
        if match:
            assert int(match.group(1)) == len(found) + 1, f"layers out of order at: {line}"
            found.append((match.group(2), re.findall(r"`(lomber[\w.]*)`", match.group(3))))
    return found


def layer_of(module: str, order: list[tuple[str, list[str]]]) -> int | None:
    """The index of the layer naming `module` or the longest package above it (`lomber` names only itself)."""
    best: tuple[int, int] | None = None
    for index, (_, names) in enumerate(order):
        for name in names:
            hit = module == name or (name != "lomber" and module.startswith(name + "."))
            if hit and (best is None or len(name) > best[1]):
                best = (index, len(name))
    return None if best is None else best[0]


def upward(graph: dict[str, set[str]], order: list[tuple[str, list[str]]]) -> list[str]:
    """Every import from a module to one of a higher layer, as 'a (layer) -> b (layer)'."""
    out = []
    for source, targets in sorted(graph.items()):
        low = layer_of(source, order)
        for target in sorted(targets):
            high = layer_of(target, order)
            if low is not None and high is not None and high > low and (source, target) not in UPWARD_ALLOWED:
                out.append(f"{source} ({order[low][0]}) -> {target} ({order[high][0]})")
    return out


def test_the_check_reads_the_layers_and_finds_an_upward_import() -> None:
    text = "1. **low**: `lomber`, `lomber.a`\n2. **high**: `lomber.b`, `lomber.a.top`\nprose `lomber.c`\n"
    order = layers(text)
    assert order == [("low", ["lomber", "lomber.a"]), ("high", ["lomber.b", "lomber.a.top"])]
    assert layer_of("lomber.a.x", order) == 0 and layer_of("lomber.a.top.y", order) == 1
    assert layer_of("lomber.zzz", order) is None
    graph = {"lomber.a.x": {"lomber.b.y"}, "lomber.b.y": {"lomber.a.x", "lomber"}, "lomber.a.top": {"lomber.b"}}
    assert upward(graph, order) == ["lomber.a.x (low) -> lomber.b.y (high)"]


def test_every_module_sits_in_a_layer_of_the_design_page() -> None:
    order = layers(DESIGN.read_text(encoding="utf-8"))
    assert [name for name, _ in order][:4] == ["engine", "search", "games", "ai"]
    homeless = [m for m in import_graph() if layer_of(m, order) is None]
    assert not homeless, f"modules in no layer of docs/design.md: {homeless}"


def test_no_module_imports_a_module_of_a_higher_layer() -> None:
    order = layers(DESIGN.read_text(encoding="utf-8"))
    graph = import_graph()
    assert "lomber.games.fly.ai" in graph
    found = upward(graph, order)
    assert not found, "imports going up the layers of docs/design.md:\n" + "\n".join(found)
    for source, target in UPWARD_ALLOWED:
        assert target in graph[source], f"{source} no longer imports {target}: drop it from UPWARD_ALLOWED"
