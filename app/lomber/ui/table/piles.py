"""Chips and the deck on the table: a chip token, a pile of chips, the stock."""

from __future__ import annotations

import functools
import math
from collections.abc import Callable

from PySide6.QtCore import (
    QEasingCurve,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
)
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QPainter,
    QPen,
    QPixmap,
    QTransform,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from lomber.ui.plaintext import set_tip
from lomber.ui.table.cardart import HIDDEN, CardArt
from lomber.ui.table.layout import CARD_RATIO
from lomber.ui.table.sprites import INK, _font, fitted
from lomber.ui.texts import tr


class ChipToken(QGraphicsObject):
    """A single chip sliding between two places (short-lived)."""

    def __init__(self, colour: str, size: float) -> None:
        super().__init__()
        self._c = QColor(colour)
        self._s = size
        self._anim: QSequentialAnimationGroup | None = None

    def boundingRect(self) -> QRectF:
        s = self._s
        return QRectF(-s / 2 - 1, -s / 2 - 1, s + 2, s + 2)

    def paint(self, p: QPainter, option, widget=None) -> None:
        draw_chip(p, 0, 0, self._s, self._c)

    def fly(self, x: float, y: float, duration: int, delay: int, on_done: Callable[[], None]) -> None:
        """Slide to (x, y) and call on_done."""
        seq = QSequentialAnimationGroup(self)
        if delay:
            seq.addPause(delay)
        a = QPropertyAnimation(self, b"pos", seq)
        a.setEndValue(QPointF(x, y))
        a.setDuration(max(1, duration))
        a.setEasingCurve(QEasingCurve.Type.InOutCubic)
        seq.addAnimation(a)
        seq.finished.connect(on_done)
        self._anim = seq
        seq.start()

    def finish(self) -> None:
        """Jump to the end."""
        if self._anim is not None and self._anim.state() == QSequentialAnimationGroup.State.Running:
            self._anim.setCurrentTime(self._anim.totalDuration())


def draw_chip(p: QPainter, x: float, y: float, s: float, c: QColor) -> None:
    """One chip seen from above: a disc with an edge stripe. Laid down from a pixmap drawn once per size, colour
    and quarter-pixel offset (`_chip`): a pile repaints up to 30 chips, and a dashed antialiased ring costs more
    than the card it lies beside. A rotated or sheared painter draws the chip itself."""
    t = p.worldTransform()
    if t.type().value > QTransform.TransformationType.TxScale.value or t.m11() <= 0 or t.m11() != t.m22():
        _paint_chip(p, x, y, s, c)
        return
    ratio = p.device().devicePixelRatioF()
    scale = t.m11() * ratio                                        # device pixels per unit
    cx, cy = (t.m11() * x + t.dx()) * ratio, (t.m22() * y + t.dy()) * ratio   # the centre in device pixels
    ix, iy = math.floor(cx), math.floor(cy)
    fx, fy = round((cx - ix) * _SUB), round((cy - iy) * _SUB)
    aa = p.testRenderHint(QPainter.RenderHint.Antialiasing)
    pix, half = _chip(round(s, 3), round(scale, 4), ratio, c.rgba(), fx, fy, aa)
    p.resetTransform()
    p.drawPixmap(QPointF((ix - half) / ratio, (iy - half) / ratio), pix)
    p.setWorldTransform(t)


def _paint_chip(p: QPainter, x: float, y: float, s: float, c: QColor) -> None:
    r = QRectF(x - s / 2, y - s / 2, s, s)
    p.setPen(QPen(c.darker(170), max(0.8, s * 0.06)))
    p.setBrush(c)
    p.drawEllipse(r)
    p.setPen(QPen(QColor(255, 255, 255, 170), max(0.8, s * 0.09), Qt.PenStyle.DashLine))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(r.adjusted(s * 0.16, s * 0.16, -s * 0.16, -s * 0.16))


_SUB = 4    # a chip's pixmaps per device pixel, each way: its centre lands within an eighth of a pixel


@functools.lru_cache(maxsize=256)   # sizes change with the window: the few in use are kept
def _chip(s: float, scale: float, ratio: float, rgba: int, fx: int, fy: int, aa: bool) -> tuple[QPixmap, int]:
    """A chip of diameter `s` and colour `rgba` drawn at `scale` device pixels per unit on a transparent pixmap for
    a device of `ratio`, its centre (fx, fy) quarter pixels past the pixel `half` pixels from the corner."""
    half = math.ceil((s / 2 + max(0.8, s * 0.06)) * scale) + 1
    pix = QPixmap(2 * half + 2, 2 * half + 2)
    pix.fill(Qt.GlobalColor.transparent)
    q = QPainter(pix)
    q.setRenderHint(QPainter.RenderHint.Antialiasing, aa)
    q.translate(half + fx / _SUB, half + fy / _SUB)
    q.scale(scale, scale)
    _paint_chip(q, 0.0, 0.0, s, QColor.fromRgba(rgba))
    q.end()
    pix.setDevicePixelRatio(ratio)
    return pix, half


class ChipPile(QGraphicsObject):
    """Chips lying on the table under a name (farm, bank, pool …) with their count."""

    def __init__(self, name: str, label: str, colour: str, size: float) -> None:
        super().__init__()
        self.name = name
        self.label = label
        self.count = 0
        self._s = size
        self._colour = QColor(colour)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_size(self, size: float) -> None:
        """Chip diameter changed (layout)."""
        if abs(size - self._s) > 0.01:
            self.prepareGeometryChange()
            self._s = size

    def set_count(self, count: int) -> None:
        """Show `count` chips."""
        if count != self.count:
            self.count = count
            self.update()

    def chip_colour(self) -> str:
        """Colour of this pile's chips."""
        return self._colour.name()

    def boundingRect(self) -> QRectF:
        s = self._s
        return QRectF(-s * 2.0, -s * 2.05, s * 4.0, s * 3.2)

    def paint(self, p: QPainter, option, widget=None) -> None:
        s = self._s
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        drawn = min(self.count, 30)
        cols = (drawn + 9) // 10
        for c in range(cols):
            cx = (c - (cols - 1) / 2) * s * 1.02
            for i in range(min(10, drawn - c * 10)):
                draw_chip(p, cx, -s * 0.35 - i * s * 0.11, s, self._colour)
        if self.count == 0:
            p.setPen(QPen(QColor(255, 255, 255, 50), 1.2, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(QRectF(-s / 2, -s * 0.85, s, s))
        p.setFont(_font(s * 0.42, bold=True))
        p.setPen(INK)
        p.drawText(QRectF(-s * 2.0, s * 0.2, s * 4.0, s * 0.9), Qt.AlignmentFlag.AlignCenter,
                   f"{self.label} {self.count}")


class StockPile(QGraphicsObject):
    """The deck (or Chemin de fer's shoe): a few stacked backs and the number of cards left."""

    def __init__(self, art: CardArt, width: float) -> None:
        super().__init__()
        self._art = art
        self._w = width
        self.count = 0
        self.shoe = False

    def set_width(self, width: float) -> None:
        """Card width changed (layout)."""
        if abs(width - self._w) > 0.01:
            self.prepareGeometryChange()
            self._w = width

    def set_count(self, count: int) -> None:
        """Cards left."""
        if count != self.count:
            self.count = count
            set_tip(self, tr("%n card(s) left in the shoe", count) if self.shoe
                    else tr("%n card(s) left in the stock", count))
            self.update()

    def top(self) -> QPointF:
        """Where a card leaves the deck."""
        k = min(self.count, 5)
        return self.pos() + QPointF(-k * 0.6, -k * 0.9)

    def boundingRect(self) -> QRectF:
        w, h = self._w, self._w * CARD_RATIO
        return QRectF(-w / 2 - 6, -h / 2 - 8, w + 12, h + 14)

    def paint(self, p: QPainter, option, widget=None) -> None:
        if self.count <= 0:
            return
        w, h = self._w, self._w * CARD_RATIO
        pix = self._art.pixmap(HIDDEN, w, h)
        layers = min(self.count, 5)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 60))
        p.drawRoundedRect(QRectF(-w / 2 + 2, -h / 2 + 3, w, h), w * 0.07, w * 0.07)
        for i in range(layers):
            r = QRectF(-w / 2 - i * 0.6, -h / 2 - i * 0.9, w, h)
            p.drawPixmap(r, pix, QRectF(pix.rect()))
        # The count on a dark pill across the lower part of the deck.
        label, px = self.label()
        f = _font(px, bold=True)
        fm = QFontMetricsF(f)
        pw, ph = min(w * 1.15, fm.horizontalAdvance(label) + w * 0.2), w * 0.32
        pill = QRectF(-pw / 2, h / 2 - ph - w * 0.1, pw, ph)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setBrush(QColor(10, 20, 15, 200))
        p.drawRoundedRect(pill, ph / 2, ph / 2)
        p.setFont(f)
        p.setPen(INK)
        p.drawText(pill, Qt.AlignmentFlag.AlignCenter, label)

    def label(self) -> tuple[str, float]:
        """The count's caption and its pixel size: "Shoe 31", a little smaller if it must, else "31" alone (the
        tooltip says what it counts); never cut."""
        w = self._w
        full = tr("Shoe %1").replace("%1", str(self.count)) if self.shoe else str(self.count)
        text, px, _fits = fitted([full, str(self.count)], w * 0.22, w * 1.15 - w * 0.2, bold=True)
        return text, px

    def label_fits(self) -> bool:
        text, px = self.label()
        return QFontMetricsF(_font(px, bold=True)).horizontalAdvance(text) <= self._w * 1.15 - self._w * 0.2 + 0.5
