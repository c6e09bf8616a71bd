"""Where things sit on the table: seats around an oval, hands, the deck, the centre and the chip piles.

Pure geometry (plain floats, no Qt objects) so it can be tested and reused by the scene and the bench.
The viewer's seat is at the bottom (seat 0 when there is no viewer, and in a game against the computer, where
the human is seat 0); seats follow clockwise as seen from above (bottom → left → top → right).
"""

from __future__ import annotations

import dataclasses
import itertools
import math
from dataclasses import dataclass, field

from lomber.engine.cards import HIGH

CARD_RATIO = 1.4            # card height / width (poker size is 1.397)
# Below this the view scales the scene down instead of reflowing. Low enough that an 800×600 window with its side
# panels open reflows the table (scaling it made the badges' text about 6 px).
MIN_W, MIN_H = 480.0, 360.0
BUBBLES_OUTSIDE_UP_TO = 12  # seats; a more crowded table shows decisions inside the badges
BUBBLE_H = 0.8              # a seat's speech bubble, in badge heights (sprites.SeatBadge draws it)
LEGIBLE_PX = 9.0            # the smallest text on a badge (its stack line), in scene pixels
BADGE_TEXT = 0.54           # a badge's stack line: font pixels per line height (sprites.SeatBadge)
TRICK_OVERLAP = 0.25        # at most this fraction of a trick card may lie under another
MIN_MIDDLE = 0.72           # the middle's cards shrink at most to this fraction to fit between the hands
BASE_FAN = 1.42             # width of a two-card fan, in card widths: where a hand's inner edge is laid out
FAN_DEG, FAN_DROP = 12.0, 0.22  # the viewer's fan: end-card angle, end-card drop (in card widths)
PILE_ORDER = ("farm", "bank", "bets", "pool", "pot", "house")
SUIT_ORDER = "SHCD"         # the viewer's hand: suits in alternating colours, high cards first


def hand_key(card: str) -> tuple[int, int]:
    """Where a card goes in the viewer's sorted hand (a card not seen, "?", last)."""
    if card[-1:] not in SUIT_ORDER or card[:-1] not in HIGH:
        return (len(SUIT_ORDER), 0)
    return (SUIT_ORDER.index(card[-1]), -HIGH[card[:-1]])


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
    card_w: float                  # cards in the middle: the trick, the deck, the table cards
    seats: list[SeatGeom] = field(default_factory=list)
    centre: tuple[float, float] = (0.0, 0.0)   # the trick / the middle cards
    row_y: float = 0.0             # the row above the middle: deck, table cards (trump, surs), chip piles
    trick_reach: float = 0.0       # how far up/down from the middle the trick's cards lie
    table_rx: float = 0.0          # the baize oval
    table_ry: float = 0.0
    hand_w: float = 0.0            # the other seats' cards (the viewer's are larger)
    trick: list[tuple[float, float]] = field(default_factory=list)   # where each seat's card of a trick lies

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
        """Where the i-th of k centre cards lies: towards the seat that played it (`trick`)."""
        cx, cy = self.centre
        if seat is None or not 0 <= seat < len(self.trick):
            return cx + (i - (k - 1) / 2) * self.card_w * 0.6, cy
        return self.trick[seat]

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
        big = s.card_w > (self.hand_w or self.card_w) * 1.05
        step = min(s.card_w * (OWN_STEP if big else 0.42), (s.hand_max_w - s.card_w) / max(count - 1, 1))
        step = max(step, s.card_w * 0.12)
        width = s.card_w + step * (count - 1)
        shift = (width - s.card_w * BASE_FAN) / 2 * s.dir_x     # grow away from the badge, not into it
        # A slight arc for the viewer's larger hand: at most ±FAN_DEG at the ends.
        tilt = min(3.0, 2 * FAN_DEG / max(count - 1, 1)) if big else 0.0
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


# View ▸ Card size: every card scaled by the size's factor; "auto" is medium, with the viewer's own cards never
# below OWN_MIN_PX wide where the table's height allows it (OWN_MAX_SHARE of it): a crowded small table (Fly with
# seven at 800×600) once gave the own hand 33-pixel cards.
CARD_SIZES = {"auto": 1.0, "small": 0.85, "medium": 1.0, "large": 1.2}
OWN_MIN_PX = 52.0           # scene units (pixels at scale 1)
BADGE_MIN_W = 70            # px: a narrow table (800 px, a dock beside it) still says "Player 4" whole
OWN_MAX_W = 0.6             # the viewer's hand never spans more of the table's width than this
OWN_STEP = 0.6              # … and shows up to this much of each card (the others' hands: 0.42)
OWN_MAX_SHARE = 0.11        # of the table's height, as a card's width


def compute(w: float, h: float, n: int, viewer: int | None = None, centre_hands: bool = False,
            card_size: str = "auto") -> TableLayout:
    """The layout for a table of n seats on a w×h scene (`centre_hands`: the hands in play lie in the middle;
    `card_size`: a key of CARD_SIZES)."""
    w, h, n = max(w, MIN_W), max(h, MIN_H), max(n, 1)
    unit = min(w / 1.6, h)                       # the table's natural scale
    margin = max(unit * 0.012, 5.0)       # the badges' outline and shadow stay on the scene
    perim = math.pi * (w + h) * 0.75 / 2          # rough length of the badge oval
    spacing = perim / n
    compact = n > 8
    badge_w = min(max(unit * 0.19, BADGE_MIN_W), spacing * 0.9)
    # Crowded tables (more than BUBBLES_OUTSIDE_UP_TO seats) have no room for speech bubbles round the badges:
    # a third line inside the badge shows the last decision.
    # Never so small that the text is not legible, nor (a crowded small table) so tall that badges at the sides meet.
    badge_h = max(unit * (0.075 if n > BUBBLES_OUTSIDE_UP_TO else 0.055 if compact else 0.07),
                  min(badge_min_h(n), spacing * 0.85))
    # Card size: shrink with the number of seats that hold hands around the rim.
    rim_hands = 0 if centre_hands else n
    card_w = unit * (0.095 if rim_hands <= 4 else 0.082 if rim_hands <= 8 else 0.068 * min(1.0, (12 / rim_hands) ** 0.5))
    card_w *= CARD_SIZES.get(card_size, 1.0)
    other_w = card_w * (0.85 if rim_hands <= 4 else 1.0)   # few seats: the others' hands smaller than the middle
    card_h = card_w * CARD_RATIO
    big_w = card_w * (1.35 if rim_hands > 8 else 1.25)
    if card_size == "auto":
        big_w = max(big_w, min(OWN_MIN_PX, h * OWN_MAX_SHARE))
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
    lay.hand_w = other_w
    if not centre_hands and n > 2 and viewer is not None and 0 <= viewer < n:
        _widen_own_hand(lay, viewer, gap)
    if centre_hands:
        lay.row_y = cy - card_h * 0.9
        lay.centre = (cx, cy + card_h * 0.45)
        lay.trick_reach = card_h * 0.5
        lay.trick = [(cx + math.cos(g.angle) * card_w * 1.35, lay.centre[1] + math.sin(g.angle) * lay.trick_reach)
                     for g in lay.seats]
        return lay
    # Between the hands above and below the middle: the row (deck, table cards, piles), then the trick.
    band = [g for g in lay.seats if abs(g.hand_x - cx) < w * 0.3]
    above = [g.hand_y + g.card_w * CARD_RATIO / 2 for g in band if g.hand_y < cy]
    under = [g.hand_y - g.card_w * CARD_RATIO / 2 - (g.card_w * FAN_DROP * 0.5 if g.card_w > card_w * 1.05 else 0)
             for g in band if g.hand_y > cy]
    top = max(above, default=cy - card_h * 2.2)
    bottom = min(under, default=cy + card_h * 2.6)
    _place_middle(lay, top, bottom, bool(under or above))
    return lay


def _widen_own_hand(lay: TableLayout, me: int, gap: float) -> None:
    """The viewer's hand may grow sideways up to whatever of the others (a badge, a hand) lies level with it,
    never over OWN_MAX_W of the table: a crowded table's own hand is not a tight fan in the middle of free felt."""
    g = lay.seats[me]
    top = g.hand_y - g.card_w * CARD_RATIO / 2 - g.card_w * FAN_DROP
    bottom = g.hand_y + g.card_w * CARD_RATIO / 2 + g.card_w * FAN_DROP
    half = lay.w * OWN_MAX_W / 2
    boxes = _hand_boxes(lay)
    for i, other in enumerate(lay.seats):
        if i == me:
            continue
        for left, up, right, down in (boxes[i], _box(other.x, other.y, other.badge_w, other.badge_h)):
            if down <= top or up >= bottom:
                continue                       # above or below the hand: no limit sideways
            if left >= g.hand_x:
                half = min(half, left - g.hand_x - gap)
            elif right <= g.hand_x:
                half = min(half, g.hand_x - right - gap)
    lay.seats[me] = dataclasses.replace(g, hand_max_w=max(g.hand_max_w, half * 2))


def badge_min_h(n: int) -> float:
    """The least badge height whose stack line is LEGIBLE_PX high (a crowded table's badge has a third line)."""
    lines = 3 if n > BUBBLES_OUTSIDE_UP_TO else 2
    return LEGIBLE_PX / BADGE_TEXT * (lines + 0.4)


def overlap(a: tuple[float, float], b: tuple[float, float], w: float, h: float) -> float:
    """The fraction of a w×h card at `a` that a card at `b` covers (both upright)."""
    dx, dy = w - abs(a[0] - b[0]), h - abs(a[1] - b[1])
    return dx * dy / (w * h) if dx > 0 and dy > 0 else 0.0


Box = tuple[float, float, float, float]     # left, top, right, bottom
TYPICAL_HAND = 7                            # cards: how wide the others' hands are reckoned round the middle


def _box(x: float, y: float, w: float, h: float) -> Box:
    return x - w / 2, y - h / 2, x + w / 2, y + h / 2


def _meet(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _hand_boxes(lay: TableLayout) -> list[Box]:
    """Where each seat's hand lies (the viewer's as wide as it may grow, the others' with TYPICAL_HAND cards)."""
    out = []
    for i, g in enumerate(lay.seats):
        big = g.card_w > lay.hand_w * 1.05
        count = 16 if big else TYPICAL_HAND
        step = max(min(g.card_w * (OWN_STEP if big else 0.42), (g.hand_max_w - g.card_w) / (count - 1)), g.card_w * 0.12)
        width = g.card_w + step * (count - 1)
        x = g.hand_x + (width - g.card_w * BASE_FAN) / 2 * g.dir_x
        h = g.card_w * CARD_RATIO + (g.card_w * FAN_DROP if big else 0.0)
        out.append(_box(x, g.hand_y, width, h))
    return out


def _trick_shapes(lay: TableLayout) -> list[list[tuple[float, float]]]:
    """Ways to lay a trick out, as offsets from its middle in (card widths, parts of its vertical reach), the
    most natural first: each card towards its seat on an ellipse round the middle (wider and wider); the same a
    little turned (a pinwheel: the top and bottom cards no longer on one line); a row in the order the seats sit
    from left to right, each card raised or lowered towards its seat. Six seats or more rarely find room round
    an ellipse between the hands: they try the row first."""
    angles = [g.angle for g in lay.seats]
    ellipses = []
    for deg in (0, 20, -20, 35, -35):
        turn = math.radians(deg)
        for k in range(7):
            rx = 1.1 + 0.25 * k
            ellipses.append([(math.cos(a + turn) * rx, math.sin(a + turn)) for a in angles])
    n = len(angles)
    order = sorted(range(n), key=lambda i: (round(math.cos(angles[i]), 3), -math.sin(angles[i])))
    rows = []
    for step in (1.05, 0.9, 0.78):
        row = [(0.0, 0.0)] * n
        for rank, i in enumerate(order):
            row[i] = ((rank - (n - 1) / 2) * step, math.sin(angles[i]))
        rows.append(row)
    return rows + ellipses if n >= 6 else ellipses + rows


def _worst(points: list[tuple[float, float]], w: float, h: float) -> float:
    return max((overlap(a, b, w, h) for a, b in itertools.combinations(points, 2)), default=0.0)


def _place_middle(lay: TableLayout, top: float, bottom: float, bounded: bool) -> None:
    """The row (deck, table cards, piles) under the hands above it, the trick between it and the hands below,
    each card towards its seat, none more than TRICK_OVERLAP under another, none on a hand. Where nothing fits,
    the middle's cards are made smaller (down to MIN_MIDDLE of their size), and at last the least overlap wins."""
    cx, cy = lay.w / 2, lay.h / 2
    base = lay.card_w
    boxes = _hand_boxes(lay)
    best: tuple[tuple[float, float], tuple] | None = None
    shapes = _trick_shapes(lay)
    for scale in (1.0, 0.93, 0.86, 0.79, MIN_MIDDLE):
        cw = base * scale
        ch = cw * CARD_RATIO
        gap = ch * 0.08
        # The row clears the hands above it that lie across its width.
        row_half = cw * 2.4
        over = [b[3] for b in boxes if b[3] < cy + ch and (b[1] + b[3]) / 2 < cy and b[0] < cx + row_half
                and b[2] > cx - row_half]
        row_y = max(max(over, default=top) + gap + ch * 0.62, cy - ch * 1.6)
        row_box = (cx - row_half, row_y - ch / 2, cx + row_half, row_y + ch / 2)
        first = row_y + ch / 2 + gap
        for shape in shapes:
            xs = [cx + dx * cw for dx, _ in shape]
            left, right = min(xs) - cw / 2, max(xs) + cw / 2
            if left < cx - lay.table_rx * 0.85 or right > cx + lay.table_rx * 0.85:
                continue
            under = [b[1] for b in boxes if b[1] > first and b[0] < right and b[2] > left]
            last = min(under, default=bottom if bounded else first + ch * 2.6) - gap
            room = last - first
            if room < ch - 0.5:
                continue
            ry = min(ch * 0.55, (room - ch) / 2)
            centre_y = (first + last) / 2
            pts = [(x, centre_y + dy * ry) for x, (_, dy) in zip(xs, shape)]
            worst = _worst(pts, cw, ch)
            if best is not None and best[0] <= (0.0, worst):
                continue        # no better than one found already, whatever the hands say
            cards = [_box(x, y, cw, ch) for x, y in pts]
            clash = any(_meet(c, b) for c in cards for b in boxes + [row_box])
            key = (float(clash), worst if worst > TRICK_OVERLAP else 0.0)
            if best is None or key < best[0]:
                best = (key, (cw, row_y, ry, (cx, centre_y), pts))
            if key == (0.0, 0.0):
                break
        if best is not None and best[0] == (0.0, 0.0):
            break
    if best is None:        # no room at all: the old way, a row across the middle
        ch = base * CARD_RATIO
        lay.row_y = cy - ch * 0.9
        lay.centre = (cx, cy + ch * 0.45)
        lay.trick = [(cx + (i - (lay.n - 1) / 2) * base * 0.8, cy + ch * 0.45) for i in range(lay.n)]
        return
    lay.card_w, lay.row_y, lay.trick_reach, lay.centre, lay.trick = best[1]
