"""The `lomber` command: the app (`lomber [FILE]`, `--new GAME`, `--smoke`), and `replay`, `arena`, `advise`,
`stats`, `bench`, `serve`, `join`."""

from __future__ import annotations

import contextlib
import gc
import json
import os
import sys
import threading
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import argparse


def _fail(command: str, problem: object) -> int:
    """Bad input: one line on stderr, exit status 2."""
    print(f"lomber {command}: {' '.join(str(problem).split())}", file=sys.stderr)
    return 2


def _not_a_file(path: str) -> str:
    """What a path that is no regular file is, in words (`lomber FILE`): never opened nor read (a FIFO would wait
    for a writer, /dev/zero never ends)."""
    import errno
    import stat

    try:
        mode = os.stat(path).st_mode
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            return "a loop of symbolic links, not a saved match"
        if exc.errno == errno.ENOENT:
            return "a symbolic link to nothing" if os.path.islink(path) else "no such file"
        return exc.strerror or "cannot be read"
    if stat.S_ISDIR(mode):
        return "a folder, not a saved match"
    if stat.S_ISFIFO(mode):
        return "a pipe (FIFO), not a saved match"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device, not a saved match"
    return "not a regular file, not a saved match"


def _cmd_translate(args: argparse.Namespace) -> int:
    from pathlib import Path

    from lomber.catalogues import translate_game

    return translate_game(args.game, Path(args.dir) if args.dir else None, args.check)


def _cmd_desktop_entry(args: argparse.Namespace) -> int:
    from lomber.desktopentry import render, russian

    with open(args.file, encoding="utf-8") as f:
        print(render(f.read(), russian()), end="")
    return 0


def _cmd_replay(args: argparse.Namespace) -> int:
    from lomber.engine.errors import RecordError
    from lomber.engine.jsonfile import collector_paused
    from lomber.storage.saves import replay_file

    # A replay makes no reference cycles (tests/test_quick_paths.py): the cyclic collector would only walk the
    # record's and the match's objects, again and again, until they are freed here, as they all are.
    with collector_paused():
        try:
            match = replay_file(args.file)
        except RecordError as exc:
            return _fail("replay", exc)
        summary = match.summary()
        del match
    if args.json:
        print(json.dumps(summary, indent=1, ensure_ascii=False))
    else:
        for key, value in summary.items():
            print(f"{key:>10}: {json.dumps(value, ensure_ascii=False)}")
    return 0


def _cmd_arena(args: argparse.Namespace) -> int:
    from lomber.arena import ProgressLines, _progress, run_arena, usable_cpus
    from lomber.engine.errors import OptionError
    from lomber.engine.jsonfile import parse_json

    levels = [lv.strip() for lv in args.ai.split(",") if lv.strip()]
    if args.jobs > (cpus := usable_cpus()):
        print(f"lomber arena: --jobs {args.jobs} is more than the {cpus} processor(s) here: {cpus} used",
              file=sys.stderr)
    try:
        options: dict[str, Any] = parse_json(args.options) if args.options else {}   # depth and digits bounded
        result = run_arena(args.game, args.seats, levels, args.deals, args.seed, options,
                           deals_per_match=args.match_deals, duplicate=args.duplicate, jobs=args.jobs,
                           progress=_progress if sys.stderr.isatty() and not args.json else ProgressLines())
    except (OptionError, ValueError) as exc:
        print(f"lomber arena: {exc}", file=sys.stderr)
        return 2
    if sys.stderr.isatty() and not args.json:
        sys.stderr.write("\n")
    print(json.dumps(result.to_json(), indent=1) if args.json else result.table())
    return 0


def _cmd_bench(args: argparse.Namespace) -> int:
    from lomber.bench import run_bench

    return run_bench(as_json=args.json, quick=args.quick, only=args.only)


def _cmd_advise(args: argparse.Namespace) -> int:
    from lomber.ai.advisor import advise_position
    from lomber.storage.saves import replay_file

    try:
        match = replay_file(args.file)
        advice = advise_position(match, args.seat, match.seed if args.seed is None else args.seed)
    except ValueError as exc:   # a record that does not load or replay, a seat not at the table, a finished match
        return _fail("advise", exc)
    out = advice.to_json()
    if args.json:
        print(json.dumps(out, indent=1, ensure_ascii=False))
        return 0
    print(f"{'seat':>10}: {advice.seat}")
    print(f"{'advice':>10}: {advice.action or '(nothing: not this seat’s turn)'}")
    print(f"{'reason':>10}: {out['reason']}")
    for key in advice.odds:
        if key != "candidates":
            print(f"{key:>10}: {json.dumps(out['odds'][key])}")
    for e in advice.odds.get("candidates", []):
        extra = "".join(f", {name} {x:.3g}" for name, x in (("chance", e.chance), ("tricks", e.tricks)) if x is not None)
        kind = f"over {e.worlds} sampled worlds" if e.worlds else "model estimate"
        print(f"{'candidate':>10}: {e.action}: value {e.value:+.3f} ({kind}{extra})")
    return 0


def _cmd_stats(args: argparse.Namespace) -> int:
    from lomber.engine.registry import game_ids, game_info
    from lomber.storage.history import History, State
    from lomber.storage.stats import stats_table

    if args.game is not None and args.game not in game_ids():
        return _fail("stats", f"unknown game {args.game!r} (known: {', '.join(game_ids())})")
    history = History()
    try:
        games = history.statistics(args.game)
        if history.state is State.UNAVAILABLE:
            return _fail("stats", history.problem)
        for problem in (history.problem, history.skipped_text()):
            if problem:
                print(f"lomber stats: {problem}", file=sys.stderr)
    finally:
        history.close()
    if args.json:
        print(json.dumps({"games": [g.to_json() for g in games]}, indent=1, ensure_ascii=False))
    else:
        print(stats_table(games, lambda g: game_info(g).name))
    return 0


def _cmd_serve(args: argparse.Namespace) -> int:
    from lomber.engine.errors import LomberError
    from lomber.net.headless import ServeArgs, run_serve
    from lomber.net.tls import TLSUnavailable

    try:
        return run_serve(ServeArgs(args.game, args.seats, args.options, args.port, args.code, args.record, args.bind,
                                   args.seed, args.away, args.resume, args.announce, not args.no_advice,
                                   args.relay, args.turn, args.log, args.upnp))
    except (LomberError, TLSUnavailable, OSError) as exc:
        return _fail("serve", exc)


def _cmd_join(args: argparse.Namespace) -> int:
    from lomber.engine.errors import LomberError
    from lomber.net.headless import JoinArgs, run_join
    from lomber.net.tls import TLSUnavailable

    more: list[str] = []
    try:
        if args.address and args.address.lower().startswith("lomber://"):   # an invitation: what it says, unless told
            from lomber.net.invitation import parse_link

            invitation = parse_link(args.address)
            args.address = invitation.addresses[0] if invitation.addresses else None
            more = invitation.addresses[1:]
            args.code, args.relay = args.code or invitation.code, args.relay or invitation.relay
        if not args.code:
            return _fail("join", "the table's join code is needed (--code, or an invitation's link)")
        return run_join(JoinArgs(args.address, args.code, args.play, args.transcript, args.name, args.seed, args.retry,
                                 args.relay, args.token_file, more))
    except (LomberError, TLSUnavailable, OSError) as exc:
        return _fail("join", exc)


def _positive(text: str) -> int:
    import argparse

    try:
        n = int(text)
    except ValueError:
        n = 0
    if n < 1:
        raise argparse.ArgumentTypeError(f"{text!r}: a number of deals, 1 or more")
    return n


def build_parser() -> argparse.ArgumentParser:
    import argparse  # here: a plain `lomber` goes straight to the window without it

    from lomber import package_version
    from lomber.engine.registry import game_ids

    p = argparse.ArgumentParser(prog="lomber", description="Lomber, a card table for forgotten card games. "
                                "FILE: a saved match to open in the window.")
    p.add_argument("--version", action="version", version=f"lomber {package_version()}")
    first = p.add_mutually_exclusive_group()
    first.add_argument("--smoke", action="store_true",
                       help="open the window, play one computer-only deal of each game, exit")
    first.add_argument("--soak", metavar="N", type=_positive,
                       help="play N computer-only deals of every game in the window; errors, scene items and "
                            "memory every 100 deals; exit 1 on any error or growth")
    first.add_argument("--new", metavar="GAME", choices=list(game_ids()),
                       help=f"open the new-game dialog on this game ({', '.join(game_ids())})")
    p.add_argument("--soak-speed", choices=("mixed", "instant", "fast"), default="mixed",
                   help="the soak's animations: every tenth deal at fast speed, the rest instant (mixed, the "
                        "default), or all at one speed")
    sub = p.add_subparsers(dest="command")
    r = sub.add_parser("replay", help="replay a record and print its summary")
    r.add_argument("file")
    r.add_argument("--json", action="store_true", help="print the summary as JSON")
    r.set_defaults(func=_cmd_replay)
    t = sub.add_parser("translate", help="build a game's own catalogues (translations/<game>_<lang>.ts and .qm) "
                                         "from the strings its package marks N_ and NG_ (docs/sdk.md)")
    t.add_argument("game", help="the game's id")
    t.add_argument("--dir", help="its package folder (default: the installed game's)")
    t.add_argument("--check", action="store_true", help="write nothing; exit 1 if a string lacks a translation")
    t.set_defaults(func=_cmd_translate)
    de = sub.add_parser("desktop-entry", help="print the desktop entry FILE with a New game action for every "
                                              "installed game (packaging/linux/install-desktop.sh)")
    de.add_argument("file")
    de.set_defaults(func=_cmd_desktop_entry)
    a = sub.add_parser("arena", help="computer-only matches comparing levels")
    a.add_argument("--game", required=True)
    a.add_argument("--seats", type=int, required=True)
    a.add_argument("--ai", required=True, help="levels, comma-separated: easy,normal,strong (expert: Fortuna, Fly), the yardsticks "
                   "random,ismcts, or the baselines ismcts-N,pimc-N (docs/arena.md)")
    a.add_argument("--deals", type=int, default=1000, help="at least this many deals (whole matches are played)")
    a.add_argument("--seed", type=int, default=1)
    a.add_argument("--options", default="", help="game options as JSON, e.g. '{\"starting_chips\": 100}'")
    a.add_argument("--match-deals", type=int, default=200, help="deals per match before a new match rotates seats")
    a.add_argument("--duplicate", action="store_true",
                   help="deal each match's cards once per rotation of the levels (the luck of the cards cancels)")
    a.add_argument("--jobs", type=int, default=1, help="processes playing matches at once (0: one per processor)")
    a.add_argument("--json", action="store_true")
    a.set_defaults(func=_cmd_arena)
    d = sub.add_parser("advise", help="the advisor's choice and odds for the decision a record stops at")
    d.add_argument("file")
    d.add_argument("--seat", type=int, help="the seat to advise (default: the seat to act)")
    d.add_argument("--seed", type=int, help="the search's seed for Fly and Fortuna (default: the record's)")
    d.add_argument("--json", action="store_true", help="print the advice as JSON")
    d.set_defaults(func=_cmd_advise)
    st = sub.add_parser("stats", help="statistics of finished matches from the history")
    st.add_argument("--game", help="one game only (its id, as `lomber --help` lists them for --new)")
    st.add_argument("--json", action="store_true", help="print the statistics as JSON")
    st.set_defaults(func=_cmd_stats)
    b = sub.add_parser("bench", help="performance figures, each with its target and verdict (exit 1 on a MISS)")
    b.add_argument("--json", action="store_true", help="print the figures as JSON (else a Markdown table)")
    b.add_argument("--quick", action="store_true", help="shorter runs, under 2 minutes (less precise; says so)")
    b.add_argument("--only", metavar="SECTIONS",
                   help="comma-separated sections: startup, decisions, throughput, frames, stall, advice, memory, network")
    b.set_defaults(func=_cmd_bench)
    sv = sub.add_parser("serve", help="host a network table without a window; prints its address and join code")
    sv.add_argument("--game")
    sv.add_argument("--seats", help="each seat: remote, easy, normal, strong or expert (Fortuna, Fly), e.g. "
                    "remote,remote,normal")
    sv.add_argument("--options", default="", help="game options as JSON, e.g. '{\"parties\": 1}'")
    sv.add_argument("--port", type=int, help="the port to listen on (default: any free one; with --resume, the "
                                             "table's own)")
    sv.add_argument("--code", help="the join code (default: a fresh random one)")
    sv.add_argument("--record", help="write the finished match's record to this file")
    sv.add_argument("--bind", help="the address to listen on (default: any, every IPv4 and IPv6 address; 0.0.0.0: "
                                   "IPv4 only; with --resume, the table's own)")
    sv.add_argument("--seed", type=int, help="the match's seed (default: from the clock)")
    sv.add_argument("--away", type=float, default=30.0,
                    help="seconds a dropped player's seat waits before a computer plays it (negative: wait forever)")
    sv.add_argument("--no-advice", action="store_true",
                    help="the players may not use the Hint and the odds (they are on by default)")
    sv.add_argument("--resume", metavar="FILE",
                    help="play on the table whose --record this was (after a crash); its players return with their tokens")
    sv.add_argument("--announce", metavar="NAME",
                    help="announce the table on the local network under this host's name while seats are free")
    sv.add_argument("--relay", metavar="URL",
                    help="also reach the table through this MQTT broker (mqtts://HOST:8883, mqtt:// on a private network)")
    sv.add_argument("--turn", type=float, metavar="SECONDS",
                    help="a connected player who has not decided in this time is played by a computer until he "
                         "answers (default: no turn time)")
    sv.add_argument("--log", default="info", metavar="LEVEL",
                    help="the connection log on stderr (joins, drops, refusals, floods): debug, info, warning, "
                         "error or off (default: info)")
    sv.add_argument("--upnp", action="store_true",
                    help="ask the home router for a port mapping (UPnP) so that friends on the internet reach the table")
    sv.set_defaults(func=_cmd_serve)
    jn = sub.add_parser("join", help="play one seat of a network table with a computer player, without a window")
    jn.add_argument("address", nargs="?", help="the table's HOST:PORT ([IPV6]:PORT for an IPv6 address), or the "
                    "host's invitation (lomber://join?…)")
    jn.add_argument("--code", help="the table's join code (default: the invitation's)")
    jn.add_argument("--play", required=True, help="the computer player's level: easy, normal, strong or expert "
                    "(expert where the game offers it: Fortuna, Fly)")
    jn.add_argument("--transcript", help="write every message received to this file (JSON lines)")
    jn.add_argument("--name", default="", help="the seat's name at the table (default: the host names it)")
    jn.add_argument("--seed", type=int, help="the computer player's seed")
    jn.add_argument("--retry", type=float, default=0.0, metavar="SECONDS",
                    help="when the connection is lost, try to return to the seat for this long (default: 0)")
    jn.add_argument("--relay", metavar="URL", help="the host's MQTT broker, tried when the direct connection fails")
    jn.add_argument("--token-file", metavar="FILE",
                    help="keep the seat's token in this file, to return to the seat after a restart "
                         "(default: seats.json in the data folder)")
    jn.set_defaults(func=_cmd_join)
    p.usage = f"%(prog)s [-h] [--version] [--smoke | --soak N | --new GAME | FILE]\n       %(prog)s {{{','.join(sub.choices)}}} ..."
    return p


def command_names(parser: argparse.ArgumentParser) -> set[str]:
    """The parser's commands (`replay`, `arena`, …): words that are not a FILE."""
    import argparse

    return {name for action in parser._actions if isinstance(action, argparse._SubParsersAction)
            for name in action.choices}


VALUED = ("--new", "--soak", "--soak-speed")   # the app's options whose value is the next word


def split_file(argv: list[str], commands: set[str]) -> tuple[str | None, list[str]]:
    """`lomber FILE …`: the saved match to open (the first word that is no command nor an option's value)."""
    skip = False
    for i, word in enumerate(argv):
        if skip:
            skip = False
        elif word == "--":
            rest = argv[i + 1:]
            return (rest[0], argv[:i] + rest[1:]) if rest else (None, argv[:i])
        elif word in VALUED:
            skip = True   # its value follows
        elif not word.startswith("-") or word == "-":
            return (None, argv) if word in commands else (word, argv[:i] + argv[i + 1:])
    return None, argv


@contextlib.contextmanager
def _collector_off() -> Iterator[None]:
    """Start-up allocates much (Qt's enums, our modules) and frees little: the cyclic collector's passes over it
    are time lost before the table shows (run_app keeps it off until the first paint)."""
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


FONTS_THREAD = "lomber-fonts"
_qt_app: Any = None   # the QApplication made by _start_qt (run_app takes it as QApplication.instance())


def _start_qt() -> None:
    """The window's start: Qt's application made before the window's modules load (about 90 ms of Python), and Qt's
    font database read meanwhile in a thread (fontconfig, about 10 ms the first text would wait for; Qt's font
    database is thread-safe and PySide lets go of the GIL while it reads)."""
    global _qt_app
    import lomber.ui  # noqa: F401, I001  (PySide6 with its lighter import check, before any other Qt module)
    from PySide6.QtGui import QFontDatabase
    from PySide6.QtWidgets import QApplication

    if QApplication.instance() is not None:
        return
    _qt_app = QApplication(sys.argv)
    threading.Thread(target=QFontDatabase.families, name=FONTS_THREAD).start()


SIGPIPE_STATUS = 141      # 128 + SIGPIPE: what a command cut short by `| head` exits with in a shell
INTERRUPTED_STATUS = 130  # 128 + SIGINT: Ctrl-C


def _printing(run: Callable[[], int], command: str) -> int:
    """What prints to stdout (a command, `--help`), ended quietly when its reader goes away (`lomber stats |
    head`) or on Ctrl-C: one line, no traceback."""
    try:
        try:
            return run()
        finally:
            sys.stdout.flush()   # a closed pipe shows here, not in the interpreter's exit (its own traceback)
    except BrokenPipeError:
        # Whatever is still buffered for stdout would fail again at exit: stdout goes to nowhere instead.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
        return SIGPIPE_STATUS
    except KeyboardInterrupt:
        start = "\n" if sys.stderr.isatty() else ""   # after a progress bar's line
        print(f"{start}lomber{' ' + command if command else ''}: interrupted", file=sys.stderr)
        return INTERRUPTED_STATUS


def main(argv: list[str] | None = None) -> int:
    from lomber.terminal import escaped_output

    with escaped_output():   # a name or a record never steers the terminal (lomber/terminal.py)
        return _main(argv)


def _main(argv: list[str] | None) -> int:
    if getattr(sys, "frozen", False):
        import multiprocessing  # only a frozen bundle needs it this early (it loads with the worker)

        # Computer players think in a worker process; a frozen bundle must not re-run the app in it.
        multiprocessing.freeze_support()
    if not (sys.argv[1:] if argv is None else argv):   # plain `lomber`: the window, as soon as it can be
        with _collector_off():
            _start_qt()
            from lomber.ui.shell.app import run_app

        return run_app()
    parser = build_parser()
    words = sys.argv[1:] if argv is None else argv
    path, words = split_file(words, command_names(parser))
    parsed: list[argparse.Namespace] = []
    code = _printing(lambda: parsed.append(parser.parse_args(words)) or 0, "")   # --help, --version print
    if not parsed:
        return code
    args = parsed[0]
    if getattr(args, "func", None):
        return _printing(lambda: args.func(args), args.command)
    if path is not None and (args.smoke or args.new or args.soak):
        parser.error(f"{path}: a saved match opens on its own, not with --smoke, --soak or --new")
    if args.soak:
        from lomber.ui.shell.soak import run_soak_command

        return run_soak_command(args.soak, args.soak_speed)
    if path is not None and path.lower().startswith("file://"):   # the desktop entry's %u hands files as URLs
        from urllib.parse import urlsplit
        from urllib.request import url2pathname

        path = url2pathname(urlsplit(path).path)
    if path is not None and path.lower().startswith("lomber://"):   # an invitation: the Join dialog, filled
        pass
    elif path is not None and not os.path.isfile(path):
        # A file that exists but is no record is told in the window (a file manager shows no stderr).
        print(f"lomber: {path}: {_not_a_file(path)}", file=sys.stderr)
        return 2
    with _collector_off():
        if not args.smoke:   # a smoke run sets Qt's platform first (ui/shell/app.py)
            _start_qt()
        from lomber.ui.shell.app import run_app

    return run_app(smoke=args.smoke, new_game=args.new, open_path=path)
