"""Every rule a lesson states, checked against the engine with a stacked pack (Help ▸ Learn to play).

A lesson's step names the rule statements its text makes (`Step.rules`); each id here has a scenario that plays
what the sentence says and asserts the engine does it. A statement with no scenario, or a scenario no lesson
uses, fails.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from lomber.engine.actions import parse_action
from lomber.ui.panels.lessons import available, lesson
from tests.games.test_fortuna_partie import partie_record
from tests.records import play

FORTUNA = lesson("fortuna")
PASSES = [(0, "pass"), (1, "pass"), (2, "pass"), (3, "pass")]


def fortuna_at(moves: int):
    return FORTUNA.match(moves)


def fortuna_played() -> tuple:
    """The lesson's deal played out: the match and the events of its last card."""
    m = FORTUNA.match(len(FORTUNA.script) - 1)
    seat, text = FORTUNA.script[-1]
    return m, m.apply(seat, parse_action(text))


def chips(events) -> list[tuple[str, str, int, str]]:
    return [(e.src, e.dst, e.amount, e.reason) for e in events if e.kind.value == "chips"]


def texts(legal) -> set[str]:
    return {a.text for a in legal}


def ante() -> None:
    # "Every deal the dealer puts 24 chips into the pool": the first deal, and again when the next is dealt.
    m = fortuna_at(0)
    assert m.view(0)["table"]["pool"] == 24 and m.view(0)["stacks"][3] == 2000 - 24
    _, events = fortuna_played()
    assert ("seat:0", "pool", 24, "stake") in chips(events)      # the next deal: the learner deals


def division() -> None:
    # "the first to reach 13 ends the partie and takes the pool, less an eighth to each player on 11 points,
    # a quarter to each on 12" (not the whole pool to the first to 13).
    packs, actions = partie_record()
    m = play("fortuna", 4, {"first_dealer": 0}, packs, actions[:-1])
    scores = [sum(s) for s in m.summary()["scores"]]
    assert scores[2] == 10 and scores[3] == 12
    events = m.apply(*actions[-1])
    assert [sum(s) for s in m.summary()["scores"]] == [0, 0, 0, 0]     # the partie ended, the pool divided
    pool = 192
    assert chips(events)[1:4] == [("pool", "seat:2", pool // 8, "share"), ("pool", "seat:3", pool // 4, "share"),
                                  ("pool", "seat:1", pool - pool // 8 - pool // 4, "partie")]


def preferences() -> None:
    # The surs is the turned card's suit; the preferences the other suit of its colour (diamonds -> hearts).
    view = fortuna_at(0).view(0)
    assert view["table_cards"]["surs"] == "5D" and view["trump"] == "H" and view["multiplier"] == 2


def multiplier() -> None:
    # ×2 with trumps in the preferences, ×4 in the surs, ×1 otherwise.
    pack = FORTUNA.presets[0]["pack"]
    for surs, mult in (("5D", 2), ("5H", 4), ("5S", 1), ("5C", 1)):
        m = play("fortuna", 4, {"first_dealer": 3}, [{"pack": pack, "surs": surs}], [])
        assert m.view(0)["multiplier"] == mult, surs


def honours() -> None:
    # Three of A K Q J 10 of trumps are worth 2 points (the learner's A K Q of hearts).
    _, events = fortuna_played()
    hand = FORTUNA.match(0).view(0)["hands"][0]
    assert {c for c in hand if c[-1] == "H" and c[:-1] in ("A", "K", "Q", "J", "10")} == {"AH", "KH", "QH"}
    assert any(e.kind.value == "score" and e.seat == 0 and "honours 2" in e.text for e in events)


def all_pass() -> None:
    # "Had everyone passed, each player but the dealer would pay 6 chips into the pool and the same dealer
    # would deal again."
    m = play("fortuna", 4, {"first_dealer": 3}, [FORTUNA.presets[0]] * 2, PASSES)
    s = m.summary()
    assert s["stacks"] == [1994, 1994, 1994, 2000 - 48] and s["table"]["pool"] == 24 + 18 + 24
    assert s["dealer"] == 3 and m.to_act() == 0


def nevolya() -> None:
    # "a player left alone with play may withdraw, or force all the others to play against him".
    m = play("fortuna", 4, {"first_dealer": 3}, FORTUNA.presets, [(0, "play"), (1, "pass"), (2, "pass"),
                                                                    (3, "pass")])
    assert m.to_act() == 0 and texts(m.legal_actions()) == {"force", "repass"}
    m.apply(0, parse_action("force"))
    assert sorted(m.view(0)["active"]) == [0, 1, 2, 3] and m.view(0)["needed"][0] == 5
    # "(the dealer may not)": a dealer alone with play must force.
    m = play("fortuna", 4, {"first_dealer": 3}, FORTUNA.presets, [(0, "pass"), (1, "pass"), (2, "pass"),
                                                                    (3, "play")])
    assert m.to_act() == 3 and texts(m.legal_actions()) == {"force"}


def two_declarers() -> None:
    # The re-pass round is asked of a player who said play with a passer after him; two declarers need 4 each.
    m = fortuna_at(4)
    assert m.to_act() == 0 and texts(m.legal_actions()) == {"stay", "repass"}
    m = play("fortuna", 4, {"first_dealer": 3}, FORTUNA.presets, [(0, "play"), (1, "pass"), (2, "pass"),
                                                                    (3, "play")])
    assert m.to_act() == 0                  # the dealer, who said play, is not asked in the re-pass round
    m.apply(0, parse_action("stay"))
    assert m.view(0)["phase"] == "play" and sorted(m.view(0)["declarers"]) == [0, 3]
    m = fortuna_at(6)
    assert sorted(m.view(0)["declarers"]) == [0, 2] and m.view(0)["needed"] == [4, 0, 4, 0]
    assert sorted(m.view(0)["active"]) == [0, 2]            # the passers' hands are out of play


def follow() -> None:
    # Following suit is compulsory when one can; a player who cannot may play any card.
    m = fortuna_at(11)                      # the ace of hearts led; Player 3 holds three hearts
    assert m.to_act() == 2 and texts(m.legal_actions()) == {"JH", "10H", "9H"}
    m = fortuna_at(9)                       # the ace of diamonds led; the learner has no diamond
    assert m.to_act() == 0 and len(m.legal_actions()) == len(m.view(0)["hands"][0]) == 12


def trick() -> None:
    # The highest card of the suit led takes the trick (no trump in it), and its winner leads the next.
    m = fortuna_at(8)
    assert m.to_act() == 2 and m.view(0)["taken"][2] == 1 and m.view(0)["taken"][0] == 0


def trump_wins() -> None:
    # A trump takes a trick of another suit.
    m = fortuna_at(10)
    assert m.to_act() == 0 and m.view(0)["taken"][0] == 1


def made() -> None:
    # 12 tricks of 4 needed: 8 leves and 2 for the honours, 10 points in two columns.
    m, _ = fortuna_played()
    row = next(r for r in m.view(0)["deal_result"]["rows"] if r["seat"] == 0)
    assert (row["tricks"], row["needed"], row["leves"], row["honours"], row["points"], row["result"]) == \
        (12, 4, 8, 2, 10, "made")
    assert m.view(0)["scores"][0] == [8, 2]


def failed() -> None:
    # Player 3, 3 short with two honours without the ace (0 points), pays the learner (3 + 0) × 2 = 6.
    m, events = fortuna_played()
    row = next(r for r in m.view(0)["deal_result"]["rows"] if r["seat"] == 2)
    assert (row["tricks"], row["result"]) == (1, "failed")
    assert ("seat:2", "seat:0", 6, "failed") in chips(events)


def remise() -> None:
    # 5 remises (3 short + 2 honours) of the pool at play (24) into the pool: 120, the pool 144 at the deal's end.
    _, events = fortuna_played()
    assert ("seat:2", "pool", 120, "remise") in chips(events)
    end = next(i for i, e in enumerate(events) if e.kind.value == "deal-end")
    pool = 24 + sum(a for s, d, a, _ in chips(events[:end]) if d == "pool") \
        - sum(a for s, d, a, _ in chips(events[:end]) if s == "pool")
    assert pool == 144


FLY, FERME, CDF = lesson("fly"), lesson("ferme"), lesson("chemin-de-fer")


def played(found, moves: int | None = None) -> tuple:
    """A lesson's match with `moves` of its script made (all but the last by default), and that last move's
    events."""
    k = len(found.script) - 1 if moves is None else moves - 1
    m = found.match(k)
    seat, text = found.script[k]
    return m, m.apply(seat, parse_action(text))


def fly_score() -> None:
    # Everyone starts at 25; each trick won takes 1 off (Player 3's ace of diamonds: 24; the learner's second
    # trick: 19 -> 18).
    assert FLY.match(0).view(0)["scores"] == [25, 25, 25]
    assert FLY.match(6).view(0)["scores"] == [25, 25, 24]
    assert FLY.match(9).view(0)["scores"][0] == 19 and FLY.match(12).view(0)["scores"][0] == 18


def fly_trumps() -> None:
    # The card turned after the deal gives trumps.
    view = FLY.match(0).view(0)
    assert view["turned"] == "9H" and view["trumps"] == "H" and all(len(h) == 5 for h in [view["hands"][0]])


def fly_exchange() -> None:
    # In turn from the dealer's left: keep, exchange some, or fold.
    m = FLY.match(0)
    assert m.view(0)["roles"]["dealer"] == 1 and m.to_act() == 2
    assert {a.kind for a in m.legal_actions()} == {"keep", "exchange", "fold"}
    assert FLY.match(1).to_act() == 0 and FLY.match(2).to_act() == 1


def fly_ace_kept() -> None:
    # The holder of the AS may not fold, nor give the AS up.
    legal = FLY.match(1).legal_actions()
    assert {a.kind for a in legal} == {"keep", "exchange"} and not any("AS" in a.cards for a in legal)


def fly_follow() -> None:
    # Follow suit; if not, trump; if neither, any card. A stacked deal: the first to lead plays the 7 of clubs;
    # the next holds no club and one trump (the ace of hearts), the third a club.
    m = play("fly", 3, {"first_dealer": 2}, ["7C AH QC 8C 7S KC 9C 8S AC 10C 9S JS JC 10S QS 9H"],
             [(0, "keep"), (1, "keep"), (2, "keep"), (0, "7C")])
    assert texts(m.legal_actions()) == {"AH"}
    m.apply(1, parse_action("AH"))
    assert texts(m.legal_actions()) == {"QC", "KC", "AC"}
    m.apply(2, parse_action("AC"))
    assert m.to_act() == 1                       # the trump took the trick over the ace of the suit led
    # The lesson: the ace of diamonds led, the learner holds two diamonds and trumps: only the diamonds.
    assert texts(FLY.match(4).legal_actions()) == {"KD", "9D"}


def fly_no_beat() -> None:
    # No duty to beat the card led: the learner may follow the ace with his king or his 9, the low card loses.
    m = FLY.match(4)
    assert texts(m.legal_actions()) == {"KD", "9D"} and m.view(0)["center"][0][1] == "AD"
    assert FLY.match(6).to_act() == 2 and FLY.match(6).view(0)["tricks"] == [0, 0, 1]


def fly_trick() -> None:
    # The highest card of the suit led takes a trick without trumps, its winner leads next (the lesson's ace of
    # diamonds); a trump trick: the learner's king of hearts.
    m = play("fly", 3, {"first_dealer": 2}, ["7C AH QC 8C 7S KC 9C 8S AC 10C 9S JS JC 10S QS 9H"],
             [(0, "keep"), (1, "keep"), (2, "keep"), (0, "7C"), (1, "AH"), (2, "AC"), (1, "7S"), (2, "QS"),
              (0, "JC")])
    assert m.to_act() == 2 and m.view(0)["tricks"] == [0, 1, 1]
    assert FLY.match(6).to_act() == 2 and FLY.match(6).view(0)["tricks"] == [0, 0, 1]
    assert FLY.match(12).to_act() == 0 and FLY.match(12).view(0)["tricks"][0] == 2


def fly_privilege() -> None:
    # When the ace of trumps is led, the AS may be played whatever the hand holds, and takes the trick.
    m = FLY.match(7)
    assert "AS" in texts(m.legal_actions()) and {"KH", "QH"} <= texts(m.legal_actions())
    m = FLY.match(9)
    assert m.to_act() == 0 and m.view(0)["tricks"][0] == 1


def fly_ace_five() -> None:
    # The holder of the AS takes 5 more off with his first trick: 25 - 1 - 5.
    assert FLY.match(9).view(0)["scores"][0] == 19


def fly_any_card() -> None:
    # A player with neither the suit led nor a trump plays any card.
    m = FLY.match(10)
    hand = m.view(1)["hands"][1]
    assert m.to_act() == 1 and not any(c.endswith("H") for c in hand)
    assert len(m.legal_actions()) == len(hand) == 3


def fly_remise() -> None:
    # In the deal, no trick: 5 points on (Player 2); the learner 4 tricks and the ace: 16; Player 3 one trick.
    m, _ = played(FLY)
    assert m.view(0)["scores"] == [16, 30, 24]
    # "Folding would have cost him nothing": Player 2 folds, the deal is played out, his score stays 25.
    m = play("fly", 3, {"first_dealer": 1}, FLY.presets, [(2, "keep"), (0, "exchange 7C 7D"), (1, "fold")])
    while m.view(0)["deal_result"] is None:
        seat = m.to_act()
        m.apply(seat, m.legal_actions()[0])
    assert m.view(0)["scores"][1] == 25 and m.view(0)["deal_result"]["rows"]


def ferme_ante() -> None:
    m = FERME.match(0)
    assert m.view(0)["table"]["farm"] == 3 and m.view(0)["stacks"] == [19, 19, 19]


def ferme_sixteen() -> None:
    # Exactly 16 takes the whole farm.
    _m, events = played(FERME)
    assert ("farm", "seat:0", 3, "farm") in chips(events)


def ferme_bust_pays() -> None:
    # A bust player (not the farmer) pays the farmer 1 chip: Player 2 draws a king to his 10.
    m = play("ferme", 3, {"first_dealer": 2, "starting_chips": 20}, ["10S 7C 9D KH 2C 3D 4S KD"],
             [(1, "draw"), (1, "stand")] + [(0, "draw"), (0, "stand"), (2, "draw")])
    events = m.apply(2, parse_action("stand"))
    assert ("seat:1", "seat:2", 1, "bust") in chips(events)


def ferme_second_card() -> None:
    # The second card is compulsory: the first decision offers nothing but a draw.
    m = FERME.match(2)
    assert m.to_act() == 0 and texts(m.legal_actions()) == {"draw"}


def ferme_values() -> None:
    # Aces 1, court cards 10: 7 + 2 = 9, the farmer's 9 + king = 19.
    m, _ = played(FERME)
    rows = {r["seat"]: r for r in m.view(0)["deal_result"]["rows"]}
    assert rows[2]["cards"] == ["9D", "KD"] and rows[2]["total"] == 19 and rows[0]["total"] == 16
    m = play("ferme", 3, {"first_dealer": 2, "starting_chips": 20}, ["AS 7C 9D 4H"], [])
    assert m.view(1)["total"] == 1


def ferme_closest() -> None:
    # Nobody on 16: the farm stays; the closest (14) collects 1 from each lower player (12) not bust (the
    # farmer's 19 pays nothing).
    m = play("ferme", 3, {"first_dealer": 2, "starting_chips": 20}, ["10S 7C 9D 4H 2C 3D KD"],
             [(1, "draw"), (1, "stand"), (0, "draw"), (0, "draw"), (0, "stand"), (2, "draw")])
    events = m.apply(2, parse_action("stand"))
    end = next(i for i, e in enumerate(events) if e.kind.value == "deal-end")
    assert chips(events[:end]) == [("seat:0", "seat:1", 1, "closest")]
    assert m.view(0)["table"]["farm"] == 3 + 3            # the farm stayed, and the next ante is on it


BANCO = [(0, "pass"), (1, "bid 100"), (2, "pass"), (2, "bet 20"), (0, "banco")]   # a table where one calls banco


def cdf_points() -> None:
    # Tens and court cards 0, an ace 1, totals without their tens: 5 + king = 5, then + 3 = 8.
    assert CDF.match(6).view(0)["point"] == 5
    m, _ = played(CDF, 8)
    rows = {r["seat"]: r for r in m.view(0)["deal_result"]["rows"]}
    assert rows[0]["point"] == 8 and rows[1]["point"] == 6
    m = play("chemin-de-fer", 3, dict(CDF.options), ["5H 2S 6D 2C 3D 2H"], BANCO)
    assert m.view(0)["point"] == 1                      # 5 + 6 = 11: a point of 1


def cdf_auction() -> None:
    # In turn each names a bigger bank or drops out; the last one bidding holds it, his bid is the bank.
    m = CDF.match(1)
    assert m.to_act() == 1 and m.legal_actions()[0].lo == 21        # more than the 20 named
    m = CDF.match(3)
    assert m.to_act() == 0 and m.legal_actions()[0].lo == 101
    m = CDF.match(4)
    assert m.view(0)["roles"]["banker"] == 1 and m.view(0)["bank"] == 100


def cdf_betting() -> None:
    # From the banker's left (Player 2 banks: Player 3 first), one turn each.
    assert CDF.match(4).to_act() == 2 and CDF.match(5).to_act() == 0


def cdf_banco() -> None:
    # Banco: the whole bank; smaller bets are taken back and the caller alone plays.
    m = play("chemin-de-fer", 3, dict(CDF.options), [CDF.presets[0]["pack"]], BANCO)
    view = m.view(0)
    assert view["stacks"][2] == 500 and view["bets"][2] == 0 and view["roles"]["punter"] == 0
    assert view["bets"][0] == 100


def cdf_punter() -> None:
    # The biggest bet makes its player the punter.
    m = CDF.match(6)
    assert m.view(0)["roles"]["punter"] == 0 and m.view(0)["bets"] == [10, 0, 0]


def cdf_tableau() -> None:
    # The punter draws on 0-4, stands on 6-7, chooses on 5.
    assert texts(CDF.match(6).legal_actions()) == {"draw", "stand"}
    for first, only in (("4H", {"draw"}), ("6H", {"stand"}), ("7H", {"stand"})):
        m = play("chemin-de-fer", 3, dict(CDF.options), [f"{first} 2S KD 2C 3D 2H"], list(CDF.script[:6]))
        assert texts(m.legal_actions()) == only, first


def cdf_banker_draws() -> None:
    # The banker on 4 against a third card of 3 must draw.
    m = CDF.match(7)
    assert m.to_act() == 1 and texts(m.legal_actions()) == {"draw"}


def cdf_bank_passes() -> None:
    # The punter won the first coup: paid, and the bank passes to the next player in turn (Player 3, who names
    # a new bank).
    m, events = played(CDF, 8)
    assert ("bank", "seat:0", 10, "win") in chips(events)
    assert m.view(0)["roles"]["banker"] == 2 and m.to_act() == 2 and m.view(0)["phase"] == "name"


def cdf_natural() -> None:
    # A two-card 8 or 9 is a natural, shown at once: nobody draws, the coup is settled on the banco itself.
    m = CDF.match(9)
    assert m.to_act() == 0 and "banco" in texts(m.legal_actions()) and m.view(0)["bank"] == 50
    m, events = played(CDF)
    rows = {r["seat"]: r for r in m.view(0)["deal_result"]["rows"]}
    assert rows[0]["point"] == 9 and rows[2]["point"] == 7 and rows[0]["chips"] == 50
    assert not any(e.kind.value == "action" and e.text in ("draw", "stand") for e in events)


CHECKS: dict[str, Callable[[], None]] = {
    "fly.score": fly_score, "fly.trumps": fly_trumps, "fly.exchange": fly_exchange, "fly.ace-kept": fly_ace_kept,
    "fly.follow": fly_follow, "fly.no-beat": fly_no_beat, "fly.trick": fly_trick, "fly.privilege": fly_privilege,
    "fly.ace-five": fly_ace_five, "fly.any-card": fly_any_card, "fly.remise": fly_remise,
    "ferme.ante": ferme_ante, "ferme.sixteen": ferme_sixteen, "ferme.bust-pays": ferme_bust_pays,
    "ferme.second-card": ferme_second_card, "ferme.values": ferme_values, "ferme.closest": ferme_closest,
    "cdf.points": cdf_points, "cdf.auction": cdf_auction, "cdf.betting": cdf_betting, "cdf.banco": cdf_banco,
    "cdf.punter": cdf_punter,
    "cdf.tableau": cdf_tableau, "cdf.banker-draws": cdf_banker_draws, "cdf.bank-passes": cdf_bank_passes,
    "cdf.natural": cdf_natural,
    "fortuna.ante": ante, "fortuna.division": division, "fortuna.preferences": preferences,
    "fortuna.multiplier": multiplier, "fortuna.honours": honours, "fortuna.all-pass": all_pass,
    "fortuna.nevolya": nevolya, "fortuna.two-declarers": two_declarers, "fortuna.follow": follow,
    "fortuna.trick": trick, "fortuna.trump-wins": trump_wins, "fortuna.made": made, "fortuna.failed": failed,
    "fortuna.remise": remise,
}


def named() -> set[str]:
    return {r for g in available() for s in lesson(g).steps for r in s.rules}


def test_every_rule_a_lesson_states_has_its_check_and_every_check_a_statement() -> None:
    assert named() == set(CHECKS)


@pytest.mark.parametrize("rule", sorted(CHECKS))
def test_the_engine_does_what_the_lesson_says(rule: str) -> None:
    CHECKS[rule]()


def test_fortuna_says_the_pool_is_divided_and_what_passers_pay() -> None:
    """The two statements the old lesson got wrong: the whole pool to the first to 13, passing costs nothing."""
    from lomber.ui.texts import tr

    said = " ".join(tr(s.text) for s in FORTUNA.steps)
    assert "eighth" in said and "quarter" in said and "6 chips" in said and "force" in said
    assert "nothing to pay" not in said and "first to score 13 points takes it" not in said
