"""What the `lomber` command writes to a terminal never steers it: a name or a record that holds control characters
(ESC sequences set the title or clear the screen, a bidi override reverses what follows) is printed with each one
escaped as `\\uXXXX`.

`main` writes through `escaped_output()` for the whole command, so every line (stats, replay, advise, arena, bench,
errors on stderr, the window's messages) is escaped in one place. `\\uXXXX` is also a JSON escape, so `--json` output
stays valid JSON that reads back the same text (json.dumps escapes C0 itself, but not DEL, C1 or bidi controls with
`ensure_ascii=False`). Only our own progress lines, which rewrite themselves with `\\r` and ESC, write to
`unescaped(stream)`.
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Iterator
from typing import Any, TextIO

# C0 but tab and newline, DEL, C1, and the invisible controls of direction and line.
CONTROLS = ([c for c in range(0x20) if c not in (0x09, 0x0A)] + list(range(0x7F, 0xA0))
            + [0x061C, 0x200E, 0x200F, *range(0x202A, 0x202F), *range(0x2066, 0x206A), 0x2028, 0x2029])
_ESCAPES = {c: f"\\u{c:04x}" for c in CONTROLS}


def escape_controls(text: str) -> str:
    """`text` with every control character (see CONTROLS) written as `\\uXXXX`."""
    return text.translate(_ESCAPES)


class EscapingStream:
    """A text stream that escapes control characters in all that is written to it; the rest is the stream's."""

    def __init__(self, stream: TextIO) -> None:
        self._unescaped = stream

    def write(self, text: str) -> int:
        text = escape_controls(text)
        try:
            self._unescaped.write(text)
        except UnicodeEncodeError:
            # A terminal of another encoding (LC_ALL=C without UTF-8 mode: ASCII) cannot show every name: what it
            # cannot is written as `\uXXXX` too, never an error (nothing was written: the stream encodes first).
            self._unescaped.write(_shown_in(getattr(self._unescaped, "encoding", None) or "ascii", text))
        return len(text)

    def writelines(self, lines: Any) -> None:
        for line in lines:
            self.write(line)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._unescaped, name)


def _shown_in(encoding: str, text: str) -> str:
    """`text` with each character `encoding` cannot write as a JSON escape (`\\uXXXX`, a pair of them beyond the
    first plane): `--json` output stays JSON that reads back the same names."""
    out = []
    for c in text:
        try:
            c.encode(encoding)
            out.append(c)
        except UnicodeEncodeError:
            n = ord(c)
            if n > 0xFFFF:
                n -= 0x10000
                out.append(f"\\u{0xD800 + (n >> 10):04x}\\u{0xDC00 + (n & 0x3FF):04x}")
            else:
                out.append(f"\\u{n:04x}")
    return "".join(out)


def unescaped(stream: Any) -> Any:
    """The stream under an EscapingStream (for our own control sequences), else the stream itself."""
    return stream._unescaped if isinstance(stream, EscapingStream) else stream


@contextlib.contextmanager
def escaped_output() -> Iterator[None]:
    """stdout and stderr escape control characters until the block ends."""
    saved = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = (EscapingStream(s) if s is not None and not isinstance(s, EscapingStream) else s
                              for s in saved)
    try:
        yield
    finally:
        sys.stdout, sys.stderr = saved
