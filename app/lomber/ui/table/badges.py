"""Seat badges (name, chips, score, roles, a speech bubble) and the hot-seat curtain over the table."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    QPointF,
    QRectF,
    Qt,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from lomber.ui.plaintext import set_tip
from lomber.ui.table.layout import BADGE_TEXT, BUBBLE_H
from lomber.ui.table.piles import draw_chip
from lomber.ui.table.sprites import (
    BADGE_BG,
    BUBBLE_WIDE,
    GOLD,
    INK,
    INK_DIM,
    BadgeText,
    _font,
    fitted,
    fitted_bubble,
    metrics,
    text_width,
)
from lomber.ui.texts import GameTexts, tr

AWAY_TAG = QColor("#8ecae6")   # a network player away: his badge's outline and the tag saying so
AWAY_PAD = 1.2                 # the tag's width beyond its text, in the badge's paddings


class SeatBadge(QGraphicsObject):
    """A seat: name, chip stack, role marker, score; gold when it is this seat's turn; greyed when idle/out."""

    def __init__(self, seat: int, name: str, w: float, h: float, compact: bool, words: GameTexts) -> None:
        super().__init__()
        self.seat = seat
        self.name = name
        self.away: list[str] = []     # a network player's state, full words first, then shorter (ui/shell/netwindow.py)
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
        self._rect: QRectF | None = None   # the bounding rect, kept: the scene asks for it at every paint
        self._texts_key: tuple | None = None    # what `texts` were fitted for, and the texts (see there)
        self._texts: dict[str, BadgeText] = {}
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemSendsGeometryChanges)   # (itemChange: the bubble's shift)

    def set_geometry(self, w: float, h: float, compact: bool, bubble_below: bool = False,
                     bubble_inside: bool = False) -> None:
        """Badge size changed (layout)."""
        new = (w, h, compact, bubble_below, bubble_inside)
        if new != (self._w, self._h, self.compact, self.bubble_below, self.bubble_inside):
            self.prepareGeometryChange()
            self._w, self._h, self.compact, self.bubble_below, self.bubble_inside = new
            self._rect = None
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
            # A player away is not dimmed like an idle seat: his badge is outlined and says so on a tag (paint).
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
        if self.away:
            tip += "\n" + self.away[0]
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
            self._rect = None
            self.update()

    def boundingRect(self) -> QRectF:
        if self._rect is None:
            self._rect = self._bounds()
        return QRectF(self._rect)     # a copy: a caller may move what it is given

    def _bounds(self) -> QRectF:
        w, h = self._w, self._h
        extra = h * BUBBLE_H if self._bubble and not self.bubble_inside else 0.0
        top, bottom = (0.0, extra) if self.bubble_below else (extra, 0.0)
        rect = QRectF(-w / 2 - 4, -h / 2 - 4 - top, w + 8, h + 8 + top + bottom)
        if extra:       # a bubble may be a little wider than the badge, moved sideways to stay on the table
            wide = self._bubble_width()
            rect = rect.united(QRectF(self.bubble_shift(wide) - wide / 2 - 4, rect.top(), wide + 8, rect.height()))
        return rect

    def bubble_shift(self, width: float) -> float:
        """How far a bubble `width` wide moves sideways from the badge's middle to stay whole on the table (a seat
        at its left or right edge)."""
        scene = self.scene()
        if scene is None:
            return 0.0
        room, x, pad = scene.sceneRect(), self.pos().x(), 5.0
        if x - width / 2 < room.left() + pad:
            return room.left() + pad - (x - width / 2)
        if x + width / 2 > room.right() - pad:
            return room.right() - pad - (x + width / 2)
        return 0.0

    def itemChange(self, change, value):
        if change == QGraphicsItem.GraphicsItemChange.ItemPositionHasChanged and self._bubble:
            self.prepareGeometryChange()      # the bubble's shift depends on where the badge is
            self._rect = None
        return super().itemChange(change, value)

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
        if self.turn:
            p.setPen(QPen(GOLD, max(2.0, h * 0.07)))
        elif self.away:   # dashed amber: the seat waits for its player, at any size of table
            p.setPen(QPen(AWAY_TAG, max(1.5, h * 0.05), Qt.PenStyle.DashLine))
        else:
            p.setPen(QPen(QColor(255, 255, 255, 40), 1))
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
        fm = metrics(name.px, bold=True)
        name_rect = QRectF(r.left() + pad, r.top() + lh * 0.2, right - r.left() - pad * 1.5, lh)
        p.drawText(name_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                   name.text if name.fits else fm.elidedText(name.text, Qt.TextElideMode.ElideRight, name_rect.width()))
        # Second line: chip + stack, score, tricks.
        line = QRectF(r.left() + pad, r.top() + lh * 1.2, w - 2 * pad, lh)
        chip = line.height() * 0.62
        draw_chip(p, line.left() + chip / 2, line.center().y(), chip, QColor("#c8553d" if self.stack < 0 else "#d9a520"))
        p.setFont(_font(lh * BADGE_TEXT))
        p.setPen(QColor("#ff8a80") if self.stack < 0 else INK)
        p.drawText(line.adjusted(chip + pad * 0.5, 0, 0, 0), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                   str(self.stack))
        bubble = texts.get("bubble")
        if bubble is not None and self.bubble_inside:
            act = QRectF(line.left(), line.bottom(), line.width(), lh * 0.92)
            p.setFont(_font(bubble.px))
            pw = min(act.width(), metrics(bubble.px).horizontalAdvance(bubble.text) + pad * 2)
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
        if tail is not None and self.away:
            # On an amber tag, bold and dark: legible even as the one-character sign of a crowded table.
            p.setFont(_font(tail.px, bold=True))
            tw = metrics(tail.px, bold=True).horizontalAdvance(tail.text) + pad * AWAY_PAD
            tag = QRectF(line.right() - tw, line.top() + lh * 0.06, tw, lh * 0.88)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(AWAY_TAG)
            p.drawRoundedRect(tag, tag.height() * 0.3, tag.height() * 0.3)
            p.setPen(QColor("#1e1e1e"))
            p.drawText(tag, Qt.AlignmentFlag.AlignCenter, tail.text)
        elif tail is not None:
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
        if self.away:
            return list(self.away)     # the player matters more than his score while he is gone
        if not self.score and not self.tricks:
            return []
        score = [self.score] if self.score else []
        if not self.tricks:
            return ["  ".join(score)]
        short = tr("%1 tr.").replace("%1", str(self.tricks))     # an abbreviation: one form for every count
        return ["  ".join(score + [tr("%n trick(s)", self.tricks)]), "  ".join(score + [short]),
                " ".join(score + [short])]

    def texts(self) -> dict[str, BadgeText]:
        """Every text the badge paints now, each at the size (and in the form) that fits its room; fitted again only
        when something they depend on changed (a coup's start repaints ~27 badges of a 30-seat table in one frame,
        most with only their bubble gone)."""
        forms = self.tail_forms()      # in the language in use
        key = (self._w, self._h, self.compact, self.bubble_inside, len(self.roles[:2]), self.stack, tuple(forms),
               self.tricks, self.out, self.name, self._bubble)
        if self._texts_key != key:
            self._texts_key, self._texts = key, self._fit_texts(forms)
        return dict(self._texts)

    def _fit_texts(self, forms: list[str]) -> dict[str, BadgeText]:
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
        stack_w = metrics(lh * BADGE_TEXT).horizontalAdvance(str(self.stack))
        if forms:
            room = line_w - chip - pad * 1.5 - stack_w
            if self.away:   # bold, on its tag (paint)
                room -= pad * AWAY_PAD
            text, px, fits = fitted(forms, lh * BADGE_TEXT, room, bold=bool(self.away))
            if not fits and self.tricks and not self.out:
                # Cramped (800 px): the tricks taken on a disc at the line's end; the score is in the tooltip and
                # the Scores panel beside the table.
                count, disc = str(self.tricks), self._disc(lh, marker, room)
                tpx = max(7.0, disc * 0.62)
                out["tricks"] = BadgeText("tricks", count, tpx, room, 9 <= disc <= room and
                                          metrics(tpx, True).horizontalAdvance(count) <= disc)
            else:
                out["tail"] = BadgeText("tail", text, px, room, fits)
        room = right - (-w / 2) - pad * 1.5
        text, px, fits = fitted([self.name], name_px, room, bold=True)
        if not fits:    # a cramped table (800 px, a dock beside it): the whole name, smaller, never «Playe…»
            text, px, fits = fitted([self.name], name_px, room, bold=True, least=7.0)
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
        b = QRectF(self.bubble_shift(bw) - bw / 2, y, bw, bh)
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
