"""errors.json_text writes exactly what ``json.dumps(value, ensure_ascii=False, indent=2)`` writes."""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from errors import json_text

_SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**70), max_value=2**70),  # past 64 bits: orjson refuses, the standard library writes
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(),  # controls, quotes, backslashes, lone surrogates, U+2028
)
_VALUES = st.recursive(
    _SCALARS,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.tuples(inner, inner),
        st.dictionaries(st.text(max_size=6), inner, max_size=4),
    ),
    max_leaves=20,
)


@settings(max_examples=2000, deadline=None)
@given(_VALUES)
def test_the_text_is_the_standard_librarys(value: Any) -> None:
    assert json_text.dumps(value) == json.dumps(value, ensure_ascii=False, indent=2)


@pytest.mark.parametrize("value", [1e-05, 1e16, -2.5e-7, 5e-324, 1.7976931348623157e308, math.nan, 0.0001, 99.2, -0.0])
def test_floats_at_the_edges_of_the_plain_notation(value: float) -> None:
    assert json_text.dumps({"score": value}) == json.dumps({"score": value}, ensure_ascii=False, indent=2)


def test_what_the_standard_library_refuses_is_refused() -> None:
    @dataclass
    class Record:
        name: str

    for value in ({1: "int key"}, Record("x"), {"a": {1, 2}}):
        try:
            expected: BaseException | str = json.dumps(value, ensure_ascii=False, indent=2)
        except TypeError as exc:
            expected = exc
        if isinstance(expected, str):
            assert json_text.dumps(value) == expected
        else:
            with pytest.raises(TypeError):
                json_text.dumps(value)
