"""Making the table match a view: cards, piles, badges and roles (a part of `TableScene`, which calls `reconcile`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QGraphicsSimpleTextItem

from lomber.ui.table import layout as L
from lomber.ui.table.cardart import HIDDEN
from lomber.ui.table.events import Z_PILE
from lomber.ui.table.placing import table_card_names
from lomber.ui.table.sprites import INK, CardSprite

if TYPE_CHECKING:
    from lomber.ui.table.scene import TableScene



def score_text(scores: object, seat: int) -> str:
    """A seat's score as the badge shows it: one number (Fortuna's leves and honours summed, as the log says it;
    the badge's tooltip gives the parts)."""
    if not isinstance(scores, list) or seat >= len(scores):
        return ""
    s = scores[seat]
    if isinstance(s, list | tuple):
        return str(sum(int(x) for x in s))
    return str(s)


def score_parts(scores: object, seat: int) -> list[int]:
    """A score kept in parts (Fortuna's), else []."""
    if not isinstance(scores, list) or seat >= len(scores) or not isinstance(scores[seat], list | tuple):
        return []
    return [int(x) for x in scores[seat]]


class ViewSync:
    """Reconciles the sprites with a view dict, moving what differs."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene

    def reconcile(self, view: dict, duration: int) -> None:
        """Make the table match `view` (moving cards for `duration` ms)."""
        self.scene._view = view
        n = len(self.scene._names)
        self.scene._roles = dict(view.get("roles") or {})
        self.scene._stock.set_count(int(view.get("stock") or 0))
        self.scene._stock.setVisible(self.scene._stock.count > 0)
        stacks = list(view.get("stacks") or [])
        idle, out = set(view.get("idle") or []), set(view.get("out") or [])
        scores = view.get("scores")
        tricks = view.get("tricks")
        for i, b in enumerate(self.scene._badges):
            t = tricks[i] if isinstance(tricks, list) and i < len(tricks) and isinstance(tricks[i], int) else (
                self.scene._tricks[i] if i < len(self.scene._tricks) else 0)
            if i < len(self.scene._tricks):
                self.scene._tricks[i] = t      # the next trick counts on from what the view says (an opened match)
            b.set_fields(stack=int(stacks[i]) if i < len(stacks) else 0, idle=i in idle, out=i in out,
                         score=score_text(scores, i), score_parts=score_parts(scores, i), tricks=t)
        self.update_roles()
        table = dict(view.get("table") or {})
        for name in [p for p in self.scene._piles if p not in table]:
            self.scene.drop(self.scene._piles.pop(name))
        for name, count in table.items():
            self.scene.placer.pile(name).set_count(int(count))
        self.scene.placer.place_piles()
        hands = list(view.get("hands") or [])
        for seat in range(n):
            want = [str(c) for c in hands[seat]] if seat < len(hands) and hands[seat] else []
            if self.scene.placer.sorts(seat):
                self.scene._hands[seat].sort(key=lambda s: L.hand_key(s.card))
                want.sort(key=L.hand_key)
            self._sync_cards(self.scene._hands[seat], want, duration)
        centre = [(s, str(c)) for s, c in (view.get("center") or [])]
        have = [s for _, s in self.scene._centre]
        self._sync_cards(have, [c for _, c in centre], duration)
        self.scene._centre = [(seat if isinstance(seat, int) else None, s) for (seat, _), s in zip(centre, have)]
        # A place's card, or its cards first to last (a pile), by the names the placer gives them.
        tc: dict[str, str] = {}
        for place, held in (view.get("table_cards") or {}).items():
            cards = [str(c) for c in (held if isinstance(held, list) else [held]) if c]
            tc.update(zip(table_card_names(str(place), len(cards)), cards))
        for name in [k for k in self.scene._tcards if k not in tc]:
            self.scene.placer.remove(self.scene._tcards.pop(name), duration)
        for name, c in tc.items():
            if name not in self.scene._tcards:
                self.scene._tcards[name] = self.scene.placer.new_card(c)
            self._retarget(self.scene._tcards[name], c)
        self.scene.placer.place_piles()
        self.scene.placer.place_cards(duration)
        self.scene.placer.apply_states()

    @staticmethod
    def _retarget(s: CardSprite, card: str) -> None:
        """Make a sprite show `card`; a card turning over flips in the next animate."""
        if card == s.card:
            return
        if card == HIDDEN:
            s.set_card(HIDDEN, False)
        elif s.card == HIDDEN or not s.face_up:
            s.card = card
        else:
            s.set_card(card, True)

    def _sync_cards(self, have: list[CardSprite], want: list[str], duration: int) -> None:
        while len(have) > len(want):
            self.scene.placer.remove(have.pop(), duration)
        for i, c in enumerate(want):
            if i < len(have):
                self._retarget(have[i], c)
            else:
                have.append(self.scene.placer.new_card(c))

    def update_roles(self) -> None:
        for b in self.scene._badges:
            b.set_fields(roles=[r for r, s in self.scene._roles.items() if s == b.seat])
        self.place_role_labels()

    def place_role_labels(self) -> None:
        """Roles whose hands lie in the middle (Chemin de fer): "Banker — name" under each such hand."""
        centre_roles = self.scene.words.info.centre_hands if self.scene.words else ()
        for role in set(centre_roles) | set(self.scene._role_labels):
            seat = self.scene._roles.get(role) if role in centre_roles else None
            label = self.scene._role_labels.get(role)
            if not self.scene._valid_seat(seat):
                if label is not None:
                    label.hide()
                continue
            if label is None:
                label = QGraphicsSimpleTextItem()
                label.setBrush(INK)
                label.setZValue(Z_PILE)
                self.scene.addItem(label)
                self.scene._role_labels[role] = label
            f = label.font()
            f.setPixelSize(max(9, round(self.scene._lay.card_w * 0.24)))
            f.setBold(True)
            label.setFont(f)
            label.setText(f"{self.scene.words.role(role).capitalize()} \u2014 {self.scene._names[seat]}")
            cw = self.scene._lay.card_w * 1.1
            x, y = self.scene._lay.centre_hand(centre_roles.index(role), 1, 0, cw)
            br = label.boundingRect()
            label.setPos(x - br.width() / 2, y + cw * L.CARD_RATIO / 2 + cw * 0.12)
            label.show()
