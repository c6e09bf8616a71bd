"""The controller: owns a match and its seats, asks humans through the UI and computers on a worker thread."""

from __future__ import annotations

import importlib
import importlib.util
import time
import traceback
from collections import deque
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal

from lomber.ai.registry import make_player, players_module
from lomber.controller.aiproc import AIProcess, AIProcessError
from lomber.engine.actions import Action, AmountChoice, Choice, is_listed, parse_action
from lomber.engine.errors import IllegalAction
from lomber.engine.events import Ev, Event, mask
from lomber.engine.match import Match, Seat
from lomber.engine.records import EventTail, replay
from lomber.engine.registry import game_info, new_match
from lomber.search.players import Player, RandomPlayer, decision_seed, forced, reseed, warm

# Problem kinds the controller reports (the UI words them).
AI_FAILED = "ai-failed"        # a computer player raised; detail = the error's text (for the log)
AI_ILLEGAL = "ai-illegal"      # a computer player chose an illegal action; detail = its text
REFUSED = "refused"            # a human action was refused; detail = the IllegalAction naming the rule
AI_PROCESS = "ai-process"      # the players' process failed; they now think on a thread (detail = why)
DIED = "died"                  # marks a result that never came: the worker process ended
AI_PROCESS_HEAD_START_MS = 250   # the worker starts this long after a match starts (after the first paint)
# The events kept to rebuild the log (a resumed match, a hot-seat switch): more than the log's 3,000 lines need,
# few enough that a rebuild stays quick and a long session does not grow.
PAST_EVENTS = 6000
# A table of more seats than this shortens each computer decision's pause in proportion: at 30 seats a whole
# round of the auction waited 30 × 500 ms at normal speed, and the first coup came after half a minute.
CROWD = 6


def think_pause(base_ms: int, seats: int) -> int:
    """The pause before a computer's decision is applied (`base_ms`: the speed's), shorter on a crowded table."""
    return round(base_ms * min(1.0, CROWD / max(1, seats)))


def safe_action(game_id: str, legal: list[Choice]) -> Action:
    """A harmless legal action for a seat whose computer player failed: the game's safe words (stand, pass …)
    first, in its order, else the first plain action, else the least amount."""
    for word in game_info(game_id).words:
        if word.safe:
            for c in legal:
                if isinstance(c, Action) and c.kind == word.word:
                    return c
    for c in legal:
        if isinstance(c, Action):
            return c
    first = legal[0]
    assert isinstance(first, AmountChoice)
    return first.at(first.lo)


def _raise(error: Exception) -> Action:
    raise error


def past_events(match: Match) -> EventTail:
    """The last PAST_EVENTS events a match has had so far and their count, from its record replayed."""
    events = EventTail(PAST_EVENTS)
    replay(match.record(), events=events)
    return events


class _Think(QRunnable):
    """One computer decision, run off the GUI thread; the result comes back as a queued signal."""

    def __init__(self, ctrl: MatchController, gen: int, seat: int, choose: Callable[[dict, list], Action],
                 view: dict, legal: list) -> None:
        super().__init__()
        self.ctrl, self.gen, self.seat, self.choose, self.view, self.legal = ctrl, gen, seat, choose, view, legal

    def run(self) -> None:
        try:
            action = self.choose(self.view, self.legal)
            self.ctrl._aiDone.emit(self.gen, self.seat, action, "")
        except AIProcessError as exc:
            self.ctrl._aiDone.emit(self.gen, self.seat, DIED if exc.died else None, str(exc))
        except Exception as exc:  # noqa: BLE001 - a broken player must never take the window down
            detail = "".join(traceback.format_exception_only(type(exc), exc)).strip()
            self.ctrl._aiDone.emit(self.gen, self.seat, None, detail)
        finally:
            # Some Python wrappers of finished runnables outlive them (PySide6 keeps them; `lomber --soak` saw
            # one think in thirty stay, each holding its match through the chooser): keep nothing big.
            self.choose = self.view = self.legal = None   # type: ignore[assignment]


class MatchController(QObject):
    """Runs one match at a time: events out (masked for the seat on screen), decisions in."""

    started = Signal(str, object, object)      # game id, seat names, viewer seat
    eventsReady = Signal(object, object)       # events masked for the screen, the viewer's view after them
    viewChanged = Signal(object, object, object)   # viewer, view, the match's events so far masked for the
                                                   # screen: redraw at once (hot-seat switch, resume, open)
    prompt = Signal(int, object)               # a human seat to act, its legal choices
    thinking = Signal(int)                     # a computer seat is deciding
    handoff = Signal(int)                      # hot-seat: put the curtain up, waiting for this seat
    acted = Signal(int, object)                # a seat's action was applied (seat, Action)
    dealEnded = Signal(object, object)         # the deal's masked events, the summary after it
    matchEnded = Signal(object)                # the final summary
    problem = Signal(str, int, object)         # kind, seat, detail (an IllegalAction for REFUSED, else a text)
    shown = Signal(object)                     # every batch of events unmasked (a network host masks it per seat)
    _aiDone = Signal(int, int, object, str)    # generation, seat, action or None, error

    def __init__(self, parent: QObject | None = None, ai_process: bool = False) -> None:
        """`ai_process`: computer players think in a separate process (the app); else on a worker thread."""
        super().__init__(parent)
        self.ai_process = AIProcess() if ai_process else None
        self.match: Match | None = None
        self.players: list[Player | None] = []
        self.humans: list[int] = []
        # Human seats played from another computer (lomber.net.host): prompted without the hot-seat curtain,
        # and a computer player may stand in for one while its player is away (`stand_in`).
        self.remote: frozenset[int] = frozenset()
        self.viewer: int = 0
        self.gen = 0
        self.awaiting: int | None = None       # human seat whose input is awaited
        self.handing_to: int | None = None     # hot-seat: curtain up for this seat
        self.curtain = False                   # hot-seat: the curtain is up (nobody's cards are on screen)
        self.past: deque[Event] = deque(maxlen=PAST_EVENTS)   # the match's events so far (the log's rebuilds)
        self.events_seen = 0                   # how many events the match has had (the past's last index + 1)
        self.thinking_seat: int | None = None
        self.ended = False                     # matchEnded was emitted for this match
        self.open_hands = False                # a watched table of computers: nothing is masked
        self.random_seats: list[int] = []      # computer seats playing at random (no AI for the game)
        self._unwarmed: set[int] = set()       # computer seats not asked yet since the match was taken over
        self.ai_pause_ms = 0                   # the visible pause before a computer acts
        self.result_pause_ms = 0               # a pause after a deal ends, before the next decision
        self.on_record: Callable[[dict[str, Any]], None] | None = None   # autosave hook
        # A lesson's computers follow its script instead of thinking (ui/panels/lesson.py); None: they think.
        self.script: Callable[[dict, list], Action] | None = None
        self._scene: Any = None
        self._await_idle = False
        self._deal_end: list[Event] | None = None
        self._ai_started = 0.0
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self._aiDone.connect(self._on_ai_done)

    # ----- wiring
    def attach_scene(self, scene: Any) -> None:
        """Wait for this scene's `idle` signal after each batch of events."""
        self._scene = scene
        scene.idle.connect(self._on_idle)

    # ----- starting and stopping
    def new_game(self, game: str, seats: list[Seat], options: dict[str, Any], seed: int | None = None,
                 open_hands: bool = False) -> Match:
        """Start a new match (raises OptionError for bad options); `open_hands`: see `start`."""
        if seed is None:
            seed = int(time.time() * 1000) % 2_000_000_000
        match = new_match(game, seats, options, seed)
        self.start(match, open_hands=open_hands)
        return match

    def start(self, match: Match, past: EventTail | None = None, open_hands: bool = False) -> None:
        """Take over `match` (new or resumed) and play it; anything from an earlier match is ignored. `past`: the
        events of a resumed match as its replay kept them (else it is replayed once more to find them).
        `open_hands`: a table of computers only, watched: every card is shown face up (Game ▸ Watch)."""
        self.open_hands = open_hands and all(s.kind != "human" for s in match.seats)
        if self.ai_process is not None:
            if self.thinking_seat is not None:
                self.ai_process.close()     # a think for the old match would delay the new one
                self.ai_process.try_start()
            else:
                # A head start for the worker, once the table is painted: spawning it now would compete with
                # the first paint for the CPU, and a computer's first think starts it anyway (`choose`).
                QTimer.singleShot(AI_PROCESS_HEAD_START_MS, self._warm_process)
        self.gen += 1
        self.match = match
        self.ended = match.finished   # an opened record of a finished match is shown, not counted again
        self.awaiting = self.handing_to = self.thinking_seat = None
        self._deal_end = None
        self.humans = [i for i, s in enumerate(match.seats) if s.kind == "human" and i not in self.remote]
        self.random_seats: list[int] = []
        self.players = [None if s.kind == "human" else self._make_player(match, i)
                        for i, s in enumerate(match.seats)]
        self._unwarmed = {i for i, p in enumerate(self.players) if p is not None}
        self.viewer = self.humans[0] if self.humans else 0
        first = match.to_act()
        # Hot-seat: whoever sits at the screen now may not be the player to act (a resumed or opened match, a
        # new one): the curtain goes up before anything is shown.
        self.curtain = self.hot_seat() and first is not None and self.players[first] is None
        if self.curtain:
            self.viewer = first
        self.past.clear()
        self.events_seen = 0
        self.started.emit(match.game_id, [s.name for s in match.seats], self.viewer)
        if self.curtain:
            self.handing_to = first
            self.handoff.emit(first)
        if match.history:
            # What the table showed is rebuilt from the record: the events of the match so far.
            past = past_events(match) if past is None else past
            self.past.extend(past.events)
            self.events_seen = past.count
            self.viewChanged.emit(self.viewer, self.screen_view(), self.shown_events())
            self._show([])
        else:
            self._show(list(match.start_events))

    def _make_player(self, match: Match, seat: int) -> Player:
        """The seat's computer player; a game without its AI module yet gets the random player.

        With the worker process the local object only marks the seat as a computer's (and checks the module).
        """
        level = match.seats[seat].level or "normal"
        if self.ai_process is not None:
            try:   # found, not imported: the worker imports it; the window need not wait for it
                found = importlib.util.find_spec(players_module(match.game_id)) is not None
            except ModuleNotFoundError:
                found = False
            if not found:
                self.random_seats.append(seat)
            return RandomPlayer(match.seed * 31 + seat)
        try:
            return make_player(match.game_id, level, match.seed * 31 + seat)
        except ModuleNotFoundError:
            self.random_seats.append(seat)
            return RandomPlayer(match.seed * 31 + seat)

    def _chooser(self, seat: int) -> Callable[[dict, list], Action]:
        """How this seat decides: in the worker process (same player module and seed), or the local player.

        Each decision draws from its own seed (`decision_seed`: the match's, the seat, the actions so far), and a
        player new to a match already under way first learns from its record (`warm`): a decision re-made after a
        take-back or a resume is the one made the first time, and nothing is learned from a future taken back.
        """
        match, proc = self.match, self.ai_process
        assert match is not None
        if self.script is not None:
            return self.script
        dseed = decision_seed(match.seed, seat, len(match.history))
        record = match.record() if seat in self._unwarmed and match.history else None
        self._unwarmed.discard(seat)
        if proc is None:
            player = self.players[seat]

            def choose(view: dict, legal: list) -> Action:
                if record is not None:
                    warm(player, record, seat)
                reseed(player, dseed)
                return player.choose(view, legal)
            return choose
        failure = proc.try_start()   # here, on the GUI thread: a think always has its process
        if failure is not None:      # it cannot start here: the think reports it and `_on_ai_done` falls back
            return lambda view, legal: _raise(failure)
        module = None if seat in self.random_seats else players_module(match.game_id)
        level = match.seats[seat].level or "normal"
        key = (id(self), self.gen, seat)
        return lambda view, legal: proc.choose(key, module, level, match.seed * 31 + seat, view, legal, dseed, record)

    def stop(self) -> None:
        """Forget the match: pending computer results and timers become stale."""
        self.gen += 1
        self.match = None
        self.awaiting = self.handing_to = self.thinking_seat = None

    def stop_match(self) -> bool:
        """The user stops the match: the game settles what its rules say (e.g. Ferme splits the farm).

        Stopping is not an action: the record says `"stopped": true` (`Match.stopped`), and a reopening stops it again.
        """
        if self.match is None or self.match.finished:
            return False
        try:
            events = self.match.stop()
        except IllegalAction as exc:
            self.problem.emit(REFUSED, -1, exc)
            return False
        self.match.stopped = True
        self.gen += 1   # a computer still thinking about the stopped match is ignored
        self.awaiting = self.handing_to = self.thinking_seat = None
        self._deal_end = None
        self._show(events)
        return True

    def hot_seat(self) -> bool:
        return len(self.humans) >= 2

    # ----- take-back (practice)
    def can_take_back(self) -> bool:
        """Cheap (no replay): a match under way with exactly one human, every other seat this app's computer,
        who has acted."""
        m = self.match
        return (m is not None and not m.finished and len(self.humans) == 1
                and all(p is not None for i, p in enumerate(self.players) if i != self.humans[0])
                and any(s == self.humans[0] for s, _ in m.history))

    def take_back_point(self) -> int | None:
        """How many actions stay if the human's last decision is taken back, or None (see `can_take_back`; a
        forced action, taken by itself, is not his decision)."""
        m = self.match
        if m is None or not self.can_take_back():
            return None
        human = self.humans[0]
        record = m.record()
        for i in range(len(m.history) - 1, -1, -1):
            if m.history[i][0] == human and forced(replay(record, upto=i).legal_actions()) is None:
                return i
        return None

    def take_back(self) -> bool:
        """Undo the human's last decision and every computer decision after it: the match is rebuilt from its
        record cut before that decision (records replay exactly) and marked practice. False if there is none."""
        upto = self.take_back_point()
        if upto is None:
            return False
        assert self.match is not None
        record = self.match.record()
        record["actions"] = record["actions"][:upto]
        match = replay(record)
        match.practice = True
        self.start(match)
        if self.on_record is not None:
            self.on_record(match.record())   # the autosave is the match taken back, marked practice
        return True

    def screen(self) -> int | None:
        """Whose eyes the screen is for: the viewer, or nobody (None) while the hot-seat curtain is up."""
        return None if self.curtain else self.viewer

    def shown_events(self) -> list[Event]:
        """The match's events so far (the last PAST_EVENTS), masked for the screen: the log is rebuilt from them."""
        return self.masked(list(self.past))

    def screen_view(self) -> dict[str, Any]:
        """The viewer's view for the table; on a watched table with every seat's own cards in it (all face up)."""
        assert self.match is not None
        view = self.match.view(self.viewer)
        if self.open_hands and isinstance(view.get("hands"), list):
            view = {**view, "hands": [self.match.view(s)["hands"][s] for s in range(len(self.match.seats))]}
        return view

    def masked(self, events: list[Event]) -> list[Event]:
        """Events as the screen may see them: every card face up when the table is watched (no one plays)."""
        return list(events) if self.open_hands else mask(events, self.screen())

    def names(self) -> list[str]:
        return [s.name for s in self.match.seats] if self.match else []

    # ----- events to the screen
    def _remember(self, events: list[Event]) -> None:
        self.past.extend(events)
        self.events_seen += len(events)

    def _show(self, events: list[Event]) -> None:
        if self.match is None:
            return
        self._await_idle = True
        self._remember(events)
        self.shown.emit(events)
        self.eventsReady.emit(self.masked(events), self.screen_view())
        if self._scene is None or not self._scene.busy():
            self._on_idle()

    def _on_idle(self) -> None:
        if not self._await_idle:
            return
        self._await_idle = False
        gen = self.gen
        delay = 0
        if self._deal_end is not None and self.match is not None:
            events, self._deal_end = self._deal_end, None
            self.dealEnded.emit(self.masked(events), self.match.summary())
            delay = self.result_pause_ms
        QTimer.singleShot(delay, lambda: self._advance(gen))

    def _advance(self, gen: int) -> None:
        """The next decision: forced ones by themselves, humans through the UI, computers on the worker."""
        if gen != self.gen or self.match is None or self._await_idle or self.awaiting is not None:
            return   # stale, still animating, or the human to act was already asked
        match = self.match
        if match.finished:
            if not self.ended:
                self.ended = True
                self.matchEnded.emit(match.summary())
            return
        seat = match.to_act()
        assert seat is not None
        legal = match.legal_actions()
        only = forced(legal)
        if only is not None:
            self._apply(seat, only)
            return
        if self.players[seat] is None and seat in self.remote:
            self.awaiting = seat
            self.prompt.emit(seat, legal)
            return
        if self.players[seat] is None:
            if self.handing_to == seat:
                return   # the curtain is up for him already (a match just started): he shows his cards himself
            if self.hot_seat() and (seat != self.viewer or self.curtain):
                self.handing_to = seat
                self.curtain = True
                self.handoff.emit(seat)
                return
            self.awaiting = seat
            self.prompt.emit(seat, legal)
            return
        self.thinking_seat = seat
        self.thinking.emit(seat)
        self._ai_started = time.monotonic()
        self.pool.start(_Think(self, gen, seat, self._chooser(seat), match.view(seat), list(legal)))

    def reveal(self) -> None:
        """Hot-seat: the next human is at the screen; switch the viewer and ask him."""
        if self.match is None or self.handing_to is None:
            return
        seat, self.handing_to = self.handing_to, None
        self.viewer = seat
        self.curtain = False
        self.viewChanged.emit(seat, self.match.view(seat), self.shown_events())
        if self._await_idle or self.awaiting is not None or self.match.to_act() != seat:
            return   # the table is still busy: the prompt comes when it is idle
        self.awaiting = seat
        self.prompt.emit(seat, self.match.legal_actions())

    # ----- decisions in
    def submit(self, action: Action | str) -> bool:
        """A human's decision from the UI; False (and a `problem`) if it is not his turn or not legal."""
        if self.match is None or self.awaiting is None:
            return False
        if isinstance(action, str):
            try:
                action = parse_action(action)
            except IllegalAction as exc:
                self.problem.emit(REFUSED, self.awaiting, exc)
                return False
        if not is_listed(action, self.match.legal_actions()):
            self.problem.emit(REFUSED, self.awaiting, self.match.explain_illegal(self.awaiting, action))
            return False
        seat, self.awaiting = self.awaiting, None
        self._apply(seat, action)
        return True

    def stand_in(self, seat: int, on: bool) -> None:
        """A remote seat's player is away (`on`: a computer player plays it now) or back (he decides again)."""
        if self.match is None or seat not in self.remote or (self.players[seat] is not None) == on:
            return
        if on:
            self.players[seat] = self._make_player(self.match, seat)
            if self.awaiting == seat:
                self.awaiting = None
                self._advance(self.gen)
            return
        self.players[seat] = None
        if self.thinking_seat is None and self.awaiting is None and self.match.to_act() == seat:
            self._advance(self.gen)   # else the stand-in's think in flight is applied, then he is asked

    def _on_ai_done(self, gen: int, seat: int, action: Action | None, error: str) -> None:
        if gen != self.gen or seat != self.thinking_seat or self.match is None:
            return   # a result for a match or a turn that is gone
        if action == DIED and self.ai_process is not None:
            # The process cannot run here (e.g. a bundle without multiprocessing support): think on a thread.
            self.ai_process.close()
            self.ai_process = None
            self.problem.emit(AI_PROCESS, seat, error)
            self.random_seats = []
            self.players = [None if s.kind == "human" else self._make_player(self.match, i)
                            for i, s in enumerate(self.match.seats)]
            self._unwarmed = {i for i, p in enumerate(self.players) if p is not None}
            self.thinking_seat = None
            self._advance(gen)
            return
        legal = self.match.legal_actions()
        if action is None or action == DIED:
            self.problem.emit(AI_FAILED, seat, error)
            action = safe_action(self.match.game_id, legal)
        elif not isinstance(action, Action) or not is_listed(action, legal):
            self.problem.emit(AI_ILLEGAL, seat, str(getattr(action, "text", action)))
            action = safe_action(self.match.game_id, legal)
        pause = think_pause(self.ai_pause_ms, len(self.match.seats))
        wait = max(0, pause - int((time.monotonic() - self._ai_started) * 1000))
        QTimer.singleShot(wait, lambda: self._ai_apply(gen, seat, action))

    def _ai_apply(self, gen: int, seat: int, action: Action) -> None:
        if gen != self.gen or seat != self.thinking_seat:
            return
        self.thinking_seat = None
        self._apply(seat, action)

    def _apply(self, seat: int, action: Action) -> None:
        assert self.match is not None
        try:
            events = self.match.apply(seat, action)
        except IllegalAction as exc:  # cannot happen for listed actions; keep the table alive if it does
            self.problem.emit(REFUSED, seat, exc)
            return
        gen = self.gen
        self.acted.emit(seat, action)
        if gen != self.gen or self.match is None:
            return   # a slot started another match or stopped this one
        if self.on_record is not None and not self.open_hands:   # a watched table is a demo: never autosaved
            self.on_record(self.match.record())
        if any(e.kind == Ev.DEAL_END for e in events):
            self._deal_end = events
        self._show(events)

    def _warm_process(self) -> None:
        if self.ai_process is not None and self.match is not None:
            self.ai_process.try_start()   # a failure is the first think's to report: it falls back

    # ----- shutdown
    def shutdown(self) -> None:
        """Stop and wait for a computer player still thinking (called when the window closes)."""
        self.stop()
        self.pool.clear()
        if self.ai_process is not None:
            self.ai_process.close()     # a think still running ends with the process
        self.pool.waitForDone(5000)
