"""Things on the table: card sprites that animate themselves, chip piles, seat badges, the deck."""

from __future__ import annotations

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
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
    QTransform,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from lomber.ui.plaintext import set_tip
from lomber.ui.table.cardart import HIDDEN, CardArt
from lomber.ui.table.layout import BADGE_TEXT, BUBBLE_H, CARD_RATIO
from lomber.ui.texts import GameTexts, tr

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
            if QFontMetricsF(_font(size, bold)).horizontalAdvance(text) <= width:
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
    fm = QFontMetricsF(_font(px, bold))
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
        """A soft gold halo round the card, as strong as `glow`."""
        w = self._w
        p.setBrush(Qt.BrushStyle.NoBrush)
        rings = 4
        for i in range(rings, 0, -1):
            grow = w * GLOW_W * i / rings
            c = QColor(GOLD)
            c.setAlphaF(min(1.0, self._glow * 0.9 * (1.0 - (i - 1) / rings)))
            p.setPen(QPen(c, w * GLOW_W / rings + 0.5))
            p.drawRoundedRect(rect.adjusted(-grow, -grow, grow, grow), w * 0.07 + grow, w * 0.07 + grow)


class ChipToken(QGraphicsObject):
    """A single chip sliding between two places (short-lived)."""

    def __init__(self, colour: str, size: float) -> None:
        super().__init__()
        self._c = QColor(colour)
        self._s = size
        self._anim: QSequentialAnimationGroup | None = None

    def boundingRect(self) -> QRectF:
        s = self._s
        return QRectF(-s / 2 - 1, -s / 2 - 1, s + 2, s + 2)

    def paint(self, p: QPainter, option, widget=None) -> None:
        _draw_chip(p, 0, 0, self._s, self._c)

    def fly(self, x: float, y: float, duration: int, delay: int, on_done: Callable[[], None]) -> None:
        """Slide to (x, y) and call on_done."""
        seq = QSequentialAnimationGroup(self)
        if delay:
            seq.addPause(delay)
        a = QPropertyAnimation(self, b"pos", seq)
        a.setEndValue(QPointF(x, y))
        a.setDuration(max(1, duration))
        a.setEasingCurve(QEasingCurve.Type.InOutCubic)
        seq.addAnimation(a)
        seq.finished.connect(on_done)
        self._anim = seq
        seq.start()

    def finish(self) -> None:
        """Jump to the end."""
        if self._anim is not None and self._anim.state() == QSequentialAnimationGroup.State.Running:
            self._anim.setCurrentTime(self._anim.totalDuration())


def _draw_chip(p: QPainter, x: float, y: float, s: float, c: QColor) -> None:
    """One chip seen from above: a disc with an edge stripe."""
    r = QRectF(x - s / 2, y - s / 2, s, s)
    p.setPen(QPen(c.darker(170), max(0.8, s * 0.06)))
    p.setBrush(c)
    p.drawEllipse(r)
    p.setPen(QPen(QColor(255, 255, 255, 170), max(0.8, s * 0.09), Qt.PenStyle.DashLine))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(r.adjusted(s * 0.16, s * 0.16, -s * 0.16, -s * 0.16))


class ChipPile(QGraphicsObject):
    """Chips lying on the table under a name (farm, bank, pool …) with their count."""

    def __init__(self, name: str, label: str, colour: str, size: float) -> None:
        super().__init__()
        self.name = name
        self.label = label
        self.count = 0
        self._s = size
        self._colour = QColor(colour)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_size(self, size: float) -> None:
        """Chip diameter changed (layout)."""
        if abs(size - self._s) > 0.01:
            self.prepareGeometryChange()
            self._s = size

    def set_count(self, count: int) -> None:
        """Show `count` chips."""
        if count != self.count:
            self.count = count
            self.update()

    def chip_colour(self) -> str:
        """Colour of this pile's chips."""
        return self._colour.name()

    def boundingRect(self) -> QRectF:
        s = self._s
        return QRectF(-s * 2.0, -s * 2.05, s * 4.0, s * 3.2)

    def paint(self, p: QPainter, option, widget=None) -> None:
        s = self._s
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        drawn = min(self.count, 30)
        cols = (drawn + 9) // 10
        for c in range(cols):
            cx = (c - (cols - 1) / 2) * s * 1.02
            for i in range(min(10, drawn - c * 10)):
                _draw_chip(p, cx, -s * 0.35 - i * s * 0.11, s, self._colour)
        if self.count == 0:
            p.setPen(QPen(QColor(255, 255, 255, 50), 1.2, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(QRectF(-s / 2, -s * 0.85, s, s))
        p.setFont(_font(s * 0.42, bold=True))
        p.setPen(INK)
        p.drawText(QRectF(-s * 2.0, s * 0.2, s * 4.0, s * 0.9), Qt.AlignmentFlag.AlignCenter,
                   f"{self.label} {self.count}")


class StockPile(QGraphicsObject):
    """The deck (or Chemin de fer's shoe): a few stacked backs and the number of cards left."""

    def __init__(self, art: CardArt, width: float) -> None:
        super().__init__()
        self._art = art
        self._w = width
        self.count = 0
        self.shoe = False

    def set_width(self, width: float) -> None:
        """Card width changed (layout)."""
        if abs(width - self._w) > 0.01:
            self.prepareGeometryChange()
            self._w = width

    def set_count(self, count: int) -> None:
        """Cards left."""
        if count != self.count:
            self.count = count
            set_tip(self, tr("%n card(s) left in the shoe", count) if self.shoe
                    else tr("%n card(s) left in the stock", count))
            self.update()

    def top(self) -> QPointF:
        """Where a card leaves the deck."""
        k = min(self.count, 5)
        return self.pos() + QPointF(-k * 0.6, -k * 0.9)

    def boundingRect(self) -> QRectF:
        w, h = self._w, self._w * CARD_RATIO
        return QRectF(-w / 2 - 6, -h / 2 - 8, w + 12, h + 14)

    def paint(self, p: QPainter, option, widget=None) -> None:
        if self.count <= 0:
            return
        w, h = self._w, self._w * CARD_RATIO
        pix = self._art.pixmap(HIDDEN, w, h)
        layers = min(self.count, 5)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 60))
        p.drawRoundedRect(QRectF(-w / 2 + 2, -h / 2 + 3, w, h), w * 0.07, w * 0.07)
        for i in range(layers):
            r = QRectF(-w / 2 - i * 0.6, -h / 2 - i * 0.9, w, h)
            p.drawPixmap(r, pix, QRectF(pix.rect()))
        # The count on a dark pill across the lower part of the deck.
        label, px = self.label()
        f = _font(px, bold=True)
        fm = QFontMetricsF(f)
        pw, ph = min(w * 1.15, fm.horizontalAdvance(label) + w * 0.2), w * 0.32
        pill = QRectF(-pw / 2, h / 2 - ph - w * 0.1, pw, ph)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setBrush(QColor(10, 20, 15, 200))
        p.drawRoundedRect(pill, ph / 2, ph / 2)
        p.setFont(f)
        p.setPen(INK)
        p.drawText(pill, Qt.AlignmentFlag.AlignCenter, label)

    def label(self) -> tuple[str, float]:
        """The count's caption and its pixel size: "Shoe 31", a little smaller if it must, else "31" alone (the
        tooltip says what it counts); never cut."""
        w = self._w
        full = tr("Shoe %1").replace("%1", str(self.count)) if self.shoe else str(self.count)
        text, px, _fits = fitted([full, str(self.count)], w * 0.22, w * 1.15 - w * 0.2, bold=True)
        return text, px

    def label_fits(self) -> bool:
        text, px = self.label()
        return QFontMetricsF(_font(px, bold=True)).horizontalAdvance(text) <= self._w * 1.15 - self._w * 0.2 + 0.5


class SeatBadge(QGraphicsObject):
    """A seat: name, chip stack, role marker, score; gold when it is this seat's turn; greyed when idle/out."""

    def __init__(self, seat: int, name: str, w: float, h: float, compact: bool, words: GameTexts) -> None:
        super().__init__()
        self.seat = seat
        self.name = name
        self.words = words            # the game's role names and colours
        self._w, self._h, self.compact = w, h, compact
        self.stack = 0
        self.roles: list[str] = []
        self.score: str = ""
        self.score_parts: list[int] = []     # a score kept in parts (Fortuna's leves and honours), for the tooltip
        self.turn = False
        self.idle = False
        self.out = False
        self.tricks = 0
        self._bubble = ""
        self.said = ""           # the action text behind the bubble, to say it again in another language
        self.bubble_below = False     # seats at the top: the bubble hangs below, between badge and hand
        self.bubble_inside = False    # crowded tables: the last decision shows inside the badge
        self.on_change: Callable[[int], None] | None = None   # told when stack, score, roles or out change
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_geometry(self, w: float, h: float, compact: bool, bubble_below: bool = False,
                     bubble_inside: bool = False) -> None:
        """Badge size changed (layout)."""
        new = (w, h, compact, bubble_below, bubble_inside)
        if new != (self._w, self._h, self.compact, self.bubble_below, self.bubble_inside):
            self.prepareGeometryChange()
            self._w, self._h, self.compact, self.bubble_below, self.bubble_inside = new
            self.update()

    def chip_point(self) -> QPointF:
        """Where chips arrive at and leave this seat."""
        return self.pos() + QPointF(-self._w * 0.25, self._h * 0.15)

    def set_fields(self, **fields: object) -> None:
        """Update some of stack, roles, score, turn, idle, out, tricks, name; repaint if anything changed."""
        changed = set()
        for k, v in fields.items():
            if getattr(self, k) != v:
                setattr(self, k, v)
                changed.add(k)
        if changed:
            self.setOpacity(0.45 if self.out else 0.7 if self.idle else 1.0)
            self.retranslate()
            self.setCursor(Qt.CursorShape.PointingHandCursor if self.tricks else Qt.CursorShape.ArrowCursor)
            self.update()
            if self.on_change is not None and not changed.isdisjoint(("stack", "score", "roles", "out", "name")):
                self.on_change(self.seat)

    def say(self, action: str) -> None:
        """The seat's last decision (its canonical text) in a bubble, in the table's words."""
        self.set_bubble(self.words.bubble(action))
        self.said = action

    def retranslate(self) -> None:
        """The bubble and the tooltip in the language in use (tricks taken: how to see the last one)."""
        if self.said and self._bubble:
            said = self.said
            self.set_bubble(self.words.bubble(said))
            self.said = said          # said again at the next change of language too
        tip = ", ".join([self.name] + [self.words.role(r) for r in self.roles])
        tip += "\n" + tr("Chips: %1").replace("%1", str(self.stack))
        if self.score:
            tip += "\n" + (self.words.score_tip(self.score_parts) or tr("Score: %1").replace("%1", self.score))
        if self.tricks:
            tip += "\n" + tr("%n trick(s) taken; click to see the last one.", self.tricks)
        set_tip(self, tip)
        self.update()

    def mousePressEvent(self, event) -> None:
        on_bubble = bool(self._bubble) and not self.bubble_inside and \
            not QRectF(-self._w / 2, -self._h / 2, self._w, self._h).contains(event.pos())
        handler = getattr(self.scene(), "bubble_pressed" if on_bubble else "badge_pressed", None)
        if handler is None:
            event.ignore()
            return
        event.accept()
        if on_bubble:
            handler(self, event.screenPos())
        else:
            handler(self)

    def set_bubble(self, text: str) -> None:
        """A short speech bubble (the seat's last decision); empty hides it."""
        self.said = ""
        if text != self._bubble:
            self.prepareGeometryChange()
            self._bubble = text
            self.update()

    def boundingRect(self) -> QRectF:
        w, h = self._w, self._h
        extra = h * BUBBLE_H if self._bubble and not self.bubble_inside else 0.0
        top, bottom = (0.0, extra) if self.bubble_below else (extra, 0.0)
        wide = max(w, self._bubble_width()) if extra else w      # a bubble may be a little wider than the badge
        return QRectF(-wide / 2 - 4, -h / 2 - 4 - top, wide + 8, h + 8 + top + bottom)

    def _bubble_width(self) -> float:
        """The speech bubble's width as painted (cached: the bounding rect is asked often)."""
        key = (self._bubble, self._w, self._h)
        if getattr(self, "_bubble_key", None) != key:
            text, px, _fits = fitted_bubble(self._bubble, self._h * 0.27, self._w * BUBBLE_WIDE - self._h * 0.45,
                                            self._h * 0.22)
            width = text_width(text, px, bold=True) + self._h * 0.45
            self._bubble_key, self._bubble_w = key, min(width, self._w * BUBBLE_WIDE)
        return self._bubble_w

    def text_px(self) -> float:
        """The pixel size of the smallest text it paints (the stack line), in scene units."""
        return max(7, round(self._h / ((3 if self.bubble_inside else 2) + 0.4) * BADGE_TEXT))

    def paint(self, p: QPainter, option, widget=None) -> None:
        w, h = self._w, self._h
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(-w / 2, -h / 2, w, h)
        p.setPen(QPen(GOLD, max(2.0, h * 0.07)) if self.turn else QPen(QColor(255, 255, 255, 40), 1))
        p.setBrush(BADGE_BG)
        p.drawRoundedRect(r, h * 0.22, h * 0.22)
        lines = 3 if self.bubble_inside else 2      # name; stack; (crowded tables) the last decision
        lh = h / (lines + 0.4)                       # one line's height
        pad = lh * 0.24
        marker = lh * 0.84
        # Role markers: coloured discs with the role's initial, at the right.
        right = r.right() - pad
        for role in self.roles[:2]:
            mr = QRectF(right - marker, r.top() + lh * 0.2 + (lh - marker) / 2, marker, marker)
            g = QRadialGradient(mr.center(), marker / 2)
            c = QColor(self.words.role_colour(role))
            g.setColorAt(0, c.lighter(140))
            g.setColorAt(1, c)
            p.setPen(QPen(QColor(0, 0, 0, 120), 1))
            p.setBrush(QBrush(g))
            p.drawEllipse(mr)
            p.setPen(QColor("white"))
            p.setFont(_font(marker * 0.62, bold=True))
            p.drawText(mr, Qt.AlignmentFlag.AlignCenter, self.words.role(role)[:1].upper())
            right -= marker + pad * 0.5
        texts = self.texts()
        # Name on the first line: a little smaller if it must; a name longer still is cut (the tooltip has it).
        name = texts["name"]
        f = _font(name.px, bold=True)
        p.setFont(f)
        p.setPen(GOLD if self.turn else INK)
        fm = QFontMetricsF(f)
        name_rect = QRectF(r.left() + pad, r.top() + lh * 0.2, right - r.left() - pad * 1.5, lh)
        p.drawText(name_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                   name.text if name.fits else fm.elidedText(name.text, Qt.TextElideMode.ElideRight, name_rect.width()))
        # Second line: chip + stack, score, tricks.
        line = QRectF(r.left() + pad, r.top() + lh * 1.2, w - 2 * pad, lh)
        chip = line.height() * 0.62
        _draw_chip(p, line.left() + chip / 2, line.center().y(), chip, QColor("#c8553d" if self.stack < 0 else "#d9a520"))
        p.setFont(_font(lh * BADGE_TEXT))
        p.setPen(QColor("#ff8a80") if self.stack < 0 else INK)
        p.drawText(line.adjusted(chip + pad * 0.5, 0, 0, 0), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                   str(self.stack))
        bubble = texts.get("bubble")
        if bubble is not None and self.bubble_inside:
            act = QRectF(line.left(), line.bottom(), line.width(), lh * 0.92)
            p.setFont(_font(bubble.px))
            pw = min(act.width(), QFontMetricsF(p.font()).horizontalAdvance(bubble.text) + pad * 2)
            pill = QRectF(act.center().x() - pw / 2, act.top(), pw, act.height())
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor("#fdf6e3"))
            p.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
            p.setPen(QColor("#222222"))
            p.drawText(pill, Qt.AlignmentFlag.AlignCenter, bubble.text)
        tricks = texts.get("tricks")
        if tricks is not None:     # no room for words beside the stack: the tricks taken on a white disc
            disc = self._disc(lh, marker, tricks.room)
            mr = QRectF(line.right() - disc, line.center().y() - disc / 2, disc, disc)
            p.setPen(QPen(QColor(0, 0, 0, 120), 1))
            p.setBrush(QColor("#f4efe1"))
            p.drawEllipse(mr)
            p.setPen(QColor("#222222"))
            p.setFont(_font(tricks.px, bold=True))
            p.drawText(mr, Qt.AlignmentFlag.AlignCenter, tricks.text)
        tail = texts.get("tail")
        if tail is not None:
            p.setFont(_font(tail.px))
            p.setPen(INK_DIM)
            p.drawText(line, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, tail.text)
        if bubble is not None and not self.bubble_inside:
            self._paint_bubble(p, r, bubble)

    @staticmethod
    def _disc(lh: float, marker: float, room: float) -> float:
        """The tricks disc's size: a role marker's, as the line and the room beside the stack allow."""
        return min(marker, lh * 0.8, room)

    def tail_forms(self) -> list[str]:
        """What follows the stack on the second line, in its full words first, then shorter: the score and the
        tricks taken ("14  2 tricks", then "14  2 tr."); the tooltip always says it in full."""
        if self.out:
            return [tr("out")]
        if not self.score and not self.tricks:
            return []
        score = [self.score] if self.score else []
        if not self.tricks:
            return ["  ".join(score)]
        short = tr("%1 tr.").replace("%1", str(self.tricks))     # an abbreviation: one form for every count
        return ["  ".join(score + [tr("%n trick(s)", self.tricks)]), "  ".join(score + [short]),
                " ".join(score + [short])]

    def texts(self) -> dict[str, BadgeText]:
        """Every text the badge paints now, each at the size (and in the form) that fits its room."""
        w, h = self._w, self._h
        lines = 3 if self.bubble_inside else 2
        lh = h / (lines + 0.4)
        pad = lh * 0.24
        marker = lh * 0.84
        name_px = lh * (0.6 if self.compact else 0.56)
        right = w / 2 - pad - len(self.roles[:2]) * (marker + pad * 0.5)
        out: dict[str, BadgeText] = {}
        line_w = w - 2 * pad
        chip = lh * 0.62
        stack_w = QFontMetricsF(_font(lh * BADGE_TEXT)).horizontalAdvance(str(self.stack))
        forms = self.tail_forms()
        if forms:
            room = line_w - chip - pad * 1.5 - stack_w
            text, px, fits = fitted(forms, lh * BADGE_TEXT, room)
            if not fits and self.tricks and not self.out:
                # Cramped (800 px): the tricks taken on a disc at the line's end; the score is in the tooltip and
                # the Scores panel beside the table.
                count, disc = str(self.tricks), self._disc(lh, marker, room)
                tpx = max(7.0, disc * 0.62)
                out["tricks"] = BadgeText("tricks", count, tpx, room, 9 <= disc <= room and
                                          QFontMetricsF(_font(tpx, True)).horizontalAdvance(count) <= disc)
            else:
                out["tail"] = BadgeText("tail", text, px, room, fits)
        room = right - (-w / 2) - pad * 1.5
        text, px, fits = fitted([self.name], name_px, room, bold=True)
        out["name"] = BadgeText("name", text, px, room, fits)
        if self._bubble:
            if self.bubble_inside:
                room = line_w - pad * 2
                text, px, fits = fitted([self._bubble], lh * BADGE_TEXT, room)
            else:   # above or below the badge, a little wider than it if need be, else on two lines
                room = w * BUBBLE_WIDE - h * 0.45
                text, px, fits = fitted_bubble(self._bubble, h * 0.27, room, h * 0.22)
            out["bubble"] = BadgeText("bubble", text, px, room, fits)
        return out

    def _paint_bubble(self, p: QPainter, r: QRectF, bubble: BadgeText) -> None:
        f = _font(bubble.px, bold=True)
        text = bubble.text
        bw = min(text_width(text, bubble.px, bold=True) + self._h * 0.45, self._w * BUBBLE_WIDE)
        bh = self._h * 0.56
        gap = self._h * (BUBBLE_H - 0.56) / 2
        y = r.bottom() + gap if self.bubble_below else r.top() - bh - gap
        b = QRectF(-bw / 2, y, bw, bh)
        path = QPainterPath()
        path.addRoundedRect(b, bh * 0.4, bh * 0.4)
        p.setPen(QPen(QColor(0, 0, 0, 90), 1))
        p.setBrush(QColor("#fdf6e3"))
        p.drawPath(path)
        p.setFont(f)
        p.setPen(QColor("#222222"))
        p.drawText(b, Qt.AlignmentFlag.AlignCenter, text)


class Curtain(QGraphicsObject):
    """Hot-seat: a curtain over the whole table with a message; swallows clicks."""

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF()
        self.text = ""
        self.setZValue(10_000)
        self.setAcceptedMouseButtons(Qt.MouseButton.AllButtons)

    def set_rect(self, rect: QRectF) -> None:
        """Cover `rect`."""
        self.prepareGeometryChange()
        self._rect = QRectF(rect)

    def set_text(self, text: str) -> None:
        """The message on the curtain."""
        self.text = text
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def mousePressEvent(self, event) -> None:
        event.accept()

    def paint(self, p: QPainter, option, widget=None) -> None:
        r = self._rect
        p.fillRect(r, QColor("#3b0f14"))
        pen = QPen(QColor(0, 0, 0, 60), max(2.0, r.width() / 160))
        p.setPen(pen)
        step = max(12.0, r.width() / 40)
        x = r.left() + step / 2
        while x < r.right():    # the folds of a velvet curtain
            p.drawLine(QPointF(x, r.top()), QPointF(x, r.bottom()))
            x += step
        p.setPen(INK)
        p.setFont(_font(min(r.height() * 0.05, r.width() * 0.035), bold=True))
        p.drawText(r.adjusted(r.width() * 0.1, 0, -r.width() * 0.1, 0),
                   Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.text)
