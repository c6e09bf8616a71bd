"""Chemin de fer rule scenarios: records with a stacked shoe, checked to the chip (rules/chemin-de-fer.md)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from lomber.engine.actions import Action, AmountChoice
from lomber.engine.errors import IllegalAction, OptionError
from lomber.engine.events import Ev
from lomber.engine.match import Match, default_seats
from lomber.engine.records import replay
from lomber.engine.registry import new_match
from lomber.games.chemin_de_fer.match import BANKER_TABLE
from tests.records import play, record

G = "chemin-de-fer"
# A card of each value 0–9 (10 and faces are 0).
CARD = {0: "10S", 1: "AS", 2: "2S", 3: "3S", 4: "4S", 5: "5S", 6: "6S", 7: "7S", 8: "8S", 9: "9S"}


def two(total: int) -> list[str]:
    """Two cards making `total` without a natural pair such as 4+4 (first card 10/face)."""
    return [CARD[0], CARD[total]]


def texts(m: Match) -> list[str]:
    return [c.text if not isinstance(c, AmountChoice) else f"{c.kind} {c.lo}..{c.hi}" for c in m.legal_actions()]


def heads_up(cards: list[str], actions: list[tuple[int, str]], **options: Any) -> Match:
    """Two seats, seat 0 banks the table minimum (10), seat 1 bets 10 and is the punter."""
    opts = {"first_dealer": 0, **options}
    return play(G, 2, opts, [" ".join(cards)], [(1, "bet 10")] + actions)


def deal(p: list[str], b: list[str], *thirds: str) -> list[str]:
    """Shoe order: punter, banker, punter, banker, then the third cards."""
    return [p[0], b[0], p[1], b[1], *thirds]


# ----- options
def test_options_defaults_and_refusals() -> None:
    m = new_match(G, default_seats(3), {}, 1)
    assert m.options == {"starting_chips": 1000, "table_minimum": 10, "drawing": "tableau", "banco_suivi": True,
                         "cut_card": 7, "commission": 0, "first_dealer": None}
    for bad in ({"drawing": "open"}, {"cut_card": 6}, {"cut_card": 53}, {"commission": 3}, {"banco_suivi": 1},
                {"starting_chips": 49}, {"table_minimum": 0}, {"first_dealer": 3}, {"colour": 1},
                {"starting_chips": 50, "table_minimum": 60}):
        with pytest.raises(OptionError):
            new_match(G, default_seats(3), bad, 1)
    with pytest.raises(OptionError):
        new_match(G, default_seats(1), {}, 1)
    assert new_match(G, default_seats(30), {}, 1).n == 30
    with pytest.raises(OptionError):
        new_match(G, default_seats(31), {}, 1)
    assert all(s.help for s in m.option_specs)


# ----- the worked example
def test_worked_example() -> None:
    cards = deal(["7C", "8D"], ["KS", "3H"], "9S", "5C")
    m = play(G, 5, {}, [" ".join(cards)],
             [(0, "pass"), (1, "pass"), (2, "bid 100"), (3, "pass"), (4, "pass"),
              (3, "bet 30"), (4, "bet 70"), (4, "draw"), (2, "draw")])
    s = m.summary()
    assert s["stacks"] == [1000, 1000, 900, 970, 930]
    assert s["table"]["bank"] == 200 and s["table"]["bets"] == 0
    assert s["banker"] == 2 and s["deals"] == 1
    assert m.to_act() == 2 and texts(m) == ["deal", "retire"]


def test_worked_example_events_and_view() -> None:
    cards = deal(["7C", "8D"], ["KS", "3H"], "9S", "5C")
    m = play(G, 5, {}, [" ".join(cards)],
             [(0, "pass"), (1, "pass"), (2, "bid 100"), (3, "pass"), (4, "pass"), (3, "bet 30"), (4, "bet 70")])
    v = m.view(3)
    assert v["roles"] == {"banker": 2, "punter": 4}
    assert v["hands"][4] == ["?", "?"] and v["hands"][2] == ["?", "?"]
    assert m.view(4)["hands"][4] == ["7C", "8D"] and m.view(2)["hands"][2] == ["KS", "3H"]
    assert v["bets"] == [0, 0, 0, 30, 70] and v["bank"] == 100 and v["minimum"] == 10
    assert v["stock"] == 312 - 4 and sum(v["seen"]) == 0
    ev = m.apply(4, "draw")
    assert any(e.kind == Ev.DEALT and e.cards == ("9S",) and e.face_up for e in ev)
    assert m.view(3)["hands"][4] == ["?", "?", "9S"]
    assert m.view(2)["seen"][9] == 1
    assert texts(m) == ["draw", "stand"]            # banker 3 against a 9: his choice
    m.apply(2, "draw")
    assert m.summary()["table"]["bank"] == 200
    assert m.view(0)["seen"] == [1, 0, 0, 1, 0, 1, 0, 1, 1, 1]   # all six cards shown: K 3 5 7 8 9


# ----- the punter's and the banker's draw
@pytest.mark.parametrize("drawing", ["tableau", "free"])
def test_every_punter_point(drawing: str) -> None:
    for pt in range(8):
        m = heads_up(deal(two(pt), two(0)), [], drawing=drawing)
        assert m.to_act() == 1
        want = ["draw", "stand"] if drawing == "free" or pt == 5 else ["draw"] if pt <= 4 else ["stand"]
        assert texts(m) == want, pt


@pytest.mark.parametrize("drawing", ["tableau", "free"])
def test_every_cell_of_the_banker_table(drawing: str) -> None:
    letters = {"D": ["draw"], "S": ["stand"], "O": ["draw", "stand"]}
    for bt in range(8):
        for col in range(11):
            if col == 10:   # the punter stood on 6
                m = heads_up(deal(two(6), two(bt)), [(1, "stand")], drawing=drawing)
            else:           # the punter drew on 0 and got a card of value `col`
                m = heads_up(deal(two(0), two(bt), CARD[col]), [(1, "draw")], drawing=drawing)
            assert m.to_act() == 0
            want = ["draw", "stand"] if drawing == "free" else letters[BANKER_TABLE[bt][col]]
            assert texts(m) == want, (bt, col)


def test_table_rows_as_the_rules_write_them() -> None:
    # Rows: banker 3 stands only on an 8 (9: choice); 4 draws on 2-7; 5 on 4-7; 6 on 6-7; everyone draws if stood ≤5.
    assert BANKER_TABLE[3] == "DDDDDDDDSOD"
    assert BANKER_TABLE[4] == "SSDDDDDDSSD"
    assert BANKER_TABLE[5] == "SSSSDDDDSSD"
    assert BANKER_TABLE[6] == "SSSSSSDDSSS"
    assert BANKER_TABLE[7] == "S" * 11 and all(BANKER_TABLE[b] == "D" * 11 for b in range(3))


def test_punter_wins_after_draws_and_the_bank_passes() -> None:
    # Punter 0+4 = 4 draws a 5: 9. Banker 10+5 = 5 draws on a 5 (table D): a 2, 7. Punter wins.
    m = heads_up(deal(two(4), two(5), "5H", "2H"), [(1, "draw"), (0, "draw")])
    s = m.summary()
    assert s["stacks"] == [990, 1010] and s["table"] == {"bank": 0, "bets": 0}
    assert s["banker"] == 1 and m.to_act() == 1 and texts(m) == ["bank 10..1010"]
    assert s["deals"] == 1


def test_free_drawing_allows_standing_on_nothing() -> None:
    # Free: punter stands on 2, banker 7 draws (a 9: 6). Banker 6 beats 2.
    m = heads_up(deal(two(2), two(7), "9H"), [(1, "stand"), (0, "draw")], drawing="free")
    assert m.summary()["stacks"] == [990, 990] and m.summary()["table"]["bank"] == 20


def test_stand_off_returns_bets_and_banker_keeps_the_bank() -> None:
    m = heads_up(deal(two(6), two(6)), [(1, "stand"), (0, "stand")])
    s = m.summary()
    assert s["stacks"] == [990, 1000] and s["table"]["bank"] == 10 and s["banker"] == 0
    assert s["deals"] == 1 and texts(m) == ["deal", "retire"]


# ----- naturals
@pytest.mark.parametrize("p,b,result", [
    (["4H", "4D"], ["9H", "10D"], "banker"),   # 8 v 9
    (["9H", "KD"], ["4H", "4D"], "punter"),    # 9 v 8
    (["9H", "KD"], ["5H", "4D"], "tie"),       # 9 v 9
    (["AH", "7D"], ["2H", "6D"], "tie"),       # 8 v 8
    (["9H", "KD"], ["3H", "4D"], "punter"),    # natural v 7
    (["2H", "3D"], ["KH", "8D"], "banker"),    # 5 v natural
])
def test_naturals(p: list[str], b: list[str], result: str) -> None:
    m = heads_up(deal(p, b), [])
    s = m.summary()
    want = {"banker": ([990, 990], 20, 0), "punter": ([990, 1010], 0, 1), "tie": ([990, 1000], 10, 0)}[result]
    assert (s["stacks"], s["table"]["bank"], s["banker"]) == want
    assert s["deals"] == 1 and sum(m.view(1)["seen"]) == 4


# ----- auction
def test_auction_bidding_war() -> None:
    m = play(G, 3, {}, [""], [(0, "bid 20"), (1, "bid 30"), (2, "pass"), (0, "bid 40"), (1, "pass")])
    s = m.summary()
    assert s["banker"] == 0 and s["table"]["bank"] == 40 and s["stacks"] == [960, 1000, 1000]
    assert m.to_act() == 1 and m.view(1)["phase"] == "bet"   # betting from the banker's left


def test_auction_everyone_passes() -> None:
    m = play(G, 3, {"table_minimum": 25}, [""], [(0, "pass"), (1, "pass"), (2, "pass")])
    assert m.summary()["banker"] == 0 and m.summary()["table"]["bank"] == 25 and m.to_act() == 1


def test_auction_skips_players_who_cannot_outbid() -> None:
    m = play(G, 4, {}, [""], [(0, "bid 50"), (1, "bid 1000")])
    # Seats 2, 3 and 0 hold no more than 1000: skipped; the auction is over.
    s = m.summary()
    assert s["banker"] == 1 and s["table"]["bank"] == 1000 and m.to_act() == 2


def test_auction_limits_and_summary() -> None:
    m = play(G, 3, {}, [""], [(0, "bid 20")])
    assert m.summary()["banker"] is None
    assert texts(m) == ["bid 21..1000", "pass"]
    before = json.dumps([m.summary(), m.view(1)])
    for bad in ("bid 20", "bid 1001", "bank 50", "banco"):
        with pytest.raises(IllegalAction):
            m.apply(1, bad)
    with pytest.raises(IllegalAction):
        m.apply(2, "pass")
    assert json.dumps([m.summary(), m.view(1)]) == before


def test_last_seat_may_still_bid_when_the_others_passed() -> None:
    m = play(G, 3, {}, [""], [(0, "pass"), (1, "pass"), (2, "bid 15")])
    assert m.summary()["banker"] == 2 and m.summary()["table"]["bank"] == 15


# ----- betting
def test_bet_limits() -> None:
    m = play(G, 4, {}, [""], [(0, "bid 100"), (1, "pass"), (2, "pass"), (3, "pass")])
    assert texts(m) == ["banco", "bet 10..100", "pass"]
    m.apply(1, "bet 95")
    assert texts(m) == ["banco", "bet 5..5", "pass"]          # the uncovered part is smaller than the minimum
    for bad in ("bet 6", "bet 4", "deal", "draw"):
        with pytest.raises(IllegalAction):
            m.apply(2, bad)
    m.apply(2, "bet 5")                                       # bank covered: betting over, not a banco
    assert m.view(0)["roles"]["punter"] == 1 and m.view(0)["banco"] is None


def test_banco_withdraws_partial_bets() -> None:
    cards = deal(two(0), ["9H", "KH"])       # banker natural
    m = play(G, 4, {}, [" ".join(cards)], [(0, "bid 100"), (1, "pass"), (2, "pass"), (3, "pass"),
                                           (1, "bet 40"), (2, "banco")])
    s = m.summary()
    assert s["stacks"] == [900, 1000, 900, 1000] and s["table"]["bank"] == 200
    assert texts(m) == ["deal", "retire"]


def test_nobody_bets_more_than_his_stack_and_banco_needs_the_bank() -> None:
    # Seat 0 banks 900; seat 1 calls banco and wins on a natural: 1900; the bank is paid out.
    cards = deal(["9H", "KH"], two(0))
    m = play(G, 3, {}, [" ".join(cards)], [(0, "bid 900"), (1, "pass"), (2, "pass"), (1, "banco")])
    s = m.summary()
    assert s["stacks"] == [100, 1900, 1000] and s["table"]["bank"] == 0 and s["banker"] == 1
    m.apply(1, "bank 1500")
    # Seat 2 (1000) cannot banco 1500 and bets at most his stack.
    assert m.to_act() == 2 and texts(m) == ["bet 10..1000", "pass"]
    m.apply(2, "bet 1000")
    assert texts(m) == ["bet 10..100", "pass"]                 # seat 0 has only 100
    m.apply(0, "bet 100")
    assert m.view(2)["roles"]["punter"] == 2


def test_largest_bet_plays_ties_to_the_first() -> None:
    m = play(G, 4, {"first_dealer": 3, "table_minimum": 5}, [""], [(0, "bet 5")])   # covers the bank of 5
    assert m.view(0)["roles"] == {"banker": 3, "punter": 0} and m.view(0)["phase"] == "punter"
    auction = [(0, "bid 100"), (1, "pass"), (2, "pass"), (3, "pass")]
    m = play(G, 4, {}, [""], auction + [(1, "bet 30"), (2, "bet 30"), (3, "bet 40")])
    assert m.view(0)["roles"]["punter"] == 3
    m = play(G, 4, {}, [""], auction + [(1, "bet 30"), (2, "bet 30"), (3, "pass")])
    assert m.view(0)["roles"]["punter"] == 1 and m.view(0)["idle"] == [3]


def test_banker_wins_several_bets_and_punter_wins_pays_each() -> None:
    # Bank 100; bets 30, 50 (seat 2 the punter); banker natural: all in the bank.
    cards = deal(two(1), ["4H", "5H"])
    m = play(G, 4, {}, [" ".join(cards + deal(["9C", "KC"], two(2)))],
             [(0, "bid 100"), (1, "pass"), (2, "pass"), (3, "pass"), (1, "bet 30"), (2, "bet 50"), (3, "pass")])
    s = m.summary()
    assert s["stacks"] == [900, 970, 950, 1000] and s["table"]["bank"] == 180
    m.apply(0, "deal")
    m.apply(1, "bet 30")
    m.apply(2, "bet 50")
    m.apply(3, "bet 100")    # punter seat 3 (largest); natural 9 wins: every bet paid 1:1
    s = m.summary()
    assert s["stacks"] == [900, 1000, 1000, 1100]  # bank 180 paid exactly 30+50+100: nothing back
    assert s["table"] == {"bank": 0, "bets": 0} and s["banker"] == 1


def test_nobody_bets_bank_passes_without_a_coup() -> None:
    m = play(G, 3, {"first_dealer": 1}, [""], [(2, "pass"), (0, "pass")])
    s = m.summary()
    assert s["stacks"] == [1000, 1000, 1000] and s["table"]["bank"] == 0
    assert s["banker"] == 2 and s["deals"] == 0 and texts(m) == ["bank 10..1000"]
    m.apply(2, "bank 40")
    assert m.to_act() == 0 and m.summary()["table"]["bank"] == 40


# ----- retire and the offer
def _after_one_win(extra: list[tuple[int, str]], **options: Any) -> Match:
    """Seat 0 banks 100 and wins seat 1's banco on a natural; then `extra`."""
    cards = deal(two(0), ["9H", "KH"])
    return play(G, 4, options, [" ".join(cards)],
                [(0, "bid 100"), (1, "pass"), (2, "pass"), (3, "pass"), (1, "banco")] + extra)


def test_retire_and_take() -> None:
    m = _after_one_win([(0, "retire")])
    s = m.summary()
    assert s["banker"] is None and s["stacks"] == [1100, 900, 1000, 1000] and s["table"]["bank"] == 0
    assert m.to_act() == 1 and texts(m) == ["take", "pass"]
    m.apply(1, "pass")
    m.apply(2, "pass")
    m.apply(3, "take")
    s = m.summary()
    assert s["banker"] == 3 and s["table"]["bank"] == 200 and s["stacks"] == [1100, 900, 1000, 800]
    assert m.to_act() == 0 and m.view(0)["phase"] == "bet"     # first coup of the new bank: no retire


def test_retire_nobody_takes() -> None:
    m = _after_one_win([(0, "retire"), (1, "pass"), (2, "pass"), (3, "pass")])
    assert m.summary()["banker"] == 1 and texts(m) == ["bank 10..900"]


def test_retire_nobody_can_take() -> None:
    # Bank 1200 after a won banco of 600: seat 1 (400) and seat 2 (1000) cannot put it up: skipped.
    cards = deal(two(0), ["9H", "KH"])
    m = play(G, 3, {}, [" ".join(cards)], [(0, "bid 600"), (1, "pass"), (2, "pass"), (1, "banco"), (0, "retire")])
    s = m.summary()
    assert s["banker"] == 1 and s["stacks"] == [1600, 400, 1000] and texts(m) == ["bank 10..400"]


def test_no_retire_on_the_first_coup_of_a_bank() -> None:
    m = play(G, 3, {}, [""], [(0, "bid 50"), (1, "pass"), (2, "pass")])
    assert m.to_act() == 1
    with pytest.raises(IllegalAction):
        m.apply(0, "retire")


# ----- banco suivi
def test_banco_suivi_first_turn_banco_or_pass() -> None:
    m = _after_one_win([(0, "deal")])
    assert m.to_act() == 1 and texts(m) == ["banco", "pass"] and m.view(1)["suivi"] == 1
    m.apply(1, "pass")
    assert m.to_act() == 2 and texts(m) == ["banco", "bet 10..200", "pass"]
    m.apply(2, "pass")
    m.apply(3, "pass")    # seat 1 had his only turn: no bets, the bank passes
    assert m.summary()["banker"] == 1 and m.summary()["deals"] == 1


def test_banco_suivi_called_again() -> None:
    cards = deal(two(0), ["9H", "KH"]) + deal(["9D", "KD"], two(0))
    m = play(G, 4, {}, [" ".join(cards)], [(0, "bid 100"), (1, "pass"), (2, "pass"), (3, "pass"), (1, "banco"),
                                           (0, "deal"), (1, "banco")])
    s = m.summary()
    assert s["stacks"] == [900, 1100, 1000, 1000] and s["banker"] == 1   # 900 - 200 + 400


def test_banco_suivi_lapses_when_the_banker_retires() -> None:
    m = _after_one_win([(0, "retire"), (1, "pass"), (2, "take")])
    assert m.to_act() == 3 and m.view(3)["suivi"] is None and texts(m) == ["banco", "bet 10..200", "pass"]


def test_banco_suivi_off() -> None:
    m = _after_one_win([(0, "deal")], banco_suivi=False)
    assert m.to_act() == 1 and texts(m) == ["banco", "bet 10..200", "pass"]


def test_banco_suivi_needs_the_bank() -> None:
    # Seat 1 lost a banco of 600 (400 left) and cannot cover a bank of 1200: ordinary turn order.
    cards = deal(two(0), ["9H", "KH"])
    m = play(G, 3, {}, [" ".join(cards)], [(0, "bid 600"), (1, "pass"), (2, "pass"), (1, "banco"), (0, "deal")])
    assert m.to_act() == 1 and texts(m) == ["bet 10..400", "pass"]


# ----- commission
def test_commission_on_a_bank_win() -> None:
    cards = deal(two(0), ["9H", "KH"]) + deal(["9D", "KD"], two(0))
    m = play(G, 4, {"commission": 5}, [" ".join(cards)],
             [(0, "bid 100"), (1, "pass"), (2, "pass"), (3, "pass"), (1, "bet 30"), (2, "bet 39"), (3, "pass")])
    s = m.summary()
    assert s["table"] == {"bank": 166, "bets": 0, "house": 3}   # 5% of 69 = 3.45, rounded down
    assert s["stacks"] == [900, 970, 961, 1000]
    m.apply(0, "deal")
    m.apply(1, "banco")                        # punter wins: no commission
    s = m.summary()
    assert s["table"] == {"bank": 0, "bets": 0, "house": 3} and s["stacks"] == [900, 970 + 166, 961, 1000]
    assert sum(s["stacks"]) + sum(s["table"].values()) == 4000


# ----- the shoe
def _driver_record(seats: int, coups: int, presets: list[str], **options: Any) -> dict[str, Any]:
    """Play `coups` coups with minimum bets by seat after the banker, each forced or first choice."""
    m = new_match(G, default_seats(seats), {"first_dealer": 0, **options}, 5, [{"pack": p} for p in presets])
    while m.deals < coups and not m.finished:
        seat = m.to_act()
        legal = m.legal_actions()
        kinds = [c.kind for c in legal]
        phase = m.view(seat)["phase"]
        if phase == "decide":
            m.apply(seat, "deal")
        elif phase == "name":
            m.apply(seat, f"bank {m.minimum}")
        elif phase == "bet":
            m.apply(seat, legal[kinds.index("bet")].at(m.minimum) if "bet" in kinds else Action("pass"))
        else:
            m.apply(seat, legal[0])
    return m.record()


def test_cut_card_and_reshuffle() -> None:
    data = _driver_record(3, 70, ["", ""], cut_card=20)
    m = replay({**data, "actions": []})
    left = [m.summary()["shoe_left"]]      # shoe_left after each coup
    cut_in = None
    for seat, text in data["actions"]:
        before = m.deals
        ev = m.apply(seat, text)
        if cut_in is None and any(e.kind == Ev.NOTE and e.reason == "cut-card" for e in ev):
            cut_in = m.deals
        if m.deals != before:
            left.append(m.summary()["shoe_left"])
    k = left.index(312, 1)                 # the coup after which the shoe was reshuffled
    assert cut_in == k
    assert all(x >= 20 for x in left[1:k])  # the cut card (20 from the end) stayed in until then
    assert 20 <= left[k - 1] <= 25          # that coup started before it and needed a card behind it


def test_new_shoe_uses_the_next_preset() -> None:
    data = _driver_record(3, 100, ["", "9H KH AD 10C"], cut_card=52)
    m = replay({**data, "actions": []})
    dealt: list[str] | None = None
    for seat, text in data["actions"]:
        for e in m.apply(seat, text):
            if e.kind == Ev.NOTE and e.reason == "shuffle":
                dealt = []
                assert m.summary()["shoe_left"] == 312 and sum(m.view(0)["seen"]) == 0
            elif e.kind == Ev.DEALT and dealt is not None:
                dealt.extend(e.cards)
        if dealt is not None and len(dealt) >= 4:
            break
    assert dealt is not None and dealt[:4] == ["9H", "KH", "AD", "10C"]


def test_shoe_left_counts_every_card() -> None:
    m = heads_up(deal(two(4), two(5), "5H", "2H"), [(1, "draw"), (0, "draw")])
    assert m.summary()["shoe_left"] == 306


# ----- the match ends
def test_match_end_banker_wins_out_the_last_punter() -> None:
    cards = deal(two(0), ["9H", "KH"])
    m = play(G, 2, {"starting_chips": 50, "table_minimum": 50}, [" ".join(cards)],
             [(0, "bid 50"), (1, "banco")])
    s = m.summary()
    assert s["finished"] and s["winner"] == 0 and s["stacks"] == [100, 0] and s["table"]["bank"] == 0
    assert m.to_act() is None and m.legal_actions() == []


def test_match_end_when_the_banker_is_broken() -> None:
    cards = deal(["9H", "KH"], two(0))
    m = play(G, 3, {"starting_chips": 60, "table_minimum": 30}, [" ".join(cards)],
             [(0, "bid 60"), (1, "bet 30"), (2, "bet 30")])
    s = m.summary()
    assert s["stacks"] == [0, 90, 90] and not s["finished"]       # two still in
    assert m.view(0)["out"] == [0] and s["banker"] == 1


def test_out_below_minimum_is_skipped() -> None:
    cards = deal(two(0), ["9H", "KH"])
    m = play(G, 3, {"starting_chips": 60, "table_minimum": 30}, [" ".join(cards)],
             [(0, "bid 30"), (1, "pass"), (2, "pass"), (1, "bet 30")])
    # seat 1 now has 30 (still in); bet the rest on the next coup
    assert m.view(0)["out"] == [] and m.summary()["stacks"] == [30, 30, 60]
    cards2 = cards + deal(two(1), ["8H", "KD"])
    m = play(G, 3, {"starting_chips": 60, "table_minimum": 30}, [" ".join(cards2)],
             [(0, "bid 30"), (1, "pass"), (2, "pass"), (1, "bet 30"), (0, "deal"), (1, "bet 30"), (2, "pass")])
    s = m.summary()
    assert m.view(0)["out"] == [1] and s["stacks"] == [30, 0, 60] and s["table"]["bank"] == 90
    m.apply(0, "deal")
    assert m.to_act() == 2                                        # seat 1 is out: asked nothing


def test_stop_returns_everything() -> None:
    m = play(G, 3, {}, [""], [(0, "bid 100"), (1, "pass"), (2, "pass"), (1, "bet 40")])
    m.stop()
    s = m.summary()
    assert s["finished"] and s["stacks"] == [1000, 1000, 1000] and s["winner"] is None


# ----- records and clones
def test_record_replays_and_clone_is_independent() -> None:
    cards = deal(["7C", "8D"], ["KS", "3H"], "9S", "5C")
    data = record(G, 5, {}, [" ".join(cards)], [(0, "pass"), (1, "pass"), (2, "bid 100"), (3, "pass"),
                                                (4, "pass"), (3, "bet 30"), (4, "bet 70")])
    m = replay(data)
    c = m.clone()
    c.apply(4, "draw")
    c.apply(2, "stand")
    assert m.to_act() == 4 and m.summary()["table"]["bets"] == 100 and m.history == replay(data).history
    again = replay(json.loads(json.dumps(c.record())))
    assert again.summary() == c.summary()


def test_summary_fields() -> None:
    m = new_match(G, default_seats(4), {}, 9)
    s = m.summary()
    assert s["game"] == G and s["banker"] is None and s["shoe_left"] == 312 and s["deals"] == 0
    assert s["table"] == {"bank": 0, "bets": 0} and s["winner"] is None
    v = m.view(0)
    for key in ("game", "seat", "to_act", "deals", "finished", "stacks", "table", "hands", "stock", "center",
                "table_cards", "roles", "idle", "out", "bank", "bets", "minimum", "seen"):
        assert key in v


def _fingerprint(m: Match) -> str:
    return json.dumps([m.summary(), [m.view(s) for s in range(m.n)], m.to_act(), m.record()], sort_keys=True)


@pytest.mark.parametrize("actions,seat,bad", [
    ([], 0, ["bid 9", "bid 1001", "bet 10", "deal", "bank 10"]),                        # auction
    ([(0, "bid 100"), (1, "pass"), (2, "pass")], 1, ["bet 9", "bet 101", "retire", "draw", "bank 100"]),
    ([(0, "bid 100"), (1, "pass"), (2, "pass"), (1, "bet 40")], 2, ["bet 61", "bet 9", "take", "stand"]),
    ([(0, "bid 100"), (1, "pass"), (2, "pass"), (1, "bet 40"), (2, "bet 60")], 2, ["stand", "pass", "banco"]),
    ([(0, "bid 100"), (1, "pass"), (2, "pass"), (1, "bet 40"), (2, "bet 60"), (2, "draw")], 0,
     ["draw", "pass", "retire"]),
])
def test_illegal_actions_are_refused_and_change_nothing(actions: list[tuple[int, str]], seat: int,
                                                        bad: list[str]) -> None:
    # Punter (seat 2) holds 10+2 = 2 and must draw; banker 10+6 = 6 against a third card 5 must stand.
    cards = deal(["10H", "2H"], ["10D", "6D"], "5C")
    m = play(G, 3, {}, [" ".join(cards)], actions)
    before = _fingerprint(m)
    for text in bad:
        with pytest.raises(IllegalAction):
            m.apply(seat, text)
    wrong = (seat + 1) % 3
    if m.to_act() is not None and m.to_act() != wrong:
        with pytest.raises(IllegalAction):
            m.apply(wrong, "pass")
    assert _fingerprint(m) == before


def test_others_see_face_down_cards_as_hidden_in_events() -> None:
    from lomber.engine.events import mask

    m = play(G, 3, {}, [" ".join(deal(["10H", "2H"], ["10D", "6D"], "5C"))],
             [(0, "bid 100"), (1, "pass"), (2, "pass"), (1, "pass")])
    ev = m.apply(2, "bet 100")
    dealt = [e for e in ev if e.kind == Ev.DEALT]
    assert [e.seat for e in dealt] == [2, 0, 2, 0] and not any(e.face_up for e in dealt)
    assert [e.cards for e in mask(dealt, 1)] == [("?",)] * 4
    assert [e.cards for e in mask(dealt, 2)] == [("10H",), ("?",), ("2H",), ("?",)]
