"""The rule panels: the same sections in every language, a worked example, every option of the game, our rulings."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from lomber.engine.registry import game_file, game_ids, match_class
from lomber.ui.panels.docks import HEADING_ANCHOR, rules_anchors, rules_option_keys

LANGS = ("en", "ru")
# The sections every panel has, whatever else the game needs.
REQUIRED = ("options", "example")
# The cards and figures of a worked example, which its translation must keep.
FACTS = re.compile(r"(?:10|[2-9AKQJ])[♠♥♦♣]|\d+")
# How each language says "our ruling" (the spec's marks the panels must pass on).
RULING = {"en": re.compile(r"our ruling", re.IGNORECASE), "ru": re.compile(r"наш[еи] решени[ея]", re.IGNORECASE)}


def panel(game: str, lang: str) -> str:
    """A panel's text, its numbers ungrouped (Russian writes 100 000 with a no-break space) to compare figures."""
    text = game_file(game, f"rules.{lang}.md").read_text(encoding="utf-8")
    return re.sub(r"(?<=\d)\u00a0(?=\d{3}\b)", "", text)


def section(text: str, anchor: str) -> str:
    """The body of the section with this anchor, up to the next heading of the same or a higher level."""
    heads = list(HEADING_ANCHOR.finditer(text))
    for i, m in enumerate(heads):
        if m.group(2) == anchor:
            level = len(m.group(1)) - len(m.group(1).lstrip("#"))
            end = len(text)
            for later in heads[i + 1:]:
                if len(later.group(1)) - len(later.group(1).lstrip("#")) <= level:
                    end = later.start()
                    break
            return text[m.end():end]
    raise AssertionError(f"no section {{#{anchor}}}")


GAMES = game_ids()


def test_every_game_has_a_panel_in_every_language():
    assert GAMES   # the registry found the games (test_registry_lazy checks which)
    for game in GAMES:
        for lang in LANGS:
            assert game_file(game, f"rules.{lang}.md").is_file(), (game, lang)


@pytest.mark.parametrize("game", GAMES)
def test_every_heading_has_an_anchor_and_the_languages_match_section_by_section(game):
    found = {}
    for lang in LANGS:
        text = panel(game, lang)
        headings = [line for line in text.splitlines() if re.match(r"#{1,6}[ \t]", line)]
        anchors = rules_anchors(text)
        assert len(anchors) == len(headings), (lang, [h for h in headings if "{#" not in h])
        assert len(set(anchors)) == len(anchors), (lang, anchors)
        assert all(a in anchors for a in REQUIRED), (lang, anchors)
        found[lang] = anchors
    assert found["ru"] == found["en"]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGS)
def test_the_options_section_lists_every_option_of_the_game_once(game, lang):
    text = panel(game, lang)
    keys = [spec.key for spec in match_class(game).option_specs]
    marked = rules_option_keys(text)
    assert Counter(marked) == Counter(keys), (sorted(marked), sorted(keys))
    assert sorted(rules_option_keys(section(text, "options"))) == sorted(keys)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGS)
def test_each_option_line_gives_its_range_or_values_and_its_default(game, lang):
    text = section(panel(game, lang), "options")
    default = {"en": "default", "ru": "по умолчанию"}[lang]
    items = re.split(r"\n(?=- )", text)
    for spec in match_class(game).option_specs:
        item = " ".join(next(i for i in items if f"option: {spec.key} " in i).split())
        assert default in item, (spec.key, item)
        if spec.lo is not None:
            assert str(spec.lo) in item and str(spec.hi) in item, (spec.key, item)


@pytest.mark.parametrize("game", GAMES)
def test_the_worked_example_is_the_same_in_both_languages(game):
    facts = {}
    for lang in LANGS:
        body = section(panel(game, lang), "example")
        assert len(body.split()) > 80, (lang, "the example is too short to work anything out")
        facts[lang] = Counter(FACTS.findall(body))
        assert sum(facts[lang].values()) >= 10, (lang, facts[lang])
    assert facts["en"] == facts["ru"]


@pytest.mark.parametrize("game", GAMES)
def test_our_rulings_are_told_as_often_in_both_languages(game):
    # Every spec marks at least one point "(our ruling)"; the panels say so in plain words, as often in each language.
    counts = {lang: len(RULING[lang].findall(" ".join(panel(game, lang).split()))) for lang in LANGS}
    assert counts["en"] == counts["ru"] >= 1, counts


@pytest.mark.parametrize("game", GAMES)
def test_russian_panels_keep_numbers_and_percent_signs_together(game):
    """A no-break space before % and between groups of digits: 12,5 % and 100 000 never break across lines."""
    text = game_file(game, "rules.ru.md").read_text(encoding="utf-8")
    assert not re.findall(r"\d[ ]?%", text), re.findall(r".{20}\d[ ]?%", text)
    assert not re.findall(r"(?<![\d{#-])\d{5,}\b", text)
