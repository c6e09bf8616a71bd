"""Every user-visible word of the UI: `tr()`, and the translated words of games, options, actions and events.

All strings go through the one context "lomber"; `N_()` marks a string for translation where it is defined
(a game's words are declared in its `GameInfo`, an option's with its `OptionSpec`) and `tr()` translates it
where it is shown. `scripts/update_translations.py` collects both into the .ts.

A text that counts something holds `%n` and is translated with its count, `tr("%n chip(s)", n)`: Qt picks the
plural form of the language (Russian has three: 1 фишка, 2 фишки, 5 фишек). English says its own plurals through
lomber_en.qm, which holds only these counted messages, as Qt recommends for the source language.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QTranslator

from lomber.engine.actions import PLAY, Action, AmountChoice, Choice, parse_public
from lomber.engine.errors import IllegalAction
from lomber.engine.events import HIDDEN, Ev, Event
from lomber.engine.gameinfo import N_, GameInfo, WordKind
from lomber.engine.options import OptionSpec
from lomber.engine.registry import game_info

CONTEXT = "lomber"
__all__ = ["N_", "GameTexts", "tr"]


# The translators installed by `lomber.ui.language`, newest first, as Qt asks them.
TRANSLATORS: list[QTranslator] = []


def tr(text: str, n: int | None = None) -> str:
    """Translate a UI string; with a count `n`, a text holding `%n` in the plural form `n` needs."""
    if n is None:
        return QCoreApplication.translate(CONTEXT, text)
    return _counted(text, None, n)


def tr_game(text: str, game: str, n: int | None = None) -> str:
    """Translate a word of `game`: its own translation if it says the word its own way (marked `NG_`), else the
    common one (Qt falls back from the disambiguated message to the plain one)."""
    if n is None:
        return QCoreApplication.translate(CONTEXT, text, game or None)
    return _counted(text, game or None, n)


def _counted(text: str, disambiguation: str | None, n: int) -> str:
    """A counted text in `n`'s plural form. Qt leaves a negative count (Fortuna's balances) unchosen and unfilled,
    so the form of |n| is asked of the translators themselves and filled with n."""
    if n >= 0:
        return QCoreApplication.translate(CONTEXT, text, disambiguation, n)
    for t in TRANSLATORS:
        for dis in dict.fromkeys((disambiguation, None)):
            form = t.translate(CONTEXT, text, dis, -n)
            if form:
                return form.replace("%n", str(n))
    return text.replace("%n", str(n))


CARD_BACKS = {"blue": N_("Blue"), "red": N_("Red")}
# Each language is named in itself, so a user can find his own in a menu he cannot read.
LANGUAGES = {"system": N_("System language"), "en": "English", "ru": "Русский"}
SUIT_SIGNS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


def plain(label: str) -> str:
    """A label without its & mnemonic (`&&` stays a literal `&`)."""
    return label.replace("&&", "\0").replace("&", "").replace("\0", "&")


def game_name(game_id: str) -> str:
    """A game's translated name."""
    try:
        return tr(game_info(game_id).name)
    except ValueError:
        return game_id


def level_name(level: str) -> str:
    """A computer level's translated name (`easy`, `normal`, `strong` are their own English words)."""
    return tr(level)


def option_label(spec: OptionSpec, game: str = "") -> str:
    """The dialog's label of an option, in the words of its game."""
    return tr_game(spec.label, game) if spec.label else spec.key.replace("_", " ").capitalize()


def option_help(spec: OptionSpec) -> str:
    """The dialog's one-line explanation of an option."""
    return tr(spec.help)


def option_value(spec: OptionSpec, value: Any) -> str:
    """An option's value in words."""
    if value is None and spec.seat:
        return tr(spec.none_label or N_("drawn"))
    if isinstance(value, bool):
        return tr("yes") if value else tr("no")
    words = spec.value_label(value)
    return tr(words) if isinstance(value, str) or words != str(value) else words


def fmt(template: str, *args: object) -> str:
    """Fill %1, %2 … in a translated template (Qt style, so translators may reorder)."""
    for i in range(len(args), 0, -1):
        template = template.replace(f"%{i}", str(args[i - 1]))
    return template


def card_text(card: str) -> str:
    """`QH` as `Q♥`; a hidden card as `?`."""
    if card == HIDDEN:
        return "?"
    return card[:-1] + SUIT_SIGNS.get(card[-1], card[-1])


def cards_text(cards: tuple[str, ...] | list[str]) -> str:
    return " ".join(card_text(c) for c in cards)


class GameTexts:
    """The translated words of one game's table: its action words, places, reasons, roles and notes."""

    def __init__(self, game: str | GameInfo, names: list[str] | None = None) -> None:
        self.info = game if isinstance(game, GameInfo) else game_info(game)
        self.names = list(names or [])

    def tr(self, text: str, n: int | None = None) -> str:
        """Translate one of the game's words (its own Russian word where it has one); `n` counts for `%n`."""
        return tr_game(text, self.info.id, n)

    # --- words of decisions
    def button(self, word: str) -> str:
        """The label of an action word's button (with its & mnemonic)."""
        w = self.info.word(word)
        return self.tr(w.button) if w else word

    def choice_text(self, choice: Choice) -> str:
        """A legal choice in words, for menus and the log."""
        if isinstance(choice, AmountChoice):
            return tr("%1 %2–%3").replace("%1", plain(self.button(choice.kind))).replace(
                "%2", str(choice.lo)).replace("%3", str(choice.hi))
        return self.action_text(choice)

    def prompt_choices(self, legal: list[Choice]) -> str:
        """What the player may do now, in the buttons' words: `Banco, Bet 10–400 or Pass`."""
        parts: list[str] = []
        seen: set[str] = set()
        for c in legal:
            if c.kind in seen:
                continue
            seen.add(c.kind)
            if c.kind == PLAY:
                parts.append(tr("play a card (click it)"))
            elif isinstance(c, AmountChoice) and c.lo != c.hi:
                parts.append(self.choice_text(c))
            else:
                parts.append(plain(self.button(c.kind)))
        if len(parts) < 2:
            return parts[0] if parts else ""
        return fmt(tr("%1 or %2"), ", ".join(parts[:-1]), parts[-1])

    def action_text(self, action: Action) -> str:
        """An action in words: `plays Q♥`, `bets 30`, `exchanges 7♣ 6♥`, or in its public form `exchanges 3 cards`."""
        if action.kind == PLAY:
            return f"{tr(N_('plays'))} {cards_text(action.cards)}"
        w = self.info.word(action.kind)
        verb = self.tr(w.log) if w else action.kind
        if w is not None and w.kind is WordKind.CARDS and action.amount is not None and not action.cards:
            # the public form of a decision with hidden cards: how many, not which
            n = action.amount
            return self.tr(w.counted, n) if w.counted else fmt(tr("%1 %n card(s)", n), verb)
        parts = [verb]
        if action.amount is not None:
            parts.append(str(action.amount))
        if action.cards:
            parts.append(cards_text(action.cards))
        return " ".join(parts)

    def bubble(self, text: str) -> str:
        """A decision's text (`bet 30`, `stand`, `QH`, or a public form `exchange 3`) as a short speech bubble."""
        try:
            action = parse_public(text)
        except IllegalAction:
            return text
        if action.kind == PLAY:
            return cards_text(action.cards)
        w = self.info.word(action.kind)
        if w is None:
            return text
        # The bubble shows everyone what the table saw: the public form, even of the viewer's own decision.
        public = parse_public(w.public_text(action))
        word = plain(self.tr(w.button))
        if public.cards:
            return f"{word} {cards_text(public.cards)}"
        return f"{word} {public.amount}" if public.amount is not None else word

    # --- places, reasons, roles
    def place(self, place: str) -> str:
        """A seat's name or a pile's name in the log (`the farm`)."""
        if place.startswith("seat:"):
            try:
                i = int(place[5:])
            except ValueError:
                return place
            return self.names[i] if 0 <= i < len(self.names) else place
        pile = self.info.piles.get(place)
        return self.tr(pile.log or pile.label) if pile else place

    def pile_label(self, pile: str) -> str:
        """A chip pile's caption on the table (`Farm`)."""
        p = self.info.piles.get(pile)
        return self.tr(p.label) if p else pile

    def pile_colour(self, pile: str) -> str:
        p = self.info.piles.get(pile)
        return p.colour if p else "#d9a520"

    def reason(self, reason: str) -> str:
        text = self.info.reasons.get(reason)
        return self.tr(text) if text else reason

    def role(self, role: str) -> str:
        r = self.info.roles.get(role)
        return self.tr(r.label) if r else role

    def role_colour(self, role: str) -> str:
        r = self.info.roles.get(role)
        return r.colour if r else "#888888"

    def table_card(self, name: str) -> str:
        """The caption of a card lying face up on the table (`Trump`)."""
        text = self.info.table_cards.get(name)
        return self.tr(text) if text else ""

    # --- the log
    def event_line(self, e: Event) -> str | None:
        """One translated log line for an event (None for events that need no line of their own)."""
        names = self.names
        who = names[e.seat] if e.seat is not None and 0 <= e.seat < len(names) else ""
        k = e.kind
        if k == Ev.DEAL_START:
            return fmt(tr("— A new deal; %1 deals —"), who) if who else tr("— A new deal —")
        if k == Ev.DEALT:
            if e.seat is None:
                return fmt(tr("%1 to the table"), cards_text(e.cards)) if e.face_up else None
            return fmt(tr("%1 gets %2"), who, cards_text(e.cards)) if e.face_up and HIDDEN not in e.cards else None
        if k == Ev.SHOWN:
            return fmt(tr("%1 shows %2"), who, cards_text(e.cards))
        if k == Ev.TURNED:
            return fmt(tr("%1 is turned up"), cards_text(e.cards))
        if k == Ev.ACTION:
            try:
                return f"{who}: {self.action_text(parse_public(e.text))}"
            except IllegalAction:
                return f"{who}: {e.text}"
        if k == Ev.PLAYED:
            return fmt(tr("%1 plays %2"), who, cards_text(e.cards))
        if k == Ev.TRICK:
            return fmt(tr("%1 takes the trick"), who)
        if k == Ev.DISCARDED:
            if e.reason == "discard":   # Fortuna's talon: a buyer discards as many as he bought
                return fmt(tr("%1 discards %n card(s)", len(e.cards)), who)
            return fmt(tr("%1 puts down %n card(s)", len(e.cards)), who)
        if k == Ev.CHIPS:
            return fmt(tr("%1 → %2: %n chip(s) (%3)", e.amount or 0), self.place(e.src), self.place(e.dst),
                       self.reason(e.reason))
        if k == Ev.SCORE:
            return fmt(tr("%1's score: %2"), who, e.amount)
        if k == Ev.ROLE:
            return fmt(tr("%1 is the %2"), who, self.role(e.reason))
        if k == Ev.OUT:
            return fmt(tr("%1 leaves the match"), who)
        if k == Ev.DEAL_END:
            return tr("The deal is over.")
        if k == Ev.MATCH_END:
            return fmt(tr("%1 wins the match!"), who) if who else tr("The match is over.")
        if k == Ev.NOTE:
            return self.note(e, who)
        return None

    def note(self, e: Event, who: str) -> str | None:
        """A NOTE event in the game's words: its template by reason (or reason:arg), filled with the values."""
        notes = self.info.notes
        template = notes.get(f"{e.reason}:{e.arg}") if e.arg else None
        template = template or notes.get(e.reason)
        if template is None:
            return e.text or (self.reason(e.reason) if e.reason else None)
        # A template that counts (`must take %n trick(s)`) counts the event's amount.
        text = self.tr(template, e.amount or 0) if "%n" in template else self.tr(template)
        return fmt(text, who, e.amount, SUIT_SIGNS.get(e.arg, e.arg))


def _face_down(n: int) -> str:
    """`A card dealt face down` / `5 cards dealt face down`."""
    return tr("%n card(s) dealt face down", n)
