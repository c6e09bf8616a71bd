"""A lesson's text names only cards the learner may know at the moment it is said: his own (dealt, drawn or
given up), cards face up on the table, cards played so far, and at the deal's end the hands its result shows."""

from __future__ import annotations

import re
from typing import Any

import pytest

from lomber.engine.actions import PLAY, parse_action
from lomber.ui.panels.lessons import LEARNER, available, lesson

RANK = r"(ace|king|queen|jack|10|[2-9])"
NAMED = re.compile(rf"{RANK}((?:(?:,| and)(?: the)? {RANK})*) of (spades|hearts|diamonds|clubs)")
RANKS = {"ace": "A", "king": "K", "queen": "Q", "jack": "J"}
CARD = re.compile(r"(10|[2-9AKQJ])[SHDC]")


def named(text: str) -> set[str]:
    """The cards a text names: "the 8 and the 7 of diamonds" -> 8D 7D."""
    out = set()
    for m in NAMED.finditer(text):
        ranks = [m.group(1), *re.findall(RANK, m.group(2))]
        out |= {RANKS.get(r, r) + m.group(4)[0].upper() for r in ranks}
    return out


def cards_in(x: Any) -> set[str]:
    if isinstance(x, str):
        return {x} if CARD.fullmatch(x) else set()
    if isinstance(x, dict):
        x = list(x.values())
    if isinstance(x, (list, tuple)):
        return set().union(set(), *(cards_in(v) for v in x))
    return set()


def test_the_pattern_reads_card_names() -> None:
    assert named("Click the 8 and the 7 of diamonds; the jack and 10 of hearts") == {"8D", "7D", "JH", "10H"}
    assert named("the king of spades and the king of diamonds") == {"KS", "KD"}


@pytest.mark.parametrize("game", available())
def test_a_lesson_names_only_cards_the_learner_may_know(game: str) -> None:
    found = lesson(game)
    for k, step in enumerate(found.steps):
        at = found.at[k]
        known: set[str] = set()
        for j in range(min(at, len(found.script)) + 1):
            view = found.match(j).view(LEARNER)
            known |= cards_in(view["hands"][LEARNER]) | cards_in(view.get("table_cards")) \
                | cards_in(view.get("center"))
        for seat, text in found.script[:at]:
            action = parse_action(text)
            if action.kind == PLAY or seat == LEARNER:
                known |= set(action.cards)
        if at >= len(found.script):
            view = found.match(len(found.script)).view(LEARNER)
            known |= cards_in(view.get("deal_result")) | cards_in(view.get("last"))
        assert named(step.text) <= known, f"{game} step {k} names {sorted(named(step.text) - known)}"
