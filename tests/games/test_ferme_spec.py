"""Ferme against its spec (the rule panel `resources/rules/ferme.en.md`), rule by rule, as records with stacked packs.

An independent reading of the rules: every expected number is derived by hand in the comment beside it.
Summaries are taken after the record's last action; a deal's last decision settles it and the next deal
starts by itself (antes paid, first cards dealt), so most expected stacks include the next ante.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from lomber.engine.errors import IllegalAction, OptionError
from lomber.engine.events import Ev
from lomber.engine.match import Seat
from lomber.engine.records import replay
from lomber.engine.registry import new_match
from tests.records import play

EXAMPLES = Path(__file__).resolve().parent.parent / "data"   # copies of the spec's example files
HIST = {"rule_set": "historical"}


# ----- helpers
def order_of(n: int, farmer: int) -> list[int]:
    """Playing order of a deal: the farmer's right first, counter-clockwise, the farmer last."""
    return [(farmer - k) % n for k in range(1, n + 1)]


def deal(n: int, farmer: int, hands: dict[int, list[str]]) -> tuple[str, list[tuple[int, str]]]:
    """One deal where every seat draws its hand's cards after the first, then stands.

    Returns the stacked pack (first cards in playing order, then each player's draws in turn) and the actions.
    """
    order = order_of(n, farmer)
    pack = [hands[s][0] for s in order] + [c for s in order for c in hands[s][1:]]
    actions: list[tuple[int, str]] = []
    for s in order:
        actions += [(s, "draw")] * (len(hands[s]) - 1) + [(s, "stand")]
    return " ".join(pack), actions


def deals(n: int, plan: list[tuple[int, dict[int, list[str]]]]) -> tuple[list[str], list[tuple[int, str]]]:
    """Several deals: `plan` is (farmer, hands) per deal; packs and actions of them all."""
    packs, actions = [], []
    for farmer, hands in plan:
        p, a = deal(n, farmer, hands)
        packs.append(p)
        actions += a
    return packs, actions


def legal(m: Any) -> list[str]:
    return sorted(c.text for c in m.legal_actions())


def state(m: Any) -> tuple[Any, ...]:
    """Everything a refused action must leave unchanged."""
    return (json.dumps(m.summary(), sort_keys=True), [json.dumps(m.view(s), sort_keys=True) for s in range(m.n)],
            list(m.history), legal(m), m.to_act())


def refused(m: Any, seat: int, text: str) -> None:
    before = state(m)
    with pytest.raises(IllegalAction):
        m.apply(seat, text)
    assert state(m) == before


def table(m: Any) -> dict[str, int]:
    """The non-empty piles."""
    return {k: v for k, v in m.summary()["table"].items() if v}


# ----- the worked example
WORKED_HANDS = {3: ["10S", "7H"], 2: ["9C", "5D"], 1: ["KH", "2C", "3S"], 0: ["4S", "10D"]}


def test_worked_example_to_the_chip() -> None:
    pack, actions = deal(4, 0, WORKED_HANDS)
    assert pack == "10S 9C KH 4S 7H 5D 2C 3S 10D"
    # Before the farmer's last decision: everyone has anted 1 (farm 4), nothing else moved.
    m = play("ferme", 4, {"first_dealer": 0}, [pack], actions[:-1])
    assert m.summary()["stacks"] == [49, 49, 49, 49] and table(m) == {"farm": 4}
    assert m.to_act() == 0 and legal(m) == ["draw", "stand"]
    m = play("ferme", 4, {"first_dealer": 0}, [pack], actions)
    s = m.summary()
    # Settlement: +1−1−1 / −1+2 / −1−1 / −1−1 from 50 → 49, 51, 48, 48 and farm 4;
    # then the next deal's ante (−1 each, farm 4+4 = 8).
    assert s["stacks"] == [48, 50, 47, 47]
    assert s["table"] == {"farm": 8}
    assert s["deals"] == 1 and s["farmer"] == 0 and not s["finished"] and s["winner"] is None
    assert m.to_act() == 3 and legal(m) == ["draw"]


def test_example_record_and_summary_files() -> None:
    data = json.loads((EXAMPLES / "ferme-record.json").read_text())
    want = json.loads((EXAMPLES / "ferme-record.summary.json").read_text())
    m = replay(data)
    got = m.summary()
    assert {k: got[k] for k in want} == want
    # The user stops: the farm (7) is split among the 3 still in: 2 each, the odd chip to the farmer's
    # (seat 1's) left = seat 2. 18+2, 18+2, 17+2+1 → 20 each; the deal in play counts (deals 2).
    m.stop()
    s = m.summary()
    assert s["stacks"] == [20, 20, 20] and s["table"].get("farm", 0) == 0
    assert s["finished"] and s["deals"] == 2 and s["winner"] is None
    assert m.to_act() is None and m.legal_actions() == []
    with pytest.raises(IllegalAction):
        m.apply(0, "draw")


# ----- dealing order, compulsory second card, legal actions
def test_stacked_pack_dealt_from_the_farmers_right_counter_clockwise() -> None:
    # 5 players, farmer 2: order 1, 0, 4, 3, 2; the first five cards go in that order, then draws.
    m = play("ferme", 5, {"first_dealer": 2}, ["AS 2S 3S 4S 5S 7S 9S"], [])
    v = m.view(0)
    assert v["hands"][0] == ["2S"] and v["hands"][1] == ["?"]
    assert [m.view(s)["hands"][s] for s in range(5)] == [["2S"], ["AS"], ["5S"], ["4S"], ["3S"]]
    # Every player, the farmer too, antes 1: farm 5.
    assert m.summary()["stacks"] == [49] * 5 and table(m) == {"farm": 5}
    assert m.to_act() == 1
    m.apply(1, "draw")
    assert m.view(1)["hands"][1] == ["AS", "7S"]
    m.apply(1, "stand")
    assert m.to_act() == 0
    m.apply(0, "draw")
    assert m.view(0)["hands"][0] == ["2S", "9S"]


def test_every_seat_acts_in_order_and_the_second_card_is_compulsory() -> None:
    pack, _ = deal(4, 1, {0: ["2S", "3S"], 3: ["2H", "3H"], 2: ["2D", "3D"], 1: ["2C", "3C"]})
    m = play("ferme", 4, {"first_dealer": 1}, [pack], [])
    for seat in (0, 3, 2, 1):           # farmer 1: his right is 0, then 3, 2, the farmer last
        assert m.to_act() == seat
        assert legal(m) == ["draw"]     # the second card is compulsory, the farmer's too
        refused(m, seat, "stand")
        refused(m, (seat + 1) % 4, "draw")   # not his turn
        m.apply(seat, "draw")
        assert legal(m) == ["draw", "stand"]
        m.apply(seat, "stand")
    # All four tie on 5: nobody lower pays, the farm (4) stays; ante → 48 each, farm 8.
    s = m.summary()
    assert s["deals"] == 1 and s["stacks"] == [48] * 4 and s["table"] == {"farm": 8} and s["farmer"] == 1


def test_drawing_on_16_is_allowed_and_a_bust_player_may_only_stand() -> None:
    # 2 players, farmer 0: seat 1 10S+6H = 16, draws anyway: AS → 17 bust. Farmer 9C+5C+2C = 16.
    pack, actions = deal(2, 0, {1: ["10S", "6H", "AS"], 0: ["9C", "5C", "2C"]})
    m = play("ferme", 2, {"first_dealer": 0}, [pack], actions[:1])
    assert m.view(1)["hands"][1] == ["10S", "6H"] and legal(m) == ["draw", "stand"]
    m.apply(1, "draw")
    assert legal(m) == ["stand"]
    refused(m, 1, "draw")
    m = play("ferme", 2, {"first_dealer": 0}, [pack], actions)
    # Bust seat 1 pays the farmer 1; the farmer's 16 wins the farm (2): 49+1+2 = 52, 49−1 = 48;
    # he stays farmer; next ante → 51, 47, farm 2.
    s = m.summary()
    assert s["stacks"] == [51, 47] and s["table"] == {"farm": 2} and s["farmer"] == 0
    assert m.to_act() == 1


def test_unknown_and_illegal_actions_are_refused_with_the_state_unchanged() -> None:
    m = play("ferme", 3, {"first_dealer": 0}, ["10S 10H 10D"], [])
    for text in ("stand", "bet 3", "pass", "QH"):
        refused(m, 2, text)
    refused(m, 1, "draw")
    refused(m, 0, "draw")
    with pytest.raises(IllegalAction):
        m.apply(2, "")


def test_stock_running_out_leaves_stand_as_the_only_action() -> None:
    # 12 players, farmer 0, order 11 … 1, 0. Seats 11 … 1 each take a part worth ≤ 16 (drawing on 16
    # is allowed) and then a ten-card (bust); the 45 cards are used up by seat 1's last draw, so the
    # farmer (10, no card drawn) has `stand` as his only action.
    parts = {
        11: ["10S", "5S", "AS"], 10: ["10H", "5H", "AH"], 9: ["10D", "4S", "2S"], 8: ["10C", "4H", "2H"],
        7: ["9S", "7S"], 6: ["9H", "7H"], 5: ["9D", "7D"], 4: ["9C", "7C"], 3: ["6H", "5D", "5C"],
        2: ["4D", "4C", "3S", "3H", "2D"], 1: ["3D", "3C", "2C", "AD", "AC"],
    }
    last = dict(zip(range(11, 0, -1), ["JS", "JH", "JD", "JC", "QS", "QH", "QD", "QC", "KS", "KH", "KD"]))
    hands = {s: parts[s] + [last[s]] for s in parts} | {0: ["KC"]}
    pack, actions = deal(12, 0, hands)
    assert len(pack.split()) == 45
    m = play("ferme", 12, {"first_dealer": 0}, [pack], actions[:-1])
    assert m.to_act() == 0 and m.view(0)["stock"] == 0 and m.view(0)["hands"][0] == ["KC"]
    assert legal(m) == ["stand"]
    refused(m, 0, "draw")
    m.apply(0, "stand")
    # 11 bust players pay the farmer 1 each: 49−1 = 48, farmer 49+11 = 60, farm 12 stays (the farmer's
    # 10 is the only live hand: nobody lower pays). Next ante: 47 each, farmer 59, farm 24.
    s = m.summary()
    assert s["stacks"] == [59] + [47] * 11 and s["table"] == {"farm": 24} and s["farmer"] == 0


# ----- values and the showdown
def test_ace_counts_one_and_faces_ten() -> None:
    # 3 players, farmer 0, order 2, 1, 0. Seat 2: AS 5S 10S = 16 (ace 1; as 11 it would be 26).
    # Seat 1: JH QH = 20 bust. Farmer: KD 5D = 15.
    pack, actions = deal(3, 0, {2: ["AS", "5S", "10S"], 1: ["JH", "QH"], 0: ["KD", "5D"]})
    assert pack == "AS JH KD 5S 10S QH 5D"
    m = play("ferme", 3, {"first_dealer": 0}, [pack], actions)
    # Seat 1 pays the farmer 1 (49+1 = 50, 48); seat 2 wins the farm 3 (52) and no closest payment is
    # made. Seat 2 is the next farmer; ante: 49, 47, 51, farm 3; his right (seat 1) acts first.
    s = m.summary()
    assert s["stacks"] == [49, 47, 51] and s["table"] == {"farm": 3} and s["farmer"] == 2
    assert m.to_act() == 1 and m.view(0)["roles"]["farmer"] == 2


def test_a_sixteen_cancels_the_closest_payments() -> None:
    # 4 players, farmer 0: seat 3 9S 7S = 16, seat 2 15, seat 1 14, farmer 13. Only the farm moves.
    pack, actions = deal(4, 0, {3: ["9S", "7S"], 2: ["10H", "5H"], 1: ["10D", "4D"], 0: ["10C", "3C"]})
    m = play("ferme", 4, {"first_dealer": 0}, [pack], actions)
    # 49, 49, 49, 49+4 = 53; seat 3 farms; ante → 48, 48, 48, 52, farm 4.
    s = m.summary()
    assert s["stacks"] == [48, 48, 48, 52] and s["table"] == {"farm": 4} and s["farmer"] == 3
    assert m.to_act() == 2


TIES = [
    # (name, options, farmer, hands, expected farm winner)
    # the brilliant beats fewer cards and the farmer: seat 2 has 6H 5H 5D (3 cards)
    ("brilliant", {}, 0, {3: ["9S", "7S"], 2: ["6H", "5H", "5D"], 1: ["10D", "4D", "2D"], 0: ["9C", "7C"]}, 2),
    # no brilliant: fewest cards (seat 3, 2 cards) beats the farmer and seats nearer his left (3 cards)
    ("fewest", {}, 0, {3: ["9S", "7S"], 2: ["QH", "2H", "4H"], 1: ["10D", "4D", "2D"], 0: ["10C", "3C", "3D"]}, 3),
    # equal cards: the farmer beats the seat on his left
    ("farmer", {}, 0, {3: ["10S", "4S", "2S"], 2: ["10H", "5H"], 1: ["9D", "7D"], 0: ["9C", "7C"]}, 0),
    # farmer 1 not on 16; seats 0 and 3 with 2 cards each: nearest the farmer's left (2, 3, 0) → seat 3
    ("left", {}, 1, {0: ["9S", "7S"], 3: ["9H", "7H"], 2: ["10D", "5D"], 1: ["10C", "2C"]}, 3),
    # farmer-first: the farmer (3 cards) beats the brilliant (2 cards)
    ("farmer-first", {"tie_priority": "farmer-first"}, 0,
     {3: ["10S", "5S"], 2: ["10H", "6H"], 1: ["10D", "4D"], 0: ["9C", "5C", "2C"]}, 0),
    # farmer-first without the farmer on 16: the brilliant (3 cards) beats fewer cards
    ("farmer-first-rest", {"tie_priority": "farmer-first"}, 0,
     {3: ["9S", "7S"], 2: ["10H", "4H"], 1: ["6H", "5H", "5D"], 0: ["10C", "5C"]}, 1),
]


@pytest.mark.parametrize("name,options,farmer,hands,winner", TIES, ids=[t[0] for t in TIES])
def test_ties_on_16(name: str, options: dict[str, Any], farmer: int, hands: dict[int, list[str]],
                    winner: int) -> None:
    pack, actions = deal(4, farmer, hands)
    m = play("ferme", 4, {"first_dealer": farmer, **options}, [pack], actions)
    # Nobody is bust and the 16 cancels other payments: the winner gets the farm (4) and farms next;
    # after the next ante: everyone 48, the winner 49+4−1 = 52, farm 4; his right acts first.
    s = m.summary()
    assert s["farmer"] == winner
    assert s["stacks"] == [52 if i == winner else 48 for i in range(4)] and s["table"] == {"farm": 4}
    assert m.to_act() == (winner - 1) % 4


def test_closest_tie_splits_the_heap_and_the_odd_chip_goes_to_the_farm() -> None:
    # 5 players, farmer 0: seats 4 and 3 on 15; seat 2 14, seat 1 13 and the farmer 12 pay 1 each:
    # heap 3 → 1 each, the odd chip into the farm (5 + 1 = 6).
    pack, actions = deal(5, 0, {4: ["10S", "5S"], 3: ["10H", "5H"], 2: ["10D", "4D"], 1: ["10C", "3C"],
                                0: ["JS", "2S"]})
    m = play("ferme", 5, {"first_dealer": 0}, [pack], actions[:-1])
    m.apply(0, "stand")
    s = m.summary()
    # 48, 48, 48, 50, 50 and farm 6; then the ante: 47, 47, 47, 49, 49, farm 11.
    assert s["stacks"] == [47, 47, 47, 49, 49] and s["table"] == {"farm": 11} and s["farmer"] == 0


def test_closest_farmer_collects_and_bust_players_pay_only_their_fine() -> None:
    # 3 players, farmer 0: seat 2 14, seat 1 bust (KS QS), farmer 15 (closest): seat 1 pays the bust
    # fine, seat 2 pays the farmer for being lower. 49+2 = 51, 48, 48; ante → 50, 47, 47, farm 6.
    pack, actions = deal(3, 0, {2: ["10S", "4S"], 1: ["KS", "QS"], 0: ["10C", "5C"]})
    m = play("ferme", 3, {"first_dealer": 0}, [pack], actions)
    s = m.summary()
    assert s["stacks"] == [50, 47, 47] and s["table"] == {"farm": 6} and s["farmer"] == 0


def test_a_bust_farmer_pays_nobody_and_still_collects() -> None:
    # Seat 2 bust (19) pays the farmer 1; seat 1 14 is the only live hand (nobody lower); the farmer
    # bust (24) pays nobody. 50, 49, 48, farm 3; ante → 49, 48, 47, farm 6.
    pack, actions = deal(3, 0, {2: ["10S", "9S"], 1: ["10H", "4H"], 0: ["10C", "5C", "9C"]})
    m = play("ferme", 3, {"first_dealer": 0}, [pack], actions)
    s = m.summary()
    assert s["stacks"] == [49, 48, 47] and s["table"] == {"farm": 6} and s["farmer"] == 0


def test_everyone_bust_the_farm_stays() -> None:
    # Both players bust pay the farmer (also bust): 51, 48, 48, farm 3; ante → 50, 47, 47, farm 6.
    pack, actions = deal(3, 0, {2: ["10S", "7S"], 1: ["10H", "QH"], 0: ["10C", "9C"]})
    m = play("ferme", 3, {"first_dealer": 0}, [pack], actions)
    s = m.summary()
    assert s["stacks"] == [50, 47, 47] and s["table"] == {"farm": 6} and s["farmer"] == 0


# ----- who farms next
def test_rotate_passes_the_farm_to_the_right_even_after_a_sixteen() -> None:
    # Deal 1 (farmer 0, order 2, 1, 0): seat 2 15 collects from 14 and 13 → 48, 48, 51, farm 3.
    # Rotate → farmer 2; ante → 47, 47, 50, farm 6.
    # Deal 2 (farmer 2, order 1, 0, 2): seat 0 9S 7S = 16 wins the farm 6 → 53, 47, 50.
    # Rotate → farmer 1 (not the winner); ante → 52, 46, 49, farm 3; seat 0 acts first.
    packs, actions = deals(3, [(0, {2: ["10S", "5S"], 1: ["10H", "4H"], 0: ["10D", "3D"]}),
                               (2, {1: ["10C", "2C"], 0: ["9S", "7S"], 2: ["JS", "2S"]})])
    m = play("ferme", 3, {"first_dealer": 0, "next_farmer": "rotate"}, packs, actions[:8])
    assert m.summary()["farmer"] == 2 and m.summary()["stacks"] == [47, 47, 50]
    m = play("ferme", 3, {"first_dealer": 0, "next_farmer": "rotate"}, packs, actions)
    s = m.summary()
    assert s["farmer"] == 1 and s["stacks"] == [52, 46, 49] and s["table"] == {"farm": 3} and s["deals"] == 2
    assert m.to_act() == 0


def test_fixed_keeps_the_farmer_when_another_wins_the_farm() -> None:
    # Seat 1 wins the farm (3): 49, 52, 49; fixed → farmer stays 0; ante → 48, 51, 48, farm 3.
    pack, actions = deal(3, 0, {2: ["10S", "4S"], 1: ["9H", "7H"], 0: ["10C", "3C"]})
    m = play("ferme", 3, {"first_dealer": 0, "next_farmer": "fixed"}, [pack], actions)
    s = m.summary()
    assert s["farmer"] == 0 and s["stacks"] == [48, 51, 48] and s["table"] == {"farm": 3}
    assert m.to_act() == 2


def test_nobody_on_16_the_same_farmer_deals_again() -> None:
    pack, actions = deal(3, 1, {0: ["10S", "4S"], 2: ["9H", "5H"], 1: ["10C", "3C"]})
    m = play("ferme", 3, {"first_dealer": 1}, [pack], actions)
    # Seats 0 and 2 tie on 14, the farmer (13) pays 1 into their heap → the farm: 49, 48, 49, farm 4;
    # ante → 48, 47, 48, farm 7; farmer 1 again.
    s = m.summary()
    assert s["farmer"] == 1 and s["stacks"] == [48, 47, 48] and s["table"] == {"farm": 7}


# ----- short of chips, dropping out, the end of the match
LOSE = {1: ["10S", "9S"], 0: ["9H", "7H"]}        # seat 1 bust (19), farmer 0 on 16
SAVE = {1: ["10S", "5S"], 0: ["9H", "7H"]}        # seat 1 15, farmer 0 on 16


def test_short_of_chips_pays_what_he_has_and_leaves_at_zero() -> None:
    # 2 players of 10, farmer 0. Deals 1–4: seat 1 antes and pays the bust fine (−2), the farmer wins the
    # farm (−1 +1 +2): seat 1 10 → 2, farmer 18. Deal 5: seat 1 not bust: −1 → 1, farmer 19.
    # Deal 6: seat 1 antes his last chip (0), is bust and pays nothing; the farmer wins the farm 2 → 20.
    # Deal 7 never starts: seat 1 has no chip and leaves; one player is left and wins.
    packs, actions = deals(2, [(0, LOSE)] * 4 + [(0, SAVE), (0, LOSE)])
    m = play("ferme", 2, {"first_dealer": 0, "starting_chips": 10}, packs, actions[:-1])
    assert m.summary()["stacks"] == [18, 0] and table(m) == {"farm": 2}
    m.apply(0, "stand")
    s = m.summary()
    assert s["stacks"] == [20, 0] and table(m) == {} and s["finished"] and s["winner"] == 0 and s["deals"] == 6
    assert m.to_act() is None and m.legal_actions() == []


def test_the_farm_left_on_the_table_goes_to_the_last_player() -> None:
    # As above, but in deal 6 seat 1 (0 chips after his ante) has 14 and the farmer 15: the farmer
    # collects nothing from him, the farm (2) stays. Seat 1 then leaves; the farm goes to seat 0: 18+2.
    packs, actions = deals(2, [(0, LOSE)] * 4 + [(0, SAVE), (0, {1: ["10S", "4S"], 0: ["9H", "6H"]})])
    m = play("ferme", 2, {"first_dealer": 0, "starting_chips": 10}, packs, actions)
    s = m.summary()
    assert s["stacks"] == [20, 0] and table(m) == {} and s["finished"] and s["winner"] == 0 and s["deals"] == 6


def test_a_farmer_who_drops_out_hands_the_farm_to_his_right() -> None:
    # 4 players of 10, farmer 0. Each deal: seats 3, 2, 1 on 15 (tie), farmer 14 pays 1 into their heap,
    # which cannot be split in three → the farm. Per deal: farmer −2, others −1, farm +5.
    # After 5 deals: 0, 5, 5, 5, farm 25. Deal 6: the farmer has no chip and leaves; seat 3 (his right)
    # farms; seats 1, 2, 3 ante → 0, 4, 4, 4, farm 28; seat 3's right (seat 2) acts first.
    hands = {3: ["10S", "5S"], 2: ["10H", "5H"], 1: ["10D", "5D"], 0: ["10C", "4C"]}
    packs, actions = deals(4, [(0, hands)] * 5)
    m = play("ferme", 4, {"first_dealer": 0, "starting_chips": 10}, packs, actions)
    s = m.summary()
    assert s["stacks"] == [0, 4, 4, 4] and s["table"] == {"farm": 28}
    assert s["farmer"] == 3 and s["deals"] == 5 and not s["finished"]
    assert m.to_act() == 2 and m.view(1)["out"] == [0]
    # The next deal's order skips the seat that is out: 2, 1, 3.
    for seat in (2, 1, 3):
        assert m.to_act() == seat
        m.apply(seat, "draw")
        m.apply(seat, "stand")
    assert m.summary()["deals"] == 6


def test_rotate_goes_round_to_the_right() -> None:
    # As above with rotate: farmers 0, 3, 2, 1, 0 for deals 1–5; each deal the three others are on 15
    # and the farmer (14) pays 1 into their heap, which goes to the farm: the farmer −2, the others −1.
    # Seat 0 farms deals 1 and 5 → 10 − 2·2 − 3 = 3; seats 3, 2, 1 farm once → 10 − 2 − 4 = 4; farm 25.
    plan = []
    for farmer in (0, 3, 2, 1, 0):
        others = [s for s in range(4) if s != farmer]
        hands = {s: [c + suit, "5" + suit] for s, c, suit in zip(others, ["10", "10", "10"], "SHD")}
        hands[farmer] = ["10C", "4C"]
        plan.append((farmer, hands))
    packs, actions = deals(4, plan)
    m = play("ferme", 4, {"first_dealer": 0, "starting_chips": 10, "next_farmer": "rotate"}, packs, actions)
    s = m.summary()
    # After deal 5 seat 0's right (3) farms; the 6th ante: 2, 3, 3, 3, farm 29.
    assert s["farmer"] == 3 and s["stacks"] == [2, 3, 3, 3] and s["table"] == {"farm": 29}


# ----- the first farmer
def test_first_farmer_is_who_receives_the_brilliant_and_presets_do_not_change_it() -> None:
    seats = [Seat(f"P{i}") for i in range(5)]
    for seed in range(1, 6):
        m = new_match("ferme", seats, {}, seed)
        shown = [e for e in m.start_events if e.kind == Ev.DEALT and e.face_up]
        assert [e.seat for e in shown] == [i % 5 for i in range(len(shown))]    # from seat 0 clockwise
        assert shown[-1].cards == ("6H",) and all(e.cards != ("6H",) for e in shown[:-1])
        assert m.summary()["farmer"] == shown[-1].seat
        stacked = new_match("ferme", seats, {}, seed, [{"pack": "KS QS JS 10S 9S"}])
        farmer = stacked.summary()["farmer"]
        assert farmer == m.summary()["farmer"]
        # The preset is the first deal's pack: the farmer's right gets KS.
        right = (farmer - 1) % 5
        assert stacked.view(right)["hands"][right] == ["KS"]


# ----- options
@pytest.mark.parametrize("options", [
    {"starting_chips": 9}, {"starting_chips": 1001}, {"next_farmer": "loser"}, {"tie_priority": "oldest"},
    {"rule_set": "modern"}, {"farm_stake": 0}, {"farm_stake": 101}, {"bust_pays_to": "farmer"},
    {"shuffle": "never"}, {"first_dealer": 3}, {"colour": "red"}, {"starting_chips": "50"},
])
def test_bad_options_are_refused(options: dict[str, Any]) -> None:
    with pytest.raises(OptionError):
        new_match("ferme", [Seat("A"), Seat("B"), Seat("C")], options, 1)


def test_player_count_and_defaults() -> None:
    for n in (1, 13):
        with pytest.raises(OptionError):
            new_match("ferme", [Seat(f"P{i}") for i in range(n)], {}, 1)
    m = new_match("ferme", [Seat(f"P{i}") for i in range(12)], {"first_dealer": 11, "farm_stake": 5}, 1)
    assert m.options["starting_chips"] == 50 and m.options["next_farmer"] == "winner"
    assert m.options["tie_priority"] == "brilliant-first" and m.options["rule_set"] == "classic"
    assert m.options["farm_stake"] == 5 and m.options["bust_pays_to"] == "farm" and m.options["shuffle"] == "every-deal"
    # classic ignores farm_stake: all 12 ante 1, farm 12
    assert m.summary()["stacks"] == [49] * 12 and table(m) == {"farm": 12}
    pack = m.pack_cards()
    assert len(pack) == 45 and "6H" in pack and not any(c[:-1] == "8" for c in pack)
    assert not {"6S", "6D", "6C"} & set(pack)


def test_classic_ignores_the_shuffle_option() -> None:
    # Classic shuffles before every deal even with shuffle=when-empty: the second deal uses preset 2.
    pack, actions = deal(2, 0, {1: ["10S", "5S"], 0: ["10H", "4H"]})
    m = play("ferme", 2, {"first_dealer": 0, "shuffle": "when-empty"}, [pack, "AS 2S"], actions)
    assert m.view(1)["hands"][1] == ["AS"] and m.view(0)["hands"][0] == ["2S"]


# ----- the historical rule set
def hist(n: int, farmer: int, packs: list[str], actions: list[tuple[int, str]], **options: Any) -> Any:
    return play("ferme", n, {"first_dealer": farmer, **HIST, **options}, packs, actions)


def test_historical_start_stake_and_antes() -> None:
    # The farmer stakes 10 into the farm and does not ante; the others ante 1 into the pool.
    m = hist(3, 0, ["10S 9S 2S"], [])
    s = m.summary()
    assert s["stacks"] == [40, 49, 49] and s["table"] == {"farm": 10, "pool": 2}
    # The second card is not compulsory.
    assert m.to_act() == 2 and legal(m) == ["draw", "stand"]
    m = hist(3, 0, ["10S 9S 2S"], [], farm_stake=25)
    assert m.summary()["stacks"] == [25, 49, 49] and m.summary()["table"] == {"farm": 25, "pool": 2}
    # Ruling: a farmer with fewer chips than the stake puts up all he has (20 of 30).
    m = hist(3, 0, ["10S 9S 2S"], [], farm_stake=30, starting_chips=20)
    assert m.summary()["stacks"] == [0, 19, 19] and m.summary()["table"] == {"farm": 20, "pool": 2}


H2_HANDS = {3: ["10S"], 2: ["10H", "9H"], 1: ["10D", "2D"], 0: ["10C", "5C"]}


def test_historical_closest_takes_the_pool_and_fines_go_to_the_farm() -> None:
    # 4 players, farmer 0. Seat 3 stands on his first card (10); seat 2 19 bust pays 3 (a point over 16
    # each) into the farm; seat 1 12; the farmer 15 is closer but staked nothing into the pool.
    # Seat 1 takes the pool (3): 40, 49+3 = 52, 49−3 = 46, 49; farm 10+3 = 13 stays.
    # Next deal: the farm is on the table, so no new stake; the others ante: 40, 51, 45, 48, pool 3.
    pack, actions = deal(4, 0, H2_HANDS)
    m = hist(4, 0, [pack], actions)
    s = m.summary()
    assert s["stacks"] == [40, 51, 45, 48] and s["table"] == {"farm": 13, "pool": 3} and s["farmer"] == 0
    assert m.to_act() == 3 and s["deals"] == 1
    # The user stops: the farm (13) goes back to its farmer; the pool (3) split in four: 0 each, the odd
    # chips one each from the farmer's left: seats 1, 2, 3. → 53, 52, 46, 49.
    m.stop()
    s = m.summary()
    assert s["stacks"] == [53, 52, 46, 49] and table(m) == {} and s["finished"] and s["deals"] == 2


def test_historical_fines_into_the_pool() -> None:
    # As above with bust_pays_to=pool: seat 2's 3 go to the pool (6), which seat 1 takes: 55;
    # farm 10 stays. Ante → 40, 54, 45, 48, pool 3.
    pack, actions = deal(4, 0, H2_HANDS)
    m = hist(4, 0, [pack], actions, bust_pays_to="pool")
    s = m.summary()
    assert s["stacks"] == [40, 54, 45, 48] and s["table"] == {"farm": 10, "pool": 3}


def test_historical_sixteen_shows_at_once_and_takes_farm_and_pool() -> None:
    # 4 players, farmer 0, order 3, 2, 1, 0. Seat 3: 10S 9S = 19 bust, stands. Seat 2: 9H, draws 7H = 16
    # and shows at once: the deal stops (seat 1 and the farmer never act). Fines first: seat 3 pays 3
    # into the farm (13); seat 2 takes farm 13 + pool 3 = 16 → 65. 40, 49, 65, 46.
    # Seat 2 farms: stakes 10 → 55; the others ante: 39, 48, 45; pool 3, farm 10; his right (1) acts.
    m = hist(4, 0, ["10S 9H 2C 3C 9S 7H"], [(3, "draw"), (3, "stand"), (2, "draw")])
    s = m.summary()
    assert s["stacks"] == [39, 48, 55, 45] and s["table"] == {"farm": 10, "pool": 3}
    assert s["farmer"] == 2 and s["deals"] == 1 and m.to_act() == 1


def test_historical_a_bust_farmer_pays_nothing_and_an_all_bust_pool_stays() -> None:
    # 3 players, farmer 0. Seat 2 17 pays 1, seat 1 20 pays 4 into the farm (15); the farmer 19 pays
    # nothing. Everyone bust: the pool (2) stays. 40, 45, 48; ante → 44, 47, pool 4, farm 15.
    pack, actions = deal(3, 0, {2: ["10S", "7S"], 1: ["10H", "QH"], 0: ["10C", "9C"]})
    m = hist(3, 0, [pack], actions)
    s = m.summary()
    assert s["stacks"] == [40, 44, 47] and s["table"] == {"farm": 15, "pool": 4}


def test_historical_a_short_player_pays_what_he_has() -> None:
    # 2 players of 10, stake 10, farmer 0 (stack 0 after staking). Deal 1: seat 1 antes (9) and busts
    # with 19: pays 3 into the farm (13) → 6; no live non-farmer, so the pool (1) stays.
    # Deal 2: no new stake; seat 1 antes → 5, pool 2; busts with 10H 5H KH = 25: owes 9, pays his 5
    # (farm 18); the pool stays again.
    # Deal 3: seat 1 has no chip and leaves; the farmer (0 chips, but his farm is on the table) is the
    # last one in: his farm comes back (18) and the pool (2) is his → 20, the winner.
    packs, actions = deals(2, [(0, {1: ["10S", "9S"], 0: ["10C"]}), (0, {1: ["10H", "5H", "KH"], 0: ["10D"]})])
    m = hist(2, 0, packs, actions[:3], starting_chips=10)      # deal 1 over, deal 2 anted
    assert m.summary()["stacks"] == [0, 5] and m.summary()["table"] == {"farm": 13, "pool": 2}
    m = hist(2, 0, packs, actions[:-1], starting_chips=10)     # fines are paid at the showdown
    assert m.summary()["stacks"] == [0, 5] and m.view(1)["total"] == 25
    m.apply(0, "stand")
    s = m.summary()
    assert s["stacks"] == [20, 0] and table(m) == {} and s["finished"] and s["winner"] == 0 and s["deals"] == 2


def test_historical_pool_tie_splits_and_the_odd_chip_stays_in_the_pool() -> None:
    # Seats 3 and 2 on 12, seat 1 10: pool 3 → 1 each, 1 stays. 40, 49, 50, 50; ante → 48, 49, 49, pool 4.
    pack, actions = deal(4, 0, {3: ["10S", "2S"], 2: ["10H", "2H"], 1: ["10D"], 0: ["10C"]})
    m = hist(4, 0, [pack], actions)
    s = m.summary()
    assert s["stacks"] == [40, 48, 49, 49] and s["table"] == {"farm": 10, "pool": 4}


def test_historical_the_farmer_who_wins_his_own_farm_stakes_again() -> None:
    # Seats 2, 1 stand on 10 and 9; the farmer 9C 7C = 16 takes farm 10 and pool 2 → 52; 49, 49.
    # His farm was won, so he stakes again: 42; ante → 48, 48; pool 2, farm 10.
    pack, actions = deal(3, 0, {2: ["10S"], 1: ["9H"], 0: ["9C", "7C"]})
    m = hist(3, 0, [pack], actions[:-1])
    s = m.summary()
    assert s["stacks"] == [42, 48, 48] and s["table"] == {"farm": 10, "pool": 2} and s["farmer"] == 0
    assert s["deals"] == 1 and m.to_act() == 2


def test_historical_fixed_farmer_stakes_again_after_losing_the_farm() -> None:
    # Seat 2 9S 7S = 16 takes farm 10 + pool 2 → 61. Fixed: farmer 0 stakes again (40 → 30);
    # ante → 48, 60; pool 2, farm 10.
    m = hist(3, 0, ["9S 2H 2C 7S"], [(2, "draw")], next_farmer="fixed")
    s = m.summary()
    assert s["stacks"] == [30, 48, 60] and s["table"] == {"farm": 10, "pool": 2} and s["farmer"] == 0


def test_historical_rotate_returns_the_unwon_farm_to_the_old_farmer() -> None:
    # 3 players, farmer 0. Seat 2 19 bust pays 3 into the farm (13); seat 1 12 takes the pool (2);
    # the farmer stands on 10. Rotate → seat 2 farms: seat 0 takes the farm back, fines included
    # (40 + 13 = 53); seat 2 stakes 10 (46 − 10 = 36); ante: 52, 50; pool 2, farm 10.
    pack, actions = deal(3, 0, {2: ["10S", "9S"], 1: ["10H", "2H"], 0: ["10C"]})
    m = hist(3, 0, [pack], actions, next_farmer="rotate")
    s = m.summary()
    assert s["stacks"] == [52, 50, 36] and s["table"] == {"farm": 10, "pool": 2} and s["farmer"] == 2
    assert m.to_act() == 1


def test_historical_farmer_with_an_empty_stack_keeps_his_farm() -> None:
    # 2 players of 10, stake 10: the farmer's stack is 0. Seat 1 (9) stands on 10, the farmer on 5:
    # seat 1 takes the pool (1) → 10. The farm stays, so the farmer does not drop out: seat 1 antes → 9.
    pack, actions = deal(2, 0, {1: ["10S"], 0: ["5C"]})
    m = hist(2, 0, [pack], actions, starting_chips=10)
    s = m.summary()
    assert s["stacks"] == [0, 9] and s["table"] == {"farm": 10, "pool": 1} and not s["finished"]
    assert s["farmer"] == 0 and m.to_act() == 1


def test_historical_when_empty_deals_on_from_the_stock_and_reshuffles_only_old_cards() -> None:
    # 12 players, farmer 0, everyone stands on his first card: each deal takes 12 cards from the one
    # stock. Deal 4 gets the last 9 (seats 11 … 3), then the 36 cards of deals 1–3 are reshuffled
    # (the second preset) and seats 2, 1, 0 get its first three.
    full = [r + s for s in "SHDC" for r in ("A", "2", "3", "4", "5", "7", "9", "10", "J", "Q", "K")] + ["6H"]
    assert len(full) == 45
    stands = [(s, "stand") for s in order_of(12, 0)] * 3
    m = hist(12, 0, [" ".join(full), "3S AS 2S"], stands, shuffle="when-empty")
    assert m.summary()["deals"] == 3
    hands = [m.view(s)["hands"][s] for s in range(12)]
    assert [hands[s][0] for s in order_of(12, 0)[:9]] == full[36:]
    assert (hands[2], hands[1], hands[0]) == (["3S"], ["AS"], ["2S"])
    assert m.view(0)["stock"] == 33
    # The stock is used up by later draws and deals the same way, never holding a card in play.
    m.apply(11, "draw")
    assert m.view(11)["hands"][11] == [full[36], m.view(11)["hands"][11][1]]
    in_play = [c for s in range(12) for c in m.view(s)["hands"][s]]
    assert len(set(in_play)) == 13


def test_historical_every_deal_shuffles_before_each_deal() -> None:
    pack, actions = deal(2, 0, {1: ["10S"], 0: ["9C"]})
    m = hist(2, 0, [pack, "AS 2S"], actions)
    assert m.view(1)["hands"][1] == ["AS"] and m.view(0)["hands"][0] == ["2S"]
    m = hist(2, 0, [pack, "AS 2S"], actions, shuffle="when-empty")
    # when-empty: the second deal is dealt from the rest of the first stock (preset 2 unused yet).
    assert m.view(1)["hands"][1] != ["AS"]


def test_rotate_skips_a_player_who_is_out() -> None:
    # 3 players of 10, rotate from farmer 0: farmers 0, 2, 1, 0, 2 for deals 1–5. Each deal seats 0 and 2
    # are on 15 and seat 1 (13) pays 1 into their heap, which cannot be split → the farm.
    # Seat 1 −2 a deal → 0 after deal 5; seats 0, 2 −1 a deal → 5; farm 5 × 4 = 20.
    # After deal 5 the farm would pass to seat 1, who is out: it goes on to his right, seat 0.
    # Deal 6: seats 0 and 2 ante → 4, 0, 4, farm 22; order 2, then the farmer 0.
    hands = {0: ["10S", "5S"], 2: ["10H", "5H"], 1: ["10D", "3D"]}
    packs, actions = deals(3, [(f, hands) for f in (0, 2, 1, 0, 2)])
    m = play("ferme", 3, {"first_dealer": 0, "starting_chips": 10, "next_farmer": "rotate"}, packs, actions)
    s = m.summary()
    assert s["stacks"] == [4, 0, 4] and s["table"] == {"farm": 22} and s["farmer"] == 0 and s["deals"] == 5
    assert m.to_act() == 2 and m.view(0)["out"] == [1] and 1 in m.view(0)["idle"]
    m.apply(2, "draw")
    m.apply(2, "stand")
    assert m.to_act() == 0


def test_a_stopped_match_names_the_one_richest_player() -> None:
    # Ruling (the spec is silent): after a stop and the farm's split, the winner is the player with the
    # most chips if there is one, as in the other games; a tie has no winner.
    # Worked example, then stop: stacks 48, 50, 47, 47 and farm 8 → 2 each → 50, 52, 49, 49: seat 1.
    pack, actions = deal(4, 0, WORKED_HANDS)
    m = play("ferme", 4, {"first_dealer": 0}, [pack], actions)
    m.stop()
    s = m.summary()
    assert s["stacks"] == [50, 52, 49, 49] and s["winner"] == 1 and s["finished"] and s["deals"] == 2


# ----- random deals against a small model of the settlement written from the spec
def card_value(card: str) -> int:
    return {"A": 1, "J": 10, "Q": 10, "K": 10}.get(card[:-1]) or int(card[:-1])


def spec_settle(n: int, o: dict[str, Any], before: dict[str, Any], hands: dict[int, list[str]],
                early: int | None) -> tuple[list[int], dict[str, int], int | None, bool]:
    """Stacks, piles, farmer and finished after a showdown and the start of the next deal (the spec)."""
    hist = o["rule_set"] == "historical"
    st, tb, f = list(before["stacks"]), dict(before["table"]), before["farmer"]
    out, farm_up = list(before["out"]), before["farm_up"]
    total = {s: sum(card_value(c) for c in h) for s, h in hands.items()}

    def pay(src: int | str, dst: int | str, k: int) -> int:
        k = min(k, st[src] if isinstance(src, int) else tb[src])
        if isinstance(src, int):
            st[src] -= k
        else:
            tb[src] -= k
        if isinstance(dst, int):
            st[dst] += k
        else:
            tb[dst] += k
        return k

    def right_in(s: int) -> int:
        return next((s - k) % n for k in range(1, n + 1) if (s - k) % n not in out)

    won = None
    live = [s for s in hands if total[s] <= 16]
    if hist:
        for s in hands:
            if total[s] > 16 and s != f:
                pay(s, o["bust_pays_to"], total[s] - 16)
        if early is not None:
            won, farm_up = early, False
            pay("farm", early, tb["farm"])
            pay("pool", early, tb["pool"])
        elif rivals := [s for s in live if s != f]:
            best = [s for s in rivals if total[s] == max(total[r] for r in rivals)]
            share = tb["pool"] // len(best)         # the odd chips stay in the pool
            for s in best:
                pay("pool", s, share)
    else:
        for s in hands:
            if total[s] > 16 and s != f:
                pay(s, f, 1)
        if sixteen := [s for s in hands if total[s] == 16]:
            def key(s: int) -> tuple[int, ...]:
                brilliant, farmer, rest = "6H" not in hands[s], s != f, (len(hands[s]), (s - f) % n)
                return (farmer, brilliant, *rest) if o["tie_priority"] == "farmer-first" else (brilliant, rest[0], farmer, rest[1])
            won = min(sixteen, key=key)
            pay("farm", won, tb["farm"])
        elif live:
            top = max(total[s] for s in live)
            heap = sum(pay(s, "farm", 1) for s in live if total[s] < top)   # the heap's odd chips stay in the farm
            best = [s for s in live if total[s] == top]
            for s in best:
                pay("farm", s, heap // len(best))
    new = won if o["next_farmer"] == "winner" and won is not None else right_in(f) if o["next_farmer"] == "rotate" else f
    if hist and new != f and farm_up:
        pay("farm", f, tb["farm"])
        farm_up = False
    f = new
    out += [s for s in range(n) if s not in out and st[s] == 0 and not (hist and farm_up and s == f)]
    left = [s for s in range(n) if s not in out]
    if len(left) <= 1:
        if hist and farm_up:
            pay("farm", f, tb["farm"])
        ppl = sorted(left or list(hands), key=lambda s: (s - f - 1) % n)
        for pile in list(tb):
            share, odd = divmod(tb[pile], len(ppl))
            for i, s in enumerate(ppl):
                pay(pile, s, share + (i < odd))
        return st, tb, None, True
    if f in out:
        f = right_in(f)
    order = [(f - k) % n for k in range(1, n + 1) if (f - k) % n not in out]
    if hist and not farm_up:
        pay(f, "farm", o["farm_stake"])
    for s in order[:-1] if hist else order:
        pay(s, "pool" if hist else "farm", 1)
    return st, tb, f, False


@pytest.mark.parametrize("seed", range(12))
def test_random_deals_settle_as_the_spec_says(seed: int) -> None:
    rng = random.Random(seed)
    n = rng.randint(2, 12)
    o = {"starting_chips": rng.choice([10, 11, 13]), "next_farmer": rng.choice(["winner", "rotate", "fixed"]),
         "tie_priority": rng.choice(["brilliant-first", "farmer-first"]), "rule_set": ["classic", "historical"][seed % 2],
         "farm_stake": rng.choice([1, 3, 10]), "bust_pays_to": rng.choice(["farm", "pool"]),
         "shuffle": rng.choice(["every-deal", "when-empty"])}
    m = new_match("ferme", [Seat(f"P{i}") for i in range(n)], o, seed)
    settled = 0
    for _ in range(800):
        if m.finished:
            break
        seat = m.to_act()
        moves = legal(m)
        text = "draw" if "draw" in moves and (moves == ["draw"] or m.view(seat)["total"] < rng.choice([12, 14, 16, 17])) \
            else "stand"
        v = m.view(seat)
        before = m.summary() | {"out": v["out"], "farm_up": v["farm_up"]}
        m.apply(seat, text)
        if m.deals == before["deals"]:
            continue
        last = m.view(seat)["last"]
        hands = {int(s): h for s, h in last["hands"].items()}
        want = spec_settle(n, o, before, hands, seat if text == "draw" else None)
        got = m.summary()
        assert (got["stacks"], {k: v for k, v in got["table"].items() if v}, got["finished"]) == \
            (want[0], {k: v for k, v in want[1].items() if v}, want[3])
        if not want[3]:
            assert got["farmer"] == want[2]
        settled += 1
    assert settled > 5
