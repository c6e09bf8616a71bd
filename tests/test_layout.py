"""The table's geometry (ui/table/layout.py, pure): the trick laid out by seat count, badges legible, the hand's order."""

from __future__ import annotations

import itertools

import pytest

from lomber.ui.table import layout as L

# Table sizes the window gives: a full 1280×800 screen, the default window beside its panels, an 800×600 window
# with its panels open, a large screen, and the least the table reflows to.
SIZES = [(1280, 700), (920, 650), (520, 485), (1600, 1000), (L.MIN_W, L.MIN_H)]


def _rect(x: float, y: float, w: float, h: float) -> tuple[float, float, float, float]:
    return x - w / 2, y - h / 2, x + w / 2, y + h / 2


def _touch(a: tuple[float, float, float, float], b: tuple[float, float, float, float]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def test_overlap_is_the_covered_fraction_of_a_card():
    assert L.overlap((0, 0), (0, 0), 10, 14) == 1.0
    assert L.overlap((0, 0), (5, 0), 10, 14) == pytest.approx(0.5)
    assert L.overlap((0, 0), (5, 7), 10, 14) == pytest.approx(0.25)
    assert L.overlap((0, 0), (10, 0), 10, 14) == 0.0


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", [3, 4, 5, 6, 7])
def test_the_trick_is_laid_out_by_seat_count(n, size):
    """No trick card lies more than TRICK_OVERLAP under another, none touches the row of the deck, the table cards
    and the chip piles, none lies on a hand of the seats beside it, and all stay on the baize."""
    lay = L.compute(*size, n, viewer=0)
    cw, ch = lay.card_w, lay.card_h
    slots = [lay.centre_slot(seat, i, n) for i, seat in enumerate(range(n))]
    assert len(set(slots)) == n
    for a, b in itertools.combinations(slots, 2):
        assert L.overlap(a, b, cw, ch) <= L.TRICK_OVERLAP + 1e-9, (a, b)
    row = lay.row(stock=True, table_cards=["trump", "surs"], piles=["pot"])
    things = [_rect(x, y, cw, ch) for name, (x, y) in row.items() if name != "discard"]
    for x, y in slots:
        card = _rect(x, y, cw, ch)
        assert not any(_touch(card, thing) for thing in things), (x, y)
        assert abs(x - lay.w / 2) + cw / 2 < lay.table_rx and abs(y - lay.h / 2) + ch / 2 < lay.table_ry
    # The hands of the seats at the sides (five cards each) stay clear of the trick.
    for seat, g in enumerate(lay.seats):
        if seat == 0 or abs(g.dir_x) < 0.35:
            continue
        for hx, hy, _rot in lay.fan(seat, 5):
            hand = _rect(hx, hy, g.card_w, g.card_w * L.CARD_RATIO)
            assert not any(_touch(hand, _rect(x, y, cw, ch)) for x, y in slots), (seat, hx, hy)


def test_seven_seats_no_longer_pile_the_trick_up():
    """Fly with 7 seats: the old ellipse put the two cards of the seats on one side on top of each other."""
    lay = L.compute(1280, 700, 7, viewer=0)
    worst = max(L.overlap(a, b, lay.card_w, lay.card_h) for a, b in itertools.combinations(lay.trick, 2))
    assert worst <= L.TRICK_OVERLAP
    # Each card still lies on its seat's side of the middle.
    for g, (x, _y) in zip(lay.seats, lay.trick):
        if abs(g.dir_x) > 0.5:
            assert (x - lay.w / 2) * (g.x - lay.w / 2) > 0


@pytest.mark.parametrize("n", [2, 4, 7, 12])
def test_badges_are_never_too_small_to_read(n):
    """At the least size the table reflows to, a badge's stack line is still LEGIBLE_PX high."""
    for size in SIZES:
        lay = L.compute(*size, n, viewer=0)
        for g in lay.seats:
            lines = 3 if n > L.BUBBLES_OUTSIDE_UP_TO else 2
            assert g.badge_h / (lines + 0.4) * L.BADGE_TEXT >= L.LEGIBLE_PX - 1e-9, (size, g.badge_h)


def test_the_viewers_hand_sorts_by_suit_in_alternating_colours_high_first():
    hand = ["7C", "AS", "10H", "KD", "?", "QS", "2H"]
    assert sorted(hand, key=L.hand_key) == ["AS", "QS", "10H", "2H", "7C", "KD", "?"]
