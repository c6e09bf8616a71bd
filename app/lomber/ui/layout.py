"""Where things sit on the table: seats around an oval, hands, the deck, the centre and the chip piles.

Pure geometry (plain floats, no Qt objects) so it can be tested and reused by the scene and the bench.
The viewer's seat is at the bottom (seat 0 when there is no viewer, and in a game against the computer, where
the human is seat 0); seats follow clockwise as seen from above (bottom → left → top → right).
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass, field

CARD_RATIO = 1.4            # card height / width (poker size is 1.397)
MIN_W, MIN_H = 640.0, 420.0  # below this the view scales the scene down instead of reflowing
BUBBLES_OUTSIDE_UP_TO = 12  # seats; a more crowded table shows decisions inside the badges
BUBBLE_H = 0.8              # a seat's speech bubble, in badge heights (sprites.SeatBadge draws it)
BASE_FAN = 1.42             # width of a two-card fan, in card widths: where a hand's inner edge is laid out
FAN_DEG, FAN_DROP = 12.0, 0.22  # the viewer's fan: end-card angle, end-card drop (in card widths)
PILE_ORDER = ("farm", "bank", "bets", "pool", "pot", "house")


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
    bubble_below: bool = False   # the speech bubble hangs below the badge (seats at the very top)
    angle: float = 0.0           # the seat's angle round the table (radians, screen coordinates, y down)


@dataclass(slots=True)
class TableLayout:
    """The geometry of one table at one size."""

    w: float
    h: float
    n: int
    card_w: float                  # cards in the middle and other seats' hands
    seats: list[SeatGeom] = field(default_factory=list)
    centre: tuple[float, float] = (0.0, 0.0)   # the trick / the middle cards
    row_y: float = 0.0             # the row above the middle: deck, table cards (trump, surs), chip piles
    trick_reach: float = 0.0       # how far up/down from the middle the trick's cards lie
    table_rx: float = 0.0          # the baize oval
    table_ry: float = 0.0

    @property
    def card_h(self) -> float:
        """Height of a middle card."""
        return self.card_w * CARD_RATIO

    def row(self, stock: bool, table_cards: list[str], piles: list[str]) -> dict[str, tuple[float, float]]:
        """Centres of the things in the row above the middle, left to right: the deck ("stock"), the named
        table cards, the chip piles (in PILE_ORDER), and where discarded cards go ("discard")."""
        shown = [p for p in PILE_ORDER if p in piles] + sorted(p for p in piles if p not in PILE_ORDER)
        cw = self.card_w
        items = ([("stock", cw * 1.25)] if stock else []) + [(t, cw * 1.15) for t in table_cards]
        items += [(p, cw * 2.0) for p in shown]
        total = sum(wd for _, wd in items)
        x = self.centre[0] - total / 2
        out: dict[str, tuple[float, float]] = {}
        for name, wd in items:
            out[name] = (x + wd / 2, self.row_y)
            x += wd
        out.setdefault("stock", (self.centre[0] - total / 2 - cw, self.row_y))
        out["discard"] = (self.centre[0] + total / 2 + cw, self.row_y)
        return out

    def centre_slot(self, seat: int | None, i: int, k: int) -> tuple[float, float]:
        """Where the i-th of k centre cards lies: pushed a little towards the seat that played it."""
        cx, cy = self.centre
        if seat is None or not 0 <= seat < len(self.seats):
            return cx + (i - (k - 1) / 2) * self.card_w * 0.6, cy
        s = self.seats[seat]
        # On a small ellipse round the middle, at the seat's own angle: evenly spread like the seats.
        # Where there is little height, spread wider.
        squeeze = 1.0 + max(0.0, 0.55 - self.trick_reach / self.card_h) / 0.55
        return cx + math.cos(s.angle) * self.card_w * 1.35 * squeeze, cy + math.sin(s.angle) * self.trick_reach

    def centre_hand(self, slot: int, count: int, i: int, card_w: float) -> tuple[float, float]:
        """Hands that lie in the middle (Chemin de fer's banker and punter): slot 0 left of the centre, 1 right."""
        cx, cy = self.centre
        side = -1 if slot == 0 else 1
        step = card_w * 0.62
        x0 = cx + side * card_w * 1.9
        return x0 + (i - (count - 1) / 2) * step, cy

    def fan(self, seat: int, count: int) -> list[tuple[float, float, float]]:
        """(x, y, rotation) of each card of a seat's hand, left to right."""
        s = self.seats[seat]
        if count <= 0:
            return []
        step = min(s.card_w * 0.42, (s.hand_max_w - s.card_w) / max(count - 1, 1))
        step = max(step, s.card_w * 0.12)
        width = s.card_w + step * (count - 1)
        shift = (width - s.card_w * BASE_FAN) / 2 * s.dir_x     # grow away from the badge, not into it
        # A slight arc for the viewer's larger hand: at most ±FAN_DEG at the ends.
        tilt = min(3.0, 2 * FAN_DEG / max(count - 1, 1)) if s.card_w > self.card_w * 1.05 else 0.0
        out = []
        for i in range(count):
            off = i - (count - 1) / 2
            rot = off * tilt
            dy = s.card_w * FAN_DROP * (rot / FAN_DEG) ** 2 if tilt else 0.0
            out.append((s.hand_x + shift + off * step, s.hand_y + dy, rot))
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


def compute(w: float, h: float, n: int, viewer: int | None = None, centre_hands: bool = False) -> TableLayout:
    """The layout for a table of n seats on a w×h scene (`centre_hands`: the hands in play lie in the middle)."""
    w, h, n = max(w, MIN_W), max(h, MIN_H), max(n, 1)
    unit = min(w / 1.6, h)                       # the table's natural scale
    margin = unit * 0.012
    perim = math.pi * (w + h) * 0.75 / 2          # rough length of the badge oval
    spacing = perim / n
    compact = n > 8
    badge_w = min(unit * 0.19, spacing * 0.9)
    # Crowded tables (more than BUBBLES_OUTSIDE_UP_TO seats) have no room for speech bubbles round the badges:
    # a third line inside the badge shows the last decision.
    badge_h = unit * (0.075 if n > BUBBLES_OUTSIDE_UP_TO else 0.055 if compact else 0.07)
    # Card size: shrink with the number of seats that hold hands around the rim.
    rim_hands = 0 if centre_hands else n
    card_w = unit * (0.095 if rim_hands <= 4 else 0.082 if rim_hands <= 8 else 0.068 * min(1.0, (12 / rim_hands) ** 0.5))
    other_w = card_w * (0.85 if rim_hands <= 4 else 1.0)   # few seats: the others' hands smaller than the middle
    card_h = card_w * CARD_RATIO
    big_w = card_w * (1.35 if rim_hands > 8 else 1.25)
    lay = TableLayout(w=w, h=h, n=n, card_w=card_w)
    cx, cy = w / 2, h / 2
    rx = w / 2 - badge_w / 2 - margin
    ry = h / 2 - badge_h / 2 - margin
    lay.table_rx, lay.table_ry = w / 2 - margin * 0.5, h / 2 - margin * 0.5
    # A hand sits just inside its badge, towards the centre; its edge nearest the badge stays put as it grows.
    gap = margin * 1.5
    points = _ellipse_points(n, rx, ry)
    first_seat = viewer if viewer is not None and 0 <= viewer < n else 0
    for i in range(n):
        t = points[(i - first_seat) % n]      # the viewer sits at the bottom; the others follow clockwise
        x, y = cx + rx * math.cos(t), cy + ry * math.sin(t)
        d = math.hypot(cx - x, cy - y) or 1.0
        dx, dy = (cx - x) / d, (cy - y) / d
        mine = viewer == i and not centre_hands
        cw = big_w if mine else other_w
        base_half_w, half_h = cw * BASE_FAN / 2, cw * CARD_RATIO / 2 + (cw * FAN_DROP if mine else 0.0)
        # The seat's speech bubble goes above its badge; at the very top, below it, between badge and hand.
        below = dy > 0.3 and y - badge_h / 2 - badge_h * BUBBLE_H < margin
        bubble = badge_h * BUBBLE_H * abs(dy) if (below or dy < -0.3) else 0.0
        reach = abs(dx) * badge_w / 2 + abs(dy) * badge_h / 2 + gap + bubble + abs(dx) * base_half_w + abs(dy) * half_h
        hx, hy = x + dx * reach, y + dy * reach
        if mine:
            hy -= cw * FAN_DROP * dy / 2 if dy < 0 else 0.0   # the arc drops towards the badge
        max_w = min(spacing * 0.85, unit * (0.3 if abs(dx) > 0.8 else 0.5 if mine else 0.42))
        lay.seats.append(SeatGeom(x, y, badge_w, badge_h, hx, hy, max(cw * 1.6, max_w), cw, dx, dy, compact, below,
                                  math.atan2(ry * math.sin(t), rx * math.cos(t))))
    # Between the hands above and below the middle: the row (deck, table cards, piles), then the trick.
    band = [g for g in lay.seats if abs(g.hand_x - cx) < w * 0.3] if not centre_hands else []
    above = [g.hand_y + g.card_w * CARD_RATIO / 2 for g in band if g.hand_y < cy]
    under = [g.hand_y - g.card_w * CARD_RATIO / 2 - (g.card_w * FAN_DROP * 0.5 if g.card_w > card_w * 1.05 else 0)
             for g in band if g.hand_y > cy]
    top = max(above, default=cy - card_h * 2.2)
    bottom = min(under, default=cy + card_h * 2.6)
    gap = card_h * 0.08
    lay.row_y = max(top + gap + card_h * 0.62, cy - card_h * 1.6)
    first = lay.row_y + card_h * 0.5 + gap          # the trick's band: from under the row to over the hands
    room = bottom - gap - first
    lay.trick_reach = max(card_h * 0.22, min(card_h * 0.55, (room - card_h) / 2))
    lay.centre = (cx, (first + bottom - gap) / 2 if under or above else cy + card_h * 0.5)
    if centre_hands:
        lay.row_y = cy - card_h * 0.9
        lay.centre = (cx, cy + card_h * 0.45)
        lay.trick_reach = card_h * 0.5
    return lay
