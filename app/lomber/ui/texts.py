"""Every user-visible word of the UI: `tr()`, and translated names of games, options, actions and events.

All strings go through the one context "lomber"; `N_()` marks a string for translation where it is defined
and `tr()` translates it where it is shown. `scripts/update_translations.py` collects both into the .ts.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from lomber.engine.actions import PLAY, Action, AmountChoice, Choice
from lomber.engine.events import HIDDEN, Ev, Event

CONTEXT = "lomber"


def tr(text: str) -> str:
    """Translate a UI string."""
    return QCoreApplication.translate(CONTEXT, text)


def N_(text: str) -> str:
    """Mark a string for translation without translating it yet."""
    return text


def NG_(game: str, text: str) -> str:
    """Mark a word that `game` says its own way in a translation though the English is the same.

    The game id is the message's disambiguation; `tr_word` finds it, and falls back to the common translation.
    """
    return text


# The game on the table (set when a match starts): the log, the scores and the table say its own words.
_table_game = ""


def set_table_game(game_id: str) -> None:
    """The game whose words the table, the log and the scores use from now on."""
    global _table_game
    _table_game = game_id


def tr_word(text: str, game: str | None = None) -> str:
    """Translate a word as `game` (by default the game on the table) says it, if it has a word of its own."""
    game = _table_game if game is None else game
    return QCoreApplication.translate(CONTEXT, text, game or None)


GAMES = {"ferme": N_("Ferme"), "chemin-de-fer": N_("Chemin de fer"), "fortuna": N_("Fortuna"), "fly": N_("Fly")}
LEVELS = {"easy": N_("easy"), "normal": N_("normal"), "strong": N_("strong")}
SPEEDS = {"slow": N_("Slow"), "normal": N_("Normal"), "fast": N_("Fast"), "instant": N_("Instant")}
CARD_BACKS = {"blue": N_("Blue"), "red": N_("Red")}
# Each language is named in itself, so a user can find his own in a menu he cannot read.
LANGUAGES = {"system": N_("System language"), "en": "English", "ru": "Русский"}
# Words a game says its own way in Russian (see the glossary): Fortuna's dealer is «сдатчик», Ferme's pool
# is the players' own «фонд игроков» (Fortuna's is the «пулька») and its farmer's stake a «вклад».
GAME_WORDS = (
    NG_("fortuna", "dealer"), NG_("fortuna", "First dealer"),
    NG_("ferme", "Pool"), NG_("ferme", "the pool"), NG_("ferme", "stake"),
)

# Option labels by key (the same key means the same thing in every game).
OPTION_LABELS = {
    "starting_chips": N_("Starting chips"),
    "next_farmer": N_("Next farmer"),
    "tie_priority": N_("Several on 16"),
    "rule_set": N_("Rule set"),
    "farm_stake": N_("Farmer's stake"),
    "bust_pays_to": N_("Bust fines go to"),
    "shuffle": N_("Shuffle"),
    "first_dealer": N_("First dealer"),
    "table_minimum": N_("Table minimum"),
    "drawing": N_("Drawing"),
    "banco_suivi": N_("Banco suivi"),
    "cut_card": N_("Cut card"),
    "commission": N_("Commission, %"),
    "variant": N_("Variant"),
    "short_suit": N_("Short suit"),
    "parties": N_("Parties"),
    "starting_score": N_("Starting score"),
    "dealer_takes_trump": N_("Dealer may take the trump"),
    "stakes": N_("Stakes per deal"),
}
# Labels a game words its own way, by (game, key).
GAME_OPTION_LABELS = {
    ("ferme", "first_dealer"): N_("First farmer"),
    ("chemin-de-fer", "first_dealer"): N_("First banker"),
}
# One-line explanations by (game, key); a key not listed falls back to the game's own help text.
OPTION_HELP = {
    ("ferme", "starting_chips"): N_("Each player's stack at the start."),
    ("ferme", "next_farmer"): N_("Who deals next: the farm's winner, the farmer's right, or the same farmer."),
    ("ferme", "tie_priority"): N_("Who takes the farm when several players have 16."),
    ("ferme", "rule_set"): N_("Classic rules, or the historical ones of 1659–1779."),
    ("ferme", "farm_stake"): N_("Historical rules: the farmer's own stake in the farm."),
    ("ferme", "bust_pays_to"): N_("Historical rules: where bust fines are paid."),
    ("ferme", "shuffle"): N_("Historical rules: shuffle before every deal or only when the pack is used up."),
    ("ferme", "first_dealer"): N_("Skip the draw: this player is the first farmer."),
    ("chemin-de-fer", "starting_chips"): N_("Each player's stack at the start."),
    ("chemin-de-fer", "table_minimum"): N_("The smallest bank and the smallest bet."),
    ("chemin-de-fer", "drawing"): N_("Drawing by the table, or free choice on any point 0–7."),
    ("chemin-de-fer", "banco_suivi"): N_("A player who lost a banco may call banco again first."),
    ("chemin-de-fer", "cut_card"): N_("Cards left unused at the end of the shoe."),
    ("chemin-de-fer", "commission"): N_("The house's share of the bets the bank wins."),
    ("chemin-de-fer", "first_dealer"): N_("Skip the auction: this player holds the first bank."),
    ("fortuna", "variant"): N_("The form of the game for the number of players."),
    ("fortuna", "starting_chips"): N_("Each player's account at the start."),
    ("fortuna", "short_suit"):
        N_("With 3 or 2 players: the suit of which only the top cards are kept (A K Q, or 10 to A)."),
    ("fortuna", "parties"): N_("How many parties make the match (0: endless)."),
    ("fortuna", "first_dealer"): N_("Skip the draw: this player deals first."),
    ("fly", "starting_score"): N_("Each player's score at the start; the first to reach 0 wins."),
    ("fly", "dealer_takes_trump"): N_("The dealer may swap a card for the turned-up trump."),
    ("fly", "stakes"): N_("Chips each player puts into the pot every deal (0: no chips)."),
    ("fly", "first_dealer"): N_("Skip the draw: this player deals first."),
}
OPTION_VALUES = {
    "winner": N_("the farm's winner"), "rotate": N_("in turn"), "fixed": N_("the same farmer"),
    "brilliant-first": N_("the brilliant first"), "farmer-first": N_("the farmer first"),
    "classic": N_("classic"), "historical": N_("historical"), "farm": N_("the farm"), "pool": N_("the players' pool"),
    "every-deal": N_("every deal"), "when-empty": N_("when the pack is used up"),
    "tableau": N_("by the table"), "free": N_("free"),
    "four": N_("four players"), "three": N_("three players"), "two": N_("two players"),
    "two-talon": N_("two players with a talon"), "random": N_("random"),
    "S": N_("spades"), "H": N_("hearts"), "D": N_("diamonds"), "C": N_("clubs"),
}

# Buttons of the action bar, by action word.
ACTIONS = {
    "draw": N_("&Draw"), "stand": N_("&Stand"), "bid": N_("B&id"), "bank": N_("Ban&k"), "bet": N_("&Bet"),
    "deal": N_("D&eal"), "retire": N_("&Retire"), "take": N_("&Take"), "banco": N_("Ban&co"),
    "pass": N_("&Pass"), "play": N_("P&lay"), "repass": N_("&Re-pass"), "stay": N_("St&ay"),
    "force": N_("&Force"), "buy": N_("B&uy"), "discard": N_("D&iscard"), "keep": N_("&Keep"),
    "exchange": N_("E&xchange"), "fold": N_("&Fold"), "take-trump": N_("Take the tr&ump"),
}
# The same words as they appear in the log ("Anna: stands").
ACTION_LOG = {
    "draw": N_("draws"), "stand": N_("stands"), "bid": N_("bids"), "bank": N_("sets the bank at"),
    "bet": N_("bets"), "deal": N_("deals"), "retire": N_("retires"), "take": N_("takes the bank"),
    "banco": N_("calls banco"), "pass": N_("passes"), "play": N_("will play"), "repass": N_("re-passes"),
    "stay": N_("stays"), "force": N_("forces"), "buy": N_("buys"), "discard": N_("discards"),
    "keep": N_("keeps"), "exchange": N_("exchanges"), "fold": N_("folds"), "take-trump": N_("takes the trump for"),
    PLAY: N_("plays"),   # a card (Fortuna's bid `play` is the word above)
}
PLACES = {
    "farm": N_("the farm"), "bank": N_("the bank"), "bets": N_("the bets"), "pool": N_("the pool"),
    "pot": N_("the pot"), "house": N_("the house"),
}
REASONS = {
    "ante": N_("ante"), "bust": N_("bust"), "farm": N_("the farm"), "closest": N_("closest to 16"),
    "bet": N_("bet"), "win": N_("win"), "remise": N_("remise"), "bank": N_("bank"), "stake": N_("stake"),
    "split": N_("split"), "pool": N_("pool"), "commission": N_("commission"),
    "payment": N_("payment"), "lose": N_("loss"), "lost": N_("lost"), "refund": N_("returned"),
    "returned": N_("returned"), "end": N_("end of the match"), "farm-returned": N_("the farm goes back"),
    "withdrawn": N_("bet withdrawn"), "banco": N_("banco"), "no-bets": N_("no bets"),
    "stand-off": N_("stand-off"), "bank-back": N_("the bank goes back"), "retire": N_("the banker retires"),
    # Fortuna's settlement
    "all-pass": N_("all passed"), "consolation": N_("consolation"), "failed": N_("failed"),
    "leves": N_("leves"), "partie": N_("the partie's winner"), "punition": N_("punition juste"),
}
# Lines for NOTE events, by reason (an unknown reason shows the engine's English text).
NOTES = {
    "auction": N_("The auction for the first bank begins."),
    "no-bets": N_("Nobody bet: the bank passes."),
    "shuffle": N_("The cards are shuffled."),
    "reshuffle": N_("The cards of the earlier deals are shuffled into a new stock."),
    "cut-card": N_("The cut card comes out: this is the last coup of the shoe."),
}
ROLES = {"farmer": N_("farmer"), "banker": N_("banker"), "dealer": N_("dealer"), "punter": N_("punter")}
SUIT_SIGNS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


def game_name(game_id: str) -> str:
    return tr(GAMES.get(game_id, game_id))


def option_label(key: str, game: str = "") -> str:
    """An option's label, in the words of its game."""
    text = GAME_OPTION_LABELS.get((game, key)) or OPTION_LABELS.get(key)
    return tr_word(text, game) if text else key.replace("_", " ").capitalize()


def option_help(game_id: str, key: str, fallback: str) -> str:
    text = OPTION_HELP.get((game_id, key))
    return tr(text) if text else tr(fallback)


def option_value(value: Any) -> str:
    if isinstance(value, bool):
        return tr("yes") if value else tr("no")
    if isinstance(value, str) and value in OPTION_VALUES:
        return tr(OPTION_VALUES[value])
    return str(value)


def card_text(card: str) -> str:
    """`QH` as `Q♥`; a hidden card as `?`."""
    if card == HIDDEN:
        return "?"
    return card[:-1] + SUIT_SIGNS.get(card[-1], card[-1])


def cards_text(cards: tuple[str, ...] | list[str]) -> str:
    return " ".join(card_text(c) for c in cards)


def action_button(kind: str) -> str:
    """The label of a button for an action word (with its & mnemonic)."""
    return tr(ACTIONS[kind]) if kind in ACTIONS else kind


def choice_text(choice: Choice) -> str:
    """A legal choice in words, for menus and the log."""
    if isinstance(choice, AmountChoice):
        return tr("%1 %2–%3").replace("%1", plain(action_button(choice.kind))).replace(
            "%2", str(choice.lo)).replace("%3", str(choice.hi))
    return action_text(choice)


def prompt_choices(legal: list[Choice]) -> str:
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
            parts.append(choice_text(c))
        else:
            parts.append(plain(action_button(c.kind)))
    if len(parts) < 2:
        return parts[0] if parts else ""
    return fmt(tr("%1 or %2"), ", ".join(parts[:-1]), parts[-1])


def plain(label: str) -> str:
    """A button label without its & mnemonic."""
    return label.replace("&&", "\0").replace("&", "").replace("\0", "&")


def action_text(action: Action) -> str:
    """An action in words: `plays Q♥`, `bets 30`, `exchanges 7♣ 6♥`."""
    if action.kind == PLAY:
        return f"{tr(ACTION_LOG[PLAY])} {cards_text(action.cards)}"
    word = tr(ACTION_LOG[action.kind]) if action.kind in ACTION_LOG else action.kind
    parts = [word]
    if action.amount is not None:
        parts.append(str(action.amount))
    if action.cards:
        parts.append(cards_text(action.cards))
    return " ".join(parts)


def place_text(place: str, names: list[str]) -> str:
    if place.startswith("seat:"):
        i = int(place[5:])
        return names[i] if 0 <= i < len(names) else place
    return tr_word(PLACES[place]) if place in PLACES else place


def reason_text(reason: str) -> str:
    return tr_word(REASONS[reason]) if reason in REASONS else reason


def role_text(role: str) -> str:
    return tr_word(ROLES[role]) if role in ROLES else role


def fmt(template: str, *args: object) -> str:
    """Fill %1, %2 … in a translated template (Qt style, so translators may reorder)."""
    for i in range(len(args), 0, -1):
        template = template.replace(f"%{i}", str(args[i - 1]))
    return template


def event_line(e: Event, names: list[str]) -> str | None:
    """One translated log line for an event (None for events that need no line of their own)."""
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
            from lomber.engine.actions import parse_action

            return f"{who}: {action_text(parse_action(e.text))}"
        except ValueError:
            return f"{who}: {e.text}"
    if k == Ev.PLAYED:
        return fmt(tr("%1 plays %2"), who, cards_text(e.cards))
    if k == Ev.TRICK:
        return fmt(tr("%1 takes the trick"), who)
    if k == Ev.DISCARDED:
        if e.reason == "discard":   # Fortuna's talon: a buyer discards as many as he bought
            return fmt(tr("%1 discards a card"), who) if len(e.cards) == 1 else \
                fmt(tr("%1 discards %2 cards"), who, len(e.cards))
        return fmt(tr("%1 puts down a card"), who) if len(e.cards) == 1 else \
            fmt(tr("%1 puts down %2 cards"), who, len(e.cards))
    if k == Ev.CHIPS:
        return fmt(tr("%1 → %2: %3 (%4)"), place_text(e.src, names), place_text(e.dst, names), e.amount,
                   reason_text(e.reason))
    if k == Ev.SCORE:
        return fmt(tr("%1's score: %2"), who, e.amount)
    if k == Ev.ROLE:
        return fmt(tr("%1 is the %2"), who, role_text(e.reason))
    if k == Ev.OUT:
        return fmt(tr("%1 leaves the match"), who)
    if k == Ev.DEAL_END:
        return tr("The deal is over.")
    if k == Ev.MATCH_END:
        return fmt(tr("%1 wins the match!"), who) if who else tr("The match is over.")
    if k == Ev.NOTE:
        if e.reason in NOTES:
            return tr(NOTES[e.reason])
        return _game_note(e, who) or e.text or (reason_text(e.reason) if e.reason else None)
    return None


def _last_word(text: str) -> str:
    return text.split()[-1] if text.split() else ""


def _game_note(e: Event, who: str) -> str | None:
    """Notes that carry a value (Fortuna's multiplier, short suit, compulsion, partie; Fly's lone player)."""
    if e.reason == "multiplier":
        return fmt(tr("The multiplier of this deal: ×%1"), e.amount)
    if e.reason == "short-suit":
        suit = _last_word(e.text)
        return fmt(tr("The short suit of this partie: %1"), SUIT_SIGNS.get(suit, suit))
    if e.reason == "nevolya":
        return fmt(tr("Compulsion: %1 must take %2 tricks"), who, _last_word(e.text))
    if e.reason == "partie":
        if "grand souverain" in e.text:
            return fmt(tr("%1 wins the partie with a grand souverain"), who)
        if "petit souverain" in e.text:
            return fmt(tr("%1 wins the partie with a petit souverain"), who)
        return fmt(tr("%1 wins the partie"), who)
    if e.reason == "lone":
        return fmt(tr("Everyone else folded: %1 takes the five tricks"), who)
    return None


def dealt_summary(events: list[Event], names: list[str]) -> list[str]:
    """Log lines for a batch of events: face-down deals are folded into one line per batch."""
    lines: list[str] = []
    hidden = 0
    said: Event | None = None     # the last decision, so its card play is not logged twice
    for e in events:
        line = event_line(e, names)
        if e.kind == Ev.PLAYED and said is not None and said.seat == e.seat and said.text == "".join(e.cards):
            line = None
        said = e if e.kind == Ev.ACTION else None
        if e.kind == Ev.DEALT and line is None:
            hidden += 1
            continue
        if hidden:
            lines.append(_face_down(hidden))
            hidden = 0
        if line:
            lines.append(line)
    if hidden:
        lines.append(_face_down(hidden))
    return lines


def _face_down(n: int) -> str:
    """`A card dealt face down` / `5 cards dealt face down` (the Russian avoids plural forms)."""
    return tr("A card dealt face down") if n == 1 else fmt(tr("%1 cards dealt face down"), n)
