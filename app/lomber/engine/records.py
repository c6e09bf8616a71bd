"""Records: JSON files that replay a match exactly (saved games, autosave, bug reports, rule tests)."""

from __future__ import annotations

import time
from collections import defaultdict, deque
from collections.abc import Callable
from pathlib import Path
from typing import Any

from lomber.engine.actions import Action, parse_action
from lomber.engine.errors import IllegalAction, OptionError, PresetError, RecordError
from lomber.engine.events import Event
from lomber.engine.jsonfile import JSONFileError, collector_paused, read_json
from lomber.engine.match import Match, Seat
from lomber.engine.registry import new_match
from lomber.engine.shuffle import check_presets_fit

FORMAT = "lomber-record"
VERSION = 1
MAX_BYTES = 20 * 1024 * 1024
# A long replay tells its progress about this often (seconds), and may be stopped there.
PROGRESS_EVERY_S = 0.05
# Progress: (actions replayed, actions in all) → False to stop the replay (it raises ReplayStopped).
Progress = Callable[[int, int], bool]


class ReplayStopped(Exception):
    """A replay stopped by its progress callback (the user cancelled): nothing it built is kept."""


class Teller:
    """Calls a replay's `progress` every PROGRESS_EVERY_S (checking the clock every 256 actions) and raises
    ReplayStopped when it says stop; without a `progress` it does nothing."""

    def __init__(self, progress: Progress | None, total: int) -> None:
        self.progress, self.total = progress, total
        self.next = time.perf_counter() + PROGRESS_EVERY_S

    def __call__(self, done: int) -> None:
        if self.progress is None or done & 255 or time.perf_counter() < self.next:
            return
        if not self.progress(done, self.total):
            raise ReplayStopped
        self.next = time.perf_counter() + PROGRESS_EVERY_S


class EventTail:
    """The last `keep` events of a replay and how many there were in all: what the table's log is rebuilt from,
    without holding the millions of events of a long record."""

    def __init__(self, keep: int) -> None:
        self.events: deque[Event] = deque(maxlen=keep)
        self.count = 0

    def extend(self, events: list[Event]) -> None:
        self.events.extend(events)
        self.count += len(events)


def load_record(path: str | Path) -> dict[str, Any]:
    """Read and validate a record file; RecordError with a clear message if it is not one."""
    p = Path(path)
    with collector_paused():
        try:
            data = read_json(p, MAX_BYTES)
        except OSError as exc:
            raise RecordError(f"cannot read {p}: {exc.strerror or exc}", code="record-unreadable",
                              cause=exc) from None
        except JSONFileError as exc:
            raise RecordError(f"{p}: {exc}", code="record-not-ours", cause=exc) from None
        validate_record(data)
        data["actions"] = shared_actions(data.get("actions", []))
    return data


def shared_actions(actions: list[list[Any]]) -> list[list[Any]]:
    """The actions with each distinct [seat, text] one object: a long record says a few hundred of them over and
    over, and 10⁶ separate lists and texts would hold some 130 MB (nobody changes a record's actions in place)."""
    seen: defaultdict[int, dict[str, list[Any]]] = defaultdict(dict)   # no (seat, text) tuple made for each
    return [seen[a[0]].setdefault(a[1], a) for a in actions]


def validate_record(data: Any) -> None:
    """Check a record's shape (not yet that its actions are legal: `replay` does that)."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RecordError("not a Lomber record (no \"format\": \"lomber-record\")", code="record-format")
    if data.get("version") != VERSION:
        raise RecordError(f"record version {data.get('version')!r} is not supported (this Lomber reads version {VERSION})",
                          code="record-version", text=str(data.get("version"))[:20], version=VERSION)
    for key, kind in (("game", str), ("seats", list)):
        if not isinstance(data.get(key), kind):
            raise RecordError(f"record field {key!r} is missing or of the wrong type", code="record-field", text=key)
    if not isinstance(data.get("options", {}), dict):
        raise RecordError("record field 'options' must be an object", code="record-field", text="options")
    seed = data.get("seed", 0)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise RecordError("record field 'seed' must be a whole number", code="record-field", text="seed")
    for flag in ("practice", "stopped"):
        if not isinstance(data.get(flag, False), bool):
            raise RecordError(f"record field {flag!r} must be true or false", code="record-field", text=flag)
    actions = data.get("actions", [])
    if not isinstance(actions, list):
        raise RecordError("record field 'actions' must be a list of [seat, action]", code="record-field",
                          text="actions")
    for a in actions:
        # Exact types (JSON makes no subclasses; `type(True) is not int`): quick on 10⁶ actions.
        if type(a) is not list or len(a) != 2 or type(a[0]) is not int or type(a[1]) is not str:
            i = next(i for i, b in enumerate(actions) if b is a)   # its first place: the loop counts none (quicker)
            raise RecordError(f"action {i + 1} must be [seat, \"text\"], not {a!r}", code="record-action", index=i + 1)


def start_from_record(data: dict[str, Any], *, checked: bool = False) -> Match:
    """The match a record starts from, before any action; `checked`: `data` comes from `load_record` unchanged (its
    shape is checked there: a long record's actions are not gone over twice)."""
    if not checked:
        validate_record(data)
    try:
        seats = [Seat.from_json(s) for s in data["seats"]]
        match = new_match(data["game"], seats, data.get("options") or {}, data.get("seed", 0), data.get("presets"))
        check_presets_fit(match.presets, match.pack_cards())
        match.practice = data.get("practice", False)
    except (OptionError, PresetError) as exc:
        raise RecordError(str(exc), code="record-start", cause=exc, game=data["game"]) from None
    return match


# The canonical texts replays have read, for every replay after: a short record's texts are mostly new to it, not
# to the records before it (Fly's are hundreds of separate matches).
_READ: dict[str, Action] = {}
READ_TEXTS = 20_000   # then they are forgotten: a few MB at most
READ_LENGTH = 60      # longer texts are never kept (a hostile record's 10 MB text would stay in memory)


def read_text(text: str) -> Action:
    """`parse_action(text)`, kept for the replays to come when the text is its canonical form (not "qh" for "QH")."""
    action = parse_action(text)
    if len(text) <= READ_LENGTH and action.text == text:
        if len(_READ) >= READ_TEXTS:
            _READ.clear()
        _READ[text] = action
    return action


def replay(data: dict[str, Any], upto: int | None = None, events: list[Event] | EventTail | None = None,
           progress: Progress | None = None, *, checked: bool = False) -> Match:
    """Replay a record (its first `upto` actions) and return the match; `events` collects every event on the way
    (the start's, then each action's), as the table showed them (an EventTail keeps only the last ones).
    `progress` is told how far the replay is every PROGRESS_EVERY_S; when it returns False the replay stops
    with ReplayStopped; `checked` as for `start_from_record`."""
    match = start_from_record(data, checked=checked)
    if events is not None:
        events.extend(match.start_events)
    actions = data.get("actions", [])[:upto]
    # Each distinct text is parsed once (`read_text`); the seats are ints (`validate_record`), so each action goes
    # straight to the rules' checks (`checked_apply`): the same checks and errors as `apply`.
    parsed = _READ
    # The history holds the text the rules took (canonical, normalized), one tuple for each distinct pair (10⁶
    # tuples would be 64 MB more): the record's own text when it is canonical and the rules took it as parsed.
    said: dict[tuple[int, str], tuple[int, str]] = {}
    history = match.history
    step = match.checked_apply
    # A quiet replay takes `checked_apply`'s steps itself, in its order, without the call (a tenth of a replay's
    # instructions): the turn, `normalize`, `is_legal`, `_apply`. Whatever they refuse goes to `checked_apply`
    # itself, which raises its own error; a replay that tells events takes it every time (it rewords them).
    to_act, normalize, normalizes, is_legal, apply = (match.to_act, match.normalize, match.normalizes,
                                                      match.is_legal, match._apply)
    tell = Teller(progress, len(actions)) if progress is not None else None
    watched = events is not None or tell is not None
    # Nobody reads the events: the games skip building them (the match is the same; it speaks again once returned).
    quiet = match.quiet = events is None
    for i, (seat, text) in enumerate(actions):
        try:
            known = parsed.get(text)
            canonical = True
            if known is None:
                known = read_text(text)
                canonical = text in parsed
            if not quiet or match.over or seat != to_act():
                action, done = step(seat, known)
            else:
                action = known
                if action.kind in normalizes:
                    action = normalize(seat, action)
                if is_legal(action):
                    apply(seat, action)
                else:
                    action, done = step(seat, known)   # refused there, with its own error
        except (IllegalAction, PresetError) as exc:   # a later deal's preset that does not fit its cards
            raise RecordError(f"action {i + 1} ({seat}, {text[:40]!r}) does not replay: {exc}", code="record-replay",
                              index=i + 1, cause=exc, game=match.game_id, names=[s.name for s in match.seats]) from None
        entry = (seat, text) if canonical and action is known else (seat, action.text)
        history.append(said.setdefault(entry, entry))
        if watched:
            if events is not None:
                events.extend(done)
            if tell is not None:
                tell(i + 1)
    match.quiet = False
    if data.get("stopped") and upto is None:
        stop_recorded(match, events)
    return match


def stop_recorded(match: Match, events: list[Event] | EventTail | None = None) -> None:
    """A record of a match the user stopped (`"stopped": true`) ends stopped, as it did at the table: it cannot be
    continued. Stopping is no action, so the record's actions alone replay to just before it."""
    if match.over:
        return
    try:
        done = match.stop()
    except IllegalAction as exc:
        raise RecordError(f"the match cannot be stopped: {exc}", code="record-stop", cause=exc) from None
    match.stopped = True
    if events is not None:
        events.extend(done)
