"""Statistics of finished matches as plain data, read from the history database (no Qt).

What the Statistics window, `lomber stats` and the replay chooser show. Every row is type-checked as it is
read: a row no Lomber wrote (a damaged or hand-edited database) is skipped, never an exception.
"""

from __future__ import annotations

import sqlite3
from dataclasses import asdict, dataclass, field
from typing import Any

from lomber.engine.errors import RecordError
from lomber.engine.feats import Feat
from lomber.engine.jsonfile import JSONFileError, parse_json
from lomber.engine.records import validate_record
from lomber.engine.text import clean_name
from lomber.storage.schema import game_feats

LAST_TIME = 253402300799.0      # 9999-12-31 23:59:59 UTC: the last moment a date of four digits can name


@dataclass
class PlayerStats:
    """One player name at one game (computer seats are players too, with kind "ai")."""

    game: str
    name: str
    kind: str
    matches: int = 0
    won: int = 0
    deals: int = 0
    chips_won: int = 0            # over the matches he ended ahead (matches of Lomber 0.1 have no chips)
    chips_lost: int = 0           # over the matches he ended behind, as a positive number
    biggest_win: int = 0          # the most chips he won in one deal
    feats: dict[str, int | None] = field(default_factory=dict)   # the game's own figures, by feat key

    @property
    def net(self) -> int:
        return self.chips_won - self.chips_lost

    def to_json(self) -> dict[str, Any]:
        return {**asdict(self), "net": self.net}


@dataclass
class GameStats:
    """One game: its matches and deals, and its players (most matches first); `feats` are the figures of its own
    the game declares (each player's are in `PlayerStats.feats`, by key)."""

    game: str
    matches: int = 0
    deals: int = 0
    players: list[PlayerStats] = field(default_factory=list)
    feats: tuple[Feat, ...] = ()

    @property
    def figures(self) -> tuple[str, ...]:
        """The keys of the game's own figures, in the order it declares them."""
        return tuple(f.key for f in self.feats)

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "matches": self.matches, "deals": self.deals, "figures": list(self.figures),
                "players": [p.to_json() for p in self.players]}


@dataclass(frozen=True)
class MatchPoint:
    """One match of one player, for a chart over his matches."""

    match_id: int
    ended: float                  # seconds since the epoch
    deals: int
    won: bool
    chips: int | None             # net chips (None for matches of Lomber 0.1)
    score: int | None             # final score where the game keeps one


@dataclass(frozen=True)
class MatchRow:
    """A finished match in a list to choose one to replay."""

    match_id: int
    ended: float
    game: str
    names: tuple[str, ...]
    winner: int | None
    deals: int
    stopped: bool
    replayable: bool              # its record is kept (matches of Lomber 0.1 have none)


def _int(v: Any) -> int | None:
    return v if isinstance(v, int) and not isinstance(v, bool) else None


def _text(v: Any) -> str | None:
    return v if isinstance(v, str) and 0 < len(v) <= 200 else None


def _name(v: Any) -> str | None:
    """A player's name as a row holds it, made safe as any outside text (engine/text.py); None if it is not text
    (the history's reader hands undecodable text over as bytes: see `History._connect`)."""
    return (clean_name(v) or None) if isinstance(v, str) and len(v) <= 200 else None


def _when(v: Any) -> float | None:
    """When a match ended, in seconds since 1970: a number a calendar can show (1e308 is none)."""
    return float(v) if isinstance(v, (int, float)) and not isinstance(v, bool) and 0 <= v < LAST_TIME else None


def _skip(skipped: set[int] | None, mid: Any) -> None:
    if skipped is not None and _int(mid) is not None:
        skipped.add(mid)


# Practice matches (a decision taken back) count only when asked: `practice` is 1 to include them.
NOT_PRACTICE = "(? = 1 OR m.practice IS NOT 1)"


def game_stats(db: sqlite3.Connection, game: str | None = None, practice: bool = False,
               skipped: set[int] | None = None) -> list[GameStats]:
    """Statistics per game (one game, or all that have matches), players by matches played; practice matches
    only if `practice`. The ids of matches with a row left out are added to `skipped`."""
    rows = db.execute(
        "SELECT m.game, m.id, m.deals, p.seat, p.name, p.kind, p.won, p.chips, p.best_deal "
        "FROM players p JOIN matches m ON m.id = p.match_id WHERE (? IS NULL OR m.game = ?) "
        f"AND {NOT_PRACTICE} ORDER BY m.id", (game, game, int(practice)))
    games: dict[str, GameStats] = {}
    seen: dict[str, set[int]] = {}
    players: dict[tuple[str, str, str], PlayerStats] = {}
    by_seat: dict[tuple[int, int], PlayerStats] = {}      # (match, seat): whose facts they are
    for g, mid, deals, seat, name, kind, won, chips, best in rows:
        g, name, kind = _text(g), _name(name), _text(kind)
        mid, deals, seat = _int(mid), _int(deals), _int(seat)
        if g is None or name is None or kind is None or mid is None or deals is None or deals < 0 or seat is None:
            _skip(skipped, mid)
            continue
        gs = games.get(g)
        if gs is None:
            gs = games[g] = GameStats(g, feats=game_feats(g))
        if mid not in seen.setdefault(g, set()):
            seen[g].add(mid)
            gs.matches += 1
            gs.deals += deals
        p = players.get((g, name, kind))
        if p is None:
            p = players[(g, name, kind)] = PlayerStats(g, name, kind, feats={f.key: f.empty for f in gs.feats})
        by_seat[(mid, seat)] = p
        p.matches += 1
        p.deals += deals
        if _int(won):
            p.won += 1
        chips = _int(chips)
        if chips is not None:
            p.chips_won += max(chips, 0)
            p.chips_lost += max(-chips, 0)
        p.biggest_win = max(p.biggest_win, _int(best) or 0)
    _add_feats(db, games, by_seat, game, practice)
    for p in players.values():
        games[p.game].players.append(p)
    for gs in games.values():
        gs.players.sort(key=lambda p: (-p.matches, p.kind != "human", p.name))
    return sorted(games.values(), key=lambda g: g.game)


def _add_feats(db: sqlite3.Connection, games: dict[str, GameStats], by_seat: dict[tuple[int, int], PlayerStats],
               game: str | None, practice: bool) -> None:
    """Each player's values of his game's feats, added up over his matches as each feat says."""
    declared = {g: {f.key: f for f in gs.feats} for g, gs in games.items()}
    for g, mid, seat, key, value in db.execute(
            "SELECT m.game, f.match_id, f.seat, f.key, f.value FROM facts f JOIN matches m ON m.id = f.match_id "
            f"WHERE (? IS NULL OR m.game = ?) AND {NOT_PRACTICE}", (game, game, int(practice))):
        mid, seat, value = _int(mid), _int(seat), _int(value)
        if mid is None or seat is None or value is None or not isinstance(g, str) or not isinstance(key, str):
            continue
        p = by_seat.get((mid, seat))
        feat = declared.get(g, {}).get(key)
        if p is None or feat is None or p.game != g:
            continue
        p.feats[key] = feat.add(p.feats.get(key), value)


def human_totals(db: sqlite3.Connection, game: str) -> dict[str, int]:
    """Finished matches of `game`, and those a human seat won (the scores panel's two figures)."""
    played, won = db.execute(
        "SELECT COUNT(DISTINCT p.match_id), "
        "COUNT(DISTINCT CASE WHEN p.won = 1 AND p.kind = 'human' THEN p.match_id END) "
        "FROM players p JOIN matches m ON m.id = p.match_id WHERE m.game = ? "
        f"AND typeof(p.name) = 'text' AND typeof(p.won) = 'integer' AND typeof(m.deals) = 'integer' AND {NOT_PRACTICE}",
        (game, 0)).fetchone()
    return {"played": _int(played) or 0, "won": _int(won) or 0}


def player_series(db: sqlite3.Connection, game: str, name: str, practice: bool = False,
                  skipped: set[int] | None = None) -> list[MatchPoint]:
    """A player's matches of a game, oldest first (practice matches only if `practice`)."""
    out = []
    # By the name as the statistics show it (cleaned): a row an older Lomber wrote with a control in it is his too.
    for mid, ended, deals, won, chips, score, stored in db.execute(
            "SELECT m.id, m.ended, m.deals, p.won, p.chips, p.score, p.name FROM players p "
            f"JOIN matches m ON m.id = p.match_id WHERE m.game = ? AND {NOT_PRACTICE} ORDER BY m.ended, m.id",
            (game, int(practice))):
        if _name(stored) != name:
            continue
        if _int(mid) is None or _when(ended) is None or _int(deals) is None:
            _skip(skipped, mid)
            continue
        out.append(MatchPoint(mid, float(ended), deals, bool(_int(won)), _int(chips), _int(score)))
    return out


def match_rows(db: sqlite3.Connection, game: str | None = None, limit: int = 200,
               skipped: set[int] | None = None) -> list[MatchRow]:
    """Finished matches, newest first."""
    out = []
    for mid, ended, g, seats, winner, deals, stopped, has_record in db.execute(
            "SELECT id, ended, game, seats, winner, deals, stopped, record IS NOT NULL FROM matches "
            "WHERE (? IS NULL OR game = ?) ORDER BY id DESC LIMIT ?", (game, game, limit)):
        if _int(mid) is None or _when(ended) is None or _text(g) is None or _int(deals) is None:
            _skip(skipped, mid)
            continue
        names = tuple(n for s in _json(seats, list) or [] if isinstance(s, dict) and (n := _name(s.get("name"))))
        out.append(MatchRow(mid, float(ended), g, names, _int(winner), deals, bool(_int(stopped)), bool(has_record)))
    return out


def stored_record(db: sqlite3.Connection, match_id: int) -> tuple[dict[str, Any], bool] | None:
    """A match's record (validated) and whether it was stopped; None if it has none or it is unreadable."""
    row = db.execute("SELECT record, stopped FROM matches WHERE id = ?", (match_id,)).fetchone()
    if row is None:
        return None
    record = _json(row[0], dict)
    if record is None:
        return None
    try:
        validate_record(record)
    except RecordError:
        return None
    return record, bool(_int(row[1]))


def _json(text: Any, kind: type) -> Any:
    if not isinstance(text, str):
        return None
    try:
        value = parse_json(text)
    except JSONFileError:
        return None
    return value if isinstance(value, kind) else None


def stats_table(games: list[GameStats], game_name: Any = None) -> str:
    """The statistics as plain text, a table per game (`lomber stats`): the common columns, then the game's own
    figures under their English labels."""
    if not games:
        return "No finished matches yet."
    name_of = game_name or (lambda g: g)
    out = []
    for gs in games:
        head = ["player", "kind", "played", "won", "deals", "chips +", "chips -", "net", "best deal"]
        head += [f.label.lower() for f in gs.feats]
        rows = []
        for p in gs.players:
            row = [p.name, p.kind, p.matches, p.won, p.deals, p.chips_won, p.chips_lost, f"{p.net:+d}", p.biggest_win]
            row += ["-" if p.feats.get(f.key) is None else p.feats[f.key] for f in gs.feats]
            rows.append([str(x) for x in row])
        widths = [max(len(r[i]) for r in [head, *rows]) for i in range(len(head))]
        out.append(f"{name_of(gs.game)}: {gs.matches} match(es), {gs.deals} deal(s)")
        for r in [head, *rows]:
            cells = [r[0].ljust(widths[0]), r[1].ljust(widths[1])] + [c.rjust(w) for c, w in zip(r[2:], widths[2:])]
            out.append("  " + "  ".join(cells).rstrip())
        out.append("")
    return "\n".join(out).rstrip()
