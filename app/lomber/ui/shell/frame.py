"""The window's first frame: its title, size and place, the menu bar's titles and the table's felt, made from a
few modules so that the window is on screen soon after Qt; the rest (the table, the panels, the engine) is built
in the event loop's turns right after that paint (`MainWindow.build_rest`, ui/shell/build.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QMenu, QToolBar, QWidget

from lomber.engine.options import N_
from lomber.ui.firstpaint import on_first_paint
from lomber.ui.shell.place import layout_bytes
from lomber.ui.shell.screenfit import first_place, first_size
from lomber.ui.translate import tr

if TYPE_CHECKING:
    from PySide6.QtGui import QPaintEvent
    from PySide6.QtWidgets import QMainWindow

    from lomber.settings import Settings

__all__ = ["Felt", "on_first_paint", "paint_frame"]

# The menu bar's titles, in order (ui/shell/menus.py fills them once the rest is built)
TOP_MENUS = (N_("&Game"), N_("&View"), N_("&Help"))


class Felt(QWidget):
    """The table's felt with no one at it: the central widget of the first frame, until the table replaces it."""

    def paintEvent(self, event: QPaintEvent) -> None:
        from lomber.ui.table.felt import paint_felt  # here: a paint, not an import, is what the frame waits for
        from lomber.ui.table.layout import compute

        rect = QRectF(self.rect())
        p = QPainter(self)
        paint_felt(p, rect, rect, compute(rect.width(), rect.height(), 2))
        p.end()


def paint_frame(window: QMainWindow, settings: Settings) -> tuple[dict[str, QMenu], QToolBar]:
    """Title, size and place (the remembered geometry, else the screen's middle), the menu bar's titles, the
    toolbar and the status bar (empty: the felt keeps its size when they are filled) and the felt; returns the
    empty menus by their English title, and the toolbar."""
    window.setWindowTitle(tr("Lomber"))
    bar = window.menuBar()
    menus = {text: bar.addMenu(tr(text)) for text in TOP_MENUS}
    tools = window.addToolBar(tr("Main"))
    tools.setObjectName("toolbar-main")
    window.statusBar()
    window.setCentralWidget(Felt(window))
    window.resize(first_size(window))    # the screen's free area bounds it (an 800×600 screen) …
    window.move(first_place(window))     # … and it opens in its middle, frame and all
    geometry = layout_bytes(settings.window_geometry)
    if geometry is not None:
        window.restoreGeometry(geometry)   # Qt checks the bytes (bad ones change nothing); the docks come later
    return menus, tools
