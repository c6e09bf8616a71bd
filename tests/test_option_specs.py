"""What option specs say about each other is true: an option declared not to apply changes nothing, and the
values offered for a number of seats are exactly those the game accepts there."""

from __future__ import annotations

from typing import Any

import pytest

from lomber.ai.base import RandomPlayer
from lomber.engine.errors import OptionError
from lomber.engine.match import default_seats
from lomber.engine.options import OptionSpec, resolve_options
from lomber.engine.registry import games, match_class, new_match

ACTIONS = 400
SEEDS = (1, 2)


def other_values(spec: OptionSpec, seats: int) -> list[Any]:
    """Values of `spec` besides its default: every listed one, or the ends of its range."""
    default = spec.default_for(seats)
    if spec.seat:
        return list(range(seats))
    if spec.values:
        return [v for v in spec.values if v != default]
    return [v for v in (spec.lo, spec.hi) if v is not None and v != default]


def play(game: str, seats: int, options: dict[str, Any], seed: int) -> list[dict]:
    """The events of a random play-out (the same choices for the same seed and legal lists)."""
    match = new_match(game, default_seats(seats), options, seed)
    out = [e.to_json() for e in match.start_events]
    player = RandomPlayer(seed)
    for _ in range(ACTIONS):
        if match.finished:
            break
        seat = match.to_act()
        out += [e.to_json() for e in match.apply(seat, player.choose(match.view(seat), match.legal_actions()))]
    return out


def inapplicable() -> list[tuple[str, int, dict[str, Any], str]]:
    """(game, seats, options, key): a quick table of the game at which the option `key` does not apply."""
    cases = []
    for g in games():
        for spec in g.match.option_specs:
            if spec.applies_if is None:
                continue
            for table in g.quick_tables:
                options = resolve_options(g.match.option_specs, dict(table.options), table.seats)
                if not spec.applies(options):
                    cases.append((g.id, table.seats, dict(table.options), spec.key))
                    break
            else:
                raise AssertionError(f"{g.id}: no quick table where {spec.key!r} does not apply")
    return cases


def test_the_builtin_games_declare_their_conditional_options():
    declared = {(g.id, s.key) for g in games() for s in g.match.option_specs if s.applies_if is not None}
    assert {("ferme", "farm_stake"), ("ferme", "bust_pays_to"), ("ferme", "shuffle"),
            ("fortuna", "short_suit")} <= declared


@pytest.mark.parametrize("game,seats,options,key", inapplicable())
def test_an_option_that_does_not_apply_changes_nothing(game, seats, options, key):
    spec = next(s for s in match_class(game).option_specs if s.key == key)
    for seed in SEEDS:
        base = play(game, seats, options, seed)
        for value in other_values(spec, seats):
            assert play(game, seats, {**options, key: value}, seed) == base, (key, value)


def test_a_condition_names_an_option_and_its_values():
    for g in games():
        by_key = {s.key: s for s in g.match.option_specs}
        for spec in g.match.option_specs:
            if spec.applies_if is not None:
                key, values = spec.applies_if
                assert key in by_key and key != spec.key, (g.id, spec.key)
                assert values and set(values) <= set(by_key[key].values), (g.id, spec.key)
            assert {v for v, _n in spec.value_seats} <= set(spec.values), (g.id, spec.key)


@pytest.mark.parametrize("game", [g.id for g in games()])
def test_the_values_offered_for_a_table_are_those_the_game_accepts(game):
    cls = match_class(game)
    for n in range(cls.min_players, cls.max_players + 1):
        for spec in cls.option_specs:
            if not spec.values:
                continue
            accepted = []
            for v in spec.values:
                try:
                    resolve_options(cls.option_specs, {spec.key: v}, n, cls.check_options)
                except OptionError:
                    continue
                accepted.append(v)
            assert list(spec.values_for(n)) == accepted, (spec.key, n)


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
