"""Where things sit on the table: seats around an oval, hands, the deck, the centre and the chip piles.

Pure geometry (plain floats, no Qt objects) so it can be tested and reused by the scene and the bench.
Seat 0 is at the bottom; seats follow clockwise as seen from above (bottom → left → top → right).
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass, field

CARD_RATIO = 1.4            # card height / width (poker size is 1.397)
MIN_W, MIN_H = 640.0, 420.0  # below this the view scales the scene down instead of reflowing
PILE_ORDER = ("farm", "bank", "bets", "pool", "pot", "house")
CENTRE_HAND_GAMES = frozenset({"chemin-de-fer"})  # banker's and punter's hands lie in the middle


@dataclass(frozen=True, slots=True)
class SeatGeom:
    """One seat: its badge and where its hand lies."""

    x: float            # badge centre
    y: float
    badge_w: float
    badge_h: float
    hand_x: float       # centre of the hand
    hand_y: float
    hand_max_w: float   # the fan never gets wider than this
    card_w: float       # card size for this hand (the viewer's is larger)
    dir_x: float        # unit vector from the seat towards the table's centre
    dir_y: float
    compact: bool


@dataclass(slots=True)
class TableLayout:
    """The geometry of one table at one size."""

    w: float
    h: float
    n: int
    card_w: float                  # cards in the middle and other seats' hands
    seats: list[SeatGeom] = field(default_factory=list)
    stock: tuple[float, float] = (0.0, 0.0)
    discard: tuple[float, float] = (0.0, 0.0)
    table_cards: tuple[float, float] = (0.0, 0.0)   # first named table card; the others follow to the right
    centre: tuple[float, float] = (0.0, 0.0)
    piles_y: float = 0.0
    table_rx: float = 0.0          # the baize oval
    table_ry: float = 0.0

    @property
    def card_h(self) -> float:
        """Height of a middle card."""
        return self.card_w * CARD_RATIO

    def pile_pos(self, name: str, names: list[str]) -> tuple[float, float]:
        """Centre of the chip pile `name` among the piles shown (`names`, in display order)."""
        shown = [p for p in PILE_ORDER if p in names] + sorted(p for p in names if p not in PILE_ORDER)
        if name not in shown:
            shown.append(name)
        i, k = shown.index(name), len(shown)
        gap = self.card_w * 1.9
        cx, _ = self.centre
        return cx + (i - (k - 1) / 2) * gap, self.piles_y

    def table_card_pos(self, i: int) -> tuple[float, float]:
        """The i-th named table card (trump, surs …)."""
        x, y = self.table_cards
        return x + i * self.card_w * 1.15, y

    def centre_slot(self, seat: int | None, i: int, k: int) -> tuple[float, float]:
        """Where the i-th of k centre cards lies: pushed a little towards the seat that played it."""
        cx, cy = self.centre
        if seat is None or not 0 <= seat < len(self.seats):
            return cx + (i - (k - 1) / 2) * self.card_w * 0.6, cy
        s = self.seats[seat]
        reach = self.card_h * 0.55
        return cx + s.dir_x * reach * 1.3, cy + s.dir_y * reach

    def centre_hand(self, role: str, count: int, i: int, card_w: float) -> tuple[float, float]:
        """Chemin de fer: the banker's hand left of the centre, the punter's right."""
        cx, cy = self.centre
        side = -1 if role == "banker" else 1
        step = card_w * 0.62
        x0 = cx + side * card_w * 1.9
        return x0 + (i - (count - 1) / 2) * step, cy + self.card_h * 0.1

    def fan(self, seat: int, count: int) -> list[tuple[float, float, float]]:
        """(x, y, rotation) of each card of a seat's hand, left to right."""
        s = self.seats[seat]
        if count <= 0:
            return []
        step = min(s.card_w * 0.42, (s.hand_max_w - s.card_w) / max(count - 1, 1))
        step = max(step, s.card_w * 0.12)
        tilt = 3.0 if s.card_w > self.card_w * 1.05 else 0.0   # a slight fan for the viewer's larger hand
        out = []
        for i in range(count):
            off = i - (count - 1) / 2
            rot = off * tilt if count > 1 else 0.0
            dy = abs(off) * abs(off) * s.card_w * 0.012 * (tilt > 0)
            out.append((s.hand_x + off * step, s.hand_y + dy, rot))
        return out


def _ellipse_points(n: int, rx: float, ry: float) -> list[float]:
    """Parameters t of n points spaced evenly by arc length on an ellipse, the first at the bottom."""
    if n == 1:
        return [math.pi / 2]
    steps = 720
    ts = [math.pi / 2 + 2 * math.pi * k / steps for k in range(steps + 1)]
    arc = [0.0]
    for a, b in itertools.pairwise(ts):
        m = (a + b) / 2
        arc.append(arc[-1] + math.hypot(rx * math.sin(m), ry * math.cos(m)) * (b - a))
    total = arc[-1]
    out, j = [], 0
    for i in range(n):
        target = total * i / n
        while arc[j + 1] < target:
            j += 1
        frac = (target - arc[j]) / max(arc[j + 1] - arc[j], 1e-9)
        out.append(ts[j] + frac * (ts[j + 1] - ts[j]))
    return out


def compute(w: float, h: float, n: int, viewer: int | None = None, game: str = "") -> TableLayout:
    """The layout for a table of n seats on a w×h scene."""
    w, h, n = max(w, MIN_W), max(h, MIN_H), max(n, 1)
    unit = min(w / 1.6, h)                       # the table's natural scale
    margin = unit * 0.012
    perim = math.pi * (w + h) * 0.75 / 2          # rough length of the badge oval
    spacing = perim / n
    compact = n > 8
    badge_w = min(unit * 0.19, spacing * 0.9)
    badge_h = unit * (0.055 if compact else 0.07)
    centre_hands = game in CENTRE_HAND_GAMES
    # Card size: shrink with the number of seats that hold hands around the rim.
    rim_hands = 0 if centre_hands else n
    if rim_hands <= 4:
        card_w = unit * 0.095
    elif rim_hands <= 8:
        card_w = unit * 0.082
    else:
        card_w = unit * 0.068
    card_h = card_w * CARD_RATIO
    big_w = card_w * (1.35 if rim_hands > 8 else 1.25)
    lay = TableLayout(w=w, h=h, n=n, card_w=card_w)
    cx, cy = w / 2, h / 2
    rx = w / 2 - badge_w / 2 - margin
    ry = h / 2 - badge_h / 2 - margin
    lay.table_rx, lay.table_ry = w / 2 - margin * 0.5, h / 2 - margin * 0.5
    # Hands sit inside the badge ring, on a smaller ellipse.
    inset = badge_h / 2 + card_h / 2 + margin * 2
    hrx, hry = rx - inset * 1.15, ry - inset
    for i, t in enumerate(_ellipse_points(n, rx, ry)):
        x, y = cx + rx * math.cos(t), cy + ry * math.sin(t)
        hx, hy = cx + hrx * math.cos(t), cy + hry * math.sin(t)
        d = math.hypot(cx - x, cy - y) or 1.0
        cw = big_w if viewer == i and not centre_hands else card_w
        if viewer == i and not centre_hands and abs(math.sin(t)) > 0.7:
            hy += (card_h - cw * CARD_RATIO) / 2 * math.copysign(1, math.sin(t))  # keep the big hand clear
        max_w = max(cw * 1.6, min(spacing * 0.82, unit * 0.42))
        lay.seats.append(SeatGeom(x, y, badge_w, badge_h, hx, hy, max_w, cw, (cx - x) / d, (cy - y) / d, compact))
    lay.centre = (cx, cy + card_h * 0.15)
    lay.stock = (cx - card_w * 3.6, cy)
    lay.discard = (cx + card_w * 3.6, cy)
    lay.table_cards = (cx - card_w * 2.3, cy)
    lay.piles_y = cy - card_h * 1.0
    if centre_hands:
        lay.piles_y = cy - card_h * 1.05
        lay.table_cards = (cx + card_w * 4.0, cy)
    return lay
