"""Reading JSON files that may be hostile: regular files only, a bounded read, bounded depth and numbers."""

from __future__ import annotations

import gc
import json
import os
import re
import stat
from collections.abc import Iterator
from contextlib import contextmanager
from itertools import accumulate, repeat
from pathlib import Path
from typing import Any

from lomber.engine.errors import LomberError

# Our files nest at most 4 deep (a record's actions); anything much deeper is not ours, and the C parser
# (and every recursive walk after it) would raise RecursionError on a few KB of brackets.
MAX_DEPTH = 32
# Chip counts and seeds fit in far fewer; `int` itself refuses over 4,300 digits with a bare ValueError.
MAX_NUMBER_DIGITS = 30
_CHUNK = 1 << 20
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_NOT_BRACKET = {c: None for c in range(128) if chr(c) not in "[]{}"}
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}
_LONG_DIGITS = re.compile(f"[0-9]{{{MAX_NUMBER_DIGITS + 1},}}")


class JSONFileError(LomberError):
    """A file that is not one of ours: not a regular file, too large, not UTF-8 JSON, too deep, odd numbers."""


def read_bounded(path: str | Path, max_bytes: int) -> bytes:
    """The bytes of a regular file of at most `max_bytes`; devices, pipes and folders are refused unread.

    `stat().st_size` is 0 for /dev/zero and FIFOs, so the size is also enforced by the read itself; the open
    does not block on a FIFO (O_NONBLOCK) and the opened file is checked again (it may have been swapped).
    """
    p = Path(path)
    mode = os.stat(p).st_mode
    if stat.S_ISDIR(mode):
        raise JSONFileError(f"{p} is a folder, not a regular file", code="a-folder")
    if not stat.S_ISREG(mode):
        raise JSONFileError(f"{p} is not a regular file", code="not-a-file")
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(p, flags)
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise JSONFileError(f"{p} is not a regular file", code="not-a-file")
        if st.st_size > max_bytes:
            raise JSONFileError(f"{p} is too large ({st.st_size} bytes; at most {max_bytes})", code="too-large")
        chunks: list[bytes] = []
        total = 0
        while True:
            chunk = os.read(fd, min(_CHUNK, max_bytes + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
            if total > max_bytes:
                raise JSONFileError(f"{p} is too large (more than {max_bytes} bytes)", code="too-large")
        return b"".join(chunks)
    finally:
        os.close(fd)


def nesting_depth(text: str) -> int:
    """How deep arrays and objects nest in JSON text (strings skipped), without parsing it."""
    return _depth(_STRING.sub("", text))


def _depth(outside_strings: str) -> int:
    brackets = outside_strings.translate(_NOT_BRACKET)
    # map, not a generator: quick on a 10⁶-action record (letters outside ASCII are left in: they count 0)
    return max(accumulate(map(_STEP.get, brackets, repeat(0))), default=0)


def _int(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_NUMBER_DIGITS:
        raise JSONFileError(f"a number has more than {MAX_NUMBER_DIGITS} digits", code="long-number",
                            n=MAX_NUMBER_DIGITS)
    return int(digits)


def _constant(name: str) -> Any:
    raise JSONFileError(f"{name} is not a number JSON allows", code="not-a-json-number", text=name)


@contextmanager
def collector_paused() -> Iterator[None]:
    """The cyclic collector held while JSON is parsed (and a record's actions checked and shared): a long record is
    some 10⁶ new lists and texts, and the collector's passes over them took a quarter of its load. JSON makes
    trees, so no cycle waits for it; it is left as it was found (off during the app's start)."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def parse_json(data: bytes | str) -> Any:
    """Parse JSON from UTF-8 bytes (a BOM is allowed) or text; JSONFileError says what is wrong."""
    try:
        text = data.decode("utf-8-sig") if isinstance(data, bytes) else data
    except UnicodeDecodeError as exc:
        raise JSONFileError(f"not UTF-8 text ({exc.reason} at byte {exc.start})", code="not-utf8") from None
    outside = _STRING.sub("", text)
    depth = _depth(outside)
    if depth > MAX_DEPTH:
        raise JSONFileError(f"nested {depth} deep (at most {MAX_DEPTH})", code="too-deep")
    # Each whole number through `_int` costs a Python call (a 10⁶-action record has 10⁶ seats): only a text with a
    # run of more digits than a number may have (outside strings) needs it.
    ints = {"parse_int": _int} if _LONG_DIGITS.search(outside) else {}
    try:
        with collector_paused():
            return json.loads(text, parse_constant=_constant, **ints)
    except json.JSONDecodeError as exc:
        raise JSONFileError(f"not valid JSON: {exc}", code="not-json", line=exc.lineno, column=exc.colno) from None
    except RecursionError:   # the depth check above should make this unreachable
        raise JSONFileError("nested too deep", code="too-deep") from None


def read_json(path: str | Path, max_bytes: int) -> Any:
    """Read and parse a JSON file of ours; OSError if it cannot be opened, JSONFileError if it is not ours."""
    return parse_json(read_bounded(path, max_bytes))
