"""Fortuna's computer players: legal choices from the view only, consistent sampled worlds, sane bids."""

from __future__ import annotations

import random

import pytest

from lomber.ai.registry import make_player
from lomber.engine.actions import is_listed
from lomber.engine.match import default_seats
from lomber.engine.registry import new_match
from lomber.games.fortuna.ai import PLAYERS, FortunaPlayer, StrongPlayer, world_from_view
from lomber.games.fortuna.normal import play_value
from tests.records import play

VARIANTS = [("four", 4), ("three", 3), ("two", 2), ("two-talon", 2)]


@pytest.mark.parametrize("variant,n", VARIANTS)
def test_every_level_plays_legal_moves(variant: str, n: int) -> None:
    m = new_match("fortuna", default_seats(n), {"variant": variant}, 7)
    levels = ["easy", "normal", "strong", "normal"][:n]
    players = [make_player("fortuna", lv, i) for i, lv in enumerate(levels)]
    for p in players:
        if isinstance(p, StrongPlayer):
            p.seconds, p.worlds = None, 2                    # fast and reproducible
    while m.deals < 2:
        seat = m.to_act()
        legal = m.legal_actions()
        action = players[seat].choose(m.view(seat), legal)
        assert is_listed(action, legal)
        m.apply(seat, action)
        m.check_invariants()


@pytest.mark.parametrize("variant,n", VARIANTS)
def test_sampled_worlds_agree_with_the_view(variant: str, n: int) -> None:
    m = new_match("fortuna", default_seats(n), {"variant": variant}, 3)
    normal = FortunaPlayer(1)
    rng = random.Random(2)
    checked = 0
    while checked <= 10 and m.deals < 30:      # deals thrown in after an all-pass show no play: go on
        seat = m.to_act()
        view = m.view(seat)
        if m.phase == "play":
            w = world_from_view(view, rng)
            assert sorted(w.hands[seat]) == sorted(m.hands[seat]) and [len(h) for h in w.hands] == [len(h) for h in m.hands]
            assert sorted(w.all_cards()) == sorted(m.all_cards())
            assert w.to_act() == seat and {a.text for a in w.legal_actions()} == {a.text for a in m.legal_actions()}
            assert w.ledger.stacks == m.ledger.stacks and w.trick == m.trick
            # a seat that did not follow a suit holds none of it in any world
            for t in m.played:
                led = t[0][1][-1]
                for s, c in t[1:]:
                    if c[-1] != led and s != seat:
                        assert not any(x[-1] == led for x in w.hands[s])
            checked += 1
        m.apply(seat, normal.choose(view, m.legal_actions()))
    assert checked > 10


def test_strong_is_reproducible_with_a_world_budget() -> None:
    m = play("fortuna", 4, {"first_dealer": 0}, [], [(1, "play"), (2, "play"), (3, "pass"), (0, "play"),
                                                      (1, "stay"), (2, "stay")])
    picks = set()
    for _ in range(2):
        p = StrongPlayer(5, seconds=None, worlds=3)
        picks.add(p.choose(m.view(1), m.legal_actions()).text)
    assert len(picks) == 1


def test_bids_know_the_tables() -> None:
    strong_hand = ["AH", "KH", "QH", "JH", "10H", "9H", "AS", "KS", "AD", "KD", "AC", "KC", "QC"]
    weak_hand = ["2H", "3S", "4S", "5S", "6D", "7D", "8D", "2C", "3C", "4C", "5C", "6C", "7C"]
    view = {"variant": "four", "stacks": [2000] * 4, "trump": "H", "short_suit": None, "multiplier": 1,
            "table": {"pool": 72}, "phase": "bid"}
    assert play_value(view, strong_hand, 2) > 0 and play_value(view, strong_hand, 4, forcing=True) > 0
    assert play_value(view, weak_hand, 3) < 0 and play_value(view, weak_hand, 4, forcing=True) < 0


def test_dealer_alone_forces() -> None:
    m = play("fortuna", 4, {"first_dealer": 0}, [], [(1, "pass"), (2, "pass"), (3, "pass"), (0, "play")])
    for level in PLAYERS:
        assert make_player("fortuna", level, 1).choose(m.view(0), m.legal_actions()).text == "force"


def test_normal_declares_only_above_the_fitted_chance() -> None:
    from lomber.games.fortuna import rules as R
    from lomber.games.fortuna.normal import P_MIN, make_chance, trick_estimate

    view = {"variant": "four", "stacks": [2000] * 4, "trump": "H", "short_suit": None, "multiplier": 1,
            "table": {"pool": 72}, "phase": "bid", "bids": [None] * 4, "seat": 1}
    rng = random.Random(4)
    pack = R.pack_for("four", None)
    below = above = 0
    for _ in range(3000):
        hand = rng.sample(pack, 13)
        view["hands"] = [[], hand, [], []]
        k = FortunaPlayer(0).likely_k(view)
        est, sd = trick_estimate(hand, "H", "four", k)
        p = make_chance(est, R.NEEDED["four"][k], sd)
        if 0.85 <= p < P_MIN and play_value(view, hand, k, p_min=0.85) > 0:
            assert not FortunaPlayer(0).wants_play(view)       # a good bet by the tables, but too thin
            below += 1
        elif p >= P_MIN and play_value(view, hand, k) > 0:
            assert FortunaPlayer(0).wants_play(view) and StrongPlayer(0).wants_play(view)
            above += 1
    assert below >= 5 and above >= 5
