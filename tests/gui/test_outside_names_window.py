"""Names from outside in the window: a record's name that no writer could write, a name typed in the new-game
dialog, a right-to-left name in the app's sentences (docs/app.md, "Outside text")."""

from __future__ import annotations

import json

from lomber.engine.events import Ev, Event
from lomber.engine.match import Seat
from lomber.engine.registry import new_match
from lomber.storage.autosave import autosave_path, read_autosave
from lomber.ui.panels.standings import standings_lines
from lomber.ui.texts import GameTexts

FSI, PDI = "\u2068", "\u2069"


def test_a_record_with_a_lone_surrogate_name_plays_on_and_is_autosaved(window, qtbot, tmp_path):
    """The table froze at the first action: the autosave's UnicodeEncodeError escaped its slot."""
    record = new_match("ferme", [Seat("A", "ai", "easy"), Seat("B", "ai", "easy"), Seat("C", "ai", "easy")],
                       {"starting_chips": 10}, 3).record()
    record["seats"][0]["name"] = "\ud800Eve\u202e"
    path = tmp_path / "odd.lomber"
    path.write_text(json.dumps(record), encoding="ascii")
    assert window.open_file(str(path))
    assert window.controller.match.seats[0].name == "\ufffdEve"
    qtbot.waitUntil(lambda: autosave_path().exists(), timeout=10000)
    match, problem = read_autosave()
    assert problem is None and match.seats[0].name == "\ufffdEve"
    assert window.settings.autosave and not any("Autosave failed" in n for n in window.notices)
    assert window.save_file(str(tmp_path / "saved.lomber"))


def test_names_typed_in_the_new_game_dialog_are_cleaned(qtbot, app_dirs):
    from lomber.ui.dialogs.newgame import NewGameDialog

    dlg = NewGameDialog(None, "ferme")
    qtbot.addWidget(dlg)
    dlg.seat_rows[0][0].setText("\u202eEve\u200b\ufeff")
    dlg.seat_rows[1][0].setText("Bob\u2066 \u2069 Ross")
    _game, seats, _options = dlg.setup()
    assert [s.name for s in seats[:2]] == ["Eve", "Bob Ross"]


def test_a_right_to_left_name_is_isolated_in_every_sentence_and_a_latin_one_is_left_alone():
    """A name's own direction turned the app's words around it ("Eve!hctam eht sniw" with an override; an Arabic
    or Hebrew name carried the figures beside it into its own direction)."""
    words = GameTexts("fortuna", ["אבי 2", "Eve"])
    lines = standings_lines({"stacks": [21, -3], "deals": 1, "winner": 0}, words)
    assert lines[0] == f"{FSI}אבי 2{PDI} wins the match!"
    assert lines[1] == f"1. {FSI}אבי 2{PDI}: 21 chips" and lines[2] == "2. Eve: \u22123 chips"
    assert words.event_line(Event(Ev.TRICK, 0, ("KD",))) == f"{FSI}אבי 2{PDI} takes the trick"
    assert words.event_line(Event(Ev.TRICK, 1, ("KD",))) == "Eve takes the trick"
    words.names = ["علي", "Eve"]                      # renamed (a network seat, a change of language)
    assert words.names[0] == f"{FSI}علي{PDI}"


def test_a_result_line_opening_with_a_right_to_left_name_keeps_the_windows_direction(qtbot):
    """Qt's rich text guessed each paragraph's direction from its first letter (an isolate ignored): the deal
    result's line of "אבי 2 — Cards: …" was turned around and right-aligned."""
    from lomber.ui.plaintext import ParagraphLabel

    label = ParagraphLabel()
    qtbot.addWidget(label)
    label.set_paragraphs([(f"{FSI}אבי 2{PDI} — Cards: 9♦ K♥ · Total: 19", False), ("Eve wins", True)])
    assert label.text().count('<p dir="ltr">') == 2
