"""`Match.clone()` is independent of its match by construction: changing any field of a clone in place, whatever
the game and whatever the field, leaves the match it came from as it was (`lomber.testing.check_game`'s check)."""

from __future__ import annotations

import pytest

from lomber.engine.match import copied, default_seats
from lomber.engine.registry import game_ids, new_match
from lomber.testing import run_check
from lomber.testing.play import clone_is_independent
from lomber.testing.play import clone_positions as positions


@pytest.mark.parametrize("game", game_ids())
def test_changing_every_field_of_a_clone_leaves_its_match_unchanged_and_a_clone_plays_as_its_match(game: str) -> None:
    run_check(game, "clone-isolation")


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
