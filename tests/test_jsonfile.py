"""The quick checks `parse_json` makes before parsing (issue 23, 7) find what a plain reading of the text finds.

Depth and long numbers are measured outside strings without parsing; the quick ways (bytes, strings without escapes
paired by their quotes, a depth bound by peeling bracket pairs) must agree with a character-by-character reading
of JSON's string rule on any text, JSON or not, and give the same error with the same words.
"""

from __future__ import annotations

import json
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lomber.engine.jsonfile import MAX_DEPTH, MAX_NUMBER_DIGITS, JSONFileError, nesting_depth, parse_json


def outside_strings(text: str) -> str:
    """The text less its strings, read one character at a time: a string runs from a quote to the next quote not
    escaped by a backslash; a quote never closed is left, and reading goes on after it."""
    out, i = [], 0
    while i < len(text):
        if text[i] == '"':
            j = i + 1
            while j < len(text) and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            if j < len(text):
                i = j + 1
                continue
        out.append(text[i])
        i += 1
    return "".join(out)


def plain_depth(text: str) -> int:
    depth = deepest = 0
    for c in outside_strings(text):
        depth += (c in "[{") - (c in "]}")
        deepest = max(deepest, depth)
    return deepest


def outcome(text: str | bytes) -> tuple[str, str]:
    try:
        return "value", repr(parse_json(text))
    except JSONFileError as exc:
        return exc.code, str(exc)


PIECES = ['"', '\\', '\\"', '\\\\', "[", "]", "{", "}", "[]", "{}", '""', "[" * 16, "]" * 16, "{[" * 8, "]}" * 8,
          "0" * (MAX_NUMBER_DIGITS + 1), "7", " ", ",", ":", "я", "𝟗", '"a"', '{"n":', "\\u005d"]


@settings(max_examples=600, deadline=None)
@given(st.lists(st.sampled_from(PIECES), max_size=24))
def test_depth_and_errors_agree_with_a_plain_reading(pieces):
    text = "".join(pieces)
    depth = plain_depth(text)
    assert nesting_depth(text) == depth
    code, words = outcome(text)
    assert outcome(text.encode("utf-8", "surrogatepass")) == (code, words)
    assert (code == "too-deep") == (depth > MAX_DEPTH)
    if depth > MAX_DEPTH:
        assert words == f"nested {depth} deep (at most {MAX_DEPTH})"


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(["[", "{", "]", "}", '"]"', '"["', '"\\""', '"\\\\"', ",", "1"]), max_size=40),
       st.integers(MAX_DEPTH - 2, MAX_DEPTH + 2))
def test_depth_near_the_limit_around_strings_of_brackets(inner, levels):
    """Deep nesting just under and over the limit, around strings that hold brackets, quotes and backslashes."""
    text = "".join("[{"[i % 2] for i in range(levels)) + "".join(inner) + "".join("]}"[i % 2] for i in range(levels))[::-1]
    depth = plain_depth(text)
    assert nesting_depth(text) == depth
    code, words = outcome(text)
    assert (code == "too-deep") == (depth > MAX_DEPTH)
    if code == "too-deep":
        assert words == f"nested {depth} deep (at most {MAX_DEPTH})"


def nest(levels: int, inside: str, kinds: str) -> str:
    """JSON nesting `levels` deep around `inside`, arrays and objects in turn as `kinds` says."""
    for i in reversed(range(levels)):
        inside = f"[{inside}]" if kinds[i % len(kinds)] == "[" else f'{{"k": {inside}}}'
    return inside


@pytest.mark.parametrize("kinds", ["[", "{", "[{"])
@pytest.mark.parametrize("levels", [MAX_DEPTH - 1, MAX_DEPTH, MAX_DEPTH + 1])
@pytest.mark.parametrize("name", ['"Anna"', '"a \\"quoted\\" [name"', '"back\\\\slash"', '"]]]]"', '"[[[[{{"',
                                  '"\\\\"', '"я ] ["'])
def test_nesting_at_the_limit_with_awkward_names(kinds, levels, name):
    text = nest(levels, f'{{"name": {name}}}', kinds)   # the name's object is one level more
    if levels + 1 <= MAX_DEPTH:
        assert parse_json(text.encode()) == parse_json(text) == json.loads(text)
    else:
        with pytest.raises(JSONFileError, match=re.escape(f"nested {levels + 1} deep (at most {MAX_DEPTH})")):
            parse_json(text)


def test_an_unclosed_string_hides_no_brackets():
    """A quote never closed does not start a string: the brackets after it count (and the text is refused as deep,
    not as bad JSON), as a plain reading says."""
    text = '"' + "[" * (MAX_DEPTH + 1)
    assert nesting_depth(text) == MAX_DEPTH + 1
    assert outcome(text)[0] == "too-deep"
    escaped = '"\\"' + "[" * (MAX_DEPTH + 1)   # the only quote after the first one is escaped
    assert outcome(escaped)[0] == "too-deep"
    closed = '"' + "[" * (MAX_DEPTH + 1) + '"'
    assert outcome(closed) == ("value", repr("[" * (MAX_DEPTH + 1)))


def test_a_long_run_of_digits_is_refused_outside_strings_only():
    many = "1" * (MAX_NUMBER_DIGITS + 1)
    assert parse_json(f'{{"name": "{many}", "seed": 5}}') == {"name": many, "seed": 5}
    assert parse_json(f'["{many}", -{many[:-1]}, 1.{many}]') == [many, -int(many[:-1]), float("1." + many)]
    for text in (f'{{"seed": {many}}}', f'["{many}", {many}]', f'[-{many}]', f'["\\"", {many}]'):
        with pytest.raises(JSONFileError, match=f"more than {MAX_NUMBER_DIGITS} digits") as bad:
            parse_json(text.encode())
        assert bad.value.code == "long-number"
