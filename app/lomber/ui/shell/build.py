"""The main window's parts beyond its first frame (ui/shell/frame.py): the table, the panels in their docks, the
controller, the glue between them and the menus, built in the event loop's turn after the first paint
(`MainWindow.build_rest`), or at once for the tests and scripts that make a window."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from lomber.controller import MatchController
from lomber.controller.advice_service import AdviceService
from lomber.ui.firstpaint import on_first_paint
from lomber.ui.panels.docks import LogPanel, RulesPanel, ScoresPanel
from lomber.ui.panels.hint import Hints
from lomber.ui.panels.odds import OddsPanel
from lomber.ui.panels.practice import Explainer, Practice
from lomber.ui.panels.results import DealResults, ResultPanel
from lomber.ui.shell.advice import WindowAdvice
from lomber.ui.shell.deals import Deals
from lomber.ui.shell.files import MatchFiles
from lomber.ui.shell.gluedoors import DealPause, Notices, Records, Standings, build_glue, raise_result
from lomber.ui.shell.matchlog import MatchLog
from lomber.ui.shell.menus import Labels, build_menus
from lomber.ui.shell.place import WindowPlace
from lomber.ui.shell.prefs import Preferences
from lomber.ui.table.actionbar import ActionBar
from lomber.ui.table.sound import SoundBoard
from lomber.ui.table.view import TableView
from lomber.ui.texts import tr

if TYPE_CHECKING:
    from lomber.storage.history import History
    from lomber.ui.panels.lesson import Coach
    from lomber.ui.shell.mainwindow import MainWindow


def build_window(w: MainWindow, history: History | None, ai_process: bool) -> None:
    """Everything of the window but its first frame; `ai_process`: see MainWindow."""
    # the shell's parts (each knows the window; the window only calls them)
    w.labels = Labels(w)
    w.prefs = Preferences(w)
    w.files = MatchFiles(w)
    w.match_log = MatchLog(w)
    w.notice = Notices(w.statusBar(), w.match_log.note, w.prefs.instant)
    w.notices = w.notice.said          # every message shown to the user (tests read it)
    w.place = WindowPlace(w)

    w.table_view = TableView(w)
    on_first_paint(w.table_view.viewport(), w._table_painted)
    w.scene = w.table_view.table
    w.pause = DealPause(w.table_view, w.settings, w.prefs.instant)
    w.standings = Standings(w.table_view.viewport())     # over the felt once the match is over
    w.standings.newGame.connect(lambda: w.new_game_dialog())
    w.action_bar = ActionBar(w)
    # The advisor (Hint, odds) thinks where the computer players do: its own process in the app.
    w.advisor = AdviceService(w, process=ai_process)
    advice = WindowAdvice(w, w.advisor)
    w.hints = Hints(advice, advice, w.settings.advice_hot_seat, w)
    w.hints.hotSeatChanged.connect(w._hot_seat_changed)
    w.practice = Practice(w)
    w.place.add_body()
    w.log = LogPanel(w)
    w.rules = RulesPanel(w)
    w.scores = ScoresPanel(w)
    w.odds = OddsPanel(advice, w)
    w.result_panel = ResultPanel(w)
    w.place.add_docks()
    w.deal_results = DealResults(w.result_panel,
                                    on_shown=lambda: raise_result(w.docks["result"], w.odds))
    w.records = Records(history, w.scores, w.notice.notify, w.prefs.forget_autosave)

    w.controller = MatchController(w, ai_process=ai_process)
    w.controller.attach_scene(w.scene)
    w.explainer = Explainer(w, process=ai_process)
    # The controller of the match at home; while the window sits at a network table, `controller` is that
    # seat's (controller/remote.py), with the same signals (ui/shell/netwindow.py swaps them).
    w.local_controller = w.controller
    w.hosted: Any = None   # the table this window hosts (net/host.py's Host), if any (ui/dialogs/netlobby.py)
    w.join_last = ("", "")   # the Join dialog's address and name, offered again (a wrong code loses neither)
    w.glue = build_glue(w)
    w.glue.began.connect(w._match_began)
    w.glue.wire(w.controller)
    connect_table(w)
    w.sounds = SoundBoard(w.scene, w)
    w.deals = Deals(w)      # Game ▸ Deal again, Restart this deal, Play deal number…
    build_menus(w)
    w._coach: Coach | None = None   # Help ▸ Learn to play: built after the first paint (`coach`)
    w.after_first_paint(lambda: w.coach)
    apply_settings(w)
    w._settings_ready = True
    if w.isVisible():
        w.place.watch_screen()   # shown before its place was made: watched from now


def connect_table(w: MainWindow) -> None:
    """The action bar and the table play together; what the user reads follows the table's clock: each
    event's line as the table shows it, the scores as the badges change."""
    w.action_bar.continueClicked.connect(w.glue.continue_play)
    w.action_bar.chosen.connect(w.glue.on_chosen)
    w.action_bar.revealClicked.connect(lambda: w.controller.reveal())
    w.scene.cardClicked.connect(w.action_bar.play_card)
    w.action_bar.choosing.connect(w.scene.set_chosen)        # cards chosen rise on the table
    w.action_bar.card_surface = w.table_view                 # … and are chosen there by keyboard too
    w.scene.confirmRequested.connect(w.action_bar.confirm)   # Enter on the table makes the exchange
    w.scene.eventShown.connect(w.match_log.on_shown)
    w.scene.idle.connect(w.match_log.reword_log)
    w.scene.viewSettled.connect(w.match_log.on_settled)
    w.scene.seatChanged.connect(w.match_log.on_seat_changed)
    w.glue.connect_scene_advice()

def apply_settings(w: MainWindow) -> None:
    """The window as the settings say: speed, cards, autosave, its size, place and docks; sound later."""
    w.prefs.apply_speed(w.settings.speed)
    w.prefs.set_card_style()
    w.scene.set_card_size(w.settings.card_size)
    w.prefs.set_autosave(w.settings.autosave)
    w.status(tr("Choose Game ▸ New game to sit down at the table."))
    w.place.watch_layout()
    w.place.restore_layout()
    w.after_first_paint(lambda: w.prefs.set_sound(w.settings.sound))   # QtMultimedia loads after the table
