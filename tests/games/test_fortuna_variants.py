"""Fortuna for 3 players, 2 players and 2 with a talon: stacked-pack records checked to the chip."""

from __future__ import annotations

import pytest

from lomber.engine.errors import IllegalAction
from lomber.games.fortuna import rules as R
from tests.games.fortuna_deals import deal_string, from_tricks, rounds
from tests.records import play

THREE = R.pack_for("three", "C")
TWO = R.pack_for("two", "C")
TALON = R.pack_for("two-talon", None)


def test_packs() -> None:
    assert len(THREE) == 39 and sorted(c for c in THREE if c[-1] == "C") == ["AC", "KC", "QC"]
    assert not any(c[:-1] == "2" for c in THREE)
    assert len(TWO) == 26 and sorted(c[:-1] for c in TWO if c[-1] == "C") == sorted(["10", "J", "Q", "K", "A"])
    assert len(TALON) == 28 and {c[:-1] for c in TALON} == {"8", "9", "10", "J", "Q", "K", "A"}


def test_three_all_pass_pays_eight() -> None:
    m = play("fortuna", 3, {"first_dealer": 0, "short_suit": "C"}, [], [(1, "pass"), (2, "pass"), (0, "pass")])
    assert m.summary()["stacks"] == [2000 - 48, 1992, 1992] and m.summary()["table"] == {"pool": 24 + 16 + 24}
    assert m.view(1)["short_suit"] == "C" and len(m.view(1)["hands"][1]) == 13


def test_three_declarers_short_suit_trumps() -> None:
    # Three declarers need 4 each; clubs (A K Q only) are trumps. Seat 1 takes 5 with the AC alone (1 point).
    plan = [("S", 1), ("S", 1), ("S", 2), ("S", 2), ("H", 0), ("H", 0), ("H", 0), ("H", 1),
            ("D", 2), ("D", 2), ("D", 0), ("D", 1), ("C", 1)]
    tricks, left, _ = rounds([1, 2, 0], plan, THREE)
    assert not any(left.values())
    assert tricks[-1] == "AC QC KC"          # seat 1 leads the AC; the dealer (seat 0) shows the KC
    p, a = from_tricks(3, 0, [1, 2, 0], tricks, "KC", THREE)
    bids = [(1, "play"), (2, "play"), (0, "play")]
    m = play("fortuna", 3, {"first_dealer": 0, "short_suit": "C"}, [{"pack": p, "surs": "3S"}], bids + a)
    # ×2 (trumps are the preferences of spades). Seat 1: 1 leve + 1 = 2 points; seats 2 and 0: 4 tricks, 0.
    s = m.summary()
    assert s["scores"] == [[0, 0], [1, 1], [0, 0]]
    assert s["stacks"] == [2000 - 24 - 4, 2000 + 8 - 24, 2000 - 4]


def test_three_needs_and_nevolya() -> None:
    m = play("fortuna", 3, {"first_dealer": 0, "short_suit": "H"}, [], [(1, "play"), (2, "pass"), (0, "play")])
    assert m.view(0)["phase"] == "repass" and m.to_act() == 1
    m.apply(1, "stay")
    assert m.view(0)["needed"] == [5, 5, 0] and m.view(0)["idle"] == [2]
    m = play("fortuna", 3, {"first_dealer": 0, "short_suit": "H"}, [],
             [(1, "pass"), (2, "play"), (0, "pass"), (2, "force")])
    assert m.view(0)["needed"] == [0, 0, 6] and m.view(0)["active"] == [1, 2, 0]


def test_honour_tables() -> None:
    hand = ["AH", "KH", "QH", "JH", "10H"]
    assert [R.honour_points(hand[:k], "four", "H", None) for k in range(6)] == [0, 0, 1, 2, 4, 5]
    assert R.honour_points(["KH", "QH"], "four", "H", None) == 0
    assert R.honour_points(["AC", "KC", "QC"], "three", "C", "C") == 4
    assert R.honour_points(["KC", "QC"], "three", "C", "C") == 2
    assert R.honour_points(["AC"], "three", "C", "C") == 1 and R.honour_points(["KC"], "three", "C", "C") == 0
    assert R.honours_held(["AC", "KC", "10C"], "three", "C", "C") == 2


def two_deal(plan: list[tuple[str, int]], last: list[str]) -> tuple[str, list[tuple[int, str]]]:
    tricks, _left, _ = rounds([1, 0], plan, TWO)
    return from_tricks(2, 0, [1, 0], tricks + last, "JD", TWO)


def test_two_players_five_tricks_pays_no_remises() -> None:
    plan = [("S", 1), ("S", 1), ("S", 0), ("H", 1), ("H", 1), ("H", 0), ("D", 0), ("D", 0), ("D", 0),
            ("C", 1), ("C", 0)]
    p, a = two_deal(plan, ["JD JS", "JH QC"])
    m = play("fortuna", 2, {"first_dealer": 0, "short_suit": "C"}, [{"pack": p, "surs": "AS"}], a)
    # Seat 1 takes 5 of 6: pays (1 + 0) × 1 and no remise. Seat 0: 8 tricks, AD KD QD JD: [2, 4].
    s = m.summary()
    assert s["scores"] == [[2, 4], [0, 0]] and s["stacks"] == [2000 - 24 + 1, 2000 - 1 - 24]
    assert s["table"] == {"pool": 48}


def test_two_players_four_tricks_pays_remises() -> None:
    plan = [("S", 1), ("S", 1), ("S", 0), ("H", 1), ("H", 1), ("H", 0), ("D", 0), ("D", 0), ("D", 0),
            ("C", 0), ("C", 0)]
    p, a = two_deal(plan, ["JD JS", "JH QC"])
    m = play("fortuna", 2, {"first_dealer": 0, "short_suit": "C"}, [{"pack": p, "surs": "AS"}], a)
    # Seat 1 takes 4: (2 + 0) × 1 to seat 0, (2 short + 1 honour, the 10D) × 24 into the pool.
    s = m.summary()
    assert s["stacks"] == [2000 - 24 + 2, 2000 - 2 - 72 - 24] and s["table"] == {"pool": 24 + 72 + 24}
    assert s["scores"] == [[3, 4], [0, 0]]


def talon_match(actions_after: list[tuple[int, str]] | None = None):
    """Seat 1 (non-dealer) buys two, discards 8S 9S, takes 4 tricks and fails; ×2 (surs hearts, trumps D)."""
    in_play = [c for c in TALON if c not in ("8S", "9S")]
    plan = [("S", 1), ("S", 0), ("H", 1), ("H", 1), ("H", 0), ("D", 0), ("D", 0), ("D", 0),
            ("C", 1), ("C", 0), ("C", 0)]
    tricks, left, _ = rounds([1, 0], plan, in_play)
    tricks += [f"{left['D'][0]} {left['S'][0]}", f"{left['H'][0]} {left['C'][0]}"]
    _, acts = from_tricks(2, 0, [1, 0], tricks, "JD", in_play)
    final = {s: [c for t, c in acts if t == s] for s in (0, 1)}
    talon = final[1][:2]
    h1 = [c for c in final[1] if c not in talon] + ["8S", "9S"]
    h0 = [c for c in final[0] if c != "JD"] + ["JD"]
    pack = " ".join([x for pair in zip(h1[:12], h0[:12]) for x in pair] + talon + [h1[12], h0[12]])
    pre = [(1, "buy 2"), (1, "discard 9S 8S"), (0, "buy 0")]
    return play("fortuna", 2, {"variant": "two-talon", "first_dealer": 0}, [{"pack": pack, "surs": "8H"}],
                pre + (acts if actions_after is None else actions_after)), talon, acts


def test_talon_buyer_fails_pays_double() -> None:
    m, _talon, _acts = talon_match()
    # 4 chips per card into the pool; pool at play 24 + 8 = 32. Seat 1 fails by 2 with the 10D (0 points):
    # (2 + 0) × 2 × 2 to seat 0, and (2 + 1) remises of 32, doubled: 192.
    s = m.summary()
    assert s["stacks"] == [2000 - 24 + 8, 2000 - 8 - 8 - 192 - 24]
    assert s["table"] == {"pool": 24 + 8 + 192 + 24}
    assert s["scores"] == [[3, 4], [0, 0]]


def test_talon_buying_steps() -> None:
    m, talon, _ = talon_match([])
    v = m.view(1)
    assert v["phase"] == "play" and v["bought"] == [0, 2] and v["talon"] == 0 and v["stock"] == 0
    assert sorted(v["discards"]) == ["8S", "9S"] and set(talon) <= set(v["hands"][1])
    assert m.view(0)["discards"] == [] and m.view(0)["hands"][1] == ["?"] * 13
    assert v["pool_at_play"] == 32


def test_talon_illegal_buys_and_discards() -> None:
    m = play("fortuna", 2, {"variant": "two-talon", "first_dealer": 0}, [], [])
    assert m.to_act() == 1 and [c.text for c in m.legal_actions()] == ["buy 0..2"]
    with pytest.raises(IllegalAction, match="only 2 card"):
        m.apply(1, "buy 3")
    m.apply(1, "buy 1")
    hand = m.view(1)["hands"][1]
    with pytest.raises(IllegalAction, match="exactly 1"):
        m.apply(1, f"discard {hand[0]} {hand[1]}")
    m.apply(1, f"discard {hand[0]}")
    assert m.to_act() == 0 and [c.text for c in m.legal_actions()] == ["buy 0..1"]
    m.apply(0, "buy 1")
    m.apply(0, f"discard {m.view(0)['table_cards']['trump']}")   # the trump-showing card may go
    assert m.view(0)["phase"] == "play" and m.summary()["table"] == {"pool": 24 + 8}


def test_talon_dealer_says_buy_zero_when_nothing_left() -> None:
    m = play("fortuna", 2, {"variant": "two-talon", "first_dealer": 1}, [], [(0, "buy 2")])
    m.apply(0, "discard " + " ".join(m.view(0)["hands"][0][:2]))
    assert m.to_act() == 1 and [c.text for c in m.legal_actions()] == ["buy 0..0"]


def test_two_talon_deal_order() -> None:
    cards = TALON
    m = play("fortuna", 2, {"variant": "two-talon", "first_dealer": 0}, [" ".join(cards)], [])
    assert sorted(m.view(1)["hands"][1]) == sorted(cards[0:24:2] + [cards[26]])
    assert sorted(m.view(0)["hands"][0]) == sorted(cards[1:24:2] + [cards[27]])
    assert m.view(0)["table_cards"]["trump"] == cards[27] and m.talon == cards[24:26]


def test_deal_string_helper() -> None:
    assert deal_string(2, 0, {0: ["a", "b"], 1: ["c", "d"]}) == "c a d b"
