"""`lomber serve`'s console: the commands it reads on standard input and the connection log it writes."""

from __future__ import annotations

import logging
import sys
from typing import IO, Any

from lomber.net.tablefile import InputError

LOG_LEVELS = {"debug": logging.DEBUG, "info": logging.INFO, "warning": logging.WARNING, "error": logging.ERROR,
              "off": logging.CRITICAL + 1}


def log_to(stream: IO[str], level: str) -> None:
    """The table's connection log (joins, drops, refusals, floods: `lomber.net`), one line each, on `stream`."""
    if level not in LOG_LEVELS:
        raise InputError(f"--log is one of {', '.join(LOG_LEVELS)}, not {level[:20]!r}", code="net-log")
    logger = logging.getLogger("lomber.net")
    for old in list(logger.handlers):
        logger.removeHandler(old)
    handler = logging.StreamHandler(stream)
    handler.setFormatter(logging.Formatter("lomber serve: %(asctime)s %(message)s", "%H:%M:%S"))
    logger.addHandler(handler)
    logger.setLevel(LOG_LEVELS[level])
    logger.propagate = False


def serve_command(host: Any, line: str) -> str:
    """One command typed to `serve`: before the start `free N` (a dropped player's seat) and `move N M`; at any time
    `seats` (each network seat: `N:name`, `N:-` free, `N:~name` dropped and not back yet) and `computer N` (a computer
    plays seat N until its player answers or returns). Its answer, one line (seats numbered as the `joined:` lines)."""
    words = line.split()
    numbers = [int(w) for w in words[1:] if w.isascii() and w.isdigit() and len(w) < 4]
    if not words:
        return ""
    if len(numbers) != len(words) - 1:
        return "serve: seats are numbers, as in the joined: lines"
    if words[0] == "seats" and not numbers:
        return "seats: " + " ".join(f"{i}:" + ("-" if s.token is None else ("~" if s.conn is None else "") + s.name)
                                    for i, s in host.seats.items())
    if words[0] == "free" and len(numbers) == 1:
        return (f"freed: seat {numbers[0]}" if host.free(numbers[0]) else
                f"serve: seat {numbers[0]} cannot be freed (no dropped player's seat, or the match has begun)")
    if words[0] == "computer" and len(numbers) == 1:
        return (f"computer: seat {numbers[0]} is played by a computer" if host.hand_to_computer(numbers[0]) else
                f"serve: seat {numbers[0]} is not a network seat of a match under way, or a computer plays it already")
    if words[0] == "move" and len(numbers) == 2:
        return (f"moved: seat {numbers[0]} to seat {numbers[1]}" if host.move(*numbers) else
                f"serve: cannot move seat {numbers[0]} to {numbers[1]} (not both network seats, or begun)")
    return "serve: commands are: seats, free N, move N M, computer N"


def read_commands(host: Any, out: IO[str]) -> Any:
    """Commands from stdin (`serve_command`), read by a thread and run in the event loop. Not from a terminal in
    the background: reading it would stop the process (SIGTTIN)."""
    import os
    import threading

    from PySide6.QtCore import QObject, Signal, Slot

    try:
        fd = sys.stdin.fileno()
        if os.isatty(fd) and os.tcgetpgrp(fd) != os.getpgrp():
            return None
    except (OSError, ValueError, AttributeError):
        return None

    class Lines(QObject):
        line = Signal(str)

        @Slot(str)
        def answer(self, line: str) -> None:
            text = serve_command(host, line)
            if text:
                print(text, file=out, flush=True)

    lines = Lines()
    lines.line.connect(lines.answer)   # queued: the thread only reads, the host is touched in the event loop

    def read() -> None:
        # The file descriptor, not sys.stdin: a thread blocked in a buffered read holds its lock at exit.
        pending = b""
        while True:
            try:
                chunk = os.read(fd, 4096)
            except OSError:
                return
            if not chunk:
                return
            pending += chunk
            while b"\n" in pending:
                line, pending = pending.split(b"\n", 1)
                lines.line.emit(line[:200].decode("utf-8", "replace"))
            pending = pending[-200:]

    threading.Thread(target=read, name="serve-commands", daemon=True).start()
    return lines
