"""Dock panels: the game log, the rules of the game, the scores."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPoint, Qt, QTimer, Signal
from PySide6.QtGui import QTextOption
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QPlainTextEdit,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from lomber.engine.errors import OptionError
from lomber.engine.registry import game_file, match_class
from lomber.ui.plaintext import MarkdownBrowser, md_escape, plain_label, set_tip
from lomber.ui.texts import GameTexts, fmt, game_name, option_value, tr

if TYPE_CHECKING:   # QUrl's class (and its enums) is made with the first link followed, not before the first paint
    from PySide6.QtCore import QUrl

MAX_LOG_LINES = 3000   # older lines scroll away, so a long session does not grow without bound
LOG_FLUSH_MS = 100     # lines are added in batches: one repaint per batch, not per line


class LogPanel(QPlainTextEdit):
    """Translated lines of what happened. A decision's line may carry a tag (its number in the match): clicking
    that line says so (`lineClicked`), for View ▸ Explain to say why a computer played it."""

    lineClicked = Signal(int, QPoint)     # the clicked line's tag, where (global) it was clicked

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setReadOnly(True)
        self.setMaximumBlockCount(MAX_LOG_LINES)
        self.setAccessibleName(tr("Game log"))
        self.pending: list[str] = []
        self.pending_tags: dict[int, int] = {}     # index in `pending` -> that line's tag
        self.flusher = QTimer(self)
        self.flusher.setSingleShot(True)
        self.flusher.setInterval(LOG_FLUSH_MS)
        self.flusher.timeout.connect(self.flush)
        # The log follows new lines while its end is in view; the user scrolling up stops that, back at the
        # end starts it again. Decided by what the user does to the scroll bar only: a resize re-wraps the
        # lines and moves the bar on its own, which must not stop the following.
        self.following = True
        bar = self.verticalScrollBar()
        bar.actionTriggered.connect(lambda _action: self._user_scrolled())
        bar.sliderMoved.connect(lambda _pos: self._user_scrolled())
        bar.rangeChanged.connect(lambda _lo, _hi: self._follow())

    def _user_scrolled(self) -> None:
        bar = self.verticalScrollBar()
        self.following = bar.sliderPosition() >= bar.maximum()

    def _follow(self) -> None:
        if self.following:
            bar = self.verticalScrollBar()
            bar.setValue(bar.maximum())

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        try:
            self._follow()
        except Exception as exc:  # noqa: BLE001 - never out of a Qt virtual (PySide6 would crash later)
            print(f"lomber: the log: {exc}")

    def add_lines(self, lines: list[str]) -> None:
        """Queue lines; they appear within LOG_FLUSH_MS."""
        if lines:
            self.pending.extend(lines)
            if not self.flusher.isActive():
                self.flusher.start()

    def tag_last(self, tag: int) -> None:
        """The line queued last goes with `tag` (>= 0): clicking it says so."""
        if self.pending and tag >= 0:
            self.pending_tags[len(self.pending) - 1] = tag

    def flush(self) -> None:
        if self.pending:
            self.appendPlainText("\n".join(self.pending[-MAX_LOG_LINES:]))
            if self.pending_tags:
                self._tag_last(self.pending[-MAX_LOG_LINES:], len(self.pending) - min(len(self.pending),
                                                                                       MAX_LOG_LINES))
            self.pending.clear()
            self.pending_tags.clear()
            self._follow()

    def _tag_last(self, lines: list[str], first: int) -> None:
        """Mark the blocks of the lines just appended (`lines`, pending's from `first`) with their tags (a
        block's user state; a line may hold several blocks: its first one carries the tag)."""
        block = self.document().lastBlock()
        for i in range(len(lines) - 1, -1, -1):
            for _ in range(lines[i].count("\n")):
                block = block.previous()
            if not block.isValid():
                return
            block.setUserState(self.pending_tags.get(first + i, -1))
            block = block.previous()

    def tag_at(self, pos: QPoint) -> int:
        """The tag of the line at `pos` (viewport coordinates), -1 if it has none."""
        return self.cursorForPosition(pos).block().userState()

    def mouseReleaseEvent(self, event) -> None:
        super().mouseReleaseEvent(event)
        try:
            if event.button() == Qt.MouseButton.LeftButton and not self.textCursor().hasSelection():
                pos = event.position().toPoint()
                tag = self.tag_at(pos)
                if tag >= 0:
                    self.lineClicked.emit(tag, self.viewport().mapToGlobal(pos))
        except Exception as exc:  # noqa: BLE001 - never out of a Qt virtual (PySide6 would crash later)
            print(f"lomber: the log: {exc}")

    def retranslate(self) -> None:
        """Only the panel's own name: lines already logged stay as they were said (a transcript)."""
        self.setAccessibleName(tr("Game log"))

    def text(self) -> str:
        """Everything logged so far, queued lines included."""
        self.flush()
        return self.toPlainText()

    def clear(self) -> None:
        self.pending.clear()
        self.following = True
        super().clear()


def rules_file(game_id: str, lang: str) -> str | None:
    """The Markdown rules of a game in a language (English if that language is missing), or None."""
    for code in dict.fromkeys((lang, "en")):
        try:
            path = game_file(game_id, f"rules.{code}.md")
        except (OptionError, ModuleNotFoundError):
            return None
        if path.is_file():
            try:
                return path.read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError):
                continue
    return None


# A panel's headings carry explicit anchors (`## Options {#options}`), the same in every language, so a test can
# match the sections of the translations; the reader never sees them.
HEADING_ANCHOR = re.compile(r"^(#{1,6}[ \t].*?)[ \t]*\{#([\w-]+)\}[ \t]*$", re.MULTILINE)
# Each option's line in the options section ends with `<!-- option: key -->`, where the table's value is shown.
OPTION_MARK = re.compile(r"[ \t]*<!--\s*option:\s*([\w-]+)\s*-->")


def rules_anchors(text: str) -> list[str]:
    """The anchors of a panel's headings, in order."""
    return [m.group(2) for m in HEADING_ANCHOR.finditer(text)]


def rules_option_keys(text: str) -> list[str]:
    """The option keys a panel marks for the table's current value, in order."""
    return OPTION_MARK.findall(text)


def current_value(game_id: str, key: str, value: Any, names: list[str] | None = None) -> str:
    """An option's value at this table, in words: a seat by its player's name, no seat as drawn (or auctioned)."""
    spec = next((s for s in match_class(game_id).option_specs if s.key == key), None)
    if spec is None:
        return str(value)
    if spec.seat and isinstance(value, int):
        return names[value] if names and 0 <= value < len(names) else fmt(tr("Seat %1"), value + 1)
    return option_value(spec, value)


def render_rules(text: str, game_id: str = "", options: dict[str, Any] | None = None,
                 names: list[str] | None = None) -> str:
    """A panel's Markdown as shown: anchors dropped, each option marked with its value at this table (if any)."""
    text = HEADING_ANCHOR.sub(r"\1", text)

    def mark(m: re.Match[str]) -> str:
        key = m.group(1)
        if options is None or key not in options:
            return ""
        # A player's name is outside text: escaped, it shows as written inside the Markdown.
        return " " + fmt(tr("**At this table: %1.**"), md_escape(current_value(game_id, key, options[key], names)))

    return OPTION_MARK.sub(mark, text)


INDEX = "index"     # RulesPanel.shown[0] while it shows the list of games (no match on the table)
GAME_LINK = "lomber-rules"   # the index's links: lomber-rules:<game id>


class RulesPanel(MarkdownBrowser):
    """The rules of the game being played, from the game package's rules.<lang>.md; with no match, the list of the
    games, each a link to its rules (Help ▸ Rules never opens an empty panel)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setOpenLinks(False)        # the index's links are ours; any other opens outside (as before)
        self.anchorClicked.connect(self._follow)
        # Lines break between words only: a heading in a narrow dock is never split mid-word.
        self.setWordWrapMode(QTextOption.WrapMode.WordWrap)
        self.setAccessibleName(tr("Rules"))
        self.game = ""
        self.lang = ""
        self.from_index = False         # a game's rules reached from the index: a link leads back
        self.shown: tuple[Any, ...] = ()   # what is on the panel: game, language, options, names

    def show_game(self, game_id: str, lang: str, options: dict[str, Any] | None = None,
                  names: list[str] | None = None, from_index: bool = False) -> None:
        """Show a game's rules; with a match's options, each option is marked with its value at this table."""
        self.game, self.lang, self.from_index = game_id, lang, from_index
        self.shown = (game_id, lang, sorted((options or {}).items(), key=lambda kv: kv[0]), list(names or []))
        text = rules_file(game_id, lang)
        if text is None:
            body = fmt(tr("# %1\n\nThe rules of this game are not installed yet. "
                          "The table only ever lets you make legal moves, so you can learn by playing."),
                       game_name(game_id))
        else:
            body = render_rules(text, game_id, options, names)
        back = f"[{tr('← All games')}]({GAME_LINK}:{INDEX})\n\n" if from_index else ""
        self.show_markdown(back + body)

    def show_index(self, lang: str) -> None:
        """The games, each a link to its rules: what Help ▸ Rules shows before any match."""
        from lomber.engine.registry import games

        self.game, self.lang, self.from_index = "", lang, False
        self.shown = (INDEX, lang)
        lines = [f"# {tr('Rules of the games')}", "", tr("Choose a game to read its rules."), ""]
        lines += [f"- [{md_escape(game_name(info.id))}]({GAME_LINK}:{info.id})" for info in games()]
        self.show_markdown("\n".join(lines))

    def showing_index(self) -> bool:
        return self.shown[:1] == (INDEX,)

    def _follow(self, url: QUrl) -> None:
        if url.scheme() != GAME_LINK:
            from PySide6.QtGui import QDesktopServices
            QDesktopServices.openUrl(url)
            return
        target = url.path()
        if target == INDEX:
            self.show_index(self.lang)
        elif target:
            self.show_game(target, self.lang, from_index=True)

    def retranslate(self) -> None:
        """The panel's name; the window shows the rules again in the new language (`show_game`)."""
        self.setAccessibleName(tr("Rules"))


class ScoresPanel(QWidget):
    """Each seat's chips, score and role, and the statistics of this game."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        box = QVBoxLayout(self)
        self.table = QTableWidget(0, 3, self)
        self.table.setHorizontalHeaderLabels([tr("Player"), tr("Chips"), tr("Score")])
        self._seats: dict[int, tuple[list[str], bool]] = {}   # each row's roles and out, shown in words
        self._stats: tuple[int, int] | None = None
        header = self.table.horizontalHeader()
        # The name (with its role) takes the room; the numbers only what they need.
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        self.table.verticalHeader().hide()
        # A read-out, not a form: no editing a player's chips by a double click.
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.setAccessibleName(tr("Scores"))
        box.addWidget(self.table)
        self.stats = plain_label(self)
        self.stats.setWordWrap(True)
        box.addWidget(self.stats)
        self.names: list[str] = []
        self.words: GameTexts | None = None

    def set_names(self, names: list[str], game: str | None = None) -> None:
        self.names = list(names)
        self.words = GameTexts(game, names) if game else None
        self._seats.clear()
        self.table.setRowCount(len(names))
        self.table.setColumnHidden(2, True)    # until a seat has a score (Ferme and Chemin de fer keep none)
        for i, name in enumerate(names):
            for col, text in enumerate((name, "", "")):
                self.table.setItem(i, col, QTableWidgetItem(text))

    def rename(self, names: list[str]) -> None:
        """The seats' names as shown (a default name in another language); the rows keep their figures."""
        if len(names) != len(self.names):
            return
        self.names = list(names)
        if self.words is not None:
            self.words.names = list(names)
        for i in range(min(len(names), self.table.rowCount())):
            roles, out = self._seats.get(i, ([], False))
            self.table.item(i, 0).setText(self._name(i, roles, out))

    def _name(self, seat: int, roles: list[str], out: bool) -> str:
        """A seat's name with its roles, or marked out, in words."""
        self._seats[seat] = (list(roles), out)
        name = self.names[seat]
        if roles:
            name = f"{name} ({', '.join(self.words.role(r) if self.words else r for r in roles)})"
        return fmt(tr("%1 — out"), name) if out else name

    def show_seat(self, seat: int, stack: int, score: str, roles: list[str], out: bool,
                  parts: list[int] | None = None) -> None:
        """One seat's row as its badge on the table shows it (the panel follows the table, never ahead of it)."""
        if not 0 <= seat < min(len(self.names), self.table.rowCount()):
            return
        name = self._name(seat, roles, out)
        for col, text in enumerate((name, str(stack), score)):
            item = self.table.item(seat, col)
            if item.text() != text:
                item.setText(text)
        set_tip(self.table.item(seat, 2), self.words.score_tip(parts) if self.words is not None and parts else "")
        if score:
            self.table.setColumnHidden(2, False)

    def retranslate(self) -> None:
        """Headers, roles and statistics in the language in use."""
        self.table.setHorizontalHeaderLabels([tr("Player"), tr("Chips"), tr("Score")])
        self.table.setAccessibleName(tr("Scores"))
        for seat, (roles, out) in list(self._seats.items()):
            if seat < min(len(self.names), self.table.rowCount()):
                self.table.item(seat, 0).setText(self._name(seat, roles, out))
        if self._stats is not None:
            self.set_stats(*self._stats)

    def update_view(self, view: dict[str, Any]) -> None:
        stacks = view.get("stacks") or []
        scores = view.get("scores")
        roles = {seat: role for role, seat in (view.get("roles") or {}).items() if isinstance(seat, int)}
        out = set(view.get("out") or [])
        self.table.setColumnHidden(2, not isinstance(scores, list))   # Ferme, Chemin de fer keep no score
        for i in range(min(len(self.names), self.table.rowCount())):
            self.table.item(i, 0).setText(self._name(i, [roles[i]] if i in roles else [], i in out))
            self.table.item(i, 1).setText(str(stacks[i]) if i < len(stacks) else "")
            score = scores[i] if isinstance(scores, list) and i < len(scores) else ""
            parts = [int(x) for x in score] if isinstance(score, list) else []
            self.table.item(i, 2).setText(str(sum(parts)) if parts else str(score))
            set_tip(self.table.item(i, 2), self.words.score_tip(parts) if self.words is not None else "")

    def set_stats(self, played: int, won: int) -> None:
        self._stats = (played, won)
        self.stats.setText(f'{tr("%n finished match(es) of this game", played)}, '
                           f'{tr("%n of them won by a human player", won)}')
