"""Fortuna, 4 players: the worked example, bidding, all-pass, nevolya, payments — records checked to the chip."""

from __future__ import annotations

import pytest

from lomber.engine.errors import IllegalAction, OptionError, RecordError
from lomber.engine.match import default_seats
from lomber.engine.records import replay
from lomber.engine.registry import new_match
from tests.games.fortuna_deals import FULL, duel, from_tricks
from tests.records import play, record

WORKED_TRICKS = [
    "AS 2S 6C", "KS 8D 7C", "QS 9D 8C", "JS 10D 9C", "10S JD 10C", "9S QD JC",   # seat 1 runs spades
    "2C AC 5C",                                                                  # seat 3's ace of clubs
    "AD QC 2D",                                                                  # seat 3's ace of diamonds
    "3C KC 3D",                                                                  # seat 0's king of clubs
    "KH 4D JH", "QH 5D 10H", "9H 6D KD", "5H 7D 4C",                             # seat 0 runs hearts
]


def duel_deal(dealer: int, a: int, b: int, ta: int, trump_card: str = "AH") -> tuple[str, list[tuple[int, str]]]:
    """Two declarers: a (leading) takes ta tricks with spades, b takes the rest with low hearts."""
    tb = 13 - ta
    hearts = [f"{r}H" for r in ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")][:tb]
    return from_tricks(4, dealer, [a, b], duel(a, b, ta, "S", "C", "H", "D", hearts), trump_card, FULL)


def worked_example() -> tuple[list, list[tuple[int, str]], list[int]]:
    """The rules file's worked example, after two clean deals that leave 48 chips in the pool."""
    p1, a1 = duel_deal(2, 3, 0, 7)
    p2, a2 = duel_deal(3, 1, 2, 7)
    p3, a3 = from_tricks(4, 0, [1, 3, 0], WORKED_TRICKS, "5H", FULL)
    deal1 = [(3, "play"), (0, "play"), (1, "pass"), (2, "pass"), (3, "stay"), (0, "stay")] + a1
    deal2 = [(0, "pass"), (1, "play"), (2, "play"), (3, "pass"), (1, "stay"), (2, "stay")] + a2
    deal3 = [(1, "play"), (2, "pass"), (3, "play"), (0, "play"), (1, "stay")] + a3
    packs = [{"pack": p1, "surs": "2S"}, {"pack": p2, "surs": "2S"}, {"pack": p3, "surs": "9C"}]
    return packs, deal1 + deal2 + deal3, [len(deal1), len(deal1) + len(deal2)]


def test_worked_example_to_the_chip() -> None:
    packs, actions, cuts = worked_example()
    before = play("fortuna", 4, {"first_dealer": 2}, packs, actions[:cuts[1]])
    assert before.summary()["table"] == {"pool": 48 + 24}     # 48 before the deal, the dealer's 24
    assert before.summary()["dealer"] == 0 and before.view(0)["multiplier"] == 1
    m = play("fortuna", 4, {"first_dealer": 2}, packs, actions)
    v = m.view(2)
    s = m.summary()
    # deal 1: seat 0 paid seat 3 one point; deal 2: seat 2 paid seat 1 one point;
    # deal 3: seat 3 pays 1 + 1 and 3 remises of 72; deal 4 has begun (seat 1's stake).
    assert s["stacks"] == [2000 - 1 - 24 + 1, 2000 + 1 + 1 - 24, 2000 - 24 - 1, 2000 + 1 - 24 - 1 - 1 - 216]
    assert s["table"] == {"pool": 72 + 216 + 24}
    assert s["scores"] == [[2 + 2, 0], [3 + 3, 0], [2, 0], [3, 0]]
    assert s["deals"] == 3 and s["dealer"] == 1 and v["phase"] == "bid"


def test_worked_example_deal_events() -> None:
    packs, actions, _cuts = worked_example()
    m = play("fortuna", 4, {"first_dealer": 2}, packs, actions[:-1])
    assert m.view(0)["declarers"] == [1, 3, 0] and m.view(0)["needed"] == [3, 3, 0, 3]
    assert m.view(0)["idle"] == [2] and m.view(0)["hands"][2] == []
    assert m.view(0)["pool_at_play"] == 72
    events = m.apply(3, "4C")
    chips = [(e.src, e.dst, e.amount, e.reason) for e in events if e.kind.value == "chips"]
    assert chips[:3] == [("seat:3", "seat:1", 1, "failed"), ("seat:3", "seat:0", 1, "failed"),
                         ("seat:3", "pool", 216, "remise")]
    assert m.view(0)["taken"] == [0, 0, 0, 0]   # the next deal has started


def test_multiplier_and_table_cards() -> None:
    p, _a = duel_deal(2, 3, 0, 7, trump_card="AH")
    for surs, mult in (("2H", 4), ("QD", 2), ("9C", 1), ("KS", 1)):
        m = play("fortuna", 4, {"first_dealer": 2}, [{"pack": p, "surs": surs}], [])
        v = m.view(1)
        assert v["multiplier"] == mult and v["table_cards"] == {"trump": "AH", "surs": surs}
        assert v["hands"][2][0] == "AH" and v["hands"][2][1:] == ["?"] * 12   # the dealer's trump card shows


def test_nobody_fails_pairwise_points_times_multiplier() -> None:
    # Trumps hearts, surs diamonds: ×2. Seat 3 takes 7 (3 leves), seat 0 takes 6 (2 leves), no honours.
    p, a = duel_deal(2, 3, 0, 7)
    m = play("fortuna", 4, {"first_dealer": 2}, [{"pack": p, "surs": "5D"}],
             [(3, "play"), (0, "play"), (1, "pass"), (2, "pass"), (3, "stay"), (0, "stay")] + a)
    assert m.summary()["stacks"] == [2000 - 2, 2000, 2000 - 24, 2000 + 2 - 24]   # seat 3 deals next
    assert m.summary()["scores"] == [[2, 0], [0, 0], [0, 0], [3, 0]]


def test_nobody_fails_equal_points_leves_decide() -> None:
    # Seat 3: 7 tricks = 3 leves. Seat 0: 6 tricks = 2 leves + 1 honour point (AH, KH) = 3 points.
    tb = ["AH", "KH", "2H", "3H", "4H", "5H"]
    p, a = from_tricks(4, 2, [3, 0], duel(3, 0, 7, "S", "C", "H", "D", tb), "9H", FULL)
    m = play("fortuna", 4, {"first_dealer": 2}, [{"pack": p, "surs": "5S"}],
             [(3, "play"), (0, "play"), (1, "pass"), (2, "pass"), (3, "stay"), (0, "stay")] + a)
    assert m.summary()["scores"] == [[2, 1], [0, 0], [0, 0], [3, 0]]
    assert m.summary()["stacks"] == [2000 - 1, 2000, 2000 - 24, 2000 + 1 - 24]


def test_one_fails_pays_each_opponent_and_remises_below_cap() -> None:
    # Two declarers need 4 each; seat 0 takes only 3, holding AH KH QH (3 honours), ×1.
    tb = ["AH", "KH", "QH"]
    p, a = from_tricks(4, 2, [3, 0], duel(3, 0, 10, "S", "C", "H", "D", tb), "2H", FULL, {2: []})
    m = play("fortuna", 4, {"first_dealer": 2}, [{"pack": p, "surs": "5S"}],
             [(3, "play"), (0, "play"), (1, "pass"), (2, "pass"), (3, "stay"), (0, "stay")] + a)
    # seat 0: shortfall 1, honours AH KH QH = 3 → 2 points: pays (1 + 2) × 1 = 3; remises (1 + 3) × 24.
    assert m.summary()["stacks"] == [2000 - 3 - 96, 2000, 2000 - 24, 2000 + 3 - 24]
    assert m.summary()["table"] == {"pool": 24 + 96 + 24}
    assert m.summary()["scores"] == [[0, 0], [0, 0], [0, 0], [6, 0]]


def test_all_pass_fines_and_same_dealer_redeals() -> None:
    m = play("fortuna", 4, {"first_dealer": 1}, ["AS", "KS"], [(2, "pass"), (3, "pass"), (0, "pass"), (1, "pass")])
    s = m.summary()
    assert s["deals"] == 1 and s["dealer"] == 1
    assert s["stacks"] == [1994, 2000 - 24 - 24, 1994, 1994]
    assert s["table"] == {"pool": 24 + 18 + 24}
    assert m.view(0)["hands"][2][0] != "AS"   # the second preset was used: seat 2's first card is KS
    assert "KS" in m.view(2)["hands"][2]


def test_lone_declarer_repass_is_all_pass() -> None:
    m = play("fortuna", 4, {"first_dealer": 0}, [],
             [(1, "pass"), (2, "play"), (3, "pass"), (0, "pass"), (2, "repass")])
    assert m.summary()["stacks"] == [2000 - 48, 1994, 1994, 1994] and m.summary()["dealer"] == 0


def test_dealer_alone_must_force() -> None:
    m = play("fortuna", 4, {"first_dealer": 0}, [], [(1, "pass"), (2, "pass"), (3, "pass"), (0, "play")])
    assert [c.text for c in m.legal_actions()] == ["force"]
    with pytest.raises(IllegalAction, match="dealer may never re-pass"):
        m.apply(0, "repass")
    m.apply(0, "force")
    v = m.view(0)
    assert v["forcer"] == 0 and v["needed"] == [5, 0, 0, 0] and v["active"] == [1, 2, 3, 0] and v["to_act"] == 1


def test_dealer_left_alone_by_repasses_must_force() -> None:
    m = play("fortuna", 4, {"first_dealer": 0}, [],
             [(1, "play"), (2, "pass"), (3, "pass"), (0, "play"), (1, "repass")])
    assert m.to_act() == 0 and [c.text for c in m.legal_actions()] == ["force"]


def test_repass_round_who_is_asked() -> None:
    # Worked example bids: only seat 1 has a passer after him; the dealer is never asked.
    m = play("fortuna", 4, {"first_dealer": 0}, [], [(1, "play"), (2, "pass"), (3, "play"), (0, "play")])
    assert m.to_act() == 1 and [c.text for c in m.legal_actions()] == ["repass", "stay"]
    m.apply(1, "repass")
    assert m.view(0)["phase"] == "play" and m.view(0)["declarers"] == [3, 0] and m.view(0)["needed"][3] == 4
    # No passer after any declarer: no re-pass round, straight to play with four declarers.
    m = play("fortuna", 4, {"first_dealer": 0}, [], [(1, "play"), (2, "play"), (3, "play"), (0, "play")])
    assert m.view(0)["phase"] == "play" and m.view(0)["needed"] == [2, 2, 2, 2]
    # Passers after both: both asked, in order from the dealer's left; both re-pass → all pass.
    m = play("fortuna", 4, {"first_dealer": 0}, [],
             [(1, "play"), (2, "play"), (3, "pass"), (0, "pass"), (1, "repass"), (2, "repass")])
    assert m.summary()["deals"] == 1 and m.summary()["stacks"] == [2000 - 48, 1994, 1994, 1994]
    # One stays, the other re-passes: the one left alone chooses force or re-pass.
    m = play("fortuna", 4, {"first_dealer": 0}, [],
             [(1, "play"), (2, "play"), (3, "pass"), (0, "pass"), (1, "stay"), (2, "repass")])
    assert m.to_act() == 1 and [c.text for c in m.legal_actions()] == ["force", "repass"]


def test_illegal_actions_refused_state_unchanged() -> None:
    p, a = duel_deal(2, 3, 0, 7)
    m = play("fortuna", 4, {"first_dealer": 2}, [{"pack": p, "surs": "5D"}],
             [(3, "play"), (0, "play"), (1, "pass"), (2, "pass"), (3, "stay"), (0, "stay"), a[0]])
    before = (m.summary(), [m.view(s) for s in range(4)])
    assert a[1] == (0, "2D")
    with pytest.raises(IllegalAction):
        m.apply(3, "KS")                      # not his turn
    with pytest.raises(IllegalAction, match="not in seat 0's hand"):
        m.apply(0, "KS")
    with pytest.raises(IllegalAction):
        m.apply(0, "play")
    with pytest.raises(IllegalAction):
        m.apply(0, "buy 1")
    assert (m.summary(), [m.view(s) for s in range(4)]) == before


def test_must_follow_suit_no_duty_to_trump() -> None:
    # Seat 0 holds spades? no — in the duel seat 0 is void in spades and may discard anything, trumps included.
    p, a = duel_deal(2, 3, 0, 7)
    m = play("fortuna", 4, {"first_dealer": 2}, [{"pack": p, "surs": "5D"}],
             [(3, "play"), (0, "play"), (1, "pass"), (2, "pass"), (3, "stay"), (0, "stay"), (3, "AS")])
    legal = {c.text for c in m.legal_actions()}
    assert "2H" in legal and "2D" in legal and len(legal) == 13
    m = play("fortuna", 4, {"first_dealer": 2}, [{"pack": p, "surs": "5D"}],
             [(3, "play"), (0, "play"), (1, "pass"), (2, "pass"), (3, "stay"), (0, "stay")] + a[:14] + [(3, "2C")])
    # seat 0 led to after seat 3 led clubs: seat 0 has no clubs, plays any card
    assert len(m.legal_actions()) == 6


def test_options_and_variants() -> None:
    with pytest.raises(OptionError):
        new_match("fortuna", default_seats(4), {"variant": "three"}, 1)
    with pytest.raises(OptionError):
        new_match("fortuna", default_seats(2), {"variant": "four"}, 1)
    with pytest.raises(OptionError):
        new_match("fortuna", default_seats(4), {"starting_chips": 100}, 1)
    with pytest.raises(OptionError):
        new_match("fortuna", default_seats(4), {"parties": 21}, 1)
    with pytest.raises(OptionError):
        new_match("fortuna", default_seats(4), {"short_suit": "X"}, 1)
    assert new_match("fortuna", default_seats(3), {}, 1).view(0)["variant"] == "three"
    assert new_match("fortuna", default_seats(2), {}, 1).view(0)["variant"] == "two"
    m = new_match("fortuna", default_seats(4), {"starting_chips": 500, "short_suit": "H"}, 3)
    assert m.summary()["stacks"].count(500) == 3 and m.view(0)["short_suit"] is None


def test_preset_surs_not_in_pack_refused() -> None:
    with pytest.raises(RecordError):
        replay(record("fortuna", 3, {"short_suit": "S", "first_dealer": 0}, [{"pack": "AH", "surs": "5S"}], []))


def test_first_dealer_drawn_lowest_card() -> None:
    m = new_match("fortuna", default_seats(4), {}, 11)
    draws = [e for e in m.start_events if e.reason == "draw"]
    from lomber.engine.cards import high
    last = draws[-4:] if len(draws) == 4 else draws
    low = min(high(e.cards[0]) for e in last)
    assert m.summary()["dealer"] in [e.seat for e in last if high(e.cards[0]) == low]


def test_clone_is_independent() -> None:
    m = new_match("fortuna", default_seats(4), {"first_dealer": 0}, 5)
    c = m.clone()
    c.apply(1, "play")
    assert m.view(0)["bids"] == [None] * 4 and c.view(0)["bids"][1] == "play"
    assert c.summary()["stacks"] == m.summary()["stacks"]


@pytest.mark.parametrize(("seats", "options"), [(4, {}), (3, {}), (2, {}), (2, {"variant": "two-talon"})])
def test_is_legal_answers_as_the_legal_list(seats: int, options: dict) -> None:
    """The quick legality test a replay uses says exactly what the legal list says, for every card of every
    hand and the other words, at every step of random play."""
    import random

    from lomber.engine.actions import Action, AmountChoice, card_action, is_listed

    m = new_match("fortuna", default_seats(seats), {"starting_chips": 100000, **options}, 7)
    rng = random.Random(7)
    others = [Action("pass"), Action("play"), Action("force"), Action("buy", amount=1), Action("play-card", 1, ("AH",))]
    while m.deals < 6 and not m.finished:
        legal = m.legal_actions()
        probes = [card_action(c) for h in m.hands for c in h] + others + [c for c in legal if isinstance(c, Action)]
        for a in probes:
            assert m.is_legal(m.normalize(m.to_act(), a)) == is_listed(m.normalize(m.to_act(), a), legal), a
        choice = rng.choice(legal)
        m.apply(m.to_act(), choice.at(choice.lo) if isinstance(choice, AmountChoice) else choice)
