"""The window on its screen: it fits the screen's free area on the first start, on restore and when moved to a
smaller screen (an 800×600 screen must show the action bar, the own seat and the title's buttons)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget

DEFAULT_SIZE = QSize(1200, 780)   # the first start's size where the screen has room for it
FRAME_GUESS = QSize(16, 40)       # a title bar and borders, before the window system says how big they are


def available_area(widget: QWidget) -> QRect:
    """The free area (no task bars) of the screen the window is on (where its middle is: Qt may not have told it
    its new screen yet after a move), else the primary screen's."""
    here = QGuiApplication.screenAt(widget.frameGeometry().center()) if widget.isVisible() else None
    screen: QScreen | None = here or widget.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect()


def fit_rect(frame: QRect, area: QRect) -> QRect:
    """`frame` made no larger than `area` and moved inside it (its size kept where it fits)."""
    if area.isEmpty():
        return QRect(frame)
    w, h = min(frame.width(), area.width()), min(frame.height(), area.height())
    x = min(max(frame.x(), area.x()), area.x() + area.width() - w)
    y = min(max(frame.y(), area.y()), area.y() + area.height() - h)
    return QRect(x, y, w, h)


def first_size(widget: QWidget) -> QSize:
    """The first start's size: DEFAULT_SIZE, less where the screen is smaller (its frame counted)."""
    area = available_area(widget)
    if area.isEmpty():
        return QSize(DEFAULT_SIZE)
    return QSize(min(DEFAULT_SIZE.width(), area.width() - FRAME_GUESS.width()),
                 min(DEFAULT_SIZE.height(), area.height() - FRAME_GUESS.height()))


def first_place(widget: QWidget) -> QPoint:
    """Where the first start's window (its frame) goes: in the middle of the free area, not where a window
    manager would cascade it (a half-full 800×600 screen then loses the window's bottom edge)."""
    area, size = available_area(widget), widget.size() + FRAME_GUESS
    if area.isEmpty():
        return widget.pos()
    return QPoint(area.x() + max(0, (area.width() - size.width()) // 2),
                  area.y() + max(0, (area.height() - size.height()) // 2))


def fit_window(widget: QWidget) -> bool:
    """Shrink and move a shown window, frame included, into its screen's free area if it sticks out (a
    maximized or full-screen window is the window system's business). True if it changed."""
    if widget.isMaximized() or widget.isFullScreen() or not widget.isVisible():
        return False
    area = available_area(widget)
    frame = widget.frameGeometry()
    fitted = fit_rect(frame, area)
    if fitted == frame:
        return False
    extra = QSize(frame.width() - widget.width(), frame.height() - widget.height())   # the frame's own size
    widget.resize(max(1, fitted.width() - extra.width()), max(1, fitted.height() - extra.height()))
    widget.move(fitted.topLeft())
    return True
