"""Fly against its rules file, scenario by scenario: records with stacked packs checked to the chip.

An independent reading of the rule panel `resources/rules/fly.en.md`; every expected number is derived by hand in a comment.
"""

from __future__ import annotations

import json

import pytest

from lomber.engine.errors import IllegalAction, OptionError, RecordError
from lomber.engine.match import Match, Seat
from lomber.engine.records import replay
from lomber.engine.registry import new_match
from tests.records import play

GAME = "fly"


def deal(n: int, dealer: int, hands: dict[int, str], trump: str, stock: str = "") -> str:
    """A stacked deal as the spec orders it: five rounds of one card from the dealer's left, the trump, the stock."""
    cards = {s: h.split() for s, h in hands.items()}
    order = [cards[(dealer + k) % n][r] for r in range(5) for k in range(1, n + 1)]
    return " ".join(order + [trump] + stock.split())


def cards(text: str) -> list[str]:
    """Cards named in a text, sorted for comparison."""
    return sorted(text.split())


def hand(m: Match, seat: int) -> list[str]:
    """`seat`'s hand as he sees it, sorted for comparison."""
    return sorted(m.view(seat)["hands"][seat])


def legal(m: Match) -> set[str]:
    """The legal actions of the seat to act, as texts."""
    return {c.text for c in m.legal_actions()}


def snapshot(m: Match) -> str:
    """Everything observable, to prove a refused action changed nothing."""
    return json.dumps([m.summary(), [m.view(s) for s in range(m.n)], m.history, m.to_act()], sort_keys=True)


def refused(m: Match, seat: int, text: str) -> None:
    """`text` by `seat` raises IllegalAction and leaves the match exactly as it was."""
    before = snapshot(m)
    with pytest.raises(IllegalAction):
        m.apply(seat, text)
    assert snapshot(m) == before


def check(m: Match, *, scores: list[int], deals: int, dealer: int, stacks: list[int] | None = None,
          table: dict[str, int] | None = None, finished: bool = False, winner: int | None = None) -> None:
    """The summary, to the chip."""
    s = m.summary()
    assert s["game"] == GAME
    assert s["scores"] == scores
    assert s["deals"] == deals
    assert s["dealer"] == dealer
    assert s["stacks"] == (stacks if stacks is not None else [0] * m.n)
    assert s["table"] == (table if table is not None else {})
    assert s["finished"] is finished
    assert s["winner"] == winner
    m.check_invariants()


# ----- the pack, the deal, the order of a stacked pack

@pytest.mark.parametrize(("n", "size", "low"), [(3, 32, "7"), (4, 36, "6"), (5, 52, "2"), (6, 52, "2"), (7, 52, "2")])
def test_pack_size_by_player_count(n: int, size: int, low: str) -> None:
    m = play(GAME, n, {"first_dealer": 0}, [], [])
    pack = m.pack_cards()
    assert len(pack) == len(set(pack)) == size
    ranks = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
    assert set(pack) == {r + s for r in ranks[ranks.index(low):] for s in "SHDC"}
    # stock = pack − 5 per player − the turned card
    assert m.view(0)["stock"] == size - 5 * n - 1
    for s in range(n):
        assert len(m.view(s)["hands"][s]) == 5


def test_three_player_pack_has_no_sixes() -> None:
    with pytest.raises(RecordError):
        play(GAME, 3, {"first_dealer": 0}, ["6H"], [])


@pytest.mark.parametrize("n", [2, 8])
def test_player_range_is_three_to_seven(n: int) -> None:
    with pytest.raises(OptionError):
        new_match(GAME, [Seat(f"P{i}") for i in range(n)], {}, 1)


RAW36 = "AS KS QS JS 10S 9S 8S 7S 6S AH KH QH JH 10H 9H 8H 7H 6H AD KD QD JD 10D 9D"


def test_stacked_pack_is_dealt_one_at_a_time_from_the_dealers_left() -> None:
    # Dealer 0 of 4: card i goes to seat (i mod 4) + 1 for the first 20; the 21st (QD) is turned; then the stock.
    m = play(GAME, 4, {"first_dealer": 0}, [RAW36], [])
    assert hand(m, 1) == cards("AS 10S 6S JH 7H")
    assert hand(m, 2) == cards("KS 9S AH 10H 6H")
    assert hand(m, 3) == cards("QS 8S KH 9H AD")
    assert hand(m, 0) == cards("JS 7S QH 8H KD")
    assert m.view(0)["table_cards"] == {"trump": "QD"}
    assert m.to_act() == 1                                    # the exchange starts at the dealer's left
    check(m, scores=[25] * 4, deals=0, dealer=0)
    # exchanges draw the stock from the top, in turn order: JD 10D to seat 1, then 9D to seat 2
    m.apply(1, "exchange 10S 6S")
    assert hand(m, 1) == cards("AS JH 7H JD 10D")
    assert m.view(0)["stock"] == 15 - 2
    m.apply(2, "exchange 9S")
    assert hand(m, 2) == cards("KS AH 10H 6H 9D")
    assert m.view(0)["stock"] == 12


def test_stacked_pack_with_another_dealer() -> None:
    # Dealer 2: the first card goes to seat 3, then 0, 1, 2.
    m = play(GAME, 4, {"first_dealer": 2}, [RAW36], [])
    assert hand(m, 3) == cards("AS 10S 6S JH 7H")
    assert hand(m, 0) == cards("KS 9S AH 10H 6H")
    assert hand(m, 1) == cards("QS 8S KH 9H AD")
    assert hand(m, 2) == cards("JS 7S QH 8H KD")
    assert m.to_act() == 3
    check(m, scores=[25] * 4, deals=0, dealer=2)


def test_first_dealer_is_drawn_by_the_generator_not_the_preset() -> None:
    a = play(GAME, 5, {}, [], [], seed=7)
    b = play(GAME, 5, {}, [RAW36], [], seed=7)
    d = a.summary()["dealer"]
    assert b.summary()["dealer"] == d and 0 <= d < 5
    assert a.to_act() == (d + 1) % 5


# ----- options

@pytest.mark.parametrize("options", [
    {"starting_score": 20}, {"starting_score": "25"}, {"stakes": 101}, {"stakes": -1}, {"stakes": True},
    {"dealer_takes_trump": "yes"}, {"first_dealer": 4}, {"first_dealer": -1}, {"unknown": 1},
])
def test_bad_options_are_refused(options: dict) -> None:
    with pytest.raises(OptionError):
        new_match(GAME, [Seat(f"P{i}") for i in range(4)], options, 1)


def test_starting_score_thirty() -> None:
    # 3 players, dealer 0 alone with the AS (hearts trumps): 30 − (1+5) − 4×1 = 20.
    p = deal(3, 0, {1: "7D 8D 9D 10D JD", 2: "7C 8C 9C 10C JC", 0: "AS KS QS JS 10S"}, "7H")
    m = play(GAME, 3, {"first_dealer": 0, "starting_score": 30}, [p], [(1, "fold"), (2, "fold"), (0, "keep")])
    assert m.summary()["scores"] == [20, 30, 30]


# ----- the worked example

EX_HANDS = {1: "AD 7C 6H KC QC", 2: "AS 8D 7H 8C 9C", 3: "6S 7S 8S 6C 6D", 0: "10D JH 9H 10C JC"}
EX_PACK = deal(4, 0, EX_HANDS, "9D", "KH QH")


def test_worked_example_exchange() -> None:
    m = play(GAME, 4, {"first_dealer": 0}, [EX_PACK], [])
    assert m.to_act() == 1
    m.apply(1, "exchange 7C 6H")                              # draws KH QH, the top of the stock
    assert hand(m, 1) == cards("AD KC QC KH QH")
    assert m.view(0)["stock"] == 15 - 2
    # seat 2 holds the AS: may keep or exchange other cards, may not fold or discard the AS
    assert m.to_act() == 2
    assert "fold" not in legal(m) and "keep" in legal(m)
    assert not any("AS" in a for a in legal(m))
    refused(m, 2, "fold")
    refused(m, 2, "exchange AS")
    refused(m, 2, "exchange AS 8C")
    m.apply(2, "keep")
    assert "fold" in legal(m)                                 # seat 3 folds freely
    m.apply(3, "fold")
    assert m.view(0)["idle"] == [3]
    assert "fold" in legal(m)                                 # the dealer: two others still in, may fold
    m.apply(0, "keep")
    assert m.to_act() == 1                                    # the first player in to the dealer's left leads
    check(m, scores=[25] * 4, deals=0, dealer=0)


def test_worked_example_play_and_the_whole_deal() -> None:
    m = play(GAME, 4, {"first_dealer": 0}, [EX_PACK],
             [(1, "exchange 7C 6H"), (2, "keep"), (3, "fold"), (0, "keep"), (1, "AD")])
    assert m.to_act() == 2
    assert legal(m) == {"AS", "8D"}                           # the AS privilege, besides following diamonds
    m.apply(2, "AS")
    assert m.to_act() == 0                                    # seat 3 folded: skipped
    assert legal(m) == {"10D"}                                # a forced card is still an action
    m.apply(0, "10D")
    # the AS wins the led ace of trumps; seat 2 is the AS holder: 25 − 1 − 5 = 19
    check(m, scores=[25, 25, 19, 25], deals=0, dealer=0)
    assert m.to_act() == 2                                    # the winner leads
    m.apply(2, "7H")
    assert legal(m) == {"JH", "9H"}
    m.apply(0, "9H")
    assert legal(m) == {"KH", "QH"}
    m.apply(1, "KH")                                          # seat 1: 25 − 1 = 24
    assert m.summary()["scores"] == [25, 24, 19, 25]
    for seat, card in [(1, "KC"), (2, "8C"), (0, "10C"),      # seat 1: 23
                       (1, "QC"), (2, "9C"), (0, "JC"),       # seat 1: 22
                       (1, "QH")]:
        m.apply(seat, card)
    assert legal(m) == {"8D"}                                 # void in hearts, holds a trump: must trump
    m.apply(2, "8D")
    assert legal(m) == {"JH"}
    m.apply(0, "JH")
    # last trick to seat 2's 8D: 19 − 1 = 18 (the AS write-off only on his first trick);
    # seat 0 in with no trick: remise 25 + 5 = 30; seat 3 folded: 25; seat 1: 22
    check(m, scores=[30, 22, 18, 25], deals=1, dealer=1)
    # the next deal starts by itself, dealt by seat 1: seat 2 decides first
    assert m.to_act() == 2
    assert all(len(m.view(s)["hands"][s]) == 5 for s in range(4))
    assert m.view(0)["stock"] == 15 and m.view(0)["idle"] == []


def test_worked_example_exchange_cards_in_any_order() -> None:
    m = play(GAME, 4, {"first_dealer": 0}, [EX_PACK], [(1, "exchange 6H 7C")])
    assert hand(m, 1) == cards("AD KC QC KH QH")


def test_worked_example_declining_the_privilege() -> None:
    # seat 2 follows with 8D instead: AD wins, seat 1 25 − 1 = 24; seat 2 keeps the AS
    m = play(GAME, 4, {"first_dealer": 0}, [EX_PACK],
             [(1, "exchange 7C 6H"), (2, "keep"), (3, "fold"), (0, "keep"), (1, "AD"), (2, "8D"), (0, "10D")])
    check(m, scores=[25, 24, 25, 25], deals=0, dealer=0)
    assert m.to_act() == 1


def test_ace_of_trumps_not_led_beats_the_as() -> None:
    # The example's "had seat 1 led 10D and seat 0 played AD on it": seat 2, void in diamonds (trumps), may throw
    # the AS (any card), but the AS has no power: the AD wins. Seat 0: 25 − 1 = 24.
    hands = {1: "10D 7C 6H KC QC", 2: "AS 7H 8C 9C 10S", 3: "6S 7S 8S 6C 6D", 0: "AD JH 9H 10C JC"}
    m = play(GAME, 4, {"first_dealer": 0}, [deal(4, 0, hands, "9D")],
             [(1, "keep"), (2, "keep"), (3, "fold"), (0, "keep"), (1, "10D")])
    assert legal(m) == set(EX_HANDS[2].split()) - {"8D"} | {"10S"}
    m.apply(2, "AS")
    assert legal(m) == {"AD"}
    m.apply(0, "AD")
    check(m, scores=[24, 25, 25, 25], deals=0, dealer=0)
    assert m.to_act() == 0


def test_as_follows_duties_when_the_ace_of_trumps_is_not_led() -> None:
    # 10D led; seat 2 holds a diamond: must follow diamonds, the AS is not playable.
    hands = {1: "10D 7C 6H KC QC", 2: "AS 8D 7H 8C 9C", 3: "6S 7S 8S 6C 6D", 0: "AD JH 9H 10C JC"}
    m = play(GAME, 4, {"first_dealer": 0}, [deal(4, 0, hands, "9D")],
             [(1, "keep"), (2, "keep"), (3, "fold"), (0, "keep"), (1, "10D")])
    assert legal(m) == {"8D"}
    refused(m, 2, "AS")


def test_void_player_with_a_trump_must_trump_not_throw_the_as() -> None:
    # Clubs led; seat 2 is void in clubs and holds the 8D trump: only 8D (not the AS).
    hands = {1: "7C 10D 6H KC QC", 2: "AS 8D 7H KH 10S", 3: "6S 7S 8S 6C 6D", 0: "AD JH 9H 10C JC"}
    m = play(GAME, 4, {"first_dealer": 0}, [deal(4, 0, hands, "9D")],
             [(1, "keep"), (2, "keep"), (3, "fold"), (0, "keep"), (1, "7C")])
    assert legal(m) == {"8D"}
    refused(m, 2, "AS")
    refused(m, 2, "7H")


# ----- following, trumping, trick winners, turn order

def test_follow_trump_any_and_no_duty_to_beat() -> None:
    # 4 players, dealer 0, clubs trumps (6C turned), seat 2 folds.
    hands = {1: "AH 7H KS 8D 9C", 2: "6S 7S 8S 9S 10S", 3: "8H QS 7D 10C JC", 0: "KH 6H AD 6D JS"}
    m = play(GAME, 4, {"first_dealer": 0}, [deal(4, 0, hands, "6C")],
             [(1, "keep"), (2, "fold"), (3, "keep")])
    assert "fold" in legal(m)                                 # seats 1 and 3 are in: the dealer may fold; he keeps
    m.apply(0, "keep")
    m.apply(1, "7H")
    assert m.to_act() == 3                                    # seat 2 folded: skipped
    assert legal(m) == {"8H"}
    refused(m, 3, "QS")
    m.apply(3, "8H")
    assert legal(m) == {"KH", "6H"}                           # no duty to beat the card led
    refused(m, 0, "AD")
    m.apply(0, "6H")                                          # T1: 8H beats 7H, 6H → seat 3: 24
    assert m.summary()["scores"] == [25, 25, 25, 24] and m.to_act() == 3
    m.apply(3, "QS")
    m.apply(0, "JS")
    m.apply(1, "KS")                                          # T2: KS → seat 1: 24
    assert m.to_act() == 1
    m.apply(1, "AH")
    assert legal(m) == {"10C", "JC"}                          # void in hearts: must trump, either trump
    refused(m, 3, "7D")
    m.apply(3, "10C")
    m.apply(0, "KH")                                          # T3: the trump beats the AH → seat 3: 23
    assert m.to_act() == 3
    m.apply(3, "7D")
    assert legal(m) == {"AD", "6D"}
    m.apply(0, "AD")
    m.apply(1, "8D")                                          # T4: AD → seat 0: 24
    m.apply(0, "6D")
    assert legal(m) == {"9C"}
    m.apply(1, "9C")
    assert legal(m) == {"JC"}
    m.apply(3, "JC")                                          # T5: JC over 9C → seat 3: 22; nobody in without a trick
    check(m, scores=[24, 24, 25, 22], deals=1, dealer=1)


def test_the_dealer_could_fold_with_two_others_in() -> None:
    hands = {1: "AH 7H KS 8D 9C", 2: "6S 7S 8S 9S 10S", 3: "8H QS 7D 10C JC", 0: "KH 6H AD 6D JS"}
    m = play(GAME, 4, {"first_dealer": 0}, [deal(4, 0, hands, "6C")],
             [(1, "keep"), (2, "fold"), (3, "keep")])
    assert "fold" in legal(m)
    m.apply(0, "fold")
    assert m.view(1)["idle"] == [0, 2]
    assert m.to_act() == 1
    m.apply(1, "9C")
    assert m.to_act() == 3                                    # seat 3 next; seat 0 and seat 2 skipped
    m.apply(3, "JC")                                          # trick to seat 3: 24; trick of two cards
    check(m, scores=[25, 25, 25, 24], deals=0, dealer=0)
    assert m.to_act() == 3


# ----- the exchange: legal choices and its limits

def test_exchange_choices_count() -> None:
    # Seat 1 without the AS and a full stock: keep, 31 exchanges (2^5 − 1 subsets), fold = 33 choices.
    m = play(GAME, 4, {"first_dealer": 0}, [EX_PACK], [])
    assert len(m.legal_actions()) == 33
    m.apply(1, "keep")
    # seat 2 with the AS: keep and 15 exchanges of the other four (2^4 − 1), no fold = 16.
    assert len(m.legal_actions()) == 16


def test_dealer_may_not_fold_when_everyone_else_folded() -> None:
    m = play(GAME, 4, {"first_dealer": 0}, [deal(4, 0, {1: "AD 7C 6H KC QC", 2: "7D 8D 7H 8C 9C",
                                                        3: "6S 7S 8S 6C 6D", 0: "10D JH 9H 10C JC"}, "9D")],
             [(1, "fold"), (2, "fold"), (3, "fold")])
    assert m.to_act() == 0
    assert "fold" not in legal(m)
    refused(m, 0, "fold")


def test_dealer_may_not_fold_with_one_other_in() -> None:
    m = play(GAME, 4, {"first_dealer": 0}, [EX_PACK], [(1, "fold"), (2, "keep"), (3, "fold")])
    assert m.to_act() == 0
    assert "fold" not in legal(m) and "keep" in legal(m)
    refused(m, 0, "fold")
    m.apply(0, "keep")
    assert m.to_act() == 2                                    # seat 1 folded: seat 2 leads


def test_exchange_never_more_than_the_stock_and_empty_stock() -> None:
    # 7 players, 52 cards: 35 dealt, QD turned, 16 in the stock (the AS last).
    hands = {1: "2S 3S 4S 5S 6S", 2: "7S 8S 9S 10S JS", 3: "QS KS 2H 3H 4H", 4: "5H 6H 7H 8H 9H",
             5: "10H JH QH KH AH", 6: "2D 3D 4D 5D 6D", 0: "7D 8D 9D 10D JD"}
    stock = "KD AD 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC AS"
    m = play(GAME, 7, {"first_dealer": 0, "dealer_takes_trump": True}, [deal(7, 0, hands, "QD", stock)],
             [(1, "exchange 2S 3S 4S 5S 6S"), (2, "exchange 7S 8S 9S 10S JS"), (3, "exchange QS KS 2H 3H 4H")])
    assert hand(m, 1) == cards("KD AD 2C 3C 4C")
    assert hand(m, 2) == cards("5C 6C 7C 8C 9C")
    assert hand(m, 3) == cards("10C JC QC KC AC")
    assert m.view(4)["stock"] == 1
    refused(m, 4, "exchange 5H 6H")                           # asks for 2, the stock holds 1
    assert "exchange 5H" in legal(m) and not any(a.startswith("exchange") and len(a.split()) > 2 for a in legal(m))
    m.apply(4, "exchange 5H")                                 # draws the AS: seat 4 now holds it
    assert hand(m, 4) == cards("AS 6H 7H 8H 9H")
    assert m.view(4)["stock"] == 0
    assert legal(m) == {"keep", "fold"}                       # an empty stock: only keep or fold
    refused(m, 5, "exchange 10H")
    m.apply(5, "keep")
    m.apply(6, "keep")
    # the dealer, with an empty stock: keep, take-trump (allowed with an empty stock), fold (6 others in)
    assert legal(m) == {"keep", "fold"} | {f"take-trump {c}" for c in hands[0].split()}
    m.apply(0, "take-trump 7D")
    assert hand(m, 0) == cards("8D 9D 10D JD QD")
    assert m.view(0)["table_cards"].get("trump") is None      # the turned card is in the dealer's hand now
    assert m.to_act() == 1
    m.apply(1, "KD")                                          # diamonds are still trumps, 7D is out of play
    m.check_invariants()


# ----- take-trump

TT_HANDS = {1: "KD QD JD 10D 9D", 2: "7D 8D KH QH JH", 0: "KS 7C 8C 9C 10C"}


def test_take_trump_needs_the_option_and_the_dealer() -> None:
    p = deal(3, 0, TT_HANDS, "AS")
    m = play(GAME, 3, {"first_dealer": 0}, [p], [(1, "keep"), (2, "keep")])
    refused(m, 0, "take-trump 7C")
    assert not any(a.startswith("take-trump") for a in legal(m))
    m = play(GAME, 3, {"first_dealer": 0, "dealer_takes_trump": True}, [p], [])
    refused(m, 1, "take-trump KD")                            # only the dealer
    m.apply(1, "keep")
    refused(m, 2, "take-trump 7D")


def test_turned_as_makes_spades_trumps_and_belongs_to_no_one() -> None:
    # Turned AS, not taken: KD led, seat 0 void in diamonds must trump with KS and wins — only 1 off (no holder).
    m = play(GAME, 3, {"first_dealer": 0}, [deal(3, 0, TT_HANDS, "AS")],
             [(1, "keep"), (2, "keep"), (0, "keep"), (1, "KD"), (2, "7D")])
    assert legal(m) == {"KS"}
    m.apply(0, "KS")
    check(m, scores=[24, 25, 25], deals=0, dealer=0)


def test_dealer_takes_the_turned_as() -> None:
    # The dealer gives up 7C (out of play) for the turned AS: he is the AS holder, spades trumps:
    # his first trick takes 1 + 10 off: 25 − 11 = 14.
    m = play(GAME, 3, {"first_dealer": 0, "dealer_takes_trump": True}, [deal(3, 0, TT_HANDS, "AS")],
             [(1, "keep"), (2, "keep")])
    refused(m, 0, "take-trump AS")                            # C may not be the AS (here: not in hand anyway)
    m.apply(0, "take-trump 7C")
    assert hand(m, 0) == cards("KS AS 8C 9C 10C")
    m.apply(1, "KD")
    m.apply(2, "7D")
    assert legal(m) == {"KS", "AS"}
    m.apply(0, "AS")
    check(m, scores=[14, 25, 25], deals=0, dealer=0)


def test_take_trump_may_not_give_up_the_as() -> None:
    hands = {1: "KD QD JD 10D 9D", 2: "7D 8D KH QH JH", 0: "AS 7C 8C 9C 10C"}
    m = play(GAME, 3, {"first_dealer": 0, "dealer_takes_trump": True}, [deal(3, 0, hands, "7H")],
             [(1, "keep"), (2, "keep")])
    refused(m, 0, "take-trump AS")
    assert {a for a in legal(m) if a.startswith("take-trump")} == {f"take-trump {c}" for c in cards("7C 8C 9C 10C")}
    m.apply(0, "take-trump 7C")
    # trumps stay hearts: on KD led, seat 0 (void in diamonds) must trump with 7H
    m.apply(1, "KD")
    m.apply(2, "7D")
    assert legal(m) == {"7H"}


# ----- the AS holder, write-offs and remises

AS3 = {1: "AS KD QD 8C 9C", 2: "9H AD JD 10C 7C", 0: "9S 8D KC QC JC"}


def test_as_holder_even_after_losing_it_and_first_trick_with_another_card() -> None:
    # 3 players, hearts trumps (7H). Seat 1 leads the AS (top spade only); seat 2 void in spades trumps and wins: 24.
    m = play(GAME, 3, {"first_dealer": 0}, [deal(3, 0, AS3, "7H")],
             [(1, "keep"), (2, "keep"), (0, "keep"), (1, "AS")])
    assert legal(m) == {"9H"}
    m.apply(2, "9H")
    assert legal(m) == {"9S"}
    m.apply(0, "9S")
    check(m, scores=[25, 25, 24], deals=0, dealer=0)
    m.apply(2, "JD")
    m.apply(0, "8D")
    assert legal(m) == {"KD", "QD"}
    m.apply(1, "KD")                                          # seat 1, the AS holder, first trick: 25 − 1 − 5 = 19
    check(m, scores=[25, 19, 24], deals=0, dealer=0)
    m.apply(1, "QD")
    m.apply(2, "AD")
    assert legal(m) == {"KC", "QC", "JC"}                     # void in diamonds, no trump: any card
    m.apply(0, "JC")                                          # seat 2: 23
    m.apply(2, "7C")
    m.apply(0, "KC")
    m.apply(1, "8C")                                          # seat 0: 24
    m.apply(0, "QC")
    m.apply(1, "9C")
    m.apply(2, "10C")                                         # seat 0: 23; everyone took a trick: no remise
    check(m, scores=[23, 19, 23], deals=1, dealer=1)


def test_as_wins_as_the_ace_of_trumps_when_spades_are_trumps() -> None:
    # Spades trumps (9S turned): the AS is the ace of trumps; its holder's first trick: 25 − 1 − 10 = 14.
    hands = {1: "AS KD QD 8C 9C", 2: "10H AD JD 10C 7C", 0: "8D KH KC QC JC"}
    m = play(GAME, 3, {"first_dealer": 0}, [deal(3, 0, hands, "9S")],
             [(1, "keep"), (2, "keep"), (0, "keep"), (1, "AS"), (2, "10H"), (0, "KH")])
    check(m, scores=[25, 14, 25], deals=0, dealer=0)


NOTRICK = {1: "KH QH JH 10H 9H", 2: "8S 9S 10S JS QS", 0: "7S 8C 9C 10C JC"}


def test_as_drawn_in_the_exchange_holder_without_a_trick_adds_ten() -> None:
    # Seat 2 discards 8S and draws the AS (top of the stock): he is the holder. Seat 1 wins all five with hearts
    # (trumps, 7H turned): 25 − 5 = 20; seat 2 no trick, AS holder: 25 + 10 = 35; seat 0 remise: 25 + 5 = 30.
    p = deal(3, 0, NOTRICK, "7H", "AS")
    m = play(GAME, 3, {"first_dealer": 0}, [p], [(1, "keep")])
    assert "fold" in legal(m)                                 # no AS yet: he may fold
    m.apply(2, "exchange 8S")
    assert hand(m, 2) == cards("AS 9S 10S JS QS")
    m.apply(0, "keep")
    for card, s2, s0 in [("KH", "AS", "7S"), ("QH", "9S", "8C"), ("JH", "10S", "9C"), ("10H", "JS", "10C"),
                         ("9H", "QS", "JC")]:
        m.apply(1, card)
        m.apply(2, s2)
        m.apply(0, s0)
    check(m, scores=[30, 20, 35], deals=1, dealer=1)


def test_as_left_in_the_stock_has_no_holder() -> None:
    # Same deal, seat 2 keeps: the AS stays in the stock. Seat 1 takes five: 20 (no write-off for anyone);
    # seats 2 and 0 take no trick: remise 30 each (no ace remise).
    p = deal(3, 0, NOTRICK, "7H", "AS")
    actions = [(1, "keep"), (2, "keep"), (0, "keep")]
    for card, s2, s0 in [("KH", "8S", "7S"), ("QH", "9S", "8C"), ("JH", "10S", "9C"), ("10H", "JS", "10C"),
                         ("9H", "QS", "JC")]:
        actions += [(1, card), (2, s2), (0, s0)]
    m = play(GAME, 3, {"first_dealer": 0}, [p], actions)
    check(m, scores=[30, 20, 30], deals=1, dealer=1)


def test_as_is_a_trump_when_spades_are_trumps() -> None:
    # Spades trumps (7S turned): seat 2, void in hearts, holds the AS — a trump — so he must trump with it
    # (he may not throw a diamond); it wins: his first trick, 25 − 1 − 10 = 14. Seat 0, void in hearts,
    # must trump with 8S but the AS is higher.
    hands = {1: "KH QH JH 10H 9H", 2: "AS 8D 9D 10D JD", 0: "8S 8C 9C 10C JC"}
    m = play(GAME, 3, {"first_dealer": 0}, [deal(3, 0, hands, "7S")], [(1, "keep"), (2, "keep"), (0, "keep"), (1, "KH")])
    assert legal(m) == {"AS"}
    refused(m, 2, "8D")
    m.apply(2, "AS")
    assert legal(m) == {"8S"}
    m.apply(0, "8S")
    check(m, scores=[25, 25, 14], deals=0, dealer=0)
    assert m.to_act() == 2


# ----- the lone player, the end of the match, stakes

def lone_pack(d: int) -> str:
    """3 players, dealer `d` holding the AS, hearts trumps (7H turned)."""
    return deal(3, d, {d: "AS KS QS JS 10S", (d + 1) % 3: "7D 8D 9D 10D JD", (d + 2) % 3: "7C 8C 9C 10C JC"}, "7H")


def lone_actions(d: int) -> list[tuple[int, str]]:
    """Both others fold, the dealer keeps: he is alone."""
    return [((d + 1) % 3, "fold"), ((d + 2) % 3, "fold"), (d, "keep")]


def six_lone_deals() -> tuple[list[str], list[tuple[int, str]]]:
    """Deals 1–6, dealers 0 1 2 0 1 2, each alone with the AS: every seat ends at 25 − 10 − 10 = 5."""
    packs, actions = [], []
    for k in range(6):
        packs.append(lone_pack(k % 3))
        actions += lone_actions(k % 3)
    return packs, actions


DEAL7 = deal(3, 0, {1: "7S 8S 9S 10S JS", 2: "7D 8D 9D 10D JD", 0: "AS KD QD JC 10C"}, "7H")


def test_lone_dealer_takes_five_tricks_without_play() -> None:
    m = play(GAME, 3, {"first_dealer": 0}, [lone_pack(0)], [(1, "fold"), (2, "fold")])
    assert m.to_act() == 0 and "fold" not in legal(m)
    events = m.apply(0, "keep")
    tricks = [e for e in events if e.kind.value == "trick"]
    assert [e.seat for e in tricks] == [0] * 5
    # one trick at a time: 25 − (1 + 5) = 19, then 18, 17, 16, 15
    assert [e.amount for e in events if e.kind.value == "score" and e.seat == 0] == [19, 18, 17, 16, 15]
    # folders score nothing; the next deal is dealt by seat 1, seat 2 decides first
    check(m, scores=[15, 25, 25], deals=1, dealer=1)
    assert m.to_act() == 2
    assert m.view(2)["idle"] == []


def test_lone_dealer_still_exchanges_without_the_as() -> None:
    # 4 players, nobody holds the AS (it is deep in the stock); all fold, the dealer exchanges 10C JC for KH QH
    # and takes the five tricks alone: 25 − 5 = 20; the folders stay at 25.
    hands = {1: "AD 7C 6H KC QC", 2: "7D 8D 7H 8C 9C", 3: "6S 7S 8S 6C 6D", 0: "10D JH 9H 10C JC"}
    m = play(GAME, 4, {"first_dealer": 0}, [deal(4, 0, hands, "9D", "KH QH")],
             [(1, "fold"), (2, "fold"), (3, "fold")])
    assert "exchange 10C JC" in legal(m)
    m.apply(0, "exchange 10C JC")
    check(m, scores=[20, 25, 25, 25], deals=1, dealer=1)
    assert m.to_act() == 2


def test_deals_follow_each_other_and_dealer_passes_left() -> None:
    packs, actions = six_lone_deals()
    m = play(GAME, 3, {"first_dealer": 0}, packs[:1], actions[:3])
    check(m, scores=[15, 25, 25], deals=1, dealer=1)
    m = play(GAME, 3, {"first_dealer": 0}, packs, actions)
    # each seat dealt twice, alone with the AS each time: 25 − 10 − 10 = 5
    check(m, scores=[5, 5, 5], deals=6, dealer=0)
    assert m.to_act() == 1


def test_match_stops_mid_deal_at_zero_no_remises() -> None:
    # Deal 7: seat 0 (score 5) holds the AS; seat 1 leads 7S, seat 0 must follow with the AS (top spade) and wins:
    # 1 + 5 off 5 overshoots, so he stops at 0 and wins; the deal stops: seats 1 and 2 took no trick but score
    # no remise; the cut-short deal counts: 7 deals.
    packs, actions = six_lone_deals()
    m = play(GAME, 3, {"first_dealer": 0}, packs + [DEAL7],
             actions + [(1, "keep"), (2, "keep"), (0, "keep"), (1, "7S"), (2, "7D")])
    assert legal(m) == {"AS"}
    m.apply(0, "AS")
    check(m, scores=[0, 5, 5], deals=7, dealer=0, finished=True, winner=0)
    assert m.to_act() is None and m.legal_actions() == []
    assert m.view(1)["finished"] is True
    refused(m, 1, "8S")
    refused(m, 0, "KD")


def test_lone_dealer_reaching_zero_stops_after_one_trick() -> None:
    packs, actions = six_lone_deals()
    m = play(GAME, 3, {"first_dealer": 0}, packs + [lone_pack(0)], actions + [(1, "fold"), (2, "fold")])
    events = m.apply(0, "keep")
    assert sum(e.kind.value == "trick" for e in events) == 1           # 5 − 6 → 0 at the first trick: stop
    check(m, scores=[0, 5, 5], deals=7, dealer=0, finished=True, winner=0)


def test_stakes_antes_short_stacks_and_the_pot() -> None:
    # stakes 40, 100 chips each. Deal 1 antes: 60 each, pot 120 (before the exchange, folders too).
    packs, actions = six_lone_deals()
    m = play(GAME, 3, {"first_dealer": 0, "stakes": 40}, packs, [])
    check(m, scores=[25] * 3, deals=0, dealer=0, stacks=[60, 60, 60], table={"pot": 120})
    # deal 2 antes: 20 each, pot 240
    m = play(GAME, 3, {"first_dealer": 0, "stakes": 40}, packs, actions[:3])
    check(m, scores=[15, 25, 25], deals=1, dealer=1, stacks=[20, 20, 20], table={"pot": 240})
    # deal 3: 20 each is all they have: 0 each, pot 300; later antes pay nothing
    m = play(GAME, 3, {"first_dealer": 0, "stakes": 40}, packs, actions[:6])
    check(m, scores=[15, 15, 25], deals=2, dealer=2, stacks=[0, 0, 0], table={"pot": 300})
    # seat 0 reaches 0 in deal 7 and takes the pot: 300
    m = play(GAME, 3, {"first_dealer": 0, "stakes": 40}, packs + [DEAL7],
             actions + [(1, "keep"), (2, "keep"), (0, "keep"), (1, "7S"), (2, "7D"), (0, "AS")])
    check(m, scores=[0, 5, 5], deals=7, dealer=0, stacks=[300, 0, 0], table={"pot": 0}, finished=True, winner=0)


# ----- views and refusals

def test_center_and_roles_in_the_view() -> None:
    m = play(GAME, 4, {"first_dealer": 0}, [EX_PACK],
             [(1, "exchange 7C 6H"), (2, "keep"), (3, "fold"), (0, "keep"), (1, "AD"), (2, "AS")])
    v = m.view(0)
    assert v["center"] == [[1, "AD"], [2, "AS"]]
    assert v["roles"] == {"dealer": 0}
    assert v["scores"] == [25] * 4
    assert v["hands"][1] == ["?"] * 4 and v["hands"][3] == []
    assert v["to_act"] == 0


def test_wrong_moves_are_refused_unchanged() -> None:
    m = play(GAME, 4, {"first_dealer": 0}, [EX_PACK], [])
    refused(m, 2, "keep")                                     # not his turn
    refused(m, 1, "AD")                                       # no card play during the exchange
    refused(m, 1, "exchange AS")                              # not in his hand
    refused(m, 1, "exchange AD AD")                           # a card twice
    refused(m, 1, "take-trump 7C")                            # option off, and not the dealer
    refused(m, 1, "bet 3")
    m = play(GAME, 4, {"first_dealer": 0}, [EX_PACK],
             [(1, "exchange 7C 6H"), (2, "keep"), (3, "fold"), (0, "keep")])
    refused(m, 1, "keep")                                     # the exchange round is over
    refused(m, 1, "exchange KC")
    refused(m, 1, "7C")                                       # discarded: no longer in his hand
    refused(m, 3, "6S")                                       # folded
    m.apply(1, "KC")
    refused(m, 2, "AS")                                       # no privilege: clubs led, must follow clubs
    refused(m, 2, "8D")


# ----- more tables: five players with a wrap-around, the taken ace of trumps

def test_five_players_turn_order_wraps_and_skips_the_folder() -> None:
    # 5 players, dealer 3, stakes 100 (all of everyone's chips: pot 500), starting score 30, clubs trumps (2C).
    hands = {4: "AH 2H 3H 4H 5H", 0: "2S 3S 4S 5S 6S", 1: "KH 7D 8D 9D 10D", 2: "QH JD QD KD AD",
             3: "6H 3C 4C 5C 6C"}
    m = play(GAME, 5, {"first_dealer": 3, "stakes": 100, "starting_score": 30}, [deal(5, 3, hands, "2C")], [])
    check(m, scores=[30] * 5, deals=0, dealer=3, stacks=[0] * 5, table={"pot": 500})
    assert m.to_act() == 4 and m.view(0)["stock"] == 52 - 25 - 1
    for seat, a in [(4, "keep"), (0, "fold"), (1, "keep"), (2, "keep")]:
        m.apply(seat, a)
    assert "fold" in legal(m)                                 # the dealer: three others in
    m.apply(3, "keep")
    assert m.to_act() == 4                                    # the dealer's left leads
    m.apply(4, "2H")
    assert m.to_act() == 1                                    # seat 0 folded: skipped
    m.apply(1, "KH")
    m.apply(2, "QH")
    assert legal(m) == {"6H"}
    m.apply(3, "6H")                                          # KH wins: seat 1 30 − 1 = 29
    assert m.to_act() == 1
    m.apply(1, "7D")
    m.apply(2, "AD")
    assert legal(m) == {"3C", "4C", "5C", "6C"}               # void in diamonds: must trump
    m.apply(3, "3C")
    assert legal(m) == set(cards("AH 3H 4H 5H"))             # no diamond, no club: any card (2H already played)
    m.apply(4, "AH")                                          # the lowest trump beats the AD: seat 3 30 − 1 = 29
    check(m, scores=[30, 29, 30, 29, 30], deals=0, dealer=3, stacks=[0] * 5, table={"pot": 500})
    assert m.to_act() == 3


def test_dealer_takes_the_turned_ace_of_trumps_and_the_as_captures_it() -> None:
    # 3 players, AD turned (diamonds trumps); the dealer takes it for 7C. Seat 1 holds the AS and the 9D.
    hands = {1: "AS 9D 8H 9H 10H", 2: "7D 8D KS QS JS", 0: "KD 7C 8C 9C 10C"}
    m = play(GAME, 3, {"first_dealer": 0, "dealer_takes_trump": True}, [deal(3, 0, hands, "AD")],
             [(1, "keep"), (2, "keep"), (0, "take-trump 7C"), (1, "8H"), (2, "7D")])
    assert legal(m) == {"KD", "AD"}
    m.apply(0, "KD")                                          # trick 1 to seat 0: 24
    check(m, scores=[24, 25, 25], deals=0, dealer=0)
    m.apply(0, "AD")                                          # the ace of trumps led
    assert legal(m) == {"AS", "9D"}
    m.apply(1, "AS")
    assert legal(m) == {"8D"}
    m.apply(2, "8D")
    # the AS wins; seat 1, the AS holder, first trick: 25 − 1 − 5 = 19
    check(m, scores=[24, 19, 25], deals=0, dealer=0)
    assert m.to_act() == 1


def test_record_replays_to_the_same_match() -> None:
    m = play(GAME, 4, {"first_dealer": 0, "stakes": 7}, [EX_PACK],
             [(1, "exchange 6H 7C"), (2, "keep"), (3, "fold"), (0, "keep"), (1, "AD"), (2, "AS"), (0, "10D")])
    again = replay(m.record())
    assert again.summary() == m.summary() == {
        "game": GAME, "finished": False, "deals": 0, "stacks": [93] * 4, "table": {"pot": 28}, "winner": None,
        "dealer": 0, "scores": [25, 25, 19, 25]}
    assert again.record() == m.record()
    assert m.record()["actions"][0] == [1, "exchange 7C 6H"]  # canonical: the cards in hand order
