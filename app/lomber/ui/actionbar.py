"""The action bar: a button per action word of the game, enabled only when the rules allow it now."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QWidget,
)

from lomber.engine.actions import PLAY, Action, AmountChoice, Choice, card_action
from lomber.engine.gameinfo import WordKind
from lomber.ui.texts import GameTexts, card_text, cards_text, fmt, plain, tr

PROMPT_ROOM = 220    # px the prompt should keep; with less, only the words legal now are shown
BUTTON_PAD = 28      # px around a word button's text (the style's 80 px minimum makes the bar overflow)


class WordButton(QPushButton):
    """A push button as wide as its word needs, so a game with ten words fits beside its prompt."""

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        text = plain(self.text())
        return QSize(min(hint.width(), self.fontMetrics().horizontalAdvance(text) + BUTTON_PAD), hint.height())

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()


class PromptLabel(QLabel):
    """The prompt in the room the buttons leave: cut with an ellipsis, whole in its tooltip."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""

    def setText(self, text: str) -> None:
        self._full = text
        self.setToolTip(text)
        self._elide()

    def text(self) -> str:
        return self._full

    def displayed(self) -> str:
        """The text as shown (perhaps cut)."""
        return super().text()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        shown = self.fontMetrics().elidedText(self._full, Qt.TextElideMode.ElideRight, max(0, self.width()))
        if shown != super().text():
            super().setText(shown)


class ActionBar(QWidget):
    """Buttons, amount spin boxes and card choices; emits `chosen` with a legal Action."""

    chosen = Signal(object)
    revealClicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("actionBar")
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(6, 4, 6, 4)
        self.prompt = PromptLabel(self)
        # The prompt takes the room the buttons leave (the status bar shows it whole).
        self.prompt.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.prompt.setMinimumWidth(120)
        self.row.addWidget(self.prompt, 1)
        self.buttons: dict[str, QPushButton] = {}
        self.spins: dict[str, QSpinBox] = {}
        self.card_buttons: dict[str, QPushButton] = {}
        self.combos: dict[str, QComboBox] = {}      # words with cards (exchange, discard …): their choices
        self.cards_end = QWidget(self)               # card buttons go before this marker
        self.cards_end.setFixedWidth(0)
        self.row.addWidget(self.cards_end)
        self.reveal_button = QPushButton(self)
        self.reveal_button.clicked.connect(self.revealClicked)
        self.row.addWidget(self.reveal_button)
        self.reveal_button.hide()
        self.game = ""
        self.words: GameTexts | None = None
        self.room = 1 << 20          # the width the bar is shown in (the dock tells it)

    # ----- building
    def set_game(self, game_id: str) -> None:
        """Make the buttons of this game's words, in its order (all disabled until a prompt)."""
        self.game = game_id
        self.words = GameTexts(game_id)
        for w in [*self.buttons.values(), *self.spins.values(), *self.card_buttons.values(), *self.combos.values()]:
            w.deleteLater()
        self.buttons.clear()
        self.spins.clear()
        self.combos.clear()
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
        if kind is WordKind.CARDS:
            combo = QComboBox(self)
            combo.setAccessibleName(fmt(tr("Cards to %1"), plain(label)))
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            self.row.addWidget(combo)
            self.combos[word] = combo
        button = WordButton(label, self)
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
            if word in self.combos:
                self.combos[word].setAccessibleName(fmt(tr("Cards to %1"), plain(label)))
        self.fit()

    def set_prompt(self, text: str) -> None:
        if self.prompt.text() != text:
            self.prompt.setText(text)

    def disable_all(self) -> None:
        for w in [*self.buttons.values(), *self.spins.values(), *self.combos.values()]:
            if w.isEnabled():
                w.setEnabled(False)
        for combo in self.combos.values():
            if combo.count():
                combo.clear()
        for b in self.card_buttons.values():
            b.deleteLater()
        self.card_buttons.clear()
        if not self.reveal_button.isHidden():
            self.reveal_button.hide()
        self._legal: list[Choice] = []
        self.fit()

    # ----- a prompt
    def show_choices(self, legal: list[Choice], prompt: str = "") -> None:
        """Enable exactly the legal words; amount boxes bounded by the legal range."""
        self.disable_all()
        self._legal = list(legal)
        self.set_prompt(prompt)
        first: QPushButton | None = None
        for c in legal:
            word = c.kind
            if isinstance(c, Action) and c.kind == PLAY:
                b = WordButton(card_text(c.cards[0]), self)
                b.setObjectName(f"card-{c.cards[0]}")
                b.clicked.connect(lambda _=False, a=c: self.chosen.emit(a))
                self.row.insertWidget(self.row.indexOf(self.cards_end), b)
                self.card_buttons[c.cards[0]] = b
                first = first or b
                continue
            if word not in self.buttons:
                self._add_word(word)
            if isinstance(c, Action) and c.cards and word in self.combos:
                combo = self.combos[word]
                combo.addItem(cards_text(c.cards), c.text)
                combo.setEnabled(True)
            self.buttons[word].setEnabled(True)
            first = first or self.buttons[word]
            if isinstance(c, AmountChoice) and word in self.spins:
                spin = self.spins[word]
                spin.setRange(c.lo, c.hi)
                spin.setValue(c.lo)
                spin.setEnabled(True)
        self.fit()
        if first is not None:
            first.setFocus()

    def show_reveal(self, name: str) -> None:
        """Hot-seat: one button for the next player to show his cards."""
        self.disable_all()
        self.set_prompt(fmt(tr("Pass the screen to %1."), name))
        self.reveal_button.setText(fmt(tr("I am %1: &show my cards"), name))
        self.reveal_button.show()
        self.fit()
        self.reveal_button.setFocus()

    def _word_widgets(self) -> list[tuple[QPushButton, list[QWidget]]]:
        """Each word's button with its amount box or card list."""
        return [(b, [w for w in (self.spins.get(word), self.combos.get(word)) if w is not None] + [b])
                for word, b in self.buttons.items()]

    def fit(self, room: int | None = None) -> None:
        """Show every word when they fit beside the prompt in `room` px; else only the words legal now."""
        if room is not None:
            self.room = room
        spacing = max(0, self.row.spacing())
        extra = [*self.card_buttons.values()] + ([self.reveal_button] if not self.reveal_button.isHidden() else [])
        widgets = [w for _b, ws in self._word_widgets() for w in ws] + extra
        full = sum(w.sizeHint().width() + spacing for w in widgets) + PROMPT_ROOM + 12
        cramped = full > self.room
        for button, ws in self._word_widgets():
            hide = cramped and not button.isEnabled()
            for w in ws:
                if w.isHidden() != hide:
                    w.setHidden(hide)

    def _word_clicked(self, word: str) -> None:
        if word in self.combos and self.combos[word].count():
            text = self.combos[word].currentData()
            for c in self._legal:
                if isinstance(c, Action) and c.text == text:
                    self.chosen.emit(c)
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
        """A card clicked on the table: play it if that is legal now."""
        action = card_action(card)
        if action in self._legal:
            self.chosen.emit(action)


class ActionDock(QScrollArea):
    """Holds the action bar; scrolls sideways when a game has more buttons than the window is wide."""

    def __init__(self, bar: ActionBar, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidget(bar)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        probe = [QPushButton("Xg"), QSpinBox(), QComboBox()]
        inner = max(w.sizeHint().height() for w in probe) + 8   # the bar's top and bottom margins
        for w in probe:
            w.deleteLater()
        self.setFixedHeight(inner + self.horizontalScrollBar().sizeHint().height())
        self.bar = bar

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.bar.fit(self.viewport().width())
