"""The `lomber` command: the app, and `replay`, `arena`, `bench`, `--smoke`."""

from __future__ import annotations

import json
import sys
from typing import TYPE_CHECKING, Any

from lomber import __version__

if TYPE_CHECKING:
    import argparse


def _cmd_replay(args: argparse.Namespace) -> int:
    from lomber.engine.errors import RecordError
    from lomber.engine.records import load_record, replay

    try:
        match = replay(load_record(args.file))
    except RecordError as exc:
        print(f"lomber replay: {exc}", file=sys.stderr)
        return 2
    summary = match.summary()
    if args.json:
        print(json.dumps(summary, indent=1, ensure_ascii=False))
    else:
        for key, value in summary.items():
            print(f"{key:>10}: {json.dumps(value, ensure_ascii=False)}")
    return 0


def _cmd_arena(args: argparse.Namespace) -> int:
    from lomber.arena import ProgressLines, _progress, run_arena
    from lomber.engine.errors import OptionError

    levels = [lv.strip() for lv in args.ai.split(",") if lv.strip()]
    try:
        options: dict[str, Any] = json.loads(args.options) if args.options else {}
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

    return run_bench(as_json=args.json, quick=args.quick)


def build_parser() -> argparse.ArgumentParser:
    import argparse  # here: a plain `lomber` goes straight to the window without it

    p = argparse.ArgumentParser(prog="lomber", description="Lomber, a card table for four forgotten games.")
    p.add_argument("--version", action="version", version=f"lomber {__version__}")
    p.add_argument("--smoke", action="store_true", help="open the window, play one computer-only deal of each game, exit")
    sub = p.add_subparsers(dest="command")
    r = sub.add_parser("replay", help="replay a record and print its summary")
    r.add_argument("file")
    r.add_argument("--json", action="store_true", help="print the summary as JSON")
    r.set_defaults(func=_cmd_replay)
    a = sub.add_parser("arena", help="computer-only matches comparing levels")
    a.add_argument("--game", required=True)
    a.add_argument("--seats", type=int, required=True)
    a.add_argument("--ai", required=True, help="levels, comma-separated: easy,normal,strong, or the yardsticks random,ismcts")
    a.add_argument("--deals", type=int, default=1000, help="at least this many deals (whole matches are played)")
    a.add_argument("--seed", type=int, default=1)
    a.add_argument("--options", default="", help="game options as JSON, e.g. '{\"starting_chips\": 100}'")
    a.add_argument("--match-deals", type=int, default=200, help="deals per match before a new match rotates seats")
    a.add_argument("--duplicate", action="store_true",
                   help="deal each match's cards once per rotation of the levels (the luck of the cards cancels)")
    a.add_argument("--jobs", type=int, default=1, help="processes playing matches at once (0: one per processor)")
    a.add_argument("--json", action="store_true")
    a.set_defaults(func=_cmd_arena)
    b = sub.add_parser("bench", help="performance figures")
    b.add_argument("--json", action="store_true")
    b.add_argument("--quick", action="store_true", help="shorter runs (less precise)")
    b.set_defaults(func=_cmd_bench)
    return p


def main(argv: list[str] | None = None) -> int:
    if getattr(sys, "frozen", False):
        import multiprocessing  # only a frozen bundle needs it this early (it loads with the worker)

        # Computer players think in a worker process; a frozen bundle must not re-run the app in it.
        multiprocessing.freeze_support()
    if not (sys.argv[1:] if argv is None else argv):   # plain `lomber`: the window, as soon as it can be
        from lomber.ui.app import run_app

        return run_app()
    args = build_parser().parse_args(argv)
    if getattr(args, "func", None):
        return args.func(args)
    from lomber.ui.app import run_app

    return run_app(smoke=args.smoke)
