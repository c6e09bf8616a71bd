"""The bench's figures: a measured value, its docs/design.md target and the verdict; the progress line; the table."""

from __future__ import annotations

import datetime
import math
import os
import platform
import statistics
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, TextIO

PASS, MISS = "PASS", "MISS"
OPS = {"<=": "≤", "<": "<", ">=": "≥"}


@dataclass(frozen=True)
class Target:
    """A bound on a figure: `op` one of <=, <, >=; `limit` in the figure's unit."""

    op: str
    limit: float
    why: str = ""          # where the bound comes from when docs/design.md does not say it in so many words

    def __post_init__(self) -> None:
        if self.op not in OPS:
            raise ValueError(f"target operator {self.op!r}: one of {', '.join(OPS)}")

    def met(self, value: float | None) -> bool:
        if value is None or math.isnan(value):   # nothing measured meets no target
            return False
        if self.op == "<=":
            return value <= self.limit
        if self.op == "<":
            return value < self.limit
        return value >= self.limit

    def text(self, unit: str) -> str:
        return f"{OPS[self.op]} {number(self.limit)}{_unit(unit)}" + (f" ({self.why})" if self.why else "")


@dataclass
class Figure:
    """One measured figure. No target (a section that broke) is a MISS: every figure must be judged."""

    key: str                       # stable id, e.g. "frames.ferme-12.scale-1.p99"
    label: str                     # what the table says
    value: float | None
    unit: str                      # "ms", "s", "×", "%", "deals/s"
    target: Target | None
    detail: dict[str, Any] = field(default_factory=dict)
    note: str = ""                 # how this figure was measured when it is not the full run's way (--quick)

    @property
    def verdict(self) -> str:
        return PASS if self.target is not None and self.target.met(self.value) else MISS

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"key": self.key, "label": self.label, "value": self.value, "unit": self.unit,
                               "target": None if self.target is None else
                               {"op": self.target.op, "limit": self.target.limit, "text": self.target.text(self.unit)},
                               "verdict": self.verdict}
        if self.note:
            out["note"] = self.note
        if self.detail:
            out["detail"] = self.detail
        return out


def number(x: float | None) -> str:
    """A figure as the table shows it: three significant digits, no exponent."""
    if x is None:
        return "—"
    if x == 0 or abs(x) >= 100:
        return f"{x:,.0f}"
    if abs(x) >= 10:
        return f"{x:.1f}"
    if abs(x) >= 1:
        return f"{x:.2f}"
    return f"{x:.3f}"


def _unit(unit: str) -> str:
    return unit if unit in ("×", "%") else f" {unit}" if unit else ""


def median(xs: Sequence[float]) -> float:
    return float(statistics.median(xs))


def percentile(xs: Sequence[float], q: float) -> float:
    """The nearest-rank percentile (q in 0..1) of a non-empty sample."""
    s = sorted(xs)
    if not s:
        raise ValueError("the percentile of no values")
    return s[min(len(s) - 1, max(0, round(q * (len(s) - 1))))]


class Progress:
    """One line on a terminal's stderr, rewritten as the bench goes (nothing when stderr is no terminal)."""

    def __init__(self, out: TextIO | None) -> None:
        self.out = out
        self.head = ""

    def section(self, i: int, n: int, label: str) -> None:
        self.head = f"bench [{i}/{n}] {label}"
        self._write(self.head + "…")

    def step(self, text: str) -> None:
        self._write(f"{self.head}: {text}")

    def _write(self, text: str) -> None:
        if self.out is not None:
            self.out.write("\r\033[K" + text[:150])
            self.out.flush()

    def done(self) -> None:
        if self.out is not None:
            self.out.write("\r\033[K")
            self.out.flush()


def environment(quick: bool) -> dict[str, Any]:
    """What the figures were measured on: the date, CPUs, load, Python, Qt."""
    try:
        import PySide6
        from PySide6.QtCore import qVersion

        qt = qVersion()
        pyside = PySide6.__version__
    except ImportError:
        qt = pyside = None
    from lomber import __version__

    try:
        load: list[float] | None = [round(x, 2) for x in os.getloadavg()]
    except OSError:
        load = None
    return {"date": datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d %H:%M UTC"),
            "lomber": __version__, "quick": quick, "cpus": os.cpu_count(), "load_average": load,
            "python": platform.python_version(), "qt": qt, "pyside6": pyside,
            "platform": platform.platform(terse=True), "executable": sys.executable}


def markdown_table(env: dict[str, Any], figures: list[Figure]) -> str:
    """The figures as a Markdown table (pasted as is into the README), under a line saying where and when."""
    head = (f"`lomber bench{' --quick' if env['quick'] else ''}` on {env['date']}: {env['cpus']} CPUs "
            f"(load {', '.join(str(x) for x in env['load_average'] or []) or 'n/a'}), Python {env['python']}, "
            f"Qt {env['qt']} (PySide6 {env['pyside6']}), {env['platform']}")
    rows = ["| figure | measured | target | verdict | how |", "|---|---|---|---|---|"]
    for f in figures:
        how = "; ".join(x for x in (f.note, _details(f.detail)) if x)
        target = f.target.text(f.unit) if f.target is not None else "—"
        rows.append(f"| {f.label} | {number(f.value)}{_unit(f.unit)} | {target} | {f.verdict} | {how} |")
    misses = sum(f.verdict == MISS for f in figures)
    tail = f"{len(figures)} figures: {len(figures) - misses} PASS, {misses} MISS"
    return "\n".join([head, "", *rows, "", tail])


UNITS = (("_ms", "ms"), ("_us", "µs"), ("_mb", "MB"), ("_s", "s"))


def _details(detail: dict[str, Any]) -> str:
    """`{"p50_ms": 0.4, "decisions": 200}` as `p50 0.400 ms; decisions 200` (empty values left out)."""
    parts = []
    for key, v in detail.items():
        if v in (None, [], ""):
            continue
        suffix, unit = next(((s, u) for s, u in UNITS if key.endswith(s)), ("", ""))
        name = key.removesuffix(suffix).replace("clone_apply", "clone+apply")
        if isinstance(v, float):
            v = number(v)
        elif isinstance(v, list):
            v = ", ".join(number(x) if isinstance(x, float) else str(x) for x in v)
        parts.append(f"{name.replace('_', ' ')} {v}" + (f" {unit}" if unit else ""))
    return "; ".join(parts)
