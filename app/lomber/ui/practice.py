"""Learning at the table: Game ▸ Take back (Ctrl+Z) and View ▸ Explain computer moves.

Take back undoes the human's last decision.
Only when every human at the table is on this screen (one human, the other seats this app's computers): never in
hot-seat. The controller rebuilds the match from its record cut before that decision (`MatchController.take_back`)
and the window re-syncs the table as when it opens a record. The match is marked practice from then on (its record,
its autosave, its row in the history), and the statistics leave it out unless asked to count it.

Explain computer moves puts in the log, after each computer's move, why it played it: the advisor run on that
seat's own view at the decision (`lomber.ai.explain`), off the GUI thread (an `AdviceService` of its own, in the
advisor's process in the app), and never naming a card the screen has not shown (`fair_reason`).
"""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING, Any

from lomber.ai.base import decision_seed, forced
from lomber.controller.advice_service import AdviceService
from lomber.ui.texts import N_, fmt, tr

if TYPE_CHECKING:
    from lomber.ui.mainwindow import MainWindow


WATCH_SEATS = 4          # computers at a watched table (fewer where the game is for fewer)
WATCH_PAUSE_MS = 1200    # the least pause before each watched move: time to read its reason


def player_speed(window: MainWindow) -> Any:
    """The animation speed the player chose (View ▸ Animation speed)."""
    from lomber.ui.speeds import Speed

    try:
        return Speed(window.settings.speed)
    except ValueError:
        return Speed.NORMAL


class Practice:
    """The window's Take back action, enabled while there is a decision of the human's to take back."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window

    def add_actions(self, menu: Any) -> None:
        w = self.window
        self.act_take_back = w._action(menu, N_("Ta&ke back"), "Ctrl+Z", self.take_back)
        self.act_take_back.setEnabled(False)
        c = w.controller
        for signal in (c.started, c.acted, c.matchEnded):
            signal.connect(lambda *_: self.refresh())
        c.started.connect(lambda *_: self._pace())

    def _pace(self) -> None:
        """A match that is not watched goes at the player's pace again (a watched one sets its own after)."""
        from lomber.ui.speeds import durations

        w = self.window
        if not w.controller.open_hands:
            w.controller.ai_pause_ms = durations(player_speed(w)).ai_pause_ms

    def refresh(self) -> None:
        self.act_take_back.setEnabled(self.window.controller.can_take_back())

    def take_back(self) -> None:
        w = self.window
        if not w.controller.take_back():
            w.status(tr("There is no decision of yours to take back."), 5000)
            return
        w.note(lambda: tr("Your last decision was taken back. This match is practice now: "
                          "the statistics leave it out unless you ask them to count it."))
        w.status(tr("Your last decision was taken back."), 5000)


    def watch(self, game: str | None = None, seed: int | None = None) -> bool:
        """Game ▸ Watch computers play: a table of computers at `game` (the last one played), every hand face up,
        each move explained, at a pace one can follow. A demo: not in the history, never autosaved."""
        from lomber.engine.match import Seat
        from lomber.engine.registry import match_class
        from lomber.ui.seatnames import PLAYER
        from lomber.ui.speeds import Speed, durations
        from lomber.ui.texts import game_name

        w = self.window
        c = w.controller
        game = game or (c.match.game_id if c.match is not None else w.settings.last_game)
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


class Explainer:
    """View ▸ Explain computer moves: each computer move's reason, asked in turn, noted in the log when it comes."""

    def __init__(self, window: MainWindow, process: bool = False) -> None:
        self.window = window
        self.process = process
        self.service: AdviceService | None = None     # made when first needed (the app: a process of its own)
        self.asked: dict[tuple, tuple[int, str, list]] = {}   # key -> seat, the move, its legal choices
        self.queue: deque[tuple] = deque()              # questions waiting for the one being answered
        self._before: tuple | None = None               # the computer's decision being thought: key, view, legal
        c = window.controller
        c.thinking.connect(self._on_thinking)
        c.acted.connect(self._on_acted)
        c.started.connect(lambda *_: self.reset())

    def add_action(self, menu: Any) -> None:
        w = self.window
        self.act = w._action(menu, N_("E&xplain computer moves"), None, None)
        self.act.setCheckable(True)
        self.act.setChecked(w.settings.explain_moves)
        self.act.toggled.connect(self.set_on)

    def set_on(self, on: bool) -> None:
        self.window.settings.explain_moves = on
        self.window.keep_settings()
        if not on:
            self.reset()

    def reset(self) -> None:
        self.asked.clear()
        self.queue.clear()
        self._before = None
        if self.service is not None:
            self.service.reset()

    def _on_thinking(self, seat: int) -> None:
        c = self.window.controller
        m = c.match
        if not (self.window.settings.explain_moves or c.open_hands) or m is None:
            return
        legal = list(m.legal_actions())
        self._before = ((c.gen, len(m.history)), seat, m.view(seat), legal,
                        decision_seed(m.seed, seat, len(m.history)))

    def _on_acted(self, seat: int, action: Any) -> None:
        before, self._before = self._before, None
        m = self.window.controller.match
        if before is None or m is None or before[1] != seat or forced(before[3]) is not None:
            return
        key, _seat, view, legal, seed = before
        if key[1] != len(m.history) - 1:
            return
        self.asked[key] = (seat, m.history[-1][1], legal)
        self.queue.append((key, seed, view, legal))
        self._ask_next()

    def _ask_next(self) -> None:
        if self.service is None:
            self.service = AdviceService(self.window, process=self.process)
            self.service.ready.connect(self._on_ready)
            self.service.failed.connect(lambda key, _text: (self.asked.pop(key, None), self._ask_next()))
        if self.service.busy() or not self.queue:
            return
        self.service.ask(*self.queue.popleft())

    def _on_ready(self, key: tuple, advice: Any) -> None:
        from lomber.ai.explain import fair_reason, reason_for, shown_cards
        from lomber.ui.advicetext import reason_text

        asked = self.asked.pop(key, None)
        w = self.window
        c = w.controller
        if asked is not None and key[0] == c.gen and c.match is not None:
            seat, played, legal = asked
            # What the screen has shown: its events so far, masked as the table showed them.
            reason = fair_reason(reason_for(advice, played, legal), shown_cards(c.masked(list(c.past))))
            name = w.names()[seat] if seat < len(w.names()) else ""
            words = w.words
            w.note(lambda: fmt(tr("Why %1 played that: %2"), name, reason_text(reason, words)))
        self._ask_next()

    def shutdown(self) -> None:
        if self.service is not None:
            self.service.shutdown()
