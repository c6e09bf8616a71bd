"""A table's invitation: where it is (its addresses, its relay) and its join code, as one `lomber://join?…` link a
friend's Lomber opens, and in words — pure (docs/network.md, "Over the internet")."""

from __future__ import annotations

from dataclasses import dataclass, field
from urllib.parse import parse_qsl, quote, urlsplit

from lomber.engine.errors import LomberError
from lomber.net.address import parse_address
from lomber.net.joincode import parse_code, show_code

SCHEME = "lomber"
MAX_LINK = 2000          # a link longer than this is nobody's invitation
MAX_ADDRESSES = 8


class InvitationError(LomberError):
    """Text that is no invitation link."""


@dataclass(frozen=True)
class Invitation:
    code: str                                           # as parse_code gives it
    addresses: list[str] = field(default_factory=list)  # `host:port` / `[v6]:port`, the one to try first first
    relay: str | None = None                            # an MQTT broker's URL

    def link(self) -> str:
        # Only what a URL's query cannot hold as is is escaped: `[`, `]` and `:` stay readable.
        parts = [f"addr={quote(a, safe='[]:')}" for a in self.addresses]
        parts.append(f"code={show_code(self.code)}")
        if self.relay:
            parts.append(f"relay={quote(self.relay, safe='')}")
        return f"{SCHEME}://join?" + "&".join(parts)

    def words(self) -> str:
        """In English, for `lomber serve` (the window words it in its own language)."""
        lines = ["Join my Lomber table: Game > Join a table…"]
        if self.addresses:
            lines.append("address: " + " or ".join(self.addresses))
        if self.relay:
            lines.append(f"relay: {self.relay}")
        lines.append(f"join code: {show_code(self.code)}")
        lines.append(f"or open: {self.link()}")
        return "\n".join(lines)


def parse_link(text: str) -> Invitation:
    """A `lomber://join?addr=…&code=…&relay=…` link; InvitationError for anything else (nothing is guessed)."""
    from lomber.net.relaylink import parse_relay_url

    def bad(why: str) -> InvitationError:
        return InvitationError(f"{text[:60]!r} is no Lomber invitation: {why}", code="net-invitation")

    text = text.strip()
    if len(text) > MAX_LINK:
        raise bad("too long")
    parts = urlsplit(text)
    if parts.scheme.lower() != SCHEME or parts.netloc.lower() != "join" or parts.path not in ("", "/"):
        raise bad("it begins lomber://join?")
    fields = parse_qsl(parts.query, keep_blank_values=True)
    if any(k not in ("addr", "code", "relay") for k, _ in fields):
        raise bad("its fields are addr, code and relay")
    addresses = [v for k, v in fields if k == "addr"]
    codes = [v for k, v in fields if k == "code"]
    relays = [v for k, v in fields if k == "relay"]
    if len(codes) != 1 or len(relays) > 1 or len(addresses) > MAX_ADDRESSES:
        raise bad("one code, at most one relay")
    if not addresses and not relays:
        raise bad("an address or a relay is needed")
    try:
        for address in addresses:
            parse_address(address)
        if relays:
            parse_relay_url(relays[0])
        code = parse_code(codes[0])
    except LomberError as exc:
        raise bad(str(exc)) from None
    return Invitation(code, addresses, relays[0] if relays else None)
