"""The action bar: a button per action word of the game, enabled only when the rules allow it now.

Words that name cards of the hand (an exchange, a discard: `WordKind.CARDS`) are chosen on the table: the player
clicks cards to choose them (they rise; the bar's card buttons toggle them too), and the word's button is enabled
only while the cards chosen are one of the legal sets. Nothing is chosen at first."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QWidget,
)

from lomber.engine.actions import PLAY, Action, AmountChoice, Choice, card_action
from lomber.engine.gameinfo import WordKind
from lomber.ui.plaintext import PlainLabel, set_tip
from lomber.ui.texts import N_, GameTexts, card_text, cards_text, fmt, plain, tr

PROMPT_ROOM = 220    # px the prompt keeps at least; with less, only the words legal now are shown
PROMPT_LINES = 2     # lines the bar has room for: a longer prompt is given the width to say it in these …
NARROW_LINES = 3     # … and in a bar narrower than NARROW px (800×600 with the panels open), where width is short
NARROW = 720
BUTTON_PAD = 28      # px around a word button's text (the style's 80 px minimum makes the bar overflow)
CHOOSE_TIP = N_("Click cards in your hand to choose them, then this button.")


def clickable_cards(legal: list[Choice]) -> set[str]:
    """The cards of the hand a click may do something with now: play it, or choose it for a word with cards."""
    return {c for a in legal if isinstance(a, Action) for c in a.cards}


def card_sets(legal: list[Choice]) -> dict[str, dict[frozenset[str], Action]]:
    """Each word that names cards (not playing one) → its legal card sets → the action."""
    out: dict[str, dict[frozenset[str], Action]] = {}
    for a in legal:
        if isinstance(a, Action) and a.cards and a.kind != PLAY:
            out.setdefault(a.kind, {})[frozenset(a.cards)] = a
    return out


class WordButton(QPushButton):
    """A push button as wide as its word needs, so a game with ten words fits beside its prompt."""

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        text = plain(self.text())
        return QSize(min(hint.width(), self.fontMetrics().horizontalAdvance(text) + BUTTON_PAD), hint.height())

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()


class PromptLabel(PlainLabel):
    """The prompt in the room the buttons leave: a long one wraps onto a second line (never an ellipsis that hides
    a choice or a figure); whole in its tooltip too."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        self.lines = PROMPT_LINES          # the lines the bar has room for now (ActionDock sets it)
        self.setWordWrap(True)

    def setText(self, text: str) -> None:
        self._full = text
        set_tip(self, text)
        super().setText(text)

    def text(self) -> str:
        return self._full

    def displayed(self) -> str:
        """The text as shown: all of it (a long prompt wraps onto a second line, never cut)."""
        return super().text()

    def fits(self) -> bool:
        """Every word of the prompt is on screen: the lines it wraps to fit the label's height."""
        return self.heightForWidth(self.width()) <= self.height() + 1 or not self._full

    def lines_height(self, lines: int | None = None) -> int:
        return (lines or self.lines) * self.fontMetrics().lineSpacing() + 2

    def room_needed(self) -> int:
        """The least width at which the whole prompt wraps into the bar's `lines` lines (at least
        PROMPT_ROOM): found by halving, measured as the label wraps words (its own heightForWidth answers from
        what it last laid out)."""
        text, fm = super().text(), self.fontMetrics()
        full = fm.horizontalAdvance(text) + 8
        if full <= PROMPT_ROOM or not text:
            return PROMPT_ROOM
        flags = int(Qt.TextFlag.TextWordWrap)
        lo, hi, tall = PROMPT_ROOM, full, self.lines_height()
        while hi - lo > 1:
            mid = (lo + hi) // 2
            if fm.boundingRect(0, 0, mid - 4, 100000, flags, text).height() <= tall:
                hi = mid
            else:
                lo = mid
        return hi


class ActionBar(QWidget):
    """Buttons, amount spin boxes and card choices; emits `chosen` with a legal Action."""

    chosen = Signal(object)
    revealClicked = Signal()
    continueClicked = Signal()      # the next deal, after a pause at a deal's end
    choosing = Signal(object)    # the cards chosen on the table (a set), or None when no cards are being chosen
    widthNeeded = Signal()       # the least width changed (the dock measures the bar again)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("actionBar")
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(6, 4, 6, 4)
        self.row.setSpacing(4)      # (the style's 6: Russian words at 800×600 then scroll sideways)
        self.prompt = PromptLabel(self)
        # The prompt takes the room the buttons leave (the status bar shows it whole).
        self.prompt.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.prompt.setMinimumWidth(PROMPT_ROOM)
        self.row.addWidget(self.prompt, 1)
        self.buttons: dict[str, QPushButton] = {}
        self.spins: dict[str, QSpinBox] = {}
        self.card_buttons: dict[str, QPushButton] = {}
        self._sets: dict[str, dict[frozenset[str], Action]] = {}   # words with cards: their legal card sets
        self._choosable: list[str] = []     # the cards that may be chosen, in the hand's order
        self._picked: set[str] = set()      # the cards chosen so far
        self._legal: list[Choice] = []
        self._prompt = ""
        self.cards_end = QWidget(self)               # card buttons go before this marker
        self.cards_end.setFixedWidth(0)
        self.row.addWidget(self.cards_end)
        self.reveal_button = QPushButton(self)
        self.reveal_button.clicked.connect(self.revealClicked)
        self.row.addWidget(self.reveal_button)
        self.reveal_button.hide()
        self.continue_button = QPushButton(self)      # after a deal, with View ▸ Pause after each deal
        self.continue_button.setObjectName("continue")
        self.continue_button.clicked.connect(self.continueClicked)
        self.row.addWidget(self.continue_button)
        self.continue_button.hide()
        self.game = ""
        self.words: GameTexts | None = None
        self.room = 1 << 20          # the width the bar is shown in (the dock tells it)
        self.card_surface: QWidget | None = None   # the table: it takes the keyboard while cards are chosen

    # ----- building
    def set_game(self, game_id: str) -> None:
        """Make the buttons of this game's words, in its order (all disabled until a prompt)."""
        self.game = game_id
        self.words = GameTexts(game_id)
        for w in [*self.buttons.values(), *self.spins.values(), *self.card_buttons.values()]:
            # out of the row at once: the bar's size hint must not count the old game's words until Qt deletes them
            self.row.removeWidget(w)
            w.hide()
            w.deleteLater()
        self.buttons.clear()
        self.spins.clear()
        self.card_buttons.clear()
        for word in self.words.info.words:
            self._add_word(word.word)
        self.disable_all()

    def _add_word(self, word: str) -> None:
        assert self.words is not None
        declared = self.words.info.word(word)
        kind = declared.kind if declared else WordKind.PLAIN
        label = self.words.button(word)
        if kind is WordKind.AMOUNT:
            spin = QSpinBox(self)
            spin.setAccessibleName(fmt(tr("Amount to %1"), plain(label)))
            self.row.addWidget(spin)
            self.spins[word] = spin
        button = WordButton(label, self)
        if kind is WordKind.CARDS:
            set_tip(button, tr(CHOOSE_TIP))
        button.setObjectName(f"action-{word}")
        button.clicked.connect(lambda _=False, w=word: self._word_clicked(w))
        self.row.addWidget(button)
        self.buttons[word] = button
        if word in self.spins:
            self.spins[word].lineEdit().returnPressed.connect(button.click)

    def retranslate(self) -> None:
        """The words of the buttons and boxes in the language in use (the window says the prompt again)."""
        if self.words is None:
            return
        for word, button in self.buttons.items():
            label = self.words.button(word)
            button.setText(label)
            if word in self.spins:
                self.spins[word].setAccessibleName(fmt(tr("Amount to %1"), plain(label)))
            if self._kind(word) is WordKind.CARDS:
                set_tip(button, tr(CHOOSE_TIP))
        for card in self._choosable:
            if card in self.card_buttons:
                self.card_buttons[card].setAccessibleName(fmt(tr("Choose %1"), card_text(card)))
        self.set_prompt(self._prompt)
        self.fit()

    def _kind(self, word: str) -> WordKind:
        declared = self.words.info.word(word) if self.words else None
        return declared.kind if declared else WordKind.PLAIN

    def set_prompt(self, text: str) -> None:
        """The prompt (while cards are being chosen, followed by what is chosen)."""
        self._prompt = text
        if self._sets:
            # two sentences: the prompt ("… Exchange, Keep or Fold") ends before the hint begins
            end = "" if not text or text.rstrip()[-1] in ".!?…:" else "."
            text = f"{text}{end} {self._choice_hint()}" if text else self._choice_hint()
        if self.prompt.text() != text:
            self.prompt.setText(text)
            self.fit()          # the room a longer prompt needs

    def _choice_hint(self) -> str:
        if self._picked:
            return fmt(tr("Chosen: %1."), cards_text([c for c in self._choosable if c in self._picked]))
        sizes = {len(cards) for sets in self._sets.values() for cards in sets}
        if len(sizes) == 1:
            return tr("Choose %n card(s) in your hand.", next(iter(sizes)))
        return tr("Click cards in your hand to choose them.")

    def disable_all(self) -> None:
        for w in [*self.buttons.values(), *self.spins.values()]:
            if w.isEnabled():
                w.setEnabled(False)
        for b in self.card_buttons.values():
            self.row.removeWidget(b)
            b.hide()
            b.deleteLater()
        self.card_buttons.clear()
        if not self.reveal_button.isHidden():
            self.reveal_button.hide()
        if not self.continue_button.isHidden():
            self.continue_button.hide()
        self._legal: list[Choice] = []
        was_choosing = bool(self._sets)
        self._sets, self._choosable, self._picked = {}, [], set()
        if was_choosing:
            self.choosing.emit(None)
        self.fit()

    # ----- a prompt
    def show_choices(self, legal: list[Choice], prompt: str = "", hand: list[str] | None = None) -> None:
        """Enable exactly the legal words; amount boxes bounded by the legal range; card buttons in the order of
        `hand` (the viewer's hand as the table shows it). Words with cards wait for cards chosen on the table."""
        again = self._picked if list(legal) == self._legal else set()   # the same prompt said again (a language)
        self.disable_all()
        self._legal = list(legal)
        order = {c: i for i, c in enumerate(hand or [])}
        first: QPushButton | None = None
        self._sets = card_sets(legal)
        self._choosable = sorted({c for sets in self._sets.values() for cards in sets for c in cards},
                                 key=lambda c: (order.get(c, len(order)), c))
        plays = sorted((c for c in legal if isinstance(c, Action) and c.kind == PLAY),
                       key=lambda a: (order.get(a.cards[0], len(order)), a.cards[0]))
        for a in plays:
            b = WordButton(card_text(a.cards[0]), self)
            b.setObjectName(f"card-{a.cards[0]}")
            b.clicked.connect(lambda _=False, a=a: self.chosen.emit(a))
            self.row.insertWidget(self.row.indexOf(self.cards_end), b)
            self.card_buttons[a.cards[0]] = b
            first = first or b
        for card in self._choosable:
            b = WordButton(card_text(card), self)
            b.setObjectName(f"card-{card}")
            b.setCheckable(True)
            b.setAccessibleName(fmt(tr("Choose %1"), card_text(card)))
            b.toggled.connect(lambda on, c=card: self._set_picked(c, on))
            self.row.insertWidget(self.row.indexOf(self.cards_end), b)
            self.card_buttons[card] = b
            first = first or b
        for c in legal:
            word = c.kind
            if isinstance(c, Action) and c.kind == PLAY:
                continue
            if word not in self.buttons:
                self._add_word(word)
            if word in self._sets:
                continue        # enabled by the cards chosen
            self.buttons[word].setEnabled(True)
            first = first or self.buttons[word]
            if isinstance(c, AmountChoice) and self.words is not None:
                self.buttons[word].setText(self.words.choice_button(c))
            if isinstance(c, AmountChoice) and word in self.spins:
                spin = self.spins[word]
                spin.setRange(c.lo, c.hi)
                spin.setValue(c.lo)
                spin.setEnabled(True)
        self.set_prompt(prompt)
        if self._sets:
            self.choosing.emit(set())
            for card in again:
                self._set_picked(card, True)
        self.fit()
        if (self._sets or (first is not None and first.isHidden())) and self.card_surface is not None:
            first = None
            self.card_surface.setFocus()      # arrows and Space choose cards on the table, Enter confirms
        if first is not None:
            first.setFocus()

    # ----- cards chosen on the table
    def choosable(self) -> list[str]:
        """The cards that may be chosen now, in the hand's order (empty when no word names cards)."""
        return list(self._choosable)

    def picked(self) -> set[str]:
        """The cards chosen so far."""
        return set(self._picked)

    def toggle_card(self, card: str) -> bool:
        """Choose a card, or put it back; False if it cannot be chosen now."""
        if card not in self._choosable:
            return False
        self._set_picked(card, card not in self._picked)
        return True

    def pick(self, cards: set[str]) -> bool:
        """Choose exactly these cards (the hint's set); False, and nothing changed, if one cannot be chosen now."""
        if not set(cards) <= set(self._choosable):
            return False
        for card in self._choosable:
            self._set_picked(card, card in cards)
        return True

    def _set_picked(self, card: str, on: bool) -> None:
        if card not in self._choosable or (card in self._picked) == on:
            return
        if on:
            self._picked.add(card)
        else:
            self._picked.discard(card)
        b = self.card_buttons.get(card)
        if b is not None and b.isChecked() != on:
            b.setChecked(on)
        key = frozenset(self._picked)
        for word, sets in self._sets.items():
            self.buttons[word].setEnabled(key in sets)
        self.set_prompt(self._prompt)
        self.choosing.emit(set(self._picked))
        self.fit()

    def confirm(self) -> bool:
        """Make the decision the cards chosen allow (Enter): the first word in the game's order whose legal sets
        hold them; False if none does."""
        key = frozenset(self._picked)
        for word, sets in self._sets.items():
            if key in sets and self.buttons[word].isEnabled():
                self.chosen.emit(sets[key])
                return True
        return False

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # A push button outside a dialog lets Enter through: Enter presses the bar's button that has the keyboard
        # (as Space does; the Hint puts it there); else, while cards are chosen, it confirms them.
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            focused = self.focusWidget()
            if isinstance(focused, QPushButton) and focused.isEnabled() and focused.isVisible() \
                    and not focused.isCheckable():
                focused.click()
                return
            if self._sets and self.confirm():
                return
        super().keyPressEvent(event)

    def show_reveal(self, name: str) -> None:
        """Hot-seat: one button for the next player to show his cards."""
        self.disable_all()
        self.set_prompt(fmt(tr("Pass the screen to %1."), name))
        self.reveal_button.setText(fmt(tr("I am %1: &show my cards"), name))
        self.reveal_button.show()
        self.fit()
        self.reveal_button.setFocus()

    def show_continue(self) -> None:
        """The deal is over and the table waits: one button (with the keyboard) for the next deal."""
        self.disable_all()
        self.set_prompt(tr("The deal is over. Continue when you are ready."))
        self.continue_button.setText(tr("&Continue"))
        self.continue_button.show()
        self.fit()
        self.continue_button.setFocus()

    def _word_widgets(self) -> list[tuple[QPushButton, list[QWidget]]]:
        """Each word's button with its amount box."""
        return [(b, [w for w in (self.spins.get(word),) if w is not None] + [b]) for word, b in self.buttons.items()]

    def fit(self, room: int | None = None) -> None:
        """Show the words of this step beside the prompt in `room` px, the prompt with the width to say it whole in
        the bar's lines. Buttons of cards to choose go first when room is short, then those of cards to play (a
        trick game's whole hand at 800×600): the cards on the table are chosen and played the same way, by mouse
        and by keyboard, and the bar never scrolls sideways for them."""
        if room is not None:
            self.room = room
        spacing = max(0, self.row.spacing())

        def width(ws: list[QWidget]) -> int:
            return sum(w.sizeHint().width() + spacing for w in ws)

        toggles = [b for c, b in self.card_buttons.items() if c in self._choosable]
        plays = [b for c, b in self.card_buttons.items() if c not in self._choosable]
        extra = [b for b in (self.reveal_button, self.continue_button) if not b.isHidden()]
        # Only the words of this step: a word of another step (or of an option not chosen) is not offered here.
        words = [w for word, (button, ws) in zip(self.buttons, self._word_widgets())
                 if button.isEnabled() or word in self._sets for w in ws]
        prompt = self.prompt.room_needed()
        no_plays = width(words + extra + plays) + prompt + 12 > self.room
        for b in plays:
            if b.isHidden() != no_plays:
                b.setHidden(no_plays)
        extra += [] if no_plays else plays
        no_toggles = width(words + extra + toggles) + prompt + 12 > self.room
        for b in toggles:
            if b.isHidden() != no_toggles:
                b.setHidden(no_toggles)
        for word, (button, ws) in zip(self.buttons, self._word_widgets()):
            hide = not button.isEnabled() and word not in self._sets
            for w in ws:
                if w.isHidden() != hide:
                    w.setHidden(hide)
        # The prompt whole in its lines: where the row has not that room, the bar scrolls sideways.
        if self.prompt.minimumWidth() != prompt:
            self.prompt.setMinimumWidth(prompt)
        self.widthNeeded.emit()         # buttons shown or hidden change it too

    def _word_clicked(self, word: str) -> None:
        if word in self._sets:
            action = self._sets[word].get(frozenset(self._picked))
            if action is not None:
                self.chosen.emit(action)
            return
        for c in self._legal:
            if c.kind != word:
                continue
            if isinstance(c, AmountChoice):
                self.chosen.emit(c.at(self.spins[word].value()) if word in self.spins else c.at(c.lo))
            else:
                self.chosen.emit(c)
            return

    def play_card(self, card: str) -> None:
        """A card clicked on the table: choose it (or put it back) while cards are chosen, else play it if that
        is legal now."""
        if self.toggle_card(card):
            return
        action = card_action(card)
        if action in self._legal:
            self.chosen.emit(action)


class ActionDock(QScrollArea):
    """Holds the action bar; scrolls sideways when a game has more buttons than the window is wide."""

    def __init__(self, bar: ActionBar, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidget(bar)
        self.setWidgetResizable(False)     # the bar is sized here: as wide as the dock, or as its least width
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        policy = QSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        policy.setHeightForWidth(True)     # its height follows its width: the window lays it out in one pass
        self.setSizePolicy(policy)
        probe = [QPushButton("Xg"), QSpinBox(), QComboBox()]   # as tall as the tallest widget it may hold
        self._widgets_h = max(w.sizeHint().height() for w in probe)
        for w in probe:
            w.deleteLater()
        self.bar = bar
        bar.widthNeeded.connect(self.size_bar, Qt.ConnectionType.QueuedConnection)

    @staticmethod
    def lines_for(width: int) -> int:
        return NARROW_LINES if width < NARROW else PROMPT_LINES

    def heightForWidth(self, width: int) -> int:
        """Room for the widgets or the prompt's lines at this width, the bar's top and bottom margins and a side
        scroll bar: it changes only with the bar's width (the window resized, a panel opened), never by a prompt."""
        inner = max(self._widgets_h, self.bar.prompt.lines_height(self.lines_for(width))) + 8
        return inner + self.horizontalScrollBar().sizeHint().height()

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self.heightForWidth(self.width()))

    def minimumSizeHint(self) -> QSize:
        return QSize(0, self.heightForWidth(self.width()))

    def size_bar(self) -> None:
        """The bar as wide as the dock, or as its least width (then it scrolls sideways), as high as the room
        the scroll bar leaves."""
        least = self.bar.minimumSizeHint().width()
        room = self.maximumViewportSize()
        sideways = least > room.width()
        height = room.height() - (self.horizontalScrollBar().sizeHint().height() if sideways else 0)
        self.bar.resize(max(least, room.width()), height)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.bar.prompt.lines = self.lines_for(self.width())
        # Not viewport().width(): the same here (no frame, no side scroll bar), without waking PySide's search
        # through every widget class for a QWidget Qt made (see TableView).
        self.bar.fit(self.maximumViewportSize().width())
        self.size_bar()
