"""Fortuna: the end of a partie — division of the pool, points beyond 13, souverains, consolations, caps."""

from __future__ import annotations

from lomber.games.fortuna.settle import Deal, Player, divide, settle, total
from tests.games.fortuna_deals import FULL, duel, from_tricks
from tests.records import play

# (dealer, leves of the leader, leves of the other) for eight clean deals; the pairs are the first two
# seats to the dealer's left... except where named: (dealer, a, b, la).
PARTIE = [(0, 1, 2, 5), (1, 2, 3, 5), (2, 3, 0, 5), (3, 0, 1, None), (0, 2, 3, 5), (1, 3, 0, 5),
          (2, 3, 0, 2), (3, 1, 2, 4)]


def partie_record() -> tuple[list[dict[str, str]], list[tuple[int, str]]]:
    packs, actions = [], []
    for dealer, a, b, la in PARTIE:
        if la is None:            # dealer 3: seats 1 and 2 play (seat 0 passes)
            a, b, la = 1, 2, 5
        ta = 4 + la
        hearts = [f"{r}H" for r in ("2", "3", "4", "5", "6", "7", "8", "9", "10")][:13 - ta]
        p, acts = from_tricks(4, dealer, [a, b], duel(a, b, ta, "S", "C", "H", "D", hearts), "AH", FULL)
        order = [(dealer + 1 + i) % 4 for i in range(4)]
        bids = [(s, "play" if s in (a, b) else "pass") for s in order]
        repass = [(s, "stay") for i, s in enumerate(order) if s in (a, b)
                  and any(t not in (a, b) for t in order[i + 1:])]
        packs.append({"pack": p, "surs": "2S"})
        actions += bids + repass + acts
    return packs, actions


def test_division_with_eleven_and_twelve_points_and_points_beyond_13_unpaid() -> None:
    packs, actions = partie_record()
    m = play("fortuna", 4, {"first_dealer": 0}, packs, actions[:-1])
    assert m.summary()["scores"] == [[3, 0], [10, 0], [10, 0], [12, 0]]
    events = m.apply(*actions[-1])
    chips = [(e.src, e.dst, e.amount, e.reason) for e in events if e.kind.value == "chips"]
    # Seat 1 reaches 14 (10 + 4) but is paid for 3 points only: seat 2 (1 point) pays 3 − 1 = 2.
    assert chips[0] == ("seat:2", "seat:1", 2, "leves")
    # The pool of 8 × 24 = 192: seat 3 on 12 takes 1/4, seat 2 on 11 takes 1/8, the winner the rest.
    assert chips[1:4] == [("pool", "seat:2", 24, "share"), ("pool", "seat:3", 48, "share"),
                          ("pool", "seat:1", 120, "partie")]
    s = m.summary()
    assert s["stacks"] == [1919, 2084, 1974, 1999] and s["table"] == {"pool": 24}
    assert s["partie"] == 2 and s["scores"] == [[0, 0]] * 4 and s["dealer"] == 0


def player(seat: int, tricks: int, needed: int, base: int, pts: int = 0, count: int = 0, bought: int = 0,
           hand: list[str] | None = None) -> Player:
    return Player(seat, tricks, needed, base, pts, count, bought, hand or [])


def deal(players: list[Player], scores: list[list[int]] | None = None, pool: int = 96, mult: int = 1,
         remise: int = 72, n: int = 4, variant: str = "four", forced: list[int] | None = None,
         trump: str = "S") -> Deal:
    return Deal(variant, n, 0, mult, trump, remise, pool, scores or [[0, 0]] * n, players, forced or [],
                forced is not None)


def moves(out) -> list[tuple[str, str, int, str]]:
    return [(m.src, m.dst, m.amount, m.reason) for m in out.moves]


def test_two_fail_pay_each_other_and_the_one_who_made() -> None:
    # Three declarers need 3: seat 1 takes 9, seat 2 takes 2 (1 short, AS alone... 0 points), seat 3 takes 2.
    out = settle(deal([player(1, 9, 3, 3), player(2, 2, 3, 3, 1, 2), player(3, 2, 3, 3)], mult=2))
    assert moves(out) == [("seat:2", "seat:1", 4, "failed"), ("seat:2", "seat:3", 4, "failed"),
                          ("seat:3", "seat:1", 2, "failed"), ("seat:3", "seat:2", 2, "failed"),
                          ("seat:2", "pool", 3 * 72, "remise"), ("seat:3", "pool", 72, "remise")]
    assert out.scores[1] == [6, 0] and out.remises == 4 * 72


def test_remise_at_and_above_the_cap() -> None:
    # A remise is the pool when play began, capped at 72 (the caller passes min(pool, 72)).
    out = settle(deal([player(1, 6, 4, 4), player(2, 3, 4, 4)], remise=72, pool=72))
    assert moves(out)[-1] == ("seat:2", "pool", 72, "remise")
    out = settle(deal([player(1, 6, 4, 4), player(2, 3, 4, 4)], remise=min(200, 72), pool=200))
    assert moves(out)[-1] == ("seat:2", "pool", 72, "remise")


def test_remise_equals_pool_at_play_when_smaller() -> None:
    out = settle(deal([player(1, 6, 4, 4), player(2, 3, 4, 4)], remise=48, pool=48))
    assert moves(out)[-1] == ("seat:2", "pool", 48, "remise")


def test_honour_cap_at_twelve() -> None:
    assert total([0, 15]) == 12 and total([1, 15]) == 16 and total([5, 7]) == 12


def test_consolation_full_24() -> None:
    # Seat 2 is stuck on honours (0 leves, 14 honours). Pool 400: winner's rest 400 − 100 = 300 > 100 + 48.
    scores = [[0, 0], [13, 0], [0, 14], [0, 0]]
    out = divide(deal([], pool=400), scores, 1, False)
    assert [(m.dst, m.amount, m.reason) for m in out] == [
        ("seat:2", 100, "share"), ("seat:1", 300, "partie"), ("seat:2", 24, "winner-consolation")]


def test_consolation_half_the_excess_below_48() -> None:
    # Pool 96, seat 2 (12 on honours) takes 24, seat 3 (11) takes 12; the winner 60: excess over 24 is 36 → 18.
    scores = [[0, 0], [13, 0], [0, 13], [11, 0]]
    out = divide(deal([], pool=96), scores, 1, False)
    assert [(m.dst, m.amount, m.reason) for m in out] == [
        ("seat:2", 24, "share"), ("seat:3", 12, "share"), ("seat:1", 60, "partie"),
        ("seat:2", 18, "winner-consolation")]


def test_consolation_at_the_limits() -> None:
    scores = [[0, 0], [13, 0], [0, 13], [0, 0]]
    # Excess exactly 48: pool 192 → share 48, rest 144, quarter 48, excess 96 ≥ 48 → 24.
    assert divide(deal([], pool=192), scores, 1, False)[-1].amount == 24
    # Pool 96 → share 24, rest 72, excess 48 → 24 (48 is not under 48).
    assert divide(deal([], pool=96), scores, 1, False)[-1].amount == 24
    # Pool 92 → share 23, rest 69, quarter 23, excess 46 → 23.
    assert divide(deal([], pool=92), scores, 1, False)[-1].amount == 23
    # Seat 3 on 12 honours (uncapped 12) is not stuck: only seat 2 (13 on honours) is consoled.
    # Pool 96 → 24 + 24, rest 48, excess 24 → 12.
    two = [[0, 0], [13, 0], [0, 13], [0, 12]]
    out = divide(deal([], pool=96), two, 1, False)
    assert [(m.dst, m.amount) for m in out if m.reason == "winner-consolation"] == [("seat:2", 12)]
    # Both stuck: each is paid.
    two = [[0, 0], [13, 0], [0, 13], [0, 16]]
    out = divide(deal([], pool=96), two, 1, False)
    assert [(m.dst, m.amount) for m in out if m.reason == "winner-consolation"] == [("seat:2", 12), ("seat:3", 12)]


def test_consolation_none_when_winner_has_no_excess() -> None:
    # Three others on 12: the winner's rest is exactly a quarter: no consolation.
    scores = [[0, 13], [13, 0], [0, 12], [12, 0]]
    out = divide(deal([], pool=100), scores, 1, False)
    assert [m.reason for m in out] == ["share", "share", "share", "partie"]
    assert out[-1].amount == 25


def test_consolation_after_a_souverain() -> None:
    scores = [[0, 0], [15, 0], [0, 14], [11, 0]]
    out = divide(deal([], pool=100), scores, 1, True)
    assert [(m.dst, m.amount, m.reason) for m in out] == [("seat:1", 100, "partie"),
                                                            ("seat:2", 24, "winner-consolation")]


def test_petit_souverain() -> None:
    # 12 deal points with the AH (spades trumps): premium 13 × 4 + 18 from each other seat.
    # (A test deal: 13 tricks over a base of 6 = 7 leves, + 5 honour points.)
    p = player(1, 13, 4, 6, 5, 5, hand=["AS", "KS", "QS", "JS", "10S", "AH"])
    out = settle(deal([p, player(2, 0, 4, 4)], mult=4, pool=48))
    assert out.souverain == "petit" and out.winner == 1
    prem = [x for x in moves(out) if x[3] == "souverain"]
    assert prem == [("seat:0", "seat:1", 70, "souverain"), ("seat:2", "seat:1", 70, "souverain"),
                    ("seat:3", "seat:1", 70, "souverain")]
    assert ("seat:2", "seat:1", 4 * 4, "failed") not in moves(out)
    # Without the AH: no souverain.
    p.hand = ["AS", "KS", "QS", "JS", "10S"]
    assert settle(deal([p, player(2, 0, 4, 4)], mult=4, pool=48)).souverain == ""


def test_petit_souverain_two_players_needs_six_top_trumps() -> None:
    hand = ["AS", "KS", "QS", "JS", "10S", "AH"]
    p = player(1, 13, 6, 6, 5, 5, hand=hand)
    d = deal([p, player(0, 0, 6, 6)], n=2, variant="two", pool=24, remise=24)
    assert settle(d).souverain == ""
    p.hand = hand + ["9S"]
    out = settle(d)
    assert out.souverain == "petit" and moves(out)[0] == ("seat:0", "pool", 6 * 24, "remise")


def test_tie_at_13_higher_total_then_leves_then_nearer_dealers_left() -> None:
    # Dealer 0. Seats 2 and 3 both reach 13+: seat 3 has 14, wins; seat 2 (13) takes 1/4.
    ps = [player(2, 5, 4, 4, 0), player(3, 6, 4, 4, 0)]
    out = settle(deal(ps, scores=[[0, 0], [0, 0], [12, 0], [12, 0]]))
    assert out.winner == 3
    ps = [player(2, 5, 4, 4, 0), player(3, 5, 4, 4, 0)]
    out = settle(deal(ps, scores=[[0, 0], [0, 0], [12, 0], [12, 0]]))
    assert out.winner == 2                              # equal: nearer the dealer's left
    ps = [player(2, 5, 4, 4, 0), player(3, 4, 4, 4, 1)]
    out = settle(deal(ps, scores=[[0, 0], [0, 0], [12, 0], [11, 1]]))
    assert out.winner == 2                              # 13 each: more leve points


def test_three_player_punition_juste() -> None:
    # Three players: the forcer needs 6 and takes 4; 2 short + 2 honour points, ×2; remises (2 + 3) of 40.
    out = settle(deal([player(1, 4, 6, 4, 2, 3)], n=3, variant="three", mult=2, remise=40, pool=40, forced=[2, 0]))
    assert moves(out) == [("seat:1", "seat:2", 8, "punition"), ("seat:1", "seat:0", 8, "punition"),
                          ("seat:1", "pool", 200, "remise"), ("seat:1", "seat:2", 12, "consolation"),
                          ("seat:1", "seat:0", 12, "consolation")]
    assert out.scores == [[0, 0], [0, 0], [0, 0]]


def test_winner_paid_up_to_13_and_leves_capped_alike() -> None:
    # Seat 1 on 11 makes 4 leves (6 points with honours): paid for 2; seat 2 has 1 leve + 1 = 2 points.
    # Equal at 2, then leves: seat 1's counted up to 2 against seat 2's 1 → seat 2 pays 1 (not 3).
    ps = [player(1, 8, 4, 4, 2), player(2, 5, 4, 4, 1)]
    out = settle(deal(ps, scores=[[0, 0], [11, 0], [0, 0], [0, 0]], pool=48))
    assert out.winner == 1 and [m for m in moves(out) if m[3] == "leves"] == [("seat:2", "seat:1", 1, "leves")]
    ps = [player(1, 8, 4, 4, 2), player(2, 4, 4, 4, 0)]
    out = settle(deal(ps, scores=[[0, 0], [11, 0], [0, 0], [0, 0]], pool=48))
    assert [m for m in moves(out) if m[3] == "leves"] == [("seat:2", "seat:1", 2, "leves")]
