"""Fortuna, 4 players: nevolya made and failed (punition juste), souverains and the end of a partie."""

from __future__ import annotations

from tests.games.fortuna_deals import FULL, duel, from_tricks, rounds
from tests.records import play

FORCE_BIDS = [(1, "play"), (2, "pass"), (3, "pass"), (0, "pass"), (1, "force")]


def nevolya_deal(plan: list[tuple[str, int]], last: str) -> tuple[str, list[tuple[int, str]]]:
    """All four follow suit for twelve tricks; `last` is the thirteenth (the four jacks)."""
    tricks, _, _ = rounds([1, 2, 3, 0], plan, FULL)
    return from_tricks(4, 0, [1, 2, 3, 0], tricks + [last], "2H", FULL)


FAIL_PLAN = [("S", 1), ("S", 1), ("S", 2), ("D", 2), ("D", 3), ("D", 3),
             ("C", 0), ("C", 0), ("C", 0), ("H", 1), ("H", 1), ("H", 0)]


def test_nevolya_failed_punition_juste() -> None:
    # Seat 1 forces and takes 4 of the 5 he needs, holding AH KH (1 honour point, 2 honours). Surs D: ×2.
    p, a = nevolya_deal(FAIL_PLAN, "JS JD JH JC")
    m = play("fortuna", 4, {"first_dealer": 0}, [{"pack": p, "surs": "3D"}], FORCE_BIDS + a[:-1])
    assert m.view(0)["taken"] == [4, 4, 2, 2] and m.view(0)["needed"] == [0, 5, 0, 0]
    events = m.apply(*a[-1])
    chips = [(e.src, e.dst, e.amount, e.reason) for e in events if e.kind.value == "chips"]
    # (1 short + 1 honour point) × 2 to each forced player, (1 + 2) remises of 24, 12 chips each.
    assert chips[:7] == [("seat:1", "seat:2", 4, "punition"), ("seat:1", "seat:3", 4, "punition"),
                         ("seat:1", "seat:0", 4, "punition"), ("seat:1", "pool", 72, "remise"),
                         ("seat:1", "seat:2", 12, "consolation"), ("seat:1", "seat:3", 12, "consolation"),
                         ("seat:1", "seat:0", 12, "consolation")]
    s = m.summary()
    assert s["stacks"] == [2000 - 24 + 16, 2000 - 12 - 72 - 36 - 24, 2016, 2016]
    assert s["table"] == {"pool": 24 + 72 + 24} and s["scores"] == [[0, 0]] * 4


def test_nevolya_made_collects_nothing_scores_points() -> None:
    plan = list(FAIL_PLAN)
    plan[2] = ("S", 1)     # seat 1 takes a fifth trick
    p, a = nevolya_deal(plan, "JS JD JH JC")
    m = play("fortuna", 4, {"first_dealer": 0}, [{"pack": p, "surs": "3D"}], FORCE_BIDS + a)
    s = m.summary()
    assert s["stacks"] == [2000 - 24, 2000 - 24, 2000, 2000] and s["table"] == {"pool": 48}
    assert s["scores"] == [[0, 0], [5 - 2, 1], [0, 0], [0, 0]]


def test_nevolya_grand_souverain_forced_players_pay_nothing() -> None:
    # Seat 1 takes all 13 tricks with AH KH QH JH: 11 leves + 4 = 15 points, a grand souverain.
    plan = [(s, 1) for s in "SSSDDDCCCHHH"]
    tricks, left, _ = rounds([1, 2, 3, 0], plan, FULL)
    assert left == {"S": ["JS"], "H": ["JH"], "D": ["JD"], "C": ["JC"]}
    p, a = from_tricks(4, 0, [1, 2, 3, 0], tricks + ["JH JS JD JC"], "4H", FULL)
    m = play("fortuna", 4, {"first_dealer": 0}, [{"pack": p, "surs": "3D"}], FORCE_BIDS + a[:-1])
    events = m.apply(*a[-1])
    chips = [(e.src, e.dst, e.amount, e.reason) for e in events if e.kind.value == "chips"]
    assert chips[0] == ("pool", "seat:1", 24, "partie")
    s = m.summary()
    # He takes the whole pool (the dealer's 24); the next partie starts with seat 1 dealing.
    assert s["stacks"] == [2000 - 24, 2000 + 24 - 24, 2000, 2000] and s["table"] == {"pool": 24}
    assert s["partie"] == 2 and s["scores"] == [[0, 0]] * 4 and s["dealer"] == 1


def test_grand_souverain_everyone_pays_premium_remises_carried() -> None:
    # Dealer 0 and seat 1 play; seat 0 takes all 13 with the thirteen hearts: 9 leves + 5 = 14 points.
    hearts = [f"{r}H" for r in ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")]
    p, a = from_tricks(4, 0, [1, 0], duel(1, 0, 0, "S", "C", "H", "D", hearts), "2H", FULL)
    bids = [(1, "play"), (2, "pass"), (3, "pass"), (0, "play"), (1, "stay")]
    m = play("fortuna", 4, {"first_dealer": 0, "parties": 2}, [{"pack": p, "surs": "2D"}], bids + a)
    # ×2: premium 13 × 2 + 36 = 62 from each of the three (seat 1's failure payment to him replaced).
    # Seat 1 also pays (4 short + 0 honours) remises of 24 = 96: carried to the next partie's pool.
    s = m.summary()
    assert s["stacks"] == [2000 - 24 + 3 * 62 + 24, 2000 - 62 - 96 - 24, 2000 - 62, 2000 - 62]
    assert s["table"] == {"pool": 96 + 24} and s["partie"] == 2 and not s["finished"]


def test_match_ends_after_parties() -> None:
    hearts = [f"{r}H" for r in ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")]
    p, a = from_tricks(4, 0, [1, 0], duel(1, 0, 0, "S", "C", "H", "D", hearts), "2H", FULL)
    bids = [(1, "play"), (2, "pass"), (3, "pass"), (0, "play"), (1, "stay")]
    m = play("fortuna", 4, {"first_dealer": 0, "parties": 1}, [{"pack": p, "surs": "2D"}], bids + a)
    s = m.summary()
    assert s["finished"] and s["winner"] == 0 and s["deals"] == 1 and m.to_act() is None
    assert s["stacks"] == [2000 - 24 + 3 * 62 + 24, 2000 - 62 - 96, 2000 - 62, 2000 - 62]
    assert s["table"] == {"pool": 96} and m.legal_actions() == []
