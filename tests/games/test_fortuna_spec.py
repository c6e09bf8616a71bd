"""Fortuna against its rules file, read independently: scenario records with stacked packs, checked to the chip.

Every number below is derived by hand from `resources/rules/fortuna.en.md` in the comment beside it. The helpers only
build packs and the card sequence of a script of rounds; they apply the spec's trick rule (highest trump, else
highest of the suit led) on their own, and each test also states the trick counts it expects literally.
"""

from __future__ import annotations

import pytest

from lomber.engine.errors import IllegalAction, OptionError, RecordError
from lomber.engine.match import Seat
from lomber.engine.records import replay
from lomber.engine.registry import new_match
from tests.records import play, record

ORDER = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
RANK = {r: i for i, r in enumerate(ORDER)}
FULL = [r + s for s in "SHDC" for r in reversed(ORDER)]                   # 52, the 4-player pack


def ranks_down_to(low: str) -> list[str]:
    """A K Q … down to `low`."""
    return list(reversed(ORDER[ORDER.index(low):]))


def pack_two_talon() -> list[str]:
    """28 cards: 8 to A in every suit."""
    return [r + s for s in "SHDC" for r in ranks_down_to("8")]


def beats(card: str, best: str, trump: str) -> bool:
    """The spec's trick rule, on its own: a higher card of the same suit, or a trump on a non-trump."""
    if card[-1] == best[-1]:
        return RANK[card[:-1]] > RANK[best[:-1]]
    return card[-1] == trump


def script(n: int, leader: int, rounds: list[str], trump: str) -> tuple[list[tuple[int, str]], dict[int, int],
                                                                       dict[int, list[str]]]:
    """Rounds written as 'seat:card seat:card …' (any order) → the actions in clockwise order from each leader.

    Returns the actions, the tricks each seat took, and each seat's cards in the order played.
    """
    actions: list[tuple[int, str]] = []
    taken: dict[int, int] = {}
    hands: dict[int, list[str]] = {}
    for line in rounds:
        cards = {int(s): c for s, c in (w.split(":") for w in line.split())}
        assert leader in cards, f"round {line!r}: seat {leader} leads but plays no card"
        order = sorted(cards, key=lambda s: (s - leader) % n)
        best_seat, best = leader, cards[leader]
        for s in order:
            actions.append((s, cards[s]))
            hands.setdefault(s, []).append(cards[s])
            if s != leader and beats(cards[s], best, trump):
                best_seat, best = s, cards[s]
        taken[best_seat] = taken.get(best_seat, 0) + 1
        leader = best_seat
    return actions, taken, hands


def deal_pack(n: int, dealer: int, hands: dict[int, list[str]], trump_card: str, full: list[str] = FULL,
              per: int = 13) -> str:
    """The stacked pack dealt one card at a time from the dealer's left, the dealer's last card `trump_card`.

    Seats missing from `hands` get the cards nobody else holds, in pack order (the dealer's trump card last).
    """
    hands = {s: list(h) for s, h in hands.items()}
    used = {c for h in hands.values() for c in h}
    rest = [c for c in full if c not in used and c != trump_card]
    for s in range(n):
        if s not in hands:
            k = per - 1 if s == dealer else per
            hands[s], rest = rest[:k], rest[k:]
            if s == dealer:
                hands[s].append(trump_card)
    d = hands[dealer]
    d.remove(trump_card)
    d.append(trump_card)
    for s in range(n):
        assert len(hands[s]) == per, f"seat {s} holds {len(hands[s])} cards"
    cards = [hands[(dealer + 1 + i % n) % n][i // n] for i in range(n * per)]
    assert len(set(cards)) == len(cards)
    return " ".join(cards)


def new(n: int, options: dict, presets: list) -> object:
    """A live match (for checking legal actions and refusals step by step)."""
    return new_match("fortuna", [Seat(f"P{i}") for i in range(n)], options, 1,
                     [p if isinstance(p, dict) else {"pack": p} for p in presets])


def state(m) -> tuple:
    """Everything a refused action must leave untouched."""
    return (repr(m.summary()), repr([m.view(s) for s in range(m.n)]), m.to_act(), len(m.history))


def stacks_pool(m) -> tuple[list[int], int]:
    s = m.summary()
    return s["stacks"], s["table"].get("pool", 0)


def texts(legal) -> set[str]:
    return {c.text for c in legal}


# ----- the worked example, reached from two earlier deals so that the pool is 48 before it
# Deal 1: dealer 2, trumps diamonds (2D dealt last to seat 2), surs hearts → trumps are the preferences: ×2.
D1_ROUNDS = ["3:AS 0:10S", "3:KS 0:9S", "3:QS 0:8S", "3:JS 0:7S", "3:AD 0:JD", "3:KD 0:10D", "3:QD 0:9D",
             "3:JH 0:AH", "0:KH 3:10H", "0:QH 3:9H", "0:AC 3:JC", "0:KC 3:10C", "0:QC 3:9C"]
# Deal 2: dealer 3, trumps clubs (2C to seat 3), surs clubs → ×4.
D2_ROUNDS = ["0:AS 1:10S", "0:KS 1:9S", "0:QS 1:8S", "0:JS 1:7S", "0:AH 1:10H", "0:KH 1:JH", "0:AC 1:JC",
             "0:2H 1:QH", "1:AD 0:9D", "1:KD 0:10D", "1:QD 0:JD", "1:KC 0:10C", "1:QC 0:9C"]
# Deal 3 (the spec's example): dealer 0, trumps hearts (6H dealt last to seat 0), surs clubs → ×1.
D3_ROUNDS = ["1:AS 3:10S 0:6S", "1:KS 3:9S 0:5S", "1:QS 3:8S 0:4S", "1:JS 3:7S 0:3S", "1:AH 3:JH 0:10H",
             "1:KH 3:8H 0:7H", "1:9H 3:QH 0:6H", "3:8D 0:AD 1:JD", "0:KD 1:10D 3:7D", "0:QD 1:9D 3:6D",
             "0:AC 1:9C 3:QC", "0:KC 1:8C 3:JC", "0:6C 1:7C 3:10C"]


def worked_example_record() -> tuple[list, list, list[int]]:
    """The three deals' presets and actions, and the number of actions at the end of each deal."""
    a1, t1, h1 = script(4, 3, D1_ROUNDS, "D")
    assert t1 == {3: 7, 0: 6}
    a2, t2, h2 = script(4, 0, D2_ROUNDS, "C")
    assert t2 == {0: 7, 1: 6}
    a3, t3, h3 = script(4, 1, D3_ROUNDS, "H")
    assert t3 == {1: 6, 3: 2, 0: 5}
    packs = [{"pack": deal_pack(4, 2, h1, "2D"), "surs": "5H"},
             {"pack": deal_pack(4, 3, h2, "2C"), "surs": "9C"},
             {"pack": deal_pack(4, 0, h3, "6H"), "surs": "QC"}]
    bids1 = [(3, "play"), (0, "play"), (1, "pass"), (2, "pass"), (3, "stay"), (0, "stay")]
    bids2 = [(0, "play"), (1, "play"), (2, "pass"), (3, "pass"), (0, "stay"), (1, "stay")]
    bids3 = [(1, "play"), (2, "pass"), (3, "play"), (0, "play"), (1, "stay")]
    actions = bids1 + a1 + bids2 + a2 + bids3 + a3
    ends = [len(bids1 + a1), len(bids1 + a1 + bids2 + a2), len(actions)]
    return packs, actions, ends


def test_worked_example_and_the_two_deals_before_it():
    packs, actions, ends = worked_example_record()
    rec = record("fortuna", 4, {"first_dealer": 2}, packs, actions)

    # Deal 1 (dealer 2 pays 24 → pool 24). Declarers 3 and 0 need 4 each (2 declarers).
    # Seat 3: 7 tricks → 3 leves; honours AD KD QD = 3 → 2 points; deal points 5.
    # Seat 0: 6 tricks → 2 leves; honours JD 10D (2 without the ace) → 0; deal points 2.
    # Nobody failed: seat 0 pays seat 3 (5 − 2) × 2 = 6. Then dealer 3 pays his 24 for deal 2 → pool 48.
    m = replay(rec, ends[0])
    s = m.summary()
    assert s["stacks"] == [2000 - 6, 2000, 2000 - 24, 2000 + 6 - 24]
    assert s["table"]["pool"] == 48 and s["deals"] == 1 and s["dealer"] == 3
    assert s["scores"] == [[2, 0], [0, 0], [0, 0], [3, 2]]

    # Deal 2: declarers 0 and 1, ×4. Seat 0: 7 tricks → 3 leves + AC 10C (2 with the ace → 1) = 4.
    # Seat 1: 6 tricks → 2 leves + KC QC JC (3 → 2) = 4. Equal points: more leves (3 > 2) receives the
    # difference in leves: seat 1 pays seat 0 1 × 4 = 4. Then dealer 0 pays 24 for deal 3 → pool 72.
    m = replay(rec, ends[1])
    s = m.summary()
    assert s["stacks"] == [1994 + 4 - 24, 2000 - 4, 1976, 1982]
    assert s["table"]["pool"] == 72 and s["deals"] == 2 and s["dealer"] == 0
    assert s["scores"] == [[5, 1], [2, 2], [0, 0], [3, 2]]

    # Deal 3, the spec's example. After the bids (1 play, 2 pass, 3 play, 0 play) only seat 1 re-passes
    # or stays: seat 3 has no passer after him, the dealer never re-passes.
    m = replay(rec, ends[1] + 4)
    assert m.to_act() == 1 and texts(m.legal_actions()) == {"repass", "stay"}
    m = replay(rec, ends[1] + 5)
    v = m.view(2)
    assert v["multiplier"] == 1 and v["trump"] == "H"
    assert m.to_act() == 1                                    # the first declarer to the dealer's left leads
    assert v["hands"][2] == []                                # the passer's hand is set aside
    assert v["needed"][1] == v["needed"][3] == v["needed"][0] == 3    # three declarers need 3 each
    m = replay(rec, ends[2] - 1)
    assert m.view(0)["taken"] == [5, 6, 0, 1]                 # before the last trick (seat 3 takes it)

    # Seat 3 fails by 1 with QH JH (0 honour points): pays seats 1 and 0 (1 + 0) × 1 = 1 each, and
    # (1 + 2 honours) = 3 remises of min(72, 72) = 216 into the pool. Seats 1 and 0 collect nothing else.
    # Seat 1 scores 3 leves + AH KH (2 with the ace → 1); seat 0 2 leves. Then dealer 1 stakes 24.
    m = play("fortuna", 4, {"first_dealer": 2}, packs, actions)
    s = m.summary()
    assert s["stacks"] == [1974 + 1, 1996 + 1 - 24, 1976, 1982 - 2 - 216]
    assert s["table"]["pool"] == 72 + 216 + 24
    assert s["scores"] == [[7, 1], [5, 3], [0, 0], [3, 2]]
    assert s["deals"] == 3 and s["dealer"] == 1 and s["partie"] == 1
    assert not s["finished"] and s["winner"] is None
    assert m.to_act() == 2 and texts(m.legal_actions()) == {"play", "pass"}


# ----- dealing, the stake, trumps, surs and the multiplier
def test_the_pack_is_dealt_one_at_a_time_from_the_dealers_left_and_the_last_card_shows_trumps():
    pack = " ".join(FULL)                                     # AS KS … 2S AH … 2C, top first
    m = play("fortuna", 4, {"first_dealer": 1}, [{"pack": pack, "surs": "AC"}], [])
    # Card i goes to seat (1 + 1 + i) mod 4: seat 2 gets cards 0, 4, 8 …; the dealer (1) the last, 2C.
    for s in range(4):
        assert sorted(m.view(s)["hands"][s]) == sorted(FULL[(s - 2) % 4::4])
    v = m.view(0)
    assert v["hands"][1].count("2C") == 1 and v["hands"][1].count("?") == 12   # the trump card is shown
    assert v["table_cards"] == {"trump": "2C", "surs": "AC"}
    assert v["trump"] == "C" and v["multiplier"] == 4                          # trumps are the surs: ×4
    s = m.summary()
    assert s["stacks"] == [2000, 1976, 2000, 2000] and s["table"]["pool"] == 24   # the dealer's 24
    assert s["dealer"] == 1 and s["deals"] == 0
    assert m.to_act() == 2 and texts(m.legal_actions()) == {"play", "pass"}


@pytest.mark.parametrize("surs, mult", [("KC", 4), ("2S", 2), ("AH", 1), ("QD", 1)])
def test_the_multiplier_by_the_surs(surs, mult):
    # Trumps clubs (2C last): surs clubs ×4, spades (clubs are its preferences) ×2, red suits ×1.
    m = play("fortuna", 4, {"first_dealer": 1}, [{"pack": " ".join(FULL), "surs": surs}], [])
    assert m.view(0)["multiplier"] == mult


# ----- bidding
def test_all_pass_fines_and_the_same_dealer_deals_again_using_up_the_preset():
    p1, p2 = " ".join(FULL), " ".join(reversed(FULL))
    m = play("fortuna", 4, {"first_dealer": 1}, [p1, p2],
             [(2, "pass"), (3, "pass"), (0, "pass"), (1, "pass")])
    s = m.summary()
    # Seats 2, 3, 0 pay 6 each; dealer 1 pays 24 twice: pool 24 + 18 + 24 = 66.
    assert s["stacks"] == [1994, 1952, 1994, 1994] and s["table"]["pool"] == 66
    assert s["deals"] == 1 and s["dealer"] == 1
    assert m.to_act() == 2 and texts(m.legal_actions()) == {"play", "pass"}
    # The redeal used the second preset: seat 2 got its cards 0, 4, 8 …
    assert sorted(m.view(2)["hands"][2]) == sorted(list(reversed(FULL))[0::4])


def test_a_lone_declarer_may_force_or_repass_and_a_repass_is_an_all_pass():
    m = new(4, {"first_dealer": 0}, [])
    for seat, a in [(1, "pass"), (2, "play"), (3, "pass"), (0, "pass")]:
        m.apply(seat, a)
    assert m.to_act() == 2 and texts(m.legal_actions()) == {"force", "repass"}
    m.apply(2, "repass")
    s = m.summary()
    # Treated as all passing: the three non-dealers pay 6 (the lone declarer too); dealer 0 deals again.
    assert s["stacks"] == [1952, 1994, 1994, 1994] and s["table"]["pool"] == 66
    assert s["deals"] == 1 and s["dealer"] == 0 and m.to_act() == 1


def test_every_declarer_repassing_is_an_all_pass():
    m = new(4, {"first_dealer": 0}, [])
    for seat, a in [(1, "play"), (2, "play"), (3, "pass"), (0, "pass")]:
        m.apply(seat, a)
    assert m.to_act() == 1 and texts(m.legal_actions()) == {"repass", "stay"}
    m.apply(1, "repass")
    assert m.to_act() == 2 and texts(m.legal_actions()) == {"repass", "stay"}
    m.apply(2, "repass")
    s = m.summary()
    assert s["table"]["pool"] == 66 and s["deals"] == 1 and m.to_act() == 1


def test_repass_leaving_one_declarer_asks_him_to_force_or_repass():
    m = new(4, {"first_dealer": 0}, [])
    for seat, a in [(1, "play"), (2, "play"), (3, "pass"), (0, "pass"), (1, "repass"), (2, "stay")]:
        m.apply(seat, a)
    assert m.to_act() == 2 and texts(m.legal_actions()) == {"force", "repass"}
    m.apply(2, "force")
    v = m.view(0)
    # Nevolya: all four play; the forcer needs 5; the first player to the dealer's left leads.
    assert v["needed"][2] == 5 and m.to_act() == 1 and len(m.legal_actions()) == 13
    assert sorted(v["active"]) == [0, 1, 2, 3]


def test_a_dealer_left_alone_by_repasses_must_force_and_cannot_repass():
    m = new(4, {"first_dealer": 0}, [])
    for seat, a in [(1, "play"), (2, "pass"), (3, "pass"), (0, "play")]:
        m.apply(seat, a)
    assert m.to_act() == 1 and texts(m.legal_actions()) == {"repass", "stay"}   # the dealer is not asked
    m.apply(1, "repass")
    assert m.to_act() == 0 and texts(m.legal_actions()) == {"force"}
    before = state(m)
    with pytest.raises(IllegalAction):
        m.apply(0, "repass")
    assert state(m) == before


def test_only_declarers_with_a_passer_after_them_are_asked_to_repass():
    m = new(4, {"first_dealer": 0}, [])
    # 1 pass, 2 play, 3 play, 0 play: nobody passed after seats 2 or 3 → no re-pass round; 3 declarers.
    for seat, a in [(1, "pass"), (2, "play"), (3, "play"), (0, "play")]:
        m.apply(seat, a)
    v = m.view(0)
    assert m.to_act() == 2 and len(m.legal_actions()) == 13      # play begins: seat 2 leads
    assert [v["needed"][s] for s in range(4)] == [3, 0, 3, 3]


def test_four_declarers_need_two_each_and_there_is_no_repass():
    m = new(4, {"first_dealer": 3}, [])
    for seat, a in [(0, "play"), (1, "play"), (2, "play"), (3, "play")]:
        m.apply(seat, a)
    assert m.view(1)["needed"] == [2, 2, 2, 2] and m.to_act() == 0 and len(m.legal_actions()) == 13


def test_two_declarers_need_four_each():
    m = new(4, {"first_dealer": 3}, [])
    for seat, a in [(0, "pass"), (1, "play"), (2, "play"), (3, "pass"), (1, "stay"), (2, "stay")]:
        m.apply(seat, a)
    assert m.view(1)["needed"] == [0, 4, 4, 0] and m.to_act() == 1


def test_the_lone_dealer_after_the_first_round_must_force():
    m = new(4, {"first_dealer": 0}, [])
    for seat, a in [(1, "pass"), (2, "pass"), (3, "pass"), (0, "play")]:
        m.apply(seat, a)
    assert m.to_act() == 0 and texts(m.legal_actions()) == {"force"}


# ----- nevolya
# Dealer 0 forces alone; trumps spades (2S last to seat 0), surs clubs → trumps are the preferences: ×2.
NEV_FAIL = ["1:AH 2:10H 3:7H 0:2H", "1:KH 2:9H 3:6H 0:3H", "1:QH 2:8H 3:5H 0:4H",
            "1:7D 2:AD 3:10D 0:2D", "2:KD 3:9D 0:3D 1:6D", "2:QD 3:8D 0:4D 1:5D",
            "2:7C 3:AC 0:2C 1:10C", "3:KC 0:3C 1:9C 2:6C", "3:QC 0:4C 1:8C 2:5C",
            "3:5S 0:AS 1:JS 2:8S", "0:KS 1:10S 2:7S 3:4S", "0:QS 1:9S 2:6S 3:3S",
            "0:2S 1:JH 2:JD 3:JC"]


def test_nevolya_punition_juste_when_the_forcer_fails():
    acts, taken, hands = script(4, 1, NEV_FAIL, "S")
    assert taken == {1: 3, 2: 3, 3: 3, 0: 4}
    packs = [{"pack": deal_pack(4, 0, hands, "2S"), "surs": "5C"}]
    bids = [(1, "pass"), (2, "pass"), (3, "pass"), (0, "play")]
    # The dealer alone must force; a refused re-pass leaves everything as it was.
    m = play("fortuna", 4, {"first_dealer": 0}, packs, bids)
    assert texts(m.legal_actions()) == {"force"}
    m = play("fortuna", 4, {"first_dealer": 0}, packs, bids + [(0, "force")])
    assert m.to_act() == 1                                    # seat 1, the dealer's left, leads (not the forcer)
    before = state(m)
    with pytest.raises(IllegalAction):
        m.apply(0, "AS")                                      # not seat 0's turn
    with pytest.raises(IllegalAction):
        m.apply(1, "2H")                                      # not in his hand
    assert state(m) == before
    m.apply(1, "AH")
    before = state(m)
    with pytest.raises(IllegalAction):
        m.apply(2, "AD")                                      # seat 2 holds hearts: he must follow suit
    assert state(m) == before

    m = play("fortuna", 4, {"first_dealer": 0}, packs, bids + [(0, "force")] + acts)
    s = m.summary()
    # Forcer 0 needs 5, takes 4: short 1; honours AS KS QS = 3 → 2 points (count 3).
    # He pays each forced player (1 + 2) × 2 = 6, remises (1 + 3) × min(24, 72) = 96, and 12 to each.
    # Seat 0: 2000 − 24 − 3×6 − 96 − 3×12 = 1826; others 2000 + 6 + 12 = 2018; dealer 1 then stakes 24.
    assert s["stacks"] == [1826, 2018 - 24, 2018, 2018]
    assert s["table"]["pool"] == 24 + 96 + 24
    assert s["scores"] == [[0, 0]] * 4                        # forced players score nothing, nor a failed forcer
    assert s["deals"] == 1 and s["dealer"] == 1


# Seat 2 forces (dealer 0); trumps diamonds (3D last to seat 0), surs spades → ×1.
NEV_MAKE = ["1:AS 2:2S 3:8S 0:5S", "1:KS 2:3S 3:9S 0:6S", "1:QS 2:4S 3:10S 0:7S",
            "1:5H 2:2H 3:AH 0:8H", "3:KH 0:9H 1:6H 2:3H", "3:QH 0:10H 1:7H 2:4H",
            "3:2C 0:8C 1:5C 2:AC", "2:KC 3:3C 0:9C 1:6C", "2:QC 3:4C 0:10C 1:7C",
            "2:AD 3:6D 0:3D 1:9D", "2:KD 3:7D 0:4D 1:10D", "2:QD 3:8D 0:5D 1:JD",
            "2:2D 3:JH 0:JC 1:JS"]


def test_nevolya_forcer_who_makes_scores_but_collects_no_chips():
    acts, taken, hands = script(4, 1, NEV_MAKE, "D")
    assert taken == {1: 3, 3: 3, 2: 7}
    packs = [{"pack": deal_pack(4, 0, hands, "3D"), "surs": "KS"}]
    bids = [(1, "pass"), (2, "play"), (3, "pass"), (0, "pass"), (2, "force")]
    m = play("fortuna", 4, {"first_dealer": 0}, packs, bids + acts)
    s = m.summary()
    # Forcer 2: 7 tricks ≥ 5; leves 7 − 2 = 5; honours AD KD QD = 3 → 2. Score [5, 2]. No chips move
    # but the stakes: dealer 0's 24, then dealer 1's 24.
    assert s["scores"] == [[0, 0], [0, 0], [5, 2], [0, 0]]
    assert s["stacks"] == [1976, 1976, 2000, 2000] and s["table"]["pool"] == 48


# ----- failures: only failed players pay, failed opponents included; the multiplier never on remises
# Dealer 0 passes holding 2H (trumps hearts), surs hearts → ×4. Declarers 1, 2, 3 need 3 each.
MULTI_FAIL = ["1:AS 2:10S 3:6S", "1:KS 2:9S 3:5S", "1:QS 2:8S 3:4S", "1:JS 2:7S 3:3S",
              "1:AD 2:JD 3:8D", "1:KD 2:10D 3:7D", "1:QD 2:9D 3:6D", "1:KC 2:10C 3:7C", "1:QC 2:9C 3:6C",
              "1:JC 2:8C 3:AC", "3:10H 1:7H 2:AH", "2:KH 3:JH 1:8H", "2:6H 3:QH 1:9H"]


def test_two_failed_declarers_pay_each_other_and_the_maker():
    acts, taken, hands = script(4, 1, MULTI_FAIL, "H")
    assert taken == {1: 9, 3: 2, 2: 2}
    packs = [{"pack": deal_pack(4, 0, hands, "2H"), "surs": "7H"}]
    bids = [(1, "play"), (2, "play"), (3, "play"), (0, "pass"), (1, "stay"), (2, "stay"), (3, "stay")]
    m = play("fortuna", 4, {"first_dealer": 0}, packs, bids + acts)
    s = m.summary()
    # Seat 2: short 1, AH KH (2 with the ace → 1 point, count 2): pays (1 + 1) × 4 = 8 to seats 1 and 3;
    #   remises (1 + 2) × 24 = 72.
    # Seat 3: short 1, QH JH 10H (3 → 2 points, count 3): pays (1 + 2) × 4 = 12 to seats 1 and 2;
    #   remises (1 + 3) × 24 = 96.
    # Seat 1 made with 9 (leves 6, no honours): collects 8 + 12, nothing else.
    assert s["stacks"] == [1976, 2000 + 20 - 24, 2000 - 16 + 12 - 72, 2000 - 24 + 8 - 96]
    assert s["table"]["pool"] == 24 + 72 + 96 + 24
    assert s["scores"] == [[0, 0], [6, 0], [0, 0], [0, 0]]


# ----- the end of a partie
# Deal A (dealer 0, trumps hearts via 2H, surs spades ×1): declarers 1 and 2; seat 1 takes 9 with all five honours.
TEN = ["1:AH 2:9H", "1:KH 2:8H", "1:QH 2:7H", "1:JH 2:6H", "1:10H 2:5H", "1:AS 2:JS", "1:KS 2:10S", "1:QS 2:9S",
       "1:AD 2:JD", "1:3D 2:KD", "2:QD 1:2D", "2:AC 1:3C", "2:KC 1:2C"]


def shift(rounds: list[str], mapping: dict[int, int]) -> list[str]:
    """The same rounds with seats renamed."""
    return [" ".join(f"{mapping[int(w.split(':')[0])]}:{w.split(':')[1]}" for w in r.split()) for r in rounds]


# Deal C (dealer 2, trumps spades via JS in seat 2's hand, surs clubs → ×2): declarers 1 and 2.
CAPPED = ["1:AH 2:9H", "1:KH 2:10H", "1:QH 2:JH", "1:AD 2:9D", "1:KD 2:10D", "1:QD 2:JD", "1:AC 2:10C",
          "1:KC 2:JC", "1:2C 2:QC", "2:AS 1:6S", "2:KS 1:7S", "2:QS 1:8S", "2:JS 1:9S"]


def partie_record() -> tuple[list, list, list[int]]:
    a1, t1, h1 = script(4, 1, TEN, "H")
    assert t1 == {1: 9, 2: 4}
    r2 = shift(TEN, {1: 2, 2: 3})
    a2, t2, h2 = script(4, 2, r2, "H")
    assert t2 == {2: 9, 3: 4}
    a3, t3, h3 = script(4, 1, CAPPED, "S")
    assert t3 == {1: 8, 2: 5}
    packs = [{"pack": deal_pack(4, 0, h1, "2H"), "surs": "AS"},
             {"pack": deal_pack(4, 1, h2, "2H"), "surs": "AS"},
             {"pack": deal_pack(4, 2, h3, "JS"), "surs": "2C"}]
    b1 = [(1, "play"), (2, "play"), (3, "pass"), (0, "pass"), (1, "stay"), (2, "stay")]
    b2 = [(2, "play"), (3, "play"), (0, "pass"), (1, "pass"), (2, "stay"), (3, "stay")]
    b3 = [(3, "pass"), (0, "pass"), (1, "play"), (2, "play")]   # no re-pass: no passer after 1, 2 is the dealer
    actions = b1 + a1 + b2 + a2 + b3 + a3
    return packs, actions, [len(b1 + a1), len(b1 + a1 + b2 + a2)]


def test_partie_won_at_13_with_capped_payment_and_a_quarter_for_the_loser_past_13():
    packs, actions, ends = partie_record()
    rec = record("fortuna", 4, {"first_dealer": 0}, packs, actions)
    # Deal A: seat 1 9 tricks → 5 leves + 5 honours = 10; seat 2 4 tricks → 0. Seat 2 pays 10 × 1.
    s = replay(rec, ends[0]).summary()
    assert s["scores"] == [[0, 0], [5, 5], [0, 0], [0, 0]]
    assert s["stacks"] == [1976, 2010 - 24, 1990, 2000] and s["table"]["pool"] == 48
    # Deal B: the same for seat 2 over seat 3.
    s = replay(rec, ends[1]).summary()
    assert s["scores"] == [[0, 0], [5, 5], [5, 5], [0, 0]]
    assert s["stacks"] == [1976, 1986, 2000 - 24, 1990] and s["table"]["pool"] == 72
    m = replay(rec, ends[1] + 4)
    assert m.to_act() == 1 and len(m.legal_actions()) == 13     # no re-pass round; seat 1 leads

    m = play("fortuna", 4, {"first_dealer": 0}, packs, actions)
    s = m.summary()
    # Deal C, ×2. Seat 1: 8 tricks → 4 leves, no honours: 4 points → [9, 5] = 14.
    # Seat 2: 5 tricks → 1 leve + AS KS QS JS (4 → 4) = 5 points → [6, 9] = 15: the higher total wins.
    # The winner's points count only up to 13: 13 − 10 = 3 < seat 1's 4, so seat 2 PAYS (4 − 3) × 2 = 2.
    # Division of the pool of 72 (three stakes): seat 1 (14, lost) takes 1/4 = 18, seats 3, 0 nothing,
    # seat 2 the rest, 54. A new partie: scores 0, dealer 3 stakes 24.
    assert s["stacks"] == [1976, 1986 + 2 + 18, 1976 - 2 + 54, 1990 - 24]
    assert s["table"]["pool"] == 24
    assert s["scores"] == [[0, 0]] * 4 and s["partie"] == 2 and s["dealer"] == 3 and s["deals"] == 3
    assert not s["finished"] and m.to_act() == 0


# Grand souverain (dealer 0, trumps clubs via 2C, surs clubs → ×4): seat 1 takes 12 with five honours.
GRAND = ["1:AC 2:9C", "1:KC 2:8C", "1:QC 2:7C", "1:JC 2:6C", "1:10C 2:5C", "1:AS 2:JS", "1:KS 2:10S",
         "1:QS 2:9S", "1:AD 2:JD", "1:KD 2:10D", "1:QD 2:9D", "1:2H 2:KH", "2:QH 1:AH"]


def grand_record() -> tuple[list, list]:
    acts, taken, hands = script(4, 1, GRAND, "C")
    assert taken == {1: 12, 2: 1}
    packs = [{"pack": deal_pack(4, 0, hands, "2C"), "surs": "3C"}]
    bids = [(1, "play"), (2, "play"), (3, "pass"), (0, "pass"), (1, "stay"), (2, "stay")]
    return packs, bids + acts


def test_grand_souverain_takes_the_whole_pool_and_the_failed_players_remises_start_the_next_partie():
    packs, actions = grand_record()
    m = play("fortuna", 4, {"first_dealer": 0}, packs, actions)
    s = m.summary()
    # Seat 1: 12 − 4 = 8 leves + 5 honours = 13 deal points → grand souverain: he wins the partie.
    # Every other player (passers too) pays him 13 × 4 + 36 = 88, instead of seat 2's ordinary
    # (3 short + 0) × 4 = 12. Seat 2 pays remises (3 + 0) × 24 = 72. Seat 1 takes the pool of 24;
    # the 72 of remises stay as the next partie's pool; dealer 1 stakes 24 → 96.
    assert s["stacks"] == [1976 - 88, 2000 + 3 * 88 + 24 - 24, 2000 - 88 - 72, 2000 - 88]
    assert s["table"]["pool"] == 72 + 24
    assert s["scores"] == [[0, 0]] * 4 and s["partie"] == 2 and s["deals"] == 1 and s["dealer"] == 1


def test_the_match_ends_with_its_last_partie_and_the_winner_is_the_highest_balance():
    packs, actions = grand_record()
    m = play("fortuna", 4, {"first_dealer": 0, "parties": 1}, packs, actions)
    s = m.summary()
    # As above, without the next deal's stake.
    assert s["finished"] and s["winner"] == 1 and s["deals"] == 1
    assert s["stacks"] == [1888, 2288, 1840, 1912] and s["table"]["pool"] == 72
    assert m.to_act() is None and m.legal_actions() == []
    with pytest.raises(IllegalAction):
        m.apply(1, "play")


# Petit souverain: trumps hearts (2H to dealer 0), so the AS is the card; surs spades → ×1.
PETIT = ["1:AH 2:9H", "1:KH 2:8H", "1:QH 2:7H", "1:JH 2:6H", "1:10H 2:5H", "1:AS 2:JS", "1:KS 2:10S",
         "1:QS 2:9S", "1:AD 2:JD", "1:KD 2:10D", "1:QD 2:9D", "1:3C 2:AC", "2:KC 1:2C"]


def test_petit_souverain_with_the_ace_of_spades_when_hearts_are_trumps():
    acts, taken, hands = script(4, 1, PETIT, "H")
    assert taken == {1: 11, 2: 2}
    packs = [{"pack": deal_pack(4, 0, hands, "2H"), "surs": "4S"}]
    bids = [(1, "play"), (2, "play"), (3, "pass"), (0, "pass"), (1, "stay"), (2, "stay")]
    s = play("fortuna", 4, {"first_dealer": 0}, packs, bids + acts).summary()
    # Seat 1: 11 − 4 = 7 leves + 5 honours = 12, holding the AS → petit souverain: 13 × 1 + 18 = 31 from
    # each other player; seat 2 (short 2, no honours) pays remises 2 × 24 = 48; seat 1 takes the pool, 24.
    assert s["stacks"] == [1976 - 31, 2000 + 93 + 24 - 24, 2000 - 31 - 48, 2000 - 31]
    assert s["table"]["pool"] == 48 + 24 and s["partie"] == 2 and s["scores"] == [[0, 0]] * 4


def test_twelve_points_without_the_petit_card_is_no_souverain():
    # The same deal with trumps spades (2S to dealer 0) and the KH QH JH instead of AH …: no AH held.
    rounds = ["1:AS 2:9S", "1:KS 2:8S", "1:QS 2:7S", "1:JS 2:6S", "1:10S 2:5S", "1:KH 2:10H", "1:QH 2:9H",
              "1:JH 2:8H", "1:AD 2:JD", "1:KD 2:10D", "1:QD 2:9D", "1:3C 2:AC", "2:KC 1:2C"]
    acts, taken, hands = script(4, 1, rounds, "S")
    assert taken == {1: 11, 2: 2}
    packs = [{"pack": deal_pack(4, 0, hands, "2S"), "surs": "4H"}]
    bids = [(1, "play"), (2, "play"), (3, "pass"), (0, "pass"), (1, "stay"), (2, "stay")]
    s = play("fortuna", 4, {"first_dealer": 0}, packs, bids + acts).summary()
    # Seat 1 scores 7 leves + 5 honours = 12 (no partie end); seat 2 (short 2, no honours) pays him
    # (2 + 0) × 1 = 2 and remises 2 × 24 = 48.
    assert s["scores"] == [[0, 0], [7, 5], [0, 0], [0, 0]] and s["partie"] == 1
    assert s["stacks"] == [1976, 2002 - 24, 1950, 2000] and s["table"]["pool"] == 24 + 48 + 24


# ----- 3 players
def pack_three(short: str) -> list[str]:
    """39 cards: A K Q in the short suit, 3 to A in the others."""
    return [r + s for s in "SHDC" for r in (["A", "K", "Q"] if s == short else ranks_down_to("3"))]


# Short suit hearts and trumps hearts (QH last to dealer 0), surs diamonds → ×2. Declarers 1, 2, 0.
THREE = ["1:AD 2:6D 0:3D", "1:KD 2:7D 0:4D", "1:QD 2:8D 0:5D", "1:JD 2:9D 0:AH", "0:KH 1:10D 2:JC",
         "0:QH 1:6C 2:10C", "0:AS 1:8S 2:4S", "0:KS 1:9S 2:5S", "0:QS 1:10S 2:6S", "0:3S 1:JS 2:7S",
         "1:7C 2:AC 0:3C", "2:KC 0:4C 1:8C", "2:QC 0:5C 1:9C"]


def test_three_players_pack_needs_short_suit_honours_and_failure():
    short = "H"
    full = pack_three(short)
    assert len(full) == 39
    acts, taken, hands = script(3, 1, THREE, "H")
    assert taken == {1: 4, 0: 6, 2: 3}
    packs = [{"pack": deal_pack(3, 0, hands, "QH", full), "surs": "5D"}]
    bids = [(1, "play"), (2, "play"), (0, "play")]             # nobody passed: no re-pass round
    opts = {"first_dealer": 0, "short_suit": short}
    m = play("fortuna", 3, opts, packs, bids)
    assert m.view(0)["needed"] == [4, 4, 4] and m.to_act() == 1 and m.view(0)["multiplier"] == 2
    m = play("fortuna", 3, opts, packs, bids + acts)
    s = m.summary()
    # Seat 0: 6 − 4 = 2 leves; A K Q of the short suit as trumps = 3 → 4 points: [2, 4].
    # Seat 1: exactly 4: [0, 0]. Seat 2: short 1, no honours: pays (1 + 0) × 2 = 2 to seats 0 and 1,
    # and 1 remise of 24. Then dealer 1 stakes 24.
    assert s["scores"] == [[2, 4], [0, 0], [0, 0]]
    assert s["stacks"] == [2000 - 24 + 2, 2000 + 2 - 24, 2000 - 4 - 24]
    assert s["table"]["pool"] == 24 + 24 + 24


def test_three_players_all_pass_costs_eight():
    m = play("fortuna", 3, {"first_dealer": 2, "short_suit": "C"}, [], [(0, "pass"), (1, "pass"), (2, "pass")])
    s = m.summary()
    assert s["stacks"] == [1992, 1992, 2000 - 48] and s["table"]["pool"] == 24 + 16 + 24
    assert s["deals"] == 1 and s["dealer"] == 2 and m.to_act() == 0


def test_three_players_two_declarers_need_five_and_a_forcer_six():
    m = new(3, {"first_dealer": 2, "short_suit": "C"}, [])
    for seat, a in [(0, "play"), (1, "play"), (2, "pass"), (0, "stay"), (1, "stay")]:
        m.apply(seat, a)
    assert m.view(0)["needed"] == [5, 5, 0]
    m = new(3, {"first_dealer": 2, "short_suit": "C"}, [])
    for seat, a in [(0, "pass"), (1, "play"), (2, "pass"), (1, "force")]:
        m.apply(seat, a)
    assert m.view(0)["needed"][1] == 6 and sorted(m.view(0)["active"]) == [0, 1, 2] and m.to_act() == 0


@pytest.mark.parametrize("short", ["S", "H", "D", "C"])
def test_three_and_two_player_packs(short):
    m = new(3, {"short_suit": short, "first_dealer": 0}, [])
    assert sorted(m.pack_cards()) == sorted(pack_three(short))
    m = new(2, {"short_suit": short, "first_dealer": 0}, [])
    want = [r + s for s in "SHDC" for r in ranks_down_to("10" if s == short else "8")]
    assert len(want) == 26 and sorted(m.pack_cards()) == sorted(want)
    m = new(2, {"variant": "two-talon", "short_suit": short, "first_dealer": 0}, [])
    assert sorted(m.pack_cards()) == sorted(pack_two_talon())


def test_a_preset_card_not_in_the_pack_is_refused():
    with pytest.raises(RecordError):
        play("fortuna", 3, {"short_suit": "H", "first_dealer": 0}, ["JH"], [])
    with pytest.raises(RecordError):
        play("fortuna", 2, {"short_suit": "S", "first_dealer": 0}, ["7D"], [])


# ----- 2 players: no bidding, 6 each; exactly 5 tricks pays no remises
# Short suit diamonds (10–A); trumps clubs (JC last to dealer 0); surs diamonds → ×1.
TWO = ["1:AS 0:10S", "1:KS 0:9S", "1:QS 0:8S", "1:AH 0:10H", "1:KH 0:9H", "1:QH 0:8H", "1:AD 0:10D",
       "1:KD 0:JD", "1:JS 0:AC", "0:KC 1:8C", "0:QC 1:9C", "0:JC 1:10C", "0:QD 1:JH"]


def test_two_players_five_tricks_pays_the_opponent_but_no_remises():
    full = [r + s for s in "SHDC" for r in ranks_down_to("10" if s == "D" else "8")]
    acts, taken, hands = script(2, 1, TWO, "C")
    assert taken == {1: 8, 0: 5}
    packs = [{"pack": deal_pack(2, 0, hands, "JC", full), "surs": "AD"}]
    opts = {"first_dealer": 0, "short_suit": "D"}
    m = play("fortuna", 2, opts, packs, [])
    assert m.to_act() == 1 and len(m.legal_actions()) == 13    # no bidding: the non-dealer leads
    assert m.view(1)["needed"] == [6, 6]
    s = play("fortuna", 2, opts, packs, acts).summary()
    # Seat 1: 8 − 6 = 2 leves, 10C alone → 0 honours: [2, 0]. Seat 0: 5 tricks, short 1, AC KC QC JC
    # (4 → 4 points): pays (1 + 4) × 1 = 5, no remises. Dealer 1 then stakes 24.
    assert s["scores"] == [[0, 0], [2, 0]]
    assert s["stacks"] == [2000 - 24 - 5, 2000 + 5 - 24] and s["table"]["pool"] == 48


# ----- 2 players with a talon
TALON_ONE = ["AS", "KS", "QS", "JS", "AH", "KH", "QH", "8H", "AD", "KD", "AC", "KC"]     # seat 1's first 12
TALON_ZERO = ["9S", "JH", "10H", "9H", "QD", "JD", "10D", "9D", "8D", "JC", "10C", "8C"]  # seat 0's first 12


def test_talon_deal_order_buying_discarding_and_a_buyer_failing_double():
    # Dealt (top first): cards 1–24 alternate from the non-dealer (1), 25–26 the talon, 27 to seat 1,
    # 28 to the dealer (0), showing trumps: 8S.
    one = ["AS", "KS", "QS", "JS", "AH", "KH", "QH", "8H", "AD", "KD", "AC", "KC"]          # seat 1's first 12
    zero = ["9S", "JH", "10H", "9H", "QD", "JD", "10D", "9D", "8D", "JC", "10C", "8C"]       # seat 0's first 12
    cards = [c for pair in zip(one, zero) for c in pair] + ["10S", "9C", "QC", "8S"]
    assert sorted(cards) == sorted(pack_two_talon())
    packs = [{"pack": " ".join(cards), "surs": "9H"}]               # trumps spades, surs hearts: ×1
    opts = {"variant": "two-talon", "first_dealer": 0}
    m = play("fortuna", 2, opts, packs, [])
    assert sorted(m.view(1)["hands"][1]) == sorted(one + ["QC"])
    assert sorted(m.view(0)["hands"][0]) == sorted(zero + ["8S"])
    assert m.to_act() == 1 and texts(m.legal_actions()) == {"buy 0..2"}
    m.apply(1, "buy 1")                                              # takes card 25, the 10S; pays 4
    assert "10S" in m.view(1)["hands"][1] and m.to_act() == 1
    before = state(m)
    with pytest.raises(IllegalAction):
        m.apply(1, "discard 8H AD")                                  # he bought one: discards one
    assert state(m) == before
    m.apply(1, "discard 8H")
    assert m.to_act() == 0 and texts(m.legal_actions()) == {"buy 0..1"}
    before = state(m)
    with pytest.raises(IllegalAction):
        m.apply(0, "buy 2")                                          # only one card is left
    assert state(m) == before

    exchange = [(1, "buy 1"), (1, "discard 8H"), (0, "buy 1"), (0, "discard 8D")]
    rounds = ["1:AS 0:9S", "1:KS 0:8S", "1:AH 0:9H", "1:KH 0:10H", "1:QH 0:JH", "1:AD 0:9D", "1:KD 0:10D",
              "1:AC 0:9C", "1:KC 0:10C", "1:QC 0:JC", "1:QS 0:QD", "1:JS 0:JD", "1:10S 0:8C"]
    acts, taken, _ = script(2, 1, rounds, "S")
    assert taken == {1: 13}
    m = play("fortuna", 2, opts, packs, exchange)
    assert m.summary()["table"]["pool"] == 24 + 8 and m.to_act() == 1
    s = play("fortuna", 2, opts, packs, exchange + acts).summary()
    # Seat 1: 13 − 6 = 7 leves; honours after the exchange AS KS QS JS 10S = 5 → 12 points. He holds the
    # AH but not the 9S: no petit souverain in the 2-player game. Score [7, 5].
    # Seat 0 bought and failed: short 6, honours 0 → pays (6 + 0) × 1 × 2 = 12, and remises
    # 6 × 32 (the pool when play began: 24 + 2 × 4) × 2 = 384. Dealer 1 then stakes 24.
    assert s["scores"] == [[0, 0], [7, 5]] and s["partie"] == 1
    assert s["stacks"] == [2000 - 24 - 4 - 12 - 384, 2000 - 4 + 12 - 24]
    assert s["table"]["pool"] == 32 + 384 + 24


def test_talon_the_dealer_still_says_buy_0_when_nothing_is_left():
    m = new(2, {"variant": "two-talon", "first_dealer": 1}, [])
    m.apply(0, "buy 2")
    m.apply(0, " ".join(["discard"] + sorted(m.view(0)["hands"][0])[:2]))
    assert m.to_act() == 1 and texts(m.legal_actions()) == {"buy 0..0"}
    m.apply(1, "buy 0")
    assert m.to_act() == 0 and m.view(0)["phase"] == "play" and m.summary()["table"]["pool"] == 24 + 8


# ----- options
def test_options():
    with pytest.raises(OptionError):
        new(3, {"variant": "four"}, [])
    with pytest.raises(OptionError):
        new(4, {"variant": "two"}, [])
    with pytest.raises(OptionError):
        new(4, {"colour": 1}, [])
    with pytest.raises(OptionError):
        new(4, {"parties": 21}, [])
    with pytest.raises(OptionError):
        new(4, {"starting_chips": 199}, [])
    assert new(2, {}, []).options["variant"] == "two"
    assert new(3, {}, []).options["variant"] == "three"
    m = new(4, {"short_suit": "H", "starting_chips": 500, "first_dealer": 2}, [])   # short suit ignored
    assert len(m.pack_cards()) == 52 and m.summary()["stacks"] == [500, 500, 476, 500]


# ----- honours cannot win: stuck at 12, the winner's consolation (2 players, short suit diamonds)
# Seat 0 makes exactly 6 with A K Q J 10 of clubs (trumps); seat 1 takes 7 (1 leve). Surs hearts → ×1.
STUCK = ["1:AH 0:8H", "1:KH 0:9H", "1:QH 0:8S", "1:JH 0:10D", "1:10H 0:JD", "1:AD 0:QD", "1:KS 0:AS",
         "0:KD 1:9C", "1:QS 0:10C", "0:AC 1:8C", "0:KC 1:JS", "0:QC 1:10S", "0:JC 1:9S"]
STUCK_B = ["0:8H 1:AH"] + STUCK[1:]                           # seat 0 leads when seat 1 deals
# Seat 1 takes all 13 with A K Q J of clubs; seat 0 leads.
SWEEP = ["0:JH 1:AH", "1:AC 0:8C", "1:KC 0:9C", "1:QC 0:10C", "1:AS 0:8S", "1:KS 0:9S", "1:QS 0:10S",
         "1:JS 0:8H", "1:KH 0:9H", "1:QH 0:10H", "1:AD 0:10D", "1:KD 0:JD", "1:JC 0:QD"]


def test_stuck_at_12_on_honours_gets_a_quarter_and_the_winners_consolation():
    full = [r + s for s in "SHDC" for r in ranks_down_to("10" if s == "D" else "8")]
    a1, t1, h1 = script(2, 1, STUCK, "C")
    a2, t2, h2 = script(2, 0, STUCK_B, "C")
    a4, t4, h4 = script(2, 0, SWEEP, "C")
    assert t1 == t2 == {1: 7, 0: 6} and t4 == {1: 13}
    packs = [{"pack": deal_pack(2, 0, h1, "10C", full), "surs": "9H"},
             {"pack": deal_pack(2, 1, h2, "8C", full), "surs": "9H"},
             {"pack": deal_pack(2, 0, h1, "10C", full), "surs": "9H"},
             {"pack": deal_pack(2, 1, h4, "JC", full), "surs": "9H"}]
    opts = {"first_dealer": 0, "short_suit": "D"}
    # Each of deals 1–3: seat 0 0 leves + 5 honours = 5 points, seat 1 1 leve + 0 = 1: seat 1 pays 4.
    m = play("fortuna", 2, opts, packs[:3], a1 + a2 + a1)
    s = m.summary()
    assert s["scores"] == [[0, 15], [3, 0]] and s["partie"] == 1       # 15 on honours counts as 12
    assert s["stacks"] == [2000 - 48 + 12, 2000 - 48 - 12] and s["table"]["pool"] == 96
    m = play("fortuna", 2, opts, packs, a1 + a2 + a1 + a4)
    s = m.summary()
    # Deal 4 (dealer 1): seat 1 13 tricks → 7 leves + A K Q J (4 → 4) = 11 → [10, 4] = 14: he wins.
    # Seat 0: short 6, 10C (1 honour, 0 points): pays 6 × 1 = 6 and (6 + 1) × min(96, 72) = 504 remises.
    # Division of 96 (without the remises): seat 0 on 12 takes 1/4 = 24; seat 1 the rest, 72.
    # Seat 0 is stuck (0 leves, 15 on honours): the winner's share exceeds a quarter by 72 − 24 = 48,
    # not under 48, so he pays 24. The 504 start the next partie; dealer 0 stakes 24.
    assert s["stacks"] == [1964 - 6 - 504 + 24 + 24 - 24, 1940 + 6 + 72 - 24]
    assert s["table"]["pool"] == 504 + 24
    assert s["scores"] == [[0, 0], [0, 0]] and s["partie"] == 2 and s["deals"] == 4


def test_a_bad_preset_for_a_later_deal_is_refused_before_the_match_starts():
    # The second deal's pack names the JH, which the 3-player pack with hearts short does not hold: the
    # record is refused as a whole, not half-way through the all-pass that starts deal 2.
    with pytest.raises(RecordError):
        play("fortuna", 3, {"short_suit": "H", "first_dealer": 0}, ["AS", "JH"],
             [(1, "pass"), (2, "pass"), (0, "pass")])
    with pytest.raises(RecordError):                          # a surs is one card
        play("fortuna", 4, {"first_dealer": 0}, ["AS", {"pack": "KS", "surs": "AS KS"}], [])
    with pytest.raises(RecordError):                          # a 2 is in no 3-player pack, whatever is short
        play("fortuna", 3, {"first_dealer": 0}, ["AS", "2H"], [])


# Short suit hearts, trumps hearts: dealer 0 shows the AH (the ace alone → 1), seat 1 holds KH QH (2 → 2).
THREE_TWO = ["1:AD 0:7D", "1:KD 0:8D", "1:QD 0:9D", "1:JD 0:10D", "1:KC 0:AC", "0:AS 1:3S", "0:KS 1:4S",
             "0:QS 1:5S", "0:JS 1:6S", "0:6C 1:QC", "1:JC 0:5C", "1:QH 0:AH", "0:4C 1:KH"]


def test_three_players_short_suit_honours_two_and_the_ace_alone():
    full = pack_three("H")
    acts, taken, hands = script(3, 1, THREE_TWO, "H")
    assert taken == {1: 7, 0: 6}
    packs = [{"pack": deal_pack(3, 0, hands, "AH", full), "surs": "3D"}]        # surs diamonds: ×2
    bids = [(1, "play"), (2, "pass"), (0, "play"), (1, "stay")]
    s = play("fortuna", 3, {"first_dealer": 0, "short_suit": "H"}, packs, bids + acts).summary()
    # Two declarers need 5. Seat 0: 6 → 1 leve + the ace alone (1) = 2 → [1, 1].
    # Seat 1: 7 → 2 leves + KH QH (2 → 2) = 4 → [2, 2]. Seat 0 pays (4 − 2) × 2 = 4. Dealer 1 stakes next.
    assert s["scores"] == [[1, 1], [2, 2], [0, 0]]
    assert s["stacks"] == [2000 - 24 - 4, 2000 + 4 - 24, 2000] and s["table"]["pool"] == 48


# Deal C' (dealer 2, trumps spades via 2S, surs clubs ×2): seat 1 7 tricks, seat 2 6 with AS 10S.
TIE = ["1:AH 2:9H", "1:KH 2:10H", "1:QH 2:JH", "1:AD 2:10D", "1:KD 2:JD", "1:2D 2:QD", "2:AC 1:9C", "2:KC 1:10C",
       "2:QC 1:JC", "2:AS 1:6S", "2:10S 1:7S", "2:3S 1:8S", "1:9S 2:2S"]


def test_two_reach_13_in_one_deal_more_leve_points_wins():
    packs, actions, ends = partie_record()
    a3, t3, h3 = script(4, 1, TIE, "S")
    assert t3 == {1: 7, 2: 6}
    packs = packs[:2] + [{"pack": deal_pack(4, 2, h3, "2S"), "surs": "2C"}]
    actions = actions[:ends[1]] + [(3, "pass"), (0, "pass"), (1, "play"), (2, "play")] + a3
    s = play("fortuna", 4, {"first_dealer": 0}, packs, actions).summary()
    # From [5, 5] each: seat 1 7 tricks → 3 leves → [8, 5] = 13; seat 2 6 → 2 leves + AS 10S (1) → [7, 6] = 13.
    # Equal totals: more leve points (8 > 7) wins: seat 1. Payments: both 3 points (seat 1's 3 is exactly
    # what brings him to 13), so the leves decide: seat 2 pays (3 − 2) × 2 = 2.
    # Division of 72: seat 2 (13, lost the tie) 1/4 = 18, seat 1 the rest, 54. Dealer 3 stakes 24.
    assert s["stacks"] == [1976, 1986 + 2 + 54, 1976 - 2 + 18, 1990 - 24] and s["table"]["pool"] == 24
    assert s["partie"] == 2 and s["scores"] == [[0, 0]] * 4


def test_one_eighth_for_eleven_and_points_beyond_13_unpaid():
    packs, actions, _ = partie_record()
    # Deal C again, but trumps hearts (9H last to the dealer, seat 2) and surs diamonds → ×2.
    _, t3, h3 = script(4, 1, CAPPED, "H")
    assert t3 == {1: 8, 2: 5}
    packs = packs[:2] + [{"pack": deal_pack(4, 2, h3, "9H"), "surs": "5D"}]
    s = play("fortuna", 4, {"first_dealer": 0}, packs, actions).summary()
    # Seat 1: 8 tricks → 4 leves + AH KH QH (3 → 2) = 6 → [9, 7] = 16: he wins.
    # Seat 2: 5 tricks → 1 leve + JH 10H (0) = 1 → [6, 5] = 11.
    # Seat 1's 6 points count as 13 − 10 = 3 in the payments: seat 2 pays (3 − 1) × 2 = 4 (not 10).
    # Division of 72: seat 2 on 11 takes 1/8 = 9; seat 1 the rest, 63. Dealer 3 stakes 24.
    assert s["stacks"] == [1976, 1986 + 4 + 63, 1976 - 4 + 9, 1990 - 24] and s["table"]["pool"] == 24


# Deal C'' (dealer 2, trumps clubs via 2C, surs spades ×2): declarers 3, 1, 2 need 3 each.
TIE3 = ["3:AC 1:7C 2:2C", "3:6S 1:AS 2:10S", "1:KS 2:9S 3:5S", "1:QS 2:8S 3:4S", "1:JS 2:7S 3:3S",
        "1:AD 2:3D 3:4D", "1:KD 2:JD 3:9D", "1:2D 2:QD 3:10D", "2:AH 3:2H 1:5H", "2:KH 3:3H 1:6H",
        "2:QH 3:4H 1:7H", "2:KC 3:3C 1:8C", "2:QC 3:4C 1:9C"]


def test_two_reach_13_with_equal_totals_and_leves_the_one_nearer_the_dealers_left_wins():
    packs, actions, ends = partie_record()
    a3, t3, h3 = script(4, 3, TIE3, "C")
    assert t3 == {3: 1, 1: 6, 2: 6}
    packs = packs[:2] + [{"pack": deal_pack(4, 2, h3, "2C"), "surs": "AS"}]
    bids = [(3, "play"), (0, "pass"), (1, "play"), (2, "play"), (3, "stay")]
    s = play("fortuna", 4, {"first_dealer": 0}, packs, actions[:ends[1]] + bids + a3).summary()
    # Seats 1 and 2: 6 − 3 = 3 leves, no honour points (KC QC without the ace) → both [8, 5] = 13.
    # Dealer 2: from his left 3, 0, 1, 2 → seat 1 is nearer and wins; seat 2 takes 1/4 of 72 = 18.
    # Seat 3: short 2, AC alone (0 points, 1 honour): pays (2 + 0) × 2 = 4 to seats 1 and 2 and
    # (2 + 1) × 72 = 216 remises, which stay for the next partie. Dealer 3 stakes 24.
    assert s["stacks"] == [1976, 1986 + 4 + 54, 1976 + 4 + 18, 1990 - 8 - 216 - 24]
    assert s["table"]["pool"] == 216 + 24 and s["partie"] == 2


# Nevolya: dealer 0 forces alone and takes 10 tricks with A K Q J 10 of spades; surs spades → ×4.
NEV_GRAND = ["1:2H 2:3H 3:4H 0:AH", "0:KH 1:JH 2:9H 3:6H", "0:QH 1:10H 2:8H 3:5H", "0:AD 1:QD 2:8D 3:5D",
             "0:KD 1:JD 2:7D 3:4D", "0:AS 1:9S 2:6S 3:3S", "0:KS 1:8S 2:5S 3:2S", "0:QS 1:7S 2:4S 3:3D",
             "0:JS 1:10D 2:7H 3:2D", "0:10S 1:9D 2:6D 3:8C", "0:2C 1:AC 2:9C 3:5C", "1:KC 2:10C 3:6C 0:3C",
             "1:QC 2:JC 3:7C 0:4C"]


def test_nevolya_grand_souverain_forced_players_pay_nothing():
    acts, taken, hands = script(4, 1, NEV_GRAND, "S")
    assert taken == {0: 10, 1: 3}
    packs = [{"pack": deal_pack(4, 0, hands, "10S"), "surs": "9S"}]
    bids = [(1, "pass"), (2, "pass"), (3, "pass"), (0, "play"), (0, "force")]
    m = play("fortuna", 4, {"first_dealer": 0, "parties": 1}, packs, bids + acts)
    s = m.summary()
    # Forcer: 10 − 2 = 8 leves + 5 honours = 13 → grand souverain. Forced players pay nothing, not even
    # the premium; he takes the whole pool (his own 24). Everyone is back at 2000: a tie, no winner.
    assert s["stacks"] == [2000] * 4 and s["table"]["pool"] == 0
    assert s["finished"] and s["winner"] is None and s["deals"] == 1


def test_a_repass_among_three_declarers_leaves_two_who_need_four():
    m = new(4, {"first_dealer": 0}, [])
    for seat, a in [(1, "play"), (2, "play"), (3, "play"), (0, "pass")]:
        m.apply(seat, a)
    assert m.to_act() == 1                                    # the re-pass round goes from the dealer's left
    for seat, a in [(1, "repass"), (2, "stay"), (3, "stay")]:
        m.apply(seat, a)
    v = m.view(0)
    assert v["needed"] == [0, 0, 4, 4] and m.to_act() == 2
    assert v["hands"][1] == [] and v["hands"][0] == [] and sorted(v["idle"]) == [0, 1]


def test_follow_suit_if_able_else_any_card_no_duty_to_trump():
    full = [r + s for s in "SHDC" for r in ranks_down_to("10" if s == "D" else "8")]
    acts, _, hands = script(2, 1, TWO, "C")
    packs = [{"pack": deal_pack(2, 0, hands, "JC", full), "surs": "AD"}]
    opts = {"first_dealer": 0, "short_suit": "D"}
    m = play("fortuna", 2, opts, packs, acts[:1])             # seat 1 led the AS
    assert texts(m.legal_actions()) == {"10S", "9S", "8S"}
    m = play("fortuna", 2, opts, packs, acts[:17])            # seat 1 led the JS; seat 0 has no spade left
    assert m.to_act() == 0 and texts(m.legal_actions()) == {"QD", "AC", "KC", "QC", "JC"}
    before = state(m)
    with pytest.raises(IllegalAction):
        m.apply(0, "10S")                                     # already played
    assert state(m) == before


def test_talon_the_dealer_may_discard_the_trump_showing_card_and_trumps_stay():
    one, zero = TALON_ONE, TALON_ZERO
    cards = [c for pair in zip(one, zero) for c in pair] + ["10S", "9C", "QC", "8S"]
    m = play("fortuna", 2, {"variant": "two-talon", "first_dealer": 0}, [{"pack": " ".join(cards), "surs": "9H"}],
             [(1, "buy 0"), (0, "buy 2")])
    assert sorted(m.view(0)["hands"][0]) == sorted(zero + ["8S", "10S", "9C"])   # cards 25, 26
    m.apply(0, "discard 8S 9S")                               # any order; the trump-showing card included
    v = m.view(0)
    assert v["trump"] == "S" and "8S" not in v["hands"][0] and m.to_act() == 1
    assert m.summary()["table"]["pool"] == 24 + 8             # two cards bought by the dealer, 4 each
