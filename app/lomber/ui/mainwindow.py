"""The main window: menus, the table, the action bar, the log, rules and scores panels."""

from __future__ import annotations

import binascii
import sys
import traceback
from base64 import b64decode, b64encode
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence, QMoveEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QDockWidget, QFileDialog, QMainWindow, QMenu, QTabBar, QVBoxLayout, QWidget

from lomber import package_version
from lomber.controller import MatchController
from lomber.controller.advice_service import AdviceService
from lomber.controller.match_controller import AI_FAILED, AI_ILLEGAL, AI_PROCESS, PAST_EVENTS
from lomber.engine.actions import Action, parse_action
from lomber.engine.errors import IllegalAction, OptionError, PresetError, RecordError
from lomber.engine.events import Ev, Event
from lomber.engine.match import Match, Seat
from lomber.engine.records import EventTail, ReplayStopped
from lomber.engine.registry import game_ids, game_info
from lomber.settings import Settings, save_settings, setup_record
from lomber.storage.autosave import autosave_path, clear_autosave, read_autosave, write_autosave
from lomber.storage.saves import SUFFIX, open_record, save_record
from lomber.ui.actionbar import ActionBar, ActionDock, clickable_cards
from lomber.ui.errors import error_text, os_error_text
from lomber.ui.hint import Hints
from lomber.ui.language import ui_language, use_language
from lomber.ui.lesson import Coach, learn_menu
from lomber.ui.logfeed import LogFeed
from lomber.ui.odds import OddsPanel
from lomber.ui.opening import BIG_FILE, ReplayProgress
from lomber.ui.panels import INDEX, LogPanel, RulesPanel, ScoresPanel
from lomber.ui.plaintext import ask, set_tip, warning_box
from lomber.ui.plaintext import about as about_box
from lomber.ui.practice import Explainer, Practice
from lomber.ui.seatnames import is_default, shown_names
from lomber.ui.results import DealResults, ResultPanel, StandingsMaker, StandingsView, standings_lines
from lomber.ui.screenfit import first_size, fit_window
from lomber.ui.sound import Silence, SoundBoard
from lomber.ui.speeds import Speed, durations
from lomber.ui.tableview import TableView, on_first_paint
from lomber.ui.texts import CARD_BACKS, LANGUAGES, N_, GameTexts, fmt, game_name, tr

if TYPE_CHECKING:   # the dialogs and the history load when first needed, not before the table's first paint
    from lomber.storage.history import History
    from lomber.ui.dialogs import NewGameDialog
    from lomber.ui.replay import Replayer
    from lomber.ui.statistics import StatisticsWindow


# View ▸ Card size (the table's layout.CARD_SIZES), in the menu's order
CARD_SIZE_NAMES = {"auto": N_("&Automatic"), "small": N_("&Small"), "medium": N_("&Medium"), "large": N_("&Large")}
LAYOUT_VERSION = 1          # saveState's version: a layout saved by another arrangement of docks is not restored
LAYOUT_SAVE_MS = 1000       # the window's size, place and docks are written this long after they last changed
KEEP_LATEST_MS = 1000       # a settings write waiting for the table's first paint waits no longer than this


def can_stop(match: Match | None) -> bool:
    """The game settles a match stopped early (Ferme, Chemin de fer); the others cannot be stopped."""
    # a network seat's match (controller/remote.py) is stopped by its host only
    return match is not None and not getattr(match, "remote", False) and game_info(match.game_id).can_stop()


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
        self.history = history
        self.save_settings_on_close = save_settings_on_close
        self._settings_ready = False     # nothing is written while the window sets itself up from the settings
        self._settings_failed = False
        self._keep_pending = False       # a write of the settings waits for the table's first paint
        self.notices: list[str] = []          # every message shown to the user (tests read it)
        self.deal_paused = False     # the table's clock is held at a deal's end until Continue
        self._stopped_match: Match | None = None   # the match the user stopped (its record does not say so)
        self._opening: ReplayProgress | None = None   # a record being opened (ui/opening.py): one at a time
        self.standings_view: StandingsView | None = None   # over the felt once the match is over
        self.words: GameTexts | None = None     # the words of the game on the table (set when a match starts)
        self.feed: LogFeed | None = None        # the log's lines, fed as the table shows each event
        # the log's own lines, each after so many of the match's events: said again in another language
        self._notes: list[tuple[int, Callable[[], str]]] = []
        self.stats_window: StatisticsWindow | None = None   # Game ▸ Statistics (ui/statistics.py)
        self.replayer: Replayer | None = None   # a finished match replayed on the table (ui/replay.py)
        self.setWindowTitle(tr("Lomber"))

        self.painted = False
        self._rules_game = ""   # the game being played, whose rules the rules panel shows
        self._after_paint: list[Callable[[], None]] = []
        self.table_view = TableView(self)
        on_first_paint(self.table_view.viewport(), self._table_painted)
        self.scene = self.table_view.table
        self.action_bar = ActionBar(self)
        # The advisor (Hint, odds) thinks where the computer players do: its own process in the app.
        self.advisor = AdviceService(self, process=ai_process)
        self.hints = Hints(self)
        self.practice = Practice(self)
        body = QWidget(self)
        lay = QVBoxLayout(body)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        lay.addWidget(self.table_view, 1)
        lay.addWidget(self.hints.strip)
        lay.addWidget(ActionDock(self.action_bar, body))
        self.setCentralWidget(body)

        self.log = LogPanel(self)
        self.rules = RulesPanel(self)
        self.scores = ScoresPanel(self)
        self.odds = OddsPanel(self)
        self.result_panel = ResultPanel(self)
        self.docks: dict[str, QDockWidget] = {}
        for key, title, widget, area in (
            ("log", N_("Game log"), self.log, Qt.DockWidgetArea.RightDockWidgetArea),
            ("scores", N_("Scores"), self.scores, Qt.DockWidgetArea.RightDockWidgetArea),
            ("result", N_("Deal result"), self.result_panel, Qt.DockWidgetArea.RightDockWidgetArea),
            ("odds", N_("Odds"), self.odds, Qt.DockWidgetArea.RightDockWidgetArea),
            ("rules", N_("Rules"), self.rules, Qt.DockWidgetArea.LeftDockWidgetArea),
        ):
            dock = QDockWidget(tr(title), self)
            dock.setProperty("source", title)   # its English title, for a change of language
            dock.setObjectName(f"dock-{key}")
            dock.setWidget(widget)
            self.addDockWidget(area, dock)
            self.docks[key] = dock
        self.docks["rules"].hide()
        # The deal's result beside the table, never over it: a tab beside the scores, raised when a deal ends.
        self.tabifyDockWidget(self.docks["scores"], self.docks["result"])
        self.tabifyDockWidget(self.docks["scores"], self.docks["odds"])
        for dock in self.docks.values():    # Qt makes the docks' tab bars anew when docks move: each one whole
            dock.dockLocationChanged.connect(lambda *_: QTimer.singleShot(0, self, self.whole_tabs))
        QTimer.singleShot(0, self, self.whole_tabs)
        self.docks["scores"].raise_()
        self.deal_results = DealResults(self.result_panel, on_shown=self._raise_result)

        self.controller = MatchController(self, ai_process=ai_process)
        self.controller.attach_scene(self.scene)
        self.explainer = Explainer(self, process=ai_process)
        # The controller of the match at home; while the window sits at a network table, `controller` is that
        # seat's (controller/remote.py), with the same signals (ui/netwindow.py swaps them).
        self.local_controller = self.controller
        self.hosted: Any = None   # the table this window hosts (net/host.py's Host), if any (ui/netlobby.py)
        self._wire_controller(self.controller)
        self.action_bar.continueClicked.connect(self.continue_play)
        self.action_bar.chosen.connect(self._on_chosen)
        self.action_bar.revealClicked.connect(lambda: self.controller.reveal())
        self.scene.cardClicked.connect(self.action_bar.play_card)
        self.action_bar.choosing.connect(self.scene.set_chosen)        # cards chosen rise on the table
        self.action_bar.card_surface = self.table_view                 # … and are chosen there by keyboard too
        self.scene.confirmRequested.connect(self.action_bar.confirm)   # Enter on the table makes the exchange
        # What the user reads follows the table's clock: each event's line as the table shows it, the scores
        # as the badges change.
        self.scene.eventShown.connect(self._on_shown)
        self.scene.idle.connect(self._reword_log)
        self._reword = False     # the log waits to be worded again in the language in use (the table is busy)
        self.scene.viewSettled.connect(self._on_settled)
        self.scene.seatChanged.connect(self._on_seat_changed)
        self._connect_scene_advice()

        self.sounds = SoundBoard(self.scene, self)
        self._build_menus()
        self.coach = Coach(self)      # Help ▸ Learn to play (ui/lesson.py)
        self.apply_speed(self.settings.speed)
        self.set_card_style()
        self.scene.set_card_size(self.settings.card_size)
        self.set_autosave(self.settings.autosave)
        self.status(tr("Choose Game ▸ New game to sit down at the table."))
        self.resize(first_size(self))    # the screen's free area bounds it (an 800×600 screen)
        self._watch_layout()
        self.restore_layout()
        self._screen_watched = False
        self.after_first_paint(lambda: self.set_sound(self.settings.sound))   # QtMultimedia loads after the table
        self._settings_ready = True

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

    # ----- menus
    def _build_menus(self) -> None:
        bar = self.menuBar()
        # Each menu, action and bar with its English text: a change of language retranslates them in place.
        self._labels: list[tuple[Any, str]] = []
        game = self._menu(bar, N_("&Game"))
        self.act_new = self._action(game, N_("&New game…"), QKeySequence.StandardKey.New,
                                    lambda: self.new_game_dialog())
        self.act_open = self._action(game, N_("&Open…"), QKeySequence.StandardKey.Open, self.open_dialog)
        self.act_join = self._action(game, N_("&Join a table…"), None, self.join_dialog)
        self.act_save = self._action(game, N_("&Save…"), QKeySequence.StandardKey.Save, self.save_dialog)
        self.act_save.setEnabled(False)     # nothing to save until a match starts
        self.act_stop = self._action(game, N_("S&top the match"), "Ctrl+E", self.stop_match)
        self.practice.add_actions(game)
        self.act_watch = self._action(game, N_("&Watch computers play"), None, self.practice.watch)
        game.addSeparator()
        self.hints.add_actions(game)
        self.act_stats = self._action(game, N_("Stat&istics…"), None, self.show_statistics)
        self.act_replay = self._action(game, N_("&Replay a match…"), None, self.replay_dialog)
        game.addSeparator()
        self.act_autosave = self._action(game, N_("&Autosave"), None, None)
        self.act_autosave.setCheckable(True)
        self.act_autosave.setChecked(self.settings.autosave)
        self.act_autosave.toggled.connect(self.set_autosave)
        self._add_confirm_item(game)
        game.addSeparator()
        self.act_quit = self._action(game, N_("&Quit"), QKeySequence.StandardKey.Quit, self.close)

        view = self._menu(bar, N_("&View"))
        speed_menu = self._menu(view, N_("Animation &speed"))
        self.speed_group = QActionGroup(self)
        self.speed_actions: dict[str, QAction] = {}
        for i, speed in enumerate(Speed):
            key = speed.value
            a = self._action(speed_menu, speed.label, f"Ctrl+{i + 1}", lambda _=False, k=key: self.apply_speed(k))
            a.setCheckable(True)
            self.speed_group.addAction(a)
            self.speed_actions[key] = a
        lang_menu = self._menu(view, N_("&Language"))
        lang_group = QActionGroup(self)
        for key, text in LANGUAGES.items():
            a = self._action(lang_menu, text, None, lambda _=False, k=key: self.set_language(k))
            a.setCheckable(True)
            a.setChecked(key == self.settings.language)
            lang_group.addAction(a)
        self.act_four = self._action(view, N_("&Four-colour deck"), None, None)
        self.act_four.setCheckable(True)
        self.act_four.setChecked(self.settings.four_colour)
        self.act_four.toggled.connect(lambda on: self.set_card_style(four_colour=on))
        back_menu = self._menu(view, N_("Card &back"))
        back_group = QActionGroup(self)
        for key, text in CARD_BACKS.items():
            a = self._action(back_menu, text, None, lambda _=False, k=key: self.set_card_style(back=k))
            a.setCheckable(True)
            a.setChecked(key == self.settings.card_back)
            back_group.addAction(a)
        size_menu = self._menu(view, N_("Card si&ze"))
        size_group = QActionGroup(self)
        self.size_actions: dict[str, QAction] = {}
        for key, text in CARD_SIZE_NAMES.items():
            a = self._action(size_menu, text, None, lambda _=False, k=key: self.set_card_size(k))
            a.setCheckable(True)
            a.setChecked(key == self.settings.card_size)
            size_group.addAction(a)
            self.size_actions[key] = a
        view.addAction(self.table_view.act_last_trick)
        self._add_pause_item(view)
        self.explainer.add_action(view)
        self._add_sound_item(view)
        view.addSeparator()
        for key in ("log", "scores", "result", "odds", "rules"):
            view.addAction(self.docks[key].toggleViewAction())

        helpm = self._menu(bar, N_("&Help"))
        self.act_rules = self._action(helpm, N_("&Rules of this game"), QKeySequence.StandardKey.HelpContents,
                                      self.show_rules)
        self.learn_menu = self._menu(helpm, N_("&Learn to play"))
        learn_menu(self, self.learn_menu)
        self._action(helpm, N_("&About Lomber"), None, self.about)

        tools = self.addToolBar(tr("Main"))
        self._labels.append((tools, N_("Main")))
        tools.setObjectName("toolbar-main")
        for a in (self.act_new, self.act_open, self.act_save, self.act_rules, self.hints.act_hint):
            tools.addAction(a)

    def _menu(self, parent: Any, text: str) -> QMenu:
        """A menu titled with the translation of `text` (kept for a change of language)."""
        m = parent.addMenu(tr(text))
        self._labels.append((m, text))
        return m

    def _action(self, menu: Any, text: str, shortcut: Any, slot: Any) -> QAction:
        """An action labelled with the translation of `text` (kept for a change of language)."""
        a = QAction(tr(text), self)
        self._labels.append((a, text))
        if shortcut is not None:
            a.setShortcut(QKeySequence(shortcut))
        if slot is not None:
            a.triggered.connect(slot)
        menu.addAction(a)
        return a

    # ----- settings
    def set_card_style(self, four_colour: bool | None = None, back: str | None = None) -> None:
        """The four-colour deck and the card back, saved and shown at once."""
        if four_colour is not None:
            self.settings.four_colour = four_colour
        if back is not None:
            self.settings.card_back = back
        self.scene.set_card_style("four-colour" if self.settings.four_colour else "classic", self.settings.card_back)
        self.keep_settings()

    def set_card_size(self, key: str) -> None:
        """View ▸ Card size: the table reflows with cards of this size (kept in the settings)."""
        self.settings.card_size = key if key in CARD_SIZE_NAMES else "auto"
        self.scene.set_card_size(self.settings.card_size)
        self.size_actions[self.settings.card_size].setChecked(True)
        self.keep_settings()

    def apply_speed(self, key: str) -> None:
        """Set the animation speed (also the pause before a computer acts and after a deal)."""
        try:
            speed = Speed(key)
        except ValueError:
            speed = Speed.NORMAL
        self.settings.speed = speed.value
        self.scene.set_speed(speed)
        d = durations(speed)
        self.controller.ai_pause_ms = d.ai_pause_ms
        self.controller.result_pause_ms = d.result_ms
        self.speed_actions[self.settings.speed].setChecked(True)
        self.keep_settings()

    def instant(self) -> bool:
        return self.settings.speed == "instant"

    def set_language(self, key: str) -> None:
        """Show the interface in another language at once: the log too is worded again (its events and the
        window's own lines; a notice about a file or an error stays as it was said)."""
        self.settings.language = key
        self.keep_settings()
        app = QCoreApplication.instance()
        if app is not None:
            use_language(app, ui_language(self.settings))   # Qt tells every open dialog (LanguageChange)
        self.retranslate()

    def retranslate(self) -> None:
        """Every word of the window in the language in use: menus, docks, the action bar, the table's captions,
        the rules and scores panels, the prompt and an open results box."""
        for obj, text in self._labels:
            if isinstance(obj, QMenu):
                obj.setTitle(tr(text))
            elif isinstance(obj, QAction):
                obj.setText(tr(text))
            else:
                obj.setWindowTitle(tr(text))
        for dock in self.docks.values():
            dock.setWindowTitle(tr(dock.property("source")))
        self._tell_silence()
        match = self.controller.match
        self.setWindowTitle(fmt(tr("Lomber — %1"), game_name(match.game_id)) if match is not None else tr("Lomber"))
        self.log.retranslate()
        self.explainer.retranslate()
        self._rename_seats()
        self.scores.retranslate()
        self.rules.retranslate()
        self._fill_rules()
        self.action_bar.retranslate()
        self.scene.retranslate()
        self.result_panel.retranslate()
        if self.standings_view is not None:
            self.standings_view.retranslate()
        from lomber.ui.dialogs import NewGameDialog
        for dialog in self.findChildren(NewGameDialog):   # at once; its LanguageChange event only comes later
            dialog.retranslate()
        self._refresh_prompt()
        self.hints.retranslate()
        self.odds.retranslate()
        self.coach.retranslate()
        if "table" in self.docks and self.docks["table"].widget() is not None:
            self.docks["table"].widget().retranslate()   # the hosted table's lobby (ui/netlobby.py)

    def _rename_seats(self) -> None:
        """Default seat names in the language in use (badges, scores, the log's words), then the log again."""
        match = self.controller.match
        if match is None or self.words is None:
            return
        names = self.names()
        self.words.names = list(names)
        self.scene.rename(names)
        self.scores.rename(names)
        self._reword = True
        self._reword_log()

    def _reword_log(self) -> None:
        """The log in the language in use, once the table shows every event (else lines would come twice)."""
        if not self._reword or self.scene.busy() or self.controller.match is None:
            return
        self._reword = False
        self.rebuild_log(self.controller.shown_events())

    def _refresh_prompt(self) -> None:
        """Say again what the table waits for (after a change of language)."""
        c = self.controller
        if c.match is None:
            self.status(tr("Choose Game ▸ New game to sit down at the table."))
        elif c.match.finished:
            self.action_bar.set_prompt(tr("The match is over. Game ▸ New game for another."))
            self.status(tr("The match is over. Game ▸ New game for another."))
        elif self.deal_paused:
            self._on_deal_paused()
        elif c.awaiting is not None:
            self._on_prompt(c.awaiting, c.match.legal_actions())
        elif c.handing_to is not None:
            self._on_handoff(c.handing_to)
        elif c.thinking_seat is not None:
            self._on_thinking(c.thinking_seat)

    def set_autosave(self, on: bool) -> None:
        self.settings.autosave = on
        self.controller.on_record = self._autosave if on else None
        self.keep_settings()

    @staticmethod
    def _forget_autosave() -> None:
        """The autosaved match is over or was left for another: it is never offered again."""
        try:
            clear_autosave()
        except OSError:
            pass

    def _autosave(self, record: dict[str, Any]) -> None:
        try:
            write_autosave(record)
        except OSError as exc:
            self.set_autosave(False)
            self.act_autosave.setChecked(False)
            self.notify(fmt(tr("Autosave failed and is off now: %1"), os_error_text(exc)))

    # ----- messages
    def status(self, text: str, ms: int = 0) -> None:
        """Show a prompt in the status bar (untouched if it already says so: no needless repaint)."""
        if self.statusBar().currentMessage() != text:
            self.statusBar().showMessage(text, ms)

    def notify(self, text: str, warn: bool = True) -> None:
        """Tell the user (status bar, log, and a box that does not block the table)."""
        self.notices.append(text)
        self.status(text, 10000)
        self.note(text)
        if warn and not self.instant():
            box = warning_box(tr("Lomber"), text, self)
            box.setModal(False)
            box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            box.show()

    # ----- games
    def new_game_dialog(self, game: str | None = None) -> NewGameDialog:
        """Open the new-game dialog (not blocking) on `game`, else the last game played; OK starts the game."""
        from lomber.ui.dialogs import NewGameDialog
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
            self._forget_autosave()
        self.settings.last_game = game
        if seats and seats[0].kind == "human":
            self.settings.player_name = "" if is_default(seats[0].name) else seats[0].name
        self.keep_settings_after_paint()
        return True

    def _start_from_dialog(self, dlg: NewGameDialog) -> None:
        """Start what the dialog says; its seats and options are offered the next time this game is chosen."""
        game, seats, options = dlg.setup()
        network = dlg.network_seats()
        if network:
            from lomber.ui.netlobby import open_table
            if open_table(self, game, seats, network, options) is not None:
                self.settings.last_game = game
                self.settings.setups[game] = setup_record(seats, options)
                self.keep_settings()
            return
        if self.start_game(game, seats, options):
            self.settings.setups[game] = setup_record(seats, options)
            self.keep_settings()

    def join_dialog(self) -> None:
        """Game ▸ Join a table… (ui/netwindow.py; the network loads when first used)."""
        from lomber.ui.netwindow import join_dialog
        join_dialog(self)

    def leave_table(self) -> None:
        """A network seat is left, or the table hosted here closed, for the window's own table (a new game, an
        opened match)."""
        if self.hosted is not None:
            from lomber.ui.netlobby import close_table
            close_table(self)
        if self.controller is not self.local_controller:
            from lomber.ui.netwindow import leave_table
            leave_table(self)

    def resume(self, match: Match, past: EventTail | None = None) -> None:
        """Continue a match from where its record stopped (`past`: its last events, as its replay kept them)."""
        self.leave_table()
        self.controller.start(match, past)
        if match.finished:
            # the standings without their title: the log's last event line already says who won
            summary = match.summary()
            self.note(lambda: tr("This match is over."))
            for i in range(1, len(standings_lines(summary, self.words))):
                self.note(lambda i=i: standings_lines(summary, self.words)[i])
            self.status(tr("The match is over. Game ▸ New game for another."))
            self.show_standings(match.summary())
        else:
            self.note(lambda: tr("The match continues where it stopped."))

    def offer_resume(self) -> bool:
        """At start: offer the autosaved match, if any. True if it was resumed."""
        past = EventTail(PAST_EVENTS)
        with self._replaying(autosave_path()) as progress:
            if progress is None:
                return False
            try:
                match, problem = read_autosave(progress=progress, events=past)
            except ReplayStopped:     # the autosave stays as it is: offered again at the next start
                self.status(tr("Opening was cancelled."), 5000)
                return False
        if problem:
            print(f"lomber: the autosave: {problem}", file=sys.stderr)
            self.notify(fmt(tr("The autosaved match could not be read and was kept aside: %1"), error_text(problem, inner=True)))
        if match is None:
            return False
        if ask(self, tr("Resume?"), fmt(tr("A match of %1 was not finished. Continue it?"), game_name(match.game_id))):
            self.resume(match, past)
            return True
        return False

    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, tr("Open a saved match"), str(Path.home()),
                                              tr("Saved matches (*.lomber *.json)"))
        if path:
            self.open_file(path, ask=True)

    def open_file(self, path: str, ask: bool = False) -> bool:
        """Open a saved match; `ask`: a match in progress is left only if the user says so (see confirm_leave)."""
        past = EventTail(PAST_EVENTS)
        with self._replaying(Path(path)) as progress:
            if progress is None:
                return False
            try:
                _data, match = open_record(path, progress, past)
            except ReplayStopped:
                self.status(tr("Opening was cancelled."), 5000)
                return False
            except RecordError as exc:
                self.notify(fmt(tr("This file cannot be opened: %1"), error_text(exc, inner=True)))
                return False
        if ask and not self.confirm_leave(tr("A match of %1 is in progress. Leave it and open %2?"), Path(path).name):
            return False
        self.resume(match, past)
        return True

    @contextmanager
    def _replaying(self, path: Path) -> Iterator[ReplayProgress | None]:
        """The progress of opening a record (ui/opening.py); None while another is being opened (a second start
        asking for a file while the first is replayed waits for nobody: it is refused)."""
        if self._opening is not None:
            self.status(tr("Another saved match is being opened."), 5000)
            yield None
            return
        with ReplayProgress(self) as progress:
            self._opening = progress
            try:
                with suppress(OSError):
                    if path.stat().st_size > BIG_FILE:
                        progress.reading()
                yield progress
            finally:
                self._opening = None

    def save_dialog(self) -> None:
        if self.controller.match is None:
            self.notify(tr("There is no match to save."), warn=False)
            return
        path, _ = QFileDialog.getSaveFileName(self, tr("Save the match"),
                                              str(Path.home() / f"{self.controller.match.game_id}{SUFFIX}"),
                                              tr("Saved matches (*.lomber)"))
        if path:
            self.save_file(path if Path(path).suffix else path + SUFFIX)

    def save_file(self, path: str) -> bool:
        if self.controller.match is None:
            return False
        try:
            save_record(self.controller.match, path)
        except OSError as exc:
            self.notify(fmt(tr("The match could not be saved: %1"), os_error_text(exc)))
            return False
        self.status(fmt(tr("Saved to %1"), path), 5000)
        return True

    def stop_match(self) -> None:
        """End the match now, settled as the game's rules say."""
        if self.controller.match is None or self.controller.match.finished:
            self.notify(tr("There is no match in progress."), warn=False)
            return
        if not can_stop(self.controller.match):
            self.notify(fmt(tr("A match of %1 cannot be stopped early: play it out or start a new game."),
                            game_name(type(self.controller.match).game_id)), warn=False)
            return
        if not self.confirm_leave(tr("Stop the match of %1 now? It is settled as its rules say and cannot be "
                                     "continued.")):
            return
        match = self.controller.match
        self._end_pause()
        if self.controller.stop_match():
            self._stopped_match = match
            self.note(lambda: tr("The match was stopped."))
            self._stopped()

    def show_statistics(self) -> None:
        """Game ▸ Statistics: every game's figures per player, and a chart (ui/statistics.py)."""
        from lomber.ui.statistics import show_statistics
        show_statistics(self, self._rules_game or self.settings.last_game or None)

    def replay_dialog(self) -> None:
        """Game ▸ Replay a match: choose a finished match and step through it on the table (ui/replay.py)."""
        from lomber.ui.replay import choose_replay
        choose_replay(self)

    def show_rules(self) -> None:
        if not self._rules_game:
            self._fill_rules()      # no match yet: the list of the games (a match fills it after its first paint)
        self.docks["rules"].show()
        self.docks["rules"].raise_()
        self.rules.setFocus()

    def about(self) -> None:
        about_box(self, tr("About Lomber"),
                  fmt(tr("Lomber %1\n\nA card table for forgotten games: %2."), package_version(),
                      ", ".join(game_name(g) for g in game_ids())))

    # ----- controller signals
    def names(self) -> list[str]:
        """The seats' names as shown: a default name in the language in use."""
        return shown_names(self.controller.names())

    def _on_started(self, game: str, names: list[str], viewer: int) -> None:
        self._end_pause()
        names = shown_names(names)
        self.close_standings()
        self.words = GameTexts(game, list(names))
        self._address_user()
        self.feed = LogFeed(self.words)
        self._notes = []
        self.deal_results.start(self.words)
        self.scene.setup(game, list(names), viewer)
        self.sounds.set_game(game)
        self.scene.set_curtain(None)
        self.action_bar.set_game(game)
        self.action_bar.disable_all()
        self.action_bar.set_prompt("")     # the last match's prompt is not this one's (its draw for the dealer)
        self.scores.set_names(list(names), game)
        if self.history is not None:
            self.scores.set_stats(**self.history.stats(game))
        self._rules_game = game
        self.after_first_paint(self._fill_rules)   # Markdown for a dock mostly hidden: not before the table
        self.log.clear()
        self.note(lambda: fmt(tr("A match of %1 begins."), game_name(game)))
        self.status(fmt(tr("A match of %1 begins."), game_name(game)))
        if self.controller.random_seats:
            self.note(lambda: tr("The computer players of this game are not installed; they play at random."))
        self.setWindowTitle(fmt(tr("Lomber — %1"), game_name(game)))
        # Only games whose rules say how to settle an unfinished match offer to stop it.
        self.act_stop.setEnabled(can_stop(self.controller.match))
        self.act_save.setEnabled(True)

    def _fill_rules(self) -> None:
        """The rules of the game being played, each option marked with its value at this table; with no match
        the list of the games (or the game the user chose there), in the language in use."""
        if not self._rules_game:
            lang = ui_language(self.settings)
            if self.rules.from_index and self.rules.game:
                if self.rules.lang != lang:
                    self.rules.show_game(self.rules.game, lang, from_index=True)
            elif self.rules.shown != (INDEX, lang):
                self.rules.show_index(lang)
            return
        match = self.controller.match
        options = dict(match.options) if match is not None and match.game_id == self._rules_game else None
        lang, names = ui_language(self.settings), self.names()
        if self.rules.shown != (self._rules_game, lang, sorted((options or {}).items()), list(names)):
            self.rules.show_game(self._rules_game, lang, options, names)

    def set_history(self, history: History) -> None:
        """The history of matches, opened after the first paint; the scores panel shows its figures."""
        self.history = history
        self.tell_history_problem(history)
        if history.set_aside_matches:
            self.notify(fmt(tr("%n finished match(es) could not be added to the history and were kept in %1.",
                               len(history.set_aside_matches)), history.set_aside_matches[0].parent))
        if self._rules_game:
            self.scores.set_stats(**history.stats(self._rules_game))

    def _on_events(self, events: list, view: dict) -> None:
        self.deal_results.batch(events, view)
        self.scene.show_events(events, view)

    # ----- the log, the scores and the results follow the table
    def note(self, text: str | Callable[[], str]) -> None:
        """A line of the log's own (not an event's): kept in its place when the log is rebuilt. Given as a
        function of no arguments, it is worded again after a change of language (else it stays as said)."""
        say = text if callable(text) else (lambda: text)
        self._notes.append((self.controller.events_seen, say))
        self.log.add_lines([say()])

    def _on_shown(self, e: Event) -> None:
        """The table shows `e` now: its log line, the deal's result when the deal ends."""
        if self.feed is None:
            return
        lines = self.feed.push(e)
        # A computer's decision: its line, clicked, says why it played it (View ▸ Explain computer moves).
        self.log.add_lines(lines)
        if e.kind == Ev.ACTION:
            tag = self.explainer.shown(e.seat)
            if lines:     # the decision's own line is the last
                self.log.tag_last(tag)
            self.scene.set_turn(e.seat)     # a forced decision too: the gold edge is on whoever the table shows
            if lines:
                self.status(lines[-1])
        elif e.kind == Ev.DEAL_END:
            # The last decision's line ("Player 2: plays K♠") is not news once the deal is settled: its result is.
            self.status(lines[-1] if lines else "")
        self.deal_results.shown(e)
        if self._pause_here(e):
            # View ▸ Pause after each deal: the table's clock stops on the showdown (the next deal's start may be
            # in the same batch); the controller, which waits for the table, waits too.
            self.deal_paused = True
            self.scene.queue.hold(True)
            self._on_deal_paused()

    def _on_settled(self, view: dict) -> None:
        if self.feed is not None:
            self.log.add_lines(self.feed.flush())

    def _on_seat_changed(self, seat: int) -> None:
        """A badge changed: the scores panel says the same (never ahead of the table)."""
        badges = self.scene.badges()
        if 0 <= seat < len(badges):
            b = badges[seat]
            self.scores.show_seat(seat, b.stack, b.score, b.roles, b.out, b.score_parts)

    def rebuild_log(self, events: list[Event]) -> None:
        """The log anew from the match's events so far (masked for the screen) and the log's own lines."""
        if self.words is None:
            return
        feed = LogFeed(self.words)
        first = self.controller.events_seen - len(events)
        notes = [(pos, say()) for pos, say in self._notes]
        lines: list[str] = []
        k = 0
        for i, e in enumerate(events, first):
            while k < len(notes) and notes[k][0] <= i:
                lines += feed.flush()
                lines.append(notes[k][1])
                k += 1
            lines += feed.push(e)
        lines += feed.flush()
        lines += [text for _, text in notes[k:]]
        self.log.clear()
        self.log.add_lines(lines)
        self.feed = LogFeed(self.words)

    def _on_view_changed(self, viewer: int, view: dict, events: list) -> None:
        """Redraw at once (a resumed or opened match, a hot-seat switch): the table, its counts and the log."""
        self.scene.set_viewer(viewer)
        if not self.controller.curtain:
            self.scene.set_curtain(None)
        self._address_user()
        self.scene.sync(view, events)
        self.rebuild_log(events)
        self.deal_results.restore(events, view)

    def _on_prompt(self, seat: int, legal: list) -> None:
        self.scene.set_turn(seat)
        if seat in self.controller.remote:
            # A network player's decision: he is asked at his own screen (net/host.py), never here.
            self.action_bar.disable_all()
            self.action_bar.set_prompt("")
            self.status(fmt(tr("Waiting for %1…"), self.names()[seat]))
            return
        self.scene.set_playable(clickable_cards(legal))
        view = self.controller.match.view(seat) if self.controller.match is not None else {}
        text = self.words.prompt(view, legal)     # what matters now, then the choices: "Your point: 5 — Draw or Stand"
        self.action_bar.show_choices(legal, text, self.scene.hand_order())
        self.status(text)

    def _on_thinking(self, seat: int) -> None:
        self.scene.set_turn(seat)
        self.action_bar.disable_all()
        self.action_bar.set_prompt("")
        self.status(fmt(tr("%1 is thinking…"), self.names()[seat]))

    def _on_handoff(self, seat: int) -> None:
        name = self.names()[seat]
        self.scene.set_turn(seat)
        self.scene.set_curtain(fmt(tr("%1's turn. Others, please look away."), name))
        self.action_bar.show_reveal(name)
        self.status(fmt(tr("Pass the screen to %1."), name))
        self._address_user()
        self.rebuild_log(self.controller.shown_events())   # beside the curtain: only what everyone may know
        self.result_panel.retranslate()                     # nobody is "you" behind the curtain

    def _on_chosen(self, action: Action) -> None:
        if self.coach.allow(action):      # in a lesson, a move other than the step's is explained, not made
            self.controller.submit(action)

    def learn(self, game: str) -> bool:
        """Help ▸ Learn to play GAME: its guided first deal (a lesson left half-way is offered to continue)."""
        return self.coach.offer(game)

    def _on_acted(self, seat: int, action: Action) -> None:
        self.action_bar.disable_all()
        self.scene.set_playable(set())

    # ----- the user's own seat, the deal's result and the standings (ui/results.py)
    def _address_user(self) -> None:
        """The seat on screen, if a human's, is "you" in the log, the prompt and the results (None behind the
        curtain, or when only computers play)."""
        if self.words is None:
            return
        match, seat = self.controller.match, self.controller.screen()
        human = match is not None and seat is not None and 0 <= seat < len(match.seats) \
            and match.seats[seat].kind == "human"
        self.words.you = seat if human else None

    def _raise_result(self) -> None:
        """A deal ended: its result's tab comes to the front (if the user keeps the panel open and is not reading
        the odds)."""
        dock = self.docks["result"]
        # Someone watching the odds (a tab of the same group) keeps them: they are about the coming decision.
        if not dock.isHidden() and not self.odds.in_view():
            dock.raise_()

    def show_standings(self, summary: dict) -> StandingsView | None:
        """The match's standings over the felt's free middle, clear of every seat and hand."""
        self.close_standings()
        if self.words is None:
            return None
        view = StandingsView(self.table_view.viewport(), StandingsMaker(summary, self.words),
                             lambda: self.new_game_dialog())
        self.standings_view = view
        view.destroyed.connect(lambda *_: self._forget_standings(view))
        view.place()
        view.show()
        view.raise_()
        return view

    def close_standings(self) -> None:
        if self.standings_view is not None:
            self.standings_view.close()
            self.standings_view.deleteLater()
            self.standings_view = None

    def _forget_standings(self, view: StandingsView) -> None:
        if self.standings_view is view:
            self.standings_view = None

    def _on_match_ended(self, summary: dict) -> None:
        # who won: the match's end already said it
        for i in range(1, len(standings_lines(summary, self.words))):
            self.note(lambda i=i: standings_lines(summary, self.words)[i])
        self.scene.set_turn(None)
        self.scene.set_playable(set())
        self.scene.set_curtain(None)    # a hot-seat match stopped behind the curtain: nobody's turn is left
        self.action_bar.disable_all()
        self.act_stop.setEnabled(False)
        self.action_bar.set_prompt(tr("The match is over. Game ▸ New game for another."))   # not a stale turn
        self.status(tr("The match is over. Game ▸ New game for another."))
        if getattr(self.controller, "open_hands", False):
            # Game ▸ Watch is a demo: not in the history, and the autosave on disk is another match's.
            self.show_standings(summary)
            return
        # A lesson is not a match: not in the history, and the autosave (of a real match left for it) stays; a
        # network seat's match is the host's to record.
        if (self.controller.match is not None and not self.coach.active()
                and not getattr(self.controller.match, "remote", False)):
            # Into the history first, then the autosave goes: a kill between the two loses nothing.
            self.record_finished(self.controller.match, stopped=self._stopped_match is self.controller.match)
        if not self.coach.active():
            self._forget_autosave()   # whatever the setting: one switched off mid-match left the match's autosave
        self.show_standings(summary)

    def tell_history_problem(self, history: History) -> None:
        """Say what is wrong with the history, if anything (a damaged one was kept aside, a locked one waits)."""
        from lomber.storage.history import State

        if history.state is State.RECOVERED and history.aside is not None:
            self.notify(fmt(tr("The history of matches was damaged; it was kept as %1 and a new one was started."),
                            history.aside.name))
        elif history.state is State.UNAVAILABLE:
            print(f"lomber: the history: {history.detail}", file=sys.stderr)
            self.notify(tr("The history of matches cannot be used now; finished matches are kept and added later."))
        elif history.state is State.NEWER:
            self.notify(tr("The history of matches was written by a newer Lomber: it is shown but not changed."))
        elif history.state is State.REMADE:
            print(f"lomber: the history: {history.detail}", file=sys.stderr)
            self.notify(tr("The history of matches was removed while Lomber ran (its folder deleted?); a new one "
                           "was started."))

    def record_finished(self, match: Match, stopped: bool = False) -> None:
        """Put a finished match into the history; without one (not open yet, or unavailable) it waits queued."""
        from lomber.storage.history import Added  # sqlite loads after the first paint, not with the window
        from lomber.storage.pending import queue_match

        record = match.record()
        if self.history is not None:
            state = self.history.state
            outcome = self.history.add_match(record, stopped)
            if self.history.state is not state:   # found gone, damaged or locked while adding: said once
                self.tell_history_problem(self.history)
            self.scores.set_stats(**self.history.stats(match.game_id))
            if outcome is not Added.FAILED:
                return
        else:
            try:
                queue_match(record, stopped)
                return
            except OSError:
                pass
        self.notify(tr("This match could not be added to the history (the disk may be full)."))

    def _on_problem(self, kind: str, seat: int, detail: object) -> None:
        """Tell the user in his language; the detail in English goes to the terminal, for a bug report."""
        name = self.names()[seat] if 0 <= seat < len(self.names()) else str(seat)
        if kind == AI_FAILED:
            text = fmt(tr("The computer player %1 failed; a safe move was made for it."), name)
        elif kind == AI_ILLEGAL:
            text = fmt(tr("The computer player %1 chose a move the rules do not allow (%2); a safe move was made "
                          "for it."), name, self._move_words(detail))
        elif kind == AI_PROCESS:
            text = tr("The computer players could not run in their own process; they think in the window's "
                      "process now.")
        elif kind.startswith("net-"):   # a network seat's (controller/remote.py)
            from lomber.controller.remote import NET_FAILED
            from lomber.ui.netwindow import problem_text

            print(f"lomber: {kind} seat {seat}: {detail}", file=sys.stderr)
            self.notify(problem_text(kind, detail), warn=kind == NET_FAILED)
            return
        elif isinstance(detail, BaseException):
            text = fmt(tr("Not allowed: %1"), error_text(detail, self.words, inner=True))
        else:
            text = tr("Not allowed.")
        print(f"lomber: {kind} seat {seat}: {detail}", file=sys.stderr)
        self.notify(text, warn=False)

    def _move_words(self, text: object) -> str:
        """A move a computer player chose, in the table's words (its text if the words do not know it)."""
        try:
            parse_action(str(text))
        except IllegalAction:
            return tr("a move that cannot be read")
        return self.words.bubble(str(text)) if self.words else str(text)

    # ----- the advisor: the Hint and the odds panel follow the controller and the table
    def _wire_controller(self, c: Any) -> None:
        """The window follows this controller's signals (a MatchController, or a network seat's); each link is
        kept, so that `_unwire_controller` cuts exactly these (others, e.g. the replay's, stay)."""
        hints, odds = self.hints, self.odds
        self._wired: list[tuple[Any, Any]] = [
            (c.started, self._on_started), (c.eventsReady, self._on_events), (c.viewChanged, self._on_view_changed),
            (c.prompt, self._on_prompt), (c.thinking, self._on_thinking), (c.handoff, self._on_handoff),
            (c.acted, self._on_acted), (c.matchEnded, self._on_match_ended), (c.problem, self._on_problem),
            # the advisor: the Hint and the odds panel follow the controller
            (c.started, lambda *_: (self.advisor.reset(), hints.clear(), odds.start())),
            (c.prompt, lambda *_: (hints.clear(), odds.decision())),
            (c.acted, lambda *_: (hints.clear(), odds.acted())),
            (c.thinking, lambda *_: hints.refresh()),
            (c.handoff, lambda *_: (hints.clear(), odds.curtain())),
            (c.viewChanged, lambda _viewer, view, _events: (hints.clear(), odds.view_changed(view))),
            (c.matchEnded, lambda *_: (hints.clear(), odds.ended())),
        ]
        for signal, slot in self._wired:
            signal.connect(slot)

    def _unwire_controller(self) -> None:
        for signal, slot in self._wired:
            signal.disconnect(slot)
        self._wired = []

    def _connect_scene_advice(self) -> None:
        odds = self.odds
        self.scene.eventShown.connect(odds.shown)
        self.scene.viewSettled.connect(odds.settled)
        self.docks["odds"].visibilityChanged.connect(lambda shown: odds.refresh() if shown else None)

    # ----- closing
    def closeEvent(self, event: QCloseEvent) -> None:
        self._keep_pending = False      # written below, if they are written at all
        if self.controller is not self.local_controller:
            self.controller.shutdown()      # a network seat: the host is told the seat is away
        if self.hosted is not None:
            self.hosted.close()             # a hosted table: its players are told it closed
        self.local_controller.shutdown()
        self._layout_timer.stop()
        self.sounds.shutdown()
        self.advisor.shutdown()
        self.explainer.shutdown()
        if self.save_settings_on_close:
            self.remember_layout()
            try:
                save_settings(self.settings)
            except OSError:
                pass
        if self.history is not None:
            self.history.close()
            self.history = None
        super().closeEvent(event)

    # ----- settings kept as soon as they change; the window's layout; leaving a match; sound
    def keep_settings(self) -> None:
        """Write the settings now (atomically), so that a killed app keeps them; a failure is told once."""
        if not self.save_settings_on_close or not self._settings_ready:
            return
        try:
            save_settings(self.settings)
        except OSError as exc:
            if not self._settings_failed:
                self._settings_failed = True
                self.notify(fmt(tr("Your settings could not be saved: %1"), os_error_text(exc)), warn=False)

    def keep_settings_after_paint(self) -> None:
        """keep_settings, but not before the table's first paint: a disk sync then would hold back the first
        sight of the table (a match started at launch). Written at that paint, at the latest after
        KEEP_LATEST_MS (a window that does not paint, e.g. minimized), and on closing in any case."""
        if self.painted or not self.isVisible():
            self.keep_settings()
        elif not self._keep_pending:
            self._keep_pending = True
            self.after_first_paint(self._keep_pending_settings)
            QTimer.singleShot(KEEP_LATEST_MS, self, self._keep_pending_settings)

    def _keep_pending_settings(self) -> None:
        if self._keep_pending:
            self._keep_pending = False
            self.keep_settings()

    def _watch_layout(self) -> None:
        """A moved or resized window, a dock moved, floated, shown or hidden: written once things are still."""
        self._layout_timer = QTimer(self)
        self._layout_timer.setSingleShot(True)
        self._layout_timer.setInterval(LAYOUT_SAVE_MS)
        self._layout_timer.timeout.connect(self._save_layout)
        for dock in self.docks.values():
            dock.dockLocationChanged.connect(self._layout_changed)
            dock.topLevelChanged.connect(self._layout_changed)
            dock.visibilityChanged.connect(self._layout_changed)

    def whole_tabs(self) -> None:
        """The docks' tabs say their whole titles («Счёт», «Итог сдачи», «Шансы»), never «С…»: the tab bar
        scrolls if they do not fit."""
        for bar in self.findChildren(QTabBar):
            if bar.parentWidget() is self:
                bar.setElideMode(Qt.TextElideMode.ElideNone)
                bar.setUsesScrollButtons(True)

    def _layout_changed(self, *_: object) -> None:
        if self._settings_ready and self.save_settings_on_close and self.isVisible():
            self._layout_timer.start()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        try:
            self._watch_screen()
        except Exception:  # noqa: BLE001 - never let an exception escape a Qt override
            traceback.print_exc()

    def _watch_screen(self) -> None:
        """Once shown, the window stays inside its screen's free area: now (a restored geometry from a larger
        screen, a frame the first size could only guess), after the first paint (the frame known), and each time
        it moves to another screen."""
        QTimer.singleShot(0, self, self.fit_to_screen)
        if self._screen_watched or self.windowHandle() is None:
            return
        self._screen_watched = True
        self.windowHandle().screenChanged.connect(lambda *_: QTimer.singleShot(0, self, self.fit_to_screen))
        self.after_first_paint(self.fit_to_screen)

    def fit_to_screen(self) -> bool:
        """Shrink and move the window into its screen's free area if it sticks out; True if it changed."""
        return fit_window(self)

    def moveEvent(self, event: QMoveEvent) -> None:
        super().moveEvent(event)
        try:
            self._layout_changed()
        except Exception:  # noqa: BLE001 - never let an exception escape a Qt override
            traceback.print_exc()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        try:
            self._layout_changed()
        except Exception:  # noqa: BLE001 - never let an exception escape a Qt override
            traceback.print_exc()

    def remember_layout(self) -> None:
        """The window's size, place and docks into the settings (base64 of Qt's own bytes)."""
        self.settings.window_geometry = b64encode(self.saveGeometry().data()).decode("ascii")
        self.settings.window_state = b64encode(self.saveState(LAYOUT_VERSION).data()).decode("ascii")

    def _save_layout(self) -> None:
        self.remember_layout()
        self.keep_settings()

    def restore_layout(self) -> bool:
        """The size, place and docks the settings remember; Qt checks the bytes (bad ones change nothing) and
        keeps the window on a screen. True if the geometry was restored."""
        geometry, state = _layout_bytes(self.settings.window_geometry), _layout_bytes(self.settings.window_state)
        restored = geometry is not None and self.restoreGeometry(geometry)
        if state is not None:
            self.restoreState(state, LAYOUT_VERSION)
        return restored

    def _add_confirm_item(self, menu: Any) -> None:
        self.act_confirm = self._action(menu, N_("Ask &before leaving a match"), None, None)
        self.act_confirm.setCheckable(True)
        self.act_confirm.setChecked(self.settings.confirm_leave)
        self.act_confirm.toggled.connect(self.set_confirm_leave)

    def set_confirm_leave(self, on: bool) -> None:
        """Whether a new game, an opened file or Stop asks before it ends a match a person plays."""
        self.settings.confirm_leave = on
        if self.act_confirm.isChecked() != on:
            self.act_confirm.setChecked(on)
        self.keep_settings()

    def match_at_stake(self) -> bool:
        """A match is in progress with a person at the table (a computer-only match is left without asking)."""
        m = self.controller.match
        return m is not None and not m.finished and any(s.kind == "human" for s in m.seats)

    def confirm_leave(self, question: str, *args: object, parent: QWidget | None = None) -> bool:
        """True if the match in progress may be left: none is at stake, the user turned the question off, or
        he answers Yes (No is the default: a stray Enter keeps the match). In `question` %1 is the game, %2 …
        the `args`."""
        if not self.settings.confirm_leave or not self.match_at_stake():
            return True
        text = fmt(question, game_name(self.controller.match.game_id), *args)
        text += "\n\n" + tr("Game ▸ Ask before leaving a match turns this question off.")
        left = ask(parent or self, tr("Leave the match?"), text, default_no=True)
        if left:
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

    def _end_pause(self) -> None:
        """A new match, or Stop: a table held at the last deal's end runs again."""
        if self.deal_paused:
            self.deal_paused = False
            self.scene.queue.hold(False)

    def _stopped(self) -> None:
        """Right after Stop: nothing of the stopped match can be clicked while its settlement is shown."""
        self.hints.clear()
        self.odds.ended()               # its odds are of a match that no longer goes on
        self.act_stop.setEnabled(False)
        self.action_bar.disable_all()
        self.scene.set_playable(set())
        self.scene.set_curtain(None)

    def _add_pause_item(self, menu: Any) -> None:
        self.act_pause = self._action(menu, N_("&Pause after each deal"), None, None)
        self.act_pause.setCheckable(True)
        self.act_pause.setChecked(self.settings.pause_after_deal)
        self.act_pause.toggled.connect(self.set_pause_after_deal)

    def set_pause_after_deal(self, on: bool) -> None:
        """View ▸ Pause after each deal: where a person plays, the table keeps each deal's showdown until
        Continue (a computer-only match never waits)."""
        self.settings.pause_after_deal = on
        if self.act_pause.isChecked() != on:
            self.act_pause.setChecked(on)
        if not on and self.deal_paused:
            self.continue_play()            # turned off while waiting: no reason to wait any more
        self.keep_settings()

    def _pause_here(self, e: Event) -> bool:
        """The table stops at this deal's end: the setting is on, a person plays, the match goes on, and the
        table animates (INSTANT means "wait for nothing": there the deal's result panel keeps the figures; a
        computer-only match — smoke runs, the soak, the bench — never waits)."""
        match = self.controller.match
        return (e.kind == Ev.DEAL_END and self.settings.pause_after_deal and not self.instant()
                and match is not None and not match.finished and any(s.kind == "human" for s in match.seats)
                and not self.deal_paused)

    def _on_deal_paused(self) -> None:
        self.action_bar.show_continue()
        self.status(tr("The deal is over. Continue when you are ready."))

    def continue_play(self) -> None:
        """The Continue button: the table's clock goes on (the next deal), the controller follows the table."""
        if not self.deal_paused:
            return
        self.deal_paused = False
        self.action_bar.disable_all()
        self.action_bar.set_prompt("")
        self.table_view.setFocus()
        self.scene.queue.hold(False)

    def _add_sound_item(self, menu: Any) -> None:
        self.act_sound = self._action(menu, N_("S&ound"), None, None)
        self.act_sound.setCheckable(True)
        self.act_sound.setChecked(self.settings.sound)
        self.act_sound.toggled.connect(self.set_sound)
        menu.setToolTipsVisible(True)    # the item's tooltip says why the table is silent (only it sets one)

    def set_sound(self, on: bool) -> None:
        """The table's sounds on or off (loaded the first time they are on); without QtMultimedia the item says
        what is missing and the table stays silent."""
        self.settings.sound = on
        if self.act_sound.isChecked() != on:
            self.act_sound.setChecked(on)
        self.sounds.set_enabled(on)
        self._tell_silence()
        self.keep_settings()

    def _tell_silence(self) -> None:
        """The Sound item says why the table is silent though sound is on (hovered: the status bar too)."""
        why = {Silence.NOT_INSTALLED: tr("Sound needs Lomber's optional sound package (PySide6-Addons)."),
               Silence.NO_OUTPUT: tr("No audio output was found.")}.get(self.sounds.silence, "")
        set_tip(self.act_sound, why)
        self.act_sound.setStatusTip(why)


def _layout_bytes(text: str) -> QByteArray | None:
    """Qt's layout bytes from the settings' base64, or None if there are none or they are not base64."""
    if not text:
        return None
    try:
        return QByteArray(b64decode(text, validate=True))
    except (binascii.Error, ValueError):
        return None
