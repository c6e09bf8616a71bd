"""The window's place: its size, place and docks kept in the settings, restored at start, and the window kept
inside its screen's free area (ui/shell/screenfit.py)."""

from __future__ import annotations

import binascii
from base64 import b64decode, b64encode
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, Qt, QTimer
from PySide6.QtWidgets import QTabBar

from lomber.ui.shell.screenfit import fit_window

if TYPE_CHECKING:
    from lomber.ui.shell.mainwindow import MainWindow

LAYOUT_VERSION = 1          # saveState's version: a layout saved by another arrangement of docks is not restored
LAYOUT_SAVE_MS = 1000       # the window's size, place and docks are written this long after they last changed


class WindowPlace:
    """Keeps the window's layout in the settings and the window on its screen."""

    def __init__(self, window: MainWindow) -> None:
        self.w = window
        self._screen_watched = False

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
        for bar in self.w.findChildren(QTabBar):
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
        geometry, state = _layout_bytes(self.w.settings.window_geometry), _layout_bytes(self.w.settings.window_state)
        restored = geometry is not None and self.w.restoreGeometry(geometry)
        if state is not None:
            self.w.restoreState(state, LAYOUT_VERSION)
        return restored


def _layout_bytes(text: str) -> QByteArray | None:
    """Qt's layout bytes from the settings' base64, or None if there are none or they are not base64."""
    if not text:
        return None
    try:
        return QByteArray(b64decode(text, validate=True))
    except (binascii.Error, ValueError):
        return None
