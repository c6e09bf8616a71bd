"""Chips: every seat's stack and the named piles on the table, always adding up to what was brought."""

from __future__ import annotations

from dataclasses import dataclass, field

SEAT = "seat:"


def seat_place(seat: int) -> str:
    """The ledger name of a seat's stack."""
    return f"{SEAT}{seat}"


def seat_of(place: str) -> int | None:
    """The seat of a ledger place `seat:N`, else None."""
    if place.startswith(SEAT):
        tail = place[len(SEAT):]
        if tail.isascii() and tail.isdigit():
            return int(tail)
    return None


# Place name → seat number, or PILE: a coup moves chips a dozen times, each naming two places.
PILE = -(2 ** 62)
_SEATS: dict[str, int] = {}


def _seat_of(place: str) -> int:
    i = _SEATS.get(place)
    if i is None:
        i = int(place[len(SEAT):]) if place.startswith(SEAT) else PILE
        if len(_SEATS) < 4096:   # the games name a few dozen places; anything else is just not remembered
            _SEATS[place] = i
    return i


@dataclass
class Ledger:
    """Stacks per seat and piles by name (`farm`, `bank`, `bets`, `pool`, `pot`, `house`)."""

    stacks: list[int]
    table: dict[str, int] = field(default_factory=dict)
    allow_negative: bool = False
    brought: int = 0

    def __post_init__(self) -> None:
        if not self.brought:
            self.brought = sum(self.stacks) + sum(self.table.values())

    def copy(self) -> Ledger:
        """A cheap independent copy."""
        return Ledger(list(self.stacks), dict(self.table), self.allow_negative, self.brought)

    def get(self, place: str) -> int:
        """Chips at a place: `seat:N` or a pile name."""
        try:
            i = _SEATS[place]
        except KeyError:
            i = _seat_of(place)
        return self.table.get(place, 0) if i == PILE else self.stacks[i]

    def move(self, src: str, dst: str, amount: int) -> int:
        """Move `amount` chips from `src` to `dst`; returns the amount moved."""
        if amount <= 0:
            if amount < 0:
                raise ValueError("a chip move must not be negative")
            return 0
        # The places' look-ups inlined, by subscript (no call): a coup moves chips a dozen times (a long replay, a
        # search world); a place not yet remembered is found by `_seat_of`.
        try:
            i, j = _SEATS[src], _SEATS[dst]
        except KeyError:
            i, j = _seat_of(src), _seat_of(dst)
        stacks, table = self.stacks, self.table
        if i == PILE:
            have = table.get(src, 0)
            if have < amount:
                raise ValueError(f"{src} holds {have} chips, cannot pay {amount}")
            table[src] = have - amount
        else:
            if not self.allow_negative and stacks[i] < amount:
                raise ValueError(f"{src} holds {stacks[i]} chips, cannot pay {amount}")
            stacks[i] -= amount
        if j == PILE:
            table[dst] = table.get(dst, 0) + amount
        else:
            stacks[j] += amount
        return amount

    def pay_up_to(self, src: str, dst: str, amount: int) -> int:
        """Pay what is owed or, if `src` has less, all it has; returns what was actually paid."""
        have = self.get(src)
        return self.move(src, dst, amount if self.allow_negative and src.startswith(SEAT) else max(0, min(amount, have)))

    def table_view(self) -> dict[str, int]:
        """The piles as the summary shows them (zero piles included once they exist)."""
        return dict(self.table)

    def total(self) -> int:
        """Everything counted: must equal `brought`."""
        return sum(self.stacks) + sum(self.table.values())

    def check(self) -> None:
        """Raise if a chip was created or lost, or a pile went negative."""
        if self.total() != self.brought:
            raise AssertionError(f"chips not conserved: {self.total()} on the table, {self.brought} brought")
        for name, n in self.table.items():
            if n < 0:
                raise AssertionError(f"pile {name} is negative ({n})")
        if not self.allow_negative and any(s < 0 for s in self.stacks):
            raise AssertionError(f"a stack is negative: {self.stacks}")
