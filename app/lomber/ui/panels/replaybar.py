"""The replay's controls under the table: step back and on by action or by deal, play, and where the replay is."""

from __future__ import annotations

import sys
import traceback
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QPushButton,
    QSizePolicy,
    QSlider,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from lomber.engine.cursor import Step
from lomber.ui.plaintext import plain_label, set_tip
from lomber.ui.texts import fmt, tr

if TYPE_CHECKING:
    from lomber.ui.panels.replay import Replayer


class ReplayBar(QWidget):
    """The replay's controls, in the action bar's place: steps, play, where we are, whose cards, leave."""

    def __init__(self, replayer: Replayer, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.replayer = r = replayer
        self.setObjectName("replay-bar")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(6, 4, 6, 4)
        outer.setSpacing(2)
        top = QHBoxLayout()
        style = self.style()

        def tool(icon: QStyle.StandardPixmap, slot: Any) -> QToolButton:
            b = QToolButton(self)
            b.setIcon(style.standardIcon(icon))
            b.setAutoRaise(False)
            b.clicked.connect(slot)
            top.addWidget(b)
            return b

        self.first = tool(QStyle.StandardPixmap.SP_MediaSkipBackward, r.previous_deal)
        self.back = tool(QStyle.StandardPixmap.SP_MediaSeekBackward, r.back)
        self.play = QPushButton(self)
        self.play.clicked.connect(r.toggle_play)
        top.addWidget(self.play)
        self.forward = tool(QStyle.StandardPixmap.SP_MediaSeekForward, r.forward)
        self.last = tool(QStyle.StandardPixmap.SP_MediaSkipForward, r.next_deal)
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setRange(0, r.cursor.end)
        self.slider.setTracking(False)            # a drag seeks once, where it is let go
        self.slider.valueChanged.connect(r.slider_moved)
        top.addWidget(self.slider, 1)
        self.leave = QPushButton(self)
        self.leave.clicked.connect(r.leave)
        top.addWidget(self.leave)
        outer.addLayout(top)
        low = QHBoxLayout()
        self.where = plain_label(self)
        self.what = plain_label(self)
        self.what.setMinimumWidth(40)
        # A long move wraps rather than running under the viewer's combo (it did at 800 px)
        self.what.setWordWrap(True)
        self.what.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.viewer_label = plain_label(self)
        self.viewer = QComboBox(self)
        self.viewer_label.setBuddy(self.viewer)
        for i, name in enumerate(r.names):
            self.viewer.addItem(name, i)
        self.viewer.setCurrentIndex(r.cursor.viewer)
        self.viewer.currentIndexChanged.connect(lambda i: r.set_viewer(self.viewer.itemData(i)))
        low.addWidget(self.where)
        low.addSpacing(18)
        low.addWidget(self.what, 1)
        low.addWidget(self.viewer_label)
        low.addWidget(self.viewer)
        outer.addLayout(low)
        self.retranslate()

    def buttons(self) -> list[QWidget]:
        return [self.first, self.back, self.play, self.forward, self.last, self.leave]

    def retranslate(self) -> None:
        r = self.replayer
        for b, text, key in ((self.first, tr("Previous deal"), "PgUp"), (self.back, tr("One move back"), "Left"),
                             (self.forward, tr("One move on"), "Right"), (self.last, tr("Next deal"), "PgDown")):
            set_tip(b, f"{text} ({key})")
            b.setAccessibleName(text)
        self.play.setText(tr("&Pause") if r.playing else tr("&Play"))
        set_tip(self.play, tr("Play the match at the animation speed (View ▸ Animation speed)"))
        self.leave.setText(tr("&Leave the replay"))
        set_tip(self.leave, tr("Back to the table (Esc)"))
        self.slider.setAccessibleName(tr("Move"))
        self.viewer_label.setText(tr("&Cards shown:"))
        set_tip(self.viewer, tr("Whose hand is face up: the others' stay hidden, as they were at the table"))
        self.show_step(r.cursor.step() if r.active else None)

    def show_step(self, step: Step | None) -> None:
        """Where the replay is: the move, the deal, what was done."""
        r = self.replayer
        c = r.cursor
        p = c.position if step is None else step.position
        self.slider.blockSignals(True)
        self.slider.setValue(p)
        self.slider.blockSignals(False)
        self.where.setText(fmt(tr("Move %1 of %2, deal %3 of %4"), p, c.end, c.deal_of(p) + 1, c.deals))
        self.what.setText(r.step_words(step) if step is not None else "")
        self.back.setEnabled(p > 0)
        self.first.setEnabled(p > 0)
        self.forward.setEnabled(p < c.end)
        self.last.setEnabled(any(s > p for s in c.deal_starts))
        self.play.setText(tr("&Pause") if r.playing else tr("&Play"))

    def changeEvent(self, event: QEvent) -> None:
        try:
            if event.type() == QEvent.Type.LanguageChange:
                QTimer.singleShot(0, self, self.replayer.retranslate)
        except Exception:  # noqa: BLE001 - never let an exception escape a Qt override
            traceback.print_exc(file=sys.stderr)
        super().changeEvent(event)
