"""Computer players in their own process: a long think never competes with the GUI thread for the GIL.

The GUI side sends (key, AI module, level, seed, view, legal choices) down a pipe and a worker thread waits
for the answer (an action's text). The advisor's process answers `advise` messages the same way (an `Advice`,
plain frozen data). Messages are pickled between our own two processes only; nothing read from disk is ever
unpickled.
"""

from __future__ import annotations

import importlib
import threading
import traceback
from typing import Any

from lomber.engine.actions import Action, Choice, parse_action
from lomber.search.players import RandomPlayer, reseed, warm

KEEP_KEYS = 64   # players kept alive in the worker (one per seat of the current match, plus a few)


def _serve(conn: Any) -> None:
    """The worker process: answer decisions until the pipe closes."""
    players: dict[tuple, Any] = {}
    while True:
        try:
            msg = conn.recv()
        except (EOFError, OSError):
            return
        if not msg or msg[0] not in ("choose", "advise"):
            return
        if msg[0] == "advise":
            if not _send(conn, _advise(*msg[1:])):
                return
            continue
        _, key, module, level, seed, view, legal, decision, record = msg
        try:
            player = players.get(key)
            if player is None:
                if len(players) >= KEEP_KEYS:
                    players.clear()
                player = RandomPlayer(seed) if module is None else importlib.import_module(module).PLAYERS[level](seed)
                players[key] = player
            if record is not None:
                warm(player, record, key[-1])
            if decision is not None:
                reseed(player, decision)
            action = player.choose(view, legal)
            reply = ("ok", action.text if isinstance(action, Action) else repr(action))
        except Exception as exc:  # noqa: BLE001 - reported to the GUI, which plays a safe move instead
            reply = ("error", "".join(traceback.format_exception_only(type(exc), exc)).strip())
        if not _send(conn, reply):
            return


def _send(conn: Any, reply: tuple) -> bool:
    """Send a reply; False when the GUI side is gone."""
    try:
        conn.send(reply)
    except (OSError, ValueError):
        return False
    return True


def _advise(seed: int, view: dict, legal: list[Choice]) -> tuple[str, Any]:
    """The advisor's answer for a seat's view (`lomber.ai.advisor.advise`), or its error's text."""
    try:
        from lomber.ai.advisor import advise
        return "ok", advise(view, legal, seed)
    except Exception as exc:  # noqa: BLE001 - reported to the GUI, which says no hint could be found
        return "error", "".join(traceback.format_exception_only(type(exc), exc)).strip()


class AIProcessError(RuntimeError):
    """The computer player failed (its error text), or the worker process died (`died`)."""

    def __init__(self, text: str, died: bool = False) -> None:
        super().__init__(text)
        self.died = died


class AIProcess:
    """One worker process for computer players, started on first use and restarted when needed."""

    def __init__(self, name: str = "lomber-ai") -> None:
        self.name = name               # the process's name (the computer players' or the advisor's)
        self.ctx: Any = None   # multiprocessing loads with the first worker, not at the app's start
        self.proc: Any = None
        self.conn: Any = None
        self.lock = threading.Lock()   # the GUI thread (re)starts, the worker thread asks
        self.answers = 0               # decisions the worker process answered (smoke runs report it)

    def ensure(self) -> None:
        """Start the worker if it is not running (cheap; it imports the players in its own time)."""
        with self.lock:
            if self.proc is None or not self.proc.is_alive():
                if self.ctx is None:
                    import multiprocessing
                    self.ctx = multiprocessing.get_context("spawn")   # never fork a process that runs Qt threads
                parent, child = self.ctx.Pipe()
                proc = self.ctx.Process(target=_serve, args=(child,), daemon=True, name=self.name)
                proc.start()
                child.close()
                self.proc, self.conn = proc, parent

    def choose(self, key: tuple, module: str | None, level: str, seed: int, view: dict,
               legal: list[Choice], decision: int | None = None, record: dict | None = None) -> Action:
        """Ask the worker (blocks the calling thread, never the GUI); raises AIProcessError. `key` ends with the
        seat; `decision` reseeds the player first, `record` (the match so far) warms a new one (`lomber.search.players`)."""
        self.ensure()
        conn = self.conn
        try:
            conn.send(("choose", key, module, level, seed, view, legal, decision, record))
            status, text = conn.recv()
        except (EOFError, OSError, ValueError) as exc:
            raise AIProcessError(f"the computer players' process stopped ({exc or type(exc).__name__})",
                                 died=True) from None
        if status != "ok":
            raise AIProcessError(text)
        self.answers += 1
        try:
            return parse_action(text)
        except ValueError as exc:
            raise AIProcessError(f"unreadable action {text!r}: {exc}") from None

    def advise(self, seed: int, view: dict, legal: list[Choice]) -> Any:
        """The advisor's `Advice` for `view` (blocks the calling thread, never the GUI); raises AIProcessError."""
        try:
            self.ensure()
        except (OSError, RuntimeError) as exc:     # no process here (an unguarded script's spawn, a bundle)
            raise AIProcessError(f"the advisor's process cannot start ({exc})", died=True) from None
        conn = self.conn
        try:
            conn.send(("advise", seed, view, legal))
            status, answer = conn.recv()
        except (EOFError, OSError, ValueError) as exc:
            raise AIProcessError(f"the advisor's process stopped ({exc or type(exc).__name__})", died=True) from None
        if status != "ok":
            raise AIProcessError(str(answer))
        self.answers += 1
        return answer

    def restart(self) -> None:
        """Stop a think that is no longer wanted (a new match began) and start a fresh worker."""
        self.close()
        self.ensure()

    def close(self) -> None:
        """Stop the worker. The pipe is not closed here: a thread may still be reading it, and gets EOF when
        the process ends; the pipe closes when the last reference goes."""
        with self.lock:
            proc = self.proc
            self.proc = self.conn = None
        if proc is not None and proc.is_alive():
            proc.terminate()
            proc.join(2)
