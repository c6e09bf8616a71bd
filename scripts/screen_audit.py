#!/usr/bin/env python3
"""The screen audit: every screen state of the app, at 800×600 and 1280×800, in English and Russian, checked for
clipped widgets, cut texts and windows leaving the screen (what is checked: tests/gui/screencheck.py).

    PYTHONPATH=app python scripts/screen_audit.py [--size 800x600] [--lang ru] [--only fly] [--json]

Each screen size runs in a child process of its own on an offscreen screen of that size (Qt's offscreen platform
with a screen file), one main window per language, animations at Instant. The states: the first start; the New
game dialog on each game; each game's every kind of decision (a match against computers, each new set of words
offered is a state), with the hint, the odds, the log and the deal's result in front once; a deal's end waiting
for Continue; hot-seat's "pass the screen"; each step of each lesson; the network lobby and the join dialog;
statistics, a finished match's standings, the replay chooser and a replay. Exit status 1 if anything is clipped.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SIZES = ("800x600", "1280x800")
LANGS = ("en", "ru")




def parse_size(text: str) -> tuple[int, int]:
    w, h = text.lower().split("x")
    return int(w), int(h)


def run_children(args: argparse.Namespace) -> dict:
    """One child per screen size (both at once: each is a single Qt thread); their findings together."""
    procs = []
    for size in args.size:
        cmd = [sys.executable, str(Path(__file__).resolve()), "--child", "--size", size, "--json"]
        for lang in args.lang:
            cmd += ["--lang", lang]
        for only in args.only:
            cmd += ["--only", only]
        env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT / "app"), str(ROOT)]))
        procs.append((size, subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env,
                                             text=True)))
    out: dict = {"states": 0, "findings": [], "runs": []}
    for size, proc in procs:
        stdout, stderr = proc.communicate()
        try:
            got = json.loads(stdout.strip().splitlines()[-1])
        except (IndexError, json.JSONDecodeError):
            raise SystemExit(f"screen_audit: the {size} run failed (exit {proc.returncode}):\n{stderr[-4000:]}")
        out["states"] += got["states"]
        out["findings"] += got["findings"]
        out.setdefault("names", []).extend(got["names"])
        out["runs"].append({k: got[k] for k in ("size", "langs", "states", "seconds")})
    return out


def child(args: argparse.Namespace) -> dict:
    """This process's screen size, each language in turn."""
    (size,) = args.size
    w, h = parse_size(size)
    tmp = tempfile.mkdtemp(prefix="lomber-audit-")
    screen = Path(tmp) / "screen.json"
    screen.write_text(json.dumps({"screens": [{"name": "audit", "x": 0, "y": 0, "width": w, "height": h}]}))
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={screen}"
    os.environ["LOMBER_DISCOVERY"] = "off"
    os.environ["LOMBER_CONFIG_DIR"] = os.path.join(tmp, "config")
    os.environ["LOMBER_DATA_DIR"] = os.path.join(tmp, "data")
    sys.path.insert(0, str(ROOT))
    from PySide6.QtWidgets import QApplication
    from tests.gui.screendriver import Auditor

    app = QApplication.instance() or QApplication(sys.argv[:1])
    started = time.monotonic()
    findings: list[dict] = []
    states = 0
    names: list[str] = []
    for lang in args.lang:
        auditor = Auditor(app, size, lang, args.only)
        auditor.run_all()
        states += auditor.states
        findings += auditor.findings
        names += [f"{size} {lang} {n}" for n in auditor.names]
    return {"size": size, "langs": list(args.lang), "states": states, "findings": findings, "names": names,
            "seconds": round(time.monotonic() - started, 1)}


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--size", action="append", help="WxH (default: 800x600 and 1280x800)")
    ap.add_argument("--lang", action="append", help="en or ru (default: both)")
    ap.add_argument("--only", action="append", default=[], help="only the states whose name holds this word")
    ap.add_argument("--json", action="store_true", help="the findings as JSON")
    ap.add_argument("--list", action="store_true", help="name every state checked")
    ap.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    args.size = args.size or list(SIZES)
    args.lang = args.lang or list(LANGS)
    result = child(args) if args.child else run_children(args)
    if args.json:
        print(json.dumps(result, ensure_ascii=False))
    else:
        if args.list:
            print("\n".join(result["names"]))
        for f in result["findings"]:
            print(f"{f['size']} {f['lang']} {f['state']}: {f['what']}: {f['why']}")
        runs = result.get("runs") or [result]
        for r in runs:
            print(f"{r['size']} {'+'.join(r['langs'])}: {r['states']} states in {r['seconds']} s")
        print(f"{result['states']} states checked, {len(result['findings'])} findings")
    return 1 if result["findings"] else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
