"""The new-game dialog builds the right (game, seats, options); the results dialogs never block."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox

from lomber.engine.match import Seat
from lomber.engine.registry import game_ids, match_class
from lomber.ui.dialogs.newgame import NewGameDialog


def test_every_game_offers_its_seat_range_and_every_option_with_its_default(qtbot, app_dirs):
    dlg = NewGameDialog(None, "ferme", "Anna")
    qtbot.addWidget(dlg)
    assert [dlg.game_combo.itemData(i) for i in range(dlg.game_combo.count())] == game_ids()
    for gid in game_ids():
        dlg.game_combo.setCurrentIndex(dlg.game_combo.findData(gid))
        cls = match_class(gid)
        assert (dlg.seat_spin.minimum(), dlg.seat_spin.maximum()) == (cls.min_players, cls.max_players)
        n = dlg.seat_spin.value()
        assert set(dlg.option_widgets) == {s.key for s in cls.option_specs}
        for spec in cls.option_specs:
            w = dlg.option_widgets[spec.key]
            if spec.seat:
                assert isinstance(w, QComboBox) and w.count() == n + 1 and w.currentData() is None
            elif isinstance(w, QSpinBox):
                assert (w.minimum(), w.maximum(), w.value()) == (spec.lo, spec.hi, spec.offered_for(n))
            elif isinstance(w, QCheckBox):
                assert w.isChecked() == spec.offered_for(n)
            else:
                assert w.currentData() == spec.offered_for(n)
            assert w.toolTip()
        game, seats, options = dlg.setup()
        assert game == gid and len(seats) == n
        assert seats[0] == Seat("Anna", "human") and all(s.kind == "ai" for s in seats[1:])
        # the values offered: the rules' defaults, but where a spec offers another (Fortuna's one partie)
        assert {k: v for k, v in options.items()} == {s.key: s.offered_for(n) for s in cls.option_specs
                                                      if s.offered_for(n) is not None}


def test_the_dialog_produces_the_chosen_setup(qtbot, app_dirs):
    dlg = NewGameDialog(None, "chemin-de-fer")
    qtbot.addWidget(dlg)
    dlg.seat_spin.setValue(3)
    dlg.set_seat(0, "Anna", "human")
    dlg.set_seat(1, "Boris", "human")
    dlg.set_seat(2, "Vera", "ai", "strong")
    dlg.set_option("table_minimum", 20)
    dlg.set_option("banco_suivi", False)
    dlg.set_option("drawing", "free")
    dlg.set_option("first_dealer", 1)
    game, seats, options = dlg.setup()
    assert game == "chemin-de-fer"
    assert seats == [Seat("Anna", "human"), Seat("Boris", "human"), Seat("Vera", "ai", "strong")]
    assert options["table_minimum"] == 20 and options["banco_suivi"] is False
    assert options["drawing"] == "free" and options["first_dealer"] == 1
    # the first-dealer list follows the seat count and the names
    combo = dlg.option_widgets["first_dealer"]
    assert [combo.itemText(i) for i in range(1, combo.count())] == ["Anna", "Boris", "Vera"]


def test_ok_starts_the_game_in_the_window_without_blocking(window, qtbot):
    dlg = window.new_game_dialog()          # opened with open(): returns at once
    assert dlg.isVisible()
    dlg.game_combo.setCurrentIndex(dlg.game_combo.findData("ferme"))
    dlg.seat_spin.setValue(2)
    dlg.set_seat(0, "Anna", "ai", "easy")
    dlg.set_option("starting_chips", 10)
    dlg.accept()
    assert window.controller.match.game_id == "ferme"
    assert window.controller.match.options["starting_chips"] == 10
    window.controller.stop()


def test_the_new_game_dialog_fits_the_screen_and_shows_whole_seats_and_notes(qtbot, app_dirs):
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    dlg = NewGameDialog(None, "ferme")
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    free = dlg.screen().availableGeometry()
    assert dlg.width() <= free.width() and dlg.height() <= free.height()
    for gid in game_ids():
        dlg.game_combo.setCurrentIndex(dlg.game_combo.findData(gid))
        QApplication.processEvents()
        # four seats need no scrolling, and every line of every explanation is there (none clipped)
        assert not dlg.seats_area.verticalScrollBar().isVisible()
        for key, note in dlg.option_notes.items():
            assert note.isVisible() and note.height() >= note.heightForWidth(note.width()), (gid, key)
    dlg.game_combo.setCurrentIndex(dlg.game_combo.findData("chemin-de-fer"))
    dlg.seat_spin.setValue(dlg.seat_spin.maximum())
    QApplication.processEvents()
    assert dlg.seats_area.verticalScrollBar().isVisible()       # many seats: that column scrolls alone
    # Tab goes down the seats, then down the rules, then to the buttons.
    chain, w = [], dlg.game_combo
    for _ in range(6 + 3 * dlg.seat_spin.value() + len(dlg.option_widgets)):
        chain.append(w)
        w = w.nextInFocusChain()
        while w.focusPolicy() & Qt.FocusPolicy.TabFocus != Qt.FocusPolicy.TabFocus or not w.isVisible():
            w = w.nextInFocusChain()
    order = [dlg.game_combo, dlg.seat_spin, *[x for row in dlg.seat_rows for x in row]]
    order += list(dlg.option_widgets.values())
    assert [x for x in chain if x in order][:len(order)] == order


def test_a_number_out_of_range_is_told_not_silently_changed(qtbot, app_dirs):
    """Typing 1 where the least is 50: the note under the box says the range and what stays; Start does not start
    at once with a value the user did not type."""
    from PySide6.QtCore import Qt

    dlg = NewGameDialog(None, "chemin-de-fer")
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    spin = dlg.option_widgets["starting_chips"]
    lo, hi, value = spin.minimum(), spin.maximum(), spin.value()
    assert lo > 1
    note = dlg.option_notes["starting_chips"]
    assert f"From {lo} to {hi:,}." in note.text() and f"From {lo} to {hi:,}." in spin.toolTip()
    accepted = []
    dlg.accepted.connect(lambda: accepted.append(True))
    spin.setFocus()
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin, "1")
    qtbot.keyClick(spin, Qt.Key.Key_Return)      # Enter also presses Start
    assert spin.value() == value and not accepted
    assert note.text().startswith("1 is out of range.") and f"The value stays {value:,}." in note.text()
    assert "Starting chips: 1 is out of range." in dlg.error.text()
    spin.setValue(lo)                            # a value in range: the help again
    assert note.text() == spin.toolTip()


def test_the_first_dealers_help_describes_both_choices(qtbot, app_dirs):
    dlg = NewGameDialog(None, "ferme")
    qtbot.addWidget(dlg)
    help_text = dlg.option_notes["first_dealer"].text()
    assert dlg.option_widgets["first_dealer"].currentText() == "drawn"
    assert help_text.startswith("Drawn:") and "choose the player" in help_text
