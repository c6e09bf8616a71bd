"""The value of a hand on the table (Ferme's total, Chemin de fer's point), beside every hand the viewer sees whole.

Which hands: the viewer's own, and any hand shown to everyone (a showdown, a natural). A hand with a card the
viewer cannot see shows nothing, so the value never tells more than the cards. The game says how a hand counts
(`GameInfo.hand_value`); a game without one (the trick games) shows no values. A part of `TableScene` that knows
only the graphics scene it adds its pills to: the scene gives it each hand's cards and the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QGraphicsScene

from lomber.ui.table.cardart import HIDDEN
from lomber.ui.table.sprites import GOLD, _font

if TYPE_CHECKING:
    from lomber.engine.gameinfo import GameInfo

Z_VALUE = 350   # above the hands and the piles, below the badges' bubbles and anything flying


class ValuePill(QGraphicsObject):
    """A small gold-edged pill with a hand's value."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self._h = 18.0
        self._w: float | None = None    # the width, kept: the scene asks for the bounding rect at every frame
        self.setZValue(Z_VALUE)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_value(self, text: str, height: float) -> None:
        if (text, height) != (self.text, self._h):
            self.prepareGeometryChange()
            self.text, self._h, self._w = text, height, None
            self.update()

    def _width(self) -> float:
        if self._w is None:
            self._w = max(self._h * 1.3, QFontMetricsF(_font(self._h * 0.68, bold=True)).horizontalAdvance(self.text)
                          + self._h * 0.7)
        return self._w

    def boundingRect(self) -> QRectF:
        w, h = self._width(), self._h
        return QRectF(-w / 2 - 2, -h / 2 - 2, w + 4, h + 4)

    def paint(self, p: QPainter, option, widget=None) -> None:
        w, h = self._width(), self._h
        r = QRectF(-w / 2, -h / 2, w, h)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(GOLD, max(1.0, h * 0.08)))
        p.setBrush(QColor(10, 32, 20, 230))
        p.drawRoundedRect(r, h / 2, h / 2)
        p.setPen(GOLD)
        p.setFont(_font(h * 0.68, bold=True))
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, self.text)


class HandValues:
    """Keeps one value pill per seat beside its hand, in `scene`."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        self._values: dict[int, ValuePill] = {}     # each seat's pill

    @staticmethod
    def text(hand: list[str], info: GameInfo | None) -> str:
        """The value of a hand (its cards as the viewer sees them) if the viewer sees every card of it, else ""."""
        if info is None or info.hand_value is None or not hand or any(c == HIDDEN for c in hand):
            return ""
        try:
            return str(info.hand_value(hand))
        except (ValueError, KeyError, IndexError):   # a card the game cannot count: show nothing rather than fail
            return ""

    def place(self, seat: int, hand: list[str], info: GameInfo | None, targets: list[tuple[float, float, float]],
              cw: float) -> None:
        """Show (or hide) the value beside `seat`'s `hand` of game `info`, whose cards are going to `targets`."""
        text = self.text(hand, info) if targets else ""
        pill = self._values.get(seat)
        if not text:
            if pill is not None:
                pill.hide()
            return
        if pill is None:
            pill = self._values[seat] = ValuePill()
            self.scene.addItem(pill)
        x, y, _ = targets[-1]
        h = max(14.0, cw * 0.34)
        pill.set_value(text, h)
        # At the lower right corner of the last card: it hides only the card's blank corner, not its index.
        pill.setPos(x + cw * 0.5, y + cw * 1.4 * 0.5 - h * 0.2)
        pill.show()

    def shown(self, seat: int) -> str:
        """The value shown beside `seat`'s hand ("" for none): tests and screenshots."""
        pill = self._values.get(seat)
        return pill.text if pill is not None and pill.isVisible() else ""

    def clear(self) -> None:
        for pill in self._values.values():
            pill.hide()
