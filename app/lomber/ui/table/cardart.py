"""Card faces and backs: SVG files rendered once per pixel size into a pixmap cache."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPixmap

from lomber.paths import resource

if TYPE_CHECKING:   # QtSvg loads with the first face rendered: the table's first paint shows none
    from PySide6.QtSvg import QSvgRenderer

DECKS = ("classic", "four-colour")
BACKS = ("blue", "red")
HIDDEN = "?"
_SUIT_GLYPH = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
_CACHE_LIMIT = 600   # pixmaps kept; a few sizes of a whole deck


class CardArt:
    """Renders card images; each (card, pixel size) is rendered once and then served from the cache."""

    def __init__(self, deck: str = "classic", back: str = "blue", folder: Path | None = None) -> None:
        self.deck = deck if deck in DECKS else DECKS[0]
        self.back = back if back in BACKS else BACKS[0]
        self.dpr = 1.0
        self._folder = folder
        self._renderers: dict[str, QSvgRenderer | None] = {}
        self._cache: dict[tuple[str, int, int], QPixmap] = {}
        self.renders = 0      # how many pixmaps were actually rendered (tests check the cache works)

    def set_style(self, deck: str | None = None, back: str | None = None) -> None:
        """Switch the deck or the back; the cache is dropped."""
        if deck in DECKS:
            self.deck = deck
        if back in BACKS:
            self.back = back
        self._cache.clear()

    def set_dpr(self, dpr: float) -> None:
        """Device pixel ratio of the screen the table is shown on (sharp on high-DPI)."""
        self.dpr = max(1.0, float(dpr))

    def _file(self, card: str) -> Path | None:
        folder = self._folder
        if folder is None:
            try:
                folder = resource("cards")
            except FileNotFoundError:
                return None
        if card == HIDDEN:
            return folder / "backs" / f"{self.back}.svg"
        return folder / self.deck / f"{card}.svg"

    def _renderer(self, card: str) -> QSvgRenderer | None:
        path = self._file(card)
        key = str(path)
        if key not in self._renderers:
            from PySide6.QtSvg import QSvgRenderer
            r = QSvgRenderer(key) if path is not None and path.is_file() else None
            self._renderers[key] = r if r is not None and r.isValid() else None
        return self._renderers[key]

    def pixmap(self, card: str, w: float, h: float, shadow: bool = False) -> QPixmap:
        """The image of `card` ("?" for the back) for a w×h logical-pixel rectangle.

        With `shadow` the image is a little larger (right and bottom) and carries the card's soft shadow,
        so a sprite paints with one blit."""
        pw, ph = max(1, round(w * self.dpr)), max(1, round(h * self.dpr))
        key = (f"{self.deck}/{self.back}/{card}/{int(shadow)}", pw, ph)
        pix = self._cache.get(key)
        if pix is None:
            pix = self._render(card, pw, ph, shadow)
            pix.setDevicePixelRatio(self.dpr)
            if len(self._cache) >= _CACHE_LIMIT:
                self._cache.pop(next(iter(self._cache)))
            self._cache[key] = pix
            self.renders += 1
        return pix

    def _render(self, card: str, pw: int, ph: int, shadow: bool = False) -> QPixmap:
        m = shadow_margin(pw) if shadow else 0
        pix = QPixmap(pw + m, ph + m)
        pix.fill(Qt.GlobalColor.transparent)
        p = QPainter(pix)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        if m:
            radius = pw * 0.07
            for i, alpha in enumerate((22, 26, 30)):    # a soft edge from three offset layers
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor(0, 0, 0, alpha))
                off = m * (i + 1) / 3
                p.drawRoundedRect(QRectF(off * 0.6, off, pw, ph), radius, radius)
        renderer = self._renderer(card)
        if renderer is not None:
            renderer.render(p, QRectF(0, 0, pw, ph))
        else:
            _draw_plain(p, card, pw, ph)
        p.end()
        return pix


def shadow_margin(pw: int) -> int:
    """Extra pixels right and below a card image for its shadow."""
    return max(2, round(pw * 0.035))


def _draw_plain(p: QPainter, card: str, pw: int, ph: int) -> None:
    """A plain card when the SVG is missing (a broken install still shows a playable table)."""
    r = QRectF(0.5, 0.5, pw - 1, ph - 1)
    radius = pw * 0.07
    if card == HIDDEN:
        p.setBrush(QColor("#1d3f7a"))
        p.setPen(QColor("#f4f1e8"))
        p.drawRoundedRect(r, radius, radius)
        return
    p.setBrush(QColor("#fbfaf5"))
    p.setPen(QColor("#555555"))
    p.drawRoundedRect(r, radius, radius)
    p.setPen(QColor("#c0202a") if card[-1] in "HD" else QColor("#111111"))
    f = QFont()
    f.setPixelSize(max(6, int(ph * 0.2)))
    f.setBold(True)
    p.setFont(f)
    p.drawText(r, Qt.AlignmentFlag.AlignCenter, card[:-1] + _SUIT_GLYPH.get(card[-1], "?"))
