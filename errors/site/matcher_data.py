"""The browser matcher's data: everything ``errors.diagnose`` knows before it reads a paste, as JSON.

site/static/matcher.js ports only the steps that run on a paste (errors/normalize.py, errors/match/,
errors/diagnosis.py, errors/scan.py). What those steps read is made here from the Python objects themselves:
the matcher's compiled templates (every variant: the message, other releases' wordings, the message without its
log prefix) with their tiers, word sequences, separators and regexes; each entry's evidence strings, the way a
paste would confirm it (``why``) and what tells it apart from a read-alike (``rivals``); the line filter's
conditions (the big-paste path); the word indexes and idf weights; the normaliser's regexes (rewritten for
ECMAScript by :mod:`errors.site.js_regex`), the thresholds, and the tables Python's standard library brings
(``html.unescape``'s entities, ``str.isspace``, ``str.splitlines``).
"""

from __future__ import annotations

import html
import html.entities
import inspect
import math
import re
from functools import cache
from typing import Any

from .. import diagnosis, normalize, scan, screen
from ..catalog import Catalog, Entry
from ..match import compiled as compiled_module
from ..match import confidence, engine, exact, fuzzy, matcher, rivals, shapes, specificity, values, words
from ..match.engine import Conditions
from ..match.matcher import Matcher
from ..normalize import fold
from ..template import Literal, Template
from .js_regex import python_classes, python_space_chars, to_js

__all__ = ["matcher_records", "matching_rules"]

# Bump when the data's shape changes (site/static/matcher.js reads this one).
FORMAT = "matching-3"

# What matcher.js derives at load instead of reading (each rule is checked here, at build time, against the
# value it replaces, so that a change on either side fails the build rather than a match):
# - a template's skeleton ("sk") and literal length ("lc"), from its parts;
# - its readings ("rd") where it has the one reading of its safe words, none glued (most open templates);
# - an entry's words and skeleton (its own message's template), its class when not a built-in ("cls"), whether
#   Mastra's ("mastra"), how each mark is said, its pinned release ("rel", from "releases");
# - Matcher.by_word, from the templates' words; the common background words are grouped by their count.


def _skeleton(parts: list[Any]) -> str:
    """matcher.js's skeleton of a template: its literals joined, whitespace collapsed (CompiledTemplate.skeleton)."""
    return " ".join(" ".join(p for p in parts if isinstance(p, str)).split())


def _default_readings(off: list[list[Any]], gap: str) -> list[list[list[Any]]]:
    """The readings matcher.js assumes when a template ships none: one, its safe words, none glued."""
    return [[[w, 1 if g == "1" else 0, ""] for (w, _), g in zip(off, gap, strict=True)]]


def _own_words(off: list[list[Any]]) -> list[str]:
    """CompiledTemplate.words from the safe words, as matcher.js derives them."""
    return list(dict.fromkeys(w for w, _ in off if w not in words.STOPWORDS and len(w) > 1))


def _derived(value: Any, expected: Any, what: str) -> None:
    if value != expected:
        raise AssertionError(f"matcher data: {what} is not what matcher.js derives ({value!r} != {expected!r})")


def _js(source: str, flags: int = 0) -> list[str]:
    js, js_flags = to_js(source, ignore_case=bool(flags & re.IGNORECASE), dotall=bool(flags & re.DOTALL))
    return [js, js_flags + ("m" if flags & re.MULTILINE else "")]


def _parts(template: Template) -> list[Any]:
    """Literal text as a string, a placeholder as ``[name]``."""
    return [p.text if isinstance(p, Literal) else [p.name] for p in template.parts]


def _bytes(groups: Any) -> Any:
    """Conditions' byte strings as text (they are ASCII pieces, or UTF-8 of folded text)."""
    if isinstance(groups, bytes):
        return groups.decode("utf-8")
    return [_bytes(g) for g in groups]


def _conditions(cond: Conditions, more_lines: bool) -> dict[str, Any]:
    out: dict[str, Any] = {"w": _bytes(cond.whole), "c": _bytes(cond.cut)}
    if more_lines and (cond.cut or cond.wrap):
        out["ml"] = 1  # the message goes on past its first line (the shapes, errors.match.shapes, read it so)
    if cond.wrap:
        out["wr"] = _bytes(cond.wrap)
    if cond.generic:
        out["g"] = 1
    if cond.evidence:
        out["ev"] = _bytes(cond.evidence)
    return out


def _template_record(m: Matcher, index: int, entry_index: dict[str, int], cond: Conditions) -> dict[str, Any]:
    c = m.compiled[index]
    head = c.head
    before, after = c.values_around
    parts = _parts(head)
    _derived(c.skeleton, _skeleton(parts), f"the skeleton of {c.entry.id}")
    _derived(c.literal_chars, sum(len(p) for p in parts if isinstance(p, str)), f"the literal length of {c.entry.id}")
    record: dict[str, Any] = {
        "e": entry_index[c.entry.id],
        # Template.match on the folded head: the regex runs after the literals-in-order check, as in Python.
        "re": head.pattern(flavor="js"),
        "parts": parts,
        # the safe words with their offsets, and per word whether a value may come before it ("1"); the
        # required words are these (CompiledTemplate.required), the prefix's those within MIN_PREFIX_CHARS
        "off": [list(pair) for pair in c.offsets],
        "gap": "".join("1" if gap else "0" for _, gap in c.sequence),
        "tw": c.tail_ws,
        "bits": c.bits,
        "tier": c.tier,
        "sep": list(c.separators),
        "tr": list(c.trailers),
        "va": [1 if before else 0, 1 if after else 0],
        "cl": 1 if c.closed else 0,
        # the line filter's conditions (the anchors are one piece of each: engine._anchor_pieces); the screen's
        # words are the head's literals, stripped, whole or within MIN_PREFIX_CHARS (Screen.__init__)
        "cond": _conditions(cond, shapes.more_lines(c)),
    }
    # fuzzy._values_fit: per word of the open template's reading, the kinds of the values in the gap before it and
    # the characters around them (sorted: a set's order varies with PYTHONHASHSEED); only where a gap is checked.
    if not c.closed and any(kinds and "text" not in kinds for kinds, _ in c.gap_kinds):
        record["gk"] = [[list(kinds), "".join(sorted(set(around)))] for kinds, around in c.gap_kinds]
    readings = [[[w, 1 if gap else 0, glue] for w, gap, glue in reading] for reading in c.readings]
    if readings != _default_readings(record["off"], record["gap"]):
        record["rd"] = readings
    if c.wording is not None:
        record["wd"] = c.entry.wordings.index(c.wording)
    if c.dropped_prefix is not None:
        record["dp"] = c.dropped_prefix
    return record


def _entry_record(m: Matcher, catalog: Catalog, entry: Entry) -> dict[str, Any]:
    """What the judge, the rivals and the result need of an entry."""
    own = m.compiled_for(entry)
    cls = entry.error_class
    # How a mark is said is confidence.evidence's rule, which matcher.js applies: a package mark (from "@" or
    # "node_") as "a frame or path of ...", a folder as itself.
    marks = list(confidence._package_marks(entry))
    names = confidence.provider_names(entry)
    _derived(own.words, tuple(_own_words([[w, at] for w, at in own.offsets])), f"the words of {entry.id}")
    record: dict[str, Any] = {
        "id": entry.id,
        "t": entry.title,
        "msg": entry.message,
        "pkg": entry.package,
        "cap": entry.capability,
        "r": 1 if entry.retired else 0,
        # name, kind, closed values, pattern, why values outside the closed set may occur (None: they may not)
        "pa": [
            [p.name, p.kind, list(p.values), _js(p.pattern, re.IGNORECASE) if p.pattern else None, p.other_values]
            for p in entry.params
        ],
        # errors.match.confidence.evidence's pieces (the class it names is this one unless a built-in, and
        # Mastra's are the packages under @mastra/: both derived by matcher.js)
        "ecls": cls,
        "code": entry.error_code,
        "marks": marks,
        "mk": list(entry.markers),
        "go": confidence.continuation(entry),
        # the provider names, each looked for as confidence._names_provider says (as a word or starting a log tag)
        "names": list(names),
        "confirm": confidence._confirm(entry),
        # a known bug's signature: read as generic unless the paste corroborates it (errors.match.confidence.judge)
        "df": 1 if entry.defect is not None else 0,
        # errors.match.rivals: the message's words (its own template's words, derived by matcher.js) as the
        # template writes them, quoted as Python's repr quotes it, where that is not 'word' itself; its skeleton
        # (its own template's) quoted, where that is not the skeleton in plain quotes
        "ws": {w: q for w in own.words if (q := repr(rivals._as_written(w, entry))) != f"'{w}'"},
    }
    if repr(own.skeleton) != f"'{own.skeleton}'":
        record["skr"] = repr(own.skeleton)
    if entry.wordings:
        record["wds"] = [
            {"message": w.message, "releases": w.releases, "released": w.released, "newer": w.newer}
            for w in entry.wordings
        ]
    return record


def _bits_table(m: Matcher) -> dict[str, Any]:
    """Word weights (errors.match.specificity): each word of a template or of a closed value set, and the
    background words that weigh less than the most a word can (any other word weighs MAX_WORD_BITS)."""
    bg = m.background
    # The matcher's table may be a cut of the shipped one (matcher._background_for: the catalog's words), which
    # asks the whole table for any other word; a value outside its closed set may hold any word, so the common
    # words are the whole table's.
    whole = specificity.background()
    known: set[str] = {w for c in m.compiled for w, _, _ in c.seq}
    for entry in m.catalog.entries:
        for p in entry.params:
            for v in p.values:
                known.update(re.findall(r"[a-z0-9_]+", fold(v)))
    table = {w: bg.word_bits(w) for w in sorted(known)}
    common = sorted(
        w
        for w, n in whole.counts.items()
        if w not in table and math.log2((whole.documents + 1) / (n + 1)) < specificity.MAX_WORD_BITS
    )
    # {count: "word word ..."}: the words of each count together, a third smaller than {word: count}
    by_count: dict[int, list[str]] = {}
    for w in common:
        by_count.setdefault(whole.counts[w], []).append(w)
    grouped = {str(n): " ".join(ws) for n, ws in sorted(by_count.items())}
    _derived(
        {w: int(n) for n, ws in grouped.items() for w in ws.split(" ")},
        {w: whole.counts[w] for w in common},
        "the common words",
    )
    return {"known": table, "documents": whole.documents, "common": grouped}


def _word_index(index: Any) -> dict[str, Any]:
    return {"first": index.first, "loose": index.loose}


def matcher_records(catalog: Catalog) -> dict[str, Any]:
    """The catalog's side: templates (in ``Matcher.compiled`` order), entries, indexes, weights, conditions."""
    m = Matcher.for_catalog(catalog)
    entries = sorted({c.entry.id: c.entry for c in m.compiled}.values(), key=lambda e: e.id)
    entry_index = {e.id: i for i, e in enumerate(entries)}
    # scan's line filter (errors.scan._prefilter: LineFilter(loose=False)): the browser and npm read the line
    # filter only as scan does, and scan reads no loose (fuzzy) readings.
    conditions = [Conditions.of(c, m.word_templates)._replace(loose=(), loose_words=()) for c in m.compiled]
    by_word: dict[str, list[int]] = {}
    for index, c in enumerate(m.compiled):
        for w in _own_words([[w, at] for w, at in c.offsets]):
            by_word.setdefault(w, []).append(index)
    _derived(list(by_word.items()), list(m.by_word.items()), "by_word")
    for e in entries:
        own = m.compiled_for(e)
        first = next(c for c in m.compiled if c.entry.id == e.id and c.wording is None and c.dropped_prefix is None)
        _derived(first is own, True, f"the first template of {e.id} being its own message's")
    return {
        "format": FORMAT,
        "templates": [_template_record(m, i, entry_index, conditions[i]) for i in range(len(m.compiled))],
        "entries": [_entry_record(m, catalog, e) for e in entries],
        # {package: release}: an entry's pinned release is its package's
        "releases": {e.package: catalog.releases[e.package] for e in entries if e.package in catalog.releases},
        "exact_index": _word_index(m.exact_index),
        "prefix_index": _word_index(m.prefix_index),
        "idf": m.idf,
        "bits": _bits_table(m),
        "known_classes": sorted(m.known_classes),
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


def _constants() -> dict[str, Any]:
    table = (
        (exact, "OUTSIDE_VALUE_PENALTY MIN_UNMARKED_PREFIX DIVERGENCE_PROBE PREFIX_TRIES MIN_EMBEDDED_LITERAL"),
        (compiled_module, "MIN_PREFIX_CHARS"),
        (words, "TYPO_MIN_LEN"),
        (matcher, "MAX_FUZZY_CANDIDATES READINGS_KEPT"),
        (
            fuzzy,
            "STRONG WEAK MIN_FUZZY_WORDS CLOSE_READINGS FUZZY_SHORTLIST SHORTLIST_MAX_DF MIN_FUZZY_CHARS "
            "MAX_FUZZY_CHARS MIN_FUZZY_TEXT_WORDS MAX_TYPO_WORD TYPO_WEIGHT MAX_ALIGN_STARTS MAX_SLIPS "
            "PUNCTUATION_WEIGHT",
        ),
        (specificity, "SPECIFIC_BITS MEDIUM_BITS PLAIN_BITS MAX_WORD_BITS MIN_WORD_LEN"),
        (confidence, "MAX_RECORD_LINES MESSAGE_LINES"),
        (rivals, "ALIKE"),
        (
            normalize,
            "MAX_DIAGNOSE_CHARS MAX_LINE_CHARS MAX_CANDIDATE_LINES MAX_JOINED_LINES MIN_WRAPPED_LINE "
            "MAX_PREFIX_STRIPS JSON_MAX_DEPTH JSON_MAX_FIELDS JSON_MESSAGE_LINES SNIFF_BYTES",
        ),
        (diagnosis, "NARROW_ABOVE_CHARS MAX_NARROWED_CHARS"),
        (scan, "CHUNK_BYTES CONTEXT MAX_CARRY_BYTES DENSE_HITS RECORD_BYTES RECORD_LINES SCAN_CHUNK_FOR_PROGRESS"),
        (screen, "TEXTS_KEPT MIN_ACROSS_PIECE"),
    )
    out = {name: getattr(module, name) for module, names in table for name in names.split()}
    out["MAX_SEARCH_STARTS"] = inspect.signature(Template.search).parameters["max_starts"].default
    return out


@cache
def matching_rules() -> dict[str, Any]:
    """The catalog-independent side: thresholds, the normaliser's and the judge's rules, Python's text tables."""
    rules = normalize.exported_rules()
    regexes = {key: _js(*value) for key, value in rules.items() if key not in ("fold", "prefixes", "json_fields")}
    regexes.update(
        {
            "continuation": _js(confidence._CONTINUATION.pattern, confidence._CONTINUATION.flags),
            "class": _js(confidence._CLASS.pattern, confidence._CLASS.flags),
            "code": _js(confidence._CODE.pattern, confidence._CODE.flags),
            "python": _js(confidence._PYTHON.pattern, confidence._PYTHON.flags),
            "mark_glued": _js(r"[\w-]"),
            "boundary": _js(r"\b"),
            "escape_start": _js(normalize._ESCAPE_START.pattern, normalize._ESCAPE_START.flags),
            "ansi_bytes": _js(engine._ANSI_BYTES.pattern.decode(), engine._ANSI_BYTES.flags),
            "json_escape": _js(screen._JSON_ESCAPE.pattern, screen._JSON_ESCAPE.flags),
            "spans_lines": _js(screen._SPANS_LINES.pattern, screen._SPANS_LINES.flags),
        }
    )
    regexes["kinds"] = {k: _js(p, re.IGNORECASE) for k, p in values.KIND_PATTERNS.items()}  # type: ignore[assignment]
    regexes["whole_kinds"] = {k: _js(rx.pattern, rx.flags) for k, rx in values._patterns()[0].items()}  # type: ignore[assignment]
    regexes["cut_kinds"] = {k: _js(rx.pattern, rx.flags) for k, rx in values._patterns()[2].items()}  # type: ignore[assignment]
    return {
        "constants": _constants(),
        "regex": regexes,
        "shapes": shapes.exported_rules(),
        "prefixes": [[name, first, *_js(source, flags)] for name, first, source, flags in rules["prefixes"]],
        "fold": rules["fold"],
        "json_fields": rules["json_fields"],
        "builtin_classes": sorted(confidence.BUILTIN_CLASSES),
        "mastra_classes": sorted(confidence.MASTRA_CLASSES),
        "stopwords": sorted(words.STOPWORDS),
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
