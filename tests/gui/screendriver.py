"""The screen audit's hands (scripts/screen_audit.py): one main window at one screen size and language, driven
through every screen state; each state checked by tests/gui/screencheck.py."""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEventLoop
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from lomber.ai.registry import make_player
from lomber.engine.actions import PLAY, Action, AmountChoice
from lomber.engine.match import Seat
from lomber.engine.registry import game_ids, game_levels, match_class
from lomber.settings import Settings
from lomber.ui.dialogs.newgame import SEAT_DEFAULT
from lomber.ui.seatnames import default_name
from lomber.ui.table.speeds import Speed
from tests.gui.screencheck import audit

DECISIONS = 40          # a game's decisions played at most, looking for new kinds of decision
QUIET = 14              # … stopping once this many in a row brought nothing new


def pump(ms: int = 0) -> None:
    """Let Qt run (layouts, timers, the computer players' answers) for `ms` ms."""
    end = time.monotonic() + ms / 1000
    while True:
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
        if time.monotonic() >= end:
            return
        time.sleep(0.005)


def wait_until(cond: Callable[[], bool], timeout_ms: int = 15000) -> bool:
    end = time.monotonic() + timeout_ms / 1000
    while not cond():
        if time.monotonic() > end:
            return False
        pump(10)
    return True


def kind_of(c: object) -> str:
    """A decision's kind as the action bar shows it: its word, `+cards` when cards are chosen for it."""
    if isinstance(c, Action) and c.cards and c.kind != PLAY:
        return f"{c.kind}+cards"
    return getattr(c, "kind", str(c))


class Auditor:
    """Every state at one size and language; `findings` collects what the checks said (as dicts)."""

    def __init__(self, app: QApplication, size: str, lang: str, only: list[str]) -> None:
        self.app, self.size, self.lang, self.only = app, size, lang, only
        self.states = 0
        self.findings: list[dict] = []
        self.names: list[str] = []
        # Message boxes nobody answers: a question is answered Yes, anything else is noted and closed.
        QMessageBox.question = staticmethod(lambda *a, **k: QMessageBox.StandardButton.Yes)
        for name in ("warning", "critical", "information"):
            setattr(QMessageBox, name, staticmethod(lambda *a, **k: QMessageBox.StandardButton.Ok))

    # ----- checking
    def check(self, state: str) -> None:
        """Check what is shown now as `state`."""
        pump(30)
        self.states += 1
        self.names.append(state)
        found = audit(self.w)
        if found:       # what the screen shows once its layouts have settled (a queued resize may be due)
            pump(250)
            found = audit(self.w)
        for f in found:
            self.findings.append({"size": self.size, "lang": self.lang, "state": state, "what": f.what,
                                  "why": f.why})

    def wanted(self, part: str) -> bool:
        return not self.only or any(o in part for o in self.only)

    # ----- the whole run
    def run_all(self) -> None:
        from lomber.storage.history import History
        from lomber.ui.shell.language import use_language
        from lomber.ui.shell.mainwindow import MainWindow

        use_language(self.app, self.lang)
        # as the app's create_window makes it, computer players thinking in a thread (no process to start)
        self.w = MainWindow(Settings(language=self.lang, speed="instant"), History(), save_settings_on_close=False)
        self.w.show()
        wait_until(lambda: self.w.painted, 5000)
        self.check("first start")
        parts: list[tuple[str, Callable[[], None]]] = [("new-game", self.new_game_dialogs)]
        parts += [(game, lambda g=game: self.play(g)) for game in game_ids()]
        parts += [("hot-seat", self.hot_seat), ("lesson", self.lessons), ("network", self.network),
                  ("statistics", self.statistics), ("standings", self.standings), ("replay", self.replay)]
        for name, fn in parts:
            if self.wanted(name):
                fn()
        self.w.controller.shutdown()
        self.w.close()
        self.w.deleteLater()
        pump(20)

    def close_dialogs(self) -> None:
        for top in QApplication.topLevelWidgets():
            if isinstance(top, QDialog) and top.isVisible():
                top.reject()
        pump(10)

    def new_game_dialogs(self) -> None:
        from lomber.ui.dialogs.newgame import NewGameDialog

        for game in game_ids():
            self.w.new_game_dialog(game)
            self.check(f"new game dialog: {game}")
            # every level the game offers at the table: the note under the seats at its longest
            dialog = next(top for top in QApplication.topLevelWidgets()
                          if isinstance(top, NewGameDialog) and top.isVisible())
            levels = game_levels(game)
            dialog.seat_spin.setValue(max(dialog.seat_spin.value(), min(dialog.seat_spin.maximum(), len(levels) + 1)))
            for i in range(1, dialog.seat_spin.value()):
                dialog.set_seat(i, dialog.seat_name(i), "ai", levels[(i - 1) % len(levels)])
            self.check(f"new game dialog: {game}, every level")
            self.close_dialogs()

    def start(self, game: str, seats: list[Seat], seed: int = 3) -> None:
        self.w.start_game(game, seats, {"first_dealer": 1}, seed=seed)
        self.w.scene.set_speed(Speed.INSTANT)

    def play(self, game: str, seed: int = 3) -> None:
        """A match against computers: each new kind of decision, the deal's end, and the panels in front once."""
        cls = match_class(game)
        n = max(cls.min_players, min(cls.max_players, SEAT_DEFAULT))
        seats = [Seat(default_name(0), "human")] + [Seat(default_name(i), "ai", "easy") for i in range(1, n)]
        self.start(game, seats, seed)
        helper = make_player(game, "easy", seed)
        seen: set[frozenset[str]] = set()
        c = self.w.controller
        quiet = decisions = 0
        panels_done = paused_done = False
        made: dict[str, int] = {}
        while decisions < DECISIONS and quiet < QUIET:
            if not wait_until(lambda: c.awaiting == 0 or self.w.deal_paused or (c.match and c.match.finished)):
                break
            if c.match is None or c.match.finished:
                self.check(f"{game}: the match is over")
                break
            if self.w.deal_paused:
                if not paused_done:
                    self.check(f"{game}: a deal's end, waiting for Continue")
                    self.show_dock("result", f"{game}: the deal's result")
                    paused_done = True
                self.w.continue_play()
                pump(10)
                continue
            legal = c.match.legal_actions()
            key = frozenset(kind_of(a) for a in legal)
            quiet += 1
            if key not in seen:
                seen.add(key)
                quiet = 0
                self.check(f"{game}: {' / '.join(sorted(key))}")
                if not panels_done:
                    panels_done = True
                    self.panels(game)
            choice = helper.choose(c.match.view(0), legal)
            rare = min(legal, key=lambda a: made.get(kind_of(a), 0))   # a word seldom said leads elsewhere
            if made.get(kind_of(rare), 0) < made.get(kind_of(choice), 0) and decisions % 2:
                choice = rare
            made[kind_of(choice)] = made.get(kind_of(choice), 0) + 1
            if isinstance(choice, AmountChoice):
                choice = choice.at(choice.lo)
            decisions += 1
            c.submit(choice)
            pump(5)
        if not paused_done and c.match is not None and not c.match.finished:
            self.w.glue.say_paused()      # Instant never pauses at a deal's end: the bar as it would be
            self.check(f"{game}: a deal's end, waiting for Continue")
            self.show_dock("result", f"{game}: the deal's result")
        self.w.controller.stop()

    def show_dock(self, key: str, state: str) -> None:
        dock = self.w.docks[key]
        dock.show()
        dock.raise_()
        pump(50)
        self.check(state)

    def panels(self, game: str) -> None:
        """The hint, the odds (its figures come), the log and the rules beside the table."""
        self.w.hints.show_hint()
        wait_until(lambda: not self.w.hints.strip.isHidden(), 3000)
        self.check(f"{game}: the hint")
        self.w.docks["odds"].show()
        self.w.docks["odds"].raise_()
        pump(1500 if game in ("fly", "fortuna") else 400)
        self.check(f"{game}: the odds")
        self.show_dock("log", f"{game}: the log")
        self.w.show_rules()
        pump(50)
        self.check(f"{game}: the rules")
        self.w.docks["rules"].hide()
        self.w.docks["scores"].raise_()

    def hot_seat(self) -> None:
        """Two people at one screen: "pass the screen to …" with its button."""
        seats = [Seat("Anna", "human"), Seat("Boris", "human"), Seat(default_name(2), "ai", "easy")]
        self.start("fly", seats, 2)
        bar = self.w.action_bar
        c = self.w.controller
        for _ in range(6):
            if wait_until(lambda: not bar.reveal_button.isHidden(), 3000):
                self.check("hot-seat: pass the screen")
                break
            if c.awaiting is not None:
                c.submit(c.match.legal_actions()[0])
        self.w.controller.stop()

    def lessons(self) -> None:
        from lomber.ui.panels.lessons import lesson
        from tests.gui.lessondriver import press

        coach = self.w.coach
        for game in game_ids():
            found = lesson(game)
            coach.start(found)
            self.w.scene.set_speed(Speed.INSTANT)
            self.w.controller.ai_pause_ms = self.w.controller.result_pause_ms = 0
            done: set[int] = set()
            while coach.active() and len(done) < len(found.steps):
                if not wait_until(lambda: coach.panel.isVisible() or not coach.active(), 8000):
                    break
                if not coach.active():
                    break
                step = coach.step
                if step in done:
                    break
                done.add(step)
                self.check(f"lesson {game}: step {step + 1}")
                current = coach.current()
                if current.expect is None:
                    coach.panel.next.click()
                else:
                    press(self.w, current.expect)
                pump(20)
            coach.finish_quietly()
            self.w.controller.stop()

    def network(self) -> None:
        from lomber.ui.dialogs.netlobby import close_table, open_table
        from lomber.ui.shell.netwindow import join_dialog

        dlg = join_dialog(self.w)
        self.check("network: join a table")
        dlg.reject()
        seats = [Seat(default_name(0), "human"), Seat(default_name(1), "human"), Seat(default_name(2), "ai", "easy")]
        if open_table(self.w, "fortuna", seats, frozenset({1}), {}, bind="127.0.0.1") is not None:
            pump(50)
            self.check("network: the table open, waiting for players")
            close_table(self.w)
        pump(10)

    def statistics(self) -> None:
        from tests.reliability.matches import QUICK, random_finished

        history = self.w.history
        if not history.matches():
            for i in range(len(QUICK)):
                history.add_match(random_finished(i, 1))
        self.w.show_statistics()
        dlg = self.w.stats_window
        for i in range(dlg.tabs.count()):
            dlg.tabs.setCurrentIndex(i)
            self.check(f"statistics: {dlg.tabs.tabText(i)}")
        dlg.close()

    def standings(self) -> None:
        """A finished match opened: its standings over the felt."""
        from tests.reliability.matches import QUICK, random_finished, replayed

        for i, (game, _n, _options) in enumerate(QUICK):
            self.w.resume(replayed(random_finished(i, 1)))
            self.w.scene.set_speed(Speed.INSTANT)
            wait_until(lambda: self.w.standings_view is not None and self.w.standings_view.isVisible(), 3000)
            self.check(f"standings: {game}")
        self.w.controller.stop()

    def replay(self) -> None:
        from lomber.ui.panels.replay import choose_replay, start_replay

        dlg = choose_replay(self.w)
        self.check("replay: the chooser")
        dlg.reject()
        pump(10)
        for m in self.w.history.matches()[:4]:
            replayer = start_replay(self.w, m.match_id)
            if replayer is None:
                continue
            pump(50)
            self.check(f"replay: {m.game}")
            replayer.leave()
            pump(20)
