"""The rules panel (a polite note when the rules are missing), the scores panel, the log."""

from __future__ import annotations

from lomber.ui import panels
from lomber.ui.panels import LogPanel, RulesPanel, ScoresPanel


def test_rules_come_from_the_resources_or_a_polite_note(qtbot, monkeypatch, tmp_path):
    view = RulesPanel()
    qtbot.addWidget(view)
    view.show_game("ferme", "en")
    assert "Ferme" in view.toPlainText() and len(view.toPlainText()) > 500
    (tmp_path / "rules").mkdir()
    monkeypatch.setattr(panels, "resource", lambda *parts: tmp_path.joinpath(*parts))
    view.show_game("fly", "ru")
    assert "not installed yet" in view.toPlainText()


def test_rules_fall_back_to_english(monkeypatch, tmp_path):
    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "fly.en.md").write_text("# Fly in English", encoding="utf-8")
    monkeypatch.setattr(panels, "resource", lambda *parts: tmp_path.joinpath(*parts))
    assert panels.rules_file("fly", "ru") == "# Fly in English"


def test_scores_show_roles_outs_and_scores(qtbot):
    s = ScoresPanel()
    qtbot.addWidget(s)
    s.set_names(["Anna", "Boris", "Vera"])
    s.update_view({"stacks": [10, 0, 20], "roles": {"farmer": 2, "punter": None}, "out": [1],
                   "scores": [[3, 1], [0, 0], [2, 2]]})
    rows = [[s.table.item(r, c).text() for c in range(3)] for r in range(3)]
    assert rows[0] == ["Anna", "10", "3 / 1"]
    assert rows[1][0] == "Boris — out" and rows[2][0] == "Vera (farmer)"


def test_the_log_batches_lines_and_keeps_them_bounded(qtbot):
    log = LogPanel()
    qtbot.addWidget(log)
    log.add_lines([f"line {i}" for i in range(panels.MAX_LOG_LINES + 50)])
    assert log.toPlainText() == ""          # not yet painted: one batch per flush
    text = log.text()
    assert text.splitlines()[-1] == f"line {panels.MAX_LOG_LINES + 49}"
    assert log.blockCount() <= panels.MAX_LOG_LINES
