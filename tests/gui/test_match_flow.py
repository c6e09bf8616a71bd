"""Every match can end, and what patience players expect: Stop in every game (greyed with a reason when there is
nothing to stop), a stopped match that stays stopped, Watch as a toggle, Redo after Take back, numbered deals."""

from __future__ import annotations

import pytest

from lomber.engine.match import Seat
from lomber.engine.records import replay

SEATS = [Seat("Anna", "human"), Seat("B", "ai", "easy"), Seat("C", "ai", "easy")]


def first_human_turn(window, qtbot) -> None:
    qtbot.waitUntil(lambda: window.controller.awaiting == 0 or window.controller.match.finished, timeout=10000)


def test_stop_is_greyed_with_a_reason_until_a_match_starts(window):
    assert not window.act_stop.isEnabled() and not window.act_save.isEnabled()
    assert "no match to stop" in window.act_stop.toolTip() and "no match to stop" in window.act_stop.statusTip()
    assert "no match to save" in window.act_save.statusTip()
    assert not window.practice.act_take_back.isEnabled() and window.practice.act_take_back.statusTip()


@pytest.mark.parametrize("game", ["fortuna", "fly"])
def test_fortuna_and_fly_can_be_stopped_the_question_says_how_and_the_record_stays_stopped(
        window, qtbot, questions, tmp_path, game):
    seats = SEATS + [Seat("D", "ai", "easy")] if game == "fortuna" else SEATS
    assert window.start_game(game, seats, {})
    first_human_turn(window, qtbot)
    assert window.act_stop.isEnabled() and window.act_stop.statusTip() == ""
    match = window.controller.match
    window.stop_match()
    _title, text = questions.asked[-1]
    assert "abandoned" in text and "cannot be continued" in text      # the game's rule, in the question
    assert match.finished and match.stopped and not window.act_stop.isEnabled()
    assert "over" in window.act_stop.statusTip()
    qtbot.waitUntil(lambda: bool(window.history.statistics(game)), timeout=10000)   # in the history, once shown
    path = str(tmp_path / "stopped.lomber")
    assert window.save_file(path)
    assert window.open_file(path)
    reopened = window.controller.match
    assert reopened is not match and reopened.finished and reopened.stopped    # not to be continued
    assert window.controller.awaiting is None and not window.act_stop.isEnabled()


def test_fortuna_is_offered_a_match_that_ends(window, qtbot):
    dlg = window.new_game_dialog("fortuna")
    qtbot.waitUntil(lambda: "parties" in dlg.option_widgets, timeout=5000)
    assert dlg.option_widgets["parties"].value() == 1
    dlg.reject()


def test_watch_computers_play_is_a_toggle(window, qtbot):
    window.act_watch.trigger()
    assert window.act_watch.isCheckable() and window.act_watch.isChecked()
    assert window.controller.open_hands and not window.controller.match.finished
    window.act_watch.trigger()      # off: the demo stops
    assert not window.act_watch.isChecked() and window.controller.match.finished


def test_redo_gives_back_what_take_back_took(window, qtbot):
    assert window.start_game("ferme", SEATS, {"first_dealer": 1}, seed=5)
    first_human_turn(window, qtbot)
    c = window.controller
    legal = c.match.legal_actions()
    c.submit(legal[0])
    qtbot.waitUntil(lambda: c.awaiting == 0 or c.match.finished, timeout=10000)
    before = c.match.record()["actions"]
    assert window.practice.act_take_back.isEnabled() and not window.practice.act_redo.isEnabled()
    window.practice.take_back()
    assert len(c.match.history) < len(before) and window.practice.act_redo.isEnabled()
    window.practice.act_redo.trigger()
    assert c.match.record()["actions"] == before and c.match.practice
    assert not window.practice.act_redo.isEnabled()
    assert window.practice.act_redo.shortcut().toString() == "Ctrl+Shift+Z"


def test_deals_are_numbered_dealt_again_and_played_again_by_number(window, qtbot, monkeypatch, questions):
    assert window.start_game("ferme", SEATS, {"first_dealer": 1}, seed=4242)
    assert "4242" in window.windowTitle()
    first = window.controller.match
    assert window.deals.act_again.shortcut().toString() == "F2"
    window.deals.act_again.trigger()
    again = window.controller.match
    assert again is not first and again.seats == first.seats and again.options == first.options
    assert str(again.seed) in window.windowTitle()
    monkeypatch.setattr("lomber.ui.plaintext.ask_number", lambda *a, **k: 4242)
    window.deals.act_number.trigger()
    number = window.controller.match
    assert number.seed == 4242 and number.practice and number.start_events == replay(first.record() | {
        "actions": []}).start_events


def test_restart_this_deal_deals_the_same_cards_again(window, qtbot, questions):
    assert window.start_game("ferme", SEATS, {"first_dealer": 1}, seed=8)
    first_human_turn(window, qtbot)
    c = window.controller
    c.submit(c.match.legal_actions()[0])
    qtbot.waitUntil(lambda: c.awaiting == 0 or c.match.finished, timeout=10000)
    before, deals = c.match.record()["actions"], c.match.deals
    assert window.deals.act_restart.isEnabled() and window.deals.act_restart.shortcut().toString() == "F5"
    window.deals.act_restart.trigger()
    kept = [list(a) for a in c.match.history]
    assert c.match.deals == deals and c.match.practice and kept == before[:len(kept)] and len(kept) < len(before)
    # the deal in play from its start: none of its decisions of the human's is left, the cards are the same
    start = replay(c.match.record()).deals
    assert start == deals and not [s for s, _ in c.match.history[len(kept):] if s == 0]
    assert replay({**c.match.record(), "actions": before[:len(kept)]}).view(0)["hands"] == c.match.view(0)["hands"]
    assert window.practice.act_redo.isEnabled()


def test_every_russian_label_keeps_its_ellipsis_and_its_mnemonic():
    # «Присоединиться к сто» was cut in the file: a label that opens a dialog keeps its "…", a mnemonic its "&".
    import re
    from pathlib import Path

    ts = (Path(__file__).parents[2] / "resources" / "translations" / "lomber_ru.ts").read_text(encoding="utf-8")
    pairs = re.findall(r"<source>([^<]*)</source>\s*<translation>([^<]*)</translation>", ts)
    assert len(pairs) > 800
    cut = [(s, t) for s, t in pairs if s.endswith("…") != t.endswith("…") or s.count("&amp;") != t.count("&amp;")]
    assert cut == []


def test_the_prompt_and_the_choosing_hint_are_two_sentences(qtbot):
    from lomber.engine.actions import Action
    from lomber.ui.table.actionbar import ActionBar

    bar = ActionBar()
    qtbot.addWidget(bar)
    bar.set_game("fly")
    legal = [Action("exchange", cards=("7C",)), Action("exchange", cards=("7C", "8D")), Action("keep"),
             Action("fold")]
    bar.show_choices(legal, "Your score: 25 — Exchange, Keep or Fold", ["7C", "8D", "QH", "AS", "9S"])
    assert bar.prompt.text() == "Your score: 25 — Exchange, Keep or Fold. Click cards in your hand to choose them."
    bar.show_choices(legal, "Exchange, Keep or Fold.", ["7C", "8D", "QH", "AS", "9S"])
    assert bar.prompt.text() == "Exchange, Keep or Fold. Click cards in your hand to choose them."


def test_at_a_hot_seat_table_nobody_is_you(window, qtbot):
    seats = [Seat("You", "human"), Seat("Player 2", "human"), Seat("C", "ai", "easy")]
    assert window.start_game("ferme", seats, {"first_dealer": 2}, seed=3)
    qtbot.waitUntil(lambda: window.controller.handing_to is not None, timeout=10000)
    assert window.names()[:2] == ["Player 1", "Player 2"]
    shown = window.action_bar.reveal_button.text() + " " + window.statusBar().currentMessage() + window.log.text()
    assert "You" not in shown.replace("&", "") and "Player 1" in shown
    # one person at the screen: the default name is still "You"
    assert window.start_game("ferme", [Seat("You", "human"), Seat("B", "ai", "easy"), Seat("C", "ai", "easy")], {})
    assert window.names()[0] == "You"


def test_a_match_the_user_chose_to_leave_is_not_offered_at_the_next_start(window, qtbot, questions):
    from lomber.storage.autosave import autosave_path

    window.settings.autosave = True
    assert window.start_game("ferme", SEATS, {"first_dealer": 1}, seed=5)
    first_human_turn(window, qtbot)
    window.controller.submit(window.controller.match.legal_actions()[0])
    qtbot.waitUntil(lambda: autosave_path().exists(), timeout=10000)
    questions.yes = False
    assert not window.practice.watch()                 # No: the match and its autosave stay
    assert autosave_path().exists()
    questions.yes = True
    assert window.practice.watch()                     # Yes: left for the computers' table, not offered again
    assert not autosave_path().exists() and not window.offer_resume()


def test_f1_opens_the_rules_at_their_top(window, qtbot):
    assert window.start_game("fortuna", SEATS + [Seat("D", "ai", "easy")], {})
    qtbot.waitUntil(lambda: window.rules.game == "fortuna", timeout=10000)
    window.docks["rules"].hide()
    window.act_rules.trigger()
    qtbot.waitUntil(lambda: window.docks["rules"].isVisible(), timeout=5000)
    qtbot.wait(50)
    bar = window.rules.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == 0


def test_leaving_a_replay_leaves_no_replay_words_in_the_status_bar(window, qtbot):
    from lomber.ui.panels.replay import start_replay
    from tests.gui.test_replay import add
    from tests.reliability.matches import QUICK, random_finished

    mid = add(window.history, random_finished([g for g, _, _ in QUICK].index("ferme"), 1))
    assert start_replay(window, mid) is not None
    assert "Replay" in window.statusBar().currentMessage()
    window.replayer.leave()
    assert "Replay" not in window.statusBar().currentMessage()
    assert window.statusBar().currentMessage() == "Choose Game ▸ New game to sit down at the table."
