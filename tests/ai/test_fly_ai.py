"""Fly's computer players: legal, sensible, reproducible; sampled worlds agree with what the seat has seen."""

from __future__ import annotations

import random

import pytest

from lomber.engine.actions import is_listed
from lomber.engine.cards import suit
from lomber.engine.match import default_seats
from lomber.engine.registry import new_match
from lomber.games.fly.ai import PLAYERS, EasyPlayer, FlyWorlds, StrongPlayer, choose_card
from tests.games.fly_deals import NO_AS, WORKED, fly


def fast(level: str, seed: int):
    """A player of `level`; the searching levels with a fixed number of worlds (deterministic, quick)."""
    cls = PLAYERS[level]
    return cls(seed, seconds=None, worlds=3) if cls is StrongPlayer else cls(seed)


@pytest.mark.parametrize("seats", [3, 5])
def test_every_level_plays_legal_moves_to_the_end(seats: int) -> None:
    m = new_match("fly", default_seats(seats), {"dealer_takes_trump": True}, seats)
    players = [fast(("easy", "normal", "strong")[i % 3], i) for i in range(seats)]
    while not m.finished and m.deals < 12:
        s = m.to_act()
        legal = m.legal_actions()
        a = players[s].choose(m.view(s), legal)
        assert is_listed(a, legal)
        m.apply(s, a)
    assert m.deals >= 1


def test_strong_is_reproducible_with_a_fixed_budget() -> None:
    m = fly(4, [WORKED], [(1, "exchange 7C 6H"), (2, "keep"), (3, "keep"), (0, "keep"), (1, "8S")])
    picks = {StrongPlayer(4, seconds=None, worlds=6).choose(m.view(2), m.legal_actions()).text for _ in range(3)}
    assert len(picks) == 1


@pytest.mark.parametrize("level", ["easy", "normal", "strong"])
def test_the_as_privilege_is_never_wasted(level: str) -> None:
    m = fly(4, [WORKED], [(1, "exchange 7C 6H"), (2, "keep"), (3, "fold"), (0, "keep"), (1, "AD")])
    assert fast(level, 1).choose(m.view(2), m.legal_actions()).text == "AS"


def test_no_pointless_trumping_or_overtaking() -> None:
    # A trump already beats the lead: take it with the lowest trump that still wins.
    assert choose_card(["7D", "KD", "9S"], ["7D", "KD"], [(1, "AC"), (2, "QD")], "D", set(), 0, set()) == "KD"
    assert choose_card(["7D", "KD", "9S"], ["7D", "KD"], [(1, "AC"), (2, "6D")], "D", set(), 0, set()) == "7D"
    # Cannot win: throw the cheapest card, not a trump or the AS.
    assert choose_card(["AS", "7H", "8D"], ["AS", "7H", "8D"], [(1, "AC"), (2, "QD")], "D", set(), 0, set()) == "7H"
    # Last to play and able to win: the cheapest winner.
    assert choose_card(["AH", "QH", "9H"], ["AH", "QH", "9H"], [(1, "8H"), (2, "JH")], "D", set(), 0, set()) == "QH"


def test_sampled_worlds_respect_hands_voids_and_known_cards() -> None:
    # The dealer (seat 0) took the turned 9D; seat 3 shows a void in diamonds (trumps); seat 1 looks on.
    acts = [(1, "keep"), (2, "keep"), (3, "keep"), (0, "take-trump QC"),
            (1, "10C"), (2, "JC"), (3, "8C"), (0, "10D"),
            (0, "10H"), (1, "6H"), (2, "QH"), (3, "8H"),
            (2, "KD"), (3, "6C")]
    m = fly(4, [NO_AS], acts, dealer_takes_trump=True)
    view = m.view(1)
    assert view["center"] == [[2, "KD"], [3, "6C"]] and view["to_act"] == 0
    worlds = FlyWorlds()
    rng = random.Random(2)
    seen3: set[str] = set()
    for _ in range(300):
        w = worlds.sample_world(view, rng)
        w.check_invariants()
        assert w.hands[1] == m.hands[1] and w.discards[1] == [] and len(w.stock) == len(m.stock)
        assert "9D" in w.hands[0] and [len(h) for h in w.hands] == [3, 3, 2, 2]
        assert len(w.discards[0]) == 1 and "QC" not in w.hands[1]
        assert not any(suit(c) == "D" for c in w.hands[3])
        assert w.to_act() == 0 and w.trick == [(2, "KD"), (3, "6C")] and w.taken == [1, 0, 1, 0]
        seen3.update(w.hands[3])
    assert len(seen3) > 10                                          # seat 3's cards really vary
    assert not any(c in seen3 for c in ["AD", "7C", "8S"])          # never the viewer's own cards


def test_easy_keeps_trumps_aces_and_kings() -> None:
    m = fly(4, [WORKED], [])
    assert EasyPlayer(1).choose(m.view(1), m.legal_actions()).text == "exchange 7C 6H 8S 10C"


def test_arena_reports_won_share_and_score_change_with_intervals() -> None:
    from lomber.arena import run_arena

    result = run_arena("fly", 3, ["easy", "random"], 30, 5)
    data = result.to_json()
    assert data["score_lower_is_better"] is True and data["deals"] >= 30     # whole matches
    assert sum(row["seat_deals"] for row in data["levels"].values()) == 3 * data["deals"]
    for row in data["levels"].values():
        assert {"won_share", "won_ci95", "score_change_per_deal", "score_ci95"} <= set(row)
        assert 0 <= row["won_share"] <= 1
    assert "lower is better" in result.table()


def test_only_the_privileged_ace_of_spades_hides_a_void():
    """The AS on a led ace of trumps reveals nothing; on any other led ace it obeyed the duties, so it shows voids."""
    from lomber.games.fly.ai import _privileged
    from lomber.search.pimc import infer_voids

    on_trump_ace = [[[1, "AD"], [2, "AS"]]]
    on_other_ace = [[[1, "AH"], [2, "AS"]]]
    assert infer_voids(on_trump_ace, "D", exempt=_privileged("D")) == {}
    assert infer_voids(on_other_ace, "D", exempt=_privileged("D")) == {2: {"H", "D"}}
    assert infer_voids(on_trump_ace, "S", exempt=_privileged("S")) == {2: {"D"}}   # spades trumps: no privilege
