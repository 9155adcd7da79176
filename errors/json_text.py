"""JSON as the commands print it: the text of ``json.dumps(value, ensure_ascii=False, indent=2)``.

The standard library's encoder runs in Python once it indents: 2.7 M instructions of a cold ``diagnose
--json`` (some 0.6 ms), more than the rest of the answer's printing. orjson (loaded anyway: it decodes the
catalog cache) writes the same text for the values commands print, so it writes them; this module checks first
that a value is one of those. What orjson writes differently goes to the standard
library, so the text never depends on which one wrote it:

- a float that Python writes with an exponent (``1e-05``; orjson writes ``0.00001``), or not finite (``NaN``);
- an integer outside 64 bits, a key that is not a string, a string with a lone surrogate (orjson refuses them);
- a type other than dict, list, tuple, str, int, float, bool and None (orjson would write a dataclass or a
  date where the standard library refuses: it refuses here still).
"""

from __future__ import annotations

from typing import Any

__all__ = ["dumps"]

_SCALARS = (str, int, bool, type(None))
# Python's repr of a float uses an exponent below this and from FLOAT_EXPONENT_FROM on (float_repr_style).
_FLOAT_PLAIN_FROM = 1e-4
_FLOAT_EXPONENT_FROM = 1e16


def dumps(value: Any) -> str:
    """``value`` as ``json.dumps(value, ensure_ascii=False, indent=2)`` writes it."""
    if _plain(value, 0):
        import orjson

        try:
            return orjson.dumps(value, option=orjson.OPT_INDENT_2).decode()
        except orjson.JSONEncodeError:  # an integer past 64 bits, a lone surrogate: the standard library's text
            pass
    import json

    return json.dumps(value, ensure_ascii=False, indent=2)


def _plain(value: Any, depth: int) -> bool:
    """Whether orjson writes ``value`` as the standard library does (see the module's docstring); a value
    nested deeper than orjson goes is left to the standard library too."""
    if depth > 250:
        return False
    kind = value.__class__
    if kind in _SCALARS:
        return True
    if kind is float:
        magnitude: float = abs(value)
        return magnitude == 0.0 or _FLOAT_PLAIN_FROM <= magnitude < _FLOAT_EXPONENT_FROM
    if kind is dict:
        return all(k.__class__ is str and _plain(v, depth + 1) for k, v in value.items())
    if kind is list or kind is tuple:
        return all(_plain(v, depth + 1) for v in value)
    return False
