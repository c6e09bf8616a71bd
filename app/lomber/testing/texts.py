"""Checks of a game's words: every refusal of random play worded from its code with the params it names, every
word the game declares translated into Russian (the app's catalogue or the game's own), and its computer players
and advisor choosing legal actions from a seat's view alone."""

from __future__ import annotations

import copy
import importlib
import random
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from lomber.engine.actions import is_listed
from lomber.engine.errors import IllegalAction
from lomber.engine.events import Ev
from lomber.engine.gameinfo import GameInfo
from lomber.engine.levels import SEAT_LEVELS
from lomber.engine.match import default_seats
from lomber.engine.registry import game_file, game_info, new_match
from lomber.search.players import concrete
from lomber.testing.common import need, quick_tables
from lomber.testing.play import WRONG

PARAM = re.compile(r"\{(\w+)\}")
LEVELS = ("easy", "normal", "strong")


def _refusals(game_id: str) -> list[IllegalAction]:
    """The refusals random play meets: words that are not legal now, and a seat out of turn."""
    out: list[IllegalAction] = []
    kinds: set[Ev] = set()
    for k, (seats, options) in enumerate(quick_tables(game_id)):
        m = new_match(game_id, default_seats(seats), options, k)
        rng = random.Random(k)
        for step in range(600):
            if m.finished:
                break
            seat, legal = m.to_act(), m.legal_actions()
            if step % 5 == 0:
                tries = [(seat, bad) for bad in WRONG if not is_listed(bad, legal)]
                if seats > 1:
                    tries.append(((seat + 1) % seats, concrete(legal[0], rng)))
                for who, action in tries:
                    try:
                        m.apply(who, action)
                    except IllegalAction as e:
                        out.append(e)
            kinds |= {e.kind for e in m.apply(seat, concrete(rng.choice(legal), rng))}
    return out


def error_words(game_id: str) -> str:
    """Every refusal of random play has a code whose words exist (the app's common ones or the game's `errors`),
    and every `{param}` of those words is a param the refusal gives."""
    from lomber.ui.errors import ERRORS  # the common codes' words (the module holds no widget)

    info = game_info(game_id)
    codes: set[str] = set()
    for exc in _refusals(game_id):
        need(exc.code, f"{game_id}: a refusal without a code: {exc}")
        template = ERRORS.get(exc.code) or info.errors.get(exc.code)
        need(template, f"{game_id}: the error code {exc.code!r} has no words (GameInfo.errors): {exc}")
        missing = set(PARAM.findall(template)) - set(exc.params)
        need(not missing, f"{game_id}: {exc.code!r} is worded with {sorted(missing)}, which the refusal lacks")
        codes.add(exc.code)
    need(codes, f"{game_id}: random play met no refusal")
    own = set(PARAM.findall(" ".join(info.errors.values())))
    return f"{len(codes)} codes met ({', '.join(sorted(codes))}); {len(info.errors)} of the game's own, params {sorted(own)}"


def declared_words(info: GameInfo) -> Iterator[str]:
    """Every text of a game the UI shows, as declared (English, `N_` marked)."""
    yield info.name
    for w in info.words:
        yield from (t for t in (w.button, w.log, w.you, w.counted, w.counted_you, w.zero, w.zero_you, w.zero_button)
                    if t)
    for place in (*info.piles.values(), *info.roles.values()):
        yield from (t for t in (place.label, place.log) if t)
    yield from (*info.table_cards.values(), *info.reasons.values(), *info.notes.values(), *info.errors.values())
    for c in info.deal_columns:
        yield from (t for t in (c.label, c.tip, *(w for _c, w in c.words)) if t)
    yield from (f.text for f in info.facts)
    for feat in info.feats:
        yield from (feat.label, feat.tip)
    for spec in info.match.option_specs:
        yield from (t for t in (spec.label, spec.help, spec.none_label, *(w for _v, w in spec.value_labels)) if t)
        yield from (v for v in spec.values if isinstance(v, str) and not spec.value_labels)
    players = importlib.import_module(info.players)
    yield from getattr(players, "REASONS", {}).values()


def _finished(path: Path | Any) -> set[str]:
    """The source texts a .ts catalogue translates (finished only; every plural form filled)."""
    if not path.is_file():
        return set()
    out = set()
    with path.open("rb") as f:
        root = ET.parse(f).getroot()
    for msg in root.iter("message"):
        src, tr = msg.find("source"), msg.find("translation")
        if src is None or tr is None or tr.get("type") in ("unfinished", "obsolete", "vanished"):
            continue
        forms = [f.text for f in tr.iter("numerusform")] if msg.get("numerus") == "yes" else [tr.text]
        if forms and all(forms):
            out.add(src.text or "")
    return out


def translations(game_id: str) -> str:
    """Every word the game declares has a finished Russian translation, in the app's catalogue or in the game's
    own (`translations/<id>_ru.ts` in its package)."""
    from lomber.paths import resource

    info = game_info(game_id)
    known = _finished(resource("translations", "lomber_ru.ts")) | _finished(
        game_file(game_id, f"translations/{game_id}_ru.ts"))
    words = list(dict.fromkeys(declared_words(info)))
    # A value shown as itself (a number, a word such as "on") needs no translation unless it is a word.
    missing = [w for w in words if w not in known and re.search(r"[A-Za-z]{2,}", w)]
    need(not missing, f"{game_id}: {len(missing)} words without a Russian translation: {missing[:8]}")
    return f"{len(words)} words translated into Russian"


def advice(game_id: str) -> str:
    """The computer players of every level choose a legal action from a seat's view; the advisor (if the game has
    one) gives a legal action, the same for the same seed, and leaves the view as it was."""
    info = game_info(game_id)
    module = importlib.import_module(info.players)
    players = getattr(module, "PLAYERS", {})
    need(set(LEVELS) <= set(players), f"{game_id}: {info.players}.PLAYERS lacks levels {set(LEVELS) - set(players)}")
    odd = set(players) - set(SEAT_LEVELS)
    need(not odd, f"{game_id}: {info.players}.PLAYERS has levels no seat may hold: {sorted(odd)} ({SEAT_LEVELS})")
    notes = set(getattr(module, "LEVEL_NOTES", {}))
    need(notes <= set(players), f"{game_id}: LEVEL_NOTES describes levels it lacks: {sorted(notes - set(players))}")
    has_advice = hasattr(module, "advise")
    decisions = 0
    seats, options = quick_tables(game_id)[0]
    for level in LEVELS:
        m = new_match(game_id, default_seats(seats), options, 7)
        rng = random.Random(7)
        for step in range(12 if level == "strong" else 40):    # a strong player may search for a second
            if m.finished:
                break
            seat, legal = m.to_act(), m.legal_actions()
            view = m.view(seat)
            kept = copy.deepcopy(view)
            chosen = players[level](step).choose(view, legal)
            need(is_listed(chosen, legal), f"{game_id}: the {level} player chose {chosen.text!r}, not legal")
            if has_advice and level == "strong" and step % 10 == 0:
                from lomber.ai.advisor import advise

                a, b = advise(view, legal, seed=3), advise(copy.deepcopy(view), list(legal), seed=3)
                need(a == b, f"{game_id}: the advice differs for the same seed")
                need(a.action is not None and any(a.action == c.text or is_listed(
                    concrete(c, rng), legal) and a.action.split()[0] == c.kind for c in legal),
                    f"{game_id}: the advice {a.action!r} is not a legal choice")
            need(view == kept, f"{game_id}: choosing changed the view it was given")
            m.apply(seat, chosen if step % 3 else concrete(rng.choice(legal), rng))
            decisions += 1
    return f"{decisions} decisions of 3 levels" + ("; advice legal and repeatable" if has_advice else "; no advisor")
