"""The widget that shows the table: scales the scene to the window; arrows and Enter pick cards."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence, QPainter, QResizeEvent
from PySide6.QtWidgets import QGraphicsView, QWidget

from lomber.ui.firstpaint import on_first_paint
from lomber.ui.table.scene import TableScene
from lomber.ui.texts import N_, tr

LAST_TRICK = N_("Last &trick")
LAST_TRICK_KEY = "Ctrl+L"
MODIFIERS = (Qt.Key.Key_Control, Qt.Key.Key_Shift, Qt.Key.Key_Alt, Qt.Key.Key_Meta, Qt.Key.Key_AltGr)


class TableView(QGraphicsView):
    """Shows a TableScene scaled to the window; the scene reflows on resize. Arrows and Enter pick cards; while
    cards are being chosen (an exchange, a discard) Space toggles the marked one and Enter confirms."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # A viewport made here, as the view's own would be: a QWidget made by Qt, met in Python for the first time
        # (`viewport()`), has PySide look through every widget class for its type, ~15 ms at start-up.
        viewport = QWidget()
        viewport.setAttribute(Qt.WidgetAttribute.WA_InputMethodEnabled)
        self.setViewport(viewport)
        self.table = TableScene(self)
        self.setScene(self.table)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontAdjustForAntialiasing, True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(320, 210)
        # View ▸ Last trick (the window puts it in its menu); a click on a badge with tricks does the same.
        self.act_last_trick = QAction(tr(LAST_TRICK), self)
        self.act_last_trick.setShortcut(QKeySequence(LAST_TRICK_KEY))
        self.act_last_trick.setEnabled(False)
        self.act_last_trick.triggered.connect(self.show_last_trick)
        self.addAction(self.act_last_trick)
        self.table.lastTrickChanged.connect(self.act_last_trick.setEnabled)
        self.table.choosingStarted.connect(self._choosing_started)
        # Faces are rendered ahead in idle time after the first paint, which should not wait for them.
        self.table.hold_warming(True)
        on_first_paint(self.viewport(), lambda: QTimer.singleShot(0, lambda: self.table.hold_warming(False)))

    def show_table(self, table: TableScene) -> None:
        """Show another table in this view (the replay viewer's); the first one is brought back the same way."""
        self.table = table
        self.setScene(table)
        self.reflow()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.reflow()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.reflow()

    def reflow(self) -> None:
        """Fit the table to the viewport: reflow at its size, scale down below the minimum."""
        vp = self.viewport().size()
        self.table.art.set_dpr(self.devicePixelRatioF())
        self.table.set_size(vp.width(), vp.height())
        self.resetTransform()
        r = self.table.sceneRect()
        if r.width() > vp.width() + 0.5 or r.height() > vp.height() + 0.5:
            self.fitInView(r, Qt.AspectRatioMode.KeepAspectRatio)
        self.centerOn(r.center())
        self.resetCachedContent()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.act_last_trick.setText(tr(LAST_TRICK))

    def show_last_trick(self) -> bool:
        """Show the last trick (again: back to the table)."""
        if self.table.reviewing():
            self.table.hide_last_trick()
            return False
        return self.table.show_last_trick()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.table.reviewing() and event.key() not in MODIFIERS:
            self.table.hide_last_trick()      # any key returns to the table (Ctrl alone may begin Ctrl+L)
            return
        cards = self.table.playable_sprites()
        key = event.key()
        # The mark lives on the sprite itself (its ring): what Space/Enter plays is always what the eye sees.
        at = self._marked(cards)
        if cards and key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            step = 1 if key == Qt.Key.Key_Right else -1
            self._mark_focus(cards[(at + step) % len(cards)] if at >= 0 else cards[0])
            return
        if self.table.choosing() and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.table.confirm()
            return
        if cards and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if at < 0:
                self._mark_focus(cards[0])    # nothing marked: show the mark first, play nothing unseen
                return
            self.table.card_pressed(cards[at])
            if not self.table.choosing():
                self._mark_focus(None)
            return
        super().keyPressEvent(event)

    @staticmethod
    def _marked(cards: list) -> int:
        """The index of the card that carries the keyboard's mark, -1 if none does."""
        return next((i for i, s in enumerate(cards) if s.focused), -1)

    def _mark_focus(self, sprite: object | None) -> None:
        for s in self.table.sprites():
            s.set_focused(s is sprite)

    def mark_card(self, card: str) -> bool:
        """Put the keyboard's mark on this playable card of the hand and take the keyboard (the Hint's choice):
        Space or Enter then plays it. False if it is not playable."""
        sprite = next((s for s in self.table.playable_sprites() if s.card == card), None)
        if sprite is None:
            return False
        self.setFocus()
        self._mark_focus(sprite)
        return True

    def _choosing_started(self) -> None:
        """Cards are to be chosen: the keyboard's mark starts on the first (if the keyboard is here)."""
        self._mark_focus(None)
        if self.hasFocus():
            self._mark_first()

    def _mark_first(self) -> None:
        cards = self.table.playable_sprites()
        if self.table.choosing() and cards and self._marked(cards) < 0:
            self._mark_focus(cards[0])   # the keyboard's mark shows where arrows and Space start

    def focusInEvent(self, event) -> None:
        super().focusInEvent(event)
        try:
            self._mark_first()
        except Exception as exc:  # noqa: BLE001 - never out of a Qt virtual (PySide6 would crash later)
            print(f"lomber: focus mark: {exc}")

    def focusOutEvent(self, event) -> None:
        super().focusOutEvent(event)
        try:
            self._mark_focus(None)
        except Exception as exc:  # noqa: BLE001 - never out of a Qt virtual (PySide6 would crash later)
            print(f"lomber: focus mark: {exc}")
