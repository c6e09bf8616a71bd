"""Every game can be stopped early: Fortuna's pool and Fly's pot go back to the table to the chip, and a record of a
stopped match replays to the match stopped (it cannot be continued)."""

from __future__ import annotations

import random

import pytest

from lomber.engine.events import Ev
from lomber.engine.match import default_seats
from lomber.engine.records import replay
from lomber.engine.registry import game_ids, game_info, new_match
from tests.records import play


def test_every_game_can_be_stopped() -> None:
    assert [g for g in game_ids() if not game_info(g).can_stop()] == []


def test_fortuna_stopped_after_an_all_pass_gives_the_pool_back_odd_chips_from_the_dealers_left() -> None:
    # Dealer seat 0 pays 24; all four pass: seats 1, 2, 3 pay 6 each; the same dealer deals again, 24 more.
    m = play("fortuna", 4, {"first_dealer": 0, "parties": 1}, [], [(1, "pass"), (2, "pass"), (3, "pass"), (0, "pass")])
    s = m.summary()
    assert s["table"] == {"pool": 66} and s["stacks"] == [1952, 1994, 1994, 1994]
    events = m.stop()
    chips = [(e.src, e.dst, e.amount, e.reason) for e in events if e.kind is Ev.CHIPS]
    # 66 = 4 × 16 + 2: the two odd chips to seats 1 and 2, the first two to the dealer's left.
    assert chips == [("pool", "seat:1", 17, "returned"), ("pool", "seat:2", 17, "returned"),
                     ("pool", "seat:3", 16, "returned"), ("pool", "seat:0", 16, "returned")]
    s = m.summary()
    assert s["stacks"] == [1968, 2011, 2011, 2010] and s["table"] == {"pool": 0} and sum(s["stacks"]) == 8000
    assert m.finished and m.to_act() is None and m.legal_actions() == []
    assert s["winner"] is None     # the richest two tie
    assert events[-1].kind is Ev.MATCH_END and s["deals"] == 2
    m.check_invariants()
    assert m.stop() == [] and m.summary() == s


def test_fly_stopped_mid_deal_scores_no_remise_and_gives_the_pot_back() -> None:
    m = new_match("fly", default_seats(4), {"stakes": 7, "first_dealer": 0}, 3)
    rng = random.Random(5)
    for _ in range(6):                 # into the deal: exchanges made, perhaps a trick or two
        m.apply(m.to_act(), rng.choice(m.legal_actions()).text)
    before = m.summary()
    assert before["table"]["pot"] == 28 and sum(before["stacks"]) == 372
    m.stop()
    s = m.summary()
    assert s["table"] == {"pot": 0} and s["stacks"] == [x + 7 for x in before["stacks"]] and sum(s["stacks"]) == 400
    assert s["scores"] == before["scores"]          # the deal abandoned: no remise for a player without a trick
    assert m.finished and s["winner"] is None and m.to_act() is None
    m.check_invariants()


@pytest.mark.parametrize("game", ["ferme", "chemin-de-fer", "fortuna", "fly"])
def test_a_stopped_matchs_record_reopens_stopped(game: str) -> None:
    m = new_match(game, default_seats(4), {}, 11)
    rng = random.Random(2)
    for _ in range(12):
        legal = m.legal_actions()
        choice = rng.choice(legal)
        m.apply(m.to_act(), choice.at(choice.lo) if hasattr(choice, "lo") else choice.text)
    m.stop()
    m.stopped = True              # the window's controller marks it (MatchController.stop_match)
    record = m.record()
    assert record["stopped"] is True
    again = replay(record)
    assert again.finished and again.stopped and again.legal_actions() == []
    assert again.summary() == m.summary()
    assert again.record() == record
    unstopped = replay({k: v for k, v in record.items() if k != "stopped"})
    assert not unstopped.finished    # the actions alone: just before the stop


def test_the_bank_going_home_at_the_stop_is_no_deal_won() -> None:
    from lomber.storage.facts import match_facts
    from tests.games.test_chemin_de_fer import deal
    from tests.records import record

    # Seat 0 holds a bank of 100; seat 1 bets 40 and loses to a natural 9: the bank holds 140. Stopped: it goes home.
    data = record("chemin-de-fer", 3, {}, [" ".join(deal(["2C", "3D"], ["KS", "9H"]))],
                  [(0, "bid 100"), (1, "pass"), (2, "pass"), (1, "bet 40"), (2, "pass")])
    facts = match_facts(data, stopped=True)
    assert [s.chips for s in facts.seats] == [40, -40, 0]
    assert facts.deal_chips == [[-100, -40, 0], [140, 0, 0]]     # the coup, then the settlement
    assert [s.best_deal for s in facts.seats] == [0, 0, 0]          # not 140 for a match of +40
    assert match_facts({**data, "stopped": True}).stopped           # the record says it was stopped


def test_the_replay_counts_the_deals_the_match_counted() -> None:
    from lomber.engine.cursor import ReplayCursor
    from tests.games.test_chemin_de_fer import deal
    from tests.records import record

    # One coup played, then Stop while the banker is asked whether to deal the second: one deal, not two.
    data = record("chemin-de-fer", 3, {}, [" ".join(deal(["2C", "3D"], ["KS", "9H"]))],
                  [(0, "bid 100"), (1, "pass"), (2, "pass"), (1, "bet 40"), (2, "pass")])
    stopped = replay({**data, "stopped": True})
    cursor = ReplayCursor(data, stopped=True)
    assert stopped.deals == 1 and cursor.deals == 1 and cursor.deal_of(cursor.end) == 0
