"""Layout findings of a new user's first hour, each seen on a real screen: a drawn card in Ferme goes to the right
end of the hand, a prompt is said once (the action bar's, not again in the status bar) and whole at 800×600 in
Russian, the action bar offers only the words of this step, and the table keeps its size while the panels beside
it change what they say."""

from __future__ import annotations

from lomber.engine.match import Seat
from lomber.ui.table.layout import hand_key
from tests.gui.apphelpers import ai_seats


def _my_turn(window) -> bool:
    c = window.controller
    return c.awaiting == 0 or (c.match is not None and c.match.finished)


def test_a_card_drawn_in_ferme_goes_to_the_right_end_of_the_hand(window, qtbot):
    for seed in range(1, 40):
        window.start_game("ferme", [Seat("Anna", "human")] + ai_seats(2, "easy"), {"first_dealer": 1}, seed=seed)
        qtbot.waitUntil(lambda: _my_turn(window), timeout=10000)
        c = window.controller
        if c.match.finished or "draw" not in {a.kind for a in c.match.legal_actions()}:
            continue
        before = window.scene.hand_order()
        held = len(before)
        assert c.submit("draw")
        qtbot.waitUntil(lambda held=held: len(window.scene.hand_order()) > held and not window.scene.busy(),
                        timeout=10000)
        after = window.scene.hand_order()
        if sorted(after, key=hand_key) == after:
            continue        # sorted or not, the same here: a deal where the drawn card would sort elsewhere
        assert after[:len(before)] == before and after == [str(x) for x in c.match.view(0)["hands"][0]]
        return
    raise AssertionError("no deal drew a card that sorts before the others")


def test_a_prompt_is_said_once_in_the_action_bar(window, qtbot):
    window.start_game("fly", [Seat("Anna", "human")] + ai_seats(3, "easy"), {"first_dealer": 3}, seed=2)
    qtbot.waitUntil(lambda: _my_turn(window), timeout=10000)
    prompt = window.action_bar._prompt      # the game's words (the bar adds how to choose cards)
    assert prompt and prompt not in window.statusBar().currentMessage()


def test_the_russian_fly_prompt_is_whole_at_800x600_and_only_this_steps_words_are_offered(window, qtbot):
    window.resize(784, 560)
    window.set_language("ru")
    window.start_game("fly", [Seat("Анна", "human")] + ai_seats(3, "easy"), {"first_dealer": 3}, seed=2)
    qtbot.waitUntil(lambda: _my_turn(window), timeout=10000)
    bar = window.action_bar
    qtbot.waitUntil(lambda: bar.prompt.fits(), timeout=3000)
    prompt = bar.prompt
    need = prompt.fontMetrics().boundingRect(0, 0, prompt.width(), 100000, 0x1000, prompt.displayed()).height()
    assert need <= prompt.height(), (need, prompt.height(), prompt.displayed())
    dock = bar.parentWidget().parentWidget()
    assert bar.height() <= dock.viewport().height()          # not cut by the dock (the status bar under it)
    legal = {a.kind for a in window.controller.match.legal_actions()}
    shown = {w for w, b in bar.buttons.items() if not b.isHidden()}
    assert shown <= legal | {"play-card"}, shown - legal


def test_the_table_keeps_its_size_while_the_panels_beside_it_change(window, qtbot):
    window.resize(784, 560)
    window.start_game("fly", [Seat("Anna", "human")] + ai_seats(3, "easy"), {"first_dealer": 3}, seed=2)
    qtbot.waitUntil(lambda: _my_turn(window), timeout=10000)
    window.docks["odds"].show()
    window.docks["odds"].raise_()
    qtbot.wait(50)
    size = window.table_view.size()
    long_lines = [(f"Exchange {' '.join(['10♥'] * 6)} and then some more words to wrap",
                   "+1.00 (±0.05 over 1,000,000 deals)", False, "")] * 12
    window.odds._lines(long_lines)
    qtbot.wait(50)
    assert window.table_view.size() == size
