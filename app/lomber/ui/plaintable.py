"""A plain, unanimated table with the scene API of SCENE_API.md: used only while the animated one is absent."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from lomber.ui.texts import cards_text


class Speed(enum.Enum):
    SLOW = "slow"
    NORMAL = "normal"
    FAST = "fast"
    INSTANT = "instant"


@dataclass(frozen=True)
class Durations:
    deal_ms: int
    move_ms: int
    flip_ms: int
    chips_ms: int
    ai_pause_ms: int
    result_ms: int


_TABLE = {Speed.SLOW: 3.0, Speed.NORMAL: 1.5, Speed.FAST: 0.5, Speed.INSTANT: 0.0}


def durations(speed: Speed) -> Durations:
    k = _TABLE[speed]
    return Durations(int(120 * k), int(300 * k), int(150 * k), int(250 * k), int(500 * k), int(1200 * k))


class TableScene(QGraphicsScene):
    """Text lines: each seat's name, stack and cards; no animation, `idle` right after each batch."""

    cardClicked = Signal(str)
    idle = Signal()

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.names: list[str] = []
        self.viewer: int | None = None
        self.turn: int | None = None
        self.curtain: str | None = None
        self.playable: set[str] = set()
        self.speed = Speed.NORMAL
        self.view_data: dict = {}
        self._text = self.addText("")

    def setup(self, game_id: str, names: list[str], viewer: int | None) -> None:
        self.names, self.viewer, self.turn, self.view_data = list(names), viewer, None, {}
        self._redraw()

    def show_events(self, events: list, view: dict) -> None:
        self.sync(view)
        self.idle.emit()

    def sync(self, view: dict) -> None:
        self.view_data = view
        self._redraw()

    def busy(self) -> bool:
        return False

    def set_turn(self, seat: int | None) -> None:
        self.turn = seat
        self._redraw()

    def set_playable(self, cards: set[str]) -> None:
        self.playable = set(cards)

    def set_speed(self, speed: Speed) -> None:
        self.speed = speed

    def set_curtain(self, text: str | None) -> None:
        self.curtain = text
        self._redraw()

    def set_viewer(self, viewer: int | None) -> None:
        self.viewer = viewer

    def _redraw(self) -> None:
        lines = []
        hands = self.view_data.get("hands", [])
        stacks = self.view_data.get("stacks", [])
        for i, name in enumerate(self.names):
            mark = "▶ " if i == self.turn else "   "
            cards = "" if self.curtain else cards_text(hands[i]) if i < len(hands) else ""
            stack = stacks[i] if i < len(stacks) else ""
            lines.append(f"{mark}{name}  [{stack}]  {cards}")
        if self.curtain:
            lines.append("")
            lines.append(self.curtain)
        self._text.setPlainText("\n".join(lines))


class TableView(QGraphicsView):
    """Shows the plain table."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.table = TableScene(self)
        self.setScene(self.table)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
