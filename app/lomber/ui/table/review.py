"""The last trick shown again over a dimmed table: each card where it was played, with who played it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject

from lomber.ui.table.cardart import HIDDEN, CardArt
from lomber.ui.table.layout import CARD_RATIO
from lomber.ui.table.sprites import GOLD, INK, INK_DIM, _font

Z_REVIEW = 5000           # over everything on the table but the hot-seat curtain
ENLARGE = 1.35            # the trick is shown this much larger than it lay (the table under it is dimmed)


@dataclass(frozen=True, slots=True)
class ReviewCard:
    """One card of the trick: where it lay (scene coordinates), what it is, who played it."""

    x: float
    y: float
    card: str
    name: str
    winner: bool


class TrickReview(QGraphicsObject):
    """Covers the table with a dim veil and paints the last trick on it; a click anywhere closes it."""

    def __init__(self, art: CardArt) -> None:
        super().__init__()
        self._art = art
        self._rect = QRectF()
        self._cards: list[ReviewCard] = []
        self._card_w = 40.0
        self._centre = QPointF()
        self._scale = ENLARGE
        self.title = ""
        self.hint = ""
        self.on_close: Callable[[], None] | None = None
        self.setZValue(Z_REVIEW)
        self.setAcceptedMouseButtons(Qt.MouseButton.AllButtons)

    def show_trick(self, rect: QRectF, cards: list[ReviewCard], card_w: float, title: str, hint: str) -> None:
        """Show `cards` (where they lay on a table of `rect`) enlarged round their middle, under `title`."""
        self.prepareGeometryChange()
        self._rect = QRectF(rect)
        self._cards = list(cards)
        self._card_w = card_w
        self.title, self.hint = title, hint
        xs = [c.x for c in cards] or [rect.center().x()]
        ys = [c.y for c in cards] or [rect.center().y()]
        self._centre = QPointF((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2)
        # As large as ENLARGE, but the cards and the title stay on the table.
        half_w = (max(xs) - min(xs)) / 2 + card_w / 2
        half_h = (max(ys) - min(ys)) / 2 + card_w * CARD_RATIO / 2 + card_w * 0.9
        room = min(rect.width() / 2 * 0.94, rect.height() / 2 * 0.94)
        self._scale = max(1.0, min(ENLARGE, room / max(half_w, half_h, 1.0)))
        self._centre = QPointF(min(max(self._centre.x(), rect.left() + half_w * self._scale),
                                   rect.right() - half_w * self._scale),
                               min(max(self._centre.y(), rect.top() + half_h * self._scale),
                                   rect.bottom() - half_h * self._scale))
        self.update()
        self.show()

    def cards(self) -> list[ReviewCard]:
        """The cards shown (tests)."""
        return list(self._cards)

    def card_rect(self, i: int) -> QRectF:
        """Where the i-th card is painted (scene coordinates)."""
        c = self._cards[i]
        k = self._scale
        w = self._card_w * k
        h = w * CARD_RATIO
        x = self._centre.x() + (c.x - self._mid()[0]) * k
        y = self._centre.y() + (c.y - self._mid()[1]) * k
        return QRectF(x - w / 2, y - h / 2, w, h)

    def _mid(self) -> tuple[float, float]:
        xs = [c.x for c in self._cards] or [0.0]
        ys = [c.y for c in self._cards] or [0.0]
        return (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2

    def name_px(self) -> float:
        """The pixel size of the players' names under the cards (scene units)."""
        return max(9.0, self._card_w * self._scale * 0.17)

    def boundingRect(self) -> QRectF:
        return self._rect

    def mousePressEvent(self, event) -> None:
        event.accept()
        if self.on_close is not None:
            self.on_close()

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self._rect, QColor(5, 15, 10, 165))
        if not self._cards:
            return
        rects = [self.card_rect(i) for i in range(len(self._cards))]
        for c, r in zip(self._cards, rects):
            pix = self._art.pixmap(c.card if c.card != HIDDEN else HIDDEN, r.width(), r.height(), shadow=True)
            size = pix.deviceIndependentSize()
            p.drawPixmap(QRectF(r.left(), r.top(), size.width(), size.height()), pix, QRectF(pix.rect()))
            if c.winner:
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.setPen(QPen(GOLD, max(2.0, r.width() * 0.05)))
                p.drawRoundedRect(r.adjusted(-1, -1, 1, 1), r.width() * 0.08, r.width() * 0.08)
        # The names on pills across each card's foot, over every card, so a neighbour never hides one.
        f = _font(self.name_px(), bold=True)
        fm = QFontMetricsF(f)
        p.setFont(f)
        for c, r in zip(self._cards, rects):
            text = fm.elidedText(c.name, Qt.TextElideMode.ElideRight, r.width() * 1.1)
            pw = fm.horizontalAdvance(text) + fm.height() * 0.8
            ph = fm.height() * 1.25
            pill = QRectF(r.center().x() - pw / 2, r.bottom() - ph * 0.6, pw, ph)
            p.setPen(QPen(GOLD if c.winner else QColor(0, 0, 0, 0), 1.5))
            p.setBrush(QColor(10, 20, 15, 225))
            p.drawRoundedRect(pill, ph / 2, ph / 2)
            p.setPen(GOLD if c.winner else INK)
            p.drawText(pill, Qt.AlignmentFlag.AlignCenter, text)
        # The title over the trick, the hint under it.
        top = min(r.top() for r in rects)
        bottom = max(r.bottom() for r in rects)
        tf = _font(self.name_px() * 1.25, bold=True)
        p.setFont(tf)
        p.setPen(GOLD)
        tfm = QFontMetricsF(tf)
        p.drawText(QRectF(self._rect.left(), top - tfm.height() * 1.6, self._rect.width(), tfm.height() * 1.3),
                   Qt.AlignmentFlag.AlignCenter, tfm.elidedText(self.title, Qt.TextElideMode.ElideRight,
                                                                self._rect.width() * 0.95))
        hf = _font(self.name_px() * 0.95)
        p.setFont(hf)
        p.setPen(INK_DIM)
        hfm = QFontMetricsF(hf)
        p.drawText(QRectF(self._rect.left(), bottom + hfm.height() * 0.9, self._rect.width(), hfm.height() * 1.3),
                   Qt.AlignmentFlag.AlignCenter, hfm.elidedText(self.hint, Qt.TextElideMode.ElideRight,
                                                                self._rect.width() * 0.95))
