"""The window as the Hint and the odds panel see it: their `AdviceSource` and the Hint's `HintTable`.

The panels never hold the window; this adapter reads what they need from it each time (the window swaps its
controller at a network table, ui/shell/netwindow.py).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from lomber.ui.panels.advicesource import Advisor, Decision, MatchState, advice_off, current_decision, match_state

if TYPE_CHECKING:
    from lomber.ui.shell.mainwindow import MainWindow
    from lomber.ui.table.actionbar import ActionBar
    from lomber.ui.table.sprites import CardSprite
    from lomber.ui.texts import GameTexts


class WindowAdvice:
    """The window's advisor, match, words, action bar, table and status bar, for the advice panels."""

    def __init__(self, window: MainWindow, advisor: Advisor) -> None:
        self._window = window
        self.advisor = advisor

    # ----- AdviceSource
    def state(self) -> MatchState:
        return match_state(self._window.controller)

    def decision(self) -> Decision | None:
        return current_decision(self._window.controller)

    def off(self) -> str | None:
        return advice_off(self._window.controller, self._window.settings.advice_hot_seat)

    def words(self) -> GameTexts | None:
        return self._window.words

    # ----- HintTable
    @property
    def action_bar(self) -> ActionBar:
        return self._window.action_bar

    def mark_card(self, card: str) -> bool:
        return self._window.table_view.mark_card(card)

    def sprites(self) -> Iterable[CardSprite]:
        return self._window.scene.sprites()

    def status(self, text: str, ms: int = 0) -> None:
        self._window.status(text, ms)

    def may_choose(self) -> bool:
        """The Hint may choose cards for the player: not inside a lesson (the lesson's step says which)."""
        return not self._window.coach.active()
