"""`lomber bench`: the performance figures of docs/design.md, each with its target and a verdict, measured in one run.

`engine` measures the rules and the computer players (no Qt); `frames`, `stall`, `startup` and `memory` the
window (frames, start-up and memory in child processes: a Qt option or a fresh process each needs).
Every section returns `Figure`s; `figures.py` holds the targets and the verdicts.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from lomber.bench.figures import Figure, Progress, environment, markdown_table
from lomber.terminal import unescaped

Section = Callable[[bool, Progress], list[Figure]]


@dataclass(frozen=True)
class SectionInfo:
    """One part of the bench: its name for `--only`, what the progress line calls it, its function's home."""

    name: str
    label: str
    module: str
    function: str

    def load(self) -> Section:
        import importlib

        fn: Section = getattr(importlib.import_module(self.module), self.function)
        return fn


# In this order: decisions before throughput (its target is a strong decision's cost), the slow ones last.
SECTIONS = (
    SectionInfo("startup", "start-up vs a bare window", "lomber.bench.startup", "startup_figures"),
    SectionInfo("decisions", "decision times", "lomber.bench.engine", "decision_figures"),
    SectionInfo("throughput", "random-play throughput", "lomber.bench.engine", "throughput_figures"),
    SectionInfo("replay", "lomber replay on a long record", "lomber.bench.replay", "replay_figures"),
    SectionInfo("frames", "frame times", "lomber.bench.frames", "frame_figures"),
    SectionInfo("stall", "GUI stall while strong thinks", "lomber.bench.stall", "stall_figures"),
    SectionInfo("advice", "the Hint's and the odds panel's wait", "lomber.bench.advice", "advice_figures"),
    SectionInfo("memory", "memory over computer-only deals", "lomber.bench.memory", "memory_figures"),
    SectionInfo("network", "network tables over loopback", "lomber.bench.network", "network_figures"),
)


def section_names() -> list[str]:
    return [s.name for s in SECTIONS]


def parse_only(text: str | None) -> list[str]:
    """`--only a,b`: the sections asked for, in the bench's order; ValueError naming an unknown one."""
    if not text:
        return section_names()
    asked = [w.strip() for w in text.split(",") if w.strip()]
    unknown = [w for w in asked if w not in section_names()]
    if unknown or not asked:
        raise ValueError(f"unknown section {', '.join(unknown) or repr(text)}: one or more of "
                         f"{', '.join(section_names())}")
    return [n for n in section_names() if n in asked]


def run_sections(names: Iterable[str], quick: bool, progress: Progress) -> list[Figure]:
    """Every figure of these sections; a section that breaks gives one MISS figure saying why."""
    out: list[Figure] = []
    chosen = [s for s in SECTIONS if s.name in set(names)]
    for i, section in enumerate(chosen):
        progress.section(i + 1, len(chosen), section.label)
        try:
            out += section.load()(quick, progress)
        except Exception as exc:  # noqa: BLE001 (the other sections' figures still count; this one is a MISS, saying why)
            out.append(Figure(f"{section.name}.error", f"{section.label}: could not measure", None, "",
                              None, detail={"error": f"{type(exc).__name__}: {exc}"}))
    progress.done()
    return out


def run_bench(as_json: bool = False, quick: bool = False, only: str | None = None) -> int:
    """Measure, then print a Markdown table (or JSON); 0 when every figure PASSes, 1 on a MISS, 2 on bad input."""
    try:
        names = parse_only(only)
    except ValueError as exc:
        print(f"lomber bench: {exc}", file=sys.stderr)
        return 2
    progress = Progress(unescaped(sys.stderr) if sys.stderr.isatty() else None)   # the line rewrites itself
    env = environment(quick)
    figures = run_sections(names, quick, progress)
    if as_json:
        doc: dict[str, Any] = {"environment": env, "sections": names,
                               "figures": [f.to_json() for f in figures],
                               "verdict": "PASS" if all(f.verdict == "PASS" for f in figures) else "MISS"}
        print(json.dumps(doc, indent=1, ensure_ascii=False))
    else:
        print(markdown_table(env, figures))
    return 0 if all(f.verdict == "PASS" for f in figures) else 1
