"""Join codes: short, read aloud, fresh per table; and the TLS pre-shared key derived from one. Pure: no Qt."""

from __future__ import annotations

import functools
import hashlib
import secrets

from lomber.engine.errors import LomberError

# No 0/O, 1/I/L, U/V or 5/S lookalikes: a code read aloud or copied from a screen is typed right.
ALPHABET = "2346789ABCDEFGHJKMNPQRTWXYZ"
LENGTH = 8                   # 27^8 ≈ 2.8e11 codes (38 bits): see docs/network.md on guessing
PSK_IDENTITY = b"lomber"
SALT_BYTES = 16
# scrypt at these costs takes ~50 ms and 16 MiB once per connection: an eavesdropper's offline guessing from a
# captured handshake pays the same for every one of the 2.8e11 codes (docs/network.md).
SCRYPT = {"n": 1 << 14, "r": 8, "p": 1}


class CodeError(LomberError):
    """A join code of the wrong form."""


def new_code() -> str:
    """A fresh random join code (from the system's secure random source)."""
    return "".join(secrets.choice(ALPHABET) for _ in range(LENGTH))


def show_code(code: str) -> str:
    """The code as shown and read aloud: two groups of four (`ABCD-EFGH`)."""
    return f"{code[:4]}-{code[4:]}"


def parse_code(text: str) -> str:
    """A code as typed (any case, spaces or dashes between) in its canonical form; CodeError if it is none."""
    code = "".join(text.split()).replace("-", "").upper()
    if len(code) != LENGTH or any(c not in ALPHABET for c in code):
        raise CodeError(f"a join code is {LENGTH} letters and digits like {show_code('AB3DEF7H')}",
                        code="net-code-form", n=LENGTH)
    return code


def new_salt() -> bytes:
    """A table's salt, sent in the clear as TLS's identity hint: no key can be computed before the table exists."""
    return secrets.token_hex(SALT_BYTES).encode("ascii")


@functools.lru_cache(maxsize=8)   # a client coming back (join --retry), or many in one process (the bench)
def derive_psk(code: str, salt: bytes) -> bytes:
    """The 32-byte TLS pre-shared key of a table's code and salt."""
    return hashlib.scrypt(code.encode("ascii"), salt=b"lomber-net-psk-1:" + salt, dklen=32, **SCRYPT)


def salt_ok(salt: bytes) -> bool:
    """A salt as `new_salt` makes it (a client checks the hint it is sent before spending a derivation on it)."""
    return len(salt) == 2 * SALT_BYTES and all(c in b"0123456789abcdef" for c in salt)
