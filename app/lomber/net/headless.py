"""`lomber serve` and `lomber join`: a table hosted, and a seat played, without a window."""

from __future__ import annotations

import contextlib
import json
import logging
import os
import random
import signal
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from lomber.engine.match import LEVELS, Seat
from lomber.net.protocol import plain as p_plain
from lomber.net.tablefile import InputError

REMOTE = "remote"
EXIT_BAD_INPUT = 2
EXIT_LOST = 1


EXIT_INTERRUPTED = 130
# What the command line got wrong (exit 2); any other failure is the link's or the host's (exit 1).
REFUSED = frozenset({"wrong-code", "unreachable", "version", "update-here", "update-host", "bad-token", "seat-taken",
                     "table-full"})
RETRY = frozenset({"lost", "host-closing", "unreachable", "wrong-code"})   # a host restarting looks like these
RETRY_MS = 500


@contextlib.contextmanager
def quit_on_interrupt(app: Any, state: dict[str, Any]) -> Iterator[None]:
    """Ctrl-C (or SIGTERM) ends the event loop; `state["interrupted"]` says so. Qt's loop holds Python off, so a
    timer wakes it now and then to run the handler."""
    from PySide6.QtCore import QTimer

    def stop(*_: Any) -> None:
        state["interrupted"] = True
        app.quit()

    old = {sig: signal.signal(sig, stop) for sig in (signal.SIGINT, signal.SIGTERM)}
    wake = QTimer()
    wake.timeout.connect(lambda: None)
    wake.start(200)
    try:
        yield
    finally:
        wake.stop()
        for sig, handler in old.items():
            signal.signal(sig, handler)


def parse_seats(spec: str) -> tuple[list[Seat], frozenset[int]]:
    """`remote,remote,normal,strong` as the table's seats and the set of remote ones."""
    words = [w.strip().lower() for w in spec.split(",")]
    seats: list[Seat] = []
    remote = set()
    for i, word in enumerate(words):
        if word == REMOTE:
            seats.append(Seat(f"Player {i + 1}", "human"))
            remote.add(i)
        elif word in LEVELS:
            seats.append(Seat(f"Seat {i + 1}", "ai", word))
        else:
            raise InputError(f"seat {i + 1}: {word[:20]!r} is none of remote, {', '.join(LEVELS)}", code="net-seats")
    if not remote:
        raise InputError("no remote seat: name at least one seat 'remote'", code="net-seats")
    return seats, frozenset(remote)


def parse_address(text: str) -> tuple[str, int]:
    """`HOST:PORT` (an IPv6 host in brackets: `[::1]:7000`)."""
    host, sep, port = text.rpartition(":")
    host = host[1:-1] if host.startswith("[") and host.endswith("]") else host
    if not sep or not host or not port.isascii() or not port.isdigit() or not 0 < int(port) < 65536:
        raise InputError(f"{text[:60]!r} is no HOST:PORT address (e.g. 192.168.1.20:7000)", code="net-address")
    return host, int(port)


@dataclass
class ServeArgs:
    game: str
    seats: str
    options: str = ""
    port: int = 0
    code: str | None = None
    record: str | None = None
    bind: str = "0.0.0.0"
    seed: int | None = None
    away: float = 30.0
    resume: str | None = None
    announce: str | None = None    # the host's name to announce the table under on the local network
    advice: bool = True
    turn: float | None = None      # the table's turn time (None: a player takes as long as he likes)
    log: str = "info"              # the least level of the connection log on stderr (LOG_LEVELS)


LOG_LEVELS = {"debug": logging.DEBUG, "info": logging.INFO, "warning": logging.WARNING, "error": logging.ERROR,
              "off": logging.CRITICAL + 1}


def _log_to(stream: IO[str], level: str) -> None:
    """The table's connection log (joins, drops, refusals, floods: `lomber.net`), one line each, on `stream`."""
    if level not in LOG_LEVELS:
        raise InputError(f"--log is one of {', '.join(LOG_LEVELS)}, not {level[:20]!r}", code="net-log")
    logger = logging.getLogger("lomber.net")
    for old in list(logger.handlers):
        logger.removeHandler(old)
    handler = logging.StreamHandler(stream)
    handler.setFormatter(logging.Formatter("lomber serve: %(asctime)s %(message)s", "%H:%M:%S"))
    logger.addHandler(handler)
    logger.setLevel(LOG_LEVELS[level])
    logger.propagate = False


def _commands(host: Any, out: IO[str]) -> Any:
    """The host's commands on standard input, one a line: `computer N` hands seat N (numbered as the `joined:` lines
    number it) to a computer until its player answers or returns."""
    from PySide6.QtCore import QSocketNotifier

    notifier = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Type.Read)

    def on_line() -> None:
        line = sys.stdin.readline()
        if not line:
            notifier.setEnabled(False)   # no more input (a closed stdin would wake us for ever)
            return
        words = line.split()
        if len(words) == 2 and words[0] == "computer" and words[1].isdigit():
            seat = int(words[1])
            done = host.hand_to_computer(seat)
            print(f"computer: seat {seat} " + ("is played by a computer" if done else "is not a network seat of a "
                                                "match under way, or a computer plays it already"), file=out, flush=True)
        elif words:
            print(f"lomber serve: unknown command {p_plain(line)!r} (known: computer N)", file=sys.stderr, flush=True)

    notifier.activated.connect(on_line)
    return notifier


def _addresses(bind: str, port: int) -> list[str]:
    from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkInterface

    if bind not in ("0.0.0.0", "::"):
        return [f"{bind}:{port}"]
    found = [a.toString() for a in QNetworkInterface.allAddresses()
             if a.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol and not a.isLoopback()]
    return [f"{a}:{port}" for a in found] or [f"{QHostAddress(QHostAddress.SpecialAddress.LocalHost).toString()}:{port}"]


def run_serve(args: ServeArgs, out: IO[str] = sys.stdout) -> int:
    """Host a table until its match ends; raises InputError (or OptionError) for bad input."""
    from PySide6.QtCore import QCoreApplication, QTimer

    from lomber.controller.match_controller import MatchController
    from lomber.engine.jsonfile import parse_json
    from lomber.engine.registry import game_ids, new_match
    from lomber.net.host import Host, Limits, TableSpec
    from lomber.net.joincode import parse_code, show_code
    from lomber.settings import write_atomic
    from lomber.storage.saves import save_record

    resumed = None
    if args.resume:
        from lomber.net.tablefile import load_table

        resumed = load_table(args.resume)
        spec, code = resumed.spec, resumed.code
        spec.advice = spec.advice and args.advice
        args.record = args.record or args.resume
    else:
        if not args.game or not args.seats:
            raise InputError("--game and --seats are needed (or --resume FILE)", code="net-args")
        if args.game not in game_ids():
            raise InputError(f"unknown game {args.game!r} (known: {', '.join(game_ids())})", code="net-game")
        seats, remote = parse_seats(args.seats)
        options: Any = parse_json(args.options) if args.options else {}
        if not isinstance(options, dict):
            raise InputError("--options is a JSON object, e.g. '{\"parties\": 1}'", code="net-options")
        new_match(args.game, seats, options, 0)   # seats and options checked (OptionError) before anyone joins
        spec = TableSpec(args.game, seats, remote, options, args.seed, args.advice)
        code = parse_code(args.code) if args.code else None
    if args.turn is not None:
        if not 0 < args.turn <= 3600:
            raise InputError("--turn is a number of seconds from 0 to 3600", code="net-turn")
        spec.turn_s = args.turn
    _log_to(sys.stderr, args.log)
    app = QCoreApplication.instance() or QCoreApplication([])
    ctrl = MatchController(ai_process=False)
    host = Host(ctrl, spec, code, Limits(away_s=args.away if args.away >= 0 else None))
    if not host.listen(args.bind, args.port):
        raise InputError(f"cannot listen on {args.bind}:{args.port}: {host.server.errorString()}", code="net-listen")
    if args.record:
        from lomber.net.tablefile import save_table

        # The autosave: the record after every action, and beside it the code and the seats' tokens, so that a
        # host restarted with --resume after a crash lets each player back into his seat.
        record_path = Path(args.record)
        ctrl.on_record = lambda record: write_atomic(record_path, json.dumps(record, ensure_ascii=False), sync=False)

        def keep(*_: Any) -> None:
            save_table(record_path, host.code, host.tokens(), spec.advice)

        host.joined.connect(keep)
        keep()
    if resumed is not None:
        host.resume(resumed.match, resumed.tokens)
    kinds = ",".join(REMOTE if i in spec.remote else seat.level or "" for i, seat in enumerate(spec.seats))
    print(f"table: {spec.game}, seats {kinds}", file=out)
    for address in _addresses(args.bind, host.port()):
        print(f"address: {address}", file=out)
    print(f"code: {show_code(host.code)}", file=out, flush=True)
    host.joined.connect(lambda seat, name: print(f"joined: seat {seat} {name}", file=out, flush=True))
    host.ready.connect(lambda: host.started or host.start_match())
    if args.announce is not None:
        from lomber.net.announce import announce_table
        from lomber.net.protocol import clean_name

        announce_table(host, clean_name(args.announce, "lomber serve"))
    done: dict[str, Any] = {}

    def finished(summary: dict[str, Any]) -> None:
        if ctrl.match is not None and args.record:
            save_record(ctrl.match, args.record)
            print(f"record: {args.record}", file=out, flush=True)
        done["at"] = 0
        wait = QTimer(app)   # the clients read the end and leave; a client that stays is not waited for long
        wait.timeout.connect(lambda: _leave(done, host, app))
        wait.start(100)
        done["timer"] = wait

    host.finished.connect(finished)
    # Standard input is watched as a socket is, which POSIX systems allow (Windows watches sockets only).
    commands = _commands(host, out) if os.name == "posix" and sys.stdin is not None and not sys.stdin.closed else None
    with quit_on_interrupt(app, done):
        app.exec()
    host.close()
    ctrl.shutdown()
    if commands is not None:
        commands.setEnabled(False)
    if done.get("interrupted"):
        if ctrl.match is not None and args.record:   # the match so far: a record replays to where it stopped
            save_record(ctrl.match, args.record)
            print(f"record: {args.record} (unfinished)", file=out, flush=True)
        print("lomber serve: interrupted", file=sys.stderr)
        return EXIT_INTERRUPTED
    return 0


def _leave(done: dict[str, Any], host: Any, app: Any) -> None:
    done["at"] += 1
    if host.all_gone() or done["at"] > 50:
        host.close()
        app.quit()


@dataclass
class JoinArgs:
    address: str
    code: str
    play: str
    transcript: str | None = None
    name: str = "Computer"
    seed: int | None = None
    retry: float = 0.0


def run_join(args: JoinArgs, err: IO[str] = sys.stderr) -> int:
    """Play one seat with a computer player until the match ends; 0, or 2 when refused, 1 when the link is lost."""
    from PySide6.QtCore import QCoreApplication, QTimer

    from lomber.ai.registry import make_player
    from lomber.controller.match_controller import safe_action
    from lomber.engine.registry import game_ids
    from lomber.net import protocol as p
    from lomber.net.client import UPDATE_HERE, UPDATE_HOST, Client, transcript_line
    from lomber.net.joincode import parse_code

    host, port = parse_address(args.address)
    code = parse_code(args.code)
    if args.play not in LEVELS:
        raise InputError(f"--play is one of {', '.join(LEVELS)}, not {args.play[:20]!r}", code="net-level")
    app = QCoreApplication.instance() or QCoreApplication([])
    transcript: IO[str] | None = Path(args.transcript).open("w", encoding="utf-8") if args.transcript else None
    state: dict[str, Any] = {"view": None, "player": None, "status": EXIT_LOST}
    seed = args.seed if args.seed is not None else random.randrange(1 << 30)

    def client_errors() -> list[p.Error]:
        return state.setdefault("errors", [])

    def on_message(message: p.Message, value: Any) -> None:
        client = state["client"]
        if isinstance(message, p.Welcome):
            state["token"], state["lost_at"] = message.token, None
        if isinstance(message, p.Error):
            client_errors().append(message)
        if transcript is not None:
            transcript.write(transcript_line(value) + "\n")
            transcript.flush()
        if isinstance(message, p.Start):
            if message.game not in game_ids():
                print(f"lomber join: the table plays {message.game[:40]!r}, a game not installed here", file=err)
                state["status"] = EXIT_BAD_INPUT
                client.close()
                app.quit()
                return
            state["game"] = message.game
            state["player"] = make_player(message.game, args.play, seed)
        elif isinstance(message, (p.Events, p.Sync)):
            state["view"] = message.view
        elif isinstance(message, p.Prompt) and state["player"] is not None and client.seat is not None:
            legal = [p.choice_from_text(t) for t in message.legal]
            try:
                action = state["player"].choose(state["view"], legal)
            except Exception as exc:  # noqa: BLE001 - a view the player cannot read must not stop the seat
                print(f"lomber join: the computer player failed ({type(exc).__name__}); a safe choice instead",
                      file=err, flush=True)
                action = safe_action(state["game"], legal)
            client.send(p.Act(client.seat, message.turn, action.text))
        elif isinstance(message, p.Refused):
            print(f"lomber join: refused: {p.plain(message.code)}: {p.plain(message.detail)}", file=err, flush=True)
        elif isinstance(message, p.MatchEnd):
            state["status"] = 0
            client.close()

    def on_failed(code_: str, detail: str) -> None:
        if code_ in (p.Err.VERSION.value, UPDATE_HERE, UPDATE_HOST):
            errors = client_errors()
            detail = (f"the table speaks protocol {errors[-1].version if errors else '?'}, this Lomber "
                      f"{p.PROTOCOL_VERSION}: " + ("the host must update Lomber" if code_ == UPDATE_HOST
                                                  else "update Lomber on this computer"))
        now = time.monotonic()
        if state.get("token") and code_ in RETRY and now - (state.get("lost_at") or now) < args.retry:
            # The host may be restarting (serve --resume): come back to the seat with its token.
            state["lost_at"] = state.get("lost_at") or now
            state["retrying"] = True
            print(f"lomber join: {p.plain(code_)}: {p.plain(detail)}; trying again", file=err, flush=True)
            QTimer.singleShot(RETRY_MS, connect)
            return
        state["retrying"] = False
        print(f"lomber join: {p.plain(code_)}: {p.plain(detail)}", file=err, flush=True)
        state["status"] = EXIT_BAD_INPUT if code_ in REFUSED else EXIT_LOST
        app.quit()

    def on_closed() -> None:
        if not state.get("retrying"):
            app.quit()

    def connect() -> None:
        old = state.get("client")
        if old is not None:
            old.deleteLater()
        client = Client(code, args.name, state.get("token"))
        state["client"], state["retrying"] = client, False
        client.received.connect(on_message)
        client.failed.connect(on_failed)
        client.closed.connect(on_closed)
        client.connect_to(host, port)

    connect()
    try:
        with quit_on_interrupt(app, state):
            app.exec()
    finally:
        if transcript is not None:
            transcript.close()
    if state.get("interrupted"):
        print("lomber join: interrupted", file=err)
        return EXIT_INTERRUPTED
    return state["status"]
