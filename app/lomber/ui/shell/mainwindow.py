"""The main window: the table with its action bar, the panels docked beside it, and the parts of the shell that
run it (ui/shell/): `menus` (the menus and toolbar), `prefs` (the settings' glue), `matchglue` (the controller's
moments on the table and panels), `matchlog` (the log on the table's clock), `files` (open, save, autosave) and
`place` (the window's layout and screen)."""

# size: one cohesive class — the window: it builds the shell's parts, hands each its doors, answers its menus

from __future__ import annotations

import traceback
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget

from lomber import package_version
from lomber.controller import MatchController
from lomber.controller.advice_service import AdviceService
from lomber.engine.errors import OptionError, PresetError
from lomber.engine.match import Match, Seat
from lomber.engine.records import EventTail
from lomber.engine.registry import game_ids, game_info
from lomber.settings import Settings, save_settings, setup_record
from lomber.ui.errors import error_text
from lomber.ui.panels.docks import INDEX, LogPanel, RulesPanel, ScoresPanel
from lomber.ui.panels.hint import Hints
from lomber.ui.panels.odds import OddsPanel
from lomber.ui.panels.practice import Explainer, Practice
from lomber.ui.panels.results import DealResults, ResultPanel
from lomber.ui.plaintext import about as about_box
from lomber.ui.plaintext import ask
from lomber.ui.seatnames import is_default
from lomber.ui.shell.advice import WindowAdvice
from lomber.ui.shell.deals import Deals, window_title
from lomber.ui.shell.files import MatchFiles
from lomber.ui.shell.gluedoors import DealPause, Notices, Records, Standings, build_glue, can_stop, raise_result
from lomber.ui.shell.language import ui_language
from lomber.ui.shell.matchlog import MatchLog
from lomber.ui.shell.menus import Labels, build_menus
from lomber.ui.shell.place import WindowPlace
from lomber.ui.shell.prefs import Preferences
from lomber.ui.shell.screenfit import first_place, first_size
from lomber.ui.table.actionbar import ActionBar
from lomber.ui.table.sound import SoundBoard
from lomber.ui.table.view import TableView, on_first_paint
from lomber.ui.texts import GameTexts, fmt, game_name, tr

if TYPE_CHECKING:   # the dialogs, the history and the lessons load when first needed, not before the first paint
    from PySide6.QtGui import QCloseEvent, QMoveEvent, QResizeEvent, QShowEvent

    from lomber.storage.history import History
    from lomber.ui.dialogs.newgame import NewGameDialog
    from lomber.ui.panels.lesson import Coach
    from lomber.ui.panels.replay import Replayer
    from lomber.ui.panels.standings import StandingsView
    from lomber.ui.panels.statistics import StatisticsWindow

__all__ = ["MainWindow", "can_stop"]

class MainWindow(QMainWindow):
    """The Lomber window; `controller` runs the match, the table view shows it."""

    firstPainted = Signal()   # the table's viewport painted for the first time

    def __init__(self, settings: Settings | None = None, history: History | None = None,
                 save_settings_on_close: bool = True, ai_process: bool = False) -> None:
        """`ai_process`: computer players think in their own process (the app, the bench); tests use a thread.

        `save_settings_on_close`: the settings are written, each time one changes and at the end; False never
        writes them (tests, smoke runs)."""
        super().__init__()
        self.settings = settings or Settings()
        self.save_settings_on_close = save_settings_on_close
        self._settings_ready = False     # nothing is written while the window sets itself up from the settings
        self.stats_window: StatisticsWindow | None = None   # Game ▸ Statistics (ui/panels/statistics.py)
        self.replayer: Replayer | None = None   # a finished match replayed on the table (ui/panels/replay.py)
        self.rules_game = ""   # the game being played, whose rules the rules panel shows
        self.painted = False
        self.docks: dict[str, QDockWidget] = {}     # the panels' docks by key (built by `place`)
        self._after_paint: list[Callable[[], None]] = []
        self.setWindowTitle(tr("Lomber"))
        # the shell's parts (each knows the window; the window only calls them)
        self.labels = Labels(self)
        self.prefs = Preferences(self)
        self.files = MatchFiles(self)
        self.match_log = MatchLog(self)
        self.notice = Notices(self.statusBar(), self.match_log.note, self.prefs.instant)
        self.notices = self.notice.said          # every message shown to the user (tests read it)
        self.place = WindowPlace(self)

        self.table_view = TableView(self)
        on_first_paint(self.table_view.viewport(), self._table_painted)
        self.scene = self.table_view.table
        self.pause = DealPause(self.table_view, self.settings, self.prefs.instant)
        self.standings = Standings(self.table_view.viewport())     # over the felt once the match is over
        self.standings.newGame.connect(lambda: self.new_game_dialog())
        self.action_bar = ActionBar(self)
        # The advisor (Hint, odds) thinks where the computer players do: its own process in the app.
        self.advisor = AdviceService(self, process=ai_process)
        advice = WindowAdvice(self, self.advisor)
        self.hints = Hints(advice, advice, self.settings.advice_hot_seat, self)
        self.hints.hotSeatChanged.connect(self._hot_seat_changed)
        self.practice = Practice(self)
        self.place.add_body()
        self.log = LogPanel(self)
        self.rules = RulesPanel(self)
        self.scores = ScoresPanel(self)
        self.odds = OddsPanel(advice, self)
        self.result_panel = ResultPanel(self)
        self.place.add_docks()
        self.deal_results = DealResults(self.result_panel,
                                        on_shown=lambda: raise_result(self.docks["result"], self.odds))
        self.records = Records(history, self.scores, self.notice.notify, self.prefs.forget_autosave)

        self.controller = MatchController(self, ai_process=ai_process)
        self.controller.attach_scene(self.scene)
        self.explainer = Explainer(self, process=ai_process)
        # The controller of the match at home; while the window sits at a network table, `controller` is that
        # seat's (controller/remote.py), with the same signals (ui/shell/netwindow.py swaps them).
        self.local_controller = self.controller
        self.hosted: Any = None   # the table this window hosts (net/host.py's Host), if any (ui/dialogs/netlobby.py)
        self.join_last = ("", "")   # the Join dialog's address and name, offered again (a wrong code loses neither)
        self.glue = build_glue(self)
        self.glue.began.connect(self._match_began)
        self.glue.wire(self.controller)
        self._connect_table()
        self.sounds = SoundBoard(self.scene, self)
        self.deals = Deals(self)      # Game ▸ Deal again, Restart this deal, Play deal number…
        build_menus(self)
        self._coach: Coach | None = None   # Help ▸ Learn to play: built after the first paint (`coach`)
        self.after_first_paint(lambda: self.coach)
        self._apply_settings()
        self._settings_ready = True

    def _connect_table(self) -> None:
        """The action bar and the table play together; what the user reads follows the table's clock: each
        event's line as the table shows it, the scores as the badges change."""
        self.action_bar.continueClicked.connect(self.glue.continue_play)
        self.action_bar.chosen.connect(self.glue.on_chosen)
        self.action_bar.revealClicked.connect(lambda: self.controller.reveal())
        self.scene.cardClicked.connect(self.action_bar.play_card)
        self.action_bar.choosing.connect(self.scene.set_chosen)        # cards chosen rise on the table
        self.action_bar.card_surface = self.table_view                 # … and are chosen there by keyboard too
        self.scene.confirmRequested.connect(self.action_bar.confirm)   # Enter on the table makes the exchange
        self.scene.eventShown.connect(self.match_log.on_shown)
        self.scene.idle.connect(self.match_log.reword_log)
        self.scene.viewSettled.connect(self.match_log.on_settled)
        self.scene.seatChanged.connect(self.match_log.on_seat_changed)
        self.glue.connect_scene_advice()

    def _apply_settings(self) -> None:
        """The window as the settings say: speed, cards, autosave, its size, place and docks; sound later."""
        self.prefs.apply_speed(self.settings.speed)
        self.prefs.set_card_style()
        self.scene.set_card_size(self.settings.card_size)
        self.prefs.set_autosave(self.settings.autosave)
        self.status(tr("Choose Game ▸ New game to sit down at the table."))
        self.resize(first_size(self))    # the screen's free area bounds it (an 800×600 screen) …
        self.move(first_place(self))     # … and it opens in its middle, frame and all
        self.place.watch_layout()
        self.place.restore_layout()
        self.after_first_paint(lambda: self.prefs.set_sound(self.settings.sound))   # QtMultimedia loads after the table

    def _hot_seat_changed(self, on: bool) -> None:
        """Game ▸ Hints and odds in hot-seat games: kept, and the odds panel says so at once."""
        self.settings.advice_hot_seat = on
        self.odds.refresh()

    @property
    def coach(self) -> Coach:
        """The lessons' coach (ui/panels/lesson.py), made when first asked for or after the first paint."""
        if self._coach is None:
            from lomber.ui.panels.lesson import Coach
            self._coach = self.glue.lessons.coach = Coach(self)
        return self._coach

    # ----- what the rest of the app and the tests call (each done by a part of the shell)
    def apply_speed(self, key: str) -> None:
        self.prefs.apply_speed(key)

    def instant(self) -> bool:
        return self.prefs.instant()

    def set_language(self, key: str) -> None:
        self.prefs.set_language(key)

    def set_card_style(self, four_colour: bool | None = None, back: str | None = None) -> None:
        self.prefs.set_card_style(four_colour, back)

    def set_autosave(self, on: bool) -> None:
        self.prefs.set_autosave(on)

    def keep_settings(self) -> None:
        self.prefs.keep_settings()

    def note(self, text: str | Callable[[], str]) -> None:
        self.match_log.note(text)

    def rebuild_log(self, events: list) -> None:
        self.match_log.rebuild_log(events)

    def continue_play(self) -> None:
        self.glue.continue_play()

    def open_file(self, path: str, ask: bool = False) -> bool:
        return self.files.open_file(path, ask)

    def offer_resume(self) -> bool:
        return self.files.offer_resume()

    def save_file(self, path: str) -> bool:
        return self.files.save_file(path)

    # ----- the window's own
    def after_first_paint(self, fn: Callable[[], None]) -> None:
        """Run `fn` once the table has painted (start-up work the first sight of the table need not wait for)."""
        if self.painted:
            QTimer.singleShot(0, fn)
        else:
            self._after_paint.append(fn)

    def _table_painted(self) -> None:
        QTimer.singleShot(0, self._first_painted)   # after this paint is on screen
        self.firstPainted.emit()

    def _first_painted(self) -> None:
        self.painted = True
        todo, self._after_paint = self._after_paint, []
        for fn in todo:
            fn()

    def retranslate(self) -> None:
        """Every word of the window in the language in use: menus, docks, the action bar, the table's captions,
        the rules and scores panels, the prompt and an open results box."""
        self.labels.retranslate()
        for dock in self.docks.values():
            dock.setWindowTitle(tr(dock.property("source")))
        self.prefs.tell_silence()
        match = self.controller.match
        self.setWindowTitle(window_title(match))
        self.log.retranslate()
        self.explainer.retranslate()
        self.match_log.rename_seats()
        self.scores.retranslate()
        self.rules.retranslate()
        self.fill_rules()
        self.action_bar.retranslate()
        self.scene.retranslate()
        self.result_panel.retranslate()
        if self.standings_view is not None:
            self.standings_view.retranslate()
        from lomber.ui.dialogs.newgame import NewGameDialog
        for dialog in self.findChildren(NewGameDialog):   # at once; its LanguageChange event only comes later
            dialog.retranslate()
        self.glue.refresh_prompt()
        self.hints.retranslate()
        self.odds.retranslate()
        self.coach.retranslate()
        if "table" in self.docks and self.docks["table"].widget() is not None:
            self.docks["table"].widget().retranslate()   # the hosted table's lobby (ui/dialogs/netlobby.py)

    def status(self, text: str, ms: int = 0) -> None:
        self.notice.status(text, ms)

    def notify(self, text: str, warn: bool = True) -> None:
        """Tell the user (status bar, log, and a box that does not block the table)."""
        self.notice.notify(text, warn)

    # ----- the state its parts own (ui/shell/gluedoors.py), read here
    @property
    def words(self) -> GameTexts | None:
        """The words of the game on the table (set when a match starts)."""
        return self.glue.words

    @property
    def standings_view(self) -> StandingsView | None:
        """The match's standings over the felt, while they are shown."""
        return self.standings.view

    @property
    def deal_paused(self) -> bool:
        """The table's clock is held at a deal's end until Continue (only `pause` sets it)."""
        return self.pause.paused

    @property
    def history(self) -> History | None:
        """The history of matches (None until it is opened after the first paint, and once closed)."""
        return self.records.history

    @history.setter
    def history(self, history: History | None) -> None:
        self.records.history = history

    def _match_began(self, game: str) -> None:
        """A match is on the table: the rules (after the first paint), the sounds and the title follow it."""
        self.rules_game = game
        self.after_first_paint(self.fill_rules)   # Markdown for a dock mostly hidden: not before the table
        self.sounds.set_game(game)
        self.setWindowTitle(window_title(self.controller.match))

    def new_game_dialog(self, game: str | None = None) -> NewGameDialog:
        """Open the new-game dialog (not blocking) on `game`, else the last game played; OK starts the game."""
        from lomber.ui.dialogs.newgame import NewGameDialog
        dlg = NewGameDialog(self, game or self.settings.last_game, self.settings.player_name, self.settings.setups)
        dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dlg.confirm = lambda: self.confirm_leave(tr("A match of %1 is in progress. Leave it for a new game?"),
                                                 parent=dlg)
        dlg.accepted.connect(lambda: self._start_from_dialog(dlg))
        dlg.learnRequested.connect(lambda game: (dlg.reject(), self.learn(game)))
        dlg.open()
        return dlg

    def start_game(self, game: str, seats: list[Seat], options: dict[str, Any], seed: int | None = None) -> bool:
        self.leave_table()
        try:
            self.controller.new_game(game, seats, options, seed)
        except (OptionError, PresetError) as exc:
            self.notify(fmt(tr("Cannot start this game: %1"), error_text(exc, game=game, inner=True)))
            return False
        if not self.settings.autosave:
            # The autosave on disk is of a match left for this one (with autosave on, the first action replaces it).
            self.prefs.forget_autosave()
        self.settings.last_game = game
        if seats and seats[0].kind == "human":
            self.settings.player_name = "" if is_default(seats[0].name) else seats[0].name
        self.prefs.keep_settings_after_paint()
        return True

    def _start_from_dialog(self, dlg: NewGameDialog) -> None:
        """Start what the dialog says; its seats and options are offered the next time this game is chosen."""
        game, seats, options = dlg.setup()
        network = dlg.network_seats()
        if network:
            from lomber.ui.dialogs.netlobby import open_table
            if open_table(self, game, seats, network, options) is not None:
                self.settings.last_game = game
                self.settings.setups[game] = setup_record(seats, options)
                self.prefs.keep_settings()
            return
        if self.start_game(game, seats, options):
            self.settings.setups[game] = setup_record(seats, options)
            self.prefs.keep_settings()

    def join_dialog(self) -> None:
        """Game ▸ Join a table… (ui/shell/netwindow.py; the network loads when first used)."""
        from lomber.ui.shell.netwindow import join_dialog
        join_dialog(self)

    def leave_table(self) -> None:
        """A network seat is left, or the table hosted here closed, for the window's own table (a new game, an
        opened match)."""
        if self.hosted is not None:
            from lomber.ui.dialogs.netlobby import close_table
            close_table(self)
        if self.controller is not self.local_controller:
            from lomber.ui.shell.netwindow import leave_table
            leave_table(self)

    def resume(self, match: Match, past: EventTail | None = None) -> None:
        """Continue a match from where its record stopped (`past`: its last events, as its replay kept them)."""
        self.leave_table()
        self.controller.start(match, past)
        if match.finished:
            from lomber.ui.panels.standings import standings_lines
            # the standings without their title: the log's last event line already says who won
            summary = match.summary()
            self.match_log.note(lambda: tr("This match is over."))
            for i in range(1, len(standings_lines(summary, self.words))):
                self.match_log.note(lambda i=i: standings_lines(summary, self.words)[i])
            self.status(tr("The match is over. Game ▸ New game for another."))
            self.glue.show_standings(match.summary())
        else:
            self.match_log.note(lambda: tr("The match continues where it stopped."))

    def stop_match(self) -> None:
        """End the match now, settled as the game's rules say."""
        if self.controller.match is None or self.controller.match.finished:
            self.notify(tr("There is no match in progress."), warn=False)
            return
        if not can_stop(self.controller.match):
            self.notify(fmt(tr("A match of %1 cannot be stopped early: play it out or start a new game."),
                            game_name(type(self.controller.match).game_id)), warn=False)
            return
        rule = game_info(self.controller.match.game_id).stop_rule
        if not self.confirm_leave(tr("Stop the match of %1 now? %2 It cannot be continued."), tr(rule)):
            return
        match = self.controller.match
        self.glue.end_pause()
        if self.controller.stop_match():
            self.records.stopped = match
            self.match_log.note(lambda: tr("The match was stopped."))
            self.glue.stopped()

    def show_statistics(self) -> None:
        """Game ▸ Statistics: every game's figures per player, and a chart (ui/panels/statistics.py)."""
        from lomber.ui.panels.statistics import show_statistics
        show_statistics(self, self.rules_game or self.settings.last_game or None)

    def replay_dialog(self) -> None:
        """Game ▸ Replay a match: choose a finished match and step through it on the table (ui/panels/replay.py)."""
        from lomber.ui.panels.replay import choose_replay
        choose_replay(self)

    def show_rules(self) -> None:
        if not self.rules_game:
            self.fill_rules()      # no match yet: the list of the games (a match fills it after its first paint)
        self.docks["rules"].show()
        self.docks["rules"].raise_()
        # a narrow window keeps a table its seats' names fit on: the rules take a quarter of it at most
        self.resizeDocks([self.docks["rules"]], [min(self.docks["rules"].width(), self.width() // 4)],
                         Qt.Orientation.Horizontal)
        self.rules.setFocus()

    def about(self) -> None:
        about_box(self, tr("About Lomber"),
                  fmt(tr("Lomber %1\n\nA card table for forgotten games: %2."), package_version(),
                      ", ".join(game_name(g) for g in game_ids())))

    def names(self) -> list[str]:
        return self.glue.names()

    def hot_seat_table(self) -> bool:
        return self.glue.hot_seat_table()

    def fill_rules(self) -> None:
        """The rules of the game being played, each option marked with its value at this table; with no match
        the list of the games (or the game the user chose there), in the language in use."""
        if not self.rules_game:
            lang = ui_language(self.settings)
            if self.rules.from_index and self.rules.game:
                if self.rules.lang != lang:
                    self.rules.show_game(self.rules.game, lang, from_index=True)
            elif self.rules.shown != (INDEX, lang):
                self.rules.show_index(lang)
            return
        match = self.controller.match
        options = dict(match.options) if match is not None and match.game_id == self.rules_game else None
        lang, names = ui_language(self.settings), self.names()
        if self.rules.shown != (self.rules_game, lang, sorted((options or {}).items()), list(names)):
            self.rules.show_game(self.rules_game, lang, options, names)

    def set_history(self, history: History) -> None:
        """The history of matches, opened after the first paint; the scores panel shows its figures."""
        self.records.take(history)
        if history.set_aside_matches:
            self.notify(fmt(tr("%n finished match(es) could not be added to the history and were kept in %1.",
                               len(history.set_aside_matches)), history.set_aside_matches[0].parent))
        if self.rules_game:
            self.records.show_stats(self.rules_game)

    def learn(self, game: str) -> bool:
        """Help ▸ Learn to play GAME: its guided first deal (a lesson left half-way is offered to continue)."""
        return self.coach.offer(game)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.hosted is not None and not self.confirm_leave(
                tr("Close the table of %1? The players seated at it are told the host closed it, and it cannot be "
                   "continued.")):
            event.ignore()          # the table stays open (Game ▸ Ask before leaving a match turns this off)
            return
        self.prefs.closing()      # written below, if they are written at all
        self.prefs.keep_on_quit()
        if self.controller is not self.local_controller:
            self.controller.shutdown()      # a network seat: the host is told the seat is away
        if self.hosted is not None:
            self.hosted.close()             # a hosted table: its players are told it closed
        self.local_controller.shutdown()
        self.place.stop()
        self.sounds.shutdown()
        self.advisor.shutdown()
        self.explainer.shutdown()
        if self.save_settings_on_close:
            self.place.remember_layout()
            try:
                save_settings(self.settings)
            except OSError:
                pass
        if self.history is not None:
            self.history.close()
            self.history = None
        super().closeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        try:
            self.place.watch_screen()
        except Exception:  # noqa: BLE001 - never let an exception escape a Qt override
            traceback.print_exc()

    def moveEvent(self, event: QMoveEvent) -> None:
        super().moveEvent(event)
        try:
            self.place.moved()
        except Exception:  # noqa: BLE001 - never let an exception escape a Qt override
            traceback.print_exc()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        try:
            self.place.moved()
        except Exception:  # noqa: BLE001 - never let an exception escape a Qt override
            traceback.print_exc()

    def match_at_stake(self) -> bool:
        """A match is in progress with a person at the table (a computer-only match is left without asking)."""
        m = self.controller.match
        if m is None and self.hosted is not None:   # a hosted table's lobby: a player has sat down
            return any(s.token is not None for s in self.hosted.seats.values())
        return m is not None and not m.finished and any(s.kind == "human" for s in m.seats)

    def confirm_leave(self, question: str, *args: object, parent: QWidget | None = None) -> bool:
        """True if the match in progress may be left: none is at stake, the user turned the question off, or
        he answers Yes (No is the default: a stray Enter keeps the match). In `question` %1 is the game, %2 …
        the `args`. A match left so is not offered again at the next start (its autosave goes)."""
        if not self.match_at_stake():
            return True
        if not self.settings.confirm_leave:
            self.prefs.forget_autosave()
            return True
        game = self.controller.match.game_id if self.controller.match is not None else self.hosted.spec.game
        text = fmt(question, game_name(game), *args)
        text += "\n\n" + tr("Game ▸ Ask before leaving a match turns this question off.")
        left = ask(parent or self, tr("Leave the match?"), text, default_no=True)
        if left:
            self.prefs.forget_autosave()     # the user chose to leave it: a restart does not offer it again
            # Once the box (and the dialog that asked) are gone, the window has the keyboard: not "no window".
            QTimer.singleShot(0, self, self.take_keyboard)
        return left

    def take_keyboard(self) -> None:
        """The window active and the table holding the keyboard (after a box or a dialog closed over it)."""
        if not self.isVisible():
            return
        self.raise_()
        self.activateWindow()
        self.table_view.setFocus(Qt.FocusReason.ActiveWindowFocusReason)
