"""Start the Qt application and the main window."""

from __future__ import annotations

import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QLabel, QListWidget, QMainWindow, QVBoxLayout, QWidget

from lomber.engine.registry import GAME_NAMES


class MainWindow(QMainWindow):
    """The Lomber window: the four games to choose from (the table comes with the GUI work)."""

    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle("Lomber")
        body = QWidget(self)
        layout = QVBoxLayout(body)
        layout.addWidget(QLabel(self.tr("Choose a game:"), body))
        self.games = QListWidget(body)
        self.games.addItems([self.tr(name) for name in GAME_NAMES.values()])
        layout.addWidget(self.games)
        self.setCentralWidget(body)
        self.resize(1024, 700)


def run_app(smoke: bool = False, argv: list[str] | None = None) -> int:
    app = QApplication.instance() or QApplication(argv or sys.argv)
    app.setApplicationName("Lomber")
    window = MainWindow()
    window.show()
    if smoke:
        QTimer.singleShot(0, app.quit)
    return app.exec()
