"""Learning at the table: Game ▸ Take back (Ctrl+Z) and View ▸ Explain computer moves.

Take back undoes the human's last decision.
Only when every human at the table is on this screen (one human, the other seats this app's computers): never in
hot-seat. The controller rebuilds the match from its record cut before that decision (`MatchController.take_back`)
and the window re-syncs the table as when it opens a record. The match is marked practice from then on (its record,
its autosave, its row in the history), and the statistics leave it out unless asked to count it.

Explain computer moves puts in the log, after each computer's move, why it played it: the advisor run on that
seat's own view at the decision (`lomber.ai.explain`), off the GUI thread (an `AdviceService` of its own, in the
advisor's process in the app), and never naming a card outside the knowledge of the screen's viewer in the current
deal (`lomber.engine.knowledge`, `fair_reason`). On or off, a
click on a computer's move in the log (or on its speech bubble) shows that move's reason, asked then if need be.
"""

from __future__ import annotations

from collections import OrderedDict, deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPoint

from lomber.controller.advice_service import AdviceService
from lomber.search.players import decision_seed, forced
from lomber.ui.texts import N_, fmt, tr

if TYPE_CHECKING:
    from lomber.ui.shell.mainwindow import MainWindow


WATCH_SEATS = 4          # computers at a watched table (fewer where the game is for fewer)
WATCH_PAUSE_MS = 1200    # the least pause before each watched move: time to read its reason
KEPT_MOVES = 200         # the computer decisions of a match that can still be explained on a click


def click_tip() -> str:
    """How to ask why (the log's tooltip, the menu item's status tip), worded in the language in use."""
    return tr("Click a computer's move in the log, or its speech bubble, to see why it played it.")


def player_speed(window: MainWindow) -> Any:
    """The animation speed the player chose (View ▸ Animation speed)."""
    from lomber.ui.table.speeds import Speed

    try:
        return Speed(window.settings.speed)
    except ValueError:
        return Speed.NORMAL


class Practice:
    """The window's Take back action, enabled while there is a decision of the human's to take back."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        # Redo (Ctrl+Shift+Z): the records as they were before each take-back, the last one last. A decision of
        # the human's own, or another match, forgets them.
        self.redo_records: list[dict[str, Any]] = []
        self._rebuilding = False    # the match restarted by a take-back or a redo: its `started` forgets nothing

    def add_actions(self, menu: Any) -> None:
        w = self.window
        self.act_take_back = w.labels.action(menu, N_("Ta&ke back"), "Ctrl+Z", self.take_back)
        self.act_redo = w.labels.action(menu, N_("R&edo"), "Ctrl+Shift+Z", self.redo)
        c = w.controller
        c.started.connect(lambda *_: self._forget_redo())
        c.acted.connect(lambda seat, _action: self._forget_redo() if seat in self.window.controller.humans else None)
        for signal in (c.started, c.acted, c.matchEnded):
            signal.connect(lambda *_: self.refresh())
        c.started.connect(lambda *_: self._pace())
        c.started.connect(lambda *_: self._watching())
        c.matchEnded.connect(lambda *_: self._watching())
        self.refresh()

    def _forget_redo(self) -> None:
        if not self._rebuilding:
            self.redo_records.clear()

    def _watching(self) -> None:
        """Game ▸ Watch computers play is ticked while a watched match goes on."""
        c = self.window.controller
        self.window.act_watch.setChecked(bool(getattr(c, "open_hands", False)) and c.match is not None
                                         and not c.match.finished)

    def toggle_watch(self, on: bool) -> None:
        """The Watch item: on starts a watched table, off stops the one being watched (settled as Stop does)."""
        w = self.window
        if on:
            if not self.watch():
                w.act_watch.setChecked(False)
            return
        c = w.controller
        if getattr(c, "open_hands", False) and c.match is not None and not c.match.finished:
            w.stop_match()
        self._watching()

    def _pace(self) -> None:
        """A match that is not watched goes at the player's pace again (a watched one sets its own after)."""
        from lomber.ui.table.speeds import durations

        w = self.window
        if not w.controller.open_hands:
            w.controller.ai_pause_ms = durations(player_speed(w)).ai_pause_ms

    def refresh(self) -> None:
        w = self.window
        c = w.controller
        can = getattr(c, "can_take_back", None)
        w.labels.enable(self.act_take_back, bool(can and can()), self._why_not)
        w.labels.enable(self.act_redo, bool(self.redo_records) and c.match is not None and not c.match.finished,
                        lambda: tr("Nothing to redo: Redo gives back a decision you took back."))

    def _why_not(self) -> str:
        c = self.window.controller
        if c.match is None or c.match.finished:
            return tr("Take back works in a match in progress.")
        if len(getattr(c, "humans", [])) != 1 or getattr(c.match, "remote", False):
            return tr("Take back works only with one player at this screen and computers at every other seat.")
        return tr("There is no decision of yours to take back yet.")

    def take_back(self) -> None:
        w = self.window
        if w.coach.active():        # inside a lesson: the lesson steps back (ui/panels/lesson.py), no practice match
            if not w.coach.take_back():
                w.status(tr("There is no move of yours in this lesson to take back yet."), 5000)
            return
        upto = w.controller.take_back_point() if w.controller.match is not None else None
        if upto is None:
            w.status(tr("There is no decision of yours to take back."), 5000)
            return
        self.cut_to(upto)
        w.note(lambda: tr("Your last decision was taken back. This match is practice now: "
                          "the statistics leave it out unless you ask them to count it."))
        w.status(tr("Your last decision was taken back."), 5000)

    def cut_to(self, upto: int) -> None:
        """The match rebuilt from its first `upto` actions, as practice (a take-back, a deal restarted); Redo gives
        back what was cut."""
        from lomber.engine.records import replay

        w = self.window
        before = w.controller.match.record()
        record = dict(before, actions=before["actions"][:upto])
        self.restart(replay(record))
        self.redo_records.append(before)
        self.refresh()

    def restart(self, match: Any) -> None:
        """Play on `match` (rebuilt from a record) as practice; the autosave follows it."""
        w = self.window
        match.practice = True
        self._rebuilding = True
        try:
            w.controller.start(match)
        finally:
            self._rebuilding = False
        if w.controller.on_record is not None:
            w.controller.on_record(match.record())   # the autosave is the match as rebuilt, marked practice

    def redo(self) -> None:
        """Give back the decision last taken back, and the computers' after it, as they were (still practice)."""
        from lomber.engine.records import replay

        w = self.window
        if not self.redo_records:
            w.status(tr("Nothing to redo: Redo gives back a decision you took back."), 5000)
            return
        self.restart(replay(self.redo_records.pop()))
        self.refresh()
        w.note(lambda: tr("Your decision was made again."))
        w.status(tr("Your decision was made again."), 5000)


    def watch(self, game: str | None = None, seed: int | None = None) -> bool:
        """Game ▸ Watch computers play: a table of computers at `game` (the last one played), every hand face up,
        each move explained, at a pace one can follow. A demo: not in the history, never autosaved."""
        from lomber.engine.match import Seat
        from lomber.engine.registry import game_ids, match_class
        from lomber.ui.seatnames import PLAYER
        from lomber.ui.table.speeds import Speed, durations
        from lomber.ui.texts import game_name

        w = self.window
        c = w.controller
        game = game or (c.match.game_id if c.match is not None else w.settings.last_game) or game_ids()[0]
        if not w.confirm_leave(tr("A match of %1 is in progress. Leave it and watch the computers play?")):
            return False
        cls = match_class(game)
        n = max(cls.min_players, min(WATCH_SEATS, cls.max_players))
        seats = [Seat(fmt(PLAYER, i + 1), "ai", "normal") for i in range(n)]   # "Player 1" …, shown translated
        c.new_game(game, seats, {}, seed, open_hands=True)
        speed = player_speed(w)
        if speed is not Speed.INSTANT:   # a readable pace, whatever the speed the player plays at
            c.ai_pause_ms = max(durations(speed).ai_pause_ms, WATCH_PAUSE_MS)
        w.note(lambda: fmt(tr("The computers play %1 with their cards face up; each move is explained. "
                              "This is a demonstration: it is not kept in the history."), game_name(game)))
        return True


@dataclass
class Move:
    """A computer's decision as it was made, kept to say why on demand: what that seat saw and could choose."""

    seat: int
    played: str
    legal: list
    view: dict
    seed: int
    reason: Any = None        # the advisor's reason once known (shown only through `fair_reason`)


class Explainer:
    """View ▸ Explain computer moves: each computer move's reason, asked in turn, noted in the log when it comes.
    Whether or not that is on, clicking a computer's move in the log (or its speech bubble) shows its reason."""

    def __init__(self, window: MainWindow, process: bool = False) -> None:
        self.window = window
        self.process = process
        self.service: AdviceService | None = None     # made when first needed (the app: a process of its own)
        self.moves: OrderedDict[tuple, Move] = OrderedDict()   # key -> the last KEPT_MOVES computer decisions
        self.inline: set[tuple] = set()                 # keys whose reason goes into the log when it comes
        self.wanted: dict[tuple, QPoint] = {}           # keys clicked before their reason was known: where
        self.queue: deque[tuple] = deque()              # questions waiting for the one being answered
        self.unshown: deque[tuple] = deque()            # every decision acted, not yet shown: key, seat
        self.last_shown: dict[int, tuple] = {}          # seat -> the key of its decision the table shows last
        self._before: tuple | None = None               # the computer's decision being thought: key, view, legal
        c = window.controller
        c.thinking.connect(self._on_thinking)
        c.acted.connect(self._on_acted)
        c.started.connect(lambda *_: self.reset())
        window.log.lineClicked.connect(self.explain)
        window.scene.bubbleClicked.connect(self.explain_seat)

    def add_action(self, menu: Any) -> None:
        w = self.window
        self.act = w.labels.action(menu, N_("E&xplain computer moves"), None, None)
        self.act.setCheckable(True)
        self.act.setChecked(w.settings.explain_moves)
        self.act.toggled.connect(self.set_on)
        self.retranslate()

    def retranslate(self) -> None:
        from lomber.ui.plaintext import set_tip

        self.act.setStatusTip(click_tip())
        set_tip(self.window.log, click_tip())

    def set_on(self, on: bool) -> None:
        self.window.settings.explain_moves = on
        self.window.keep_settings()
        if not on:
            self.inline.clear()

    def reset(self) -> None:
        self.moves.clear()
        self.inline.clear()
        self.wanted.clear()
        self.queue.clear()
        self.unshown.clear()
        self.last_shown.clear()
        self._before = None
        if self.service is not None:
            self.service.reset()

    def _local(self) -> bool:
        """A match played here (a network seat's controller has neither the decisions' views nor their seeds)."""
        c = self.window.controller
        return getattr(c, "past", None) is not None and getattr(c.match, "history", None) is not None

    def _on_thinking(self, seat: int) -> None:
        c = self.window.controller
        m = c.match
        if m is None or not self._local():
            return
        legal = list(m.legal_actions())
        self._before = ((c.gen, len(m.history)), seat, m.view(seat), legal,
                        decision_seed(m.seed, seat, len(m.history)))

    def _on_acted(self, seat: int, action: Any) -> None:
        before, self._before = self._before, None
        c = self.window.controller
        m = c.match
        if m is None or not self._local():
            return
        key = (c.gen, len(m.history) - 1)
        self.unshown.append((key, seat))
        if before is not None and before[:2] == (key, seat):
            _key, _seat, view, legal, seed = before
            move = Move(seat, m.history[-1][1], legal, view, seed)
        elif seat < len(getattr(c, "players", [])) and c.players[seat] is not None:
            move = Move(seat, m.history[-1][1], [action], {}, 0)   # a computer asked nothing: its only choice
        else:
            return
        if forced(move.legal) is not None:
            from lomber.ai.explain import reason_for

            move.reason = reason_for(None, move.played, move.legal)   # its only choice: nothing to ask
        self.moves[key] = move
        while len(self.moves) > KEPT_MOVES:
            self.moves.popitem(last=False)
        if move.reason is None and (self.window.settings.explain_moves or c.open_hands):
            self.inline.add(key)
            self.queue.append(key)
            self._ask_next()

    def shown(self, seat: int | None) -> int:
        """The table shows `seat`'s decision: the tag of its log line, its number in the match if it is a
        computer's kept decision, else -1."""
        while self.unshown:    # shown in the order acted (the text shown may be the public form: not compared)
            key, s = self.unshown.popleft()
            if s == seat:
                if key in self.moves:
                    self.last_shown[s] = key
                    return key[1]
                self.last_shown.pop(s, None)
                return -1
        return -1

    def explain_seat(self, seat: int, pos: QPoint) -> None:
        """A seat's speech bubble was clicked: why it made the decision the bubble shows."""
        key = self.last_shown.get(seat)
        if key is not None:
            self.explain(key[1], pos)

    def explain(self, index: int, pos: QPoint) -> None:
        """Show why the computer made decision `index` of this match (asked first if not known yet)."""
        key = (self.window.controller.gen, index)
        move = self.moves.get(key) if self._local() else None
        if move is None:
            return
        if move.reason is not None:
            self._show(move, pos)
            return
        self.wanted[key] = pos
        self.window.status(tr("Working out why…"), 3000)
        if key not in self.queue:
            self.queue.appendleft(key)   # what the player asked for before the inline ones
        self._ask_next()

    def _ask_next(self) -> None:
        if self.service is None:
            self.service = AdviceService(self.window, process=self.process)
            self.service.ready.connect(self._on_ready)
            self.service.failed.connect(self._on_failed)
        while self.queue and not self.service.busy():
            key = self.queue.popleft()
            move = self.moves.get(key)
            if move is not None and move.reason is None:
                self.service.ask(key, move.seed, move.view, move.legal)

    def _on_failed(self, key: tuple, _text: str) -> None:
        self.inline.discard(key)
        self.wanted.pop(key, None)
        self._ask_next()

    def _fair(self, move: Move) -> Callable[[], str]:
        """The move's reason worded in the language in use, naming only cards the screen's viewer may know when it
        is said (`deal_knowledge` of the events as the screen got them): said again (a log rebuilt beside the
        hot-seat curtain, for another seat, or in a later deal), it is held to the knowledge of then."""
        from lomber.ai.explain import fair_reason
        from lomber.engine.knowledge import current_deal, deal_knowledge
        from lomber.ui.panels.advicetext import reason_text

        w = self.window
        c = w.controller
        names = w.names()
        name = names[move.seat] if move.seat < len(names) else ""

        def say() -> str:
            shown = c.masked(list(current_deal(list(c.past))))    # the current deal only: a long match's past is long
            reason = fair_reason(move.reason, deal_knowledge(shown))
            return fmt(tr("Why %1 played that: %2"), name, reason_text(reason, w.words))
        return say

    def _show(self, move: Move, pos: QPoint) -> None:
        from lomber.ui.plaintext import show_tip

        text = self._fair(move)()
        self.window.status(text, 15000)
        show_tip(pos, text, self.window)

    def _on_ready(self, key: tuple, advice: Any) -> None:
        from lomber.ai.explain import reason_for

        move = self.moves.get(key)
        c = self.window.controller
        inline, pos = key in self.inline, self.wanted.pop(key, None)
        self.inline.discard(key)
        if move is not None and key[0] == c.gen and c.match is not None:
            seats = getattr(c.match, "seats", [])
            level = seats[move.seat].level if move.seat < len(seats) else None
            move.reason = reason_for(advice, move.played, move.legal, level)
            if inline:
                self.window.note(self._fair(move))
            if pos is not None:
                self._show(move, pos)
        self._ask_next()

    def shutdown(self) -> None:
        if self.service is not None:
            self.service.shutdown()
