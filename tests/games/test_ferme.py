"""Ferme, rule by rule: records with stacked packs, checked to the chip (rules/ferme.md)."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from lomber.engine.errors import IllegalAction, OptionError
from lomber.engine.events import Ev, Event
from lomber.engine.match import Match, Seat
from lomber.engine.records import load_record, replay
from lomber.games.ferme.match import FermeMatch, card_value, hand_total
from lomber.games.ferme.pack import ferme_pack
from tests.records import play

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data"


def turn(seat: int, draws: int) -> list[tuple[int, str]]:
    """A player's turn: `draws` cards, then stand."""
    return [(seat, "draw")] * draws + [(seat, "stand")]


def settle(match: Match, seat: int, action: str) -> tuple[dict[str, int], list[Event]]:
    """Apply the deal's last action; return the chips each place gained in its settlement, and the events."""
    events = match.apply(seat, action)
    net: dict[str, int] = {}
    for e in events:
        if e.kind is Ev.DEAL_END:
            break
        if e.kind is Ev.CHIPS:
            net[e.src] = net.get(e.src, 0) - e.amount
            net[e.dst] = net.get(e.dst, 0) + e.amount
    return {k: v for k, v in net.items() if v}, events


def fingerprint(match: Match) -> str:
    return json.dumps([match.summary(), match.record(), [match.view(s) for s in range(match.n)], match.to_act()],
                      sort_keys=True)


# ----- pack, values, options


def test_pack_and_values() -> None:
    pack = ferme_pack()
    assert len(pack) == 45 and "6H" in pack
    assert not {"8S", "8H", "8D", "8C", "6S", "6D", "6C"} & set(pack)
    assert [card_value(c) for c in ("AS", "2C", "9D", "10H", "JS", "QC", "KD", "6H")] == [1, 2, 9, 10, 10, 10, 10, 6]
    assert hand_total(["AS", "5C", "KD"]) == 16


def test_options_exactly_as_the_table() -> None:
    specs = {s.key: s for s in FermeMatch.option_specs}
    assert list(specs) == ["starting_chips", "next_farmer", "tie_priority", "rule_set", "farm_stake",
                           "bust_pays_to", "shuffle", "first_dealer"]
    assert (specs["starting_chips"].default, specs["starting_chips"].lo, specs["starting_chips"].hi) == (50, 10, 1000)
    assert specs["next_farmer"].values == ("winner", "rotate", "fixed") and specs["next_farmer"].default == "winner"
    assert specs["tie_priority"].values == ("brilliant-first", "farmer-first")
    assert specs["tie_priority"].default == "brilliant-first"
    assert specs["rule_set"].values == ("classic", "historical") and specs["rule_set"].default == "classic"
    assert (specs["farm_stake"].default, specs["farm_stake"].lo, specs["farm_stake"].hi) == (10, 1, 100)
    assert specs["bust_pays_to"].values == ("farm", "pool") and specs["bust_pays_to"].default == "farm"
    assert specs["shuffle"].values == ("every-deal", "when-empty") and specs["shuffle"].default == "every-deal"
    assert specs["first_dealer"].default is None and specs["first_dealer"].seat
    assert all(s.help and "\n" not in s.help for s in specs.values())


@pytest.mark.parametrize("options,word", [
    ({"stake": 3}, "unknown option"),
    ({"next_farmer": "random"}, "next_farmer"),
    ({"tie_priority": "farmer"}, "tie_priority"),
    ({"rule_set": "modern"}, "rule_set"),
    ({"starting_chips": 9}, "starting_chips"),
    ({"starting_chips": 1001}, "starting_chips"),
    ({"starting_chips": "50"}, "starting_chips"),
    ({"farm_stake": 0}, "farm_stake"),
    ({"bust_pays_to": "farmer"}, "bust_pays_to"),
    ({"shuffle": "never"}, "shuffle"),
    ({"first_dealer": 3}, "first_dealer"),
    ({"first_dealer": True}, "first_dealer"),
])
def test_bad_options_refused(options: dict, word: str) -> None:
    with pytest.raises(OptionError, match=word):
        FermeMatch([Seat(f"P{i}") for i in range(3)], options, 1)


def test_player_range() -> None:
    for n in (1, 13):
        with pytest.raises(OptionError):
            FermeMatch([Seat(f"P{i}") for i in range(n)], {}, 1)
    assert FermeMatch([Seat(f"P{i}") for i in range(12)], {}, 1).to_act() is not None


def test_historical_options_accepted_and_ignored_in_classic() -> None:
    m = play("ferme", 3, {"first_dealer": 0, "farm_stake": 7, "bust_pays_to": "pool", "shuffle": "when-empty"},
             [], [])
    assert m.summary()["table"] == {"farm": 3} and m.summary()["stacks"] == [49, 49, 49]


# ----- choosing the first farmer, dealing


@pytest.mark.parametrize("seed,seats", [(1, 3), (7, 5), (2026, 12), (99, 2)])
def test_first_farmer_drawn_face_up_until_the_brilliant(seed: int, seats: int) -> None:
    pack = ferme_pack()
    random.Random(seed).shuffle(pack)
    k = pack.index("6H")
    m = FermeMatch([Seat(f"P{i}") for i in range(seats)], {}, seed)
    assert m.farmer == k % seats == m.summary()["farmer"]
    drawn = [e for e in m.start_events if e.kind is Ev.DEALT and e.reason == "draw-farmer"]
    assert [(e.seat, e.cards[0], e.face_up) for e in drawn] == [(i % seats, c, True) for i, c in enumerate(pack[:k + 1])]
    role = next(e for e in m.start_events if e.kind is Ev.ROLE)
    assert role.seat == m.farmer and role.reason == "farmer"
    # A stacked pack never decides the draw.
    stacked = FermeMatch([Seat(f"P{i}") for i in range(seats)], {}, seed, [{"pack": "6H"}])
    assert stacked.farmer == m.farmer


def test_deal_order_from_the_farmers_right_farmer_last() -> None:
    m = play("ferme", 5, {"first_dealer": 2}, ["AS 2S 3S 4S 5S 7S 9S"], [(1, "draw")])
    v = m.view(1)
    assert v["order"] == [1, 0, 4, 3, 2] and v["roles"] == {"farmer": 2}
    assert v["hands"] == [["?"], ["AS", "7S"], ["?"], ["?"], ["?"]]
    assert [m.view(s)["hands"][s] for s in (0, 4, 3, 2)] == [["2S"], ["3S"], ["4S"], ["5S"]]
    assert v["total"] == 8 and v["totals"] == [None, 8, None, None, None] and v["stock"] == 39
    assert m.summary()["table"] == {"farm": 5} and m.summary()["stacks"] == [49] * 5
    dealt = [e for e in m.start_events if e.kind is Ev.DEALT and e.reason == "hand"]
    assert [(e.seat, e.face_up) for e in dealt] == [(1, False), (0, False), (4, False), (3, False), (2, False)]
    m.apply(1, "stand")
    assert m.to_act() == 0 and m.view(0)["hands"][0] == ["2S"]


# ----- the worked example and the example record


def test_worked_example() -> None:
    actions = turn(3, 1) + turn(2, 1) + turn(1, 2) + turn(0, 1)
    m = play("ferme", 4, {"first_dealer": 0}, ["10S 9C KH 4S 7H 5D 2C 3S 10D"], actions[:-1])
    assert m.summary()["stacks"] == [49, 49, 49, 49] and m.summary()["table"] == {"farm": 4}
    net, events = settle(m, 0, "stand")
    assert net == {"seat:3": -1, "seat:1": 2, "seat:2": -1}  # the farmer: +1 from seat 3, -1 to seat 1
    bust = [e for e in events if e.kind is Ev.CHIPS and e.reason == "bust"]
    assert [(e.src, e.dst, e.amount) for e in bust] == [("seat:3", "seat:0", 1)]
    closest = sorted((e.src, e.dst, e.amount) for e in events if e.kind is Ev.CHIPS and e.reason == "closest")
    assert closest == [("seat:0", "seat:1", 1), ("seat:2", "seat:1", 1)]
    shown = {e.seat: e.cards for e in events if e.kind is Ev.SHOWN}
    assert shown == {3: ("10S", "7H"), 2: ("9C", "5D"), 1: ("KH", "2C", "3S"), 0: ("4S", "10D")}
    s = m.summary()
    # Changes −1, +1, −2, −2 with the antes; the next deal's antes are already paid (farm 4 + 4).
    assert s["stacks"] == [49 - 1, 51 - 1, 48 - 1, 48 - 1] and s["table"] == {"farm": 8}
    assert s["deals"] == 1 and s["farmer"] == 0 and not s["finished"] and s["winner"] is None
    assert m.to_act() == 3


def test_example_record_summary() -> None:
    want = json.loads((DATA / "ferme-record.summary.json").read_text())
    m = replay(load_record(DATA / "ferme-record.json"))
    got = m.summary()
    assert {k: got[k] for k in want} == want


def test_example_record_via_cli() -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT / "app"))
    out = subprocess.run([sys.executable, "-m", "lomber", "replay", str(DATA / "ferme-record.json"), "--json"],
                         capture_output=True, text=True, env=env, timeout=60, check=True)
    want = json.loads((DATA / "ferme-record.summary.json").read_text())
    got = json.loads(out.stdout)
    assert {k: got[k] for k in want} == want


# ----- classic play and showdown


def test_second_card_compulsory_and_bust_only_stands() -> None:
    m = play("ferme", 3, {"first_dealer": 0}, ["10S 9C 4D KS"], [])
    assert [a.text for a in m.legal_actions()] == ["draw"]
    before = fingerprint(m)
    with pytest.raises(IllegalAction, match="compulsory"):
        m.apply(2, "stand")
    assert fingerprint(m) == before
    m.apply(2, "draw")
    assert [a.text for a in m.legal_actions()] == ["stand"]
    before = fingerprint(m)
    with pytest.raises(IllegalAction, match="bust"):
        m.apply(2, "draw")
    assert fingerprint(m) == before


def test_illegal_actions_name_the_rule_and_change_nothing() -> None:
    m = play("ferme", 3, {"first_dealer": 0}, ["10S 9C 4D 5S"], [(2, "draw")])
    before = fingerprint(m)
    for seat, text, word in [(1, "draw", "turn"), (0, "stand", "turn"), (2, "bet 5", "not a Ferme action"),
                             (2, "pass", "not a Ferme action"), (2, "QH", "not a Ferme action")]:
        with pytest.raises(IllegalAction, match=word):
            m.apply(seat, text)
        assert fingerprint(m) == before
    m.apply(2, "draw")  # 10 + 5 + next card, drawing on any total up to 16 is allowed
    assert m.view(2)["hands"][2][:2] == ["10S", "5S"]


def test_bust_farmer_pays_nobody_and_still_collects() -> None:
    m = play("ferme", 3, {"first_dealer": 0}, ["10S 10H 10D KS 5H 9D"], turn(2, 1) + turn(1, 1) + [(0, "draw")])
    net, _ = settle(m, 0, "stand")
    # Seat 2 (20) pays the farmer; seat 1 (15) is closest but the bust farmer owes him nothing.
    assert net == {"seat:2": -1, "seat:0": 1}
    assert m.summary()["stacks"] == [49, 48, 47] and m.summary()["table"] == {"farm": 6}


def test_sixteen_wins_the_farm_no_closest_payments_and_becomes_farmer() -> None:
    # Order 3, 2, 1, 0: seat 3 on 16 (9S 7S), seat 2 12, seat 1 on 16 too (9C 7C), farmer 13.
    actions = turn(3, 1) + turn(2, 1) + turn(1, 1) + [(0, "draw")]
    m = play("ferme", 4, {"first_dealer": 0}, ["9S 10H 9C 10D 7S 2C 7C 3D"], actions)
    net, events = settle(m, 0, "stand")
    # Both have 2 cards and no brilliant: the one nearest the farmer's left (seat 1) wins.
    assert net == {"farm": -4, "seat:1": 4}
    assert not [e for e in events if e.kind is Ev.CHIPS and e.reason == "closest"]
    s = m.summary()
    assert s["farmer"] == 1 and s["stacks"] == [48, 52, 48, 48] and s["table"] == {"farm": 4}
    assert m.view(0)["order"] == [0, 3, 2, 1]


def _three_way(priority: str, pack: str, actions: list[tuple[int, str]]) -> tuple[dict[str, int], Match]:
    m = play("ferme", 3, {"first_dealer": 0, "tie_priority": priority}, [pack], actions[:-1])
    net, _ = settle(m, *actions[-1])
    return net, m


def test_tie_priority_1_brilliant_beats_fewer_cards() -> None:
    # Seat 2: 6H 5S 5H (3 cards, the brilliant); seat 1: 9C 7C (2 cards); farmer 12.
    actions = turn(2, 2) + turn(1, 1) + turn(0, 1)
    net, m = _three_way("brilliant-first", "6H 9C 10D 5S 5H 7C 2S", actions)
    assert net == {"farm": -3, "seat:2": 3}
    assert m.summary()["farmer"] == 2 and m.summary()["stacks"] == [48, 48, 51]


def test_tie_priority_2_fewest_cards() -> None:
    # Seat 2: 10S 3S 3H (3 cards); seat 1: 9C 7C (2 cards).
    actions = turn(2, 2) + turn(1, 1) + turn(0, 1)
    net, m = _three_way("brilliant-first", "10S 9C 10D 3S 3H 7C 2S", actions)
    assert net == {"farm": -3, "seat:1": 3} and m.summary()["farmer"] == 1


def test_tie_priority_3_the_farmer_before_his_left() -> None:
    # Everyone on 16 with two cards and no brilliant: the farmer keeps the farm.
    actions = turn(2, 1) + turn(1, 1) + turn(0, 1)
    net, m = _three_way("brilliant-first", "9S 9C 9D 7S 7C 7D", actions)
    assert net == {"farm": -3, "seat:0": 3}
    assert m.summary()["farmer"] == 0 and m.summary()["stacks"] == [51, 48, 48]


def test_tie_priority_4_nearest_the_farmers_left() -> None:
    # Seats 1 and 2 on 16 with two cards; the farmer 12: seat 1 (farmer + 1) wins, not seat 2.
    actions = turn(2, 1) + turn(1, 1) + turn(0, 1)
    net, m = _three_way("brilliant-first", "9S 9C 10D 7S 7C 2D", actions)
    assert net == {"farm": -3, "seat:1": 3} and m.summary()["farmer"] == 1


def test_farmer_first_priority() -> None:
    # Seat 2: 6H 10S (2 cards, the brilliant); the farmer 9D 4D 3D (3 cards): farmer-first gives him the farm.
    actions = turn(2, 1) + turn(1, 1) + turn(0, 2)
    pack = "6H 10H 9D 10S 2C 4D 3D"
    net, m = _three_way("farmer-first", pack, actions)
    assert net == {"farm": -3, "seat:0": 3} and m.summary()["farmer"] == 0
    net, m = _three_way("brilliant-first", pack, actions)
    assert net == {"farm": -3, "seat:2": 3} and m.summary()["farmer"] == 2
    # Without the farmer on 16, farmer-first falls back to the usual order (the brilliant first).
    net, _ = _three_way("farmer-first", "6H 9C 10D 5S 5H 7C 2S", turn(2, 2) + turn(1, 1) + turn(0, 1))
    assert net == {"farm": -3, "seat:2": 3}


def test_closest_tie_splits_the_heap_odd_chip_to_the_farm() -> None:
    # Seats 4 and 3 on 15 tie; seats 2 (12), 1 (13) and the farmer (14) pay 1 each: 1 each, 1 to the farm.
    actions = turn(4, 1) + turn(3, 1) + turn(2, 1) + turn(1, 1) + turn(0, 1)
    m = play("ferme", 5, {"first_dealer": 0}, ["10S 10H 10D 10C JS 5S 5H 2D 3C 4S"], actions[:-1])
    net, _ = settle(m, 0, "stand")
    assert net == {"seat:2": -1, "seat:1": -1, "seat:0": -1, "seat:4": 1, "seat:3": 1, "farm": 1}
    assert m.summary()["stacks"] == [47, 47, 47, 49, 49] and m.summary()["table"] == {"farm": 6 + 5}


def test_everyone_bust_the_farm_stays() -> None:
    actions = turn(2, 1) + turn(1, 1) + turn(0, 1)
    m = play("ferme", 3, {"first_dealer": 0}, ["10S 10H 10D KS KH KD"], actions[:-1])
    net, _ = settle(m, 0, "stand")
    assert net == {"seat:2": -1, "seat:1": -1, "seat:0": 2}
    assert m.summary()["stacks"] == [50, 47, 47] and m.summary()["table"] == {"farm": 6}


def test_stock_runs_out_only_stand_then_drawing_on_16() -> None:
    # Twelve players; seats 11 … 1 each reach 16 and (foolishly, but legally) draw again to 26.
    # The farmer then finds the stock empty: his only action is stand, even before his compulsory card.
    firsts = "10S 10H 10D 10C JS 9S 9H 9D 9C 4S 3S 4C"
    draws = {11: "6H KS", 10: "5S AS KH", 9: "5H AH KD", 8: "5D AD KC", 7: "5C AC QS", 6: "7S QH", 5: "7H QD",
             4: "7D QC", 3: "7C JH", 2: "4H 4D 2S 2H JD", 1: "3H 3D 3C 2D 2C JC"}
    pack = " ".join([firsts] + [draws[s] for s in range(11, 0, -1)])
    actions = [a for s in range(11, 0, -1) for a in turn(s, len(draws[s].split()))]
    m = play("ferme", 12, {"first_dealer": 0}, [pack], actions)
    v = m.view(0)
    assert v["stock"] == 0 and not v["can_draw"] and v["hands"][0] == ["4C"]
    assert [a.text for a in m.legal_actions()] == ["stand"]
    with pytest.raises(IllegalAction, match="stock is empty"):
        m.apply(0, "draw")
    net, _ = settle(m, 0, "stand")
    # Eleven busts pay the farmer; he alone is not bust, so he is closest with nobody below him.
    assert net == {**{f"seat:{s}": -1 for s in range(1, 12)}, "seat:0": 11}
    assert m.summary()["stacks"] == [59] + [47] * 11 and m.summary()["table"] == {"farm": 24}


# ----- next farmer


def test_next_farmer_rotate_and_fixed() -> None:
    actions = turn(2, 1) + turn(1, 1) + turn(0, 1)
    pack = "9S 10H 10D 7S 2C 3D"  # seat 2 wins the farm with 16
    assert play("ferme", 3, {"first_dealer": 0}, [pack], actions).summary()["farmer"] == 2
    rot = play("ferme", 3, {"first_dealer": 0, "next_farmer": "rotate"}, [pack], actions)
    assert rot.summary()["farmer"] == 2 and rot.to_act() == 1
    fixed = play("ferme", 3, {"first_dealer": 0, "next_farmer": "fixed"}, [pack], actions)
    assert fixed.summary()["farmer"] == 0 and fixed.to_act() == 2
    assert fixed.summary()["stacks"] == [48, 48, 51]
    # Rotate moves to the farmer's right after every deal, won or not.
    nobody = "10S 10H 10D 2S 2C 3D"
    rot = play("ferme", 3, {"first_dealer": 0, "next_farmer": "rotate"}, [nobody, nobody],
               actions + turn(1, 1) + turn(0, 1) + turn(2, 1))
    assert rot.summary()["farmer"] == 1 and rot.summary()["deals"] == 2


# ----- dropping out and the end of the match


def test_drop_out_and_match_end_last_player_takes_the_farm() -> None:
    # Two players, 10 chips: seat 1 busts every deal (ante + fine), the farmer breaks even.
    deal = "10S 10H KS 2C"
    actions = (turn(1, 1) + turn(0, 1)) * 5
    m = play("ferme", 2, {"first_dealer": 0, "starting_chips": 10}, [deal] * 5, actions)
    s = m.summary()
    assert s["finished"] and s["winner"] == 0 and s["deals"] == 5
    assert s["stacks"] == [20, 0] and s["table"] == {"farm": 0}
    assert m.to_act() is None and m.legal_actions() == [] and m.view(0)["out"] == [1]
    with pytest.raises(IllegalAction, match="over"):
        m.apply(0, "draw")


def test_farmer_drops_out_his_right_takes_over_and_stop_splits() -> None:
    # The farmer pays into the closest heap every deal (seats 1 and 2 tie on 15, odd chip to the farm).
    deal = "10S 10H 10D 5S 5H 2C"
    actions = (turn(2, 1) + turn(1, 1) + turn(0, 1)) * 5
    m = play("ferme", 3, {"first_dealer": 0, "starting_chips": 10}, [deal] * 5, actions)
    s = m.summary()
    assert s["stacks"] == [0, 4, 4] and s["table"] == {"farm": 22} and s["deals"] == 5
    assert s["farmer"] == 2 and m.view(1)["out"] == [0] and m.view(1)["order"] == [1, 2] and not s["finished"]
    events = m.stop()
    s = m.summary()
    assert s["finished"] and s["winner"] is None and s["deals"] == 6
    assert s["stacks"] == [0, 15, 15] and s["table"] == {"farm": 0}
    assert events[-1].kind is Ev.MATCH_END


def test_stop_splits_the_farm_odd_chips_from_the_farmers_left() -> None:
    m = replay(load_record(DATA / "ferme-record.json"))  # farmer 1, farm 7, stacks 18 18 17
    m.stop()
    s = m.summary()
    # 7 = 2 each + 1 odd chip to seat 2 (the farmer's left); the farmer would be last.
    assert s["stacks"] == [20, 20, 20] and s["table"] == {"farm": 0} and s["finished"]
    assert m.stop() == [] and m.summary() == s


# ----- the historical rule set


HIST = {"first_dealer": 0, "rule_set": "historical"}


def test_historical_stake_pool_stand_on_first_card_closest_takes_pool() -> None:
    m = play("ferme", 3, HIST, [], [])
    assert m.summary()["stacks"] == [40, 49, 49] and m.summary()["table"] == {"farm": 10, "pool": 2}
    actions = [(2, "stand")] + turn(1, 1) + turn(0, 1)
    m = play("ferme", 3, HIST, ["10S 9C 10D 5C 3D"], actions[:-1])
    net, _ = settle(m, 0, "stand")
    assert net == {"pool": -2, "seat:1": 2}  # seat 1 (14) beats seat 2 (10); the farmer's 13 does not count
    s = m.summary()
    assert s["stacks"] == [40, 50, 48] and s["table"] == {"farm": 10, "pool": 2} and s["farmer"] == 0


def test_historical_bust_fines_per_point_to_the_farm_and_pool_split() -> None:
    # Seat 3 and 2 tie on 14, seat 1 busts with 20 (fine 4 into the farm), the bust farmer pays nothing.
    actions = turn(3, 1) + turn(2, 1) + turn(1, 1) + turn(0, 1)
    m = play("ferme", 4, HIST, ["9S 10H 10C 10D 5S 4H KC QD"], actions[:-1])
    net, _ = settle(m, 0, "stand")
    assert net == {"seat:1": -4, "farm": 4, "pool": -2, "seat:3": 1, "seat:2": 1}
    s = m.summary()
    assert s["stacks"] == [40, 44, 49, 49] and s["table"] == {"farm": 14, "pool": 1 + 3}


def test_historical_bust_fines_to_the_pool_everyone_bust_pool_stays() -> None:
    actions = turn(2, 1) + turn(1, 1) + turn(0, 1)
    m = play("ferme", 3, {**HIST, "bust_pays_to": "pool"}, ["10S 10H 10D KS QH 2D"], actions[:-1])
    net, _ = settle(m, 0, "stand")
    assert net == {"seat:2": -4, "seat:1": -4, "pool": 8}
    s = m.summary()
    assert s["stacks"] == [40, 44, 44] and s["table"] == {"farm": 10, "pool": 10 + 2}


def test_historical_early_sixteen_ends_the_deal_at_once() -> None:
    # Seat 3 busts (20, fine 4); seat 2 reaches 16 and shows: he takes farm (10 + 4) and pool (3).
    m = play("ferme", 4, HIST, ["10S 9C 10H 10D KS 7C"], turn(3, 1))
    net, events = settle(m, 2, "draw")
    assert net == {"seat:3": -4, "farm": -10, "pool": -3, "seat:2": 17}
    assert {e.seat for e in events if e.kind is Ev.SHOWN} == {0, 1, 2, 3}
    s = m.summary()
    assert s["farmer"] == 2 and s["deals"] == 1
    assert s["stacks"] == [39, 48, 66 - 10, 44] and s["table"] == {"farm": 10, "pool": 3}
    assert m.to_act() == 1 and m.view(1)["order"] == [1, 0, 3, 2]


def test_historical_no_compulsory_card_and_16_needs_no_stand() -> None:
    m = play("ferme", 3, HIST, ["9S 10H 10D"], [])
    assert [a.text for a in m.legal_actions()] == ["draw", "stand"]


def test_historical_rotate_returns_the_farm_to_the_old_farmer() -> None:
    actions = turn(2, 1) + turn(1, 1) + turn(0, 1)
    m = play("ferme", 3, {**HIST, "next_farmer": "rotate"}, ["10S 9C 10D KS 5C 3D"], actions[:-1])
    net, events = settle(m, 0, "stand")
    assert net == {"seat:2": -4, "farm": 4, "pool": -2, "seat:1": 2}
    returned = [e for e in events if e.kind is Ev.CHIPS and e.reason == "farm-returned"]
    assert [(e.src, e.dst, e.amount) for e in returned] == [("farm", "seat:0", 14)]
    s = m.summary()
    assert s["farmer"] == 2 and s["stacks"] == [53, 50, 35] and s["table"] == {"farm": 10, "pool": 2}


def test_historical_farmer_keeps_his_seat_with_an_empty_stack_while_his_farm_is_out() -> None:
    # Stake 20 from 10 chips: he stakes all he has and stays in with nothing while the farm is on the table.
    actions = turn(2, 1) + turn(1, 1) + turn(0, 1)
    opts = {**HIST, "starting_chips": 10, "farm_stake": 20}
    m = play("ferme", 3, opts, ["10S 9C 10D 5S 5C 3D"], [])
    assert m.summary()["stacks"] == [0, 9, 9] and m.summary()["table"] == {"farm": 10, "pool": 2}
    m = play("ferme", 3, opts, ["10S 9C 10D 5S 5C 3D"], actions)
    s = m.summary()
    assert s["stacks"] == [0, 8, 10] and s["table"] == {"farm": 10, "pool": 2}
    assert m.view(0)["out"] == [] and s["farmer"] == 0 and m.view(0)["order"] == [2, 1, 0]


def test_historical_stop_farm_back_to_farmer_pool_split() -> None:
    m = play("ferme", 3, HIST, ["10S 9C 10D 5C 3D"], [(2, "stand")] + turn(1, 1) + turn(0, 1))
    m.stop()
    s = m.summary()
    # Farm 10 back to the farmer; pool 2: one chip each from the farmer's left (seats 1 and 2).
    assert s["stacks"] == [50, 51, 49] and s["table"] == {"farm": 0, "pool": 0} and s["finished"]


def test_historical_when_empty_deals_on_then_reshuffles_earlier_deals() -> None:
    firsts = ["10S AS AH AD AC 2S 2H 2D 2C 3S 3H 10H",
              "10D 3D 3C 4S 4H 4D 4C 5S 5H 5D 5C 10C",
              "JS 6H 7S 7H 7D 7C 9S 9H 9D 9C JD JH",
              "JC QS QH QD QC KS KH KD KC"]
    opts = {**HIST, "shuffle": "when-empty"}
    stand_all = [(s, "stand") for s in range(11, -1, -1)]
    m = play("ferme", 12, opts, [" ".join(firsts), "AS 2S 3S"], stand_all * 3)
    hands = [m.view(s)["hands"][s] for s in range(12)]
    # Deal 4: the last nine cards of the stock to seats 11 … 3, then the reshuffled earlier cards.
    assert hands[11:2:-1] == [["JC"], ["QS"], ["QH"], ["QD"], ["QC"], ["KS"], ["KH"], ["KD"], ["KC"]]
    assert [hands[2], hands[1], hands[0]] == [["AS"], ["2S"], ["3S"]]
    v = m.view(0)
    assert v["stock"] == 33 and v["discards"] == []
    s = m.summary()
    # Seat 11's ten takes the pool (11) twice; then he and seat 1 tie on ten: 5 each, 1 stays.
    assert s["stacks"] == [40, 51] + [46] * 9 + [73] and s["table"] == {"farm": 10, "pool": 12}
    assert s["deals"] == 3


def test_historical_when_empty_second_deal_from_the_remaining_stock() -> None:
    opts = {**HIST, "shuffle": "when-empty"}
    m = play("ferme", 3, opts, ["10S 9C 10D 5C 3D 4S 4H 4D"], [(2, "stand")] + turn(1, 1) + turn(0, 1))
    assert [m.view(s)["hands"][s] for s in (2, 1, 0)] == [["4S"], ["4H"], ["4D"]]
    assert sorted(m.view(0)["discards"]) == sorted(["10S", "9C", "5C", "10D", "3D"]) and m.view(0)["stock"] == 37


# ----- view and clone


def test_view_hides_others_until_the_showdown() -> None:
    m = play("ferme", 2, {"first_dealer": 0, "starting_chips": 10}, ["10S 10H KS 2C"] * 5,
             (turn(1, 1) + turn(0, 1)) * 5)
    v = m.view(1)
    assert v["finished"] and v["hands"] == [["10H", "2C"], ["10S", "KS"]] and v["totals"] == [12, 20]
    live = play("ferme", 3, {"first_dealer": 0}, ["10S 9C 10D"], [])
    v = live.view(1)
    assert v["hands"] == [["?"], ["9C"], ["?"]] and v["total"] == 9 and v["roles"] == {"farmer": 0}
    for key in ("game", "seat", "to_act", "deals", "finished", "stacks", "table", "hands", "stock", "center",
                "table_cards", "roles", "idle", "out"):
        assert key in v
    assert v["last"] == {}
    json.dumps(v)


def test_clone_is_independent() -> None:
    m = play("ferme", 3, {"first_dealer": 0, "rule_set": "historical", "shuffle": "when-empty"}, [], [])
    before = fingerprint(m)
    c = m.clone()
    while not c.finished and c.deals < 3:
        c.apply(c.to_act(), c.legal_actions()[0])
    assert fingerprint(m) == before
    c.check_invariants()


def test_short_of_chips_pays_what_he_has() -> None:
    # Seat 1 loses 2 a deal (ante and bust fine); in deal 6 his ante is his last chip and his fine goes unpaid.
    deal = "10S 10H KS 2C"
    actions = (turn(1, 1) + turn(0, 1)) * 6
    m = play("ferme", 2, {"first_dealer": 0, "starting_chips": 11}, [deal] * 6, actions[:-1])
    assert m.summary()["stacks"] == [10, 0]
    net, events = settle(m, 0, "stand")
    assert net == {} and not [e for e in events if e.kind is Ev.CHIPS and e.reason == "bust"]
    s = m.summary()
    assert s["finished"] and s["winner"] == 0 and s["stacks"] == [22, 0] and s["deals"] == 6
