"""The table of a settled deal in every view (`deal_result`): the spec's worked examples, checked to the chip, and
random play of every game (each deal's rows tell the chips the ledger moved)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from lomber.engine.events import Ev
from lomber.engine.match import default_seats
from lomber.engine.registry import game_ids, game_info, new_match
from lomber.testing import run_check
from tests.games.test_chemin_de_fer_spec import worked_example as cdf_worked_example
from tests.games.test_fly_spec import EX_PACK as FLY_PACK
from tests.games.test_fortuna_spec import worked_example_record
from tests.records import play


def rows(match: Any, viewer: int = 0) -> dict[int, dict[str, Any]]:
    result = match.view(viewer)["deal_result"]
    return {r["seat"]: {k: v for k, v in r.items() if k != "seat"} for r in result["rows"]}


def test_ferme_worked_example() -> None:
    # rules/ferme.md: seat 3 17 bust, seat 2 14, seat 1 15 (closest), the farmer 14; stacks change by −1, +1, −2,
    # −2 including the ante.
    actions = [(3, "draw"), (3, "stand"), (2, "draw"), (2, "stand"), (1, "draw"), (1, "draw"), (1, "stand"),
               (0, "draw"), (0, "stand")]
    m = play("ferme", 4, {"first_dealer": 0}, ["10S 9C KH 4S 7H 5D 2C 3S 10D"], actions)
    assert m.view(2)["deal_result"]["deal"] == 1
    assert rows(m, 2) == {
        3: {"cards": ["10S", "7H"], "total": 17, "result": "bust", "chips": -2},
        2: {"cards": ["9C", "5D"], "total": 14, "result": "", "chips": -2},
        1: {"cards": ["KH", "2C", "3S"], "total": 15, "result": "closest", "chips": 1},
        0: {"cards": ["4S", "10D"], "total": 14, "result": "", "chips": -1},
    }
    assert list(rows(m)) == [3, 2, 1, 0]          # in the order of play


def test_ferme_has_no_result_before_its_first_deal_ends() -> None:
    m = play("ferme", 4, {"first_dealer": 0}, ["10S 9C KH 4S 7H 5D 2C 3S 10D"], [(3, "draw")])
    assert m.view(0)["deal_result"] is None


@pytest.mark.parametrize("commission, bank", [(0, 100), (5, 95)])
def test_chemin_de_fer_worked_example(commission: int, bank: int) -> None:
    # Banker seat 2 (bank 100); seat 3 bets 30, seat 4 70 and plays 4 against the banker's 8: the banker wins.
    m = cdf_worked_example({"commission": commission})
    assert rows(m) == {
        2: {"role": "banker", "point": 8, "result": "won", "chips": bank},
        3: {"role": "bettor", "bet": 30, "point": None, "result": "lost", "chips": -30},
        4: {"role": "punter", "bet": 70, "point": 4, "result": "lost", "chips": -70},
    }
    assert m.view(0)["deal_result"]["deal"] == 1


def test_chemin_de_fer_prompt_keys() -> None:
    from tests.games.test_chemin_de_fer_spec import coup, run

    pack = coup("7C", "KS", "8D", "3H", "9S", "5C")
    acts = [(0, "pass"), (1, "pass"), (2, "bid 100"), (3, "pass"), (4, "pass"), (3, "bet 30"), (4, "bet 70")]
    m = run(5, {}, [pack], acts)
    v = m.view(4)                                    # the punter holds 7 + 8: point 5
    assert (v["point"], v["third"], v["punter_stood"]) == (5, None, False)
    assert m.view(2)["point"] == 3 and m.view(3)["point"] is None     # the banker's K 3; a bettor holds nothing
    m.apply(4, "draw")
    v = m.view(2)
    assert (v["point"], v["third"], v["punter_stood"]) == (3, "9S", False)
    m = run(5, {}, [pack], acts + [(4, "stand")])
    assert m.view(2)["punter_stood"] is True and m.view(2)["third"] is None


def test_fly_worked_example() -> None:
    # rules/fly.md: seat 1 takes 3 tricks (25 − 3), seat 2 holds the AS and takes 2 (25 − 2 − 5), the dealer none
    # (a remise: 25 + 5), seat 3 folded.
    actions = [(1, "exchange 7C 6H"), (2, "keep"), (3, "fold"), (0, "keep"), (1, "AD"), (2, "AS"), (0, "10D"),
               (2, "7H"), (0, "9H"), (1, "KH"), (1, "KC"), (2, "8C"), (0, "10C"), (1, "QC"), (2, "9C"), (0, "JC"),
               (1, "QH"), (2, "8D"), (0, "JH")]
    m = play("fly", 4, {"first_dealer": 0}, [FLY_PACK], actions)
    assert rows(m) == {
        0: {"tricks": 0, "change": 5, "score": 30, "result": "remise", "chips": 0},
        1: {"tricks": 3, "change": -3, "score": 22, "result": "", "chips": 0},
        2: {"tricks": 2, "change": -7, "score": 18, "result": "ace", "chips": 0},
        3: {"score": 25, "change": 0, "result": "folded", "chips": 0},
    }


def test_fortuna_worked_example() -> None:
    # rules/fortuna.md: three declarers need 3 each; seat 1 takes 6 (3 leves, AH KH: 1 honour point), seat 3
    # takes 2 and fails (pays 1 to each and 3 remises of 72), seat 0 takes 5 (2 leves); seat 2 passed. The dealer
    # (seat 0) staked 24 at the deal's start.
    packs, actions, _ = worked_example_record()
    m = play("fortuna", 4, {"first_dealer": 2}, packs, actions)
    assert rows(m) == {
        1: {"bid": "declarer", "tricks": 6, "needed": 3, "leves": 3, "honours": 1, "points": 4, "result": "made",
            "chips": 1},
        2: {"bid": "passed", "chips": 0},
        3: {"bid": "declarer", "tricks": 2, "needed": 3, "leves": 0, "honours": 0, "points": 0, "result": "failed",
            "chips": -218},
        0: {"bid": "declarer", "tricks": 5, "needed": 3, "leves": 2, "honours": 0, "points": 2, "result": "made",
            "chips": -23},
    }
    assert list(rows(m)) == [1, 2, 3, 0]          # from the dealer's left
    assert m.view(2)["deal_result"]["deal"] == 3


def _stacks_and_ends(game: str, table: Any, seed: int) -> list[tuple[list[int], list[int], dict[str, Any]]]:
    """Random play: for each deal, the stacks at its DEAL_START, at its DEAL_END, and the result the view gave."""
    m = new_match(game, default_seats(table.seats), dict(table.options), seed)
    rng = random.Random(seed)
    out = []
    # the first deal started before its antes (the match's start events): undo them
    start = list(m.ledger.stacks)
    first = max((i for i, e in enumerate(m.start_events) if e.kind == Ev.DEAL_START), default=len(m.start_events))
    for e in m.start_events[first:]:
        if e.kind == Ev.CHIPS:
            for place, sign in ((e.src, 1), (e.dst, -1)):
                if place.startswith("seat:"):
                    start[int(place[5:])] += sign * e.amount
    for _ in range(3000):
        if m.finished:
            break
        seat = m.to_act()
        legal = m.legal_actions()
        choice = rng.choice(legal)
        action = choice if not hasattr(choice, "lo") else choice.at(rng.randint(choice.lo, choice.hi))
        before = list(m.ledger.stacks)
        events = m.apply(seat, action)
        # the ledger as each event leaves it is not kept, so replay the chips of this batch on `before`
        stacks = list(before)
        for e in events:
            if e.kind == Ev.DEAL_START:
                start = list(stacks)
            elif e.kind == Ev.CHIPS:
                for place, sign in ((e.src, -1), (e.dst, 1)):
                    if place.startswith("seat:"):
                        stacks[int(place[5:])] += sign * e.amount
            elif e.kind == Ev.DEAL_END:
                out.append((start, list(stacks), m.view(seat)["deal_result"]))
    return out


@pytest.mark.parametrize("game", ["ferme", "fortuna", "fly"])
def test_each_deals_chips_are_what_its_stacks_moved(game: str) -> None:
    """For the games that count a deal's chips from its start, every row's chips equal its seat's stack change
    from the deal's start to its end (the view's result after a batch that also starts the next deal is still the
    deal that ended)."""
    info = game_info(game)
    seen = 0
    for k, table in enumerate(info.quick_tables):
        ends = _stacks_and_ends(game, table, 100 + k)
        for start, end, result in ends:
            assert result is not None
            for row in result["rows"]:
                assert row["chips"] == end[row["seat"]] - start[row["seat"]], (game, row)
            seen += 1
    assert seen >= 2


@pytest.mark.parametrize("game", game_ids())
def test_every_column_a_game_declares_is_filled_by_some_deal(game: str) -> None:
    run_check(game, "deal-results")


@pytest.mark.parametrize("game", game_ids())
def test_the_worked_example_a_game_declares_replays_to_the_chip(game: str) -> None:
    run_check(game, "worked-example")
