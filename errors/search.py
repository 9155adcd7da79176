"""Searching the catalog by words: what a reader types, with one typo forgiven.

``search(catalog, query)`` first asks the matcher: a query that is (part of) a catalogued message is answered
with that entry and the values in it. Otherwise every query word must be found in one of an entry's fields:
its message (and the other releases' wordings of it), the upstream error class or code, the Python class, its
id, title, package, capability, or the explanation (meaning, when it happens, situations and fixes). A word
is found exactly, as the prefix of a word (3+ letters), or one edit away (5+ letters: ``execteCommand`` finds
``executeCommand``). An entry scores, for each query word, the weight of the best field that holds it times
how well it was found; its score is the mean over the query's words, so a hit in the message or a class name
or the package ranks above one in the title, and one only in the explanation comes last. Ties go by id.

The index is a vocabulary and, per entry and field, the numbers of its words in it (:func:`search_index`): the
site's search page (``site/static/search.js``) reads the same index with the same rules, and a Chromium test
runs the same queries through both.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass
from functools import cache
from typing import Any

from .catalog import Catalog, Entry

_WORD = re.compile(r"[A-Za-z0-9]+")
_PARTS = re.compile(r"[A-Z]?[a-z0-9]+|[A-Z]+(?![a-z])")
# Where a word was found, and what that is worth.
FIELDS: tuple[tuple[str, float], ...] = (
    ("message", 3.0),
    ("upstream_class", 3.0),  # error_class and error_code: what the stack trace shows
    ("exception", 3.0),  # the Python class
    ("package", 3.0),  # "e2b" asks for @mastra/e2b's errors
    ("id", 2.5),
    ("title", 2.5),
    ("capability", 1.5),
    ("explanation", 1.0),
)
# How well a word was found: exactly, as the start of a longer word, or one edit away.
EXACT, PREFIX, TYPO = 1.0, 0.8, 0.6
# A word found only as its camelCase parts, here and there, is weaker evidence than the word itself.
PARTS = 0.7
PREFIX_MIN_LETTERS = 3
TYPO_MIN_LETTERS = 5
MAX_QUERY_WORDS = 32
MAX_RESULTS = 20


def words(text: str) -> list[str]:
    """Lower-cased words; camelCase and kebab-case split too (``executeCommand`` -> executecommand, execute,
    command): what the index holds of a text."""
    out: list[str] = []
    for token, parts in tokens(text):
        out.append(token)
        out += parts
    return out


def tokens(text: str) -> list[tuple[str, list[str]]]:
    """Each word of a text, lower-cased, with its camelCase parts when it has several."""
    out = []
    for token in _WORD.findall(text):
        parts = _PARTS.findall(token)
        out.append((token.lower(), [p.lower() for p in parts] if len(parts) > 1 else []))
    return out


def query_tokens(query: str) -> list[tuple[str, list[str]]]:
    """The query's distinct words, in order, at most MAX_QUERY_WORDS, each with its camelCase parts."""
    seen: dict[str, list[str]] = {}
    for token, parts in tokens(query):
        seen.setdefault(token, parts)
    return list(seen.items())[:MAX_QUERY_WORDS]


def _field_texts(catalog: Catalog, entry: Entry) -> dict[str, list[str]]:
    capability = catalog.capability(entry.capability)
    return {
        "message": [entry.template.shape, *(w.template.shape for w in entry.wordings)],
        "upstream_class": [entry.error_class or "", entry.error_code or ""],
        "exception": [entry.exception],
        "id": [entry.id],
        "title": [entry.title],
        "package": [entry.package],
        "capability": [capability.key, capability.title],
        "explanation": [
            entry.meaning,
            entry.triggers,
            *entry.situations,
            *(text for fix in entry.fixes for text in (fix.title, fix.body)),
        ],
    }


@dataclass(frozen=True)
class SearchIndex:
    """Every word of every field once (``vocabulary``); per entry, per field of FIELDS, its words' numbers."""

    vocabulary: tuple[str, ...]
    ids: tuple[str, ...]
    fields: tuple[tuple[tuple[int, ...], ...], ...]

    def to_data(self) -> dict[str, Any]:
        """The index and its rules as JSON data, for the site's search page."""
        return {
            "fields": [[name, weight] for name, weight in FIELDS],
            "grades": {"exact": EXACT, "prefix": PREFIX, "typo": TYPO, "parts": PARTS},
            "prefix_min_letters": PREFIX_MIN_LETTERS,
            "typo_min_letters": TYPO_MIN_LETTERS,
            "max_query_words": MAX_QUERY_WORDS,
            "max_results": MAX_RESULTS,
            "vocabulary": list(self.vocabulary),
            "ids": list(self.ids),
            # each field's word numbers ascending, as the differences between neighbours (the first as is), each
            # written in base 32 in one string (see _packed): the largest part of the index
            "digits": [_MORE_DIGITS, _LAST_DIGITS],
            "words": [[_packed(f) for f in entry] for entry in self.fields],
        }


# A number in base 32, most significant digit first: every digit but the last from _MORE_DIGITS, the last from
# _LAST_DIGITS, so numbers need no separator (a difference under 32 is one character, under 1024 two; as a JSON
# list they took two to five). Neither alphabet holds a character JSON escapes.
_MORE_DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef"
_LAST_DIGITS = "ghijklmnopqrstuvwxyz0123456789-_"


def _packed(numbers: tuple[int, ...]) -> str:
    out: list[str] = []
    for i, n in enumerate(numbers):
        delta = n - (numbers[i - 1] if i else 0)
        digits = [_LAST_DIGITS[delta % 32]]
        delta //= 32
        while delta:
            digits.append(_MORE_DIGITS[delta % 32])
            delta //= 32
        out.extend(reversed(digits))
    return "".join(out)


@cache
def search_index(catalog: Catalog) -> SearchIndex:
    numbers: dict[str, int] = {}
    per_entry = []
    for entry in catalog.entries:
        texts = _field_texts(catalog, entry)
        per_field = []
        for name, _weight in FIELDS:
            found = dict.fromkeys(w for text in texts[name] for w in words(text))
            per_field.append(tuple(sorted(numbers.setdefault(w, len(numbers)) for w in found)))
        per_entry.append(tuple(per_field))
    return SearchIndex(tuple(numbers), tuple(e.id for e in catalog.entries), tuple(per_entry))


def _one_edit(a: str, b: str) -> bool:
    """True when ``a`` and ``b`` differ by one insertion, deletion or substitution (or a swap of neighbours)."""
    if a == b or abs(len(a) - len(b)) > 1:
        return a == b
    if len(a) == len(b):
        diff = [i for i in range(len(a)) if a[i] != b[i]]
        return len(diff) == 1 or (
            len(diff) == 2 and diff[1] == diff[0] + 1 and a[diff[0]] == b[diff[1]] and a[diff[1]] == b[diff[0]]
        )
    short, long_ = (a, b) if len(a) < len(b) else (b, a)
    i = 0
    while i < len(short) and short[i] == long_[i]:
        i += 1
    return short[i:] == long_[i + 1 :]


def grades(word: str, vocabulary: tuple[str, ...]) -> dict[int, float]:
    """How well each word of the vocabulary matches a query word (only those that do)."""
    return _lookup(vocabulary).grades(word)


class _Vocabulary:
    """A vocabulary arranged for grading a query word without reading every word of it: by spelling (exact),
    sorted (the words a prefix starts form one run), and by each spelling with one letter left out (two words
    one edit apart, a swap of neighbours included, are alike once a letter is left out of one or both)."""

    def __init__(self, vocabulary: tuple[str, ...]) -> None:
        self._number = {w: n for n, w in enumerate(vocabulary)}
        self._sorted = sorted(vocabulary)
        self._by_deletion: dict[str, list[int]] = {}
        for n, w in enumerate(vocabulary):
            if len(w) >= TYPO_MIN_LETTERS - 1:  # (a typo-graded word is at most one letter longer)
                for key in {w, *_deletions(w)}:
                    self._by_deletion.setdefault(key, []).append(n)
        self._vocabulary = vocabulary

    def grades(self, word: str) -> dict[int, float]:
        # As reading the vocabulary in order would grade each word: exactly, else as a prefix, else one edit away.
        out: dict[int, float] = {}
        if len(word) >= PREFIX_MIN_LETTERS:
            at = bisect.bisect_left(self._sorted, word)
            while at < len(self._sorted) and self._sorted[at].startswith(word):
                out[self._number[self._sorted[at]]] = PREFIX
                at += 1
        if len(word) >= TYPO_MIN_LETTERS:
            alike = {n for key in {word, *_deletions(word)} for n in self._by_deletion.get(key, ())}
            for n in alike:
                if n not in out and _one_edit(word, self._vocabulary[n]):
                    out[n] = TYPO
        number = self._number.get(word)
        if number is not None:
            out[number] = EXACT
        return out


def _deletions(word: str) -> set[str]:
    return {word[:i] + word[i + 1 :] for i in range(len(word))}


@cache
def _lookup(vocabulary: tuple[str, ...]) -> _Vocabulary:
    return _Vocabulary(vocabulary)


@cache
def _postings(index: SearchIndex) -> tuple[tuple[tuple[int, float], ...], ...]:
    """Per word number, the (entry, weight) of every field that holds it, for a field's best word found."""
    out: list[list[tuple[int, float]]] = [[] for _ in index.vocabulary]
    for at, fields in enumerate(index.fields):
        for (_name, weight), numbers in zip(FIELDS, fields, strict=True):
            for n in numbers:
                out[n].append((at, weight))
    return tuple(tuple(p) for p in out)


def ranked(catalog: Catalog, query: str) -> list[tuple[float, str]]:
    """(score, id) of every entry that holds every word of the query, best first, ties by id.

    A word of the query is found whole, or (``SandboxNotReady``, ``E2B``) as all its camelCase parts, each
    anywhere: then it scores PARTS times the mean of its parts, when that is more than the whole word's score.
    An entry's score for a word is the best, over its fields, of the field's weight times the best grade of the
    field's words (read from the postings of the words the query word found, not from every entry's fields)."""
    index = search_index(catalog)
    graded = [(grades(t, index.vocabulary), [grades(p, index.vocabulary) for p in parts]) for t, parts in
              query_tokens(query)]
    if not graded:
        return []
    postings = _postings(index)

    def scores(found: dict[int, float]) -> dict[int, float]:
        best: dict[int, float] = {}
        for n, grade in found.items():
            for at, weight in postings[n]:
                value = weight * grade
                if value > best.get(at, 0.0):
                    best[at] = value
        return best

    totals: dict[int, float] | None = None
    for whole, parts in graded:
        best = scores(whole)
        if parts:
            of_parts = [scores(part) for part in parts]
            for at in set.intersection(*(set(p) for p in of_parts)):
                mean = PARTS * sum(p[at] for p in of_parts) / len(of_parts)
                if mean > best.get(at, 0.0):
                    best[at] = mean
        # An entry with no field holding the word is out; the others add its score, in the query's order.
        totals = best if totals is None else {at: total + best[at] for at, total in totals.items() if at in best}
    assert totals is not None
    scored = [(total / len(graded), index.ids[at]) for at, total in totals.items()]
    scored.sort(key=lambda item: (-item[0], item[1]))
    return scored


def search(catalog: Catalog, query: str, *, limit: int = MAX_RESULTS) -> dict[str, Any]:
    """``{"query", "diagnosis", "total", "results": [{id, title, message, capability, package, score,
    docs_url}]}``: ``total`` counts every entry found, ``results`` holds the first ``limit``.

    ``diagnosis`` is diagnose's top match when the query reads as a catalogued message (then it is also the
    first result), else None.
    """
    from .diagnosis import diagnose

    diagnosis = None
    if len(query) <= 100_000 and query.strip():
        matches = diagnose(query, catalog, top=1)["matches"]
        if matches:
            diagnosis = matches[0]
    scored = ranked(catalog, query)
    order = [entry_id for _score, entry_id in scored]
    score_of = {entry_id: score for score, entry_id in scored}
    if diagnosis is not None:
        order = [diagnosis["id"], *(i for i in order if i != diagnosis["id"])]
        score_of[diagnosis["id"]] = max(score_of.values(), default=0.0) + 1.0
    results = []
    for entry_id in order[:limit]:
        entry = catalog.get(entry_id)
        results.append(
            {
                "id": entry.id,
                "title": entry.title,
                "message": entry.message,
                "capability": entry.capability,
                "package": entry.package,
                "score": round(score_of[entry_id], 3),
                "docs_url": catalog.docs_url(entry.id),
            }
        )
    return {"query": query, "diagnosis": diagnosis, "total": len(order), "results": results}
