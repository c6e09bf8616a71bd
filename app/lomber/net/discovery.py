"""Tables announced on the local network: the announcement datagram and the list a listener keeps. Pure: no Qt,
no sockets (`net.announce` sends and hears them).

An announcement is one small UTF-8 JSON object, sent while a person hosts a table with seats free. It says which
game, how many seats are free, the host's name and the table's TCP port — never the join code or a token: anyone
on the network hears it. Everything heard is hostile until checked: an oversized, malformed or foreign datagram
is ignored, names are cleaned like a player's name, and at most MAX_TABLES tables are kept. docs/network.md says
why this is a UDP multicast and not mDNS.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

from lomber.engine.jsonfile import JSONFileError, nesting_depth, parse_json
from lomber.net.address import format_address
from lomber.net.protocol import MAX_NAME, PROTOCOL_VERSION, clean_name

TAG = "lomber-table"     # the datagram's first field: anything else on the port is not ours
DISCOVERY_VERSION = 1    # raised when the announcement's fields change; another version's datagrams are ignored
GROUP = "239.255.76.77"  # administratively scoped multicast (RFC 2365): never routed beyond the site
PORT = 47177             # the UDP port announcements go to
MAX_DATAGRAM = 512       # bytes: a real announcement is under 200, even with a name of 40 Cyrillic letters
PERIOD_S = 1.0           # a host announces this often …
EXPIRE_S = 4.0           # … and a table not heard from for this long leaves the list (three datagrams lost)
MAX_TABLES = 32          # tables listed at most: a flood of announcements cannot grow the list or the memory
MAX_SEATS = 1000
_GAME = re.compile(r"[a-z][a-z0-9_-]{0,31}")
_FIELDS = ("tag", "v", "proto", "game", "free", "seats", "name", "port")


class BadAnnouncement(ValueError):
    """A datagram that is not a well-formed announcement (it is ignored)."""


@dataclass(frozen=True)
class Announcement:
    """What a host says of its table: its game, seats free of all, the host's name, its TCP port, the version of
    the table's protocol (a table of another version is listed, marked, so its user knows to update)."""

    game: str
    free: int
    seats: int
    name: str
    port: int
    proto: int = PROTOCOL_VERSION

    def encode(self) -> bytes:
        body = {"tag": TAG, "v": DISCOVERY_VERSION, "proto": self.proto, "game": self.game, "free": self.free,
                "seats": self.seats, "name": clean_name(self.name, "?"), "port": self.port}
        data = json.dumps(body, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
        if len(data) > MAX_DATAGRAM:   # cannot happen with a cleaned name; a bug must not send what peers drop
            raise ValueError(f"an announcement of {len(data)} bytes")
        return data


def parse(data: bytes) -> Announcement:
    """The announcement a datagram holds, every field checked; BadAnnouncement otherwise."""
    if len(data) > MAX_DATAGRAM:
        raise BadAnnouncement(f"{len(data)} bytes (at most {MAX_DATAGRAM})")
    try:
        if nesting_depth(data.decode("utf-8", errors="replace")) > 1:
            raise BadAnnouncement("nested")
        value = parse_json(data)
    except JSONFileError as exc:
        raise BadAnnouncement(f"not JSON: {exc}") from None
    if not isinstance(value, dict) or value.get("tag") != TAG:
        raise BadAnnouncement("not a Lomber announcement")
    if value.get("v") != DISCOVERY_VERSION or type(value.get("v")) is not int:
        raise BadAnnouncement("another version of announcements")
    if set(value) != set(_FIELDS):
        raise BadAnnouncement(f"fields {sorted(value)[:10]}")
    game, free, seats, name, port, proto = (value[k] for k in ("game", "free", "seats", "name", "port", "proto"))
    if not (isinstance(game, str) and _GAME.fullmatch(game)):
        raise BadAnnouncement("a game of the wrong form")
    if not all(type(n) is int for n in (free, seats, port, proto)):
        raise BadAnnouncement("a number of the wrong type")
    if not (0 <= free <= seats <= MAX_SEATS and 0 < port < 65536 and 0 < proto < 10 ** 6):
        raise BadAnnouncement("a number out of range")
    if not isinstance(name, str) or len(name) > MAX_NAME * 4:
        raise BadAnnouncement("a name of the wrong form")
    return Announcement(game, free, seats, clean_name(name, "?"), port, proto)


@dataclass(frozen=True)
class Table:
    """A table heard: where to join it (the sender's address and the announced port) and what it said."""

    address: str
    announcement: Announcement
    heard: float

    @property
    def where(self) -> str:
        """`host:port` as the Join dialog's address field takes it."""
        return format_address(self.address, self.announcement.port)


class TableList:
    """The tables heard recently, one per address and port: the newest word of each, none older than EXPIRE_S,
    at most `limit` (a newcomer beyond it is ignored until one expires; the tables already listed stay)."""

    def __init__(self, limit: int = MAX_TABLES, expire_s: float = EXPIRE_S) -> None:
        self.limit, self.expire_s = limit, expire_s
        self._tables: dict[tuple[str, int], Table] = {}

    def hear(self, data: bytes, address: str, now: float) -> bool:
        """Take a datagram from `address` heard at `now`; True if the list changed. Bad ones change nothing."""
        try:
            ann = parse(data)
        except BadAnnouncement:
            return False
        return self.take(ann, address, now)

    def take(self, ann: Announcement, address: str, now: float) -> bool:
        changed = self.expire(now)
        key = (address, ann.port)
        old = self._tables.get(key)
        if ann.free == 0:   # the table is full, started or closed: its host's last word
            return self._tables.pop(key, None) is not None or changed
        if old is None and len(self._tables) >= self.limit:
            return changed
        self._tables[key] = Table(address, ann, now)
        return changed or old is None or old.announcement != ann

    def expire(self, now: float) -> bool:
        """Forget the tables not heard from for `expire_s`; True if any was."""
        old = [k for k, t in self._tables.items() if now - t.heard > self.expire_s]
        for k in old:
            del self._tables[k]
        return bool(old)

    def tables(self) -> list[Table]:
        """The tables listed, oldest heard first (a table keeps its place while it keeps announcing)."""
        return list(self._tables.values())
