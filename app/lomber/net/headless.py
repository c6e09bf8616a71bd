"""`lomber serve` and `lomber join`: a table hosted, and a seat played, without a window."""

from __future__ import annotations

import contextlib
import json
import os
import random
import signal
import sys
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from lomber.engine.levels import SEAT_LEVELS
from lomber.engine.match import Seat
from lomber.net.address import format_address, parse_address
from lomber.net.servecmd import log_to, read_commands, serve_command
from lomber.net.tablefile import MAX_TURN_S, InputError

REMOTE = "remote"
EXIT_BAD_INPUT = 2
EXIT_LOST = 1


EXIT_INTERRUPTED = 130
ANY = "any"          # --bind's default: every address, IPv4 and IPv6 (one dual-stack socket)
# What the command line got wrong (exit 2); any other failure is the link's or the host's (exit 1).
REFUSED = frozenset({"wrong-code", "unreachable", "version", "update-here", "update-host", "bad-token", "seat-taken",
                     "table-full"})
# A host restarting looks like these; `host-closing` is not among them: a host that closes its table means it.
RETRY = frozenset({"lost", "unreachable", "wrong-code"})
RETRY_MS = 500
RELAY_WAIT_S = 10.0     # for the broker (and, joining, the table's host there) to answer
DIRECT_WAIT_S = 5.0     # a direct connection not through its handshake by then gives way to the relay


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
    """`remote,remote,normal,strong` as the table's seats and the set of remote ones (a level the game lacks,
    `expert` at Ferme, is refused where the match is made)."""
    words = [w.strip().lower() for w in spec.split(",")]
    seats: list[Seat] = []
    remote = set()
    for i, word in enumerate(words):
        if word == REMOTE:
            seats.append(Seat(f"Player {i + 1}", "human"))
            remote.add(i)
        elif word in SEAT_LEVELS:
            seats.append(Seat(f"Seat {i + 1}", "ai", word))
        else:
            raise InputError(f"seat {i + 1}: {word[:20]!r} is none of remote, {', '.join(SEAT_LEVELS)}",
                             code="net-seats")
    if not remote:
        raise InputError("no remote seat: name at least one seat 'remote'", code="net-seats")
    return seats, frozenset(remote)


@dataclass
class ServeArgs:
    game: str
    seats: str
    options: str = ""
    port: int | None = None       # None: any free port, or the resumed table's own
    code: str | None = None
    record: str | None = None
    bind: str | None = None       # None: any (every IPv4 and IPv6 address), or the resumed table's own
    seed: int | None = None
    away: float = 30.0
    resume: str | None = None
    announce: str | None = None    # the host's name to announce the table under on the local network
    advice: bool = True
    relay: str | None = None       # an MQTT broker's URL: the table is reachable through it too
    turn: float | None = None      # the table's turn time (None: a player takes as long as he likes)
    log: str = "info"              # the least level of the connection log on stderr (LOG_LEVELS)
    upnp: bool = False             # ask the home router for a port mapping (net/portmap.py)


def bind_address(bind: str) -> Any:
    """--bind as Qt's address: `any` (every IPv4 and IPv6 address), or one address (`0.0.0.0`: IPv4 only)."""
    from PySide6.QtNetwork import QHostAddress

    if bind == ANY:
        return QHostAddress(QHostAddress.SpecialAddress.Any)
    address = QHostAddress(bind.strip("[]"))
    if address.isNull():
        raise InputError(f"--bind {bind[:60]!r} is no IP address (or 'any')", code="net-bind")
    return address


def _addresses(bind: str, port: int) -> list[str]:
    """Where the table can be reached, as people type it (`[v6]:port` for IPv6), the loopback only if nothing else."""
    from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkInterface

    if bind not in (ANY, "0.0.0.0", "::"):
        return [format_address(bind.strip("[]"), port)]
    v4, v6 = QAbstractSocket.NetworkLayerProtocol.IPv4Protocol, QAbstractSocket.NetworkLayerProtocol.IPv6Protocol
    families = {ANY: (v4, v6), "0.0.0.0": (v4,), "::": (v6,)}[bind]
    # A link-local IPv6 address needs its interface named to be reached: of no use to a friend.
    found = [a.toString() for a in QNetworkInterface.allAddresses()
             if a.protocol() in families and not a.isLoopback() and not a.isLinkLocal()]
    found.sort(key=lambda a: ":" in a)    # IPv4 first: what most people type
    local = QHostAddress(QHostAddress.SpecialAddress.LocalHost if v4 in families
                         else QHostAddress.SpecialAddress.LocalHostIPv6).toString()
    return [format_address(a, port) for a in found] or [format_address(local, port)]


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
        # The players retry where the table was: it listens there again unless told otherwise.
        args.port = resumed.port if args.port is None else args.port
        args.bind = args.bind or resumed.bind or None
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
        if not 0 < args.turn <= MAX_TURN_S:
            raise InputError("--turn is a number of seconds from 0 to 3600", code="net-turn")
        spec.turn_s = args.turn
    log_to(sys.stderr, args.log)
    app = QCoreApplication.instance() or QCoreApplication([])
    ctrl = MatchController(ai_process=False)
    host = Host(ctrl, spec, code, Limits(away_s=args.away if args.away >= 0 else None))
    args.bind, args.port = args.bind or ANY, args.port or 0
    if not host.listen(bind_address(args.bind), args.port):
        raise InputError(f"cannot listen on {format_address(args.bind, args.port)}: {host.server.errorString()}",
                         code="net-listen")
    if args.record:
        from lomber.net.tablefile import save_table

        # The autosave: the record after every action, and beside it the code and the seats' tokens, so that a
        # host restarted with --resume after a crash lets each player back into his seat.
        record_path = Path(args.record)
        ctrl.on_record = lambda record: write_atomic(record_path, json.dumps(record, ensure_ascii=False), sync=False)

        def keep(*_: Any) -> None:
            save_table(record_path, host.code, host.tokens(), spec.advice, host.port(), args.bind,
                       _addresses(args.bind, host.port()), turn=spec.turn_s)

        host.joined.connect(keep)
        host.seatsChanged.connect(keep)   # a seat moved or freed in the lobby
        keep()
    if resumed is not None:
        host.resume(resumed.match, resumed.tokens)
    bridge = _host_bridge(args.relay, host.code, args.bind, host.port()) if args.relay else None
    from lomber.net.invitation import Invitation
    from lomber.net.portmap import RENEW_S, map_for_serve

    mapping = map_for_serve(host.port(), sys.stderr) if args.upnp else None
    kinds = ",".join(REMOTE if i in spec.remote else seat.level or "" for i, seat in enumerate(spec.seats))
    print(f"table: {spec.game}, seats {kinds}", file=out)
    addresses = ([mapping.public_address] if mapping else []) + _addresses(args.bind, host.port())
    for address in addresses:
        print(f"address: {address}", file=out)
    if bridge is not None:
        print(f"relay: {bridge.url.shown()}", file=out)
    print(f"invitation: {Invitation(host.code, addresses, args.relay).link()}", file=out)
    print(f"code: {show_code(host.code)}", file=out, flush=True)
    if mapping is not None:   # renewed off the event loop: a slow router never stalls the table
        renew = QTimer(app)
        renew.timeout.connect(lambda: threading.Thread(target=mapping.renew, daemon=True).start())
        renew.start(RENEW_S * 1000)
    host.joined.connect(lambda seat, name: print(f"joined: seat {seat} {name}", file=out, flush=True))
    host.ready.connect(lambda: host.started or host.start_match())
    host.seatsChanged.connect(lambda: host.started or print(serve_command(host, "seats"), file=out, flush=True))
    if args.announce is not None:
        from lomber.net.announce import announce_table
        from lomber.net.protocol import clean_name

        announce_table(host, clean_name(args.announce, "lomber serve"))
    done: dict[str, Any] = {"commands": read_commands(host, out)}

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
    with quit_on_interrupt(app, done):
        app.exec()
    host.close()
    if bridge is not None:
        bridge.stop()
    if mapping is not None:
        mapping.remove()
    ctrl.shutdown()
    if done.get("interrupted"):
        if ctrl.match is not None and args.record:   # the match so far: a record replays to where it stopped
            save_record(ctrl.match, args.record)
            print(f"record: {args.record} (unfinished)", file=out, flush=True)
        print("lomber serve: interrupted", file=sys.stderr)
        return EXIT_INTERRUPTED
    return 0


def _host_bridge(relay: str, code: str, bind: str, port: int) -> Any:
    """The table on the relay as well: sessions from the broker become connections to the host's own port."""
    from lomber.net.relay import HostBridge
    from lomber.net.relaylink import parse_relay_url

    url = parse_relay_url(relay)
    target = {ANY: "127.0.0.1", "0.0.0.0": "127.0.0.1", "::": "::1"}.get(bind, bind.strip("[]"))
    bridge = HostBridge(url, code, (target, port))
    bridge.start()
    if not bridge.connected.wait(RELAY_WAIT_S):
        print(f"lomber serve: the relay {url.shown()} does not answer yet ({bridge.error or 'no answer'}); "
              "still trying", file=sys.stderr, flush=True)
    return bridge


def _leave(done: dict[str, Any], host: Any, app: Any) -> None:
    done["at"] += 1
    if host.all_gone() or done["at"] > 50:
        host.close()
        app.quit()


@dataclass
class JoinArgs:
    address: str | None        # None: through the relay only
    code: str
    play: str
    transcript: str | None = None
    name: str = ""             # the host names the seat ("Player 2")
    seed: int | None = None
    retry: float = 0.0
    relay: str | None = None   # an MQTT broker's URL, tried when the direct connection fails
    token_file: str | None = None   # where the seat's token is kept (default: the data folder's seats.json)
    more: list[str] = field(default_factory=list)   # an invitation's further addresses, tried in turn before the relay


def _open_private(path: str) -> IO[str]:
    """A file for writing that only its owner can read (a transcript says what the seat was dealt)."""

    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    os.chmod(path, 0o600)   # an existing file keeps its mode through O_CREAT
    return os.fdopen(fd, "w", encoding="utf-8")


def run_join(args: JoinArgs, err: IO[str] = sys.stderr) -> int:
    """Play one seat with a computer player until the match ends; 0, or 2 when refused, 1 when the link is lost."""
    from PySide6.QtCore import QCoreApplication, QTimer

    from lomber.ai.registry import make_player
    from lomber.controller.match_controller import safe_action
    from lomber.engine.registry import game_ids, game_levels
    from lomber.net import protocol as p
    from lomber.net.client import ADDRESS_S, JOIN_S, UNREACHABLE, UPDATE_HERE, UPDATE_HOST, Client, transcript_line
    from lomber.net.joincode import parse_code
    from lomber.net.seatstore import SeatClaim, SeatStore

    if args.address is None and not args.relay:
        raise InputError("the table's HOST:PORT is needed (or --relay URL)", code="net-address")
    host, port = parse_address(args.address) if args.address else ("", 0)
    targets = [(host, port)] + [parse_address(a) for a in args.more]   # tried in turn, until one welcomes
    code = parse_code(args.code)
    relay_url = None
    if args.relay:
        from lomber.net.relaylink import parse_relay_url

        relay_url = parse_relay_url(args.relay)
    name = p.clean_name(args.name, "")   # as the window's Join sends it: cut and cleaned here, never refused later
    if name != args.name.strip():
        print(f"lomber join: --name is sent as \"{name}\" (at most {p.MAX_NAME} characters; no control, direction or "
              "invisible character)", file=err, flush=True)
    if args.play not in SEAT_LEVELS:
        raise InputError(f"--play is one of {', '.join(SEAT_LEVELS)}, not {args.play[:20]!r}", code="net-level")
    app = QCoreApplication.instance() or QCoreApplication([])
    transcript: IO[str] | None = _open_private(args.transcript) if args.transcript else None
    # The seat's token survives this process: started again after a crash, it returns to its seat.
    claim = SeatClaim(SeatStore(Path(args.token_file) if args.token_file else None), host, port, code)
    state: dict[str, Any] = {"view": None, "player": None, "status": EXIT_LOST, "token": claim.next_token(),
                             "path": "direct" if args.address else "relay", "said": None, "welcomed": False,
                             "at": 0}
    seed = args.seed if args.seed is not None else random.randrange(1 << 30)

    def client_errors() -> list[p.Error]:
        return state.setdefault("errors", [])

    def on_message(message: p.Message, value: Any) -> None:
        client = state["client"]
        if isinstance(message, p.Welcome):
            state["token"], state["lost_at"], state["welcomed"] = message.token, None, True
            claim.welcomed(message.token)
            value = {**value, "token": "(kept apart)"}   # a transcript is shown around; the token lets one in
            if message.turn is not None and state.get("turn") != message.turn:
                state["turn"] = message.turn
                print(f"lomber join: the table's turn time is {message.turn:g} s", file=err, flush=True)
            if state["said"] != state["path"]:
                state["said"] = state["path"]
                where = f"directly to {format_address(*targets[state['at']])}" if state["path"] == "direct" \
                    else f"through the relay {relay_url.shown()}"
                print(f"lomber join: connected {where}", file=err, flush=True)
        if isinstance(message, p.Error):
            client_errors().append(message)
        if transcript is not None:
            transcript.write(transcript_line(value) + "\n")
            transcript.flush()
        if isinstance(message, p.Start):
            missing = message.game not in game_ids()
            if missing or args.play not in game_levels(message.game):
                print(f"lomber join: the table plays {message.game[:40]!r}, " + (
                      "a game not installed here" if missing else f"whose computer players have no {args.play} level"),
                      file=err)
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
            claim.done()
            client.close()

    def on_failed(code_: str, detail: str) -> None:
        if code_ in (p.Err.VERSION.value, UPDATE_HERE, UPDATE_HOST):
            errors = client_errors()
            detail = (f"the table speaks protocol {errors[-1].version if errors else '?'}, this Lomber "
                      f"{p.PROTOCOL_VERSION}: " + ("the host must update Lomber" if code_ == UPDATE_HOST
                                                  else "update Lomber on this computer"))
        bridge = state.get("bridge")
        if state["path"] == "relay" and code_ == "wrong-code" and bridge is not None and not bridge.ready.is_set():
            # The bridge closed the connection: it is not on the broker, or the host is not (a broker restarting).
            code_, detail = UNREACHABLE, f"the relay {relay_url.shown()} is away, or the table's host is not on it"
        if state["path"] == "direct" and code_ == UNREACHABLE and not state["welcomed"] \
                and state["at"] + 1 < len(targets):
            state["at"] += 1
            print(f"lomber join: no connection at {format_address(*targets[state['at'] - 1])} ({p.plain(detail)}); "
                  f"trying {format_address(*targets[state['at']])}", file=err, flush=True)
            connect()
            return
        if relay_url is not None and state["path"] == "direct" and code_ == UNREACHABLE:
            print(f"lomber join: no direct connection ({p.plain(detail)}); trying the relay {relay_url.shown()}",
                  file=err, flush=True)
            state["path"] = "relay"
            connect()
            return
        freed = state.get("welcomed") and state["player"] is None and code_ == p.Err.BAD_TOKEN.value   # in the lobby
        if (not state.get("welcomed") or freed) and claim.refused(code_):
            # A kept token this table no longer takes, or another Lomber here sits with it: the next, or a new seat.
            state["token"], state["retrying"], state["welcomed"] = claim.next_token(), True, False
            QTimer.singleShot(0, connect)
            return
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
        client = Client(code, name, state.get("token"))
        state["client"], state["retrying"] = client, False
        client.received.connect(on_message)
        client.failed.connect(on_failed)
        client.closed.connect(on_closed)
        if state["path"] == "direct":
            # Before the first welcome an address followed by another has a short while; the last, the usual one.
            more = not state["welcomed"] and state["at"] + 1 < len(targets)
            client.connect_to(*targets[state["at"]], ADDRESS_S if more else JOIN_S)
            if relay_url is not None:
                QTimer.singleShot(int(DIRECT_WAIT_S * 1000), lambda: give_way(client))
            return
        if state.get("bridge") is None:
            from lomber.net.relay import ClientBridge

            state["bridge"] = ClientBridge(relay_url, code)
            state["bridge"].start()
            if not state["bridge"].wait_ready(RELAY_WAIT_S):
                bridge = state["bridge"]
                why = "no table with this code is on it" if bridge.connected.is_set() else bridge.error or "no answer"
                client.failed.emit(UNREACHABLE, f"the relay {relay_url.shown()}: {why}")
                return
        client.connect_to("127.0.0.1", state["bridge"].address[1])

    def give_way(client: Any) -> None:
        """A direct connection still not through its handshake (a firewall dropping it silently): the relay."""
        if state.get("client") is client and state["path"] == "direct" and not client.encrypted and not client.done:
            for sig in (client.received, client.failed, client.closed):
                sig.disconnect()
            client.done = True
            client.sock.abort()
            on_failed(UNREACHABLE, f"{format_address(*targets[state['at']])} does not answer")

    connect()
    try:
        with quit_on_interrupt(app, state):
            app.exec()
    finally:
        if transcript is not None:
            transcript.close()
        if state.get("bridge") is not None:
            state["bridge"].stop()
    if state.get("interrupted"):
        print("lomber join: interrupted", file=err)
        return EXIT_INTERRUPTED
    return state["status"]
