"""Card faces rendered ahead, a few per event-loop turn, so no frame waits for an SVG render."""

from __future__ import annotations

from collections import deque

from PySide6.QtCore import QObject, QTimer

from lomber.engine.cards import ALL_CARDS
from lomber.ui.table.cardart import HIDDEN, CardArt
from lomber.ui.table.layout import CARD_RATIO

PER_TURN = 3     # faces per event-loop turn (a few ms: the window stays responsive)


class FaceWarmer(QObject):
    """Renders every face and the back at the sizes a layout uses, in idle time, largest size first."""

    def __init__(self, art: CardArt, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.art = art
        self.queue: deque[tuple[str, float, bool]] = deque()
        self._timer = QTimer(self)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._some)
        self._held = False      # a view holds the warming until its first paint (see `hold`)

    def start(self, deck_w: float, widths: set[float]) -> None:
        """Queue the deck's back (no shadow) and every face at each width, as the sprites paint them.

        At every speed: at INSTANT a move is painted at once, so a face rendered on first use would show
        as a stall of 100 ms and more on the first paint after a move."""
        self.clear()
        self.queue.append((HIDDEN, deck_w, False))
        # Sprites paint with their shadow; the viewer's size (the largest) first: his hand shows first.
        self.queue.extend((card, w, True) for w in sorted(widths, reverse=True) for card in (HIDDEN, *ALL_CARDS))
        if not self._held:
            self._timer.start()

    def clear(self) -> None:
        """Forget what is queued."""
        self.queue.clear()
        self._timer.stop()

    def hold(self, held: bool) -> None:
        """Held, faces are queued but not rendered ahead: the first paint renders only the cards it shows."""
        self._held = held
        if not held and self.queue:
            self._timer.start()

    def busy(self) -> bool:
        """Faces are still being rendered ahead."""
        return bool(self.queue)

    def _some(self) -> None:
        for _ in range(PER_TURN):
            if not self.queue:
                self._timer.stop()
                return
            card, w, shadow = self.queue.popleft()
            self.art.pixmap(card, w, w * CARD_RATIO, shadow)
