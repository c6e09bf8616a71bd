"""The new-game dialog says what each computer level does, in each game's own words and in both languages, offers
`expert` only where the game has it, and keeps a level the game offers when the game changes."""

from __future__ import annotations

import importlib

from PySide6.QtCore import Qt

from lomber.engine.registry import game_ids, game_info, game_levels
from lomber.ui.dialogs.newgame import NewGameDialog


def notes(game: str) -> dict[str, str]:
    return importlib.import_module(game_info(game).players).LEVEL_NOTES


def levels_box(dialog: NewGameDialog, seat: int):
    return dialog.seat_rows[seat][2]


def test_each_games_level_box_offers_its_levels_each_saying_what_it_does(qtbot, app_dirs):
    d = NewGameDialog(None, "ferme")
    qtbot.addWidget(d)
    for game in game_ids():
        d.game_combo.setCurrentIndex(d.game_combo.findData(game))
        box = levels_box(d, 1)
        offered = [box.itemData(i) for i in range(box.count())]
        assert offered == list(game_levels(game))
        assert ("expert" in offered) == (game in ("fortuna", "fly"))
        assert set(notes(game)) == set(offered)          # every level the game offers, described by the game
        for i, level in enumerate(offered):
            tip = box.itemData(i, Qt.ItemDataRole.ToolTipRole)
            assert tip == f"{level.capitalize()}: {notes(game)[level]}"
        assert notes(game)["normal"] in box.toolTip()   # the box's own tip: the level chosen (normal)


def test_the_searching_levels_say_how_long_they_think(qtbot, app_dirs):
    for game in ("fortuna", "fly"):
        assert notes(game)["strong"].endswith("thinks up to a second.")
        assert notes(game)["expert"].endswith("thinks up to five seconds a move.")
    for game in ("ferme", "chemin-de-fer"):
        assert "thinks" not in " ".join(notes(game).values())     # they count exactly: no waiting to speak of


def test_the_note_under_the_seats_says_what_the_levels_at_the_table_do(qtbot, app_dirs):
    d = NewGameDialog(None, "fly")
    qtbot.addWidget(d)
    d.show()
    # the first seat is the user's, the others computers at normal
    assert d.level_note.isVisible() and d.level_note.text() == f"Normal: {notes('fly')['normal']}"
    d.set_seat(2, "C", "ai", "expert")
    d.set_seat(3, "D", "ai", "easy")
    assert d.level_note.text().splitlines() == [f"{lv.capitalize()}: {notes('fly')[lv]}"
                                                for lv in ("easy", "normal", "expert")]
    for i in range(1, 4):
        d.set_seat(i, f"P{i}", "human")
    assert not d.level_note.isVisible()                 # no computer at the table: nothing to describe
    assert d.level_note.textFormat() == Qt.TextFormat.PlainText


def test_a_level_the_new_game_lacks_becomes_its_strongest_and_expert_is_started(qtbot, app_dirs):
    d = NewGameDialog(None, "fortuna")
    qtbot.addWidget(d)
    d.set_seat(1, "B", "ai", "expert")
    d.set_seat(2, "C", "ai", "easy")
    game, seats, _options = d.setup()
    assert (game, seats[1].level, seats[2].level) == ("fortuna", "expert", "easy")
    d.game_combo.setCurrentIndex(d.game_combo.findData("fly"))
    assert levels_box(d, 1).currentData() == "expert"          # Fly has it too
    d.game_combo.setCurrentIndex(d.game_combo.findData("ferme"))
    assert [levels_box(d, i).currentData() for i in (1, 2)] == ["strong", "easy"]
    assert "Expert" not in d.level_note.text()


def test_a_remembered_expert_seat_is_offered_only_where_the_game_has_expert(qtbot, app_dirs):
    seats = [{"name": "You", "kind": "human", "level": None}, {"name": "B", "kind": "ai", "level": "expert"},
             {"name": "C", "kind": "ai", "level": "expert"}]
    d = NewGameDialog(None, "fly", setups={"fly": {"seats": seats, "options": {}},
                                           "ferme": {"seats": seats, "options": {}}})
    qtbot.addWidget(d)
    assert levels_box(d, 1).currentData() == "expert"
    d.game_combo.setCurrentIndex(d.game_combo.findData("ferme"))   # a hand-edited setting: never an expert Ferme
    assert levels_box(d, 1).currentData() in game_levels("ferme")
    assert all(s.level != "expert" for s in d.setup()[1])


def test_the_notes_are_in_russian_after_a_switch(qtbot, app_dirs, qapp):
    from lomber.ui.shell.language import use_language

    d = NewGameDialog(None, "fortuna")
    qtbot.addWidget(d)
    d.set_seat(1, "B", "ai", "expert")
    use_language(qapp, "ru")
    d.retranslate()
    text = d.level_note.text()
    assert "Эксперт: " in text and "думает до пяти секунд на ход" in text, text
    assert "Средний: " in text
    box = levels_box(d, 1)
    assert box.currentText() == "эксперт" and "Эксперт: перебор сильного уровня" in box.toolTip()


def test_a_network_table_seats_an_expert_computer_only_where_the_game_has_expert(qapp):
    from lomber.controller.match_controller import MatchController
    from lomber.engine.match import Seat
    from lomber.net.host import Host, TableSpec

    for game, taken in (("fly", True), ("ferme", False)):
        seats = [Seat("P0", "human"), Seat("P1", "human"), Seat("C", "ai", "easy")]
        host = Host(MatchController(ai_process=False), TableSpec(game, seats, frozenset({0, 1}), {}, 3), "ABCDEFGH")
        assert host.set_computer(1, "expert") is taken
        assert host.spec.seats[1].level == ("expert" if taken else None)
        assert host.set_computer(1, "master") is False
