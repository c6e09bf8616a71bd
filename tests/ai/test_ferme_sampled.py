"""Ferme's estimated draw/stand: sampled deals settled by the rules in full, with an error bar that is true."""

from __future__ import annotations

import pytest

from lomber.ai.advisor import advise
from lomber.engine.records import replay
from lomber.games.ferme import ai as ferme
from lomber.games.ferme import joint
from lomber.games.ferme.pack import ferme_pack
from tests.ai.ferme_brute import brute_choice
from tests.ai.test_ferme_odds import decision
from tests.records import record

# (seats, rules, seed, actions before): where brute force counts every case; the advisor made to sample.
CASES = [(2, "classic", 1, 2), (3, "classic", 2, 5), (3, "historical", 3, 5)]


@pytest.mark.parametrize("seats,rule_set,seed,skip", CASES)
def test_the_estimate_is_within_its_error_bar(seats: int, rule_set: str, seed: int, skip: int,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    m = decision(seats, rule_set, seed, skip)
    seat = m.to_act()
    assert seat is not None
    want = brute_choice(m, seat)
    monkeypatch.setattr(joint, "_small", lambda deal: False)
    monkeypatch.setattr(ferme, "_countable", lambda view, deal: False)
    ferme._RECKONED.clear()
    odds = ferme.next_card_odds(m.view(seat))
    ferme._RECKONED.clear()
    assert odds["exact"] is False
    for f in ("draw", "stand"):
        margin = odds[f + "_error"]     # twice the standard error
        assert margin is not None and margin >= 0
        # Within three standard errors (1.5 margins), plus a hair for a figure the sampling cannot miss.
        assert abs(odds[f] - want[f]) <= 1.5 * margin + 0.01, (f, odds[f], want[f], margin)


# ----- `beat` after a reshuffle in the middle of a deal
WHEN_EMPTY = {"rule_set": "historical", "shuffle": "when-empty"}


def test_beat_after_a_reshuffle_in_the_deal_is_not_shown_as_exact() -> None:
    # Heads-up, seat 1 first and the farmer (seat 0) last. 21 deals where both stand on one card use 42 cards;
    # the 22nd deals seat 1 the 2S and seat 0 the KS, seat 1 draws the 3S (the last card) and then the 9H from
    # the 42 earlier cards reshuffled, and stands. Seat 0 knows that seat 1's first two cards are the two it
    # did not see reshuffled, but the others' totals are counted as if every card came from the unseen ones.
    tail = ["2S", "KS", "3S"]
    head = [c for c in ferme_pack() if c not in tail]
    second = " ".join(["9H"] + [c for c in head if c != "9H"])
    actions = [(1, "stand"), (0, "stand")] * 21 + [(1, "draw"), (1, "draw"), (1, "stand")]
    m = replay(record("ferme", 2, {"first_dealer": 0, **WHEN_EMPTY}, [" ".join(head + tail), second], actions))
    assert m.hands == [["KS"], ["2S", "3S", "9H"]] and m.to_act() == 0
    odds = advise(m.view(0), m.legal_actions()).odds
    assert odds["beat_exact"] is False      # on the code before it was 0.618 "exact" (no margin, no label)
    line = next(x for x in ferme.ODDS.lines if x.key == "beat")
    assert line.exact_if == "beat_exact" and "estimate" in line.sampled


def test_beat_is_exact_without_a_reshuffle_in_the_deal() -> None:
    m = decision(2, "historical", 4, 5)
    seat = m.to_act()
    assert seat is not None
    odds = advise(m.view(seat), m.legal_actions()).odds
    assert odds["beat_exact"] is True and odds["beat_error"] == 0.0
