"""Checks of what a game says about its options: the option specs agree with the rules, and the rule panels
(`rules.<lang>.md` in the game's package, docs/rule-panels.md) have the same sections in both languages, every
option once with its range and default, a worked example with the same figures, and the rulings told as often."""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from lomber.engine.errors import OptionError
from lomber.engine.match import default_seats
from lomber.engine.options import OptionSpec, resolve_options
from lomber.engine.registry import game_file, game_info, match_class, new_match
from lomber.search.players import RandomPlayer
from lomber.testing.common import need

LANGS = ("en", "ru")
REQUIRED_SECTIONS = ("options", "example")
# A heading with its anchor (`## Options {#options}`), and an option's line mark (`<!-- option: key -->`): the rules
# dock reads the panels with the same two patterns (ui/panels/docks.py).
HEADING_ANCHOR = re.compile(r"^(#{1,6}[ \t].*?)[ \t]*\{#([\w-]+)\}[ \t]*$", re.MULTILINE)
OPTION_MARK = re.compile(r"[ \t]*<!--\s*option:\s*([\w-]+)\s*-->")
# The cards and figures of a worked example, which its translation must keep.
FACTS = re.compile(r"(?:10|[2-9AKQJ])[♠♥♦♣]|\d+")
RULING = {"en": re.compile(r"our ruling", re.IGNORECASE), "ru": re.compile(r"наш[еи] решени[ея]", re.IGNORECASE)}
DEFAULT = {"en": "default", "ru": "по умолчанию"}
PLAY_ACTIONS = 400


def panel(game_id: str, lang: str) -> str:
    """A panel's text, its numbers ungrouped (Russian writes 100 000 with a no-break space) to compare figures."""
    file = game_file(game_id, f"rules.{lang}.md")
    need(file.is_file(), f"{game_id}: no rule panel rules.{lang}.md in its package")
    return re.sub(r"(?<=\d)\u00a0(?=\d{3}\b)", "", file.read_text(encoding="utf-8"))


def section(text: str, anchor: str) -> str:
    """The body of the section with this anchor, up to the next heading of the same or a higher level."""
    heads = list(HEADING_ANCHOR.finditer(text))
    for i, m in enumerate(heads):
        if m.group(2) == anchor:
            level = len(m.group(1)) - len(m.group(1).lstrip("#"))
            end = next((h.start() for h in heads[i + 1:] if len(h.group(1)) - len(h.group(1).lstrip("#")) <= level),
                       len(text))
            return text[m.end():end]
    raise AssertionError(f"no section {{#{anchor}}}")


def rule_panels(game_id: str) -> str:
    """Both languages' panels: every heading anchored, the same anchors in the same order, the options section
    listing every option once with its default (and range), a worked example of the same figures, the rulings
    told as often, Russian numbers kept together."""
    anchors: dict[str, list[str]] = {}
    specs = match_class(game_id).option_specs
    keys = Counter(spec.key for spec in specs)
    for lang in LANGS:
        text = panel(game_id, lang)
        where = f"{game_id} rules.{lang}.md"
        headings = [line for line in text.splitlines() if re.match(r"#{1,6}[ \t]", line)]
        found = [m.group(2) for m in HEADING_ANCHOR.finditer(text)]
        need(len(found) == len(headings), f"{where}: headings without an anchor {{#…}}: "
                                          f"{[h for h in headings if '{#' not in h]}")
        need(len(set(found)) == len(found), f"{where}: an anchor twice: {found}")
        missing = [a for a in REQUIRED_SECTIONS if a not in found]
        need(not missing, f"{where}: no section {missing}")
        anchors[lang] = found
        marked = OPTION_MARK.findall(text)
        need(Counter(marked) == keys, f"{where}: the option marks {sorted(marked)} are not the options {sorted(keys)}")
        options = section(text, "options")
        need(sorted(OPTION_MARK.findall(options)) == sorted(keys), f"{where}: an option marked outside {{#options}}")
        items = re.split(r"\n(?=- )", options)
        for spec in specs:
            item = " ".join(next(i for i in items if f"option: {spec.key} " in i).split())
            need(DEFAULT[lang] in item, f"{where}: the line of {spec.key!r} does not give its default")
            if spec.lo is not None:
                need(str(spec.lo) in item and str(spec.hi) in item, f"{where}: the line of {spec.key!r} gives no range")
    need(anchors["ru"] == anchors["en"], f"{game_id}: the panels' sections differ: {anchors}")
    facts = {}
    for lang in LANGS:
        body = section(panel(game_id, lang), "example")
        need(len(body.split()) > 80, f"{game_id} rules.{lang}.md: the worked example is too short to work out")
        facts[lang] = Counter(FACTS.findall(body))
        need(sum(facts[lang].values()) >= 10, f"{game_id} rules.{lang}.md: the example gives few cards and figures")
    need(facts["en"] == facts["ru"], f"{game_id}: the worked example's cards and figures differ between languages: "
                                     f"{(facts['en'] - facts['ru']) + (facts['ru'] - facts['en'])}")
    rulings = {lang: len(RULING[lang].findall(" ".join(panel(game_id, lang).split()))) for lang in LANGS}
    need(rulings["en"] == rulings["ru"] >= 1, f"{game_id}: 'our ruling' told {rulings} times")
    ru = game_file(game_id, "rules.ru.md").read_text(encoding="utf-8")
    need(not re.findall(r"\d[ ]?%", ru), f"{game_id} rules.ru.md: a number and % without a no-break space")
    need(not re.findall(r"(?<![\d{#-])\d{5,}\b", ru), f"{game_id} rules.ru.md: a long number not grouped")
    return f"{len(anchors['en'])} sections in {', '.join(LANGS)}; {len(keys)} options; {sum(facts['en'].values())} facts"


def _other_values(spec: OptionSpec, seats: int) -> list[Any]:
    default = spec.default_for(seats)
    if spec.seat:
        return list(range(seats))
    if spec.values:
        return [v for v in spec.values if v != default]
    return [v for v in (spec.lo, spec.hi) if v is not None and v != default]


def _play(game_id: str, seats: int, options: dict[str, Any], seed: int) -> list[dict]:
    match = new_match(game_id, default_seats(seats), options, seed)
    out = [e.to_json() for e in match.start_events]
    player = RandomPlayer(seed)
    for _ in range(PLAY_ACTIONS):
        if match.finished:
            break
        seat = match.to_act()
        out += [e.to_json() for e in match.apply(seat, player.choose(match.view(seat), match.legal_actions()))]
    return out


def option_specs(game_id: str) -> str:
    """A condition names another option and its values; an option declared not to apply changes nothing in play;
    the values offered for each number of seats are exactly those the game accepts there."""
    info = game_info(game_id)
    cls = info.match
    by_key = {s.key: s for s in cls.option_specs}
    need(len(by_key) == len(cls.option_specs), f"{game_id}: two options with one key")
    conditional = 0
    for spec in cls.option_specs:
        need({v for v, _n in spec.value_seats} <= set(spec.values), f"{game_id}: {spec.key}'s value_seats")
        if spec.applies_if is None:
            continue
        key, values = spec.applies_if
        need(key in by_key and key != spec.key, f"{game_id}: {spec.key} applies if {key!r}, no other option")
        need(values and set(values) <= set(by_key[key].values), f"{game_id}: {spec.key}'s condition names no value")
        table = next((t for t in info.quick_tables if not spec.applies(
            resolve_options(cls.option_specs, dict(t.options), t.seats))), None)
        need(table is not None, f"{game_id}: no quick table where {spec.key!r} does not apply, to check it")
        for seed in (1, 2):
            base = _play(game_id, table.seats, dict(table.options), seed)
            for value in _other_values(spec, table.seats):
                need(_play(game_id, table.seats, {**table.options, spec.key: value}, seed) == base,
                     f"{game_id}: {spec.key}={value!r} changes play where it is declared not to apply")
        conditional += 1
    for n in range(cls.min_players, cls.max_players + 1):
        for spec in cls.option_specs:
            if not spec.values:
                continue
            accepted = []
            for v in spec.values:
                try:
                    resolve_options(cls.option_specs, {spec.key: v}, n, cls.check_options)
                except OptionError:
                    continue
                accepted.append(v)
            need(list(spec.values_for(n)) == accepted,
                 f"{game_id}: at {n} seats {spec.key} offers {list(spec.values_for(n))}, the game accepts {accepted}")
    return f"{len(cls.option_specs)} options, {conditional} conditional"
