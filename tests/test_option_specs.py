"""What option specs say about each other is true: an option declared not to apply changes nothing, and the
values offered for a number of seats are exactly those the game accepts there (`lomber.testing.check_game`'s check,
lomber/testing/panels.py, run here for every game the registry finds)."""

from __future__ import annotations

import pytest

from lomber.engine.options import OptionSpec
from lomber.engine.registry import game_ids, games
from lomber.testing import run_check


def test_the_builtin_games_declare_their_conditional_options():
    declared = {(g.id, s.key) for g in games() for s in g.match.option_specs if s.applies_if is not None}
    assert {("ferme", "farm_stake"), ("ferme", "bust_pays_to"), ("ferme", "shuffle"),
            ("fortuna", "short_suit")} <= declared


@pytest.mark.parametrize("game", game_ids())
def test_an_option_that_does_not_apply_changes_nothing_and_the_values_offered_are_those_accepted(game: str) -> None:
    run_check(game, "option-specs")


def test_applies_and_values_for():
    spec = OptionSpec("stake", 1, "", lo=1, hi=9, applies_if=("rules", ("old", "older")))
    assert spec.applies({"rules": "old"}) and spec.applies({"rules": "older"})
    assert not spec.applies({"rules": "new"}) and not spec.applies({})
    assert OptionSpec("x", 1, "", lo=0, hi=2).applies({})
    shape = OptionSpec("shape", "a", "", values=("a", "b", "c"), value_seats=(("a", 4), ("b", 3)))
    assert shape.values_for(4) == ("a", "c") and shape.values_for(3) == ("b", "c") and shape.values_for(2) == ("c",)
    flag = OptionSpec("on", 1, "", values=(1, True))
    assert OptionSpec("y", 0, "", applies_if=("on", (True,))).applies({"on": True})
    assert not OptionSpec("y", 0, "", applies_if=("on", (True,))).applies({"on": 1})   # 1 is not True
    assert flag.values_for(5) == (1, True)
