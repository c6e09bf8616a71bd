#!/usr/bin/env python3
"""Generate Lomber's card art (our own design) as SVG files into resources/cards/.

    python scripts/make_cards.py [OUT_DIR]

Writes classic/<card>.svg (black spades/clubs, red hearts/diamonds), four-colour/<card>.svg (blue diamonds,
green clubs) and backs/<name>.svg. Only SVG Tiny features that QtSvg renders (no patterns, no clip paths).
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

W, H, R = 250, 350, 16          # card size in SVG units (ratio 1.4, like the table's layout) and corner radius
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS = ("S", "H", "D", "C")
SERIF = "DejaVu Serif, Georgia, 'Times New Roman', serif"
IVORY = "#fdfbf4"

# Suit shapes drawn in a 100×100 box (our own curves).
SUIT_PATHS = {
    "H": "M50 92 C30 74 0 52 0 29 C0 12 12 2 27 2 C38 2 46 9 50 19 C54 9 62 2 73 2 C88 2 100 12 100 29 "
         "C100 52 70 74 50 92 Z",
    "D": "M50 0 C60 17 74 35 90 50 C74 65 60 83 50 100 C40 83 26 65 10 50 C26 35 40 17 50 0 Z",
    "S": "M50 1 C66 22 100 40 100 63 C100 79 89 88 75 88 C65 88 57 84 53 77 C54 87 58 94 67 100 L33 100 "
         "C42 94 46 87 47 77 C43 84 35 88 25 88 C11 88 0 79 0 63 C0 40 34 22 50 1 Z",
    "C": "M50 4 A21 21 0 0 1 67 38 A21 21 0 1 1 57 74 C58 86 61 93 68 100 L32 100 C39 93 42 86 43 74 "
         "A21 21 0 1 1 33 38 A21 21 0 0 1 50 4 Z",
}
CLASSIC = {"S": "#16161a", "C": "#16161a", "H": "#c62032", "D": "#c62032"}
FOUR = {"S": "#16161a", "C": "#1f7a3a", "H": "#c62032", "D": "#1b5fb8"}

# Pip centres for the spot cards (x, y); pips below the middle are drawn upside down.
L_, M_, R_ = 83, 125, 167
ROW4 = (78, 144, 206, 272)
PIPS = {
    "2": [(M_, 78), (M_, 272)],
    "3": [(M_, 78), (M_, 175), (M_, 272)],
    "4": [(x, y) for y in (78, 272) for x in (L_, R_)],
    "5": [(x, y) for y in (78, 272) for x in (L_, R_)] + [(M_, 175)],
    "6": [(x, y) for y in (78, 175, 272) for x in (L_, R_)],
    "7": [(x, y) for y in (78, 175, 272) for x in (L_, R_)] + [(M_, 126)],
    "8": [(x, y) for y in (78, 175, 272) for x in (L_, R_)] + [(M_, 126), (M_, 224)],
    "9": [(x, y) for y in ROW4 for x in (L_, R_)] + [(M_, 175)],
    "10": [(x, y) for y in ROW4 for x in (L_, R_)] + [(M_, 111), (M_, 239)],
}
COURT = {  # panel colours and headgear per court rank
    "K": ("#f6e7b8", "#b8892b"),
    "Q": ("#f7dde0", "#b04a5a"),
    "J": ("#dde8f6", "#3f6aa8"),
}


def suit(s: str, cx: float, cy: float, size: float, colour: str, flip: bool = False) -> str:
    """A suit symbol centred at (cx, cy), `size` wide."""
    k = size / 100
    rot = f" rotate(180 {cx:.1f} {cy:.1f})" if flip else ""
    return (f'<path transform="{rot.strip()} translate({cx - size / 2:.1f} {cy - size / 2:.1f}) scale({k:.4f})" '
            f'd="{SUIT_PATHS[s]}" fill="{colour}"/>')


def index(rank: str, s: str, colour: str) -> str:
    """The corner index (rank over suit), top left; the caller repeats it upside down. Large, to read small."""
    size = 46 if rank != "10" else 36
    spacing = ' letter-spacing="-4"' if rank == "10" else ""
    return (f'<text x="27" y="52" font-family="{SERIF}" font-size="{size}" font-weight="bold" text-anchor="middle"'
            f'{spacing} fill="{colour}">{rank}</text>' + suit(s, 27, 78, 30, colour))


def frame(body: str, back: bool = False) -> str:
    """The card outline around `body`."""
    fill = "#ffffff" if back else IVORY
    return (f'<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" width="{W}" height="{H}" '
            f'viewBox="0 0 {W} {H}">'
            f'<rect x="1" y="1" width="{W - 2}" height="{H - 2}" rx="{R}" ry="{R}" fill="{fill}" '
            f'stroke="#8c8a80" stroke-width="2"/>{body}</svg>\n')


def crown(kind: str, cx: float, cy: float, colour: str) -> str:
    """A small headgear emblem: a crown (K), a coronet (Q) or a plumed cap (J)."""
    if kind == "K":
        pts = [(cx - 30, cy + 14), (cx - 34, cy - 14), (cx - 16, cy), (cx, cy - 22), (cx + 16, cy),
               (cx + 34, cy - 14), (cx + 30, cy + 14)]
        d = "M" + " L".join(f"{x:.1f} {y:.1f}" for x, y in pts) + " Z"
        gems = "".join(f'<circle cx="{x:.1f}" cy="{y - 3:.1f}" r="4" fill="{colour}"/>'
                       for x, y in ((cx - 34, cy - 14), (cx, cy - 22), (cx + 34, cy - 14)))
        return f'<path d="{d}" fill="#e9c24a" stroke="{colour}" stroke-width="2.5"/>{gems}'
    if kind == "Q":
        d = (f"M{cx - 30} {cy + 12} C{cx - 28} {cy - 6} {cx - 14} {cy - 14} {cx} {cy - 16} "
             f"C{cx + 14} {cy - 14} {cx + 28} {cy - 6} {cx + 30} {cy + 12} Z")
        pearls = "".join(f'<circle cx="{cx + dx:.1f}" cy="{cy - 16 + abs(dx) * 0.35 - 4:.1f}" r="3.5" fill="#ffffff" '
                         f'stroke="{colour}" stroke-width="1.5"/>' for dx in (-20, -10, 0, 10, 20))
        return f'<path d="{d}" fill="#e9c24a" stroke="{colour}" stroke-width="2.5"/>{pearls}'
    d = (f"M{cx - 30} {cy + 12} C{cx - 30} {cy - 8} {cx - 12} {cy - 14} {cx + 4} {cy - 12} "
         f"C{cx + 22} {cy - 10} {cx + 30} {cy} {cx + 30} {cy + 12} Z")
    plume = (f'<path d="M{cx + 6} {cy - 12} C{cx + 20} {cy - 34} {cx + 40} {cy - 30} {cx + 44} {cy - 22} '
             f'C{cx + 30} {cy - 24} {cx + 20} {cy - 18} {cx + 12} {cy - 10} Z" fill="{colour}"/>')
    return f'<path d="{d}" fill="{colour}" fill-opacity="0.85" stroke="{colour}" stroke-width="2"/>{plume}'


def court_half(rank: str, s: str, colour: str) -> str:
    """One half of a double-headed court card: a bust in its headgear, the rank letter and the suit."""
    _, accent = COURT[rank]
    robe = (f'<path d="M74 168 C76 140 92 130 112 129 C132 130 148 140 150 168 Z" fill="{accent}"/>'
            f'<path d="M100 130 L112 150 L124 130 Z" fill="#fbf6ea"/>'
            f'<path d="M74 168 C76 140 92 130 112 129 C132 130 148 140 150 168" fill="none" stroke="#3a2a1a" '
            f'stroke-opacity="0.35" stroke-width="1.5"/>')
    head = ('<ellipse cx="112" cy="110" rx="14" ry="17" fill="#f4dcc4" stroke="#8a6a50" stroke-width="1.5"/>'
            '<circle cx="107" cy="108" r="1.6" fill="#3a2a1a"/><circle cx="117" cy="108" r="1.6" fill="#3a2a1a"/>'
            '<path d="M107 118 Q112 121 117 118" fill="none" stroke="#a0524a" stroke-width="1.4"/>')
    gear = f'<g transform="translate(22.4 17.6) scale(0.8)">{crown(rank, 112, 92, accent)}</g>'
    letter = (f'<text x="72" y="110" font-family="{SERIF}" font-size="34" font-weight="bold" text-anchor="middle" '
              f'fill="{colour}">{rank}</text>')
    return robe + head + gear + letter + suit(s, 152, 100, 24, colour)


def face(card_rank: str, s: str, colours: dict[str, str]) -> str:
    """The SVG for one face."""
    c = colours[s]
    body = [index(card_rank, s, c), f'<g transform="rotate(180 {W / 2} {H / 2})">{index(card_rank, s, c)}</g>']
    if card_rank == "A":
        big = 120 if s == "S" else 96
        body.append(f'<circle cx="{W / 2}" cy="{H / 2}" r="{big * 0.82:.0f}" fill="none" stroke="{c}" '
                    f'stroke-opacity="0.25" stroke-width="2"/>')
        body.append(suit(s, W / 2, H / 2, big, c))
    elif card_rank in PIPS:
        for x, y in PIPS[card_rank]:
            body.append(suit(s, x, y, 40 if card_rank in ("9", "10") else 44, c, flip=y > H / 2 + 1))
    else:
        panel, accent = COURT[card_rank]
        body.append(f'<rect x="50" y="40" width="150" height="270" rx="8" ry="8" fill="{panel}" '
                    f'stroke="{accent}" stroke-width="3"/>')
        body.append(f'<rect x="56" y="46" width="138" height="258" rx="5" ry="5" fill="none" '
                    f'stroke="{accent}" stroke-width="1" stroke-opacity="0.6"/>')
        body.append(f'<line x1="56" y1="{H / 2 + 8}" x2="194" y2="{H / 2 - 8}" stroke="{accent}" stroke-width="1.5"/>')
        half = court_half(card_rank, s, c)
        body.append(f'<g transform="translate(13 -6)">{half}</g>')
        body.append(f'<g transform="rotate(180 {W / 2} {H / 2}) translate(13 -6)">{half}</g>')
    return frame("".join(body))


def _clip_diagonal(x0: float, y0: float, x1: float, y1: float, c: float, slope: int) -> tuple | None:
    """The segment of the line y = slope·x + c inside the rectangle, or None."""
    pts = []
    for x in (x0, x1):
        y = slope * x + c
        if y0 <= y <= y1:
            pts.append((x, y))
    for y in (y0, y1):
        x = (y - c) / slope
        if x0 <= x <= x1:
            pts.append((x, y))
    pts = sorted({(round(x, 2), round(y, 2)) for x, y in pts})
    return (pts[0], pts[-1]) if len(pts) >= 2 and pts[0] != pts[-1] else None


def back(colour: str, light: str) -> str:
    """A card back: a lattice in `colour`, a border and an oval medallion with a suit rosette."""
    x0, y0, x1, y1 = 14, 14, W - 14, H - 14
    body = [f'<rect x="{x0}" y="{y0}" width="{x1 - x0}" height="{y1 - y0}" rx="9" ry="9" fill="{colour}"/>']
    lines = []
    step = 17
    for slope in (1, -1):
        for k in range(-40, 60):
            c = k * step if slope == 1 else W + k * step - 200
            seg = _clip_diagonal(x0 + 6, y0 + 6, x1 - 6, y1 - 6, c, slope)
            if seg:
                (ax, ay), (bx, by) = seg
                lines.append(f"M{ax} {ay} L{bx} {by}")
    body.append(f'<path d="{" ".join(lines)}" stroke="{light}" stroke-opacity="0.35" stroke-width="1.6" fill="none"/>')
    body.append(f'<rect x="{x0 + 6}" y="{y0 + 6}" width="{x1 - x0 - 12}" height="{y1 - y0 - 12}" rx="6" ry="6" '
                f'fill="none" stroke="{light}" stroke-width="2.5"/>')
    body.append(f'<ellipse cx="{W / 2}" cy="{H / 2}" rx="58" ry="78" fill="{colour}" stroke="{light}" stroke-width="3"/>')
    body.append(f'<ellipse cx="{W / 2}" cy="{H / 2}" rx="50" ry="70" fill="none" stroke="{light}" '
                f'stroke-opacity="0.6" stroke-width="1.2"/>')
    for i, s in enumerate(SUITS):
        a = math.pi / 2 * i - math.pi / 2
        body.append(suit(s, W / 2 + math.cos(a) * 28, H / 2 + math.sin(a) * 38, 26, light))
    return frame("".join(body), back=True)


def main(argv: list[str]) -> int:
    out = Path(argv[1]) if len(argv) > 1 else Path(__file__).resolve().parent.parent / "resources" / "cards"
    for deck, colours in (("classic", CLASSIC), ("four-colour", FOUR)):
        folder = out / deck
        folder.mkdir(parents=True, exist_ok=True)
        for s in SUITS:
            for r in RANKS:
                (folder / f"{r}{s}.svg").write_text(face(r, s, colours), encoding="utf-8")
    backs = out / "backs"
    backs.mkdir(parents=True, exist_ok=True)
    (backs / "blue.svg").write_text(back("#1d3f7a", "#e8eefc"), encoding="utf-8")
    (backs / "red.svg").write_text(back("#8e1b27", "#fbe9ea"), encoding="utf-8")
    print(f"cards written to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
