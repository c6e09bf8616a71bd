"""The Hint: the `strong` player's choice for the human's decision, marked on its button or card, with the reason.

The window asks `Hints.show_hint()` (Game ▸ Hint, `H`, the toolbar). The advice is computed off the GUI thread by
the advisor of its `AdviceSource` (ui/panels/advicesource.py) for the decision on screen, keyed by (match
generation, events so far, seat): an answer for a decision the table has moved past is dropped. The mark goes when the decision is made or changes.
In hot-seat (two or more people at one screen) hints and odds are off unless the user turns them on.
"""

from __future__ import annotations

import traceback
from collections.abc import Callable, Hashable, Iterable
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPalette, QPen
from PySide6.QtWidgets import QFrame, QGraphicsObject, QHBoxLayout, QToolButton, QWidget
from shiboken6 import isValid

from lomber.engine.actions import PLAY, Action, parse_action
from lomber.engine.errors import IllegalAction
from lomber.ui.panels.advicesource import AdviceSource
from lomber.ui.plaintext import plain_label, set_tip
from lomber.ui.texts import N_, tr

if TYPE_CHECKING:   # the advice's class loads with the first advice, not before the table's first paint
    from PySide6.QtGui import QAction

    from lomber.search.advice import Advice
    from lomber.ui.table.actionbar import ActionBar
    from lomber.ui.table.sprites import CardSprite

HINT_COLOUR = QColor(120, 225, 255)    # the hint's ring on the table: not the gold of playable cards, seen on the felt
HINT_GLOW = QColor(0, 120, 255)        # the glow round a button: deeper, to be seen on a light window


class HintTable(Protocol):
    """Where a hint is marked: the action bar's buttons, the table's cards; the status bar says only why there is none."""

    action_bar: ActionBar

    def mark_card(self, card: str) -> bool: ...

    def sprites(self) -> Iterable[CardSprite]: ...

    def status(self, text: str, ms: int = 0) -> None: ...


MakeAction = Callable[[Any, str, Any, Any], "QAction"]   # (menu, English text, shortcut, slot): the window's


class HintMark(QGraphicsObject):
    """A ring around the card the hint names (a child of its sprite, so it follows the card)."""

    def __init__(self, parent: QGraphicsObject) -> None:
        super().__init__(parent)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)   # clicks go to the card
        self.setZValue(1)

    def _card(self) -> QRectF:
        w = float(self.parentItem().width()) if self.parentItem() is not None else 60.0
        h = w * 1.4
        return QRectF(-w / 2, -h / 2, w, h)

    def boundingRect(self) -> QRectF:
        w = self._card().width()
        return self._card().adjusted(-w * 0.12, -w * 0.12, w * 0.12, w * 0.12)

    def paint(self, p: QPainter, option, widget=None) -> None:
        try:
            r = self._card()
            w = r.width()
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setBrush(Qt.BrushStyle.NoBrush)
            for grow, alpha, width in ((0.07, 90, 0.1), (0.035, 255, 0.05)):
                c = QColor(HINT_COLOUR)
                c.setAlpha(alpha)
                p.setPen(QPen(c, max(2.0, w * width)))
                g = w * grow
                p.drawRoundedRect(r.adjusted(-g, -g, g, g), w * 0.1, w * 0.1)
        except Exception:  # noqa: BLE001 - never let an exception out of a Qt virtual (docs/table.md)
            traceback.print_exc()


class HintStrip(QFrame):
    """The hint's reason in words, between the table and the action bar; hidden when there is no hint."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hintStrip")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.setBackgroundRole(QPalette.ColorRole.ToolTipBase)
        self.setForegroundRole(QPalette.ColorRole.ToolTipText)
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 3, 3, 3)
        self.title = plain_label(self)
        f = QFont(self.title.font())
        f.setBold(True)
        self.title.setFont(f)
        self.title.setForegroundRole(QPalette.ColorRole.ToolTipText)
        row.addWidget(self.title, 0, Qt.AlignmentFlag.AlignTop)
        self.label = plain_label(self)
        self.label.setWordWrap(True)
        self.label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)   # level with the title
        self.label.setForegroundRole(QPalette.ColorRole.ToolTipText)
        row.addWidget(self.label, 1)    # no alignment in the row: the strip is as high as its wrapped lines
        self.close_button = QToolButton(self)
        self.close_button.setText("×")
        self.close_button.setAutoRaise(True)
        self.close_button.clicked.connect(self.hide)
        row.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        self.title.setText(tr("Hint:"))
        set_tip(self.close_button, tr("Hide the hint"))
        self.close_button.setAccessibleName(tr("Hide the hint"))

    def say(self, text: str) -> None:
        self.label.setText(text)
        self._fit_lines()
        self.show()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_lines()

    def _fit_lines(self) -> None:
        """The label as high as its text wraps to at its width (the body's layout would give it one line)."""
        text, width = self.label.text(), self.label.width()
        if not text or width <= 0:
            return
        need = self.label.fontMetrics().boundingRect(0, 0, width, 100000, int(Qt.TextFlag.TextWordWrap),
                                                     text).height()
        if self.label.minimumHeight() != need:
            self.label.setMinimumHeight(need)

    def text(self) -> str:
        return self.label.text()


class Hints(QObject):
    """Game ▸ Hint and its marks; the window forwards its controller's moments here.

    It reads the match through `source` and marks on `table` (the window gives its adapter for both); the
    hot-seat item's setting is `hot_seat` at first, then `hotSeatChanged` tells its owner."""

    hotSeatChanged = Signal(bool)   # the hot-seat item was switched (its owner keeps the setting)

    def __init__(self, source: AdviceSource, table: HintTable, hot_seat: bool = False,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.source = source
        self.table = table
        self.hot_seat = hot_seat
        self.strip = HintStrip(parent)
        self.wanted: Hashable | None = None     # the decision a hint was asked for (its answer is shown)
        self.shown: Advice | None = None        # the advice on screen now
        self.action: Action | None = None       # … and the action it marks
        self._widgets: list[QWidget] = []       # buttons and boxes with the hint's glow
        self._marks: list[HintMark] = []
        self.act_hint: Any = None
        self.act_hot_seat: Any = None
        source.advisor.ready.connect(self._on_ready)
        source.advisor.failed.connect(self._on_failed)

    # ----- the window's menus and toolbar
    def add_actions(self, menu: Any, make_action: MakeAction) -> None:
        """Game ▸ Hint (H; the window puts it on the toolbar too) and the hot-seat setting, made by the window's
        `make_action` (their labels retranslate with the window's)."""
        self.act_hint = make_action(menu, N_("&Hint"), "H", self.show_hint)
        self.act_hint.setEnabled(False)
        self.act_hot_seat = make_action(menu, N_("Hints and o&dds in hot-seat games"), None, None)
        self.act_hot_seat.setCheckable(True)
        self.act_hot_seat.setChecked(self.hot_seat)
        self.act_hot_seat.toggled.connect(self.set_hot_seat)
        self.retranslate()

    def retranslate(self) -> None:
        """The tooltips and the hint on screen in the language in use (the menu labels are the window's)."""
        self.strip.retranslate()
        if self.act_hint is not None:
            self.act_hint.setStatusTip(tr("What the strong computer player would do here, and why"))
            self._tip()
        if self.shown is not None and self.action is not None:
            # The window said the prompt again (new card buttons): mark anew, in the new words.
            self._unmark()
            self._mark(self.action)
            self.strip.say(self._say(self.shown))

    def set_hot_seat(self, on: bool) -> None:
        """Hints and odds in hot-seat games, on or off (a setting: its owner hears `hotSeatChanged` first)."""
        self.hot_seat = on
        if self.act_hot_seat is not None and self.act_hot_seat.isChecked() != on:
            self.act_hot_seat.setChecked(on)
        self.hotSeatChanged.emit(on)
        if self.source.off() is not None:
            self.clear()
        self.refresh()

    # ----- the decision moves on
    def refresh(self) -> None:
        """Hint is enabled when the screen's player has a decision and hints are allowed."""
        if self.act_hint is not None:
            self.act_hint.setEnabled(self.source.decision() is not None and self.source.off() is None)
            self._tip()

    def _tip(self) -> None:
        """The Hint's tooltip: what it does, or why it is off (hot-seat, or a network table's host turned it off)."""
        off = self.source.off()
        set_tip(self.act_hint, tr("Hint (H): what the strong computer player would do here") if off is None
                else tr(off))

    def clear(self) -> None:
        """Take the hint away (the decision was made, or changed)."""
        self.wanted = None
        self.shown = self.action = None
        self._unmark()
        self.strip.hide()
        self.refresh()

    def _unmark(self) -> None:
        for widget in self._widgets:
            if isValid(widget):
                widget.setGraphicsEffect(None)
        self._widgets = []
        for mark in self._marks:
            if isValid(mark):
                if mark.scene() is not None:
                    mark.scene().removeItem(mark)
                mark.deleteLater()
        self._marks = []

    # ----- asking
    def show_hint(self) -> None:
        """Ask the advisor about the decision on screen; the mark and the reason come when it answers."""
        src, table = self.source, self.table
        off = src.off()
        if off is not None:
            table.status(tr(off), 5000)
            return
        d = src.decision()
        if d is None:
            table.status(tr("There is no decision of yours to give a hint for now."), 5000)
            return
        if self.shown is not None and self.wanted == d.key:
            self.strip.show()
            return
        self.wanted = d.key
        advice = src.advisor.ask(d.key, d.seed, d.view, d.legal)
        if advice is not None:
            self._present(advice)
        else:
            self.strip.say(tr("Looking for a hint…"))    # said once, in the strip (not again in the status bar)

    def _on_ready(self, key: Hashable, advice: Advice) -> None:
        if key != self.wanted or self.shown is not None:
            return
        d = self.source.decision()
        if d is None or d.key != key:
            self.wanted = None     # stale: the decision moved on
            self.strip.hide()
            return
        self._present(advice)

    def _on_failed(self, key: Hashable, error: str) -> None:
        if key == self.wanted and self.shown is None:
            self.wanted = None
            self.strip.say(tr("No hint could be found for this decision."))

    # ----- showing
    def _say(self, advice: Advice) -> str:
        from lomber.ui.panels.advicetext import reason_text  # with the first hint, not before the first paint

        return reason_text(advice.reason, self.source.words())

    def _present(self, advice: Advice) -> None:
        """Mark the advised choice on the action bar and the table, and say why."""
        if advice.action is None:
            return
        try:
            action = parse_action(advice.action)
        except IllegalAction:
            return
        self.shown, self.action = advice, action
        self._mark(action)
        text = self._say(advice)
        self.strip.say(text)               # the strip alone says it: whole, where the table is, never twice

    def _mark(self, action: Action) -> None:
        bar = self.table.action_bar
        if action.kind == PLAY:
            card = action.cards[0]
            self._glow(bar.card_buttons.get(card))
            self._ring({card})
            # The keyboard's mark on the hinted card, the table holding the keyboard: Space or Enter plays it.
            if not self.table.mark_card(card):
                button = bar.card_buttons.get(card)
                if button is not None and button.isEnabled():
                    button.setFocus()
            return
        self._glow(bar.buttons.get(action.kind))
        if action.amount is not None and action.kind in bar.spins:
            spin = bar.spins[action.kind]
            if self._may_choose():
                spin.setValue(action.amount)
            self._glow(spin)
        if action.cards:
            self._choose_cards(action)
            self._ring(set(action.cards))
        button = bar.buttons.get(action.kind)
        if button is not None and button.isEnabled():
            button.setFocus()

    def _may_choose(self) -> bool:
        """The Hint may set the player's choices (cards raised, an amount): not inside a lesson (the table says)."""
        return getattr(self.table, "may_choose", lambda: True)()

    def _choose_cards(self, action: Action) -> None:
        """An exchange or a discard: its cards chosen on the table (raised), as the player would choose them; not
        inside a lesson, whose step chose them (the rings and the glow still show the advice)."""
        if not self._may_choose():
            return
        self.table.action_bar.pick(set(action.cards))

    def _glow(self, widget: QWidget | None) -> None:
        if widget is None or not isValid(widget):
            return
        from PySide6.QtWidgets import QGraphicsDropShadowEffect  # with the first hint: its enums wait till then
        effect = QGraphicsDropShadowEffect(widget)
        effect.setColor(HINT_GLOW)
        effect.setOffset(0, 0)
        effect.setBlurRadius(26)
        widget.setGraphicsEffect(effect)
        self._widgets.append(widget)

    def _ring(self, cards: set[str]) -> None:
        """Rings around these cards of the viewer's hand on the table."""
        for sprite in self.table.sprites():
            if sprite.card in cards and sprite.face_up and isValid(sprite):
                self._marks.append(HintMark(sprite))
