"""Chips laid down from pixmaps drawn once (`ui/table/piles.py`): they look like the chips drawn one by one, and a
pile of them repaints without drawing any again."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPainter, QTransform

from lomber.ui.table import piles
from lomber.ui.table.piles import ChipPile, draw_chip


def _image(paint, transform: QTransform) -> QImage:
    img = QImage(120, 120, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(QColor("#2e7d4f"))
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setWorldTransform(transform)
    paint(p)
    p.end()
    return img


def _worst(a: QImage, b: QImage) -> tuple[int, int]:
    """(pixels that differ by more than 24 in a channel, the largest difference)."""
    far, worst = 0, 0
    for y in range(a.height()):
        for x in range(a.width()):
            pa, pb = a.pixelColor(x, y), b.pixelColor(x, y)
            d = max(abs(pa.red() - pb.red()), abs(pa.green() - pb.green()), abs(pa.blue() - pb.blue()))
            far += d > 24
            worst = max(worst, d)
    return far, worst


def test_a_chip_from_its_pixmap_looks_like_the_chip_drawn(qapp):
    colour = QColor("#c8553d")
    for transform in (QTransform.fromTranslate(30.3, 41.7), QTransform(1.37, 0, 0, 1.37, 10.6, 5.15)):
        cached = _image(lambda p: draw_chip(p, 20.2, 17.9, 24.0, colour), transform)
        drawn = _image(lambda p: piles._paint_chip(p, 20.2, 17.9, 24.0, colour), transform)
        assert cached != _image(lambda p: None, transform)          # something was drawn
        far, worst = _worst(cached, drawn)
        assert far <= 6, (far, worst)    # the same chip, within a rounding at its antialiased edges


def test_a_rotated_chip_is_drawn_itself(qapp):
    turned = QTransform().translate(60, 60).rotate(30)
    colour = QColor("#d9a520")
    cached = _image(lambda p: draw_chip(p, 3.0, 4.0, 30.0, colour), turned)
    drawn = _image(lambda p: piles._paint_chip(p, 3.0, 4.0, 30.0, colour), turned)
    assert cached == drawn


def test_a_pile_repaints_from_the_chips_drawn_once(qapp, monkeypatch):
    pile = ChipPile("bank", "Bank", "#c8553d", 22.0)
    pile.set_count(30)
    piles._chip.cache_clear()
    img = QImage(200, 200, QImage.Format.Format_ARGB32_Premultiplied)

    def paint() -> None:
        img.fill(0)
        p = QPainter(img)
        p.translate(QPointF(100, 100))
        pile.paint(p, None)
        p.end()

    paint()
    made = piles._chip.cache_info().currsize
    assert 0 < made <= 16                 # 30 chips in three columns: a pixmap per quarter-pixel offset at most
    drawn: list[object] = []
    monkeypatch.setattr(piles, "_paint_chip", lambda *a: drawn.append(a))
    paint()
    assert not drawn and piles._chip.cache_info().currsize == made


def test_a_badge_fits_its_texts_again_only_when_they_change(table_view, monkeypatch):
    """A coup's start repaints most badges of a 30-seat table at once: their texts are not fitted anew unless
    something they show changed (the bubble, the stack, the size …)."""
    from lomber.ui.table import badges as module

    t = table_view.table
    t.setup("chemin-de-fer", [f"Player {i}" for i in range(30)], 0)
    badge = t.badges()[4]
    badge.set_fields(stack=1200)
    badge.say("pass")
    first = badge.texts()
    fits: list[object] = []
    real = module.fitted
    monkeypatch.setattr(module, "fitted", lambda *a, **k: fits.append(a) or real(*a, **k))
    assert badge.texts() == first and fits == []
    badge.set_bubble("")
    assert "bubble" not in badge.texts() and fits
    fits.clear()
    badge.set_fields(stack=1250)
    assert badge.texts()["name"] == first["name"] and fits
    assert [t.text for t in badge.texts().values()] == [t.text for t in module.SeatBadge._fit_texts(
        badge, badge.tail_forms()).values()]
