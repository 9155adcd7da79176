"""Searching the catalog by words: ids, titles, messages and class names, with one typo forgiven.

``search(catalog, query)`` first asks the matcher: a query that is (part of) a catalogued message is answered
with that entry and the values in it. Otherwise every query word must be found in an entry's id, title,
message, exception class or capability; a word of five or more letters also matches a word one edit away
(``execteCommand`` finds ``executeCommand``). Entries rank by where the words were found (title and id first)
and by how many were exact.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import Any

from .catalog import Catalog, Entry

_WORD = re.compile(r"[A-Za-z0-9]+")
_FIELD_WEIGHTS = (("id", 3.0), ("title", 3.0), ("exception", 2.5), ("message", 2.0), ("capability", 1.0))
_TYPO_MIN_LETTERS = 5
MAX_RESULTS = 20


def words(text: str) -> list[str]:
    """Lower-cased words; camelCase and kebab-case split too (``executeCommand`` -> execute, command)."""
    out: list[str] = []
    for token in _WORD.findall(text):
        out.append(token.lower())
        parts = re.findall(r"[A-Z]?[a-z0-9]+|[A-Z]+(?![a-z])", token)
        if len(parts) > 1:
            out += [p.lower() for p in parts]
    return out


@dataclass(frozen=True)
class _Indexed:
    entry: Entry
    fields: tuple[tuple[float, frozenset[str]], ...]


@cache
def _index(catalog: Catalog) -> tuple[_Indexed, ...]:
    return tuple(
        _Indexed(
            e,
            tuple(
                (weight, frozenset(words(getattr(e, name) if name != "message" else e.template.shape)))
                for name, weight in _FIELD_WEIGHTS
            ),
        )
        for e in catalog.entries
    )


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


def _word_score(word: str, indexed: _Indexed) -> float:
    """The best weight of a field holding ``word`` (exactly, or as a prefix of 3+ letters, or one edit away)."""
    best = 0.0
    for weight, field_words in indexed.fields:
        if word in field_words:
            best = max(best, weight)
        elif len(word) >= 3 and any(w.startswith(word) for w in field_words):
            best = max(best, weight * 0.8)
        elif len(word) >= _TYPO_MIN_LETTERS and any(_one_edit(word, w) for w in field_words):
            best = max(best, weight * 0.6)
    return best


def search(catalog: Catalog, query: str, *, limit: int = MAX_RESULTS) -> dict[str, Any]:
    """``{"query", "diagnosis", "results": [{id, title, message, capability, package, score, docs_url}]}``.

    ``diagnosis`` is diagnose's top match when the query reads as a catalogued message (then it is also the
    first result), else None.
    """
    from .diagnosis import diagnose

    results: list[dict[str, Any]] = []
    diagnosis = None
    if len(query) <= 100_000:
        matches = diagnose(query, catalog, top=1)["matches"] if query.strip() else []
        if matches:
            diagnosis = matches[0]
    query_words = list(dict.fromkeys(words(query)))[:32]
    scored: list[tuple[float, str]] = []
    if query_words:
        for indexed in _index(catalog):
            scores = [_word_score(w, indexed) for w in query_words]
            if all(s > 0 for s in scores):
                scored.append((sum(scores) / len(scores), indexed.entry.id))
    scored.sort(key=lambda item: (-item[0], item[1]))
    ranked = [entry_id for _score, entry_id in scored]
    score_of = {entry_id: score for score, entry_id in scored}
    if diagnosis is not None:
        ranked = [diagnosis["id"], *(i for i in ranked if i != diagnosis["id"])]
        score_of[diagnosis["id"]] = max(score_of.values(), default=0.0) + 1.0
    for entry_id in ranked[:limit]:
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
    return {"query": query, "diagnosis": diagnosis, "results": results}
