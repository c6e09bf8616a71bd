"""The rules panel (a polite note when the rules are missing), the scores panel, the log."""

from __future__ import annotations

import pytest

from lomber.engine.match import Seat
from lomber.engine.registry import game_ids
from lomber.ui.panels import docks as panels
from lomber.ui.panels.docks import LogPanel, RulesPanel, ScoresPanel


def test_rules_come_from_the_game_package_or_a_polite_note(qtbot, monkeypatch, tmp_path):
    view = RulesPanel()
    qtbot.addWidget(view)
    view.show_game("ferme", "en")
    assert "Ferme" in view.toPlainText() and len(view.toPlainText()) > 500
    monkeypatch.setattr(panels, "game_file", lambda game, name: tmp_path / game / name)   # a package without panels
    view.show_game("fly", "ru")
    assert "not installed yet" in view.toPlainText()


def test_rules_fall_back_to_english(monkeypatch, tmp_path):
    (tmp_path / "fly").mkdir()
    (tmp_path / "fly" / "rules.en.md").write_text("# Fly in English", encoding="utf-8")
    monkeypatch.setattr(panels, "game_file", lambda game, name: tmp_path / game / name)
    assert panels.rules_file("fly", "ru") == "# Fly in English"


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("game", game_ids())
def test_anchors_and_option_marks_never_show(qtbot, game, lang):
    view = RulesPanel()
    qtbot.addWidget(view)
    view.show_game(game, lang)
    text = view.toPlainText()
    assert len(text) > 2000
    assert "{#" not in text and "<!--" not in text and "option:" not in text
    assert "At this table" not in text      # no match: no values to mark


def test_each_option_shows_its_value_at_this_table(qtbot):
    view = RulesPanel()
    qtbot.addWidget(view)
    options = {"starting_chips": 77, "next_farmer": "rotate", "tie_priority": "brilliant-first",
               "rule_set": "historical", "farm_stake": 12, "bust_pays_to": "pool", "shuffle": "every-deal",
               "first_dealer": 1}
    view.show_game("ferme", "en", options, ["Anna", "Boris"])
    lines = view.toPlainText().splitlines()
    marked = [line for line in lines if "At this table:" in line]
    assert len(marked) == len(options)
    assert any(line.startswith("Starting chips") and line.endswith("At this table: 77.") for line in marked)
    assert any(line.startswith("Next farmer") and line.endswith("At this table: in turn.") for line in marked)
    assert any(line.startswith("First farmer") and line.endswith("At this table: Boris.") for line in marked)
    # Marked in bold: the value stands out from the range and default before it.
    html = view.toHtml()
    assert "font-weight:700;\">At this table: 77.</span>" in html
    view.show_game("chemin-de-fer", "en", {"first_dealer": None, "banco_suivi": False})
    text = view.toPlainText()
    assert "At this table: by auction." in text and "At this table: no." in text


def test_the_window_marks_the_options_of_the_match_being_played(window, qtbot):
    window.start_game("fly", [Seat("Anna", "human"), Seat("B", "ai", "easy"), Seat("C", "ai", "easy")],
                      {"starting_score": 30, "first_dealer": 2}, seed=5)
    qtbot.waitUntil(lambda: window.rules.game == "fly")
    text = window.rules.toPlainText()
    assert "At this table: 30." in text and "At this table: C." in text
    window.start_game("fly", [Seat("Anna", "human"), Seat("B", "ai", "easy"), Seat("C", "ai", "easy")],
                      {"starting_score": 25}, seed=5)
    qtbot.waitUntil(lambda: "At this table: 25." in window.rules.toPlainText())
    window.controller.stop()


def test_scores_show_roles_outs_and_scores(qtbot):
    s = ScoresPanel()
    qtbot.addWidget(s)
    s.set_names(["Anna", "Boris", "Vera"])
    s.update_view({"stacks": [10, 0, 20], "roles": {"farmer": 2, "punter": None}, "out": [1],
                   "scores": [[3, 1], [0, 0], [2, 2]]})
    rows = [[s.table.item(r, c).text() for c in range(3)] for r in range(3)]
    assert rows[0] == ["Anna", "10", "4"]        # one score, the sum the log says; its parts in the tooltip
    assert rows[1][0] == "Boris — out" and rows[2][0] == "Vera (farmer)"


def test_a_score_in_parts_is_explained_where_it_is_shown(qtbot):
    s = ScoresPanel()
    qtbot.addWidget(s)
    s.set_names(["Anna", "Boris"], "fortuna")
    s.update_view({"stacks": [10, 0], "scores": [[9, 5], [0, 0]]})
    assert s.table.item(0, 2).text() == "14" and s.table.item(0, 2).toolTip() == "Score 14 = leves 9 + honours 5"
    s.show_seat(1, 0, "0", [], False, [0, 0])
    assert s.table.item(1, 2).toolTip() == "Score 0 = leves 0 + honours 0"


def test_the_log_batches_lines_and_keeps_them_bounded(qtbot):
    log = LogPanel()
    qtbot.addWidget(log)
    log.add_lines([f"line {i}" for i in range(panels.MAX_LOG_LINES + 50)])
    assert log.toPlainText() == ""          # not yet painted: one batch per flush
    text = log.text()
    assert text.splitlines()[-1] == f"line {panels.MAX_LOG_LINES + 49}"
    assert log.blockCount() <= panels.MAX_LOG_LINES
