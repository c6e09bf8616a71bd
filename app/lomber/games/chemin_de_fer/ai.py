"""Chemin de fer computer players: drawing by the exact odds of the shoe, banks and bets by bankroll."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from lomber.engine.actions import Action, AmountChoice, Choice
from lomber.games.chemin_de_fer.match import DRAW, PASS, STAND, STOOD, commission_due, points, tableau_choices, value
from lomber.games.chemin_de_fer.odds import (
    KEMENY_SNELL,
    KS_BANKER_6_STOOD,
    KS_PUNTER_5,
    TABLEAU,
    Comp,
    Outcome,
    Strategy,
    banker_odds,
    calculator,
    coup_odds,
    full_shoe,
    punter_odds,
)
from lomber.search.advice import N_, Advice, Figure, OddsLine, OddsSheet, Reason, only_choice, only_reason, waiting

HIDDEN = "?"


def _find(legal: list[Choice], kind: str) -> Choice | None:
    return next((c for c in legal if c.kind == kind), None)


def _amount(legal: list[Choice], kind: str, n: int) -> Action | None:
    c = _find(legal, kind)
    return c.at(n) if isinstance(c, AmountChoice) else None


def auction_bid(legal: list[Choice], cap: int, minimum: int) -> Action | None:
    """A bid in the auction for the first bank as a person makes one: a round jump over the last bid (about a
    quarter more, in multiples of the table minimum), never above `cap`; None to pass when even the smallest
    legal bid is above it. Raising by one chip made a 30-seat auction last a hundred actions."""
    c = _find(legal, "bid")
    if not isinstance(c, AmountChoice) or c.lo > cap:
        return None
    step = max(1, minimum)
    want = max(c.lo, -(-(c.lo * 5 // 4) // step) * step)     # a quarter up, rounded up to the step
    return c.at(min(want, cap, c.hi))


def unseen(view: dict[str, Any]) -> Comp:
    """The cards this seat has not seen since the shuffle, by value (the shoe plus others' face-down cards)."""
    comp = list(full_shoe())
    for v, n in enumerate(view["seen"]):
        comp[v] -= n
    if view["phase"] in ("punter", "banker"):   # my own face-down cards are not in `seen` yet
        for c in view["hands"][view["seat"]][:2]:
            if c != HIDDEN:
                comp[value(c)] -= 1
    return tuple(comp)


def banker_value(o: Outcome, commission: int, stake: int) -> float:
    """The banker's expectation per chip bet against him on a coup with `stake` chips bet: the house's commission
    on a won coup is taken as the table takes it (`commission_due`, rounded down), so a coup too small to pay any
    (under 20 chips at 5 %) has the plain edge."""
    return o.banker * (1.0 - commission_due(stake, commission) / max(1, stake)) - o.punter


def strategy_for(view: dict[str, Any]) -> Strategy:
    """The book both sides are assumed to play: the tableau, or the Kemeny–Snell mix under free drawing."""
    return KEMENY_SNELL if view["drawing"] == "free" else TABLEAU


@lru_cache(maxsize=64)
def _coming(comp: Comp, strategy: Strategy) -> Outcome:
    return coup_odds(comp, strategy)


def coming_coup(view: dict[str, Any]) -> Outcome:
    """Exact odds of the next coup dealt from the cards this seat has not seen, both sides playing the book."""
    return _coming(unseen(view), strategy_for(view))


def coup_stake(view: dict[str, Any]) -> int:
    """The chips bet against the bank that the edge is reckoned on: the bets placed, once the coup is dealt;
    before it, the bank covered whole (the bank offered, in the offer round; at least the table minimum)."""
    if view["phase"] in ("punter", "banker"):
        return sum(view["bets"])
    return max(view["offer"] or view["bank"], view["minimum"])


def odds_for(view: dict[str, Any]) -> dict[str, Outcome]:
    """Exact odds for the odds panel and the advisor: the coming coup (`coup`) from what this seat has seen,
    and, when this seat must draw or stand, `draw` and `stand` (the other side assumed to play the book)."""
    comp = unseen(view)
    strategy = KEMENY_SNELL if view["drawing"] == "free" else TABLEAU
    seat, phase = view["seat"], view["phase"]
    if phase in ("punter", "banker") and view["to_act"] == seat:
        me = view["hands"][seat]
        cards = (value(me[0]), value(me[1]))
        if phase == "punter":
            return punter_odds(comp, cards, strategy)
        p = view["hands"][view["roles"]["punter"]]
        return banker_odds(comp, cards, value(p[2]) if len(p) == 3 else None, strategy)
    return {"coup": coup_odds(comp, strategy)}


class Player:
    """Shared plumbing: each level fills in how it draws, banks and bets."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: dict[str, Any], legal: list[Choice]) -> Action:
        if len(legal) == 1 and isinstance(legal[0], Action):
            return legal[0]
        phase = view["phase"]
        if phase in ("punter", "banker"):
            me = view["hands"][view["seat"]]
            cards = (value(me[0]), value(me[1]))
            if phase == "punter":
                return Action("draw") if self.punter_draws(view, cards) else Action("stand")
            p = view["roles"]["punter"]
            third = view["hands"][p][2] if len(view["hands"][p]) == 3 else None
            return Action("draw") if self.banker_draws(view, cards, None if third is None else value(third)) \
                else Action("stand")
        stack = view["stacks"][view["seat"]]
        if phase == "auction":
            return self.bid(view, legal, stack) or Action("pass")
        if phase == "name":
            return _amount(legal, "bank", self.bank_size(view, stack)) or legal[0]  # type: ignore[return-value]
        if phase == "decide":
            return Action("retire") if self.retires(view, stack) else Action("deal")
        if phase == "offer":
            return Action("take") if self.takes(view, stack) else Action("pass")
        return self.bet(view, legal, stack)

    # ----- what each level decides
    def punter_draws(self, view: dict[str, Any], cards: tuple[int, int]) -> bool:
        raise NotImplementedError

    def banker_draws(self, view: dict[str, Any], cards: tuple[int, int], third: int | None) -> bool:
        raise NotImplementedError

    def bid(self, view: dict[str, Any], legal: list[Choice], stack: int) -> Action | None:
        raise NotImplementedError

    def bank_size(self, view: dict[str, Any], stack: int) -> int:
        raise NotImplementedError

    def retires(self, view: dict[str, Any], stack: int) -> bool:
        raise NotImplementedError

    def takes(self, view: dict[str, Any], stack: int) -> bool:
        raise NotImplementedError

    def bet(self, view: dict[str, Any], legal: list[Choice], stack: int) -> Action:
        raise NotImplementedError


class Easy(Player):
    """A hunch player: stands on 5, banker draws on 5 or less whatever the punter showed; bets big, banks small."""

    def punter_draws(self, view: dict[str, Any], cards: tuple[int, int]) -> bool:
        return points(cards) <= 4

    def banker_draws(self, view: dict[str, Any], cards: tuple[int, int], third: int | None) -> bool:
        return points(cards) <= (2 if third == 9 else 5)

    def bid(self, view: dict[str, Any], legal: list[Choice], stack: int) -> Action | None:
        return _amount(legal, "bid", 0) if view["auction"]["bidder"] is None else None

    def bank_size(self, view: dict[str, Any], stack: int) -> int:
        return view["minimum"] * 2

    def retires(self, view: dict[str, Any], stack: int) -> bool:
        return False

    def takes(self, view: dict[str, Any], stack: int) -> bool:
        return False

    def bet(self, view: dict[str, Any], legal: list[Choice], stack: int) -> Action:
        bank = view["bank"]
        if _find(legal, "banco") and bank <= stack // 3:
            return Action("banco")
        return _amount(legal, "bet", stack // 8) or Action("pass")


class Normal(Player):
    """The book: always draw at 5 and on 3 v 9 (tableau), the Kemeny–Snell mix under free drawing; steady sizes."""

    def punter_draws(self, view: dict[str, Any], cards: tuple[int, int]) -> bool:
        pt = points(cards)
        if view["drawing"] == "free" and pt == 5:
            return self.rng.random() < KS_PUNTER_5
        return tableau_choices("punter", pt) != "S"     # the table's choice at 5: draw

    def banker_draws(self, view: dict[str, Any], cards: tuple[int, int], third: int | None) -> bool:
        bt = points(cards)
        if view["drawing"] == "free" and bt == 6 and third is None:
            return self.rng.random() < KS_BANKER_6_STOOD
        return tableau_choices("banker", bt, third) != "S"     # the table's choice at 3 v 9: draw

    def bid(self, view: dict[str, Any], legal: list[Choice], stack: int) -> Action | None:
        return auction_bid(legal, stack // 10, view["minimum"])

    def bank_size(self, view: dict[str, Any], stack: int) -> int:
        return stack // 10

    def retires(self, view: dict[str, Any], stack: int) -> bool:
        return view["bank"] >= 4 * max(1, view["bank_named"])

    def takes(self, view: dict[str, Any], stack: int) -> bool:
        return view["offer"] <= stack // 10

    def bet(self, view: dict[str, Any], legal: list[Choice], stack: int) -> Action:
        if _find(legal, "banco") and view["bank"] <= stack // 10:
            return Action("banco")
        return _amount(legal, "bet", stack // 20) or Action("pass")


BANCO_MARGIN = 0.002   # the punter's expectation a banco needs: it stakes the whole bank on one coup


@dataclass(frozen=True)
class Plan:
    """The strong player's choice outside the draw, with the reason the advisor gives for it (`REASONS`) and the
    figures behind it: `edge`, the bank's (per chip bet against it, commission taken off at the stake the
    choice puts up), and `punter`, a punter's (per chip he bets; the commission never touches it)."""

    action: Action
    code: str
    stake: int
    edge: float
    punter: float


class Strong(Player):
    """Exact odds from the cards left in the shoe; banks while the bank is the better side, small bets otherwise.

    Every choice and the advisor's reason for it come from `plan`, which reckons the edge with `banker_value`
    (the table's commission, rounded as the table takes it) on the exact odds of the coming coup."""

    def choose(self, view: dict[str, Any], legal: list[Choice]) -> Action:
        if (len(legal) == 1 and isinstance(legal[0], Action)) or view["phase"] in ("punter", "banker"):
            return super().choose(view, legal)
        return self.plan(view, legal).action

    def punter_draws(self, view: dict[str, Any], cards: tuple[int, int]) -> bool:
        odds = punter_odds(unseen(view), cards, strategy_for(view))
        return odds["draw"].punter_ev >= odds["stand"].punter_ev

    def banker_draws(self, view: dict[str, Any], cards: tuple[int, int], third: int | None) -> bool:
        # The punter's third card is face up, so `seen` already holds it.
        odds = banker_odds(unseen(view), cards, third, strategy_for(view))
        c, stake = view["commission"], coup_stake(view)   # the house's share of a won coup lowers both, not alike
        return banker_value(odds["draw"], c, stake) >= banker_value(odds["stand"], c, stake)

    def plan(self, view: dict[str, Any], legal: list[Choice]) -> Plan:
        """The choice in the auction, naming a bank, deal or retire, the offer round or the betting."""
        coup = coming_coup(view)
        stack = view["stacks"][view["seat"]]

        def edge(stake: int) -> float:
            return banker_value(coup, view["commission"], stake)

        def plan(action: Action, code: str, stake: int) -> Plan:
            return Plan(action, code, stake, edge(stake), coup.punter_ev)

        phase = view["phase"]
        if phase == "auction":
            bid = auction_bid(legal, stack // 5, view["minimum"])
            if bid is None:
                return plan(PASS, "cdf.auction-pass", coup_stake(view))
            assert bid.amount is not None
            if edge(bid.amount) > 0:
                return plan(bid, "cdf.bid", bid.amount)
            return plan(PASS, "cdf.auction-edge", bid.amount)
        if phase == "name":
            # The most the bank is expected to win, at most a fifth of the chips: under the commission a bank a
            # little under a multiple of 20 chips pays less of it per chip; with no edge, the least bank.
            c = _find(legal, "bank")
            assert isinstance(c, AmountChoice)
            top = c.at(stack // 5).amount or c.lo
            size = max(range(c.lo, top + 1), key=lambda x: (x * edge(x), x))
            if edge(size) > 0:
                return plan(c.at(size), "cdf.bank", size)
            # No edge: the bank that loses least, which under the commission is not always the smallest.
            return plan(c.at(size), "cdf.bank-least" if size == c.lo else "cdf.bank-cheapest", size)
        if phase == "decide":
            # The banker never risks more than the bets placed, save a banco: keep the bank while it has the
            # edge, unless a banco could take half his chips.
            bank = view["bank"]
            if bank > (stack + bank) // 2 or edge(bank) < 0:
                return plan(Action("retire"), "cdf.retire", bank)
            return plan(Action("deal"), "cdf.deal", bank)
        if phase == "offer":
            offer = view["offer"]
            if offer <= stack // 3 and edge(offer) > 0:
                return plan(Action("take"), "cdf.take", offer)
            return plan(PASS, "cdf.offer-pass", offer)
        return self._betting(view, legal, stack, plan)

    def _betting(self, view: dict[str, Any], legal: list[Choice], stack: int, plan: Callable[[Action, str, int], Plan]
                 ) -> Plan:
        stake = coup_stake(view)
        punter_ev = plan(PASS, "", stake).punter
        bank = view["bank"]
        if punter_ev > BANCO_MARGIN and _find(legal, "banco") and bank <= stack // 10:
            return plan(Action("banco"), "cdf.banco", stake)
        if punter_ev > 0:                       # the shoe favours the punter: bet, sized to survive
            small = _amount(legal, "bet", stack // 25)
            if small is not None:
                return plan(small, "cdf.bet", stake)
            return plan(PASS, "cdf.pass-banco", stake)     # a banco suivi: only the whole bank, or nothing
        if not any(view["bets"]) and not view["waiting"]:
            least = _amount(legal, "bet", 0)   # the minimum, so the table keeps playing
            if least is not None:
                return plan(least, "cdf.bet-table", stake)
        return plan(PASS, "cdf.pass", stake)


# ----- the coup in play, as a seat knows it
NOT_YET = -1   # `third` while the punter has not chosen


def in_play_odds(comp: Comp, strategy: Strategy, punter: tuple[int, int] | None = None,
                 banker: tuple[int, int] | None = None, third: int | None = NOT_YET) -> Outcome:
    """Exact odds of a coup whose four cards are dealt and neither holds a natural, as a seat knows it.

    `comp`: the cards the seat has not seen (the hidden hands among them); `punter`/`banker`: the values of a
    hand the seat holds, None if face down to it; `third`: the punter's third card, None if he stood, NOT_YET
    while he chooses. A hidden punter's point is weighed by the strategy's chance of what he did; both sides
    then play `strategy`. If the strategy cannot explain what he did (a free-drawing punter standing on 3),
    his hidden point is weighed by the cards alone.
    """
    calc = calculator(strategy)
    out = _in_play(calc, comp, punter, banker, third, weigh=True)
    return out if out is not None else _in_play(calc, comp, punter, banker, third, weigh=False) or Outcome(0, 0, 0)


def _pairs(comp: Comp, known: tuple[int, int] | None) -> list[tuple[float, int, Comp]]:
    """(chance, point, rest of `comp`) of each two-card hand without a natural (the known hand, if known)."""
    if known is not None:
        return [(1.0, (known[0] + known[1]) % 10, comp)]
    out = []
    n = sum(comp)
    for a in range(10):
        if not comp[a]:
            continue
        c1 = comp[:a] + (comp[a] - 1,) + comp[a + 1:]
        for b in range(10):
            if c1[b] and (a + b) % 10 < 8:
                out.append((comp[a] / n * c1[b] / (n - 1), (a + b) % 10, c1[:b] + (c1[b] - 1,) + c1[b + 1:]))
    return out


def _in_play(calc: Any, comp: Comp, punter: tuple[int, int] | None, banker: tuple[int, int] | None,
             third: int | None, weigh: bool) -> Outcome | None:
    s = calc.s
    acc = [0.0, 0.0, 0.0]
    total = 0.0
    for wp, pt, c1 in _pairs(comp, punter):
        q = s.punter[pt]
        if punter is None and weigh and third != NOT_YET:
            wp *= q if third is not None else 1.0 - q
        if wp <= 0.0:
            continue
        for wb, bt, c2 in _pairs(c1, banker):
            w = wp * wb
            row = s.banker[bt]
            if third == NOT_YET:
                res = calc.from_points(c2, pt, bt)
            elif third is None:
                res = calc.banker_ends(c2, pt, bt, STOOD, row[STOOD])
            else:
                res = calc.banker_ends(c2, (pt + third) % 10, bt, third, row[third])
            total += w
            for i in range(3):
                acc[i] += w * res[i]
    if total <= 0.0:
        return None
    return Outcome(*(x / total for x in acc))


# ----- the advisor
REASONS = {
    "cdf.draw": N_("Draw: worth {draw:+.2%} of the bet against {stand:+.2%} for standing, "
                   "from the cards left in the shoe."),
    "cdf.stand": N_("Stand: worth {stand:+.2%} of the bet against {draw:+.2%} for drawing, "
                    "from the cards left in the shoe."),
    "cdf.banco": N_("Banco: the bank of {bank} is small next to your {stack} chips; the punter's expectation "
                    "on this shoe is {punter:+.2%} per chip."),
    "cdf.bet": N_("{action}: a small stake; a punter's expectation on the coming coup is {punter:+.2%} per chip."),
    "cdf.bet-table": N_("{action}: the smallest bet, so that the coup is played; a punter's expectation on it is "
                        "{punter:+.2%} per chip."),
    "cdf.pass": N_("Pass: a punter's expectation on the coming coup is {punter:+.2%} per chip."),
    "cdf.pass-banco": N_("Pass: a punter's expectation on the coming coup, {punter:+.2%} per chip, is too little "
                         "to stake the whole bank of {bank} with your {stack} chips."),
    "cdf.bid": N_("{action}: the bank is the better side (its edge on the coming coup is {edge:+.2%})."),
    "cdf.auction-pass": N_("Pass: the bank would stake too much of your {stack} chips."),
    "cdf.auction-edge": N_("Pass: a bank of {stake} would have an edge of {edge:+.2%} on the coming coup, "
                           "the house's commission taken off."),
    "cdf.bank": N_("{action}: enough to use the bank's edge ({edge:+.2%}) without staking too much of your "
                   "{stack} chips."),
    "cdf.bank-least": N_("{action}: as small a bank as you may name; its edge on the coming coup is only "
                         "{edge:+.2%}."),
    "cdf.bank-cheapest": N_("{action}: of the banks you may name, this one loses least on the coming coup "
                            "(the house's commission weighs less on it); its edge is only {edge:+.2%}."),
    "cdf.deal": N_("Deal: keep the bank of {bank}; its edge on the coming coup is {edge:+.2%}."),
    "cdf.retire": N_("Retire: take the bank of {bank} home; it is a large share of your chips, or the shoe "
                     "has turned (the bank's edge on the coming coup is {edge:+.2%})."),
    "cdf.take": N_("Take the bank of {offer}: its edge on the coming coup is {edge:+.2%}."),
    "cdf.offer-pass": N_("Pass: the bank of {offer} would stake too much of your {stack} chips, or the shoe "
                         "favours the punters (the bank's edge is {edge:+.2%})."),
}


def coup_figures(view: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Outcome] | None]:
    """The odds of the advisor (docs/advisor.md): `draw`/`stand` for this seat when it must choose (per chip
    bet, from its side), and `edge`, the banker's expectation per chip bet on the coming coup, shoe-exact, the
    commission taken off at `coup_stake`; with the outcomes of `draw` and `stand` when this seat chooses (the
    edge then follows its choice)."""
    comp = unseen(view)
    strategy = strategy_for(view)
    commission, stake = view["commission"], coup_stake(view)
    seat, phase = view["seat"], view["phase"]
    roles = view["roles"]
    out: dict[str, Any] = {"draw": None, "stand": None, "edge": None, "unseen": sum(comp)}
    if phase not in ("punter", "banker"):
        out["edge"] = banker_value(coming_coup(view), commission, stake)
        return out, None
    p, b = roles["punter"], roles["banker"]
    mine = view["hands"][seat]
    cards = (value(mine[0]), value(mine[1])) if seat in (p, b) and mine and mine[0] != HIDDEN else None
    phand = view["hands"][p]
    third = NOT_YET if phase == "punter" else value(phand[2]) if len(phand) == 3 else None
    if view["to_act"] == seat and cards is not None:
        if phase == "punter":
            odds = punter_odds(comp, cards, strategy)
            out["draw"], out["stand"] = odds["draw"].punter_ev, odds["stand"].punter_ev
        else:
            odds = banker_odds(comp, cards, None if third == NOT_YET else third, strategy)
            out["draw"], out["stand"] = (banker_value(odds[k], commission, stake) for k in ("draw", "stand"))
        return out, odds
    o = in_play_odds(comp, strategy, cards if seat == p else None, cards if seat == b else None, third)
    out["edge"] = banker_value(o, commission, stake)
    return out, None


def advise(view: dict[str, Any], legal: list[Choice], seed: int = 0) -> Advice:
    """The strong player's choice for this seat, why, and the exact odds of the coup from the shoe."""
    odds, outcomes = coup_figures(view)
    seat = view["seat"]
    if not legal:
        return Advice(view["game"], seat, None, waiting(), odds)
    forced = only_choice(legal)
    phase = view["phase"]
    if forced is not None:
        action, reason = forced, only_reason(forced)
        if outcomes is not None and action.kind in outcomes:
            odds["edge"] = banker_value(outcomes[action.kind], view["commission"], coup_stake(view))
    elif phase in ("punter", "banker"):
        action = Strong(seed).choose(view, legal)
        if outcomes is not None:    # this seat draws or stands: the edge follows its choice
            odds["edge"] = banker_value(outcomes[action.kind], view["commission"], coup_stake(view))
        code = "cdf.draw" if action.kind == "draw" else "cdf.stand"
        reason = Reason(code, REASONS[code], {"draw": odds["draw"], "stand": odds["stand"]})
    else:
        plan = Strong(seed).plan(view, legal)
        action = plan.action
        odds["edge"] = plan.edge    # the edge at the stake this choice puts up, as the reason quotes it
        reason = Reason(plan.code, REASONS[plan.code], {
            "action": action.text, "amount": action.amount, "stake": plan.stake, "edge": plan.edge,
            "punter": plan.punter, "bank": view["bank"], "stack": view["stacks"][seat], "offer": view["offer"]})
    if not (DRAW in legal and STAND in legal):
        odds["draw"] = odds["stand"] = None   # given only when this seat chooses between them
    return Advice(view["game"], seat, action.text, reason, odds)


# How the odds panel shows `advise`'s odds.
ODDS = OddsSheet(
    heading=N_("The coming coup"), one_coup=True,
    caption=N_("Exact, from the %n card(s) left in the shoe that you have not seen."), count="unseen",
    lines=(OddsLine("draw", N_("If you draw, per chip bet"), Figure.SIGNED_PERCENT, choice=True),
           OddsLine("stand", N_("If you stand, per chip bet"), Figure.SIGNED_PERCENT, choice=True),
           OddsLine("edge", N_("The banker's edge per chip bet against him"), Figure.SIGNED_PERCENT,
                    tip=N_("The banker's expectation on the coming coup, the house's commission taken off, "
                           "both sides playing the book."))))

PLAYERS = {"easy": Easy, "normal": Normal, "strong": Strong}
# What each level does, said in the new-game dialog (keep them true to the classes above).
LEVEL_NOTES = {
    "easy": N_("plays on hunches; stands on 5, bets big and banks small."),
    "normal": N_("draws by the book (the table of play), with steady stakes."),
    "strong": N_("reckons the exact odds of the cards left in the shoe; banks while the bank has the edge."),
}
