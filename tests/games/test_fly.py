"""Fly's rules as stacked-pack records, checked to the point and the chip (spec: the rule panel, resources/rules/fly.en.md)."""

from __future__ import annotations

import json

import pytest

from lomber.engine.errors import IllegalAction, OptionError
from lomber.engine.events import Ev
from lomber.engine.match import default_seats
from lomber.engine.records import replay
from lomber.engine.registry import new_match
from tests.games.fly_deals import NO_AS, WORKED, fly, stack
from tests.records import record


def test_worked_example_to_the_end_of_the_deal() -> None:
    m = fly(4, [WORKED], [(1, "exchange 7C 6H"), (2, "keep"), (3, "fold"), (0, "keep"), (1, "AD"), (2, "AS")])
    assert m.view(0)["center"] == [[1, "AD"], [2, "AS"]]
    assert m.legal_actions() and "10D" in [a.text for a in m.legal_actions()]
    ev = m.apply(0, "10D")
    assert [e.seat for e in ev if e.kind == Ev.TRICK] == [2]
    assert m.summary()["scores"] == [25, 25, 19, 25]
    assert m.view(1)["as_holder"] == 2 and m.to_act() == 2
    for seat, card in [(2, "KD"), (0, "9S"), (1, "8S"), (2, "QH"), (0, "10H"), (1, "10C"), (2, "JC"), (0, "QC"),
                       (1, "KS"), (0, "JH"), (1, "QS"), (2, "7S")]:
        m.apply(seat, card)
    s = m.summary()
    # Seat 1 took no trick: a remise of 5 (above 25); seat 3 folded: nothing.
    assert s["scores"] == [23, 30, 17, 25] and s["deals"] == 1 and s["dealer"] == 1
    assert s["stacks"] == [0, 0, 0, 0] and s["table"] == {} and not s["finished"]
    assert m.to_act() == 2 and m.view(2)["phase"] == "exchange"


def test_exchange_draws_from_the_stock_in_turn_and_cards_may_be_named_in_any_order() -> None:
    m = fly(4, [WORKED], [(1, "exchange 6H 7C")])
    assert m.view(1)["hands"][1] == ["AD", "8S", "10C", "KS", "QS"]
    assert m.view(1)["discarded"] == ["7C", "6H"] and m.view(2)["discarded"] == []
    assert m.view(2)["hands"][1] == ["?"] * 5 and m.view(2)["stock"] == 36 - 21 - 2
    assert m.record()["actions"] == [[1, "exchange 7C 6H"]]


def test_as_holder_may_decline_the_privilege_and_follow() -> None:
    m = fly(4, [WORKED], [(1, "exchange 7C 6H"), (2, "keep"), (3, "fold"), (0, "keep"), (1, "AD")])
    assert sorted(a.text for a in m.legal_actions()) == ["AS", "KD"]
    m.apply(2, "KD")
    m.apply(0, "10D")
    assert m.summary()["scores"] == [25, 24, 25, 25] and m.to_act() == 1
    assert m.view(1)["as_holder"] is None and m.view(2)["as_holder"] == 2


def test_as_has_no_power_when_the_ace_of_trumps_is_not_led() -> None:
    # Seat 1 leads 10D, seat 2 (AS, and a diamond) must follow; seat 0 plays AD and wins.
    pack = stack(0, {1: "10D 7C 6H 8S 10C", 2: "AS KD QH JC 7S", 3: "6S 7H 8H 6C 8C", 0: "AD 9S JH QC 10H"}, "9D")
    m = fly(4, [pack], [(1, "keep"), (2, "keep"), (3, "fold"), (0, "keep"), (1, "10D")])
    assert [a.text for a in m.legal_actions()] == ["KD"]
    with pytest.raises(IllegalAction, match="follow suit"):
        m.apply(2, "AS")
    m.apply(2, "KD")
    m.apply(0, "AD")
    assert m.summary()["scores"] == [24, 25, 25, 25]


def test_as_played_to_a_trick_where_the_ace_of_trumps_was_not_led_loses() -> None:
    # Seat 2 has neither hearts nor diamonds (trumps), so may throw the AS on a heart lead; AD (not led) wins.
    pack = stack(0, {1: "KH 7C 6H 8S 10C", 2: "AS QS JC 7S 9C", 3: "6S 7H 8H 6C 8C", 0: "AD 9S KC QC 10S"}, "9D")
    m = fly(4, [pack], [(1, "keep"), (2, "keep"), (3, "fold"), (0, "keep"), (1, "KH"), (2, "AS"), (0, "AD")])
    assert m.summary()["scores"] == [24, 25, 25, 25]
    assert m.view(1)["as_holder"] == 2           # the AS was shown when played


def test_void_in_the_led_suit_must_trump_rather_than_throw_the_as() -> None:
    pack = stack(0, {1: "KH 7C 6H 8S 10C", 2: "AS QS 7D 7S 9C", 3: "6S 7H 8H 6C 8C", 0: "AD 9S JH QC 10S"}, "9D")
    m = fly(4, [pack], [(1, "keep"), (2, "keep"), (3, "fold"), (0, "keep"), (1, "KH")])
    assert [a.text for a in m.legal_actions()] == ["7D"]
    with pytest.raises(IllegalAction, match="must trump"):
        m.apply(2, "AS")


def test_as_on_a_led_ace_of_trumps_wins_even_when_the_holder_is_void() -> None:
    pack = stack(0, {1: "AD 7C 6H 8S 10C", 2: "AS QS 7H 7S 9C", 3: "6S KD 8H 6C 8C", 0: "10D 9S JH QC 10S"}, "9D")
    m = fly(4, [pack], [(1, "keep"), (2, "keep"), (3, "keep"), (0, "keep"), (1, "AD"), (2, "AS"), (3, "KD"),
                         (0, "10D")])
    assert m.summary()["scores"] == [25, 25, 19, 25]


def test_spades_trumps_the_as_is_the_ace_of_trumps_and_writes_off_ten() -> None:
    # Spades trumps (turned 9S): the AS only wins as the top trump; its holder's first trick takes off 1 + 10.
    pack = stack(0, {1: "AS 7C 6H 8D 10C", 2: "KS QH JH 7S 9C", 3: "6S 7H 8H 6C 8C", 0: "10D QS JD 9D 10S"}, "9S")
    m = fly(4, [pack], [(1, "keep"), (2, "keep"), (3, "fold"), (0, "keep"), (1, "10C"), (2, "9C"), (0, "10S")])
    assert m.summary()["scores"] == [24, 25, 25, 25]
    m.apply(0, "QS")
    assert [a.text for a in m.legal_actions()] == ["AS"]
    m.apply(1, "AS")
    m.apply(2, "KS")
    assert m.summary()["scores"] == [24, 14, 25, 25]


def test_turned_as_belongs_to_no_one() -> None:
    pack = stack(0, {1: "AD 7C 6H 8D 10C", 2: "KS QH JH 7S 9C", 3: "6S 7H 8H 6C 8C", 0: "10D QS JD 9D 10S"}, "AS")
    m = fly(4, [pack], [(1, "keep"), (2, "keep"), (3, "fold"), (0, "keep"), (1, "10C"), (2, "9C"), (0, "10S")])
    assert m.summary()["scores"] == [24, 25, 25, 25]      # no write-off: nobody holds the AS
    assert m.view(2)["table_cards"] == {"trump": "AS"} and m.view(2)["trumps"] == "S"


def test_reaching_zero_by_the_as_write_off_stops_at_once_and_takes_the_pot() -> None:
    # Deal 1: seats 1 and 2 fold, the dealer alone takes five tricks with the AS, spades trumps: 25 − 5 − 10 = 10.
    d1 = stack(0, {1: "7C 8C 9C 10C JC", 2: "7H 8H 9H 10H JH", 0: "AS KD QD JD 10D"}, "9S")
    # Deal 2 (dealer 1, antes of 0: nobody has chips left): seat 0 leads the AS, 10 − 1 − 10 → 0, capped.
    d2 = stack(1, {2: "7C 8C 9C 10C JC", 0: "AS KD QD JD 10D", 1: "7H 8H 9H 10H JH"}, "9S")
    m = fly(3, [d1, d2], [(1, "fold"), (2, "fold"), (0, "keep")], stakes=100)
    assert m.summary()["scores"] == [10, 25, 25] and m.summary()["table"] == {"pot": 300}
    assert m.summary()["deals"] == 1 and m.summary()["stacks"] == [0, 0, 0]
    m.apply(2, "fold")
    with pytest.raises(IllegalAction, match="ace of spades may not fold"):
        m.apply(0, "fold")
    m.apply(0, "keep")
    with pytest.raises(IllegalAction, match="dealer may not fold"):
        m.apply(1, "fold")
    m.apply(1, "keep")
    m.apply(0, "AS")
    m.apply(1, "JH")
    s = m.summary()
    assert s["scores"] == [0, 25, 25] and s["finished"] and s["winner"] == 0 and s["deals"] == 2
    assert s["stacks"] == [300, 0, 0] and s["table"] == {"pot": 0}
    assert m.to_act() is None and m.legal_actions() == []


def test_reaching_zero_by_a_plain_trick_mid_deal_scores_no_remises() -> None:
    # Deal 1: the dealer alone with the AS, spades trumps → 10. Deal 2: seat 0 takes three tricks with the AS,
    # hearts trumps → 10 − 6 − 1 − 1 = 2; seat 1 takes two; seat 2 none → remise 30.
    d1 = stack(0, {1: "7C 8C 9C 10C JC", 2: "7H 8H 9H 10H JH", 0: "AS KD QD JD 10D"}, "9S")
    d2 = stack(1, {2: "7C 8C 9C 10C JC", 0: "AS AH KH 7D 8D", 1: "AD KD QD JD 10D"}, "9H")
    # Deal 3 (dealer 2): seat 0 takes two tricks in a row and stops the match at 0.
    d3 = stack(2, {0: "AH KH QH 7D 8D", 1: "JH 10H 9H 7C 8C", 2: "AS AD KD 7S 8S"}, "JC")
    acts = [(1, "fold"), (2, "fold"), (0, "keep"),
            (2, "keep"), (0, "keep"), (1, "keep"),
            (2, "7C"), (0, "AH"), (1, "10D"),      # seat 0 trumps (void in clubs) and wins: 10 − 1 − 5 = 4
            (0, "7D"), (1, "AD"), (2, "8C"),       # seat 1
            (1, "KD"), (2, "9C"), (0, "8D"),       # seat 1
            (1, "QD"), (2, "10C"), (0, "KH"),      # seat 0: 3
            (0, "AS"), (1, "JD"), (2, "JC")]       # seat 1 (AS no power, spades not led... plain spade)
    m = fly(3, [d1, d2, d3], acts)
    s = m.summary()
    assert s["scores"] == [2, 23, 30] and s["deals"] == 2 and s["dealer"] == 2
    for seat, card in [(0, "keep"), (1, "keep"), (2, "keep"), (0, "AH"), (1, "JH"), (2, "AD")]:
        m.apply(seat, card)
    assert m.summary()["scores"] == [1, 23, 30] and not m.finished
    for seat, card in [(0, "KH"), (1, "10H"), (2, "KD")]:
        m.apply(seat, card)
    s = m.summary()
    assert s["scores"] == [0, 23, 30] and s["finished"] and s["winner"] == 0 and s["deals"] == 3
    assert m.view(1)["hands"][1] == ["9H", "7C", "8C"]                 # the rest of the deal is not played


def test_empty_stock_allows_only_keep_or_fold_and_too_large_an_exchange_is_refused() -> None:
    # 4 players: 36 − 20 − 1 = 15 in the stock. Seat 1 takes 5, seats 2 and 3 take 4: two cards are left.
    m = fly(4, [WORKED], [(1, "exchange AD 7C 6H 8S 10C"), (2, "exchange KD QH JC 7S"), (3, "exchange 6S 7H 8H 6C")])
    assert m.view(0)["stock"] == 2
    before = json.dumps([m.summary(), m.view(0), m.record()])
    with pytest.raises(IllegalAction, match="stock holds only 2"):
        m.apply(0, "exchange 9S JH QC")
    assert json.dumps([m.summary(), m.view(0), m.record()]) == before
    m.apply(0, "exchange 9S JH")
    assert m.view(0)["stock"] == 0 and m.view(0)["phase"] == "play"
    m2 = fly(4, [NO_AS], [(1, "exchange AD 7C 6H 8S 10C"), (2, "exchange KS KD QH JC 7S"),
                          (3, "exchange 6S 7H 8H 6C 8C")])
    assert m2.view(0)["stock"] == 0
    assert sorted(a.text for a in m2.legal_actions()) == ["fold", "keep"]


def test_the_as_may_not_be_discarded_and_its_holder_may_not_fold() -> None:
    m = fly(4, [WORKED], [(1, "keep")])
    texts = [a.text for a in m.legal_actions()]
    assert "fold" not in texts and not any("AS" in t for t in texts)
    assert len(texts) == 1 + 15                      # keep + every non-empty subset of the four other cards
    with pytest.raises(IllegalAction, match="never be discarded"):
        m.apply(2, "exchange AS KD")
    with pytest.raises(IllegalAction, match="may not fold"):
        m.apply(2, "fold")


def test_the_as_drawn_from_the_stock_makes_the_holder() -> None:
    pack = stack(0, {1: "AD 7C 6H 8S 10C", 2: "KS KD QH JC 7S", 3: "6S 7H 8H 6C 8C", 0: "10D 9S JH QC 10H"},
                 "9D", "AS")
    m = fly(4, [pack], [(1, "exchange 7C"), (2, "keep"), (3, "fold"), (0, "keep"), (1, "AD"), (2, "KD"),
                        (0, "10D")])
    assert m.view(1)["hands"][1] == ["6H", "8S", "10C", "AS"]
    assert m.summary()["scores"] == [25, 19, 25, 25]     # AD wins: 1 + the AS write-off of its holder


@pytest.mark.parametrize("folds,dealer_may_fold", [((1, 2), False), ((1,), True), ((1, 2, 3), False), ((), True)])
def test_dealer_folding_limits(folds: tuple[int, ...], dealer_may_fold: bool) -> None:
    pack = stack(0, {1: "AD 7C 6H 8S 10C", 2: "KS KD QH JC 7S", 3: "6S 7H 8H 6C AS", 0: "10D 9S JH QC 10H"}, "9D")
    pack = pack.replace("AS", "AC") if 3 in folds else pack
    m = fly(4, [pack], [(s, "fold" if s in folds else "keep") for s in (1, 2, 3)])
    assert ("fold" in [a.text for a in m.legal_actions()]) is dealer_may_fold
    if not dealer_may_fold:
        with pytest.raises(IllegalAction, match="dealer may not fold"):
            m.apply(0, "fold")
    else:
        m.apply(0, "fold")
        assert m.view(1)["idle"] == sorted([*folds, 0]) and m.view(1)["phase"] == "play"


def test_lone_dealer_takes_five_tricks_without_play() -> None:
    pack = stack(0, {1: "AD 7C 6H 8S 10C", 2: "10D KD QH JC 7S", 3: "6S 7H 8H 6C 8C", 0: "AS 9S JH QC 10H"},
                 "9D", "KS")
    m = fly(4, [pack], [(1, "fold"), (2, "fold"), (3, "fold")])
    ev = m.apply(0, "exchange QC")                            # draws KS
    assert [e.cards for e in ev if e.kind == Ev.TRICK] == [("AS",), ("9S",), ("JH",), ("10H",), ("KS",)]
    assert [e.amount for e in ev if e.kind == Ev.SCORE] == [19, 18, 17, 16, 15]   # the first with the AS write-off
    s = m.summary()
    assert s["scores"] == [15, 25, 25, 25] and s["deals"] == 1 and s["dealer"] == 1
    assert m.to_act() == 2


def test_take_trump_swaps_a_card_for_the_turned_card() -> None:
    acts = [(1, "exchange AD 7C 6H 8S 10C"), (2, "exchange KS KD QH JC 7S"), (3, "exchange 6S 7H 8H 6C 8C")]
    m = fly(4, [NO_AS], acts, dealer_takes_trump=True)
    assert m.view(0)["stock"] == 0
    legal = sorted(a.text for a in m.legal_actions())
    assert "take-trump QC" in legal and "fold" in legal and not any(t.startswith("exchange") for t in legal)
    m.apply(0, "take-trump QC")
    v0, v1 = m.view(0), m.view(1)
    assert v0["hands"][0] == ["10D", "9S", "JH", "10H", "9D"] and v0["discarded"] == ["QC"]
    assert v1["table_cards"] == {} and v1["trumps"] == "D" and v1["discarded"] == ["AD", "7C", "6H", "8S", "10C"]
    assert v1["discard_counts"] == [1, 5, 5, 5]
    assert v1["phase"] == "play" and m.to_act() == 1
    m.check_invariants()


def test_take_trump_refused_without_the_option_or_for_the_as_or_a_non_dealer() -> None:
    m = fly(4, [WORKED], [(1, "keep"), (2, "keep"), (3, "keep")])
    with pytest.raises(IllegalAction, match="dealer_takes_trump"):
        m.apply(0, "take-trump QC")
    m = fly(4, [WORKED], [], dealer_takes_trump=True)
    with pytest.raises(IllegalAction, match="only the dealer"):
        m.apply(1, "take-trump AD")
    pack = stack(0, {1: "AD 7C 6H 8S 10C", 2: "KS KD QH JC 7S", 3: "6S 7H 8H 6C 8C", 0: "AS 9S JH QC 10H"}, "9D")
    m = fly(4, [pack], [(1, "keep"), (2, "keep"), (3, "keep")], dealer_takes_trump=True)
    with pytest.raises(IllegalAction, match="never be discarded"):
        m.apply(0, "take-trump AS")


def test_dealer_taking_a_turned_as_holds_it_with_spades_trumps() -> None:
    pack = stack(0, {1: "AD 7C 6H 8D 10C", 2: "KS QH JH 7S 9C", 3: "6S 7H 8H 6C 8C", 0: "10D QS JD 9D 10S"}, "AS")
    m = fly(4, [pack], [(1, "keep"), (2, "keep"), (3, "fold"), (0, "take-trump 9D"), (1, "10C"), (2, "9C"),
                        (0, "10S")], dealer_takes_trump=True)
    assert m.summary()["scores"] == [14, 25, 25, 25]     # 1 + 10: the dealer holds the AS, spades trumps


def test_stakes_antes_every_deal_including_folders() -> None:
    m = fly(4, [NO_AS], [(1, "fold"), (2, "fold"), (3, "fold"), (0, "keep")], stakes=10)
    s = m.summary()
    assert s["table"] == {"pot": 80} and s["stacks"] == [80, 80, 80, 80] and s["deals"] == 1
    ante = [e for e in m.start_events if e.kind == Ev.CHIPS]
    assert [(e.src, e.dst, e.amount, e.reason) for e in ante][:1] == [("seat:0", "pot", 10, "ante")]


def test_first_dealer_is_drawn_by_lot_and_the_deal_passes_left() -> None:
    dealers = {new_match("fly", default_seats(5), {}, seed).summary()["dealer"] for seed in range(30)}
    assert dealers == set(range(5))
    m = new_match("fly", default_seats(3), {"first_dealer": 2}, 4)
    assert m.summary()["dealer"] == 2 and m.to_act() == 0
    assert [len(h) for h in m.view(0)["hands"]] == [5, 5, 5] and m.view(0)["stock"] == 32 - 16


@pytest.mark.parametrize("options", [{"starting_score": 26}, {"stakes": 101}, {"stakes": -1}, {"ante": 1},
                                     {"dealer_takes_trump": 1}, {"first_dealer": 4}])
def test_bad_options_are_refused(options: dict[str, object]) -> None:
    with pytest.raises(OptionError):
        new_match("fly", default_seats(4), options, 1)


def test_pack_sizes_by_player_count() -> None:
    for n, size in [(3, 32), (4, 36), (5, 52), (7, 52)]:
        m = new_match("fly", default_seats(n), {"first_dealer": 0}, 1)
        assert len(m.pack_cards()) == size and m.view(0)["stock"] == size - 5 * n - 1


def test_illegal_plays_are_refused_and_change_nothing() -> None:
    m = fly(4, [WORKED], [(1, "exchange 7C 6H"), (2, "keep"), (3, "fold"), (0, "keep"), (1, "8S")])
    before = json.dumps([m.summary(), [m.view(s) for s in range(4)], m.record()])
    for seat, text, why in [(2, "KD", "follow suit"), (2, "AD", "not in your hand"), (0, "9S", "turn"),
                            (2, "keep", "play a card"), (3, "9S", "turn")]:
        with pytest.raises(IllegalAction, match=why):
            m.apply(seat, text)
    assert json.dumps([m.summary(), [m.view(s) for s in range(4)], m.record()]) == before


def test_records_replay_and_clones_are_independent() -> None:
    m = new_match("fly", default_seats(4), {"stakes": 5}, 9)
    c = m.clone()
    c.apply(c.to_act(), c.legal_actions()[-1])
    assert m.history == [] and m.view(0) != c.view(0) or m.view(1)["decided"] != c.view(1)["decided"]
    again = replay(record("fly", 4, {"first_dealer": 0}, [WORKED], [(1, "keep"), (2, "keep")]))
    assert again.view(1)["decided"][:3] == [None, "keep", "keep"]


def test_as_holder_without_a_trick_adds_ten_and_others_five() -> None:
    # Seat 1 holds the top five hearts (trumps) and takes every trick; seat 2 declines the privilege on AH
    # and keeps the AS to the end, where it has no power (10H led): remise 10 for it, 5 for seat 0.
    pack = stack(0, {1: "AH KH QH JH 10H", 2: "AS 7C 8C 9C 10C", 0: "7D 8D 9D 10D JD"}, "9H")
    acts = [(1, "keep"), (2, "keep"), (0, "keep")]
    for lead, two, zero in [("AH", "7C", "7D"), ("KH", "8C", "8D"), ("QH", "9C", "9D"), ("JH", "10C", "10D"),
                            ("10H", "AS", "JD")]:
        acts += [(1, lead), (2, two), (0, zero)]
    m = fly(3, [pack], acts)
    s = m.summary()
    assert s["scores"] == [30, 20, 35] and s["deals"] == 1 and s["dealer"] == 1
