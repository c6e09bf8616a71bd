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

from lomber.engine.actions import PLAY, Action, AmountChoice, Choice, parse_public
from lomber.engine.errors import IllegalAction
from lomber.engine.events import HIDDEN, Ev, Event
from lomber.engine.gameinfo import N_, NG_, Column, ColumnKind, GameInfo, WordKind
from lomber.engine.options import OptionSpec
from lomber.engine.registry import game_info
from lomber.engine.text import in_sentence
from lomber.ui.translate import CONTEXT, TRANSLATORS, tr, tr_game

__all__ = ["CONTEXT", "N_", "TRANSLATORS", "GameTexts", "tr", "tr_game"]


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


def option_help(spec: OptionSpec, game: str = "") -> str:
    """The dialog's one-line explanation of an option, in the words of its game (Fortuna's dealer is «сдатчик»)."""
    return tr_game(spec.help, game) if game else tr(spec.help)


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


# Log lines about a seat: (said of another player, said to the user himself). The user's own seat is addressed in
# the second person everywhere ("You take the trick", «Вы берёте взятку»), never "You takes".
SUBJECT = {
    "deal": (N_("— A new deal; %1 deals —"), N_("— A new deal; you deal —")),
    "gets": (N_("%1 gets %2"), N_("You get %2")),
    "shows": (N_("%1 shows %2"), N_("You show %2")),
    "plays": (N_("%1 plays %2"), N_("You play %2")),
    "trick": (N_("%1 takes the trick"), N_("You take the trick")),
    "discards": (N_("%1 discards %n card(s)"), N_("You discard %n card(s)")),
    "puts": (N_("%1 puts down %n card(s)"), N_("You put down %n card(s)")),
    "score": (N_("%1's score: %2"), N_("Your score: %2")),
    "role": (N_("%1 is the %2"), N_("You are the %2")),
    "out": (N_("%1 leaves the match"), N_("You leave the match")),
    "match": (N_("%1 wins the match!"), N_("You win the match!")),
}
YOU = "you"   # the disambiguation of an action word's verb addressed to the user (`NG_("you", "stand")`)


def card_text(card: str) -> str:
    """`QH` as `Q♥`; a hidden card as `?`."""
    if card == HIDDEN:
        return "?"
    return card[:-1] + SUIT_SIGNS.get(card[-1], card[-1])


def cards_text(cards: tuple[str, ...] | list[str]) -> str:
    return " ".join(card_text(c) for c in cards)


class GameTexts:
    """The translated words of one game's table: its action words, places, reasons, roles and notes."""

    def __init__(self, game: str | GameInfo, names: list[str] | None = None, you: int | None = None) -> None:
        self.info = game if isinstance(game, GameInfo) else game_info(game)
        self.names = list(names or [])   # each as a sentence holds it (see `names`)
        self.you = you       # the user's own seat (the human on screen): addressed as "you"; None: nobody

    @property
    def names(self) -> list[str]:
        return self._names

    @names.setter
    def names(self, names: list[str]) -> None:
        # Every sentence of this table names its seats from here: a right-to-left name is isolated, so "%1 wins
        # the match!" never turns around it (engine/text.in_sentence).
        self._names = [in_sentence(n) for n in names]

    def is_you(self, seat: int | None) -> bool:
        """`seat` is the user's own, addressed in the second person."""
        return seat is not None and seat == self.you

    def line(self, key: str, seat: int | None, n: int | None = None) -> str:
        """A log line's template about `seat` (SUBJECT), the user's own form for his seat; `n` counts `%n`."""
        text = SUBJECT[key][1 if self.is_you(seat) else 0]
        return tr(text) if n is None else tr(text, n)

    def who(self, seat: int) -> str:
        """A seat in a table of results or standings: its name, marked when it is the user's own."""
        name = self.names[seat] if 0 <= seat < len(self.names) else str(seat + 1)
        if not self.is_you(seat) or name == tr("You"):
            return name
        return fmt(tr("%1 (you)"), name)

    def score_tip(self, parts: list[int]) -> str:
        """What a score kept in parts is made of ("Score 14 = leves 9 + honours 5"); "" for a plain score."""
        names = self.info.score_parts
        if not parts or len(parts) != len(names):
            return ""
        return fmt(tr("Score %1 = %2"), sum(parts),
                   " + ".join(fmt(tr("%1 %2"), self.tr(name), v) for name, v in zip(names, parts)))

    def tr(self, text: str, n: int | None = None) -> str:
        """Translate one of the game's words (its own Russian word where it has one); `n` counts for `%n`."""
        return tr_game(text, self.info.id, n)

    # --- words of decisions
    def button(self, word: str) -> str:
        """The label of an action word's button (with its & mnemonic)."""
        w = self.info.word(word)
        return self.tr(w.button) if w else word

    def choice_button(self, choice: Choice) -> str:
        """The label of a legal choice's button: the word's, or its own for an amount that can only be 0."""
        w = self.info.word(choice.kind)
        if isinstance(choice, AmountChoice) and choice.hi == 0 and w is not None and w.zero_button:
            return self.tr(w.zero_button)
        return self.button(choice.kind)

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
                parts.append(plain(self.choice_button(c)))
        if len(parts) < 2:
            return parts[0] if parts else ""
        return fmt(tr("%1 or %2"), ", ".join(parts[:-1]), parts[-1])

    def facts(self, view: dict[str, Any], legal: list[Choice]) -> list[str]:
        """What the prompt tells the player from his view besides his choices ("Your point: 5"), by the game's
        `Fact`s: those whose values he knows now and whose words are legal."""
        kinds = {c.kind for c in legal}
        out: list[str] = []
        for fact in self.info.facts:
            if fact.words and kinds.isdisjoint(fact.words):
                continue
            values = [view_value(view, key) for key in fact.keys]
            if any(v is None or v is False for v in values):
                continue
            text = self.tr(fact.text, values[0]) if "%n" in fact.text and isinstance(values[0], int) \
                else self.tr(fact.text)
            out.append(fmt(text, *(value_text(v) for v in values)))
        return out

    def prompt(self, view: dict[str, Any], legal: list[Choice]) -> str:
        """The action bar's prompt to the user: what matters now, then his choices ("Your point: 5 — Draw or
        Stand"); with nothing to tell, "Your turn: Draw or Stand."."""
        choices = self.prompt_choices(legal)
        facts = self.facts(view, legal)
        if facts:
            return fmt(tr("%1 — %2"), " · ".join(facts), choices)
        return fmt(tr("Your turn: %1."), choices)

    def column(self, col: Column, value: Any) -> str:
        """A value of the deal table in words: a number, a signed change, cards, or a code's word."""
        if value is None or value == "":
            return ""
        if col.kind is ColumnKind.SIGNED and isinstance(value, int):
            return signed(value)
        if col.kind is ColumnKind.CARDS and isinstance(value, list | tuple):
            return cards_text([str(c) for c in value])
        if col.kind is ColumnKind.WORD:
            return self.tr(col.word(str(value)))
        return str(value)

    def action_text(self, action: Action, you: bool = False) -> str:
        """An action in words: `plays Q♥`, `bets 30`, `exchanges 7♣ 6♥`, or in its public form `exchanges 3 cards`;
        `you`: addressed to the user (`play Q♥`, `bet 30`), where the word has that form."""
        if action.kind == PLAY:
            verb = tr_game(NG_("you", "play"), YOU) if you else tr(N_("plays"))
            return f"{verb} {cards_text(action.cards)}"
        w = self.info.word(action.kind)
        you = you and w is not None and bool(w.you)
        verb = (self._you_word(w.you) if you else self.tr(w.log)) if w else action.kind
        if w is not None and w.kind is WordKind.CARDS and action.amount is not None and not action.cards:
            # the public form of a decision with hidden cards: how many, not which
            n = action.amount
            counted = w.counted_you if you and w.counted_you else w.counted if not you else ""
            if counted:
                return self._you_word(counted, n) if you else self.tr(counted, n)
            return fmt(tr("%1 %n card(s)", n), verb)
        if w is not None and w.kind is WordKind.AMOUNT and action.amount is not None and w.counted:
            # a number of cards in words ("buys 2 cards", «не прикупает» for none)
            if action.amount == 0 and w.zero:
                return self._you_word(w.zero_you) if you else self.tr(w.zero)
            return self._you_word(w.counted_you, action.amount) if you else self.tr(w.counted, action.amount)
        parts = [verb]
        if action.amount is not None:
            parts.append(str(action.amount))
        if action.cards:
            parts.append(cards_text(action.cards))
        return " ".join(parts)

    @staticmethod
    def _you_word(text: str, n: int | None = None) -> str:
        """A word addressed to the user (`NG_("you", "draw")`); `n` counts for `%n`."""
        return tr_game(text, YOU, n)

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
            if self.is_you(i):
                return tr("You")
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
        """One translated log line for an event (None for events that need no line of their own); the user's own
        seat is addressed in the second person."""
        names = self.names
        who = names[e.seat] if e.seat is not None and 0 <= e.seat < len(names) else ""
        k, seat = e.kind, e.seat
        if k == Ev.DEAL_START:
            return fmt(self.line("deal", seat), who) if who else tr("— A new deal —")
        if k == Ev.DEALT:
            if e.seat is None:
                return fmt(tr("%1 to the table"), cards_text(e.cards)) if e.face_up else None
            return fmt(self.line("gets", seat), who, cards_text(e.cards)) if e.face_up and HIDDEN not in e.cards \
                else None
        if k == Ev.SHOWN:
            return fmt(self.line("shows", seat), who, cards_text(e.cards))
        if k == Ev.TURNED:
            return fmt(tr("%1 is turned up"), cards_text(e.cards))
        if k == Ev.ACTION:
            try:
                action = parse_public(e.text)
            except IllegalAction:
                return f"{who}: {e.text}"
            if self.is_you(seat) and (action.kind == PLAY or self._has_you(action.kind)):
                return fmt(tr("You %1"), self.action_text(action, you=True))
            return f"{self.place(f'seat:{seat}') if seat is not None else who}: {self.action_text(action)}"
        if k == Ev.PLAYED:
            return fmt(self.line("plays", seat), who, cards_text(e.cards))
        if k == Ev.TRICK:
            return fmt(self.line("trick", seat), who)
        if k == Ev.DISCARDED:
            if e.reason == "discard":   # Fortuna's talon: a buyer discards as many as he bought
                return fmt(self.line("discards", seat, len(e.cards)), who)
            return fmt(self.line("puts", seat, len(e.cards)), who)
        if k == Ev.CHIPS:
            line = fmt(tr("%1 → %2: %n chip(s) (%3)", e.amount or 0), self.place(e.src), self.place(e.dst),
                       self.reason(e.reason))
            return line[:1].upper() + line[1:]   # a line may open with a pile: "The farm → Anna"
        if k == Ev.SCORE:
            return fmt(self.line("score", seat), who, e.amount)
        if k == Ev.ROLE:
            return fmt(self.line("role", seat), who, self.role(e.reason))
        if k == Ev.OUT:
            return fmt(self.line("out", seat), who)
        if k == Ev.DEAL_END:
            return tr("The deal is over.")
        if k == Ev.MATCH_END:
            return fmt(self.line("match", seat), who) if who else tr("The match is over.")
        if k == Ev.NOTE:
            return self.note(e, who)
        return None

    def _has_you(self, word: str) -> bool:
        w = self.info.word(word)
        return w is not None and bool(w.you)

    def note(self, e: Event, who: str) -> str | None:
        """A NOTE event in the game's words: its template by reason (or reason:arg), filled with the values."""
        notes = self.info.notes
        keys = [f"{e.reason}:{e.arg}", e.reason] if e.arg else [e.reason]
        if self.is_you(e.seat):   # "You win the partie": the note's second-person form, where it has one
            keys = [k for key in keys for k in (f"{key}@you", key)]
        template = next((notes[k] for k in keys if k in notes), None)
        if template is None:
            return e.text or (self.reason(e.reason) if e.reason else None)
        # A template that counts (`must take %n trick(s)`) counts the event's amount.
        text = self.tr(template, e.amount or 0) if "%n" in template else self.tr(template)
        return fmt(text, who, e.amount, SUIT_SIGNS.get(e.arg, e.arg))


def signed(n: int) -> str:
    """A change with its sign: +3, −2 (a true minus sign), 0."""
    return f"+{n}" if n > 0 else f"\u2212{-n}" if n < 0 else "0"


def number_text(n: int) -> str:
    """A whole number as the language in use writes it: 100,000 in English, 100 000 in Russian (a non-breaking
    space, so it never breaks); a negative one with a true minus sign."""
    lang = next((t.language() for t in TRANSLATORS if t.language()), "en")
    digits = f"{abs(n):,}".replace(",", "\u00a0" if lang.startswith("ru") else ",")
    return f"\u2212{digits}" if n < 0 else digits


def view_value(view: dict[str, Any], key: str) -> Any:
    """The value of a (dotted) view key for the viewer: a list with one value per seat gives his own."""
    value: Any = view
    for part in key.split("."):
        value = value.get(part) if isinstance(value, dict) else None
    seat, hands = view.get("seat"), view.get("hands")
    if isinstance(value, list) and isinstance(seat, int) and isinstance(hands, list) and len(value) == len(hands):
        value = value[seat] if 0 <= seat < len(value) else None
    return value


def value_text(value: Any) -> str:
    """A view value in a prompt: a card as `9♠`, a suit as its sign, cards as a row, numbers as they are."""
    if isinstance(value, bool):
        return ""
    if isinstance(value, str):
        if value in SUIT_SIGNS:
            return SUIT_SIGNS[value]
        return card_text(value) if len(value) in (2, 3) and value[-1] in SUIT_SIGNS else value
    if isinstance(value, list | tuple):
        return " ".join(value_text(v) for v in value)
    return str(value)


def _face_down(n: int) -> str:
    """`A card dealt face down` / `5 cards dealt face down`."""
    return tr("%n card(s) dealt face down", n)
