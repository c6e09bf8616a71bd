"""The match's standings: who won with what, as lines for the log and as a panel over the felt's empty middle."""

from __future__ import annotations

import traceback
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QEvent, QObject, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsView,
    QHBoxLayout,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from lomber.ui.panels.results import _fill, _table
from lomber.ui.plaintext import plain_label
from lomber.ui.texts import GameTexts, fmt, tr

MIN_W, MIN_H = 220, 150      # the standings need at least this much room in the middle


# ----- the standings, as plain words --------------------------------------------------------------------------------
@dataclass
class Place:
    """One player's line of the standings."""

    place: int
    seat: int
    chips: int | None       # None: the game was played for the score alone (Fly without stakes)
    score: str              # "" where the game keeps no score


@dataclass
class Standings:
    """The final standings: who won, and each player's place, chips and score, best first."""

    title: str
    subtitle: str
    places: list[Place]

    def header(self) -> list[str]:
        chips = any(p.chips is not None for p in self.places)
        score = any(p.score for p in self.places)
        return [tr("Place"), tr("Player")] + ([tr("Chips")] if chips else []) + ([tr("Score")] if score else [])

    def rows(self, words: GameTexts) -> list[list[str]]:
        chips = any(p.chips is not None for p in self.places)
        score = any(p.score for p in self.places)
        return [[str(p.place), words.who(p.seat)] + ([str(p.chips)] if chips else []) + ([p.score] if score else [])
                for p in self.places]


def score_words(score: Any) -> str:
    """A score as the table and the log show it (Fortuna's leves and honours summed: the race is to 13)."""
    if isinstance(score, list | tuple):
        return str(sum(int(x) for x in score))
    return "" if score is None else str(score)


def standings(summary: dict[str, Any], words: GameTexts) -> Standings:
    """Places (the winner first, then by chips, then by score as the game counts it), chips and scores."""
    n = len(words.names)
    stacks = list(summary.get("stacks") or [])
    scores = summary.get("scores") if isinstance(summary.get("scores"), list) else None
    winner = summary.get("winner")
    lower = words.info.lower_score_wins
    chips = any(stacks)      # Fly without stakes is played for the score alone

    def score_key(s: int) -> float:
        v = scores[s] if scores is not None and s < len(scores) else 0
        total = sum(v) if isinstance(v, list | tuple) else v if isinstance(v, int) else 0
        return float(total if lower else -total)

    def key(s: int) -> tuple[float, float]:
        return (-(stacks[s] if s < len(stacks) else 0), score_key(s))

    order = sorted(range(n), key=lambda s: (0 if s == winner else 1, *key(s)))
    places: list[Place] = []
    for i, s in enumerate(order):
        same = places and s != winner and order[i - 1] != winner and key(order[i - 1]) == key(s)
        place = places[-1].place if same else i + 1
        score = score_words(scores[s]) if scores is not None and s < len(scores) else ""
        places.append(Place(place, s, (stacks[s] if s < len(stacks) else 0) if chips else None, score))
    if isinstance(winner, int) and 0 <= winner < n:
        title = tr("You win the match!") if words.is_you(winner) else fmt(tr("%1 wins the match!"), words.names[winner])
    else:
        title = tr("The match is over: no single winner.")
    return Standings(title, tr("%n deal(s) played", int(summary.get("deals") or 0)), places)


def standings_lines(summary: dict[str, Any], words: GameTexts) -> list[str]:
    """The standings as log lines: the winner, then each place, then the deals played."""
    st = standings(summary, words)
    lines = [st.title]
    for p in st.places:
        name = words.who(p.seat)
        line = fmt(tr("%1. %2: %n chip(s)", p.chips), p.place, name) if p.chips is not None \
            else fmt(tr("%1. %2"), p.place, name)
        if p.score:
            line += " — " + fmt(tr("score %1"), p.score)
        lines.append(line)
    return lines + [st.subtitle]


MARGIN = 8


def free_middle(view: QGraphicsView, obstacles: list[QRectF]) -> QRect | None:
    """The largest rectangle about the middle of `view`'s viewport that overlaps none of `obstacles` (scene
    rectangles: seats, hands) and is at least MIN_W×MIN_H; None if there is none.

    For each width (centred, or shifted a little), the obstacles across that width leave vertical gaps; the gap
    nearest the middle gives the height."""
    vp = view.viewport().rect()
    boxes = [view.mapFromScene(r).boundingRect().adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN) for r in obstacles]
    cx, cy = vp.center().x(), vp.center().y()
    best: QRect | None = None
    for fw in (0.9, 0.8, 0.7, 0.6, 0.5, 0.44, 0.38, 0.32, 0.27):
        w = int(vp.width() * fw)
        if w < MIN_W:
            continue
        for dx in (0.0, -0.05, 0.05, -0.1, 0.1):
            x0 = int(cx - w / 2 + dx * vp.width())
            if x0 < vp.left() or x0 + w > vp.right():
                continue
            spans = sorted((b.top(), b.bottom()) for b in boxes if b.right() >= x0 and b.left() <= x0 + w)
            gaps, y = [], vp.top()
            for top, bottom in spans:
                if top > y:
                    gaps.append((y, top - 1))
                y = max(y, bottom + 1)
            if y < vp.bottom():
                gaps.append((y, vp.bottom()))
            gaps = [g for g in gaps if g[1] - g[0] + 1 >= MIN_H]
            if not gaps:
                continue
            top, bottom = min(gaps, key=lambda g: 0 if g[0] <= cy <= g[1] else min(abs(g[0] - cy), abs(g[1] - cy)))
            h = min(bottom - top + 1, int(vp.height() * 0.9))
            y0 = max(top, min(bottom + 1 - h, int(cy - h / 2)))    # about the middle, inside the gap
            if best is None or w * h > best.width() * best.height():
                best = QRect(x0, y0, w, h)
    return best


def standings_room(view: QGraphicsView, scene: Any) -> QRect:
    """Where the standings go: clear of every seat and hand; on a crowded table clear of every seat and the
    user's own hand (the others' cards of a finished match matter no more); else the middle MIN_W×MIN_H."""
    for all_hands in (True, False):
        room = free_middle(view, scene.seat_rects(all_hands))
        if room is not None:
            return room
    vp = view.viewport().rect()
    w, h = min(MIN_W, vp.width()), min(MIN_H, vp.height())
    return QRect(vp.center().x() - w // 2, vp.center().y() - h // 2, w, h)


class StandingsView(QFrame):
    """The match is over: who won, every player's place, chips and score, over the felt's free middle."""

    def __init__(self, parent: QWidget, make: StandingsMaker, new_game: Callable[[], None]) -> None:
        super().__init__(parent)
        self.setObjectName("standings")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.setStyleSheet("#standings { background: palette(window); border: 2px solid #d9a520; border-radius: 8px; }")
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self._make = make
        box = QVBoxLayout(self)
        self.title = plain_label(self)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        f = QFont(self.title.font())
        f.setBold(True)
        f.setPointSizeF(f.pointSizeF() * 1.5)
        self.title.setFont(f)
        box.addWidget(self.title)
        self.subtitle = plain_label(self)
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        box.addWidget(self.subtitle)
        self.table = _table(self)
        # It scrolls: in a small free middle it gives up its height first, so the words above it stay whole
        # (a Russian title wraps to two lines at 800×600).
        self.table.setMinimumHeight(self.table.horizontalHeader().sizeHint().height() + 4)
        box.addWidget(self.table, 1)
        row = QHBoxLayout()
        row.addStretch(1)
        self.new_button = QPushButton(self)
        self.new_button.clicked.connect(new_game)
        self.close_button = QPushButton(self)
        self.close_button.clicked.connect(self.close)
        for b in (self.new_button, self.close_button):
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)     # the keyboard stays with the window's menus
            row.addWidget(b)
        box.addLayout(row)
        parent.installEventFilter(self)     # the viewport: placed again when the table is resized
        self.retranslate()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        try:
            if event.type() == QEvent.Type.Resize:
                QTimer.singleShot(0, self, self.place)   # after the table has reflowed to the new size
        except Exception:  # noqa: BLE001 - never let an exception escape a Qt override
            traceback.print_exc()
        return False

    def retranslate(self) -> None:
        """The words again in the language in use."""
        st = self.standings = self._make()
        words = self._make.words
        self.title.setText(st.title)
        self.subtitle.setText(st.subtitle)
        mine = {i for i, p in enumerate(st.places) if words.is_you(p.seat)}
        _fill(self.table, st.header(), st.rows(words), mine, name=1)
        self.new_button.setText(tr("&New game…"))
        self.close_button.setText(tr("Close"))
        self.place()

    def place(self) -> None:
        """Fit into the felt's free middle (called again when the table is resized)."""
        view = self.parentWidget()
        if view is None:
            return
        graphics = view.parentWidget() if not isinstance(view, QGraphicsView) else view
        if not isinstance(graphics, QGraphicsView):
            return
        room = standings_room(graphics, graphics.scene())
        t = self.table
        want_h = (self.title.sizeHint().height() + self.subtitle.sizeHint().height() + self.new_button.sizeHint().height()
                  + t.horizontalHeader().height() + sum(t.rowHeight(r) for r in range(t.rowCount())) + 60)
        want_w = max(320, t.horizontalHeader().length() + 40, self.title.sizeHint().width() + 30)
        w, h = min(room.width(), want_w), min(room.height(), want_h)
        self.setGeometry(QRect(room.center().x() - w // 2, room.center().y() - h // 2, w, h))


class StandingsMaker:
    """Builds the standings from the final summary (kept, so a change of language can build them again)."""

    def __init__(self, summary: dict[str, Any], words: GameTexts) -> None:
        self.summary, self.words = dict(summary), words

    def __call__(self) -> Standings:
        return standings(self.summary, self.words)
