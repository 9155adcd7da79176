"""The browser matcher's data: everything ``errors.diagnose`` computes before it reads a paste, as JSON.

site/static/matcher.js ports only the steps that run on a paste (errors/normalize.py, errors/match.py,
errors/diagnosis.py). What those steps read is made here from the Python objects themselves: the matcher's
compiled templates (and other releases' wordings), its word indexes and idf weights, the scan anchors, the
normaliser's regexes (rewritten for ECMAScript by :mod:`errors.site.js_regex`), the thresholds, and the
tables Python's standard library brings (``html.unescape``'s entities, ``str.isspace``, ``str.splitlines``).
"""

from __future__ import annotations

import html
import html.entities
import inspect
import re
from functools import cache
from typing import Any

from .. import diagnosis, match, normalize
from ..catalog import Catalog
from ..match import Matcher, compiled, exact, fuzzy, matcher, scan_anchors, words  # noqa: F401  (their constants below)
from ..template import Literal, Template
from .js_regex import python_classes, python_space_chars, to_js

__all__ = ["matcher_records", "matching_rules"]

# Bump when the data's shape changes (site/static/matcher.js reads this one).
FORMAT = "matching-1"


def _js(source: str, flags: int) -> list[str]:
    return list(to_js(source, ignore_case=bool(flags & re.IGNORECASE), dotall=bool(flags & re.DOTALL)))


def _parts(template: Template) -> list[Any]:
    """Literal text as a string, a placeholder as ``[name]``."""
    return [p.text if isinstance(p, Literal) else [p.name] for p in template.parts]


def _template_record(matcher: Matcher, index: int) -> dict[str, Any]:
    c = matcher.compiled[index]
    entry = c.entry
    record: dict[str, Any] = {
        "id": entry.id,
        "t": entry.title,
        # Template.match on the folded head: the regex runs after the literals-in-order check, as in Python.
        "re": c.head.pattern(flavor="js"),
        "parts": _parts(c.head),
        "req": sorted(c.required),
        "preq": sorted(c.prefix_required),
        "off": [list(pair) for pair in c.offsets],
        "n": len(c.sequence),
        "lc": c.literal_chars,
        "tw": c.tail_ws,
        "sk": c.skeleton,
        "rd": [[[w, 1 if gap else 0] for w, gap in reading] for reading in c.readings],
        # name, closed values, pattern, and why values outside the closed set may occur (None: they may not).
        "pa": [
            [p.name, list(p.values), _js(p.pattern, re.IGNORECASE) if p.pattern else None, p.other_values]
            for p in entry.params
        ],
        "r": 1 if entry.retired else 0,
    }
    if c.wording is not None:
        record["wd"] = {
            "message": c.wording.message,
            "releases": c.wording.releases,
            "released": c.wording.released,
            "newer": c.wording.newer,
        }
    return record


def _word_index(index: Any) -> dict[str, Any]:
    return {"first": index.first, "loose": index.loose}


def matcher_records(catalog: Catalog) -> dict[str, Any]:
    """The catalog's side: templates (in ``Matcher.compiled`` order), indexes, idf weights, scan anchors."""
    matcher = Matcher.for_catalog(catalog)
    return {
        "format": FORMAT,
        "templates": [_template_record(matcher, i) for i in range(len(matcher.compiled))],
        "exact_index": _word_index(matcher.exact_index),
        "prefix_index": _word_index(matcher.prefix_index),
        "by_word": matcher.by_word,
        "idf": matcher.idf,
        "anchors": sorted(set(scan_anchors(matcher))),
    }


def _entities() -> list[list[str]]:
    """html.unescape's named references, grouped by what they stand for: [text, "name name ..."]."""
    by_text: dict[str, list[str]] = {}
    for name, text in html.entities.html5.items():
        by_text.setdefault(text, []).append(name)
    return [[text, " ".join(names)] for text, names in by_text.items()]


def _line_breaks() -> str:
    """The characters ``str.splitlines`` breaks at ("\\r\\n" is one break)."""
    return "".join(chr(c) for c in range(0x10000) if len(f"a{chr(c)}b".splitlines()) == 2)


def _lower_runs() -> dict[str, Any]:
    """``str.lower`` over the Basic Multilingual Plane, as runs ``[first, last, delta, step]`` (the characters
    first, first + step, ... last lower-case to themselves + delta) and the few that lower-case to two: a browser
    with other Unicode tables corrects its own toLowerCase with them."""
    runs: list[list[int]] = []
    longer: dict[str, str] = {}
    for code in range(0x10000):
        low = chr(code).lower()
        if low == chr(code) or 0xD800 <= code <= 0xDFFF:
            continue
        if len(low) != 1:
            longer[chr(code)] = low
            continue
        delta = ord(low) - code
        last = runs[-1] if runs else None
        if last is not None and last[2] == delta and last[0] == last[1] and code - last[1] in (1, 2):
            last[1], last[3] = code, code - last[1]
        elif last is not None and last[2] == delta and code - last[1] == last[3]:
            last[1] = code
        else:
            runs.append([code, code, delta, 1])
    return {"runs": runs, "longer": longer}


@cache
def matching_rules() -> dict[str, Any]:
    """The catalog-independent side: thresholds, the normaliser's rules, Python's text tables."""
    rules = normalize.exported_rules()
    constants = {
        name: getattr(module, name)
        for module, names in (
            (match.exact, "OUTSIDE_VALUE_PENALTY MIN_UNMARKED_PREFIX DIVERGENCE_PROBE PREFIX_TRIES MIN_EMBEDDED_LITERAL"),
            (match.compiled, "MIN_PREFIX_CHARS"),
            (match.words, "TYPO_MIN_LEN"),
            (match.matcher, "MAX_FUZZY_CANDIDATES"),
            (
                match.fuzzy,
                "STRONG WEAK MIN_FUZZY_WORDS CLOSE_READINGS FUZZY_SHORTLIST SHORTLIST_MAX_DF MIN_FUZZY_CHARS "
                "MAX_FUZZY_CHARS MIN_FUZZY_TEXT_WORDS MAX_TYPO_WORD TYPO_WEIGHT MAX_ALIGN_STARTS PUNCTUATION_WEIGHT",
            ),
            (
                normalize,
                "MAX_DIAGNOSE_CHARS MAX_LINE_CHARS MAX_CANDIDATE_LINES MAX_JOINED_LINES MIN_WRAPPED_LINE "
                "MAX_PREFIX_STRIPS JSON_MAX_DEPTH JSON_MAX_FIELDS JSON_MESSAGE_LINES",
            ),
            (diagnosis, "NARROW_ABOVE_CHARS TAIL_LINES MAX_NARROWED_CHARS"),
        )
        for name in names.split()
    }
    constants["MAX_SEARCH_STARTS"] = inspect.signature(Template.search).parameters["max_starts"].default
    regexes = {
        key: _js(*value)
        for key, value in rules.items()
        if key not in ("fold", "prefixes", "json_fields")
    }
    return {
        "constants": constants,
        "regex": regexes,
        "prefixes": [[name, first, *_js(source, flags)] for name, first, source, flags in rules["prefixes"]],
        "fold": rules["fold"],
        "json_fields": rules["json_fields"],
        "lower": _lower_runs(),
        "space": python_space_chars(),
        "classes": python_classes(),
        "line_breaks": _line_breaks(),
        "html": {
            "charref": _js(html._charref.pattern, html._charref.flags),  # type: ignore[attr-defined]
            "entities": _entities(),
            "invalid_charrefs": {str(k): v for k, v in html._invalid_charrefs.items()},  # type: ignore[attr-defined]
            "invalid_codepoints": sorted(html._invalid_codepoints),  # type: ignore[attr-defined]
        },
    }
