"""The new-game dialog: the game, the seats (names, human or computer and level) and every rule option."""

from __future__ import annotations

import traceback
from collections.abc import Callable
from itertools import pairwise
from typing import Any

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from lomber.engine.errors import OptionError
from lomber.engine.match import KINDS, Seat
from lomber.engine.options import OptionSpec, resolve_options
from lomber.engine.registry import game_ids, match_class
from lomber.engine.text import clean_name
from lomber.ui.dialogs.levelnotes import fill_levels, levels_of, table_note, tip_level
from lomber.ui.dialogs.optionwidgets import RangeSpin, _scrolled_grid, _spec_widget, range_text
from lomber.ui.errors import error_text
from lomber.ui.panels.lessons import available as available_lessons
from lomber.ui.plaintext import PlainLabel, plain_label, set_tip
from lomber.ui.seatnames import shown_name, stored_name
from lomber.ui.texts import fmt, game_name, number_text, option_help, option_label, tr

SEAT_DEFAULT = 4
NETWORK = "network"          # the seat-kind box's value for a network player (a human seat in the match)
DIALOG_SIZE = (1040, 700)   # the new-game dialog's wish; cut to the screen's free area
NAME_CHARS = 10             # a seat's name field is never narrower than this many average characters



def fit_combo(combo: QComboBox) -> None:
    """Its longest item whole, never squeezed by the columns beside it (also after a language switch)."""
    combo.setMinimumWidth(max(combo.fontMetrics().horizontalAdvance(combo.itemText(j)) for j in range(combo.count()))
                          + 28)

class NewGameDialog(QDialog):
    """Choose the game, the seats (name, human or computer and level) and every rule option.

    `setups`: the seats and options last started per game (`Settings.setups`), offered when that game is
    chosen. `confirm`, if set, is asked before Start closes the dialog (a match in progress would be left)."""

    learnRequested = Signal(str)    # "New to this game? Learn it": the game's lesson (Help ▸ Learn to play)

    def __init__(self, parent: QWidget | None = None, game: str = "", player_name: str = "",
                 setups: dict[str, Any] | None = None) -> None:
        super().__init__(parent)
        self.setups = setups or {}
        self.confirm: Callable[[], bool] | None = None
        self.setWindowTitle(tr("New game"))
        self.given_name = shown_name(player_name)   # the user's own name; else "You" in the language in use
        self.player_name = self.given_name or tr("You")
        box = QVBoxLayout(self)
        title = plain_label(self, tr("New game"))
        font = title.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        title.setFont(font)
        box.addWidget(title)
        self.title = title
        # Two columns: who sits at the table (left), the rules of the game (right); each scrolls only if needed.
        columns = QHBoxLayout()
        box.addLayout(columns, 1)
        left = QVBoxLayout()
        columns.addLayout(left, 5)
        top = QFormLayout()
        self.game_combo = QComboBox(self)
        for gid in game_ids():
            self.game_combo.addItem(game_name(gid), gid)
        self.game_label = plain_label(self, tr("&Game:"))
        self.game_label.setBuddy(self.game_combo)
        top.addRow(self.game_label, self.game_combo)
        self.seat_spin = QSpinBox(self)
        self.players_label = plain_label(self, tr("&Players:"))
        self.players_label.setBuddy(self.seat_spin)
        top.addRow(self.players_label, self.seat_spin)
        left.addLayout(top)

        self.seats_box = QGroupBox(tr("Seats"), self)
        self.seats_area, self.seats_inner, self.seats_grid = _scrolled_grid(self.seats_box)
        left.addWidget(self.seats_box, 1)
        # What the levels at the table do, under the seats (each level box's items say it too, as tooltips).
        self.level_note = plain_label(self.seats_box)
        self.level_note.setWordWrap(True)
        self.level_note.setStyleSheet("color: palette(placeholder-text)")
        self.seats_box.layout().addWidget(self.level_note)
        self.seat_rows: list[tuple[QLineEdit, QComboBox, QComboBox]] = []
        self.seat_labels: list[PlainLabel] = []
        self.default_names: list[str] = []     # the name each row was given, replaced on a change of language
        self.problem: OptionError | None = None

        self.options_box = QGroupBox(tr("Rules"), self)
        self.options_area, self.options_inner, self.options_grid = _scrolled_grid(self.options_box)
        columns.addWidget(self.options_box, 7)
        self.option_widgets: dict[str, QWidget] = {}
        self.option_labels: dict[str, PlainLabel] = {}
        self.option_notes: dict[str, PlainLabel] = {}
        self.specs: tuple[OptionSpec, ...] = ()
        self._options_game = ""

        self.error = plain_label(self)
        self.error.setStyleSheet("color: #b00020")
        self.error.setWordWrap(True)
        box.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        # Our own button, not a relabelled OK: Qt rewords its standard buttons on a change of language.
        self.start_button = buttons.addButton(tr("&Start"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.start_button.setDefault(True)
        self.start_button.setIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_DialogOkButton))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.learn_button = QPushButton(tr("New to this game? &Learn it"), self)
        self.learn_button.setFlat(True)
        self.learn_button.setStyleSheet("text-decoration: underline")
        self.learn_button.clicked.connect(lambda: self.learnRequested.emit(self.game()))
        buttons.addButton(self.learn_button, QDialogButtonBox.ButtonRole.HelpRole)
        box.addWidget(buttons)
        self.buttons = buttons

        self.game_combo.currentIndexChanged.connect(lambda _i: self._game_changed())
        self.seat_spin.valueChanged.connect(self._seats_changed)
        index = self.game_combo.findData(game)
        self.game_combo.setCurrentIndex(max(index, 0))
        self._game_changed()
        self._fit_screen()
        self.game_combo.setFocus()

    def _fit_screen(self) -> None:
        """A comfortable size that never exceeds the screen's free area."""
        screen = (self.parentWidget().screen() if self.parentWidget() is not None else None) or self.screen()
        free = screen.availableGeometry() if screen is not None else None
        w, h = DIALOG_SIZE
        if free is not None:
            w, h = min(w, free.width() - 40), min(h, free.height() - 60)
        self.resize(max(w, 480), max(h, 360))

    # ----- building
    def game(self) -> str:
        return self.game_combo.currentData() or ""

    def _game_changed(self) -> None:
        self.learn_button.setVisible(self.game() in available_lessons())
        gid = self.game()
        if not gid:
            return
        cls = match_class(gid)
        self.specs = cls.option_specs
        self.seat_spin.blockSignals(True)
        self.seat_spin.setRange(cls.min_players, cls.max_players)
        self.seat_spin.setValue(max(cls.min_players, min(cls.max_players, SEAT_DEFAULT)))
        self.seat_spin.blockSignals(False)
        set_tip(self.seat_spin, fmt(tr("From %1 to %n players.", cls.max_players), cls.min_players))
        for _name, _kind, level in self.seat_rows:     # this game's levels (expert only where it searches)
            fill_levels(level, gid)
            fit_combo(level)
        setup = self.setups.get(gid)
        if isinstance(setup, dict) and isinstance(setup.get("seats"), list):
            self._offer_setup(setup)
        else:
            self._seats_changed(self.seat_spin.value())
        self._note_levels()

    def _note_levels(self) -> None:
        """The note under the seats: what each level at the table does (hidden while no computer plays)."""
        rows = self.seat_rows[:self.seat_spin.value()]
        levels = [level.currentData() for _name, kind, level in rows if kind.currentData() == "ai"]
        self.level_note.setText(table_note(self.game(), levels))
        self.level_note.setVisible(bool(levels))

    def _offer_setup(self, setup: dict[str, Any]) -> None:
        """The seats and options this game was last started with; a value this game does not take (its rules
        changed since) is left at the default."""
        cls = match_class(self.game())
        seats = setup["seats"]
        n = max(cls.min_players, min(cls.max_players, len(seats)))
        self.seat_spin.blockSignals(True)
        self.seat_spin.setValue(n)
        self.seat_spin.blockSignals(False)
        self._seats_changed(n)
        for i, seat in enumerate(seats[:n]):
            if isinstance(seat, dict) and isinstance(seat.get("name"), str) and seat.get("kind") in KINDS:
                level = seat.get("level")
                self.set_seat(i, seat["name"][:40], seat["kind"], level if level in levels_of(self.game()) else None)
        options = setup.get("options")
        for spec in self.specs:
            if not isinstance(options, dict) or spec.key not in options:
                continue
            try:
                value = spec.check(options[spec.key], n)
            except OptionError:
                continue
            if value is not None or spec.seat:
                self._set_value(spec.key, value)

    def _seats_changed(self, n: int) -> None:
        while len(self.seat_rows) < n:
            self._add_seat_row(len(self.seat_rows))
        for i, (name, kind, level) in enumerate(self.seat_rows):
            for w in (name, kind, level):
                w.setVisible(i < n)
            label = self.seats_grid.itemAtPosition(i, 0)
            if label is not None and label.widget() is not None:
                label.widget().setVisible(i < n)
        self._build_options(n)
        self._fit_seats()
        self._note_levels()

    def _fit_seats(self) -> None:
        """The seats' column is at least as wide as a row of them needs (the rules' column, whose notes wrap,
        gives way); on a screen too narrow even for that, the seats scroll sideways."""
        bar = self.seats_area.verticalScrollBar().sizeHint().width()
        self.seats_area.setMinimumWidth(self.seats_inner.minimumSizeHint().width() + bar)
        self.seats_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        # the rules too scroll sideways rather than cut a value or a note, where even their least width is wanting
        self.options_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)

    def _default_name(self, i: int) -> str:
        return (self.given_name or tr("You")) if i == 0 else fmt(tr("Player %1"), i + 1)

    def _add_seat_row(self, i: int) -> None:
        self.default_names.append(self.player_name if i == 0 else self._default_name(i))
        name = QLineEdit(self.default_names[i], self.seats_inner)
        name.setMaxLength(40)
        # Never squeezed to a sliver by the combos beside it (Russian at 800×600 once left it 28 px wide).
        name.setMinimumWidth(name.fontMetrics().averageCharWidth() * NAME_CHARS + 12)
        name.textChanged.connect(lambda _t: self._rename_seats())
        kind = QComboBox(self.seats_inner)
        kind.addItem(tr("human"), "human")
        kind.addItem(tr("computer"), "ai")
        kind.addItem(tr("network player"), NETWORK)   # a friend at another computer (ui/dialogs/netlobby.py)
        kind.setCurrentIndex(0 if i == 0 else 1)
        set_tip(kind, tr("Who plays this seat: you (or a friend at the same screen), the computer, or a friend "
                         "at another computer who joins over the network."))
        level = QComboBox(self.seats_inner)
        fill_levels(level, self.game())
        fit_combo(level)
        fit_combo(kind)
        level.setEnabled(i != 0)
        kind.currentIndexChanged.connect(lambda _i, k=kind, lv=level: lv.setEnabled(k.currentData() == "ai"))
        kind.currentIndexChanged.connect(lambda _i: self._note_levels())
        level.currentIndexChanged.connect(lambda _i, lv=level: (tip_level(lv, self.game()), self._note_levels()))
        label = plain_label(self.seats_inner, fmt(tr("Seat %1"), i + 1))
        label.setBuddy(name)
        self.seat_labels.append(label)
        self.seats_grid.addWidget(label, i, 0)
        self.seats_grid.addWidget(name, i, 1)
        self.seats_grid.addWidget(kind, i, 2)
        self.seats_grid.addWidget(level, i, 3)
        # Rows stay at the top when there are few of them.
        self.seats_grid.setRowStretch(i, 0)
        self.seats_grid.setRowStretch(i + 1, 1)
        self.seat_rows.append((name, kind, level))

    def _build_options(self, n: int) -> None:
        # Values already set survive a change of the seat count, not a change of game.
        old = {k: self._value(k) for k in self.option_widgets} if self._options_game == self.game() else {}
        self._options_game = self.game()
        grid = self.options_grid
        while grid.count():
            item = grid.takeAt(0)
            if item.widget() is not None:
                item.widget().hide()
                item.widget().deleteLater()
        for r in range(grid.rowCount()):
            grid.setRowStretch(r, 0)
        self.option_widgets.clear()
        self.option_labels.clear()
        self.option_notes.clear()
        row = 0
        for spec in self.specs:
            w = _spec_widget(spec, n, self.options_inner)
            if spec.seat:
                for i in range(n):
                    w.addItem(self.seat_name(i), i)
            text = option_help(spec, self.game())
            set_tip(w, text)
            w.setObjectName(f"option-{spec.key}")
            self.option_widgets[spec.key] = w
            # A default computed from the seat count (Fortuna's variant) follows the count; others keep their value.
            if spec.key in old and old[spec.key] is not None and not callable(spec.default):
                self._set_value(spec.key, old[spec.key])
            label = plain_label(self.options_inner, option_label(spec, self.game()) + ":")
            label.setBuddy(w)
            label.setWordWrap(True)     # a long name («Куда идут штрафы за перебор:») on two lines, not cut
            self.option_labels[spec.key] = label
            if isinstance(w, RangeSpin):      # the range is said, so a number out of it is no surprise
                text = f"{text} {range_text(w)}"
                set_tip(w, text)
                w.on_refused = lambda key=spec.key: self._refused(key)
                w.valueChanged.connect(lambda _v, key=spec.key: self._note_again(key))
            note = plain_label(self.options_inner, text)
            note.setWordWrap(True)
            note.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
            note.setStyleSheet("color: palette(placeholder-text)")
            self.option_notes[spec.key] = note
            grid.addWidget(label, row, 0)
            grid.addWidget(w, row, 1)
            grid.addWidget(note, row + 1, 1)
            grid.setRowMinimumHeight(row + 2, 6)
            row += 3
        grid.setRowStretch(row, 1)
        for w in self.option_widgets.values():
            changed = (w.toggled if isinstance(w, QCheckBox) else
                       w.currentIndexChanged if isinstance(w, QComboBox) else w.valueChanged)
            changed.connect(lambda *_: self._update_applicability())
        self._update_applicability()
        self._tab_order()

    def _refused(self, key: str) -> None:
        """A number typed out of its option's range: the spin box kept its value; say so under it."""
        w, note = self.option_widgets.get(key), self.option_notes.get(key)
        if not isinstance(w, RangeSpin) or note is None:
            return
        note.setText(fmt(tr("%1 is out of range. %2 The value stays %3."), w.refused, range_text(w),
                         number_text(w.value())))
        note.setStyleSheet("color: palette(highlight); font-weight: bold")

    def _note_again(self, key: str) -> None:
        """A new value in range: the option's help again."""
        w, note = self.option_widgets.get(key), self.option_notes.get(key)
        if isinstance(w, RangeSpin) and note is not None and note.text() != w.toolTip():
            w.refused = ""
            note.setText(w.toolTip())
            note.setStyleSheet("color: palette(placeholder-text)")

    def _update_applicability(self) -> None:
        """Grey out the options that do not apply with the others' values (their spec's `applies_if`)."""
        values = {key: self._value(key) for key in self.option_widgets}
        for spec in self.specs:
            on = spec.applies(values)
            for w in (self.option_widgets.get(spec.key), self.option_labels.get(spec.key),
                      self.option_notes.get(spec.key)):
                if w is not None and w.isEnabled() != on:
                    w.setEnabled(on)

    def _tab_order(self) -> None:
        """Top to bottom, left column then right: game, players, each seat's row, each rule, the buttons."""
        chain: list[QWidget] = [self.game_combo, self.seat_spin]
        for name, kind, level in self.seat_rows:
            chain += [name, kind, level]
        chain += list(self.option_widgets.values())
        chain += list(self.buttons.buttons())
        for a, b in pairwise(chain):
            QWidget.setTabOrder(a, b)

    def _rename_seats(self) -> None:
        """Keep the seat lists of the options (first dealer) in step with the names typed."""
        for spec in self.specs:
            w = self.option_widgets.get(spec.key)
            if spec.seat and isinstance(w, QComboBox):
                for row in range(1, w.count()):
                    w.setItemText(row, self.seat_name(row - 1))

    def seat_name(self, i: int) -> str:
        text = self.seat_rows[i][0].text().strip() if i < len(self.seat_rows) else ""
        return text or fmt(tr("Seat %1"), i + 1)

    # ----- values
    def _value(self, key: str) -> Any:
        w = self.option_widgets[key]
        if isinstance(w, QCheckBox):
            return w.isChecked()
        if isinstance(w, QComboBox):
            return w.currentData()
        if isinstance(w, QSpinBox):
            return w.value()
        return None

    def _set_value(self, key: str, value: Any) -> None:
        w = self.option_widgets[key]
        if isinstance(w, QCheckBox):
            w.setChecked(bool(value))
        elif isinstance(w, QComboBox):
            i = w.findData(value)
            if i >= 0:
                w.setCurrentIndex(i)
        elif isinstance(w, QSpinBox) and isinstance(value, int):
            w.setValue(value)

    def set_seat(self, i: int, name: str, kind: str, level: str | None = None) -> None:
        """Fill one seat's row (for callers and tests)."""
        n_edit, k_combo, l_combo = self.seat_rows[i]
        n_edit.setText(shown_name(name))
        k_combo.setCurrentIndex(k_combo.findData(kind))
        if level and l_combo.findData(level) >= 0:
            l_combo.setCurrentIndex(l_combo.findData(level))

    def set_option(self, key: str, value: Any) -> None:
        self._set_value(key, value)

    def setup(self) -> tuple[str, list[Seat], dict[str, Any]]:
        """The chosen (game, seats, options); raises OptionError if they do not fit together."""
        n = self.seat_spin.value()
        seats = []
        for i in range(n):
            _name, kind, level = self.seat_rows[i]
            k = kind.currentData()
            k = "human" if k == NETWORK else k   # a network player is a human seat, played from elsewhere
            # a default name is kept as a default (its English words), shown in the language in use later
            # a typed name is outside text: cleaned as a record's (engine/text.py), never refused at the first save
            name = clean_name(stored_name(self.seat_name(i)), fmt(tr("Seat %1"), i + 1))
            seats.append(Seat(name, k, level.currentData() if k == "ai" else None))
        options = {key: self._value(key) for key in self.option_widgets}
        options = {k: v for k, v in options.items() if v is not None}
        cls = match_class(self.game())
        resolve_options(cls.option_specs, options, n, cls.check_options)
        return self.game(), seats, options

    def network_seats(self) -> frozenset[int]:
        """The seats to be played from other computers (the table opens to the network when the match starts)."""
        return frozenset(i for i in range(self.seat_spin.value()) if self.seat_rows[i][1].currentData() == NETWORK)

    def accept(self) -> None:
        # A number just refused (Enter in its box also presses Start): the user sees what stays before starting.
        spins = [w for w in self.option_widgets.values() if isinstance(w, RangeSpin)]
        for w in spins:      # Enter in a box may reach Start before the box has ended its editing
            w.check()
        refused = [w for w in spins if w.refused]
        if refused:
            key = next(k for k, w in self.option_widgets.items() if w is refused[0])
            spec = next(sp for sp in self.specs if sp.key == key)
            self.error.setText(fmt(tr("%1: %2 is out of range. %3 The value stays %4."), option_label(spec, self.game()),
                                   refused[0].refused, range_text(refused[0]), number_text(refused[0].value())))
            for w in refused:
                w.refused = ""
            return
        try:
            self.setup()
        except OptionError as exc:
            self.problem = exc
            self.error.setText(fmt(tr("These settings do not fit together: %1"), error_text(exc, game=self.game(), inner=True)))
            return
        if self.confirm is not None and not self.confirm():
            return
        super().accept()

    # ----- a change of language
    def changeEvent(self, event: QEvent) -> None:
        try:
            if event.type() == QEvent.Type.LanguageChange:
                # After the event reaches the children; the timer dies with the dialog if it closes first.
                QTimer.singleShot(0, self, self._retranslate_later)
        except Exception:  # noqa: BLE001 - never let an exception escape a Qt override
            traceback.print_exc()
        super().changeEvent(event)

    def _retranslate_later(self) -> None:
        try:
            self.retranslate()
        except RuntimeError:   # a widget of the dialog already deleted: the dialog is closing
            pass

    def retranslate(self) -> None:
        """Every word of the dialog in the language in use; what the user chose or typed stays."""
        self.setWindowTitle(tr("New game"))
        self.title.setText(tr("New game"))
        self.game_label.setText(tr("&Game:"))
        self.players_label.setText(tr("&Players:"))
        self.seats_box.setTitle(tr("Seats"))
        self.options_box.setTitle(tr("Rules"))
        self.start_button.setText(tr("&Start"))
        self.learn_button.setText(tr("New to this game? &Learn it"))
        for i in range(self.game_combo.count()):
            self.game_combo.setItemText(i, game_name(self.game_combo.itemData(i)))
        try:
            cls = match_class(self.game())
        except OptionError:   # a game no longer registered (a test's toy game): its words stay
            cls = None
        if cls is not None:
            set_tip(self.seat_spin, fmt(tr("From %1 to %n players.", cls.max_players), cls.min_players))
        self.player_name = self.given_name or tr("You")
        for i, (name, kind, level) in enumerate(self.seat_rows):
            self.seat_labels[i].setText(fmt(tr("Seat %1"), i + 1))
            kind.setItemText(0, tr("human"))
            kind.setItemText(1, tr("computer"))
            kind.setItemText(2, tr("network player"))
            fit_combo(kind)
            set_tip(kind, tr("Who plays this seat: you (or a friend at the same screen), the computer, or a friend "
                         "at another computer who joins over the network."))
            fill_levels(level, self.game())
            fit_combo(level)
            fresh = self._default_name(i)
            if name.text() == self.default_names[i]:
                name.setText(fresh)
            self.default_names[i] = fresh
        self._build_options(self.seat_spin.value())
        self._fit_seats()
        self._note_levels()
        if self.problem is not None and self.error.text():
            self.error.setText(fmt(tr("These settings do not fit together: %1"),
                                   error_text(self.problem, game=self.game(), inner=True)))
