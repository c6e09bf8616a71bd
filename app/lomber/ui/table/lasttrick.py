"""The last trick: what the screen saw of the deal's tricks, and its review over the dimmed table.

A part `TableScene` holds: the scene tells it each card played and each trick taken (`played`, `taken`, `forget`)
and asks it to show the last one (`show`, with the geometry and names it needs). It knows only the graphics
scene it adds the review to, never the table scene (one direction of knowledge).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, QTimer
from PySide6.QtWidgets import QGraphicsScene

from lomber.ui.texts import fmt, tr

if TYPE_CHECKING:   # the review loads when first shown, not before the table's first paint
    from lomber.ui.table.cardart import CardArt
    from lomber.ui.table.layout import TableLayout
    from lomber.ui.table.review import TrickReview

REVIEW_MS = 6000        # the review returns to the table by itself after this

Trick = list[tuple[int | None, str]]    # (seat, card) in the order played, as the screen saw them


class LastTrick:
    """The deal's trick in play and the last one taken (and who took it), and their review."""

    def __init__(self, scene: QGraphicsScene, art: CardArt) -> None:
        self._scene, self._art = scene, art
        self.now: Trick = []            # the trick being played
        self.last: Trick = []           # the last trick taken this deal …
        self.winner: int | None = None  # … and who took it
        self._review: TrickReview | None = None     # made when first shown (not before the first paint)
        self._timer = QTimer(scene)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide)

    def forget(self) -> bool:
        """A new deal: nothing to review. True if there was a last trick."""
        had = bool(self.last)
        self.now, self.last, self.winner = [], [], None
        self.hide()
        return had

    def played(self, seat: int | None, cards: tuple[str, ...]) -> bool:
        """Cards played to the trick; True if they are the deal's first (the decisions before the play are over)."""
        first = not self.now and not self.last
        self.now.extend((seat, c) for c in cards)
        self.hide()     # the table moves on
        return first

    def taken(self, seat: int | None) -> bool:
        """`seat` took the trick in play; True if there was one (a last trick to review now)."""
        if not self.now:
            return False
        self.last, self.now, self.winner = self.now, [], seat
        self.hide()
        return True

    def show(self, rect: QRectF, lay: TableLayout, names: list[str]) -> bool:
        """The last trick over the dimmed table, each card where it lay with who played it; False if none."""
        if not self.last:
            return False
        from lomber.ui.table.review import ReviewCard

        cards = []
        for i, (seat, card) in enumerate(self.last):
            x, y = lay.centre_slot(seat, i, len(self.last))
            name = names[seat] if seat is not None and 0 <= seat < len(names) else ""
            cards.append(ReviewCard(x, y, card, name, seat == self.winner))
        winner = self.winner
        title = (fmt(tr("Last trick: %1 took it"), names[winner]) if winner is not None and 0 <= winner < len(names)
                 else tr("Last trick"))
        self.review().show_trick(rect, cards, lay.card_w, title, tr("Click or press a key to return to the table."))
        self._timer.start(REVIEW_MS)
        return True

    def hide(self) -> None:
        """Back to the table."""
        self._timer.stop()
        if self.reviewing():
            self.review().hide()

    def reviewing(self) -> bool:
        return self._review is not None and self._review.isVisible()

    def review(self) -> TrickReview:
        """The review's item, made on first use."""
        if self._review is None:
            from lomber.ui.table.review import TrickReview

            self._review = TrickReview(self._art)
            self._review.hide()
            self._review.on_close = self.hide
            self._scene.addItem(self._review)
        return self._review
