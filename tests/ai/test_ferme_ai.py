"""Ferme's computer players: legal choices from the view alone, and the decisions each level is built on."""

from __future__ import annotations

import pytest

from lomber.ai.registry import make_player
from lomber.engine.actions import Action
from lomber.engine.match import default_seats
from lomber.engine.registry import new_match
from lomber.games.ferme.ai import P_DRAW, PLAYERS, OpponentModel, bust_chance, pending_hand, value_counts
from lomber.games.ferme.joint import Deal, Other, enumerate_deal
from tests.records import play

DRAW, STAND = Action("draw"), Action("stand")


@pytest.mark.parametrize("options", [{}, {"rule_set": "historical", "shuffle": "when-empty"}])
def test_every_level_plays_legal_moves_from_its_view(options: dict) -> None:
    for level in PLAYERS:
        match = new_match("ferme", default_seats(5, level), options, 3)
        players = [make_player("ferme", level, i) for i in range(5)]
        while not match.finished and match.deals < 15:
            seat = match.to_act()
            action = players[seat].choose(match.view(seat), match.legal_actions())
            assert action in match.legal_actions()
            match.apply(seat, action)
        match.check_invariants()


def test_unseen_counts_and_bust_chance() -> None:
    m = play("ferme", 3, {"first_dealer": 0}, ["10S 9C 10D 5S"], [(2, "draw")])
    view = m.view(2)  # 10S 5S = 15
    counts = value_counts(view)
    assert sum(counts) == 43 and counts[10] == 15 and counts[5] == 3 and counts[1] == 4
    assert bust_chance(15, counts) == pytest.approx(39 / 43)


def test_easy_threshold_and_normal_counts() -> None:
    m = play("ferme", 3, {"first_dealer": 0}, ["10S 9C 10D AS"], [(2, "draw")])  # 11
    assert PLAYERS["easy"](0).choose(m.view(2), m.legal_actions()) == DRAW
    m = play("ferme", 3, {"first_dealer": 0}, ["10S 9C 10D 2S"], [(2, "draw")])  # 12
    assert PLAYERS["easy"](0).choose(m.view(2), m.legal_actions()) == STAND
    assert PLAYERS["normal"](0).choose(m.view(2), m.legal_actions()) == DRAW   # bust chance 28/43 < 0.75
    m = play("ferme", 3, {"first_dealer": 0}, ["10S 9C 10D 5S"], [(2, "draw")])  # 15
    assert PLAYERS["normal"](0).choose(m.view(2), m.legal_actions()) == STAND


def test_strong_stands_on_16_and_draws_when_it_cannot_bust() -> None:
    m = play("ferme", 3, {"first_dealer": 0}, ["10S 9C 10D 6H"], [(2, "draw")])
    assert PLAYERS["strong"](0).choose(m.view(2), m.legal_actions()) == STAND
    m = play("ferme", 3, {"first_dealer": 0}, ["AS 9C 10D 4S"], [(2, "draw")])  # 5: no card can bust it
    assert PLAYERS["strong"](0).choose(m.view(2), m.legal_actions()) == DRAW
    m = play("ferme", 3, {"first_dealer": 0, "rule_set": "historical"}, ["10S 9C 10D 9S"], [(2, "draw")])
    assert PLAYERS["strong"](0).choose(m.view(2), m.legal_actions()) == STAND  # 19, bust: only stand


def test_models_see_card_counts() -> None:
    q = [0.0] + [4 / 45] * 5 + [1 / 45, 4 / 45, 0.0, 4 / 45, 16 / 45]
    pack = (0, 4, 4, 4, 4, 4, 1, 4, 0, 4, 16)

    def stood_with(cards: int) -> dict[int, float]:
        deal = Deal(pack, (Other(1, cards, True, P_DRAW),), 45 - cards, None, True, False)
        got = enumerate_deal(deal, 10**6)
        assert got is not None
        return {t: p for (t,), p in got.items()}

    two, five = stood_with(2), stood_with(5)
    assert sum(two.values()) == pytest.approx(1) and sum(five.values()) == pytest.approx(1)
    # A player who stopped after many cards holds small cards or is bust; after two, more often 12–16.
    assert sum(p for t, p in five.items() if t > 16) > sum(p for t, p in two.items() if t > 16)
    assert sum(pending_hand(q, True, False)) == pytest.approx(1)


def test_opponent_model_learns_from_showdowns() -> None:
    model = OpponentModel()
    view = {"deals": 1, "seat": 0, "options": {"rule_set": "classic"},
            "last": {"hands": {"1": ["10S", "2C", "3D"], "0": ["9S", "7S"]}}}
    model.learn(view)
    table = model.table(1)
    assert table[12] > OpponentModel().table(1)[12]   # seen drawing on 12
    assert table[15] < OpponentModel().table(1)[15]   # seen standing on 15
    model.learn(view)  # the same deal is read once
    assert model.draws[1][12] == 1


def test_odds_for_the_advisor() -> None:
    from lomber.games.ferme.ai import next_card_odds

    m = play("ferme", 3, {"first_dealer": 0}, ["10S 9C 10D 4S"], [(2, "draw")])  # 14, 43 unseen
    odds = next_card_odds(m.view(2))
    assert odds["bust"] == pytest.approx(35 / 43) and odds["sixteen"] == pytest.approx(4 / 43)
    # Drawing on 14: an ace (15) or a two (16), else bust; it is worth less than standing here.
    assert odds["draw"] < odds["stand"]
    assert PLAYERS["strong"](0).choose(m.view(2), m.legal_actions()) == (DRAW if odds["draw"] > odds["stand"]
                                                                         else STAND)
    mine = next_card_odds(m.view(1))  # not seat 1's turn: chances only
    assert mine["draw"] is None and mine["stand"] is None and 0 <= mine["bust"] <= 1


def test_the_model_learns_nothing_from_players_a_16_kept_from_playing() -> None:

    # Historical, farmer 0 (order 2, 1, 0): seat 2 shows 10S 6H = 16 at once, so seat 1 (5S) and the farmer
    # (9S) never had a turn: their one card is not a stand on 5 or 9.
    m = play("ferme", 3, {"first_dealer": 0, "rule_set": "historical"}, ["10S 5S 9S 6H"], [(2, "draw")])
    view = m.view(2)
    assert view["last"]["hands"] == {"2": ["10S", "6H"], "1": ["5S"], "0": ["9S"]}
    model = OpponentModel()
    model.learn(view)
    assert model.table(1) == P_DRAW and model.table(0) == P_DRAW
    # Seen from seat 1, the winner's draw on 10 is learned.
    model = OpponentModel()
    model.learn(m.view(1))
    assert model.table(2)[10] > P_DRAW[10]
