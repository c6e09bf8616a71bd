"""What lies on the table, as the scene's parts may reach it: the live hands, middle, table cards, draw piles and
chip piles, the sprites on their way out, who holds each role, and the viewer's playable and chosen cards.

`TableHoldings` is a half of `scene.TableScene` (a mixin: the fields are the scene's, declared below). It gives
public names to what `placing.CardPlacer` works on (its `Table` protocol lists only public members,
tests/test_doors.py); the lists and dicts are the scene's own, not copies: the placer moves cards between them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QGraphicsItem

if TYPE_CHECKING:
    from lomber.ui.table.piles import ChipPile
    from lomber.ui.table.sprites import CardSprite


class TableHoldings:
    """The scene's holdings under public names (see the module's doc)."""

    # the scene's own
    _hands: list[list[CardSprite]]
    _centre: list[tuple[int | None, CardSprite]]
    _tcards: dict[str, CardSprite]
    _draws: list[tuple[int, CardSprite]]
    _piles: dict[str, ChipPile]
    _roles: dict[str, int | None]
    _transient: set
    _playable: set[str]
    _chosen: set[str] | None

    addItem: Callable[[QGraphicsItem], None]
    removeItem: Callable[[QGraphicsItem], None]

    @property
    def hands(self) -> list[list[CardSprite]]:
        """Each seat's hand, in the order shown."""
        return self._hands

    @property
    def centre(self) -> list[tuple[int | None, CardSprite]]:
        """The middle's cards, (who played it, the card) in the order played."""
        return self._centre

    @property
    def table_cards(self) -> dict[str, CardSprite]:
        """The face-up table cards by name (`placing.table_card_names`)."""
        return self._tcards

    @property
    def draws(self) -> list[tuple[int, CardSprite]]:
        """The draw for the first dealer: (seat, card) in the order drawn."""
        return self._draws

    @property
    def leaving(self) -> set:
        """Sprites and chips on their way off the table (deleted when they arrive)."""
        return self._transient

    def add_pile(self, name: str, pile: ChipPile) -> None:
        """A new chip pile on the table, known by `name`."""
        self.addItem(pile)
        self._piles[name] = pile

    def role_seat(self, role: str) -> int | None:
        """The seat holding `role` (None: nobody)."""
        return self._roles.get(role)

    def playable_cards(self) -> set[str]:
        """The viewer's cards that may be played now."""
        return self._playable

    def chosen_cards(self) -> set[str] | None:
        """The viewer's cards raised for an exchange or a discard (None: not choosing)."""
        return self._chosen

    def drop(self, item: QGraphicsItem) -> None:
        """Take `item` off the table and delete it."""
        if item.scene() is self:
            self.removeItem(item)
        if hasattr(item, "deleteLater"):
            item.deleteLater()
