"""The window as the match glue (ui/shell/matchglue.py) sees it: exactly the parts and calls it uses, so the glue
holds a narrow door to the window rather than the whole of it (tests/test_doors.py holds it to this list)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QDockWidget, QStatusBar

    from lomber.controller.advice_service import AdviceService
    from lomber.engine.events import Event
    from lomber.engine.match import Match
    from lomber.settings import Settings
    from lomber.storage.history import History
    from lomber.ui.dialogs.newgame import NewGameDialog
    from lomber.ui.panels.docks import LogPanel, ScoresPanel
    from lomber.ui.panels.hint import Hints
    from lomber.ui.panels.lesson import Coach
    from lomber.ui.panels.odds import OddsPanel
    from lomber.ui.panels.results import DealResults, ResultPanel
    from lomber.ui.panels.standings import StandingsView
    from lomber.ui.shell.matchlog import MatchLog
    from lomber.ui.shell.menus import Labels
    from lomber.ui.shell.prefs import Preferences
    from lomber.ui.table.actionbar import ActionBar
    from lomber.ui.table.scene import TableScene
    from lomber.ui.table.sound import SoundBoard
    from lomber.ui.table.view import TableView
    from lomber.ui.texts import GameTexts


class GlueWindow(Protocol):
    """What the match glue reads and drives of the main window."""

    # the match and what it is played with
    controller: Any                      # a MatchController, or a network seat's RemoteController
    advisor: AdviceService
    settings: Settings
    history: History | None
    words: GameTexts | None
    rules_game: str
    deal_paused: bool
    stopped_match: Match | None
    standings_view: StandingsView | None
    # the table and the panels beside it
    scene: TableScene
    table_view: TableView
    action_bar: ActionBar
    hints: Hints
    odds: OddsPanel
    scores: ScoresPanel
    log: LogPanel
    match_log: MatchLog
    result_panel: ResultPanel
    deal_results: DealResults
    coach: Coach
    sounds: SoundBoard
    docks: dict[str, QDockWidget]
    labels: Labels
    prefs: Preferences
    act_save: QAction
    act_stop: QAction

    def names(self) -> list[str]: ...
    def hot_seat_table(self) -> bool: ...
    def status(self, text: str, ms: int = 0) -> None: ...
    def notify(self, text: str, warn: bool = True) -> None: ...
    def note(self, text: str | Callable[[], str]) -> None: ...
    def rebuild_log(self, events: list[Event]) -> None: ...
    def fill_rules(self) -> None: ...
    def new_game_dialog(self, game: str | None = None) -> NewGameDialog: ...
    def after_first_paint(self, fn: Callable[[], None]) -> None: ...
    def statusBar(self) -> QStatusBar: ...
    def setWindowTitle(self, title: str) -> None: ...
