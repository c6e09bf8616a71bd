"""Numbered deals, as card players know them from patience games: Game ▸ Deal again (F2: the same table, a new deal),
Restart this deal (F5, practice) and Play deal number… (the same cards again, by the number the title shows).

A match's number is its seed: every shuffle of the match follows from it, so the same number at the same table
deals the same cards (the computers decide from it too: `search/players.py` `decision_seed`). A match played from a
number the user typed is practice (he may know its cards): the statistics leave it out unless asked.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from lomber.ui.texts import N_, fmt, game_name, tr

if TYPE_CHECKING:
    from lomber.engine.match import Match
    from lomber.ui.shell.mainwindow import MainWindow

MAX_NUMBER = 1_999_999_999     # the seeds a new match draws (`MatchController.new_game`) are below 2·10⁹


def deal_number(match: Any) -> int | None:
    """The number of the match on the table (its seed), or None (a network seat's match does not know it)."""
    seed = getattr(match, "seed", None) if match is not None and not getattr(match, "remote", False) else None
    return seed if isinstance(seed, int) and not isinstance(seed, bool) else None


def window_title(match: Any) -> str:
    """The window's title: the game and the deal's number ("Lomber — Ferme · deal 1234")."""
    if match is None:
        return tr("Lomber")
    number = deal_number(match)
    if number is None:
        return fmt(tr("Lomber — %1"), game_name(match.game_id))
    return fmt(tr("Lomber — %1 · deal %2"), game_name(match.game_id), str(number))


class Deals:
    """The Game menu's deal items and what they do."""

    def __init__(self, window: MainWindow) -> None:
        self.w = window

    def add_actions(self, menu: Any) -> None:
        w = self.w
        self.act_again = w.labels.action(menu, N_("Deal a&gain"), "F2", self.deal_again)
        self.act_restart = w.labels.action(menu, N_("Restart this dea&l"), "F5", self.restart_deal)
        self.act_number = w.labels.action(menu, N_("Play deal n&umber…"), None, self.ask_number)
        c = w.controller
        for signal in (c.started, c.acted, c.matchEnded):
            signal.connect(lambda *_: self.refresh())
        self.refresh()

    def _table(self) -> Match | None:
        """The match whose table a new deal repeats (the one on the table, played out or not), if it is ours."""
        m = self.w.controller.match
        return None if m is None or getattr(m, "remote", False) else m

    def refresh(self) -> None:
        w = self.w
        table = self._table() is not None
        no_table = lambda: tr("No table to deal at yet: Game ▸ New game sets one.")
        w.labels.enable(self.act_again, table, no_table)
        w.labels.enable(self.act_number, table, no_table)
        can = getattr(w.controller, "can_take_back", None)   # cheap: where the deal starts is found when asked
        w.labels.enable(self.act_restart, bool(can and can()),
                        lambda: tr("Restart works in a match in progress with one player at this screen, once "
                                   "you have made a decision in the deal."))

    def _deal_start(self) -> int | None:
        """How many actions came before the deal in play, if the human has decided in it since (else None)."""
        m = self.w.controller.match
        if m is None or m.finished:
            return None
        from lomber.engine.events import Ev
        from lomber.storage.facts import replay_events

        _match, steps = replay_events(m.record())
        start = max((i for i, events in enumerate(steps) if any(e.kind is Ev.DEAL_END for e in events)), default=0)
        humans = self.w.controller.humans
        return start if any(s in humans for s, _ in m.history[start:]) else None

    def deal_again(self) -> bool:
        """F2: the same seats and options, a new deal (a new match number)."""
        return self.play(None)

    def ask_number(self) -> bool:
        """Game ▸ Play deal number…: the same table, the cards of the number asked (practice)."""
        from lomber.ui import plaintext

        m = self._table()
        if m is None:
            return False
        number = plaintext.ask_number(self.w, tr("Play deal number"),
                                      tr("The number of a deal (the window's title shows it): the same cards come "
                                         "again at this table. It is practice: the statistics leave it out."),
                                      deal_number(m) or 1, 0, MAX_NUMBER)
        return self.play(number) if number is not None else False

    def play(self, number: int | None) -> bool:
        """A new match at the table on screen: deal `number` (practice), or a new one (None)."""
        from lomber.engine.registry import new_match

        w = self.w
        m = self._table()
        if m is None:
            return False
        if getattr(w.controller, "open_hands", False):        # a watched table: watch a new deal
            return w.practice.watch(m.game_id, number)
        if not w.confirm_leave(tr("A match of %1 is in progress. Leave it for a new deal?")):
            return False
        w.leave_table()
        if number is None:
            return w.start_game(m.game_id, list(m.seats), dict(m.options))
        match = new_match(m.game_id, list(m.seats), dict(m.options), number)
        match.practice = True
        w.controller.start(match)
        w.note(lambda: fmt(tr("Deal %1 again: it is practice, the statistics leave it out unless you ask them to "
                              "count it."), str(number)))
        return True

    def restart_deal(self) -> bool:
        """F5: the deal in play from its start, the same cards (practice; Redo gives back the moves)."""
        w = self.w
        upto = self._deal_start()
        can = getattr(w.controller, "can_take_back", None)
        if upto is None or not (can and can()):
            w.status(tr("There is no deal of yours to restart."), 5000)
            return False
        w.practice.cut_to(upto)
        w.note(lambda: tr("The deal starts again with the same cards. This match is practice now."))
        return True
