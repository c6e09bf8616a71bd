#!/usr/bin/env python3
"""Synthesise the table's sounds into resources/sounds/*.wav: our own, made from noise and damped tones.

    python scripts/make_sounds.py [--check] [--out FOLDER]

card (a card laid on the felt), shuffle (a riffle), chip (clay chips clacking), trick (a trick gathered and
squared). Pure Python (`wave`, `math`, `random` with fixed seeds): the same files every run. Mono, 16-bit,
22,050 Hz, each a fraction of a second. --check: exit 1 if a file is missing or its samples differ from a
fresh synthesis by more than one step (another libm may round a sine differently).
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import wave
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "resources" / "sounds"
RATE = 22050
PEAK = 0.7            # about -3 dBFS: loud enough beside other programs, never clipped
FADE_MS = 3           # every sound ends on silence (no click)
TOLERANCE = 1         # --check: a sample may differ by one step

Samples = list[float]


def silence(ms: float) -> Samples:
    return [0.0] * int(RATE * ms / 1000)


def noise(n: int, rng: random.Random) -> Samples:
    return [rng.uniform(-1.0, 1.0) for _ in range(n)]


def lowpass(xs: Samples, cutoff: float) -> Samples:
    """A one-pole low-pass filter at `cutoff` Hz."""
    a = 1.0 - math.exp(-2.0 * math.pi * cutoff / RATE)
    y, out = 0.0, []
    for x in xs:
        y += a * (x - y)
        out.append(y)
    return out


def highpass(xs: Samples, cutoff: float) -> Samples:
    return [x - y for x, y in zip(xs, lowpass(xs, cutoff), strict=True)]


def band(xs: Samples, lo: float, hi: float) -> Samples:
    """Noise between `lo` and `hi` Hz (two passes of each one-pole filter, for a steeper slope)."""
    return highpass(highpass(lowpass(lowpass(xs, hi), hi), lo), lo)


def decay(n: int, tau_ms: float, attack_ms: float = 0.0) -> Samples:
    """An envelope: a linear rise over `attack_ms`, then an exponential fall with time constant `tau_ms`."""
    rise = max(1, int(RATE * attack_ms / 1000))
    tau = RATE * tau_ms / 1000
    return [min(1.0, (i + 1) / rise) * math.exp(-max(0, i - rise) / tau) for i in range(n)]


def tone(n: int, freq: float, tau_ms: float, phase: float = 0.0) -> Samples:
    """A damped sine: the ring of something struck."""
    tau = RATE * tau_ms / 1000
    return [math.sin(2 * math.pi * freq * i / RATE + phase) * math.exp(-i / tau) for i in range(n)]


def mix(*layers: tuple[float, int, Samples]) -> Samples:
    """Sum (gain, start sample, samples) layers into one track."""
    end = max(start + len(xs) for _g, start, xs in layers)
    out = [0.0] * end
    for gain, start, xs in layers:
        for i, x in enumerate(xs):
            out[start + i] += gain * x
    return out


def times(env: Samples, xs: Samples) -> Samples:
    return [e * x for e, x in zip(env, xs, strict=True)]


def at(ms: float) -> int:
    return int(RATE * ms / 1000)


def card() -> Samples:
    """A card laid on the felt: a short papery snap over a soft thud."""
    rng = random.Random(11)
    n = at(75)
    snap = times(decay(n, 9, attack_ms=1.5), band(noise(n, rng), 1400, 6500))
    body = times(decay(n, 22, attack_ms=3), band(noise(n, rng), 300, 1800))
    thud = tone(n, 170, 9)
    return mix((1.0, 0, snap), (0.45, 0, body), (0.35, 0, thud))


def riffle_click(rng: random.Random) -> Samples:
    n = at(14)
    return times(decay(n, 2.2, attack_ms=0.3), band(noise(n, rng), 2000, 7500))


def shuffle() -> Samples:
    """A riffle: two halves' corners flicking past each other, quick in the middle, then the pack squared."""
    rng = random.Random(23)
    clicks = 24
    length = 250.0
    layers: list[tuple[float, int, Samples]] = []
    for k in range(clicks):
        u = k / (clicks - 1)
        # Faster in the middle of the riffle than at its ends; a little jitter, as fingers are not clocks.
        t = length * (u - 0.12 * math.sin(2 * math.pi * u) / (2 * math.pi)) + rng.uniform(-2.0, 2.0)
        layers.append((rng.uniform(0.55, 1.0), at(max(0.0, t)), riffle_click(rng)))
    n = at(length + 20)
    hump = [math.sin(math.pi * min(1.0, i / n)) ** 2 for i in range(n)]
    whirr = times(hump, band(noise(n, rng), 800, 4000))
    m = at(45)
    bridge = times(decay(m, 14, attack_ms=6), band(noise(m, rng), 400, 3000))
    return mix((0.25, 0, whirr), (0.75, at(length + 15), bridge), *layers)


def chip() -> Samples:
    """Clay chips set down on a stack: two bright clacks, the second softer."""
    rng = random.Random(37)

    def clack(f0: float) -> Samples:
        n = at(70)
        ring = mix(*[(g, 0, tone(n, f0 * r, tau, phase)) for g, r, tau, phase in
                     ((1.0, 1.0, 16, 0.0), (0.6, 1.59, 11, 1.1), (0.45, 2.41, 8, 2.3), (0.3, 3.17, 5, 0.7))])
        click = times(decay(n, 0.8), band(noise(n, rng), 2500, 9000))
        return mix((0.8, 0, ring), (0.9, 0, click))

    return mix((1.0, 0, clack(2650)), (0.55, at(38), clack(2890)))


def trick() -> Samples:
    """A trick gathered: a swish of cards sliding together, then the small pile tapped square."""
    rng = random.Random(41)
    n = at(150)
    rise = [(i / n) ** 1.6 * (1.0 if i < n - at(25) else (n - i) / at(25)) for i in range(n)]
    swish = times(rise, band(noise(n, rng), 500, 3500))
    m = at(60)
    tap = mix((1.0, 0, times(decay(m, 6, attack_ms=0.5), band(noise(m, rng), 900, 5000))), (0.6, 0, tone(m, 140, 14)))
    return mix((0.6, 0, swish), (1.0, at(140), tap))


SOUNDS: dict[str, Callable[[], Samples]] = {"card": card, "shuffle": shuffle, "chip": chip, "trick": trick}


def finish(xs: Samples) -> list[int]:
    """Normalised to PEAK, faded out at the end, as 16-bit integers."""
    top = max(abs(x) for x in xs) or 1.0
    fade = at(FADE_MS)
    out = []
    for i, x in enumerate(xs):
        left = len(xs) - i
        g = PEAK / top * (min(1.0, left / fade) if left < fade else 1.0)
        out.append(max(-32767, min(32767, round(x * g * 32767))))
    return out


def write_wav(path: Path, samples: list[int]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(s.to_bytes(2, "little", signed=True) for s in samples))


def read_wav(path: Path) -> tuple[tuple[int, int, int], list[int]]:
    """((channels, sample width, rate), samples) of a 16-bit WAV file."""
    with wave.open(str(path), "rb") as w:
        shape = (w.getnchannels(), w.getsampwidth(), w.getframerate())
        data = w.readframes(w.getnframes())
    return shape, [int.from_bytes(data[i:i + 2], "little", signed=True) for i in range(0, len(data), 2)]


def stale(folder: Path = OUT) -> list[str]:
    """The sounds whose file is missing or differs from a fresh synthesis (empty: all up to date)."""
    out = []
    for name, make in SOUNDS.items():
        path = folder / f"{name}.wav"
        if not path.is_file():
            out.append(f"{name}: missing")
            continue
        shape, have = read_wav(path)
        want = finish(make())
        if shape != (1, 2, RATE) or len(have) != len(want) or any(
                abs(a - b) > TOLERANCE for a, b in zip(have, want, strict=True)):
            out.append(f"{name}: differs")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only say whether the files are up to date")
    parser.add_argument("--out", type=Path, default=OUT, help="the folder to write (default resources/sounds)")
    args = parser.parse_args(argv)
    if args.check:
        problems = stale(args.out)
        for p in problems:
            print(f"make_sounds: {p}", file=sys.stderr)
        return 1 if problems else 0
    for name, make in SOUNDS.items():
        path = args.out / f"{name}.wav"
        samples = finish(make())
        write_wav(path, samples)
        print(f"{path}: {len(samples) / RATE * 1000:.0f} ms, {path.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
