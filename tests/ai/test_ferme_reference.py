"""The sampled reference of `scripts/ferme_odds_error.py --table` (tests/ai/ferme_reference.py: the engine
playing the position out in sampled worlds) agrees with brute force where brute force counts every case."""

from __future__ import annotations

import pytest

from lomber.ai.registry import make_player
from lomber.engine.actions import Action
from lomber.engine.events import Event
from lomber.engine.match import Match, default_seats
from lomber.engine.registry import new_match
from tests.ai.ferme_brute import brute, brute_choice
from tests.ai.ferme_reference import sampled_reference

DRAW, STAND = Action("draw"), Action("stand")


def decision(seats: int, options: dict[str, str], seed: int) -> tuple[Match, list[Event]]:
    """The first decision on 13 or more, normal players before it, with every event so far."""
    m = new_match("ferme", default_seats(seats), {"first_dealer": 0, **options}, seed)
    players = [make_player("ferme", "normal", seed * 10 + i) for i in range(seats)]
    events = list(m.start_events)
    while True:
        s = m.to_act()
        assert s is not None
        if m.legal_actions() == [DRAW, STAND] and m.view(s)["total"] >= 13:
            return m, events
        events += m.apply(s, players[s].choose(m.view(s), m.legal_actions()))


@pytest.mark.parametrize("seats,options,seed", [(2, {"rule_set": "classic", "tie_priority": "farmer-first"}, 0),
                                                (3, {"rule_set": "classic"}, 2)])
def test_the_sampled_reference_agrees_with_brute_force(seats: int, options: dict[str, str], seed: int) -> None:
    m, events = decision(seats, options, seed)
    seat = m.to_act()
    assert seat is not None
    want = {**brute_choice(m, seat), "beat": brute(m, seat)["beat"]}
    got = sampled_reference(m, seat, events, seed=1, target_se=0.03, max_samples=6000)
    assert got.samples >= 400 and got.ess > 0.5 * got.samples
    for name, se in (("draw", got.se_draw), ("stand", got.se_stand), ("beat", got.se_beat)):
        assert 0 < se < 0.05
        assert abs(getattr(got, name) - want[name]) <= 4 * se, name
