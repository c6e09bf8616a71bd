"""The advisor: its odds against brute force on stacked positions, the strong player's choice, and the view
as its only source (hidden cards swapped, the match out of reach, the view left as it was)."""

from __future__ import annotations

import copy
import random
from itertools import permutations
from typing import Any

import pytest

from lomber.ai.advisor import advise, advise_position
from lomber.ai.registry import make_player
from lomber.engine.actions import Action
from lomber.engine.errors import OptionError
from lomber.engine.events import Ev
from lomber.engine.match import Match, default_seats
from lomber.engine.records import replay
from lomber.engine.registry import game_ids, game_package, new_match
from lomber.games.chemin_de_fer.ai import KEMENY_SNELL, TABLEAU
from lomber.games.chemin_de_fer.match import BANKER_TABLE, STOOD
from lomber.games.chemin_de_fer.match import value as bac_value
from lomber.games.ferme.match import TARGET, card_value, hand_total
from lomber.search.advice import Advice
from tests.records import play

DRAW, STAND = Action("draw"), Action("stand")


def drive(game: str, seats: int, options: dict[str, Any], seed: int, stop: Any, level: str = "normal",
          limit: int = 5000) -> Match:
    """A match played by computer players of `level` until `stop(match)` holds."""
    m = new_match(game, default_seats(seats), options, seed)
    players = [make_player(game, level, seed * 10 + i) for i in range(seats)]
    for _ in range(limit):
        if stop(m):
            return m
        s = m.to_act()
        assert s is not None, "the match ended before the position was reached"
        m.apply(s, players[s].choose(m.view(s), m.legal_actions()))
    raise AssertionError("position not reached")


# ----- Ferme: the next card, dealt by the engine in every world consistent with the view
def drawn_card(match: Match, seat: int) -> str:
    """Apply `draw` for `seat` and return the card the engine dealt it."""
    events = match.apply(seat, DRAW)
    return next(e.cards[0] for e in events if e.kind is Ev.DEALT and e.seat == seat)


def ferme_tally(totals: list[int]) -> dict[str, float]:
    n = len(totals)
    return {"bust": sum(t > TARGET for t in totals) / n, "sixteen": sum(t == TARGET for t in totals) / n}


def test_ferme_next_card_odds_equal_the_engine_over_every_unseen_card() -> None:
    # Classic, farmer 0, order 3 2 1 0: seat 3 bust on 17, seat 2 on 14, seat 1 on 12 to choose; farmer on 4.
    m = play("ferme", 4, {"first_dealer": 0}, ["10S 9C 5D 4S 7H 5C 7C"],
             [(3, "draw"), (3, "stand"), (2, "draw"), (2, "stand"), (1, "draw")])
    seat, view = 1, m.view(1)
    assert view["total"] == 12 and m.legal_actions() == [DRAW, STAND]
    totals = []
    hidden = [c for s in range(4) if s != seat for c in m.hands[s]] + m.stock
    for card in hidden:   # each unseen card on top of the stock once: each is equally likely to be there
        w = m.clone()
        for s in range(4):
            if s != seat and card in w.hands[s]:
                i = w.hands[s].index(card)
                w.hands[s][i], w.stock[0] = w.stock[0], w.hands[s][i]
        i = w.stock.index(card)
        w.stock[0], w.stock[i] = w.stock[i], w.stock[0]
        assert w.view(seat) == view
        totals.append(12 + card_value(drawn_card(w, seat)))
    advice = advise(view, m.legal_actions())
    want = ferme_tally(totals)
    assert len(totals) == advice.odds["unseen"] == 43
    assert advice.odds["bust"] == pytest.approx(want["bust"], abs=1e-12)
    assert advice.odds["sixteen"] == pytest.approx(want["sixteen"], abs=1e-12)
    assert want == {"bust": 27 / 43, "sixteen": 4 / 43}     # 5…K bust 12 (27 cards), the four 4s make 16
    assert advice.action == "draw"


def _late_historical() -> Match:
    """Historical, shuffled only when the stock is empty: late in the stock, few cards unseen."""
    def stop(m: Match) -> bool:
        seat = m.to_act()
        return (seat is not None and 2 <= len(m.stock) <= 5 and m.legal_actions() == [DRAW, STAND]
                and hand_total(m.hands[seat]) >= 8)
    return drive("ferme", 2, {"rule_set": "historical", "shuffle": "when-empty", "first_dealer": 0,
                              "starting_chips": 200}, 4, stop)


def test_ferme_odds_by_enumerating_every_arrangement_of_a_small_unseen_set() -> None:
    m = _late_historical()
    seat = m.to_act()
    assert seat is not None
    view = m.view(seat)
    other = 1 - seat
    unseen = list(m.hands[other]) + list(m.stock)
    assert len(unseen) <= 8 and view["discards"]
    k = len(m.hands[other])
    total = view["total"]
    totals = []
    for order in permutations(unseen):   # every world the seat cannot tell apart, each equally likely
        w = m.clone()
        w.hands[other] = list(order[:k])
        w.stock = list(order[k:])
        assert w.view(seat) == view
        totals.append(total + card_value(drawn_card(w, seat)))
    advice = advise(view, m.legal_actions())
    want = ferme_tally(totals)
    assert advice.odds["unseen"] == len(unseen)
    assert advice.odds["bust"] == pytest.approx(want["bust"], abs=1e-12)
    assert advice.odds["sixteen"] == pytest.approx(want["sixteen"], abs=1e-12)


def test_ferme_beat_is_the_chance_of_topping_every_other_hand_as_strong_models_them() -> None:
    from lomber.games.ferme.ai import P_DRAW
    from lomber.games.ferme.pack import ferme_pack

    # Historical, 2 players, farmer 0: seat 1 stood on his first card (9C hidden from seat 0); seat 0 on 13.
    m = play("ferme", 2, {"first_dealer": 0, "rule_set": "historical"}, ["9C 10D 3S"], [(1, "stand"), (0, "draw")])
    view = m.view(0)
    assert view["total"] == 13 and view["hands"][1] == ["?"]
    unseen = [card_value(c) for c in ferme_pack() if c not in ("10D", "3S")]
    # Seat 1 stopped on one card of value v with the model's chance 1 − P_DRAW[v]: weigh each v by it.
    w = {v: unseen.count(v) * (1 - P_DRAW[v]) for v in range(1, 11)}
    want = sum(x for v, x in w.items() if v < 13) / sum(w.values())
    odds = advise(view, m.legal_actions()).odds
    assert odds["beat"] == pytest.approx(want, abs=1e-12) and want == pytest.approx(1.0)
    # A hand over 16 beats nobody; on 16 only a rival's 16 stops it.
    m = play("ferme", 3, {"first_dealer": 0}, ["10S 9C 10D 6H"], [(2, "draw")])
    assert advise(m.view(2), m.legal_actions()).odds["beat"] < 1.0
    m = play("ferme", 3, {"first_dealer": 0}, ["10S 9C 10D 9S"], [(2, "draw")])
    odds = advise(m.view(2), m.legal_actions()).odds
    assert odds["beat"] == 0.0 and odds["bust"] == 1.0 and odds["draw"] is None and odds["stand"] is None


# ----- Chemin de fer: every card sequence, played by the table (an independent statement of the rules)
Comp = tuple[int, ...]


def _take(comp: Comp, v: int) -> Comp:
    return comp[:v] + (comp[v] - 1,) + comp[v + 1:]


def _cards(comp: Comp) -> list[tuple[float, int, Comp]]:
    n = sum(comp)
    return [(comp[v] / n, v, _take(comp, v)) for v in range(10) if comp[v]]


def _result(p: int, b: int) -> tuple[float, float, float]:
    return (1.0, 0.0, 0.0) if p > b else (0.0, 1.0, 0.0) if b > p else (0.0, 0.0, 1.0)


def _banker_plays(comp: Comp, pf: int, bt: int, col: int, p_draw: float) -> tuple[float, float, float]:
    out = [0.0, 0.0, 0.0]
    if p_draw < 1:
        for i, x in enumerate(_result(pf, bt)):
            out[i] += (1 - p_draw) * x
    if p_draw > 0:
        for w, y, _ in _cards(comp):
            for i, x in enumerate(_result(pf, (bt + y) % 10)):
                out[i] += p_draw * w * x
    return out[0], out[1], out[2]


def _rule(strategy: Any, kind: str, point: int, col: int = STOOD) -> float:
    """The chance of drawing by the book: under the tableau, the rules' table (its choices: draw, as the book
    says); under free drawing, the strategy's chances."""
    if strategy is not TABLEAU:
        return strategy.punter[point] if kind == "punter" else strategy.banker[point][col]
    if kind == "punter":
        return 1.0 if point <= 4 else 0.0 if point >= 6 else strategy.punter[5]
    cell = BANKER_TABLE[point][col]
    return 1.0 if cell == "D" else 0.0 if cell == "S" else strategy.banker[point][col]


def brute(comp: Comp, strategy: Any, punter: tuple[int, int] | None = None, banker: tuple[int, int] | None = None,
          third: str | int | None = "coup", punter_choice: bool | None = None,
          banker_choice: bool | None = None) -> tuple[float, float, float]:
    """P(punter wins), P(banker wins), P(stand-off), enumerating every value sequence dealt from `comp`.

    `third`: "coup" (nothing dealt yet), "choosing" (cards dealt, no naturals, the punter to play), a value (the
    punter drew it; it is out of `comp`) or None (he stood). Hidden hands are dealt from `comp`; a hidden
    punter's point is weighed by how likely the book makes what he did.
    """
    hands_p = [(1.0, punter, comp)] if punter else [(w1 * w2, (a, b), c2) for w1, a, c1 in _cards(comp)
                                                     for w2, b, c2 in _cards(c1)]
    acc, total = [0.0, 0.0, 0.0], 0.0
    for wp, (p1, p2), c1 in hands_p:
        hands_b = [(1.0, banker, c1)] if banker else [(w1 * w2, (a, b), c3) for w1, a, c2 in _cards(c1)
                                                       for w2, b, c3 in _cards(c2)]
        for wb, (b1, b2), c in hands_b:
            pt, bt = (p1 + p2) % 10, (b1 + b2) % 10
            w = wp * wb
            if third == "coup" and (pt >= 8 or bt >= 8):
                res = _result(pt, bt)
            elif pt >= 8 or bt >= 8:
                continue   # a natural ends the coup before anyone chooses: not this position
            elif third in ("coup", "choosing"):
                q = _rule(strategy, "punter", pt) if punter_choice is None else float(punter_choice)
                res = tuple((1 - q) * x for x in _banker_plays(c, pt, bt, STOOD, _rule(strategy, "banker", bt)))
                if q:
                    for wx, x, cx in _cards(c):
                        d = _banker_plays(cx, (pt + x) % 10, bt, x, _rule(strategy, "banker", bt, x))
                        res = tuple(r + q * wx * y for r, y in zip(res, d))
            else:
                col = STOOD if third is None else int(third)
                if not punter:
                    drew = _rule(strategy, "punter", pt)
                    w *= drew if third is not None else 1 - drew
                pf = pt if third is None else (pt + int(third)) % 10
                p_draw = _rule(strategy, "banker", bt, col) if banker_choice is None else float(banker_choice)
                res = _banker_plays(c, pf, bt, col, p_draw)
            total += w
            acc = [a + w * r for a, r in zip(acc, res)]
    return acc[0] / total, acc[1] / total, acc[2] / total


def banker_ev(o: tuple[float, float, float], commission: int = 0, stake: int = 100) -> float:
    """Per chip bet: the bank keeps what it wins less the house's whole chips (`commission` % of the stake,
    any fraction of a chip left to the bank), and pays what it loses."""
    kept = stake - stake * commission // 100
    return (o[1] * kept - o[0] * stake) / stake


def true_unseen(m: Match, seat: int) -> Comp:
    """From inside the match: the cards `seat` has not seen — the rest of the shoe and the face-down cards."""
    cards = list(m.shoe[m.pos:])
    if m.p_cards:
        for who, hand in ((m.punter, m.p_cards), (m.banker, m.b_cards)):
            if who != seat and not m.shown:
                cards += hand[:2]
    comp = [0] * 10
    for c in cards:
        comp[bac_value(c)] += 1
    return tuple(comp)


def test_chemin_de_fer_punter_at_five_against_brute_force() -> None:
    m = replay(_record("advise-chemin-de-fer.json"))
    view = m.view(1)
    advice = advise(view, m.legal_actions())
    comp = true_unseen(m, 1)
    assert advice.odds["unseen"] == sum(comp) == 310
    draw = brute(comp, TABLEAU, punter=(7, 8), third="choosing", punter_choice=True)
    stand = brute(comp, TABLEAU, punter=(7, 8), third="choosing", punter_choice=False)
    assert advice.odds["draw"] == pytest.approx(draw[0] - draw[1], abs=1e-12)
    assert advice.odds["stand"] == pytest.approx(stand[0] - stand[1], abs=1e-12)
    assert advice.action == "draw" and advice.odds["draw"] > advice.odds["stand"]
    assert advice.odds["edge"] == pytest.approx(-advice.odds["draw"], abs=1e-12)   # the coup as he will play it


@pytest.mark.parametrize("stake", [10, 19, 20, 39, 40, 100])
def test_chemin_de_fer_banker_choice_with_commission_against_brute_force(stake: int) -> None:
    # Punter 10+4 draws a 9; banker 3H KC = 3 may draw or stand; the house takes 5 % of what the bank wins,
    # rounded down: nothing on a coup of 10 or 19 chips, one chip of 20 or 39, two of 40.
    m = play("chemin-de-fer", 2, {"first_dealer": 0, "commission": 5, "table_minimum": stake},
             ["10D 3H 4D KC 9S"], [(1, f"bet {stake}"), (1, "draw")])
    advice = advise(m.view(0), m.legal_actions())
    comp = true_unseen(m, 0)
    for choice in ("draw", "stand"):
        o = brute(comp, TABLEAU, banker=(3, 0), third=9, banker_choice=choice == "draw")
        assert advice.odds[choice] == pytest.approx(banker_ev(o, 5, stake), abs=1e-12)
    best = max(("draw", "stand"), key=lambda k: advice.odds[k])
    assert advice.action == best and advice.odds["edge"] == advice.odds[best]


def _late_shoe(phase: str, drawing: str = "tableau", commission: int = 0) -> Match:
    """Near the end of a shoe (the cut card at 7): few cards unseen."""
    def stop(m: Match) -> bool:
        return m.phase == phase and m.shoe_left <= 12 and not m.cut_out and m.pos > 250
    return drive("chemin-de-fer", 3, {"first_dealer": 0, "drawing": drawing, "starting_chips": 20000,
                                      "table_minimum": 1, "commission": commission}, 2, stop)


@pytest.mark.parametrize("drawing", ["tableau", "free"])
def test_chemin_de_fer_edge_of_the_coming_coup_is_shoe_exact(drawing: str) -> None:
    m = _late_shoe("bet", drawing)
    seat = m.to_act()
    strategy = KEMENY_SNELL if drawing == "free" else TABLEAU
    comp = true_unseen(m, seat)
    assert sum(comp) <= 12
    advice = advise(m.view(seat), m.legal_actions())
    assert advice.odds["edge"] == pytest.approx(banker_ev(brute(comp, strategy)), abs=1e-12)
    assert advice.odds["draw"] is None and advice.odds["stand"] is None


@pytest.mark.parametrize("drawing", ["tableau", "free"])
def test_chemin_de_fer_edge_with_the_commission_rounded_as_the_table_takes_it(drawing: str) -> None:
    """The bank's edge on the coming coup for banks of every size from 1 to 120 chips, covered whole, against
    every value sequence the few unseen cards can deal: the house's whole chips off a won coup (none under 20)."""
    from lomber.games.chemin_de_fer.ai import coup_figures

    m = _late_shoe("bet", drawing, commission=5)
    seat = m.to_act()
    o = brute(true_unseen(m, seat), KEMENY_SNELL if drawing == "free" else TABLEAU)
    view = m.view(seat)
    worst = 0.0
    for bank in range(1, 121):
        got = coup_figures({**view, "bank": bank})[0]["edge"]
        worst = max(worst, abs(got - banker_ev(o, 5, bank)))
        if bank < 20:
            assert got == pytest.approx(banker_ev(o), abs=1e-12)     # too small a coup to pay any commission
    assert worst < 1e-12


def test_chemin_de_fer_coup_in_play_for_a_bystander_and_for_the_waiting_hands() -> None:
    m = _late_shoe("punter")
    p, b = m.punter, m.banker
    bystander = next(s for s in range(3) if s not in (p, b))
    pv = (bac_value(m.p_cards[0]), bac_value(m.p_cards[1]))
    bv = (bac_value(m.b_cards[0]), bac_value(m.b_cards[1]))
    got = advise_position(m, bystander).odds["edge"]
    assert got == pytest.approx(banker_ev(brute(true_unseen(m, bystander), TABLEAU, third="choosing")), abs=1e-12)
    got = advise_position(m, b).odds["edge"]      # the banker waits, knowing his own two cards
    assert got == pytest.approx(banker_ev(brute(true_unseen(m, b), TABLEAU, banker=bv, third="choosing")), abs=1e-12)
    m.apply(p, m.legal_actions()[0])
    assert m.phase == "banker"
    third = bac_value(m.p_cards[2]) if len(m.p_cards) == 3 else None
    got = advise_position(m, bystander).odds["edge"]
    assert got == pytest.approx(banker_ev(brute(true_unseen(m, bystander), TABLEAU, third=third)), abs=1e-12)
    got = advise_position(m, p).odds["edge"]      # the punter waits for the banker, knowing his own cards
    want = brute(true_unseen(m, p), TABLEAU, punter=pv, third=third)
    assert got == pytest.approx(banker_ev(want), abs=1e-12)


BANK_SIDE = {"cdf.bid": "amount", "cdf.auction-edge": "stake", "cdf.bank": "amount", "cdf.bank-least": "amount",
             "cdf.bank-cheapest": "amount",
             "cdf.deal": "bank", "cdf.retire": "bank", "cdf.take": "offer", "cdf.offer-pass": "offer"}


def _agrees(code: str, args: dict[str, Any], view: dict[str, Any]) -> bool:
    """True if the advised choice and the figure its reason quotes point the same way."""
    edge, punter, stack = args["edge"], args["punter"], view["stacks"][view["seat"]]
    if code == "cdf.retire":
        return edge < 0 or view["bank"] > (stack + view["bank"]) // 2
    if code == "cdf.offer-pass":
        return edge <= 0 or view["offer"] > stack // 3
    return {
        "cdf.bid": edge > 0, "cdf.bank": edge > 0, "cdf.deal": edge >= 0, "cdf.take": edge > 0,
        "cdf.auction-edge": edge <= 0, "cdf.bank-least": edge <= 0, "cdf.bank-cheapest": edge <= 0,
        "cdf.auction-pass": True,
        "cdf.banco": punter > 0, "cdf.bet": punter > 0, "cdf.pass-banco": punter > 0,
        "cdf.pass": punter <= 0, "cdf.bet-table": punter <= 0,
    }[code]


@pytest.mark.parametrize("options", [
    {"commission": 0}, {"commission": 5, "starting_chips": 100, "table_minimum": 5},
    {"commission": 5, "starting_chips": 300}, {"commission": 5, "drawing": "free", "starting_chips": 20000,
                                               "table_minimum": 1}])
def test_chemin_de_fer_every_choice_agrees_with_the_edge_its_reason_quotes(options: dict[str, Any]) -> None:
    """Over whole matches (small and large stakes, with and without the commission), each advised bank, bet,
    retirement or offer agrees in sign with the figure its reason gives; the bank's edge is the exact coup's
    at the stake the choice puts up, the commission rounded down as the table takes it."""
    from lomber.games.chemin_de_fer.odds import coup_odds

    m = new_match("chemin-de-fer", default_seats(4), options, 11)
    players = [make_player("chemin-de-fer", lv, i) for i, lv in enumerate(["strong", "normal", "strong", "easy"])]
    codes: set[str] = set()
    exact: dict[Comp, Any] = {}
    for step in range(300):
        if m.finished:
            break
        seat = m.to_act()
        view, legal = m.view(seat), m.legal_actions()
        if view["phase"] not in ("punter", "banker") and len(legal) > 1:
            advice = advise(view, legal, seed=step)
            code, args = advice.reason.code, dict(advice.reason.args)
            codes.add(code)
            assert _agrees(code, args, view), (code, args)
            if code == "cdf.bank-least":      # "as small a bank as you may name": the least the table allows
                assert args["amount"] == min(c.lo for c in legal if hasattr(c, "lo")), args
            comp = true_unseen(m, seat)
            if comp not in exact:
                exact[comp] = coup_odds(comp, KEMENY_SNELL if view["drawing"] == "free" else TABLEAU)
            coup = exact[comp]
            assert args["punter"] == pytest.approx(coup.punter - coup.banker, abs=1e-12)
            if code in BANK_SIDE:
                stake = args[BANK_SIDE[code]]
                want = banker_ev((coup.punter, coup.banker, coup.tie), view["commission"], stake)
                assert advice.odds["edge"] == args["edge"] == pytest.approx(want, abs=1e-12), (code, stake)
        m.apply(seat, players[seat].choose(view, legal))
    assert len(codes) >= 5, codes


# ----- the strong player's choice, from the view alone
def _record(name: str) -> dict[str, Any]:
    import json
    from pathlib import Path

    return json.loads((Path(__file__).parent.parent / "data" / name).read_text(encoding="utf-8"))


# Every game of the app has its position here: tests/data/advise-<game>.json. A game installed from elsewhere has
# none; `lomber.testing.check_game` checks its advisor (tests/test_check_game.py).
GAMES = [g for g in game_ids() if game_package(g).startswith("lomber.games.")]


def positions() -> dict[str, Match]:
    return {g: replay(_record(f"advise-{g}.json")) for g in GAMES}


class OnlyTheseThree:
    """A match seen through the three calls the advisor may make; anything else fails loudly."""

    __slots__ = ("_m",)

    def __init__(self, match: Match) -> None:
        self._m = match

    def to_act(self) -> int | None:
        return self._m.to_act()

    def legal_actions(self) -> list:
        return self._m.legal_actions()

    def view(self, seat: int) -> dict[str, Any]:
        return self._m.view(seat)


def plain(x: Any) -> bool:
    """True if `x` is plain data all the way down (nothing that could lead back to a match)."""
    if isinstance(x, dict):
        return all(isinstance(k, (str, int)) and plain(v) for k, v in x.items())
    if isinstance(x, (list, tuple)):
        return all(plain(v) for v in x)
    return x is None or isinstance(x, (str, int, float, bool))


@pytest.mark.parametrize("game", GAMES)
def test_the_advice_comes_from_the_view_and_the_legal_choices_only(game: str) -> None:
    m = positions()[game]
    seat = m.to_act()
    view, legal = m.view(seat), m.legal_actions()
    assert plain(view)
    kept = copy.deepcopy(view)
    direct = advise(view, legal, seed=3)
    assert view == kept                                        # the advisor leaves the view as it was
    assert advise_position(OnlyTheseThree(m), seed=3) == direct  # the match itself gives nothing more
    assert advise(copy.deepcopy(view), list(legal), seed=3) == direct
    assert direct.action is not None and any(direct.action == c.text for c in legal)


@pytest.mark.parametrize("game", GAMES)
def test_the_advice_is_the_strong_players_choice_and_repeats_from_a_seed(game: str) -> None:
    m = positions()[game]
    seat = m.to_act()
    view, legal = m.view(seat), m.legal_actions()
    a, b = advise(view, legal, seed=5), advise(view, legal, seed=5)
    assert a == b and a.to_json() == b.to_json()
    from lomber.ai.advisor import search_seed

    strong = make_player(game, "strong", search_seed(5, view, legal))   # the search's seed, from the table's
    if game in ("fortuna", "fly"):
        strong.seconds = None                                  # the advisor's search has no time cap
    assert a.action == strong.choose(view, legal).text


def swap_hidden(game: str, m: Match, seat: int) -> Match:
    """The same position for `seat` with some cards it cannot see exchanged (a different world)."""
    w = m.clone()
    rng = random.Random(1)
    if game == "ferme":
        other = next(s for s in w.order if s != seat and w.hands[s])
        w.hands[other][0], w.stock[5] = w.stock[5], w.hands[other][0]
    elif game == "chemin-de-fer":
        w.shoe = list(w.shoe)
        i = next(i for i in range(w.pos, len(w.shoe)) if bac_value(w.shoe[i]) != bac_value(w.b_cards[0]))
        w.b_cards[0], w.shoe[i] = w.shoe[i], w.b_cards[0]
    elif game == "fortuna":
        w.aside = [list(x) for x in w.aside]
        a = next(s for s in w.active if s != seat)                  # a hand in play …
        b = next(s for s in range(w.n) if s != seat and w.aside[s])  # … and the cards a passer set aside
        ca = rng.choice([c for c in w.hands[a] if c != w.trump_card])
        cb = rng.choice([c for c in w.aside[b] if c[-1] != ca[-1]])
        w.hands[a][w.hands[a].index(ca)], w.aside[b][w.aside[b].index(cb)] = cb, ca
    else:
        other = next(s for s in range(w.n) if s != seat and w.hands[s])
        w.hands[other][0], w.stock[0] = w.stock[0], w.hands[other][0]
    return w


def hidden_state(m: Match) -> tuple:
    """Where the cards lie, read from inside the match."""
    return tuple(repr(getattr(m, name, None)) for name in ("hands", "stock", "shoe", "b_cards", "aside"))


@pytest.mark.parametrize("game", GAMES)
def test_hidden_cards_never_change_the_advice(game: str) -> None:
    m = positions()[game]
    seat = m.to_act()
    if game == "chemin-de-fer":
        seat = 1      # the punter, at 5: the banker's face-down cards are hidden from him
    w = swap_hidden(game, m, seat)
    assert hidden_state(w) != hidden_state(m)       # another world …
    assert w.view(seat) == m.view(seat)             # … that this seat cannot tell apart
    legal = m.legal_actions() if seat == m.to_act() else []
    assert advise(w.view(seat), legal, seed=2) == advise(m.view(seat), legal, seed=2)


def test_a_seat_that_is_not_to_act_gets_odds_and_no_action() -> None:
    m = positions()["ferme"]
    advice = advise_position(m, seat=0)          # the farmer, who plays last
    assert isinstance(advice, Advice) and advice.action is None and advice.reason.code == "wait"
    assert advice.odds["draw"] is None and 0.0 <= advice.odds["bust"] <= 1.0


def test_bad_requests_are_refused_clearly() -> None:
    m = positions()["ferme"]
    with pytest.raises(OptionError, match="no seat 4"):
        advise_position(m, seat=4)
    with pytest.raises(OptionError, match="no seat -1"):
        advise_position(m, seat=-1)
    with pytest.raises(OptionError, match="unknown game .whist."):
        advise({"game": "whist"}, [])
    done = new_match("ferme", default_seats(2), {"first_dealer": 0}, 1)
    done.stop()
    with pytest.raises(OptionError, match="over"):
        advise_position(done)


SWEEP = [("ferme", 4, {}), ("ferme", 3, {"rule_set": "historical", "shuffle": "when-empty"}),
         ("chemin-de-fer", 4, {"starting_chips": 100}),
         ("chemin-de-fer", 3, {"drawing": "free", "commission": 5, "starting_chips": 300}),
         ("fortuna", 4, {}), ("fortuna", 2, {"variant": "two-talon"}), ("fly", 4, {}),
         ("fly", 5, {"dealer_takes_trump": True})]


@pytest.mark.parametrize("game, seats, options", SWEEP)
def test_every_decision_of_random_play_gets_legal_advice(game: str, seats: int, options: dict[str, Any],
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    import json

    from lomber.engine.actions import is_listed, parse_action
    from lomber.games.fly import ai as fly
    from lomber.games.fortuna import ai as fortuna
    from lomber.search.players import RandomPlayer

    # Few worlds: this test is about every phase giving a legal action and printable figures, not their quality.
    monkeypatch.setattr(fortuna, "STRONG_WORLDS", 2)
    monkeypatch.setattr(fly, "EXCHANGE_WORLDS", 2)
    monkeypatch.setattr(fly, "PLAY_WORLDS", 2)
    m = new_match(game, default_seats(seats), options, 3)
    players = [RandomPlayer(i) for i in range(seats)]
    phases = set()
    for step in range(50):
        if m.finished:
            break
        seat = m.to_act()
        view = m.view(seat)
        phases.add(view.get("phase"))
        for who in (seat, (seat + 1) % seats):
            a = advise_position(m, who, seed=step)
            assert json.loads(json.dumps(a.to_json()))["seat"] == who and a.reason.text
            if who == seat:
                assert a.action is not None and is_listed(parse_action(a.action), m.legal_actions())
            else:
                assert a.action is None and a.reason.code == "wait"
        m.apply(seat, players[seat].choose(view, m.legal_actions()))
    assert step > 20 and (len(phases) >= 2 or game == "ferme")


# ----- Fortuna: the candidates best first, and the trick in play parting touching cards
def _fortuna_ducking() -> Match:
    """Seat 1 leads 9♥; seat 2, a declarer, holds 10♥ and 8♥ (nothing between them but the 9♥ led)."""
    from tests.ai.test_ismcts import stacked

    pack = [r + s for s in "SHDC" for r in ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")]
    h1 = ["9H", "AS", "KS", "QS", "JS", "10S", "9S", "AD", "KD", "QD", "AC", "KC", "QC"]
    h2 = ["10H", "8H", "2S", "3S", "4S", "5S", "2D", "3D", "4D", "5D", "2C", "3C", "4C"]
    rest = [c for c in pack if c not in h1 + h2]
    m = play("fortuna", 4, {"first_dealer": 0}, [stacked([rest[13:], h1, h2, rest[:13]])],
             [(1, "play"), (2, "play"), (3, "pass"), (0, "pass"), (1, "stay"), (2, "stay"), (1, "9H")])
    assert m.to_act() == 2 and [tuple(x) for x in m.view(2)["center"]] == [(1, "9H")]
    return m


def test_fortuna_a_card_in_the_trick_parts_touching_cards() -> None:
    from lomber.games.fortuna.ai import distinct_moves, evaluate_candidates

    m = _fortuna_ducking()
    view, legal = m.view(2), m.legal_actions()
    assert sorted(a.text for a in distinct_moves(view, legal)) == ["10H", "8H"]   # win with the 10 or duck
    found = evaluate_candidates(view, legal, random.Random(1), worlds=4)
    assert sorted(e.action for e in found) == ["10H", "8H"]
    advice = advise(view, legal, seed=1)
    assert advice.reason.code == "fortuna.card" and advice.reason.args["moves"] == 2
    # The same cards with the 9♥ in an earlier trick, or thrown on a spade lead, touch: one of them is tried.
    hearts = [a for a in legal if a.cards[0] in ("10H", "8H")]
    taken = {**view, "center": [], "tricks": [[(1, "9H"), (2, "2S")]]}
    thrown = {**view, "center": [(1, "9S"), (3, "9H")]}   # a made-up trick: only whether it parts them counts
    for v in (taken, thrown):
        assert [a.text for a in distinct_moves(v, hearts)] == ["10H"]


def test_fortuna_candidates_come_best_first_and_next_best_is_the_second() -> None:
    from lomber.games.fortuna.ai import distinct_moves, evaluate_candidates
    from lomber.games.fortuna.match import PLAYING

    m = new_match("fortuna", default_seats(4), {}, 5)
    players = [make_player("fortuna", "normal", i) for i in range(4)]
    checked = 0
    while checked < 12 and not m.finished:
        seat = m.to_act()
        view, legal = m.view(seat), m.legal_actions()
        if view["phase"] == PLAYING and len(distinct_moves(view, legal)) >= 3:
            found = evaluate_candidates(view, legal, random.Random(checked), worlds=3)
            values = [e.value for e in found]
            assert values == sorted(values, reverse=True), found
            checked += 1
        m.apply(seat, players[seat].choose(view, legal))
    assert checked == 12


def test_chemin_de_fer_a_bank_called_the_smallest_is_the_smallest() -> None:
    """With no edge the banker names the bank that loses least; under the commission that is often not the
    table's minimum, and then the reason must not call it "as small a bank as you may name"."""
    m = new_match("chemin-de-fer", default_seats(3), {"table_minimum": 20, "starting_chips": 200, "commission": 5}, 0)
    players = [make_player("chemin-de-fer", "normal", i) for i in range(3)]
    named: list[tuple[str, int, int]] = []
    for _ in range(90):
        seat = m.to_act()
        view, legal = m.view(seat), m.legal_actions()
        if view["phase"] == "name":
            advice = advise(view, legal)
            if advice.reason.args.get("edge", 1) <= 0:
                named.append((advice.reason.code, advice.reason.args["amount"], legal[0].lo))
        m.apply(seat, players[seat].choose(view, legal))
    assert any(amount > least for _, amount, least in named)       # the case arises in this match
    for code, amount, least in named:
        assert (code == "cdf.bank-least") == (amount == least), (code, amount, least)


# ----- the reasons say what their figures say: a tie as a tie
def _said_as_best(reason: Any) -> bool:
    return "the best of" in reason.text and "next best" in reason.text


def test_fortuna_a_tie_for_the_best_card_is_said_as_a_tie() -> None:
    from lomber.games.fortuna.ai import _reason
    from lomber.search.advice import Estimate

    m = _fortuna_ducking()
    view, legal = m.view(2), m.legal_actions()
    tied = [Estimate("10H", 1.25, 48), Estimate("8H", 1.25, 48)]
    ten = next(a for a in legal if a.text == "10H")
    reason = _reason(view, legal, ten, tied)
    assert not _said_as_best(reason) and "level with 8H" in reason.text, reason.text
    apart = [Estimate("10H", 1.25, 48), Estimate("8H", 0.5, 48)]
    reason = _reason(view, legal, ten, apart)
    assert reason.code == "fortuna.card" and _said_as_best(reason)


def test_fly_a_tie_for_the_best_choice_is_said_as_a_tie(monkeypatch: pytest.MonkeyPatch) -> None:
    from lomber.games.fly import ai as fly
    from lomber.search.advice import Estimate

    def tied(self: Any, view: Any, moves: list[Action], *rest: Any) -> list[Estimate]:
        return [Estimate(moves[0].text, -2.5, 60)] + [Estimate(a.text, -2.5, 60) for a in moves[1:]]

    monkeypatch.setattr(fly.StrongPlayer, "_estimates", tied)
    m = new_match("fly", default_seats(4), {}, 3)
    players = [make_player("fly", "normal", i) for i in range(4)]
    for _ in range(200):
        seat = m.to_act()
        view, legal = m.view(seat), m.legal_actions()
        advice = advise(view, legal)
        if advice.reason.code in ("fly.searched", "fly.level"):
            break
        m.apply(seat, players[seat].choose(view, legal))
    assert advice.reason.code == "fly.level" and not _said_as_best(advice.reason), advice.reason.text


def test_a_strong_computer_is_never_said_to_play_in_its_own_way() -> None:
    from lomber.ai.explain import reason_for
    from lomber.search.advice import Reason

    legal = [a for a in _fortuna_ducking().legal_actions() if a.text in ("10H", "8H")]
    other = Advice("fortuna", 2, "10H", Reason("fortuna.card", "{action}", {"action": "10H"}), {})
    assert "its own way" not in reason_for(other, "8H", legal, "strong").text
    assert "its own way" in reason_for(other, "8H", legal, "normal").text
