"""Chemin de fer computer players: the book, the exact shoe, and whole matches of legal play."""

from __future__ import annotations

from itertools import pairwise
from typing import Any

import pytest

from lomber.ai.advisor import advise_position
from lomber.ai.registry import make_player
from lomber.arena import run_arena
from lomber.engine.actions import Action
from lomber.engine.match import Match, Seat
from lomber.engine.registry import new_match
from lomber.games.chemin_de_fer.ai import PLAYERS, unseen
from tests.records import play

G = "chemin-de-fer"
DRAW, STAND = Action("draw"), Action("stand")


def at_punter(cards: str, drawing: str = "tableau") -> Match:
    """Seat 1 punter with his two cards first in the shoe, waiting to draw or stand."""
    c = cards.split()
    return play(G, 2, {"first_dealer": 0, "drawing": drawing}, [f"{c[0]} KC {c[1]} QC"], [(1, "bet 10")])


def decide(level: str, m: Match, seed: int = 0) -> Action:
    seat = m.to_act()
    assert seat is not None
    return make_player(G, level, seed).choose(m.view(seat), m.legal_actions())


def test_book_at_five() -> None:
    m = at_punter("2H 3H")
    assert decide("strong", m) == DRAW and decide("normal", m) == DRAW
    assert decide("easy", m) == STAND


def test_banker_three_against_nine() -> None:
    # Punter 10+4 draws a 9; banker 3H+KC = 3: table leaves the choice; the book draws.
    m = play(G, 2, {"first_dealer": 0}, ["10D 3H 4D KC 9S"], [(1, "bet 10"), (1, "draw")])
    assert m.legal_actions() == [DRAW, STAND]
    assert decide("strong", m) == DRAW and decide("normal", m) == DRAW and decide("easy", m) == STAND


def _view_at_five(seen: list[int]) -> dict[str, Any]:
    hands: list[list[str]] = [["?", "?"], ["10H", "5H"]]
    return {"seat": 1, "phase": "punter", "hands": hands, "seen": seen, "drawing": "tableau",
            "roles": {"banker": 0, "punter": 1}, "stacks": [990, 990]}


def test_strong_reads_the_shoe() -> None:
    # Late in a shoe stripped of 2s, 3s, 4s and 7s (67 cards left, rich in 9s), standing on 5 is better.
    seen = [79, 19, 24, 24, 24, 23, 11, 24, 12, 3]
    view = _view_at_five(seen)
    assert unseen(view) == (16, 5, 0, 0, 0, 0, 13, 0, 12, 21)
    assert PLAYERS["strong"](0).choose(view, [DRAW, STAND]) == STAND
    assert PLAYERS["normal"](0).choose(view, [DRAW, STAND]) == DRAW
    assert PLAYERS["strong"](0).choose(_view_at_five([0] * 10), [DRAW, STAND]) == DRAW


def test_normal_mixes_at_five_under_free_drawing() -> None:
    view = {**_view_at_five([0] * 10), "drawing": "free"}
    player = PLAYERS["normal"](3)
    draws = sum(player.choose(view, [DRAW, STAND]) == DRAW for _ in range(2000))
    assert 0.78 < draws / 2000 < 0.85           # 9/11 = 0.818


def test_forced_draws_are_taken() -> None:
    for level in PLAYERS:
        assert decide(level, at_punter("10H 3H")) == DRAW
        assert decide(level, at_punter("10H 7H")) == STAND


@pytest.mark.parametrize("drawing,commission", [("tableau", 0), ("free", 5)])
def test_levels_play_whole_matches(drawing: str, commission: int) -> None:
    options = {"starting_chips": 200, "table_minimum": 10, "drawing": drawing, "commission": commission}
    result = run_arena(G, 4, ["easy", "normal", "strong"], 150, 7, options, deals_per_match=60)
    assert result.deals >= 150      # every action of every level was legal (apply refuses others)
    assert all(len(t.chips) > 0 for t in result.tallies.values())
    net = sum(sum(t.chips) for t in result.tallies.values())
    # Chips only move between players (and to the house); a bank held when a match is cut short goes home.
    assert net == 0 if commission == 0 else net < 0


def test_odds_for_the_panel() -> None:
    from lomber.games.chemin_de_fer.ai import odds_for

    m = at_punter("2H 3H")
    odds = odds_for(m.view(1))
    assert odds["draw"].punter_ev > odds["stand"].punter_ev
    coup = odds_for(m.view(0))["coup"]       # not the banker's decision yet: the coming coup as he sees it
    assert coup.punter + coup.banker + coup.tie == pytest.approx(1.0) and coup.banker_ev > 0


def test_strong_punter_leaves_the_betting_to_others_but_keeps_the_table_going() -> None:
    m = play(G, 3, {}, [""], [(0, "bid 100"), (1, "pass"), (2, "pass")])
    assert m.view(1)["waiting"] == [2]
    assert decide("strong", m) == Action("pass")
    m.apply(1, "pass")
    assert decide("strong", m) == Action("bet", 10)     # the last to speak, nobody bet: the minimum
    assert decide("normal", m) == Action("banco")       # a bank of a tenth of his chips or less


def test_strong_banker_keeps_a_paying_bank_and_retires_a_heavy_one() -> None:
    win = ["10H", "9D", "10C", "KD"]                      # banker natural 9
    m = play(G, 3, {}, [" ".join(win)], [(0, "bid 100"), (1, "pass"), (2, "pass"), (1, "banco")])
    assert decide("strong", m) == Action("deal")           # bank 200 of 1100
    m = play(G, 3, {}, [" ".join(win)], [(0, "bid 900"), (1, "pass"), (2, "pass"), (1, "banco")])
    assert decide("strong", m) == Action("retire")         # bank 1800 of 1900


def test_a_thirty_seat_auction_jumps_like_people_and_soon_reaches_the_first_coup():
    """Bids rise by round jumps of about a quarter, so 30 computer seats name the first banker in a few dozen
    decisions (raising one chip at a time took some 120); the best-funded appetite still wins the bank."""
    levels = ["easy", "normal", "strong"] * 10
    m = new_match(G, [Seat(f"S{i}", "ai", lv) for i, lv in enumerate(levels)], {}, 5)
    players = [make_player(G, lv, i) for i, lv in enumerate(levels)]
    bids, decisions = [], 0
    while m.view(0)["phase"] == "auction":
        seat = m.to_act()
        action = players[seat].choose(m.view(seat), m.legal_actions())
        if action.kind == "bid":
            bids.append(action.amount)
        m.apply(seat, action)
        decisions += 1
    assert decisions <= 60, decisions
    assert len(bids) >= 3 and all(b > a for a, b in pairwise(bids))
    assert all(b >= a * 1.2 or b == 200 for a, b in pairwise(bids[1:])), bids   # jumps, or a cap reached
    assert m.summary()["banker"] in [i for i, lv in enumerate(levels) if lv == "strong"]
    assert m.summary()["table"]["bank"] == bids[-1] <= 200      # strong's cap: a fifth of 1000 chips


# ----- the commission: the strong player's choices and the advisor's reasons reckon the same exact edge
def test_strong_banker_reckons_the_commission_as_the_table_takes_it() -> None:
    win = ["10H", "9D", "10C", "KD"]                      # banker natural 9: the bank doubles
    actions = [(0, "bid 100"), (1, "pass"), (2, "pass"), (1, "banco")]
    m = play(G, 3, {}, [" ".join(win)], actions)
    assert decide("strong", m) == Action("deal")          # no commission: a bank of 200 has the edge
    m = play(G, 3, {"commission": 5}, [" ".join(win)], actions)
    assert decide("strong", m) == Action("retire")        # 10 chips of 200 to the house: the punters' edge
    advice = advise_position(m)
    assert advice.action == "retire" and advice.reason.code == "cdf.retire" and advice.odds["edge"] < 0


@pytest.mark.parametrize("stake,takes", [(10, True), (19, True), (20, False), (36, False), (39, True), (40, False)])
def test_a_bank_offered_is_taken_by_its_edge_after_the_rounded_commission(stake: int, takes: bool) -> None:
    """At 5 %, a coup of under 20 chips pays no commission and one of 39 a single chip (2.6 %, less than the
    bank's margin of winning over losing, 2.7 %); one of 20, 36 or 40 chips pays more than that margin."""
    betting = [(1, "bet 5")] + ([(2, "pass")] if stake > 10 else [])     # a bank of 5 is covered by the bet
    m = play(G, 3, {"commission": 5, "table_minimum": 5}, ["10H 9D 10C KD"],
             [(0, f"bid {stake - 5}"), (1, "pass"), (2, "pass"), *betting, (0, "retire")])
    view = m.view(1)
    assert view["phase"] == "offer" and view["offer"] == stake and m.to_act() == 1
    assert (decide("strong", m) == Action("take")) is takes
    advice = advise_position(m)
    assert advice.reason.code == ("cdf.take" if takes else "cdf.offer-pass")
    assert (advice.odds["edge"] > 0) is takes and advice.reason.args["edge"] == advice.odds["edge"]
