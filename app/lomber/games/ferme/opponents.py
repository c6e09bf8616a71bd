"""Ferme: how the strong player and the advisor model when the others ask for a card: a generic model, corrected
seat by seat by what the showdowns showed."""

from __future__ import annotations

import math
from typing import Any

from lomber.games.ferme.draws import TOP
from lomber.games.ferme.match import TARGET, card_value

MODEL_MID = 12.5            # the others draw below about 12–13 …
MODEL_SLOPE = 1.2           # … with this softness (a logistic in the total)


def _p_draw(total: int) -> float:
    """The model of another player: the chance he asks for a card on `total`."""
    if total > TARGET:
        return 0.0
    return 1.0 / (1.0 + math.exp((total - MODEL_MID) * MODEL_SLOPE))


P_DRAW = tuple(_p_draw(t) for t in range(TOP))


class OpponentModel:
    """How often each other seat asked for a card on each total, learned from the hands shown at showdowns (only
    of the players who played: in the historical game a 16 ends the deal before the players after it)."""

    PRIOR = 3.0  # weight of the generic model, in observations

    def __init__(self) -> None:
        self.draws: dict[int, list[int]] = {}
        self.stands: dict[int, list[int]] = {}
        self.seen_deal = -1
        self.tables: dict[int, tuple[float, ...]] = {}

    def learn(self, view: dict[str, Any]) -> None:
        """Read the last showdown once per deal."""
        last = view.get("last") or {}
        if view["deals"] == self.seen_deal or not last:
            return
        self.seen_deal = view["deals"]
        compulsory = view["options"]["rule_set"] != "historical"
        farmer, winner = last.get("farmer"), last.get("farm_winner")

        def place(seat: int) -> int:
            """The seat's place in the deal's playing order, from the farmer's right round to the farmer (any
            modulus at least the table's size keeps that order)."""
            return (farmer - seat - 1) % 12 if farmer is not None else 0

        for key, cards in last.get("hands", {}).items():
            seat = int(key)
            if seat == view["seat"]:
                continue
            if not compulsory and winner is not None and place(seat) > place(winner):
                continue    # a 16 before his turn ended the deal: he never played, his one card says nothing
            draws = self.draws.setdefault(seat, [0] * TOP)
            stands = self.stands.setdefault(seat, [0] * TOP)
            total = 0
            for j, c in enumerate(cards):
                total += card_value(c)
                if j + 1 < len(cards):
                    if j >= 1 or not compulsory:
                        draws[total] += 1
                elif total < TARGET:
                    stands[total] += 1
            self.tables.pop(seat, None)

    def table(self, seat: int) -> tuple[float, ...]:
        """P(draw | total) for `seat`: the generic model corrected by what he was seen to do."""
        if seat not in self.draws:
            return P_DRAW
        hit = self.tables.get(seat)
        if hit is None:
            d, s = self.draws[seat], self.stands[seat]
            hit = tuple(0.0 if t > TARGET else (P_DRAW[t] * self.PRIOR + d[t]) / (self.PRIOR + d[t] + s[t])
                        for t in range(TOP))
            self.tables[seat] = hit
        return hit
