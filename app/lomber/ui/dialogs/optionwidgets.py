"""The new-game dialog's widgets for a rule option: a checked range spin box, a box per kind of option."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from lomber.engine.options import OptionSpec
from lomber.ui.texts import fmt, number_text, option_value, tr


def _scrolled_grid(box: QGroupBox) -> tuple[QScrollArea, QWidget, QGridLayout]:
    """Fill `box` with a frameless area that scrolls vertically only when its content does not fit, holding
    a grid whose second column stretches; returns the area, the grid's widget and its layout."""
    area = QScrollArea(box)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    inner = QWidget()
    grid = QGridLayout(inner)
    grid.setContentsMargins(0, 0, 0, 0)
    grid.setColumnStretch(1, 1)
    area.setWidget(inner)
    QVBoxLayout(box).addWidget(area)
    return area, inner, grid


class RangeSpin(QSpinBox):
    """A spin box that says when a number typed was out of its range (Qt puts the last good value back without a
    word): `refused` holds the text it did not take until the dialog has told the user."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.refused = ""
        self.on_refused: Callable[[], None] | None = None
        self._text = ""                         # what the user typed since editing last ended
        self.lineEdit().textEdited.connect(self._typed)
        self.editingFinished.connect(self.check)

    def _typed(self, text: str) -> None:
        self._text = text

    def check(self) -> None:
        """When editing ends (Qt has put the last good value back): note a number typed out of the range."""
        text, self._text = self._text.strip(), ""
        if not text:
            return
        try:
            number = int(text.replace(",", "").replace("\u00a0", "").replace(" ", ""))
        except ValueError:
            number = None
        if number is None or not self.minimum() <= number <= self.maximum():
            self.refused = text
            if self.on_refused is not None:
                self.on_refused()


def range_text(spin: QSpinBox) -> str:
    """A spin box's range in words (the help under it says it)."""
    return fmt(tr("From %1 to %2."), number_text(spin.minimum()), number_text(spin.maximum()))


def _spec_widget(spec: OptionSpec, seats: int, parent: QWidget) -> QWidget:
    """The editor for one option: seat combo, check box, value combo or spin box."""
    default = spec.offered_for(seats)
    if spec.seat:
        w = QComboBox(parent)
        w.addItem(option_value(spec, None), None)     # "drawn" ("by auction" in Chemin de fer)
        return w
    if spec.values and all(isinstance(v, bool) for v in spec.values):
        c = QCheckBox(parent)
        c.setChecked(bool(default))
        return c
    if spec.values:
        w = QComboBox(parent)
        values = spec.values_for(seats)    # e.g. only the variants of a table of this size
        for v in values:
            w.addItem(option_value(spec, v), v)
        w.setCurrentIndex(max(0, list(values).index(default) if default in values else 0))
        return w
    s = RangeSpin(parent)
    s.setRange(spec.lo if spec.lo is not None else 0, spec.hi if spec.hi is not None else 1_000_000)
    s.setValue(default if isinstance(default, int) else s.minimum())
    return s
