"""Things on the table: card sprites that animate themselves, chip piles, seat badges, the deck."""

from __future__ import annotations

import functools
import math
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import (
    Property,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPen,
    QPixmap,
    QTransform,
)
from PySide6.QtWidgets import QGraphicsObject

from lomber.ui.table.cardart import HIDDEN, CardArt
from lomber.ui.table.layout import CARD_RATIO

Done = Callable[[], None] | None

# Colours of the table furniture.
INK = QColor("#f3ecd6")
INK_DIM = QColor("#b8c7b0")
GOLD = QColor("#f2c14e")
FOCUS = QColor("#8fd3ff")     # the keyboard's mark on a card
CHOSEN_LIFT = 0.22            # a chosen card is raised by this part of its height
GLOW_W = 0.12                 # the just-drawn halo's width, in card widths
BADGE_BG = QColor(10, 32, 20, 215)


def _font(px: float, bold: bool = False) -> QFont:
    f = QFont()
    f.setPixelSize(max(7, round(px)))
    f.setBold(bold)
    return f


def metrics(px: float, bold: bool = False) -> QFontMetricsF:
    """The metrics of `_font(px, bold)`, made once per pixel size: a crowded table measures its badges' texts at a
    handful of sizes many times over."""
    return _metrics(max(7, round(px)), bold)


@functools.lru_cache(maxsize=256)
def _metrics(px: int, bold: bool) -> QFontMetricsF:
    return QFontMetricsF(_font(px, bold))


CAPTION_WIDE = 1.4  # a face-up card's caption may stand out this far beside a small card
BUBBLE_WIDE = 1.5  # a speech bubble may be this many times as wide as its badge
SMALLEST = 0.78    # a text that does not fit shrinks to this share of its size before a shorter form is tried


def fitted(forms: list[str], px: float, width: float, bold: bool = False, least: float | None = None
           ) -> tuple[str, float, bool]:
    """The first of `forms` (full first, shorter after) that fits `width` at `px` or a little smaller (down to
    `least` pixels, else SMALLEST of `px`): (text, size, fits). Never an ellipsis: what does not fit even so is
    reported (`fits` False; the badge's tooltip says it all)."""
    smallest = max(7.0, px * SMALLEST if least is None else least)
    for text in forms:
        size = px
        while True:
            if metrics(size, bold).horizontalAdvance(text) <= width:
                return text, size, True
            if size <= smallest:
                break
            size = max(smallest, size - max(0.5, px * 0.05))
    return forms[-1], smallest, False


def fitted_bubble(text: str, px: float, width: float, two_lines_px: float) -> tuple[str, float, bool]:
    """A speech bubble's text: on one line if it fits (a little smaller if it must), else on two lines broken at
    the space nearest the middle ("Bid the bank" / "100000"), each at most `two_lines_px`."""
    one = fitted([text], px, width, bold=True)
    if one[2] or " " not in text:
        return one
    cut = min((i for i, ch in enumerate(text) if ch == " "), key=lambda i: abs(i - len(text) / 2))
    lines = [text[:cut], text[cut + 1:]]
    parts = [fitted([line], two_lines_px, width, bold=True) for line in lines]
    return "\n".join(lines), min(p[1] for p in parts), all(p[2] for p in parts)


def text_width(text: str, px: float, bold: bool = False) -> float:
    """The width of the widest line of `text`."""
    fm = metrics(px, bold)
    return max(fm.horizontalAdvance(line) for line in text.split("\n"))


@dataclass
class BadgeText:
    """One text a badge paints: what, at which pixel size, in how much room, and whether it fits there."""

    what: str          # name, tail, bubble
    text: str
    px: float
    room: float
    fits: bool


class CardSprite(QGraphicsObject):
    """One card: animates position, rotation, z and a flip (x-scale through 0, swapping back and face)."""

    def __init__(self, art: CardArt, card: str, face_up: bool, width: float) -> None:
        super().__init__()
        self._art = art
        self.card = card
        self.face_up = face_up and card != HIDDEN
        self._w, self._h = width, width * CARD_RATIO
        self._flip = 1.0           # flip progress 0..1; 1 = not flipping
        self._from_face = self.face_up
        self.playable = False
        self.greyed = False
        self._caption = ""         # a word on a pill across the card's foot (table cards: "Trump", "Surs")
        self.chosen = False        # raised: chosen for an exchange or a discard
        self.focused = False       # the keyboard's mark
        self._hover = False
        self._glow = 0.0           # a fading halo: the card was just drawn
        self._glow_anim: QPropertyAnimation | None = None
        self._anim: QSequentialAnimationGroup | None = None
        self._done: list[Callable[[], None]] = []
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    @property
    def caption(self) -> str:
        return self._caption

    @caption.setter
    def caption(self, text: str) -> None:
        if text != self._caption:
            self.prepareGeometryChange()      # a caption's pill may be wider than the card
            self._caption = text
            self.update()

    # --- geometry -------------------------------------------------------------------------------------------
    def boundingRect(self) -> QRectF:
        lift = self._h * (CHOSEN_LIFT if self.chosen else 0.12)
        halo = max(2.0, self._w * GLOW_W if self._glow > 0.0 else 0.0)   # the halo's room only while it shows
        halo = max(halo, self._w * (CAPTION_WIDE - 1) / 2 if self._caption else 0.0)
        return QRectF(-self._w / 2 - halo, -self._h / 2 - lift - halo, self._w + halo + max(3.0, halo),
                      self._h + lift + halo + max(4.0, halo))

    def width(self) -> float:
        """Card width in scene units."""
        return self._w

    def set_width(self, width: float) -> None:
        """Resize the card (layout changed)."""
        if abs(width - self._w) > 0.01:
            self.prepareGeometryChange()
            self._w, self._h = width, width * CARD_RATIO

    # --- face -----------------------------------------------------------------------------------------------
    def set_card(self, card: str, face_up: bool) -> None:
        """Show `card` at once (no flip)."""
        face_up = face_up and card != HIDDEN
        if card != self.card or face_up != self.face_up or self._flip < 1.0:
            self.card, self.face_up, self._from_face, self._flip = card, face_up, face_up, 1.0
            self.update()

    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, v: float) -> None:
        self._flip = v
        self.update()

    flip = Property(float, _get_flip, _set_flip)

    # --- states ---------------------------------------------------------------------------------------------
    def set_state(self, playable: bool, greyed: bool) -> None:
        """Clickable (lifts on hover) or greyed."""
        if (playable, greyed) != (self.playable, self.greyed):
            self.playable, self.greyed = playable, greyed
            self.setCursor(Qt.CursorShape.PointingHandCursor if playable else Qt.CursorShape.ArrowCursor)
            self.update()

    def set_chosen(self, chosen: bool) -> None:
        """Raised out of the hand (chosen for an exchange or a discard) or back in line."""
        if chosen != self.chosen:
            self.prepareGeometryChange()
            self.chosen = chosen
            self.update()

    def set_focused(self, focused: bool) -> None:
        """The keyboard's mark: a lift like the mouse's hover, and a ring."""
        if focused != self.focused:
            self.focused = focused
            self.update()

    def lift(self) -> float:
        """How far the card is drawn above its place (chosen, or hovered / focused when clickable)."""
        if self.chosen:
            return self._h * CHOSEN_LIFT
        return self._h * 0.1 if (self._hover or self.focused) and self.playable else 0.0

    # --- the mark of a card just drawn ----------------------------------------------------------------------
    def _get_glow(self) -> float:
        return self._glow

    def _set_glow(self, v: float) -> None:
        if (v > 0.0) != (self._glow > 0.0):
            self.prepareGeometryChange()
        self._glow = v
        self.update()

    glow = Property(float, _get_glow, _set_glow)

    def mark(self, ms: int) -> None:
        """A halo that fades over `ms` (the card was just drawn); 0 does nothing."""
        if ms <= 0:
            return
        if self._glow_anim is None:
            self._glow_anim = QPropertyAnimation(self, b"glow", self)
            self._glow_anim.setStartValue(1.0)
            self._glow_anim.setEndValue(0.0)
            self._glow_anim.setEasingCurve(QEasingCurve.Type.InQuad)
        self._glow_anim.stop()
        self._glow_anim.setDuration(ms)
        self._glow_anim.start()

    def marked(self) -> bool:
        """The just-drawn halo is showing."""
        return self._glow > 0.0

    def hoverEnterEvent(self, event) -> None:
        self._hover = True
        self.update()

    def hoverLeaveEvent(self, event) -> None:
        self._hover = False
        self.update()

    def mousePressEvent(self, event) -> None:
        if self.playable and self.face_up:
            event.accept()
            handler = getattr(self.scene(), "card_pressed", None)
            if handler is not None:
                handler(self)
        else:
            event.ignore()

    # --- animation ------------------------------------------------------------------------------------------
    def busy(self) -> bool:
        """An animation is running."""
        return self._anim is not None

    def animate(self, x: float, y: float, rotation: float = 0.0, z: float | None = None,
                face_up: bool | None = None, duration: int = 0, delay: int = 0, flip_ms: int | None = None,
                on_done: Done = None, easing: QEasingCurve.Type = QEasingCurve.Type.OutCubic) -> bool:
        """Move to (x, y, rotation), raise to z at once, turn face up/down; call on_done at the end.

        Returns whether an animation runs (False: already there, or duration 0 — done at once)."""
        self.finish()
        if z is not None:
            self.setZValue(z)
        turn = face_up is not None and (face_up and self.card != HIDDEN) != self.face_up
        here = self.pos()
        still = abs(here.x() - x) < 0.5 and abs(here.y() - y) < 0.5 and abs(self.rotation() - rotation) < 0.05
        if (duration <= 0 or (still and not turn)) and delay <= 0:   # nothing to see: no animation object
            if here.x() != x or here.y() != y:
                self.setPos(x, y)
            if self.rotation() != rotation:     # Qt repaints on setRotation even when the angle is the same
                self.setRotation(rotation)
            if turn:
                self.set_card(self.card, bool(face_up))
            if on_done is not None:
                on_done()
            return False
        seq = QSequentialAnimationGroup(self)
        if delay > 0:
            seq.addPause(delay)
        par = QParallelAnimationGroup(seq)
        seq.addAnimation(par)
        for prop, value in ((b"pos", QPointF(x, y)), (b"rotation", float(rotation))):
            a = QPropertyAnimation(self, prop, par)
            a.setEndValue(value)
            a.setDuration(max(1, duration))
            a.setEasingCurve(easing)
            par.addAnimation(a)
        if turn:
            self._from_face = self.face_up
            self.face_up = bool(face_up) and self.card != HIDDEN
            f = QPropertyAnimation(self, b"flip", par)
            f.setStartValue(0.0)
            f.setEndValue(1.0)
            f.setDuration(max(1, min(duration, flip_ms or duration)))
            par.addAnimation(f)
            if delay > 0:
                self._flip = 0.0    # still showing the old side while waiting
        if on_done is not None:
            self._done.append(on_done)
        seq.finished.connect(self._finished)
        self._anim = seq
        seq.start()
        return True

    def _finished(self) -> None:
        anim, self._anim = self._anim, None
        self._flip = 1.0
        if anim is not None:
            anim.deleteLater()
        done, self._done = self._done, []
        for fn in done:
            fn()

    def finish(self) -> None:
        """Jump to the end of the running animation (its on_done callbacks run)."""
        anim = self._anim
        if anim is None:
            return
        anim.setCurrentTime(anim.totalDuration())   # lands on the end values; emits finished
        if self._anim is anim:
            anim.stop()
            self._finished()

    # --- painting -------------------------------------------------------------------------------------------
    def paint(self, p: QPainter, option, widget=None) -> None:
        w, h = self._w, self._h
        face = self.face_up
        sx = 1.0
        if self._flip < 1.0:
            sx = abs(1.0 - 2.0 * self._flip)
            face = self._from_face if self._flip < 0.5 else self.face_up
        p.translate(0, -self.lift())
        if sx < 1.0:
            p.scale(max(sx, 0.001), 1.0)
        rect = QRectF(-w / 2, -h / 2, w, h)
        if self._glow > 0.0:
            self._paint_glow(p, rect)
        pix = self._art.pixmap(self.card if face else HIDDEN, w, h, shadow=True)
        t = p.worldTransform()
        if t.type().value <= QTransform.TransformationType.TxTranslate.value:
            # Unrotated, unscaled: blit at a whole pixel (no resampling: most cards, most frames).
            p.resetTransform()
            p.drawPixmap(QPointF(round(t.dx() - w / 2), round(t.dy() - h / 2)), pix)
            p.setWorldTransform(t)
        else:
            size = pix.deviceIndependentSize()
            p.drawPixmap(QRectF(-w / 2, -h / 2, size.width(), size.height()), pix, QRectF(pix.rect()))
        p.setPen(Qt.PenStyle.NoPen)
        if self.greyed:
            p.setBrush(QColor(20, 30, 25, 120))
            p.drawRoundedRect(rect, w * 0.07, w * 0.07)
        elif self.playable:
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(GOLD, max(1.5, w * (0.06 if self.chosen else 0.035))))
            p.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), w * 0.07, w * 0.07)
        if self.focused:
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(FOCUS, max(1.5, w * 0.03), Qt.PenStyle.DashLine))
            p.drawRoundedRect(rect.adjusted(-w * 0.04, -w * 0.04, w * 0.04, w * 0.04), w * 0.09, w * 0.09)
        if self.caption and face:
            text, px, _fits = self.caption_text()
            f = _font(px, bold=True)
            fm = QFontMetricsF(f)
            pw, ph = min(w * CAPTION_WIDE, fm.horizontalAdvance(text) + w * 0.16), w * 0.3
            pill = QRectF(-pw / 2, h / 2 - ph - w * 0.06, pw, ph)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(10, 20, 15, 210))
            p.drawRoundedRect(pill, ph / 2, ph / 2)
            p.setFont(f)
            p.setPen(GOLD)
            p.drawText(pill, Qt.AlignmentFlag.AlignCenter, text)


    def caption_text(self) -> tuple[str, float, bool]:
        """The caption of a face-up card on the table ("Trump") at the size that fits its pill: (text, px, fits)."""
        w = self._w
        return fitted([self.caption], w * 0.2, w * CAPTION_WIDE - w * 0.16, bold=True, least=7.0)   # no shorter form

    def _paint_glow(self, p: QPainter, rect: QRectF) -> None:
        """A soft gold halo round the card, as strong as `glow`: the full-strength halo of this card size, drawn
        once (`_halo`) and laid down at the glow's opacity — it fades over many frames, and its four antialiased
        rings cost more to draw than the card."""
        scale = p.device().devicePixelRatioF() * max(1.0, abs(p.worldTransform().m11()), abs(p.worldTransform().m22()))
        pix, margin = _halo(self._w, self._h, scale)
        opacity = p.opacity()
        p.setOpacity(opacity * min(1.0, self._glow))
        size = pix.deviceIndependentSize()
        p.drawPixmap(QRectF(rect.left() - margin, rect.top() - margin, size.width(), size.height()), pix,
                     QRectF(pix.rect()))
        p.setOpacity(opacity)


def _halo(w: float, h: float, scale: float) -> tuple[QPixmap, float]:
    """The just-drawn halo of a w×h card at full strength (four gold rings, fading outwards) on a transparent
    pixmap at `scale` device pixels per unit, and its margin round the card; drawn once per size."""
    return _halo_at(round(w, 2), round(h, 2), round(scale, 3))


@functools.lru_cache(maxsize=64)   # sizes change with the window: the few in use are kept
def _halo_at(w: float, h: float, scale: float) -> tuple[QPixmap, float]:
    rings = 4
    pen = w * GLOW_W / rings + 0.5
    margin = w * GLOW_W + pen
    pix = QPixmap(math.ceil((w + 2 * margin) * scale), math.ceil((h + 2 * margin) * scale))
    pix.setDevicePixelRatio(scale)
    pix.fill(Qt.GlobalColor.transparent)
    q = QPainter(pix)
    q.setRenderHint(QPainter.RenderHint.Antialiasing)
    q.translate(w / 2 + margin, h / 2 + margin)
    rect = QRectF(-w / 2, -h / 2, w, h)
    q.setBrush(Qt.BrushStyle.NoBrush)
    for i in range(rings, 0, -1):
        grow = w * GLOW_W * i / rings
        c = QColor(GOLD)
        c.setAlphaF(0.9 * (1.0 - (i - 1) / rings))   # at glow 1; a weaker glow is this at a lower opacity
        q.setPen(QPen(c, pen))
        q.drawRoundedRect(rect.adjusted(-grow, -grow, grow, grow), w * 0.07 + grow, w * 0.07 + grow)
    q.end()
    return pix, margin
