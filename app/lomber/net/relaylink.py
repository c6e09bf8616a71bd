"""What the relay agrees on with the broker and with the other side: the broker's URL and limits, the table's
identifier on the broker, its topics, and a chunk's header — pure: no Qt, no sockets (docs/network.md)."""

from __future__ import annotations

import functools
import hashlib
import struct
from dataclasses import dataclass
from urllib.parse import parse_qs, unquote, urlsplit

from lomber.engine.errors import LomberError
from lomber.net.joincode import SCRYPT

SCHEMES = {"mqtt": (1883, False), "mqtts": (8883, True)}
MAX_PAYLOAD = 32 * 1024        # bytes in one MQTT message, header included: under every broker's usual limit
MIN_PAYLOAD = 1024
MAX_ACCEPTED = 256 * 1024      # the largest message taken in, whatever the other side's `max_payload`
RATE = 100.0                   # MQTT messages a second one side publishes, sustained (bursts of twice that)
TOPIC_ROOT = "lomber/relay1"
HEADER = struct.Struct(">cI")  # kind, then the chunk's number in its session (from 0; a gap ends the session)
DATA, CLOSE = b"D", b"C"
UP_STATUS = b"up"              # the host's retained presence; anything else (an empty payload) is "not here"


class RelayError(LomberError):
    """A relay URL that cannot be used, or a broker that cannot be reached."""


@dataclass(frozen=True)
class RelayURL:
    host: str
    port: int
    tls: bool
    username: str | None = None
    password: str | None = None
    ca: str | None = None               # a CA file for a private broker's certificate (else the system's)
    max_payload: int = MAX_PAYLOAD
    rate: float = RATE

    def shown(self) -> str:
        """The URL without its password, for messages and logs."""
        host = f"[{self.host}]" if ":" in self.host else self.host
        user = f"{self.username}@" if self.username else ""
        return f"{'mqtts' if self.tls else 'mqtt'}://{user}{host}:{self.port}"


def parse_relay_url(text: str) -> RelayURL:
    """`mqtt://[USER[:PASSWORD]@]HOST[:PORT][?max_payload=N&rate=R&ca=FILE]`, `mqtts://` for TLS to the broker."""
    def bad(why: str) -> RelayError:
        return RelayError(f"relay {text[:80]!r}: {why} (e.g. mqtts://broker.example.org:8883)", code="net-relay-url")

    try:
        url = urlsplit(text.strip())
        port = url.port
    except ValueError as exc:
        raise bad(str(exc)) from None
    if url.scheme not in SCHEMES:
        raise bad("the scheme is mqtt:// or mqtts://")
    if not url.hostname or url.path not in ("", "/") or url.fragment:
        raise bad("a broker's host (and port) only")
    query = parse_qs(url.query, keep_blank_values=True)
    if set(query) - {"max_payload", "rate", "ca"} or any(len(v) != 1 for v in query.values()):
        raise bad("the options are max_payload, rate and ca, once each")
    try:
        max_payload = int(query.get("max_payload", [MAX_PAYLOAD])[0])
        rate = float(query.get("rate", [RATE])[0])
    except ValueError:
        raise bad("max_payload and rate are numbers") from None
    if not MIN_PAYLOAD <= max_payload <= MAX_ACCEPTED or not 1.0 <= rate <= 10_000.0:
        raise bad(f"max_payload is {MIN_PAYLOAD}..262144 bytes and rate 1..10000 messages a second")
    default_port, tls = SCHEMES[url.scheme]
    return RelayURL(url.hostname, port or default_port, tls, unquote(url.username) if url.username else None,
                    unquote(url.password) if url.password else None, query.get("ca", [None])[0], max_payload, rate)


@functools.lru_cache(maxsize=8)
def table_id(code: str) -> str:
    """The table's name on the broker, from its join code by scrypt (the code's own cost): whoever reads the topics
    must pay one scrypt per guessed code to find the code behind them."""
    return hashlib.scrypt(code.encode("ascii"), salt=b"lomber-relay-topic-1", dklen=16, **SCRYPT).hex()


@dataclass(frozen=True)
class Topics:
    """A table's topics: the host's presence, and per session (`bridge/number`) one topic each way."""

    table: str

    @property
    def presence(self) -> str:
        return f"{TOPIC_ROOT}/{self.table}/host"

    def up(self, session: str) -> str:
        return f"{TOPIC_ROOT}/{self.table}/s/{session}/up"

    def down(self, session: str) -> str:
        return f"{TOPIC_ROOT}/{self.table}/s/{session}/down"

    @property
    def all_up(self) -> str:
        return f"{TOPIC_ROOT}/{self.table}/s/+/+/up"

    def bridge_down(self, bridge: str) -> str:
        return f"{TOPIC_ROOT}/{self.table}/s/{bridge}/+/down"

    def session_of(self, topic: str) -> str | None:
        """`bridge/number` of a session topic of this table, or None."""
        parts = topic.split("/")
        prefix = f"{TOPIC_ROOT}/{self.table}/s".split("/")
        if len(parts) != len(prefix) + 3 or parts[:len(prefix)] != prefix or parts[-1] not in ("up", "down"):
            return None
        return f"{parts[-3]}/{parts[-2]}"


def chunk(kind: bytes, seq: int, data: bytes = b"") -> bytes:
    return HEADER.pack(kind, seq & 0xFFFFFFFF) + data


def unchunk(payload: bytes) -> tuple[bytes, int, bytes] | None:
    """(kind, number, data), or None for a payload that is no chunk."""
    if len(payload) < HEADER.size:
        return None
    kind, seq = HEADER.unpack_from(payload)
    return (kind, seq, payload[HEADER.size:]) if kind in (DATA, CLOSE) else None
