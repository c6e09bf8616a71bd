"""A hosted table's autosave companion: its join code and seat tokens beside its record (for `serve --resume`)."""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from lomber.engine.errors import LomberError
from lomber.net.protocol import MAX_TURN_S


# Here rather than in `headless`, which imports this module: a bad table file and a bad command line are both
# the user's input the headless commands refuse.
class InputError(LomberError):
    """A command line that cannot be served or joined (one line on stderr, exit 2)."""


TABLE_SUFFIX = ".table"
TABLE_FORMAT = "lomber-table"
MAX_TABLE_BYTES = 64 * 1024
# A token's seat: ASCII digits, few of them (`str.isdigit` takes "²", which `int` refuses; 5,000 digits too).
_SEAT_KEY = re.compile(r"[0-9]{1,4}")


@dataclass
class Resumed:
    """A stopped table: its seats and options, code, tokens, and the match replayed to its last action."""

    spec: Any
    code: str
    tokens: dict[int, str]
    match: Any
    port: int = 0                 # where the table listened: its players retry there
    bind: str = ""                # the address it listened on ("" if the file does not say)


def table_path(record: Path) -> Path:
    return record.with_name(record.name + TABLE_SUFFIX)


def save_table(record: Path, code: str, tokens: dict[int, str], advice: bool = True, port: int = 0,
               bind: str = "", addresses: list[str] | None = None, remote: frozenset[int] | None = None,
               match: Any = None, turn: float | None = None) -> None:
    """The table's code, tokens, advice setting, turn time and where it listens beside its record, readable by its owner only
    (they let players in). `remote`: the network seats, when not every person's seat is one (a window hosting);
    `match`: the match under way, whose game and seed the file names (a file left beside another match's
    record is not taken for its table)."""
    path = table_path(record)
    tmp = path.with_name(f".{path.name}.tmp")
    data: dict[str, Any] = {"format": TABLE_FORMAT, "version": 1, "code": code,
                            "tokens": {str(k): v for k, v in tokens.items()}, "advice": advice, "port": port,
                            "bind": bind, "addresses": list(addresses or []), "turn": turn}
    if remote is not None:
        data["remote"] = sorted(remote)
    if match is not None:
        data["game"], data["seed"] = match.game_id, match.seed
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        json.dump(data, fh)
    os.replace(tmp, path)


def load_table(record: str) -> Resumed:
    """A stopped table to play on: its record (validated and replayed) and its code and tokens."""
    from lomber.storage.saves import open_record

    data, match = open_record(record)
    return read_table(record, match, data.get("options"))


def read_table(record: str, match: Any, options: Any = None) -> Resumed:
    """The table file beside `record`, whose match (replayed already) is `match`; raises InputError if it is not a
    table file, not this match's, or the match is over."""
    from lomber.engine.jsonfile import JSONFileError, read_json
    from lomber.net import protocol as p
    from lomber.net.host import TableSpec
    from lomber.net.joincode import parse_code

    try:
        table = read_json(table_path(Path(record)), MAX_TABLE_BYTES)
    except (OSError, JSONFileError) as exc:
        raise InputError(f"{record}{TABLE_SUFFIX}: cannot read the table's code and tokens: {exc}",
                         code="net-table") from None
    tokens = table.get("tokens") if isinstance(table, dict) and table.get("format") == TABLE_FORMAT else None
    if (not isinstance(tokens, dict) or not isinstance(table.get("code"), str)
            or not all(isinstance(k, str) and _SEAT_KEY.fullmatch(k) and int(k) < len(match.seats)
                       and match.seats[int(k)].kind == "human" and isinstance(v, str) and p.TOKEN.fullmatch(v)
                       for k, v in tokens.items())):
        raise InputError(f"{record}{TABLE_SUFFIX} is not a Lomber table file", code="net-table")
    if match.finished:
        raise InputError(f"{record}: the match is over", code="net-finished")
    humans = frozenset(i for i, s in enumerate(match.seats) if s.kind == "human")
    # Absent from the files of tables hosted before they were kept: advice on, any port, every person remote, no
    # turn time.
    advice, port, bind = table.get("advice", True), table.get("port", 0), table.get("bind", "")
    turn = table.get("turn")
    remote = table.get("remote", sorted(humans))
    if (not isinstance(advice, bool) or type(port) is not int or not 0 <= port < 65536 or not isinstance(bind, str)
            or len(bind) > 64 or not isinstance(remote, list) or not remote
            or not all(type(i) is int and i in humans for i in remote)
            or not all(int(k) in remote for k in tokens)
            or not (turn is None or type(turn) in (int, float) and 0 < turn <= MAX_TURN_S)):
        raise InputError(f"{record}{TABLE_SUFFIX} is not a Lomber table file", code="net-table")
    if table.get("seed", match.seed) != match.seed or table.get("game", match.game_id) != match.game_id:
        raise InputError(f"{record}{TABLE_SUFFIX} is another match's table file", code="net-table")
    spec = TableSpec(match.game_id, list(match.seats), frozenset(remote), dict(options or {}), match.seed, advice,
                     None if turn is None else float(turn))
    return Resumed(spec, parse_code(table["code"]), {int(k): v for k, v in tokens.items()}, match, port, bind)
