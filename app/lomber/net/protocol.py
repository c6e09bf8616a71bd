"""The network table's protocol: typed messages, length-prefixed JSON frames, error codes. Pure: no Qt.

Everything received is checked like a hostile file (`engine/jsonfile.py`'s bounded depth and numbers) and then
against the shape of its message kind; anything else is a `ProtocolError` with the code the peer is told.
docs/network.md describes every message.
"""

from __future__ import annotations

import json
import re
import struct
from dataclasses import MISSING, dataclass, fields
from enum import Enum
from typing import Any, ClassVar

from lomber.engine import text as outside
from lomber.engine.actions import AmountChoice, Choice, parse_action
from lomber.engine.errors import IllegalAction, LomberError
from lomber.engine.events import Ev, Event
from lomber.engine.jsonfile import JSONFileError, nesting_depth, parse_json

# Raised by one whenever a message changes meaning; a peer of another version is told, never misread.
# 2: `start` says whether the table allows advice (hints and odds).
# 3: keep-alives: the host pings every seated client, which answers `pong`; either side that hears nothing from
#    the other for SILENT_S takes it for gone.
# 4: `welcome` says the table's turn time.
PROTOCOL_VERSION = 4
MAX_TURN_S = 3600                   # the longest turn time a table has
KEEPALIVE_S = 2.0
SILENT_S = 8.0
HEADER = struct.Struct(">I")        # each frame: its body's length (4 bytes, big-endian), then UTF-8 JSON
# A client's messages are a few dozen bytes; a host's carry a view and events (a returning seat's sync holds the
# match's past events, up to the controller's PAST_EVENTS of them), so the client accepts far more.
MAX_TO_HOST = 64 * 1024
MAX_TO_CLIENT = 4 * 1024 * 1024
MAX_DEPTH_TO_HOST = 4               # {"type": "act", …}: nothing a client sends nests
MAX_NAME = outside.MAX_NAME         # as a seat's name (engine.match.Seat)
MAX_TEXT = 200                      # an action's text, an error's detail
TOKEN = re.compile(r"[A-Za-z0-9_-]{16,64}")


class Err(str, Enum):
    """Why a message was refused or a connection closed; the client words each code (never the detail)."""

    VERSION = "version"              # protocol versions differ: the older side must update (fatal)
    BAD_FRAME = "bad-frame"          # not a frame of UTF-8 JSON, or nested too deep (fatal)
    TOO_LARGE = "too-large"          # a frame over the size limit (fatal)
    MALFORMED = "malformed"          # JSON, but not a message of this protocol (fatal)
    NOT_JOINED = "not-joined"        # anything but a hello before the hello (fatal)
    BAD_TOKEN = "bad-token"          # a seat token this table never gave (fatal)
    SEAT_TAKEN = "seat-taken"        # the token's seat is connected already: a copied token (fatal)
    TABLE_FULL = "table-full"        # no free seat for a newcomer, or too many connections (fatal)
    TOO_SLOW = "too-slow"            # no hello within the time to authenticate (fatal)
    FLOOD = "flood"                  # messages faster than the rate limit (fatal)
    HOST_CLOSING = "host-closing"    # the host stops the table (fatal)
    NOT_YOUR_SEAT = "not-your-seat"  # an action for another seat (refused, nothing changes)
    NOT_YOUR_TURN = "not-your-turn"  # not this seat's decision now, or an old prompt's (refused)
    ILLEGAL = "illegal"              # the rules refuse it; `rule` names the engine's code (refused)
    NOT_STARTED = "not-started"      # the match has not begun (refused)
    MATCH_OVER = "match-over"        # the match has ended (refused)

    @property
    def fatal(self) -> bool:
        return self not in _REFUSALS


_REFUSALS = frozenset({Err.NOT_YOUR_SEAT, Err.NOT_YOUR_TURN, Err.ILLEGAL, Err.NOT_STARTED, Err.MATCH_OVER})


class ProtocolError(LomberError):
    """A frame or message that breaks the protocol; `err` is the code to tell the peer."""

    def __init__(self, message: str, err: Err) -> None:
        super().__init__(message, code=f"net-{err.value}")
        self.err = err


class SeatState(str, Enum):
    """A seat's connection as every client is told it."""

    HERE = "here"            # its player is connected
    AWAY = "away"            # its player dropped; the table waits for him
    COMPUTER = "computer"    # away too long: a computer player plays the seat until he returns


# ----- messages

@dataclass(frozen=True)
class Message:
    """A message of either direction; `TYPE` is its `type` field on the wire."""

    TYPE: ClassVar[str] = ""

    def to_json(self) -> dict[str, Any]:
        # Shallow: the fields hold plain JSON values already (`asdict` deep-copied every view, a third of a
        # 30-seat table's time per action).
        out: dict[str, Any] = {"type": self.TYPE}
        for name in _field_names(type(self)):
            value = getattr(self, name)
            if value is not None:
                out[name] = value
        return out


_NAMES: dict[type, tuple[str, ...]] = {}


def _field_names(cls: type) -> tuple[str, ...]:
    # `dataclasses.fields` builds its tuple anew at each call: a host sends a message per seat per action.
    names = _NAMES.get(cls)
    if names is None:
        names = _NAMES[cls] = tuple(f.name for f in fields(cls))
    return names


# client → host
@dataclass(frozen=True)
class Hello(Message):
    """The first message: the client's protocol version, the name for its seat, and its token when returning."""

    TYPE: ClassVar[str] = "hello"
    version: int
    name: str
    token: str | None = None


@dataclass(frozen=True)
class Act(Message):
    """A decision for `seat` (the client's own) at the prompt of `turn` (actions applied before it)."""

    TYPE: ClassVar[str] = "act"
    seat: int
    turn: int
    action: str


@dataclass(frozen=True)
class Ping(Message):
    TYPE: ClassVar[str] = "ping"
    n: int


# host → client
@dataclass(frozen=True)
class Welcome(Message):
    """Joined: the client's seat and the token to reclaim it with, and the table's turn time (absent: none)."""

    TYPE: ClassVar[str] = "welcome"
    version: int
    seat: int
    token: str
    game: str
    seats: int
    turn: float | None = None


@dataclass(frozen=True)
class Start(Message):
    """The match begins (or is joined under way: a Sync follows): the game, the seats' names, its options, and
    whether the host allows advice (the Hint and the odds, computed by the client from its seat's view)."""

    TYPE: ClassVar[str] = "start"
    game: str
    names: list[str]
    seat: int
    options: dict[str, Any]
    advice: bool


@dataclass(frozen=True)
class Sync(Message):
    """The table redrawn at once (a returning seat): its view and the match's events so far, masked for it."""

    TYPE: ClassVar[str] = "sync"
    view: dict[str, Any]
    events: list[dict[str, Any]]


@dataclass(frozen=True)
class Events(Message):
    """Events masked for the seat (as `Event.to_json`), and its view after them."""

    TYPE: ClassVar[str] = "events"
    events: list[dict[str, Any]]
    view: dict[str, Any]


@dataclass(frozen=True)
class Prompt(Message):
    """The seat's decision: its legal choices as texts (`draw`, `QH`, or a range `bet 10..200`)."""

    TYPE: ClassVar[str] = "prompt"
    turn: int
    legal: list[str]


@dataclass(frozen=True)
class Refused(Message):
    """An action refused; nothing changed. `rule`: the engine's code for an illegal action."""

    TYPE: ClassVar[str] = "refused"
    code: str
    detail: str = ""
    rule: str | None = None


@dataclass(frozen=True)
class SeatChange(Message):
    TYPE: ClassVar[str] = "seat"
    seat: int
    state: str


@dataclass(frozen=True)
class DealEnd(Message):
    """A deal was settled: the match's summary after it (public: stacks, table, scores)."""

    TYPE: ClassVar[str] = "deal-end"
    summary: dict[str, Any]


@dataclass(frozen=True)
class MatchEnd(Message):
    TYPE: ClassVar[str] = "match-end"
    summary: dict[str, Any]


@dataclass(frozen=True)
class Error(Message):
    """The host closes the connection: why, and its protocol version (an older client is told to update)."""

    TYPE: ClassVar[str] = "error"
    code: str
    detail: str = ""
    version: int = PROTOCOL_VERSION


@dataclass(frozen=True)
class Pong(Message):
    TYPE: ClassVar[str] = "pong"
    n: int


TO_HOST: dict[str, type[Message]] = {m.TYPE: m for m in (Hello, Act, Ping, Pong)}
TO_CLIENT: dict[str, type[Message]] = {m.TYPE: m for m in (Welcome, Start, Sync, Events, Prompt, Refused, SeatChange,
                                                          DealEnd, MatchEnd, Error, Ping, Pong)}
_TYPES: dict[str, Any] = {"int": int, "bool": bool, "str": str, "str | None": (str, type(None)),
                          "float | None": (int, float, type(None)), "list[str]": list,
                          "list[dict[str, Any]]": list, "dict[str, Any]": dict}


# ----- frames

def _dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def encode(message: Message) -> bytes:
    """One frame: the length, then the message as compact UTF-8 JSON."""
    body = _dumps(message.to_json()).encode("utf-8")
    return HEADER.pack(len(body)) + body


class EventsFrames:
    """One batch's `events` frames for every seat, each exactly `encode(Events(...))`'s bytes, with the events
    turned into JSON once for all the seats that see them alike (most events are public; at a 30-seat table the
    host serialised the same events 29 times per action). The view, its own for each seat, is serialised whole."""

    def __init__(self) -> None:
        self._events: dict[tuple[Event, ...], str] = {}

    def frame(self, events: list[Event], view: dict[str, Any]) -> bytes:
        key = tuple(events)
        text = self._events.get(key)
        if text is None:
            text = self._events[key] = _dumps([e.to_json() for e in events])
        body = ('{"type":"events","events":' + text + ',"view":' + _dumps(view) + "}").encode("utf-8")
        return HEADER.pack(len(body)) + body


class FrameReader:
    """Cuts a byte stream into frames; refuses a frame over `limit` as soon as its length arrives (unread)."""

    def __init__(self, limit: int, max_depth: int | None = None) -> None:
        self.limit, self.max_depth = limit, max_depth
        self._buf = bytearray()

    def feed(self, data: bytes) -> list[Any]:
        """The JSON values of the frames completed by `data` (raises ProtocolError; the stream is then dead)."""
        self._buf += data
        out = []
        while len(self._buf) >= HEADER.size:
            (size,) = HEADER.unpack_from(self._buf)
            if size > self.limit:
                self._buf.clear()
                raise ProtocolError(f"a frame of {size} bytes (at most {self.limit})", Err.TOO_LARGE)
            if len(self._buf) < HEADER.size + size:
                break
            body = bytes(self._buf[HEADER.size:HEADER.size + size])
            del self._buf[:HEADER.size + size]
            out.append(parse_frame(body, self.max_depth))
        return out

    def pending(self) -> int:
        return len(self._buf)


def parse_frame(body: bytes, max_depth: int | None = None) -> Any:
    try:
        if max_depth is not None and nesting_depth(body.decode("utf-8", errors="replace")) > max_depth:
            raise ProtocolError(f"nested deeper than {max_depth}", Err.BAD_FRAME)
        return parse_json(body)
    except JSONFileError as exc:
        raise ProtocolError(f"not a JSON frame: {exc}", Err.BAD_FRAME) from None


# ----- decoding and shape checks

def decode(value: Any, kinds: dict[str, type[Message]]) -> Message:
    """The message a frame's JSON value is, every field checked; ProtocolError(MALFORMED) otherwise."""
    if not isinstance(value, dict) or not isinstance(value.get("type"), str):
        raise ProtocolError("a message is an object with a type", Err.MALFORMED)
    cls = kinds.get(value["type"])
    if cls is None:
        raise ProtocolError(f"no message of type {value['type'][:40]!r}", Err.MALFORMED)
    version = value.get("version")
    if cls in (Hello, Welcome) and type(version) is int and version != PROTOCOL_VERSION:
        # Checked before the shape: another version's hello or welcome may have other fields.
        raise ProtocolError(f"protocol version {version}, not {PROTOCOL_VERSION}", Err.VERSION)
    known = {f.name: f for f in fields(cls)}
    if cls is Error:   # every version's error keeps these fields, so any client can tell why it was closed
        value = {k: v for k, v in value.items() if k in known or k == "type"}
    extra = set(value) - set(known) - {"type"}
    if extra:
        raise ProtocolError(f"{cls.TYPE}: unknown fields {sorted(extra)[:5]}", Err.MALFORMED)
    args = {}
    for name, f in known.items():
        if name not in value:
            if f.default is not MISSING:
                continue
            raise ProtocolError(f"{cls.TYPE}: no {name}", Err.MALFORMED)
        v = value[name]
        want = _TYPES[str(f.type)]
        if not isinstance(v, want) or (isinstance(v, bool) and want is not bool):
            raise ProtocolError(f"{cls.TYPE}: {name} has the wrong type", Err.MALFORMED)
        args[name] = v
    msg = cls(**args)
    _CHECKS.get(cls, lambda m: None)(msg)
    return msg


def decode_to_host(value: Any) -> Message:
    return decode(value, TO_HOST)


def decode_to_client(value: Any) -> Message:
    return decode(value, TO_CLIENT)


def _bad(msg: Message, what: str) -> ProtocolError:
    return ProtocolError(f"{msg.TYPE}: {what}", Err.MALFORMED)


def _check_hello(m: Hello) -> None:
    if m.version < 0:
        raise _bad(m, "a negative version")
    if m.token is not None and not TOKEN.fullmatch(m.token):
        raise _bad(m, "a token of the wrong form")
    # A name of any length (within the frame's limit) is cut to MAX_NAME by `seat_name`, as the client cuts it:
    # never a fatal error after connecting for what a window's or `lomber join`'s user typed.


def _check_act(m: Act) -> None:
    if not 0 <= m.seat < 1000 or not 0 <= m.turn < 10 ** 9 or len(m.action) > MAX_TEXT:
        raise _bad(m, "a seat, turn or action out of range")


def _check_seat_index(m: Message) -> None:
    if not 0 <= m.seat < 1000:
        raise _bad(m, "a seat out of range")


def _check_events(m: Sync | Events) -> None:
    for e in m.events:
        event_from_json(e)   # raises on anything that is not an event


def _check_prompt(m: Prompt) -> None:
    if not m.legal or not all(isinstance(t, str) for t in m.legal):
        raise _bad(m, "no choice, or a choice that is no text")
    for text in m.legal:
        choice_from_text(text)


def _check_seat_change(m: SeatChange) -> None:
    _check_seat_index(m)
    if m.state not in {s.value for s in SeatState}:
        raise _bad(m, "an unknown seat state")


def _check_start(m: Start) -> None:
    _check_seat_index(m)
    if not all(isinstance(n, str) for n in m.names) or not 0 <= m.seat < len(m.names):
        raise _bad(m, "names are texts, and the seat one of them")


def _check_welcome(m: Welcome) -> None:
    _check_seat_index(m)
    if not TOKEN.fullmatch(m.token) or not 0 < m.seats <= 1000:
        raise _bad(m, "a token of the wrong form, or no seats")
    if m.turn is not None and not 0 < m.turn <= MAX_TURN_S:   # NaN and infinity fail this too
        raise _bad(m, f"a turn time out of 0 to {MAX_TURN_S} s")


_CHECKS: dict[type[Message], Any] = {Hello: _check_hello, Act: _check_act, Welcome: _check_welcome,
                                     Start: _check_start, Sync: _check_events, Events: _check_events,
                                     Prompt: _check_prompt, SeatChange: _check_seat_change}


_EVENT_FIELDS: dict[str, Any] = {"seat": int, "cards": list, "face_up": bool, "amount": int, "src": str, "dst": str,
                                 "reason": str, "text": str, "arg": str, "public": str}
_EVENT_KINDS = {e.value: e for e in Ev}


def event_from_json(data: Any) -> Event:
    """The Event an `Event.to_json()` dict stands for (the inverse of to_json); ProtocolError for anything else."""
    if not isinstance(data, dict) or data.get("kind") not in _EVENT_KINDS:
        raise ProtocolError("an event has a known kind", Err.MALFORMED)
    args: dict[str, Any] = {}
    for name, value in data.items():
        if name == "kind":
            continue
        want = _EVENT_FIELDS.get(name)
        if want is None or not isinstance(value, want) or (want is int and isinstance(value, bool)):
            raise ProtocolError(f"an event's {str(name)[:20]!r} is unknown or of the wrong type", Err.MALFORMED)
        if name == "cards":
            if not all(isinstance(c, str) and len(c) <= 3 for c in value):
                raise ProtocolError("an event's cards are short texts", Err.MALFORMED)
            value = tuple(value)
        args[name] = value
    return Event(_EVENT_KINDS[data["kind"]], **args)


_WORD = re.compile(r"[a-z][a-z0-9-]{0,30}", re.ASCII)   # every game's action words (and PLAY) are of this form
_RANGE = re.compile(r"([a-z][a-z-]{0,30}) (-?[0-9]{1,12})\.\.(-?[0-9]{1,12})", re.ASCII)


def choice_text(choice: Choice) -> str:
    """A legal choice as a prompt lists it: an action's text, or a range `bet 10..200`."""
    return choice.text


def choice_from_text(text: str) -> Choice:
    """A prompt's choice back as the engine's Choice; ProtocolError if it is neither form."""
    m = _RANGE.fullmatch(text)
    if m:
        lo, hi = int(m.group(2)), int(m.group(3))
        if lo > hi:
            raise ProtocolError("a range from more to less", Err.MALFORMED)
        return AmountChoice(m.group(1), lo, hi)
    try:
        action = parse_action(text)
    except IllegalAction:
        action = None
    if action is None or not _WORD.fullmatch(action.kind):
        raise ProtocolError(f"a choice that is no action: {text[:40]!r}", Err.MALFORMED)
    return action


def plain(text: str, limit: int = MAX_TEXT) -> str:
    """A text received, fit for one line of a terminal or a log: no control, escape or direction characters."""
    return outside.clean_text(text, limit)


def clean_name(name: str, fallback: str) -> str:
    """A player's name as a seat takes it (engine/text.py: no control, direction, invisible or broken character,
    spaces folded, at most MAX_NAME); `fallback` when nothing is left."""
    return outside.clean_name(name, fallback)


# The app's own seat names, in every language it speaks (ui/seatnames.py's defaults and their Russian words):
# at a network table a player may not take one, or he would pass for the host ("You"), a computer or another seat.
_OWN_NAMES = re.compile(r"(?:you|вы|computer|компьютер|(?:player|игрок|seat)\s*[0-9]+)", re.IGNORECASE)


def seat_name(name: str, seat: int) -> str:
    """A network player's name as his seat (0-based) takes it: cleaned, and his seat's own default ("Player 2")
    when nothing is left or it is one of the app's own names (another seat's, the host's, a computer's)."""
    own = f"Player {seat + 1}"
    name = clean_name(name, own)
    return own if _OWN_NAMES.fullmatch(name) else name
