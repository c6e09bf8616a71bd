"""Chemin de fer computer players: drawing by the exact odds of the shoe, banks and bets by bankroll."""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Any

from lomber.ai.chemin_de_fer_odds import (
    KEMENY_SNELL,
    KS_BANKER_6_STOOD,
    KS_PUNTER_5,
    TABLEAU,
    Comp,
    Outcome,
    Strategy,
    banker_odds,
    coup_odds,
    full_shoe,
    infinite_odds,
    proportions,
    punter_odds,
)
from lomber.engine.actions import Action, AmountChoice, Choice
from lomber.games.chemin_de_fer import points, tableau_choices, value

HIDDEN = "?"
BANKER_EDGE = 0.0124   # what every level knows: the bank wins about 1.24 % of what is bet against it


def _find(legal: list[Choice], kind: str) -> Choice | None:
    return next((c for c in legal if c.kind == kind), None)


def _amount(legal: list[Choice], kind: str, n: int) -> Action | None:
    c = _find(legal, kind)
    return c.at(n) if isinstance(c, AmountChoice) else None


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


@lru_cache(maxsize=256)
def shoe_edge(comp: Comp, free: bool) -> float:
    """The banker's expectation per chip bet for the next coup from this shoe (drawn as if with replacement)."""
    return infinite_odds(proportions(comp), KEMENY_SNELL if free else TABLEAU).banker_ev


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
        c = _find(legal, "bid")
        return c.at(c.lo) if isinstance(c, AmountChoice) and c.lo <= stack // 10 else None

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


class Strong(Player):
    """Exact odds from the cards left in the shoe; banks while the bank is the better side, small bets otherwise."""

    def strategy(self, view: dict[str, Any]) -> Strategy:
        return KEMENY_SNELL if view["drawing"] == "free" else TABLEAU

    def punter_draws(self, view: dict[str, Any], cards: tuple[int, int]) -> bool:
        odds = punter_odds(unseen(view), cards, self.strategy(view))
        return odds["draw"].punter_ev >= odds["stand"].punter_ev

    def banker_draws(self, view: dict[str, Any], cards: tuple[int, int], third: int | None) -> bool:
        # The punter's third card is face up, so `seen` already holds it.
        odds = banker_odds(unseen(view), cards, third, self.strategy(view))
        return odds["draw"].banker_ev >= odds["stand"].banker_ev

    def edge(self, view: dict[str, Any]) -> float:
        return shoe_edge(unseen(view), view["drawing"] == "free")

    def bid(self, view: dict[str, Any], legal: list[Choice], stack: int) -> Action | None:
        c = _find(legal, "bid")
        return c.at(c.lo) if isinstance(c, AmountChoice) and c.lo <= stack // 5 else None

    def bank_size(self, view: dict[str, Any], stack: int) -> int:
        return stack // 5

    def retires(self, view: dict[str, Any], stack: int) -> bool:
        # Every coup is worth about 1.2 % of the bets to the bank, and the banker never risks more than the
        # bets placed, save a banco: keep the bank unless the shoe turns or a banco could take half his chips.
        bank = view["bank"]
        return bank > (stack + bank) // 2 or self.edge(view) < 0

    def takes(self, view: dict[str, Any], stack: int) -> bool:
        return view["offer"] <= stack // 3 and self.edge(view) > 0

    def bet(self, view: dict[str, Any], legal: list[Choice], stack: int) -> Action:
        punter_ev = -self.edge(view)
        bank = view["bank"]
        if punter_ev > 0.002 and _find(legal, "banco") and bank <= stack // 10:
            return Action("banco")
        if view.get("suivi") == view["seat"]:
            return Action("pass")
        if punter_ev > 0:                       # the shoe favours the punter: bet, sized to survive
            return _amount(legal, "bet", stack // 25) or Action("pass")
        if not any(view["bets"]) and not view["waiting"]:
            return _amount(legal, "bet", 0) or Action("pass")   # the minimum, so the table keeps playing
        return Action("pass")


PLAYERS = {"easy": Easy, "normal": Normal, "strong": Strong}
