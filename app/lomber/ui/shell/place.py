"""The window's place: the table's body and the docks beside it built, their size, place and docks kept in the
settings, restored at start, and the window kept inside its screen's free area (ui/shell/screenfit.py)."""

from __future__ import annotations

import binascii
from base64 import b64decode, b64encode
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QElapsedTimer, Qt, QTimer
from PySide6.QtWidgets import QDockWidget, QFrame, QScrollArea, QTabBar, QVBoxLayout, QWidget

from lomber.engine.options import N_
from lomber.ui.shell.screenfit import fit_window
from lomber.ui.translate import tr

if TYPE_CHECKING:
    from lomber.ui.shell.mainwindow import MainWindow

# The docks beside the table: key, English title, area (the result and odds are tabs beside the scores)
DOCKS = (("log", N_("Game log"), Qt.DockWidgetArea.RightDockWidgetArea),
         ("scores", N_("Scores"), Qt.DockWidgetArea.RightDockWidgetArea),
         ("result", N_("Deal result"), Qt.DockWidgetArea.RightDockWidgetArea),
         ("odds", N_("Odds"), Qt.DockWidgetArea.RightDockWidgetArea),
         ("rules", N_("Rules"), Qt.DockWidgetArea.LeftDockWidgetArea))
# Panels of lines that wrap: in a scroll area, so that a long line scrolls in the dock instead of being cut (a
# dock does not give a wrapped label its height) and a change of their content never resizes the table.
SCROLLED = ("result", "odds")
LAYOUT_VERSION = 1          # saveState's version: a layout saved by another arrangement of docks is not restored
SETTLE_MS = 3000            # a move or resize this soon after the first show is the window manager's: fitted again
LAYOUT_SAVE_MS = 1000       # the window's size, place and docks are written this long after they last changed


class WindowPlace:
    """Keeps the window's layout in the settings and the window on its screen."""

    def __init__(self, window: MainWindow) -> None:
        self.w = window
        self._screen_watched = False
        self._settling = QElapsedTimer()    # since the window was first shown (the window manager places it then)

    def moved(self) -> None:
        """The window moved or was resized: in its first seconds that is the window manager placing it (below a
        panel, cascaded from another window, its frame now known): kept inside the screen's free area."""
        if self._settling.isValid() and self._settling.elapsed() < SETTLE_MS:
            QTimer.singleShot(0, self.w, self.fit_to_screen)
        self.layout_changed()

    def add_body(self) -> None:
        """The table, the hint's strip and the action bar, one above the other."""
        from lomber.ui.table.actionbar import ActionDock  # not in the first frame (ui/shell/frame.py)

        body = QWidget(self.w)
        lay = QVBoxLayout(body)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        lay.addWidget(self.w.table_view, 1)
        lay.addWidget(self.w.hints.strip)
        lay.addWidget(ActionDock(self.w.action_bar, body))
        self.w.setCentralWidget(body)

    def add_docks(self) -> None:
        """The panels in docks; the deal's result beside the table, never over it: a tab beside the scores,
        raised when a deal ends."""
        widgets = {"log": self.w.log, "scores": self.w.scores, "result": self.w.result_panel, "odds": self.w.odds,
                   "rules": self.w.rules}
        for key, title, area in DOCKS:
            dock = QDockWidget(tr(title), self.w)
            dock.setProperty("source", title)   # its English title, for a change of language
            dock.setObjectName(f"dock-{key}")
            dock.setWidget(scrolled(widgets[key]) if key in SCROLLED else widgets[key])
            self.w.addDockWidget(area, dock)
            self.w.docks[key] = dock
        self.w.docks["rules"].hide()
        self.w.tabifyDockWidget(self.w.docks["scores"], self.w.docks["result"])
        self.w.tabifyDockWidget(self.w.docks["scores"], self.w.docks["odds"])
        for dock in self.w.docks.values():    # Qt makes the docks' tab bars anew when docks move: each one whole
            dock.dockLocationChanged.connect(lambda *_: QTimer.singleShot(0, self.w, self.whole_tabs))
        QTimer.singleShot(0, self.w, self.whole_tabs)
        self.w.docks["scores"].raise_()

    def stop(self) -> None:
        """The window closes: nothing more is written later."""
        self._timer.stop()

    def watch_layout(self) -> None:
        """A moved or resized window, a dock moved, floated, shown or hidden: written once things are still."""
        self._timer = QTimer(self.w)
        self._timer.setSingleShot(True)
        self._timer.setInterval(LAYOUT_SAVE_MS)
        self._timer.timeout.connect(self._save_layout)
        for dock in self.w.docks.values():
            dock.dockLocationChanged.connect(self.layout_changed)
            dock.topLevelChanged.connect(self.layout_changed)
            dock.visibilityChanged.connect(self.layout_changed)

    def whole_tabs(self) -> None:
        """The docks' tabs say their whole titles («Счёт», «Итог сдачи», «Шансы»), never «С…»: the tab bar
        scrolls if they do not fit."""
        # The window's own children only: a search of the whole tree wraps every widget (ms before the first paint).
        for bar in self.w.findChildren(QTabBar, options=Qt.FindChildOption.FindDirectChildrenOnly):
            if bar.parentWidget() is self.w:
                bar.setElideMode(Qt.TextElideMode.ElideNone)
                bar.setUsesScrollButtons(True)

    def layout_changed(self, *_: object) -> None:
        if self.w._settings_ready and self.w.save_settings_on_close and self.w.isVisible():
            self._timer.start()

    def watch_screen(self) -> None:
        """Once shown, the window stays inside its screen's free area: now (a restored geometry from a larger
        screen, a frame the first size could only guess), after the first paint (the frame known), and each time
        it moves to another screen."""
        QTimer.singleShot(0, self.w, self.fit_to_screen)
        if not self._settling.isValid():
            self._settling.start()
        if self._screen_watched or self.w.windowHandle() is None:
            return
        self._screen_watched = True
        self.w.windowHandle().screenChanged.connect(lambda *_: QTimer.singleShot(0, self.w, self.fit_to_screen))
        self.w.after_first_paint(self.fit_to_screen)

    def fit_to_screen(self) -> bool:
        """Shrink and move the window into its screen's free area if it sticks out; True if it changed."""
        return fit_window(self.w)

    def remember_layout(self) -> None:
        """The window's size, place and docks into the settings (base64 of Qt's own bytes)."""
        self.w.settings.window_geometry = b64encode(self.w.saveGeometry().data()).decode("ascii")
        self.w.settings.window_state = b64encode(self.w.saveState(LAYOUT_VERSION).data()).decode("ascii")

    def _save_layout(self) -> None:
        self.remember_layout()
        self.w.prefs.keep_settings()

    def restore_layout(self) -> bool:
        """The size, place and docks the settings remember; Qt checks the bytes (bad ones change nothing) and
        keeps the window on a screen. True if the geometry was restored."""
        geometry, state = layout_bytes(self.w.settings.window_geometry), layout_bytes(self.w.settings.window_state)
        restored = geometry is not None and self.w.restoreGeometry(geometry)
        if state is not None:
            self.w.restoreState(state, LAYOUT_VERSION)
        return restored


def scrolled(panel: QWidget) -> QScrollArea:
    """`panel` in a frameless scroll area as wide as the dock; it scrolls (down, or sideways for a figure wider than
    the dock) rather than widen the dock and narrow the table."""
    area = QScrollArea()
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setWidgetResizable(True)
    area.setWidget(panel)
    return area


def layout_bytes(text: str) -> QByteArray | None:
    """Qt's layout bytes from the settings' base64, or None if there are none or they are not base64."""
    if not text:
        return None
    try:
        return QByteArray(b64decode(text, validate=True))
    except (binascii.Error, ValueError):
        return None
