"""Chemin de fer, an independent reading of rules/chemin-de-fer.md: scenario records checked to the chip."""

from __future__ import annotations

from typing import Any

import pytest

from lomber.engine.errors import IllegalAction, OptionError
from lomber.engine.events import Ev
from lomber.engine.match import Match, default_seats
from lomber.engine.registry import new_match
from tests.records import play

GAME = "chemin-de-fer"
A0 = {"first_dealer": 0}   # seat 0 banks the table minimum (10), no auction


def run(n: int, options: dict[str, Any], packs: list[str], actions: list[tuple[int, str]]) -> Match:
    """Replay a record with stacked shoes (top card first)."""
    return play(GAME, n, options, packs, actions)


def legal(m: Match) -> set[str]:
    """The legal choices as texts (`bet 10..70` for a range)."""
    return {c.text for c in m.legal_actions()}


def refused(m: Match, seat: int, text: str) -> None:
    """`text` by `seat` is refused and nothing changes."""
    before = (m.summary(), m.to_act(), legal(m), list(m.history), m.view(seat))
    with pytest.raises(IllegalAction):
        m.apply(seat, text)
    assert (m.summary(), m.to_act(), legal(m), list(m.history), m.view(seat)) == before


def coup(p1: str, b1: str, p2: str, b2: str, *more: str) -> str:
    """A coup's cards in the order dealt: punter, banker, punter, banker, then the third cards."""
    return " ".join((p1, b1, p2, b2) + more)


# ----------------------------------------------------------------------------------------------- worked example
def worked_example(options: dict[str, Any]) -> Match:
    pack = coup("7C", "KS", "8D", "3H", "9S", "5C")
    return run(5, options, [pack], [
        (0, "pass"), (1, "pass"), (2, "bid 100"), (3, "pass"), (4, "pass"),
        (3, "bet 30"), (4, "bet 70"), (4, "draw"), (2, "draw")])


def test_worked_example_step_by_step():
    pack = coup("7C", "KS", "8D", "3H", "9S", "5C")
    acts = [(0, "pass"), (1, "pass"), (2, "bid 100"), (3, "pass"), (4, "pass"),
            (3, "bet 30"), (4, "bet 70"), (4, "draw"), (2, "draw")]
    m = run(5, {}, [pack], acts[:2])
    # auction open: no banker; seat 2 may bid from the table minimum to his stack
    assert m.summary()["banker"] is None and m.to_act() == 2
    assert legal(m) == {"bid 10..1000", "pass"}
    m = run(5, {}, [pack], acts[:3])
    assert m.to_act() == 3 and legal(m) == {"bid 101..1000", "pass"}   # higher than the last bid
    m = run(5, {}, [pack], acts[:5])
    # 3 and 4 dropped after a bid: seat 2 banks his bid; betting opens at the banker's left (3)
    s = m.summary()
    assert s["banker"] == 2 and s["table"]["bank"] == 100 and s["stacks"] == [1000, 1000, 900, 1000, 1000]
    assert s["deals"] == 0 and s["shoe_left"] == 312
    assert m.to_act() == 3 and legal(m) == {"banco", "bet 10..100", "pass"}
    m = run(5, {}, [pack], acts[:6])
    assert m.to_act() == 4 and legal(m) == {"banco", "bet 10..70", "pass"}   # at most the uncovered 70
    assert m.summary()["table"]["bets"] == 30
    m = run(5, {}, [pack], acts[:6])
    events = m.apply(4, "bet 70")
    dealt = [(e.seat, e.cards[0], e.face_up) for e in events if e.kind == Ev.DEALT]
    # punter, banker, punter, banker, face down
    assert dealt == [(4, "7C", False), (2, "KS", False), (4, "8D", False), (2, "3H", False)]
    # seat 4 (largest bet) plays: 7 + 8 = 15 → 5, a free choice under the tableau
    assert m.view(0)["roles"] == {"banker": 2, "punter": 4}
    assert m.to_act() == 4 and legal(m) == {"draw", "stand"}
    assert m.summary()["shoe_left"] == 308
    events = m.apply(4, "draw")
    assert [(e.seat, e.cards[0], e.face_up) for e in events if e.kind == Ev.DEALT] == [(4, "9S", True)]
    # banker K + 3 = 3 against a third card 9: his option
    assert m.to_act() == 2 and legal(m) == {"draw", "stand"}
    m.apply(2, "draw")   # 5C: 3 + 5 = 8 beats the punter's 5 + 9 = 14 → 4
    s = m.summary()
    # bank 100 + 30 + 70 = 200 stays with seat 2; the punters lost their bets
    assert s["stacks"] == [1000, 1000, 900, 970, 930]
    assert s["table"]["bank"] == 200 and s["table"]["bets"] == 0
    assert s["banker"] == 2 and s["deals"] == 1 and not s["finished"] and s["winner"] is None
    assert s["shoe_left"] == 306
    assert s["table"].get("house", 0) == 0
    # the next coup starts by itself: the banker who has dealt may deal again or retire
    assert m.to_act() == 2 and legal(m) == {"deal", "retire"}
    assert m.view(2)["hands"] == [[]] * 5   # cards of the settled coup are gone


def test_worked_example_with_commission():
    m = worked_example({"commission": 5})
    s = m.summary()
    # 5 % of the 100 chips won = 5 to the house; the bank keeps 200 - 5 = 195
    assert s["table"]["bank"] == 195 and s["table"]["house"] == 5
    assert s["stacks"] == [1000, 1000, 900, 970, 930]
    assert m.to_act() == 2 and legal(m) == {"deal", "retire"}


def test_commission_rounds_down_and_tie_bets_first_bettor_plays():
    # auction: seat 0 bids 30, the others drop → bank 30; seats 1 and 2 bet 15 each
    pack = coup("2C", "7C", "3C", "KC")   # punter 2 + 3 = 5, banker 7
    acts = [(0, "bid 30"), (1, "pass"), (2, "pass"), (1, "bet 15"), (2, "bet 15")]
    m = run(3, {"commission": 5}, [pack], acts)
    # equal largest bets: the one who bet first (seat 1) is the punter
    assert m.view(0)["roles"]["punter"] == 1 and m.to_act() == 1 and legal(m) == {"draw", "stand"}
    m.apply(1, "stand")
    assert m.to_act() == 0 and legal(m) == {"stand"}   # banker 7 stands whatever happens
    m.apply(0, "stand")
    s = m.summary()
    # bank 30 + 30 won; 5 % of 30 = 1.5 → 1 to the house; bank 59
    assert s["table"] == {"bank": 59, "bets": 0, "house": 1}
    assert s["stacks"] == [970, 985, 985]


# ----------------------------------------------------------------------------------------------- naturals
@pytest.mark.parametrize("cards, stacks, bank, next_turn, next_legal", [
    # banker natural 8 (KD 8H) against the punter's 7: banker wins the 10
    (coup("7C", "KD", "KC", "8H"), [990, 990], 20, 0, {"deal", "retire"}),
    # punter natural 9 against banker 0: bank pays 1:1, the rest (0) home, the bank passes to seat 1
    (coup("9C", "KD", "KC", "KH"), [990, 1010], 0, 1, {"bank 10..1010"}),
    # both naturals, banker 9 beats punter 8
    (coup("8C", "9D", "KC", "KH"), [990, 990], 20, 0, {"deal", "retire"}),
    # both naturals, punter 9 (4 + 5) beats banker 8
    (coup("4C", "8D", "5C", "KH"), [990, 1010], 0, 1, {"bank 10..1010"}),
    # equal naturals 8 and 8 (A + 7 and 2 + 6): stand-off, bets back, the banker keeps the bank
    (coup("AC", "2D", "7C", "6H"), [990, 1000], 10, 0, {"deal", "retire"}),
    # banker natural against a punter on 0 (who would have to draw): shown at once, no draw
    (coup("KS", "4D", "QC", "4H"), [990, 990], 20, 0, {"deal", "retire"}),
])
def test_naturals_settle_at_once(cards, stacks, bank, next_turn, next_legal):
    m = run(2, A0, [cards], [(1, "bet 10")])
    s = m.summary()
    assert s["stacks"] == stacks and s["table"]["bank"] == bank and s["table"]["bets"] == 0
    assert s["deals"] == 1 and s["shoe_left"] == 308   # no third card
    assert m.to_act() == next_turn and legal(m) == next_legal
    assert s["banker"] == next_turn


# ----------------------------------------------------------------------------------------------- drawing
RANK = {0: "K", 1: "A", 2: "2", 3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "8", 9: "9"}


@pytest.mark.parametrize("p", range(8))
def test_punter_draw_rule(p):
    # punter (rank p, K) has point p; banker 7 + K
    m = run(2, A0, [coup(RANK[p] + "C", "7H", "KD", "KH")], [(1, "bet 10")])
    want = {"draw"} if p <= 4 else {"draw", "stand"} if p == 5 else {"stand"}
    assert m.to_act() == 1 and legal(m) == want
    refused(m, 0, "draw")   # not the banker's turn
    m = run(2, {**A0, "drawing": "free"}, [coup(RANK[p] + "C", "7H", "KD", "KH")], [(1, "bet 10")])
    assert legal(m) == {"draw", "stand"}


# rows: banker's point 0–7; columns: punter stood, then the punter's third card 0 … 9 (the spec's table)
SPEC_TABLE = {
    0: "D DDDDDDDDDD",
    1: "D DDDDDDDDDD",
    2: "D DDDDDDDDDD",
    3: "D DDDDDDDDSO",
    4: "D SSDDDDDDSS",
    5: "D SSSSDDDDSS",
    6: "S SSSSSSDDSS",
    7: "S SSSSSSSSSS",
}
WANT = {"D": {"draw"}, "S": {"stand"}, "O": {"draw", "stand"}}


@pytest.mark.parametrize("b", range(8))
@pytest.mark.parametrize("third", [None] + list(range(10)))
def test_banker_table(b, third):
    cell = SPEC_TABLE[b].replace(" ", "")[0 if third is None else third + 1]
    if third is None:   # punter 6 (6 + K) must stand
        cards, punter = coup("6C", RANK[b] + "H", "KD", "KH"), "stand"
    else:               # punter 0 (K + Q) must draw the third card
        cards, punter = coup("KC", RANK[b] + "H", "QD", "KH", RANK[third] + "S"), "draw"
    m = run(2, A0, [cards], [(1, "bet 10"), (1, punter)])
    assert m.to_act() == 0 and legal(m) == WANT[cell]
    refused(m, 0, "stand" if cell == "D" else "draw" if cell == "S" else "bet 10")
    free = run(2, {**A0, "drawing": "free"}, [cards], [(1, "bet 10"), (1, punter)])
    assert legal(free) == {"draw", "stand"}


def test_free_drawing_punter_draws_on_seven_and_banker_stands_on_zero():
    # punter 7 (7C KD) draws 5S → 2; banker 0 (KH QH) stands; punter 2 beats 0
    cards = coup("7C", "KH", "KD", "QH", "5S")
    m = run(2, {**A0, "drawing": "free"}, [cards], [(1, "bet 10"), (1, "draw"), (0, "stand")])
    s = m.summary()
    assert s["stacks"] == [990, 1010] and s["table"]["bank"] == 0 and s["deals"] == 1
    assert m.to_act() == 1 and legal(m) == {"bank 10..1010"}   # the bank passes to banker + 1


@pytest.mark.parametrize("cards, acts, stacks, bank", [
    # punter 2 + 2 = 4 draws 3 → 7; banker 5 (5 + K) against a 3 stands; 7 beats 5
    (coup("2C", "5H", "2D", "KH", "3S"), [(1, "draw"), (0, "stand")], [990, 1010], 0),
    # punter 6 stands; banker 3 (3 + K) draws 3 → 6: stand-off at 6, the bet goes back
    (coup("6C", "3H", "KD", "KH", "3S"), [(1, "stand"), (0, "draw")], [990, 1000], 10),
    # punter 0 draws 9 → 9 (not a natural: three cards); banker 2 draws K → 2: punter wins
    (coup("KC", "2H", "KD", "KH", "9S", "KS"), [(1, "draw"), (0, "draw")], [990, 1010], 0),
    # punter 1 (A + K) draws 5 → 6; banker 6 against a 5 stands: stand-off
    (coup("AC", "6H", "KD", "KH", "5S"), [(1, "draw"), (0, "stand")], [990, 1000], 10),
    # punter 3 (7 + 6) draws 4 → 7; banker 4 (2 + 2) draws 6 against a 4 → 0; punter wins
    (coup("7C", "2H", "6D", "2S", "4S", "6S"), [(1, "draw"), (0, "draw")], [990, 1010], 0),
])
def test_showdown(cards, acts, stacks, bank):
    m = run(2, A0, [cards], [(1, "bet 10")] + acts)
    s = m.summary()
    assert s["stacks"] == stacks and s["table"]["bank"] == bank and s["table"]["bets"] == 0 and s["deals"] == 1
    assert s["banker"] == (1 if bank == 0 else 0)


# ----------------------------------------------------------------------------------------------- the auction
def test_auction_everyone_passes_seat_0_banks_the_minimum():
    m = run(3, {}, [], [(0, "pass"), (1, "pass")])
    assert m.to_act() == 2 and legal(m) == {"bid 10..1000", "pass"}
    m.apply(2, "pass")
    s = m.summary()
    assert s["banker"] == 0 and s["table"]["bank"] == 10 and s["stacks"] == [990, 1000, 1000]
    assert m.to_act() == 1 and legal(m) == {"banco", "bet 10..10", "pass"}


def test_auction_goes_round_until_one_bidder_is_left():
    m = run(3, {"table_minimum": 20}, [], [(0, "bid 20"), (1, "bid 30"), (2, "pass")])
    assert m.to_act() == 0 and legal(m) == {"bid 31..1000", "pass"}   # seat 2 dropped out
    refused(m, 0, "bid 30")     # not higher than the last bid
    refused(m, 0, "bid 1001")   # more than his stack
    refused(m, 2, "pass")       # not his turn
    m.apply(0, "bid 40")
    assert m.to_act() == 1 and legal(m) == {"bid 41..1000", "pass"}
    assert m.summary()["banker"] is None and m.summary()["stacks"] == [1000, 1000, 1000]
    m.apply(1, "pass")
    s = m.summary()
    assert s["banker"] == 0 and s["table"]["bank"] == 40 and s["stacks"] == [960, 1000, 1000] and s["deals"] == 0
    assert m.to_act() == 1 and legal(m) == {"banco", "bet 20..40", "pass"}


def test_auction_minimum_and_last_seat_bidding_alone():
    m = run(3, {}, [], [(0, "pass"), (1, "pass")])
    refused(m, 2, "bid 9")   # below the table minimum
    m.apply(2, "bid 10")     # all others dropped already: the auction ends at once
    s = m.summary()
    assert s["banker"] == 2 and s["table"]["bank"] == 10 and s["stacks"] == [1000, 1000, 990]
    assert m.to_act() == 0   # banker's left


def test_auction_whole_stack_skips_those_who_cannot_outbid_and_short_stack_play():
    # stacks 50: seat 0 bids 50, nobody can bid higher → skipped, the auction ends
    shoe = coup("KC", "9D", "KD", "KH") + " " + coup("3C", "9S", "4C", "KS")
    m = run(3, {"starting_chips": 50}, [shoe], [(0, "bid 50")])
    s = m.summary()
    assert s["banker"] == 0 and s["table"]["bank"] == 50 and s["stacks"] == [0, 50, 50]
    assert m.to_act() == 1 and legal(m) == {"banco", "bet 10..50", "pass"}
    # seat 1 banco 50; banker natural 9 against 0 wins: bank 100, seat 1 has 0 → out
    m.apply(1, "banco")
    s = m.summary()
    assert s["stacks"] == [0, 0, 50] and s["table"]["bank"] == 100 and s["deals"] == 1
    assert m.view(0)["out"] == [1]   # the banker has 0 in his stack but his bank counts: still in
    assert m.to_act() == 0 and legal(m) == {"deal", "retire"}
    m.apply(0, "deal")
    # seat 1 is out (no suivi, not asked); seat 2 cannot cover the bank of 100: no banco
    assert m.to_act() == 2 and legal(m) == {"bet 10..50", "pass"}
    refused(m, 2, "banco")
    refused(m, 2, "bet 51")
    m.apply(2, "bet 50")   # everyone still in has spoken: the coup is played for 50 of the 100
    # punter 3 + 4 = 7 against a banker natural 9: banker wins; seat 2 at 0 → out; one player left
    s = m.summary()
    assert s["finished"] and s["winner"] == 0 and s["deals"] == 2
    assert s["stacks"] == [150, 0, 0] and s["table"]["bank"] == 0 and s["table"]["bets"] == 0
    assert m.to_act() is None and m.legal_actions() == []
    assert m.view(0)["out"] == [1, 2]
    with pytest.raises(IllegalAction):
        m.apply(0, "deal")


# ----------------------------------------------------------------------------------------------- betting
def test_banco_withdraws_partial_bets_and_ends_betting():
    cards = coup("9C", "KD", "KC", "KH")   # punter natural 9
    acts = [(0, "bid 100"), (1, "pass"), (2, "pass"), (3, "pass"), (1, "bet 20")]
    m = run(4, {}, [cards], acts)
    assert m.to_act() == 2 and legal(m) == {"banco", "bet 10..80", "pass"}
    m.apply(2, "banco")   # seat 1's 20 goes back; seat 3 is not asked
    s = m.summary()
    # punter 9 beats 0: seat 2 wins 100; the bank (0 left) passes to banker + 1 = seat 1, not to the punter
    assert s["stacks"] == [900, 1000, 1100, 1000] and s["table"] == {"bank": 0, "bets": 0}
    assert s["banker"] == 1 and m.to_act() == 1 and legal(m) == {"bank 10..1000"}
    m.apply(1, "bank 300")
    s = m.summary()
    assert s["stacks"] == [900, 700, 1100, 1000] and s["table"]["bank"] == 300 and s["deals"] == 1
    # a new bank's first coup: no deal/retire, betting starts at the new banker's left
    assert m.to_act() == 2 and legal(m) == {"banco", "bet 10..300", "pass"}


def test_bets_up_to_the_uncovered_part_and_largest_bet_plays():
    cards = coup("KC", "5D", "QC", "KH", "7S")   # punter 0 draws 7; banker 5 against 7 draws
    cards += " 3S"                              # banker 5 + 3 = 8 beats 7
    acts = [(0, "bid 100"), (1, "pass"), (2, "pass"), (3, "pass"), (1, "bet 20"), (2, "bet 75")]
    m = run(4, {}, [cards], acts)
    # 5 uncovered, below the table minimum: a bet of exactly 5 (or banco)
    assert m.to_act() == 3 and legal(m) == {"banco", "bet 5..5", "pass"}
    refused(m, 3, "bet 10")
    refused(m, 3, "bet 4")
    m.apply(3, "bet 5")   # covers the bank: betting ends, but it is no banco
    assert m.summary()["table"] == {"bank": 100, "bets": 100}
    assert m.view(0)["roles"] == {"banker": 0, "punter": 2} and m.to_act() == 2 and legal(m) == {"draw"}
    m.apply(2, "draw")
    assert m.to_act() == 0 and legal(m) == {"draw"}
    m.apply(0, "draw")
    s = m.summary()
    assert s["stacks"] == [900, 980, 925, 995] and s["table"]["bank"] == 200 and s["deals"] == 1
    # covering is not banco: no suivi; after the deal the betting starts at the banker's left
    m.apply(0, "deal")
    assert m.to_act() == 1 and legal(m) == {"banco", "bet 10..200", "pass"}


def test_punter_win_pays_every_bet_and_rest_goes_home():
    cards = coup("9C", "KD", "KC", "KH")
    acts = [(0, "bid 100"), (1, "pass"), (2, "pass"), (3, "pass"), (1, "bet 20"), (2, "pass"), (3, "bet 50")]
    m = run(4, {}, [cards], acts)
    s = m.summary()
    # seat 3 (50) plays and wins: seat 1 gets 20, seat 3 gets 50, the banker keeps 100 - 70 = 30
    assert s["stacks"] == [930, 1020, 1000, 1050] and s["table"] == {"bank": 0, "bets": 0}
    assert s["banker"] == 1 and m.to_act() == 1


def test_nobody_bets_bank_passes_without_offer_and_no_coup():
    m = run(3, A0, [], [(1, "pass")])
    assert m.to_act() == 2 and legal(m) == {"banco", "bet 10..10", "pass"}
    m.apply(2, "pass")
    s = m.summary()
    assert s["deals"] == 0 and s["stacks"] == [1000, 1000, 1000] and s["table"]["bank"] == 0
    assert s["banker"] == 1 and s["shoe_left"] == 312
    assert m.to_act() == 1 and legal(m) == {"bank 10..1000"}
    refused(m, 1, "bank 9")
    refused(m, 1, "pass")
    m.apply(1, "bank 1000")
    s = m.summary()
    assert s["stacks"] == [1000, 0, 1000] and s["table"]["bank"] == 1000
    assert m.to_act() == 2 and legal(m) == {"banco", "bet 10..1000", "pass"}


# ----------------------------------------------------------------------------------------------- banco suivi
def lost_banco(n: int, options: dict[str, Any], first: list[tuple[int, str]]) -> Match:
    """Seat 0 banks 10; `first` ends with a banco that loses to a banker natural."""
    cards = coup("KC", "9D", "KD", "KH") + " " + coup("KS", "9H", "QD", "QH")
    return run(n, {**A0, **options}, [cards], first)


def test_banco_suivi_first_turn_only_banco_or_pass():
    m = lost_banco(4, {}, [(1, "pass"), (2, "banco")])
    assert m.summary()["stacks"] == [990, 1000, 990, 1000] and m.summary()["table"]["bank"] == 20
    m.apply(0, "deal")
    assert m.to_act() == 2 and legal(m) == {"banco", "pass"}
    refused(m, 2, "bet 10")
    m.apply(2, "pass")
    # then the ordinary turns from the banker's left, seat 2 left out
    assert m.to_act() == 1 and legal(m) == {"banco", "bet 10..20", "pass"}
    m.apply(1, "pass")
    assert m.to_act() == 3
    m.apply(3, "pass")   # seat 2 has no other turn: nobody bet, the bank passes to seat 1
    s = m.summary()
    assert s["stacks"] == [1010, 1000, 990, 1000] and s["banker"] == 1 and s["deals"] == 1
    assert m.to_act() == 1 and legal(m) == {"bank 10..1000"}


def test_banco_suivi_called_again():
    m = lost_banco(3, {}, [(1, "pass"), (2, "banco"), (0, "deal"), (2, "banco")])
    s = m.summary()
    # second banco of 20 lost to another banker 9: bank 40; seat 2 keeps the right
    assert s["stacks"] == [990, 1000, 970] and s["table"]["bank"] == 40 and s["deals"] == 2
    m.apply(0, "deal")
    assert m.to_act() == 2 and legal(m) == {"banco", "pass"}


def test_banco_suivi_off():
    m = lost_banco(4, {"banco_suivi": False}, [(1, "pass"), (2, "banco")])
    m.apply(0, "deal")
    assert m.to_act() == 1 and legal(m) == {"banco", "bet 10..20", "pass"}


def test_banco_suivi_lapses_when_the_banker_retires():
    m = lost_banco(3, {}, [(1, "pass"), (2, "banco")])
    m.apply(0, "retire")
    assert m.summary()["stacks"] == [1010, 1000, 990] and m.summary()["banker"] is None
    assert m.to_act() == 1 and legal(m) == {"take", "pass"}
    m.apply(1, "take")   # seat 1 puts up the same 20; his first coup: betting at once, from seat 2
    s = m.summary()
    assert s["banker"] == 1 and s["table"]["bank"] == 20 and s["stacks"] == [1010, 980, 990]
    assert m.to_act() == 2 and legal(m) == {"banco", "bet 10..20", "pass"}


def test_no_suivi_after_a_stand_off():
    cards = coup("8C", "8D", "KD", "KH")   # equal naturals
    m = run(3, A0, [cards], [(1, "pass"), (2, "banco")])
    assert m.summary()["stacks"] == [990, 1000, 1000] and m.summary()["table"]["bank"] == 10
    m.apply(0, "deal")
    assert m.to_act() == 1 and legal(m) == {"banco", "bet 10..10", "pass"}


def test_suivi_holder_who_cannot_cover_bets_in_his_normal_turn():
    # ruling: the right is to call banco first; a player who cannot cover the bank has no banco to call,
    # so he has no first turn and keeps his ordinary one (stacks 50, bank 30)
    cards = coup("KC", "9D", "KD", "KH")
    m = run(3, {"starting_chips": 50}, [cards], [(0, "bid 30"), (1, "pass"), (2, "pass"), (1, "pass"),
                                                 (2, "banco")])
    s = m.summary()
    # seat 2's banco of 30 lost to the banker's 9: bank 60, seat 2 has 20 left
    assert s["stacks"] == [20, 50, 20] and s["table"]["bank"] == 60
    m.apply(0, "deal")
    assert m.to_act() == 1 and legal(m) == {"bet 10..50", "pass"}   # 50 < 60: no banco
    m.apply(1, "pass")
    assert m.to_act() == 2 and legal(m) == {"bet 10..20", "pass"}


# ----------------------------------------------------------------------------------------------- retire, offer
def test_first_coup_of_a_bank_cannot_retire_then_retire_and_offer():
    cards = coup("KC", "9D", "KD", "KH")
    m = run(3, A0, [cards], [])
    assert m.to_act() == 1   # the banker is not asked before his first coup
    refused(m, 0, "retire")
    m.apply(1, "bet 10")
    assert m.to_act() == 0 and legal(m) == {"deal", "retire"}
    m.apply(0, "retire")
    s = m.summary()
    assert s["banker"] is None and s["stacks"] == [1010, 990, 1000] and s["table"]["bank"] == 0
    assert s["deals"] == 1
    assert m.to_act() == 1 and legal(m) == {"take", "pass"}
    refused(m, 1, "bet 20")
    m.apply(1, "pass")
    assert m.to_act() == 2 and legal(m) == {"take", "pass"}
    m.apply(2, "pass")
    # nobody took it: the next player in turn (seat 1) names a new bank
    s = m.summary()
    assert s["banker"] == 1 and s["stacks"] == [1010, 990, 1000] and s["table"]["bank"] == 0
    assert m.to_act() == 1 and legal(m) == {"bank 10..990"}


def test_offer_skips_who_cannot_put_it_up_and_out_players():
    # stacks 50; seat 0 bids 50; seat 1 banco 50 loses (banker 9) → out; bank 100
    cards = coup("KC", "9D", "KD", "KH")
    m = run(3, {"starting_chips": 50}, [cards], [(0, "bid 50"), (1, "banco")])
    m.apply(0, "retire")
    # seat 1 is out, seat 2 (50) cannot put up 100: no offer; the next in turn still in is seat 2
    s = m.summary()
    assert s["stacks"] == [100, 0, 50] and s["table"]["bank"] == 0 and s["banker"] == 2
    assert m.to_act() == 2 and legal(m) == {"bank 10..50"}


def test_bank_passes_over_out_players_after_a_punter_win():
    cards = coup("KC", "9D", "KD", "KH") + " " + coup("9C", "KS", "KD", "QH")
    m = run(3, {"starting_chips": 50}, [cards], [(0, "pass"), (1, "bid 50"), (2, "banco")])
    s = m.summary()
    # seat 1 banks 50; seat 2 banco 50 loses to 9 → out; bank 100
    assert s["stacks"] == [50, 0, 0] and s["table"]["bank"] == 100 and m.view(0)["out"] == [2]
    m.apply(1, "deal")
    assert m.to_act() == 0 and legal(m) == {"bet 10..50", "pass"}
    m.apply(0, "bet 50")   # punter natural 9: seat 0 wins 50, the banker keeps 50
    s = m.summary()
    assert s["stacks"] == [100, 50, 0] and s["table"]["bank"] == 0 and s["deals"] == 2
    # banker + 1 is seat 2, out: the bank goes to seat 0
    assert s["banker"] == 0 and m.to_act() == 0 and legal(m) == {"bank 10..100"}


def test_banker_who_loses_his_whole_bank_and_stack_is_out():
    cards = coup("9C", "KD", "KC", "KH")
    m = run(3, {"starting_chips": 50}, [cards], [(0, "bid 50"), (1, "banco")])
    s = m.summary()
    assert s["stacks"] == [0, 100, 50] and s["table"]["bank"] == 0 and m.view(0)["out"] == [0]
    assert s["banker"] == 1 and m.to_act() == 1 and legal(m) == {"bank 10..100"}
    m.apply(1, "bank 10")
    assert m.to_act() == 2   # seat 0 is out: betting starts at seat 2 and only seat 2 is asked
    m.apply(2, "pass")
    s = m.summary()
    # nobody bet: the bank passes to seat 2 (seat 0 out), no coup
    assert s["banker"] == 2 and s["deals"] == 1 and s["stacks"] == [0, 100, 50]



def test_match_ending_on_a_punter_win_leaves_no_banker():
    # Seat 0 banks his 60; seats 1 and 2 bet 40 and 20, covering it; seat 1 plays a natural 9 against 0 and both
    # bets win: seat 1 100, seat 2 80; seat 0 has nothing: out. Two are still in: seat 1 names the next bank.
    cards = coup("9C", "KD", "KC", "KH")
    m = run(3, {"starting_chips": 60, "table_minimum": 20}, [cards], [(0, "bid 60"), (1, "bet 40"), (2, "bet 20")])
    s = m.summary()
    assert s["stacks"] == [0, 100, 80] and s["table"] == {"bank": 0, "bets": 0} and not s["finished"]
    assert s["banker"] == 1 and m.view(0)["out"] == [0]
    # Heads-up the punter breaks the bank: the bank has passed and nobody names a new one (rules, "Decisions
    # and the order of the shoe"): the match is over with no banker; the winner is the richest.
    m = run(2, {"starting_chips": 50, "table_minimum": 50}, [cards], [(0, "bid 50")])
    events = m.apply(1, "banco")
    s = m.summary()
    assert s["finished"] and s["banker"] is None and s["winner"] == 1
    assert s["stacks"] == [0, 100] and s["table"] == {"bank": 0, "bets": 0} and s["deals"] == 1
    assert m.view(1)["roles"]["banker"] is None and m.to_act() is None
    moves = [(e.src, e.dst, e.amount, e.reason) for e in events if e.kind is Ev.CHIPS]
    assert moves == [("seat:1", "bets", 50, "banco"), ("bets", "seat:1", 50, "returned"),
                     ("bank", "seat:1", 50, "win")]
    assert [(e.kind, e.seat) for e in events[-2:]] == [(Ev.OUT, 0), (Ev.MATCH_END, 1)]


# ----------------------------------------------------------------------------------------------- the shoe
def suited(ranks: str) -> list[str]:
    """Cards of the given ranks, suits taken in turn per rank so no card is asked for more than six times."""
    seen: dict[str, int] = {}
    out = []
    for r in ranks.split():
        k = seen.get(r, 0)
        seen[r] = k + 1
        out.append(r + "SHDC"[k % 4])
    return out


STAND_OFFS = [("9 9 K K", 12),     # natural 9 against 9
              ("8 8 Q Q", 12),     # natural 8 against 8
              ("3 3 3 3", 6),      # 6 against 6: stand, stand
              ("4 4 5 5", 12),     # natural 9 against 9
              ("6 6 J J", 12)]     # 6 against 6


def long_shoe(last: tuple[tuple[str, int], ...] = (("7 7 10 10", 12),)) -> str:
    """Stand-off coups (66 by default, 264 cards): the whole shoe up to and past a cut card at 52."""
    kinds = STAND_OFFS + list(last)   # by default 7 against 7 (stand, stand)
    return " ".join(suited(" ".join(k for k, times in kinds for _ in range(times))))


def long_actions(coups: int) -> list[tuple[int, str]]:
    acts: list[tuple[int, str]] = []
    for i in range(coups):
        if i:
            acts.append((0, "deal"))
        acts.append((1, "bet 10"))
        if 24 <= i < 30 or i >= 42:
            acts += [(1, "stand"), (0, "stand")]
    return acts


def test_cut_card_last_coup_and_reshuffle():
    opts = {**A0, "cut_card": 52}
    packs = [long_shoe(), coup("9S", "KH", "KS", "QH")]
    m = run(2, opts, packs, long_actions(65))
    s = m.summary()
    # 65 coups × 4 cards = 260 = 312 - 52: every card before the cut card is used
    assert s["deals"] == 65 and s["shoe_left"] == 52 and s["stacks"] == [990, 1000] and s["table"]["bank"] == 10
    m.apply(0, "deal")
    m.apply(1, "bet 10")
    # the 66th coup takes cards behind the cut card: it is played out with them
    assert m.summary()["shoe_left"] == 48 and m.to_act() == 1 and legal(m) == {"stand"}
    m.apply(1, "stand")
    m.apply(0, "stand")
    s = m.summary()
    # settled (stand-off at 7), then a new shoe of 312
    assert s["deals"] == 66 and s["shoe_left"] == 312 and s["stacks"] == [990, 1000]
    # the second preset is the second shoe: punter natural 9 wins
    m.apply(0, "deal")
    m.apply(1, "bet 10")
    s = m.summary()
    assert s["deals"] == 67 and s["shoe_left"] == 308 and s["stacks"] == [990, 1010] and s["banker"] == 1


def test_cut_card_comes_out_for_a_third_card():
    # 64 stand-offs use 256 cards; the 65th coup's four cards are the last before the cut card at 52,
    # the punter's third card is the first behind it
    shoe = long_shoe((("7 7 10 10", 10), ("10 10 10 10 A 2", 1)))
    m = run(2, {**A0, "cut_card": 52}, [shoe], long_actions(64) + [(0, "deal"), (1, "bet 10")])
    assert m.summary()["deals"] == 64 and m.summary()["shoe_left"] == 52
    assert m.to_act() == 1 and legal(m) == {"draw"}   # punter 10 + 10 = 0
    events = m.apply(1, "draw")
    assert any(e.kind == Ev.NOTE and e.reason == "cut-card" for e in events)
    assert m.summary()["shoe_left"] == 51 and m.to_act() == 0 and legal(m) == {"draw"}   # banker 0 v an ace
    m.apply(0, "draw")   # 2: banker 2 beats punter 1; the coup is settled, then the shoe reshuffled
    s = m.summary()
    assert s["deals"] == 65 and s["shoe_left"] == 312 and s["stacks"] == [990, 990] and s["table"]["bank"] == 20


def test_cut_card_default_leaves_seven():
    # a whole shoe of 78 four-card coups, no decisions: 42 stand-offs of naturals 9 against 9, then
    # 36 banker naturals against a punter on 0 or 2. The cut card sits 7 from the end: 305 cards before it,
    # so coups 1–76 (304 cards) stay before it and the 77th needs cards 305–307 behind it.
    nines = ["9 K"] * 24 + ["2 7"] * 24 + ["3 6"] * 24 + ["4 5"] * 24
    bankers = nines[84:] + ["8 Q"] * 24
    punters = ["J 10"] * 24 + ["A A"] * 12
    pairs = list(zip(nines[0:84:2], nines[1:84:2])) + list(zip(punters, bankers))
    ranks = " ".join(f"{p.split()[0]} {b.split()[0]} {p.split()[1]} {b.split()[1]}" for p, b in pairs)
    shoe = " ".join(suited(ranks))
    acts = [(1, "bet 10")]
    for _ in range(75):
        acts += [(0, "deal"), (1, "bet 10")]
    m = run(2, A0, [shoe], acts)
    s = m.summary()
    # 76 coups: 34 banker wins of 10 each; 8 cards left, the cut card still in
    assert s["deals"] == 76 and s["shoe_left"] == 8
    assert s["stacks"] == [990, 660] and s["table"]["bank"] == 350
    m.apply(0, "deal")
    events = m.apply(1, "bet 10")
    assert any(e.kind == Ev.NOTE and e.reason == "cut-card" for e in events)
    s = m.summary()
    # the 77th coup is played out with the cards behind the cut card, then a new shoe of 312
    assert s["deals"] == 77 and s["shoe_left"] == 312
    assert s["stacks"] == [990, 650] and s["table"]["bank"] == 360
    assert m.to_act() == 0 and legal(m) == {"deal", "retire"}


# ----------------------------------------------------------------------------------------------- options, stop
@pytest.mark.parametrize("options", [
    {"cut_card": 6}, {"cut_card": 53}, {"commission": 3}, {"drawing": "any"}, {"banco_suivi": "yes"},
    {"starting_chips": 49}, {"table_minimum": 0}, {"table_minimum": 1001},
    {"starting_chips": 50, "table_minimum": 60}, {"first_dealer": 3}, {"bogus": 1},
])
def test_bad_options_refused(options):
    with pytest.raises(OptionError):
        new_match(GAME, default_seats(3), options, 1)


def test_player_counts():
    new_match(GAME, default_seats(2), {}, 1)
    new_match(GAME, default_seats(30), {}, 1)
    with pytest.raises(OptionError):
        new_match(GAME, default_seats(1), {}, 1)
    with pytest.raises(OptionError):
        new_match(GAME, default_seats(31), {}, 1)


def test_first_dealer_option():
    m = run(4, {"first_dealer": 2, "table_minimum": 25}, [], [])
    s = m.summary()
    assert s["banker"] == 2 and s["table"]["bank"] == 25 and s["stacks"] == [1000, 1000, 975, 1000]
    assert m.to_act() == 3 and legal(m) == {"banco", "bet 25..25", "pass"}


def test_stop_mid_coup_returns_bets_and_bank():
    m = run(3, A0, [coup("KC", "7D", "QC", "KH")], [(1, "bet 10")])
    assert m.to_act() == 1 and legal(m) == {"draw"}
    m.stop()
    s = m.summary()
    assert s["finished"] and s["stacks"] == [1000, 1000, 1000] and s["table"]["bank"] == 0
    assert s["table"]["bets"] == 0 and s["winner"] is None   # three-way tie
    assert s["deals"] == 1   # the coup cut short by the end of the match counts (rules/README.md)
    m.check_invariants()


def test_stop_before_the_cards_counts_no_coup():
    m = run(3, A0, [], [(1, "pass")])
    m.stop()
    s = m.summary()
    assert s["finished"] and s["deals"] == 0 and s["stacks"] == [1000, 1000, 1000]


# ----------------------------------------------------------------------------------------------- turn order, refusals
def test_turns_go_clockwise_and_wrap_round():
    cards = coup("9C", "KD", "KC", "KH")   # punter natural 9
    m = run(5, {"first_dealer": 3}, [cards], [])
    assert m.to_act() == 4            # the banker's left
    m.apply(4, "pass")
    assert m.to_act() == 0
    m.apply(0, "pass")
    assert m.to_act() == 1
    m.apply(1, "pass")
    assert m.to_act() == 2
    m.apply(2, "bet 10")              # the last to speak covers the bank of 10 and wins with a natural
    s = m.summary()
    assert s["stacks"] == [1000, 1000, 1010, 990, 1000] and s["deals"] == 1
    # the bank passes to banker + 1 = seat 4 (not to the punter), who names a new bank
    assert s["banker"] == 4 and m.to_act() == 4 and legal(m) == {"bank 10..1000"}
    m.apply(4, "bank 20")
    assert m.to_act() == 0            # betting wraps round from seat 4's left


def test_free_drawing_still_settles_naturals_at_once():
    m = run(2, {**A0, "drawing": "free"}, [coup("9C", "7D", "KC", "KH")], [(1, "bet 10")])
    s = m.summary()
    assert s["stacks"] == [990, 1010] and s["deals"] == 1 and s["shoe_left"] == 308
    assert m.to_act() == 1 and legal(m) == {"bank 10..1010"}


@pytest.mark.parametrize("actions, seat, text", [
    ([], 0, "pass"),                          # first coup of a bank: seat 1 bets first
    ([], 1, "take"),                          # no offer open
    ([], 1, "bank 10"),                       # not naming a bank
    ([], 1, "bet 0"),
    ([], 1, "bet 11"),                        # more than the bank
    ([], 1, "bet"),                           # no amount
    ([], 1, "draw"),
    ([(1, "bet 10")], 0, "deal"),             # drawing phase: banker's not to act
    ([(1, "bet 10")], 1, "banco"),
    ([(1, "bet 10"), (1, "stand")], 0, "retire"),
    ([(1, "bet 10"), (1, "stand"), (0, "stand")], 0, "bet 10"),   # deciding: deal or retire only
    ([(1, "bet 10"), (1, "stand"), (0, "stand")], 1, "banco"),    # the banker decides first
    ([(1, "bet 10"), (1, "stand"), (0, "stand"), (0, "retire")], 1, "bank 20"),   # offer: take or pass
    ([(1, "bet 10"), (1, "stand"), (0, "stand"), (0, "retire")], 1, "bid 20"),
    ([(1, "pass"), (2, "pass")], 1, "pass"),  # a new banker may not decline
    ([(1, "pass"), (2, "pass")], 1, "bank 1001"),
])
def test_illegal_actions_change_nothing(actions, seat, text):
    # banker 0 (10); punter 6 + K against banker 7: punter stands, banker stands, banker wins
    m = run(3, A0, [coup("6C", "7D", "KC", "KH")], actions)
    refused(m, seat, text)


def test_stand_off_in_drawing_keeps_the_bank_and_counts_a_coup():
    cards = coup("6C", "6D", "KC", "KH")   # 6 against 6: punter stands, banker on 6 v stood stands
    m = run(3, A0, [cards], [(1, "pass"), (2, "bet 10"), (2, "stand"), (0, "stand")])
    s = m.summary()
    assert s["stacks"] == [990, 1000, 1000] and s["table"] == {"bank": 10, "bets": 0} and s["deals"] == 1
    assert m.to_act() == 0 and legal(m) == {"deal", "retire"}
