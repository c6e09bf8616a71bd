"""The seat-token file read as any file from outside: a nest of brackets, a FIFO or a device where it should be
is an empty store (nothing to lose), never a crash or a hang; the next token kept replaces it."""

from __future__ import annotations

import os

import pytest

from lomber.net.seatstore import MAX_BYTES, SeatStore

KEY = "k" * 32
TOKEN = "t" * 24


@pytest.mark.parametrize("odd", ["deep", "fifo", "device", "big"])
def test_an_odd_seats_file_is_an_empty_store(tmp_path, odd):
    path = tmp_path / "seats.json"
    if odd == "deep":
        path.write_text("[" * (MAX_BYTES // 2) + "]" * (MAX_BYTES // 2))
    elif odd == "fifo":
        os.mkfifo(path)
    elif odd == "device":
        path.symlink_to("/dev/zero")
    else:
        path.write_text(" " * (MAX_BYTES + 1) + "{}")
    store = SeatStore(path)
    assert store.tokens(KEY) == []
    if odd in ("deep", "big"):
        store.keep(KEY, TOKEN)            # written whole over the odd file
        assert SeatStore(path).tokens(KEY) == [TOKEN]
