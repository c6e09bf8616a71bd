"""An in-process network table for tests: a Host on loopback and clients that play by hand or at random."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QCoreApplication, QDeadlineTimer, QEventLoop

from lomber.controller.match_controller import MatchController
from lomber.engine.match import Seat
from lomber.net import protocol as p
from lomber.net.client import Client
from lomber.net.host import Host, Limits, TableSpec

CODE = "ABCDEFGH"


def spin(until: Any, seconds: float = 10.0) -> bool:
    """Run the event loop until `until()` is true (True) or the time is up (False)."""
    deadline = QDeadlineTimer(int(seconds * 1000))
    while not until():
        if deadline.hasExpired():
            return False
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
    return True


def make_host(game: str, kinds: list[str], options: dict[str, Any] | None = None, seed: int = 7,
              limits: Limits | None = None, start: bool = True) -> Host:
    """`kinds`: `remote` or a level per seat; the match starts when every remote seat has joined (`start`)."""
    seats = [Seat(f"P{i}", "human") if k == "remote" else Seat(f"C{i}", "ai", k) for i, k in enumerate(kinds)]
    remote = frozenset(i for i, k in enumerate(kinds) if k == "remote")
    ctrl = MatchController(ai_process=False)
    host = Host(ctrl, TableSpec(game, seats, remote, options or {}, seed), CODE, limits or Limits())
    assert host.listen("127.0.0.1", 0)
    if start:
        host.ready.connect(lambda: host.started or host.start_match())
    return host


class Peer:
    """A client that records what it receives; `auto` answers every prompt with a random legal choice."""

    def __init__(self, host: Host, code: str = CODE, token: str | None = None, name: str = "Peer",
                 auto: bool = False, seed: int = 1) -> None:
        self.client = Client(code, name, token)
        self.messages: list[p.Message] = []
        self.values: list[Any] = []
        self.failure: tuple[str, str] | None = None
        self.auto = auto
        self.rng = random.Random(seed)
        self.client.received.connect(self._on_message)
        self.client.failed.connect(lambda c, d: setattr(self, "failure", (c, d)))
        self.client.connect_to("127.0.0.1", host.port())

    @property
    def seat(self) -> int | None:
        return self.client.seat

    def of(self, kind: type[p.Message]) -> list[Any]:
        return [m for m in self.messages if isinstance(m, kind)]

    def last_prompt(self) -> p.Prompt | None:
        """The prompt still open: the last one, unless events came after it."""
        for m in reversed(self.messages):
            if isinstance(m, p.Prompt):
                return m
            if isinstance(m, (p.Events, p.Sync)):
                return None
        return None

    def _on_message(self, message: p.Message, value: Any) -> None:
        self.messages.append(message)
        self.values.append(value)
        if self.auto and isinstance(message, p.Prompt):
            self.answer(message)

    def answer(self, prompt: p.Prompt) -> None:
        choice = self.rng.choice([p.choice_from_text(t) for t in prompt.legal])
        action = choice.sample(self.rng) if hasattr(choice, "sample") else choice
        self.send(p.Act(self.seat, prompt.turn, action.text))

    def send(self, message: p.Message) -> None:
        self.client.send(message)

    def raw(self, data: bytes) -> None:
        self.client.sock.write(data)

    def drop(self) -> None:
        self.client.done = True
        self.client.sock.abort()


def reap(procs: list[Any]) -> None:
    """Kill the processes a test started that are still running, and wait for them (no zombie, no open pipe)."""
    for proc in procs:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
