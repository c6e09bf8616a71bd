"""The advisor's words on screen: a reason translated and filled in, a decision in the table's words, a figure.

A reason's template is English with Python fields (`{edge:+.2%}`), marked `N_` in the AI modules and collected into
the .ts; its translation keeps the same fields (a test checks every one), so the figures are never part of a
translated text. The fields are filled here: a decision (`action`, `next`, `best`) in the action bar's words, cards
with suit signs, numbers with the language's decimal mark.
"""

from __future__ import annotations

import string
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from lomber.ai.explain import UNSEEN_CARD, UNSEEN_CARDS
from lomber.engine.actions import PLAY, parse_action
from lomber.engine.errors import IllegalAction
from lomber.ui import texts
from lomber.ui.texts import N_, GameTexts, cards_text, plain, tr

if TYPE_CHECKING:
    from lomber.search.advice import Reason

ACTION_FIELDS = ("action", "next", "best")   # fields holding a decision's canonical text
CARD_FIELDS = ("cards",)                      # fields holding cards, space-separated
UNSEEN = (UNSEEN_CARD, UNSEEN_CARDS)
# A count written `{worlds!c}` in a translation is said with its noun in the count's plural form («48 случайных
# раскладок», «21 случайная раскладка»): a language with cases needs it where English says "48 sampled deals".
COUNTED = {"moves": N_("%n choice(s)"), "worlds": N_("%n sampled deal(s)")}


def decimal_comma() -> bool:
    """The language in use writes 1,5 (Russian) rather than 1.5."""
    return any(t.language().startswith("ru") for t in texts.TRANSLATORS)


def number(value: float, spec: str = "") -> str:
    """A figure formatted by `spec` (Python's format mini-language) with the language's decimal mark (and, in
    Russian, a no-break space before a percent sign) and a true minus sign."""
    text = format(value, spec)
    if decimal_comma():     # Russian: 1,5 and 12,5 % (as the rule panels write them)
        text = text.replace(".", ",").replace("%", "\u00a0%")
    return text.replace("-", "−")


def percent(value: float | None, digits: int = 1, signed: bool = False) -> str:
    """A chance or an expectation as a percentage (`12.5%`, `+1.24%`); a dash when there is none."""
    if value is None:
        return "—"
    return number(value, f"{'+' if signed else ''}.{digits}%")


def action_words(words: GameTexts, text: str) -> str:
    """A decision as the action bar says it: `Bet 20`, `Exchange 7♣ 6♥`, `Q♥` (the seat's own: cards shown)."""
    try:
        action = parse_action(text)
    except IllegalAction:
        return text
    if action.kind == PLAY:
        return cards_text(action.cards)
    parts = [plain(words.button(action.kind))]
    if action.amount is not None:
        parts.append(str(action.amount))
    if action.cards:
        parts.append(cards_text(action.cards))
    return " ".join(parts)


def fields(template: str) -> list[tuple[str, str]]:
    """The (name, format spec) of each field of a template, in order."""
    return [(name, spec or "") for _lit, name, spec, _conv in string.Formatter().parse(template) if name is not None]


def fill(template: str, args: Mapping[str, Any], words: GameTexts | None) -> str:
    """Fill a template's fields: decisions and cards in words, numbers by their spec. Raises on a bad template."""
    out: list[str] = []
    for literal, name, spec, conv in string.Formatter().parse(template):
        out.append(literal)
        if name is None:
            continue
        value = args[name]
        if isinstance(value, str) and value in UNSEEN:     # a field said without a card the viewer may not know
            out.append(tr(value))
        elif conv == "c":     # a count with its noun (a KeyError, for a field that is not one, falls back to English)
            out.append(tr(COUNTED[name], int(value)))
        elif name in ACTION_FIELDS and isinstance(value, str) and words is not None:
            out.append(action_words(words, value))
        elif name in CARD_FIELDS and isinstance(value, str):
            out.append(cards_text(value.split()))
        elif isinstance(value, (int, float)) and not isinstance(value, bool):
            out.append(number(value, spec or ""))
        else:
            out.append(format(value, spec or ""))
    return "".join(out)


def reason_text(reason: Reason, words: GameTexts | None) -> str:
    """Why the advisor chose, in the language in use (its English if the translation cannot be filled in)."""
    for template in (tr(reason.template), reason.template):
        try:
            return fill(template, reason.args, words)
        except (KeyError, ValueError, TypeError, IndexError, AttributeError):
            continue
    return reason.code
