"""Reading JSON files that may be hostile: regular files only, a bounded read, bounded depth and numbers."""

from __future__ import annotations

import gc
import json
import os
import re
import stat
from collections.abc import Iterator
from contextlib import contextmanager
from itertools import accumulate
from pathlib import Path
from typing import Any

from lomber.engine.errors import LomberError

# Our files nest at most 4 deep (a record's actions); anything much deeper is not ours, and the C parser
# (and every recursive walk after it) would raise RecursionError on a few KB of brackets.
MAX_DEPTH = 32
# Chip counts and seeds fit in far fewer; `int` itself refuses over 4,300 digits with a bare ValueError.
MAX_NUMBER_DIGITS = 30
_CHUNK = 1 << 20
# A JSON string: a quote to the next quote not escaped by a backslash (the text is read as UTF-8 bytes: no byte of a
# letter outside ASCII is a quote, a backslash, a bracket or a digit).
_STRING = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_NOT_BRACKET = bytes(c for c in range(256) if c not in b"[]{}")
_NOT_BRACKET_OR_QUOTE = bytes(c for c in range(256) if c not in b'[]{}"')
_STEP = {ord("["): 1, ord("{"): 1, ord("]"): -1, ord("}"): -1}
# Every digit as "0", every other byte as " ": a number of too many digits is then a run of that many "0".
_DIGITS_AS_ZEROS = bytes(ord("0") if c in b"0123456789" else ord(" ") for c in range(256))
_TOO_MANY_DIGITS = b"0" * (MAX_NUMBER_DIGITS + 1)


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
    return _depth(_brackets(text.encode("utf-8", "surrogatepass")))


def _brackets(raw: bytes) -> bytes:
    """The brackets of JSON text (as UTF-8) that are outside its strings, in order."""
    if b"\\" not in raw:
        # With no escape a string runs from a quote to the next one, so quotes pair up in order; a string holding
        # no bracket leaves two quotes side by side among the brackets and quotes, and those pairs are all strings.
        outside = raw.translate(None, _NOT_BRACKET_OR_QUOTE).replace(b'""', b"")
        if b'"' not in outside:
            return outside
    return _STRING.sub(b"", raw).translate(None, _NOT_BRACKET)


def _depth(brackets: bytes) -> int:
    # map, not a generator: quick on a 10⁶-action record
    return max(accumulate(map(_STEP.get, brackets), initial=0))


def _surely_within_depth(brackets: bytes) -> bool:
    """True when the brackets surely nest at most MAX_DEPTH deep, found without counting each one: only brackets
    that match up are ever all taken away, and each `replace` takes away the innermost pairs of one kind, so at
    most one level. False when it cannot tell (`_depth` counts them then)."""
    for _ in range(MAX_DEPTH // 2):
        if not brackets:
            return True
        brackets = brackets.replace(b"[]", b"").replace(b"{}", b"")
    return not brackets


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
    raw = data if isinstance(data, bytes) else text.encode("utf-8", "surrogatepass")
    brackets = _brackets(raw)
    if not _surely_within_depth(brackets) and (depth := _depth(brackets)) > MAX_DEPTH:
        raise JSONFileError(f"nested {depth} deep (at most {MAX_DEPTH})", code="too-deep")
    # Each whole number through `_int` costs a Python call (a 10⁶-action record has 10⁶ seats): only a text with a
    # run of more digits than a number may have needs it (a run inside a string only costs the calls).
    ints = {"parse_int": _int} if _TOO_MANY_DIGITS in raw.translate(_DIGITS_AS_ZEROS) else {}
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
