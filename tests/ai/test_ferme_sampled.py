"""Ferme's estimated draw/stand: sampled deals settled by the rules in full, with an error bar that is true."""

from __future__ import annotations

import pytest

from lomber.games.ferme import ai as ferme
from lomber.games.ferme import joint
from tests.ai.ferme_brute import brute_choice
from tests.ai.test_ferme_odds import decision

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
