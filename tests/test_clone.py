"""`Match.clone()` is independent of its match by construction (issue 24, 5): changing any field of a clone in place,
whatever the game and whatever the field, leaves the match it came from as it was."""

from __future__ import annotations

import random
from typing import Any

import pytest

from lomber.engine.actions import AmountChoice
from lomber.engine.ledger import Ledger
from lomber.engine.match import Match, copied, default_seats
from lomber.engine.registry import game_ids, game_info, new_match
from lomber.engine.shuffle import Dealer

SENTINEL = "mutated"


def state(value: Any) -> Any:
    """A comparable picture of a value, as deep as it goes (the dealer by its generator's state)."""
    if isinstance(value, Match):
        return {k: state(v) for k, v in vars(value).items()}
    if isinstance(value, Dealer):
        return ("dealer", value.rng.getstate() if hasattr(value, "rng") else None, value.used, state(value.presets))
    if isinstance(value, Ledger):
        return ("ledger", list(value.stacks), dict(value.table), value.allow_negative, value.brought)
    if isinstance(value, list):
        return [state(x) for x in value]
    if isinstance(value, dict):
        return {k: state(v) for k, v in value.items()}
    if isinstance(value, set):
        return sorted(value, key=repr)
    return value


def mutate(value: Any) -> None:
    """Change `value` in place everywhere it can be changed: lists and dicts at every depth, the ledger, the dealer."""
    if isinstance(value, list):
        for x in value:
            mutate(x)
        value.append(SENTINEL)
    elif isinstance(value, dict):
        for x in list(value.values()):
            mutate(x)
        value[SENTINEL] = SENTINEL
    elif isinstance(value, set):
        value.add(SENTINEL)
    elif isinstance(value, Ledger):
        value.stacks.append(7)
        value.stacks[0] += 1
        value.table[SENTINEL] = 1
    elif isinstance(value, Dealer):
        if hasattr(value, "rng"):
            value.rng.random()
        value.used += 1


def positions(game: str, seed: int) -> list[Match]:
    """Matches at a few points of random play on the game's bench table and its quick tables."""
    info = game_info(game)
    out = []
    for table in (info.bench, *info.quick_tables[:2]):
        m = new_match(game, default_seats(table.seats), dict(table.options), seed)
        rng = random.Random(seed)
        for step in range(160):
            if m.finished:
                break
            if step % 40 == 0:
                out.append(m.clone())
            choice = rng.choice(m.legal_actions())
            m.apply(m.to_act(), choice.sample(rng) if isinstance(choice, AmountChoice) else choice)
        out.append(m)
    return out


def clone_is_independent(m: Match, shared: frozenset[str] | None = None) -> None:
    """Change every field of a clone but the `shared` ones (by default the game's `shared_fields`) in place."""
    before = state(m)
    twin = m.clone()
    assert type(twin) is type(m) and state(twin) == before
    for name, value in vars(twin).items():
        if name not in (m.shared_fields if shared is None else shared):
            mutate(value)
    assert state(m) == before, [k for k in before if state(getattr(m, k)) != before[k]]


@pytest.mark.parametrize("game", game_ids())
def test_changing_every_field_of_a_clone_leaves_its_match_unchanged(game: str) -> None:
    for m in positions(game, 3):
        clone_is_independent(m)


@pytest.mark.parametrize("game", game_ids())
def test_a_clone_plays_on_without_touching_its_match_and_as_the_match_would(game: str) -> None:
    """The shared fields are only ever replaced: play on a clone changes nothing of the match; and the clone plays
    as the match itself does."""
    for m in positions(game, 4):
        before = state(m)
        twin, again = m.clone(), m.clone()
        rng = random.Random(9)
        for _ in range(80):
            if twin.finished:
                break
            choice = rng.choice(twin.legal_actions())
            action = choice.sample(rng) if isinstance(choice, AmountChoice) else choice
            assert twin.apply(twin.to_act(), action) == again.apply(again.to_act(), action)
        assert state(m) == before and state(twin) == state(again)


def test_the_check_catches_a_field_the_clone_forgot(monkeypatch: pytest.MonkeyPatch) -> None:
    """A clone that shares a field it should copy (here the hands, or the ledger) is caught."""
    for game in game_ids():
        m = positions(game, 5)[0]
        for name in ("hands", "ledger"):
            if not hasattr(m, name):
                continue
            declared = type(m).shared_fields
            clone_is_independent(m, declared)
            monkeypatch.setattr(type(m), "shared_fields", declared | {name})
            with pytest.raises(AssertionError):
                clone_is_independent(m, declared)
            monkeypatch.undo()


def test_a_field_a_clone_cannot_copy_is_an_error_not_a_shared_object() -> None:
    class Tally:   # mutable, no copy(): sharing it would tie the clone to its match
        n = 0

    m = new_match("ferme", default_seats(3), {}, 1)
    m.tally = Tally()   # type: ignore[attr-defined]
    with pytest.raises(TypeError, match="cannot copy a Tally"):
        m.clone()
    assert copied([[1, ["a"]], {"k": [2]}]) == [[1, ["a"]], {"k": [2]}]


def test_flys_finished_tricks_are_tuples_a_clone_shares_rather_than_copies() -> None:
    """A search clones thousands of times a second: a deal's finished tricks never change, so they are shared."""
    m = next(p for p in positions("fly", 3) if len(p.played) >= 2)
    c = m.clone()
    assert all(type(t) is tuple for t in m.played)
    assert c.played is not m.played and all(a is b for a, b in zip(c.played, m.played, strict=True))
