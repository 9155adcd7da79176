"""Find the catalog entries behind a pasted error, in layers.

1. **exact**: an entry's template is found in a candidate (after normalisation), every literal in place and
   every value allowed; the values are extracted. A truncated paste that agrees with a template as far as it
   goes is **strong** (the cut may hide what tells two entries apart).
2. **fuzzy**: otherwise rapidfuzz shortlists templates by their literal text, and each is scored by how much
   of its wording (weighted by how rare each word is in the catalog) the candidate holds. A candidate that
   lacks a word that *distinguishes* the template from its closest siblings is rejected: "does not support
   snapshots" is not "does not support executeCommand". Thresholds come from tests/bench/bench_accuracy.py.

The result holds only candidates the tool stands behind; an empty list means "not in the catalog".
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cached_property
from typing import ClassVar

from .catalog import Catalog, Entry
from .normalize import Candidate, candidates, fold
from .template import Literal, Template

__all__ = ["STRONG", "WEAK", "Finding", "Matcher"]

# Fuzzy thresholds (score out of 100), chosen from the corpus measurements in tests/bench/bench_accuracy.py.
STRONG = 88.0
WEAK = 78.0
# A truncated paste must show at least this many characters of a template's literal text to be trusted.
MIN_PREFIX_CHARS = 24
# Templates with less literal text than this are matched exactly only as a whole line (too generic otherwise).
MIN_EMBEDDED_LITERAL = 16

_WORD = re.compile(r"[a-z0-9_$@./-]*[a-z0-9]")
_STOPWORDS = frozenset(
    "a an the is are be to of in on for and or but not no it its this that with as at by from was has have".split()
)


def _words(text: str) -> list[str]:
    return [w for w in _WORD.findall(text) if w not in _STOPWORDS and len(w) > 1]


@dataclass(frozen=True)
class Finding:
    """One entry found in the input, and how."""

    entry: Entry
    score: float
    confidence: str  # exact | strong | weak
    params: dict[str, str]
    line: int
    text: str  # the candidate text it matched (normalised)
    spans: dict[str, tuple[int, int]] = field(default_factory=dict)
    steps: tuple[str, ...] = ()
    method: str = "exact"  # exact | prefix | fuzzy
    missing: tuple[str, ...] = ()  # template words the candidate lacks (fuzzy)

    @property
    def rank(self) -> tuple[int, float]:
        return ({"exact": 2, "strong": 1, "weak": 0}[self.confidence], self.score)


@dataclass(frozen=True)
class _Compiled:
    """What matching needs of one entry, computed once per process."""

    entry: Entry
    full: Template  # folded literals
    head: Template  # up to the first line break
    literal_chars: int
    words: tuple[str, ...]
    skeleton: str
    anchor: str  # the longest single-line literal run: the scan prefilter


def _folded(template: Template) -> Template:
    parts = tuple(Literal(p.source, fold(p.text)) if isinstance(p, Literal) else p for p in template.parts)
    return Template(template.source, parts)


class Matcher:
    """Matches text against a catalog. Build once, use many times (``Matcher.for_catalog`` caches)."""

    # Keyed by id(); the catalog is kept alongside so that its id cannot be reused while cached.
    _instances: ClassVar[dict[int, tuple[Catalog, Matcher]]] = {}

    def __init__(self, catalog: Catalog) -> None:
        self.catalog = catalog
        self.compiled: list[_Compiled] = []
        for entry in catalog.entries:
            if entry.retired:
                continue
            full = _folded(entry.template)
            head = full.head()
            literals = [lit for lit in head.literals]
            runs = [run.strip() for lit in head.literals for run in lit.split("\n")]
            self.compiled.append(
                _Compiled(
                    entry=entry,
                    full=full,
                    head=head,
                    literal_chars=sum(len(lit) for lit in literals),
                    words=tuple(dict.fromkeys(_words(" ".join(full.literals)))),
                    skeleton=" ".join(" ".join(full.literals).split()),
                    anchor=max(runs, key=len) if runs else "",
                )
            )
        df = Counter(w for c in self.compiled for w in set(c.words))
        total = max(len(self.compiled), 1)
        self.idf = {w: math.log(1 + total / n) for w, n in df.items()}

    @classmethod
    def for_catalog(cls, catalog: Catalog) -> Matcher:
        key = id(catalog)
        if key not in cls._instances:
            if len(cls._instances) >= 4:
                cls._instances.pop(next(iter(cls._instances)))
            cls._instances[key] = (catalog, cls(catalog))
        return cls._instances[key][1]

    # --- siblings and what tells them apart ---------------------------------------------------------------------

    @cached_property
    def distinguishing(self) -> dict[str, frozenset[str]]:
        """Per entry: its words that its closest siblings (templates sharing most words) lack."""
        out: dict[str, frozenset[str]] = {}
        sets = {c.entry.id: set(c.words) for c in self.compiled}
        for c in self.compiled:
            mine = sets[c.entry.id]
            special: set[str] = set()
            for other_id, theirs in sets.items():
                if other_id == c.entry.id or not mine or not theirs:
                    continue
                overlap = len(mine & theirs) / len(mine | theirs)
                if overlap >= 0.5:
                    special |= mine - theirs
            out[c.entry.id] = frozenset(special)
        return out

    def tells_apart(self, a: Entry, b: Entry) -> str:
        """A sentence on what distinguishes two entries whose messages are close."""
        wa = {w for c in self.compiled if c.entry.id == a.id for w in c.words}
        wb = {w for c in self.compiled if c.entry.id == b.id for w in c.words}
        only_a, only_b = sorted(wa - wb)[:4], sorted(wb - wa)[:4]
        parts = []
        if only_a or only_b:
            parts.append(
                f"{a.id} says {', '.join(repr(w) for w in only_a) or 'nothing extra'}; "
                f"{b.id} says {', '.join(repr(w) for w in only_b) or 'nothing extra'}"
            )
        if a.package != b.package:
            parts.append(f"{a.id} is thrown by {a.package}, {b.id} by {b.package}")
        if a.capability != b.capability:
            parts.append(f"they concern {a.capability} and {b.capability}")
        return "; ".join(parts) or "their templates differ only in placeholder values"

    # --- matching -----------------------------------------------------------------------------------------------

    def _values_allowed(self, entry: Entry, params: dict[str, str], truncated: bool) -> bool:
        for p in entry.params:
            if p.values and p.name in params:
                value = params[p.name].strip().strip("'\"`")
                allowed = {fold(v) for v in p.values}
                if fold(value) not in allowed and not (truncated and any(a.startswith(fold(value)) for a in allowed)):
                    return False
        return True

    def _exact(self, cand: Candidate, folded: str) -> list[Finding]:
        found: list[Finding] = []
        for c in self.compiled:
            template = c.head
            whole = template.match(folded)
            m = whole
            if m is None and c.literal_chars >= MIN_EMBEDDED_LITERAL:
                m = template.search(folded)
            method, confidence = "exact", "exact"
            if (m is None and cand.truncated) or (m is None and len(folded) >= MIN_PREFIX_CHARS):
                m = template.search(folded, truncated=True)
                if m is not None:
                    # Literal text the paste shows: all of it from the match start, less the values.
                    shown = m.end - m.start - sum(b - a for a, b in m.spans.values())
                    if shown < MIN_PREFIX_CHARS or (not cand.truncated and (m.start > 0 or len(folded) < 40)):
                        m = None
                    else:
                        method, confidence = "prefix", "strong"
            if m is None:
                continue
            params = {name: cand.text[a:b] for name, (a, b) in m.spans.items()}
            if not self._values_allowed(c.entry, params, method == "prefix"):
                continue
            value_chars = sum(b - a for a, b in m.spans.values())
            specificity = c.literal_chars / max(c.literal_chars + value_chars, 1)
            score = (90.0 if method == "exact" else 80.0) + 10.0 * specificity
            if method == "exact" and whole is None:
                score -= 1.0  # found inside other text rather than as the whole candidate
            found.append(
                Finding(c.entry, round(score, 1), confidence, params, cand.line, cand.text, m.spans, cand.steps, method)
            )
        return found

    def _fuzzy(self, cand: Candidate, folded: str) -> list[Finding]:
        from rapidfuzz import fuzz, process

        if len(folded) < 12 or len(folded) > 1000:
            return []
        cand_words = _words(folded)
        if len(cand_words) < 3:
            return []
        cand_set = set(cand_words)
        shortlist = process.extract(
            folded, [c.skeleton for c in self.compiled], scorer=fuzz.token_set_ratio, limit=6, score_cutoff=55
        )
        out: list[Finding] = []
        for _, _, index in shortlist:
            c = self.compiled[index]
            if len(c.words) < 3:
                continue
            present: list[str] = []
            missing: list[str] = []
            for w in c.words:
                if w in cand_set or (len(w) >= 5 and any(len(x) >= 4 and fuzz.ratio(w, x) >= 85 for x in cand_set)):
                    present.append(w)
                else:
                    missing.append(w)
            if set(missing) & self.distinguishing[c.entry.id]:
                continue
            weight = sum(self.idf[w] for w in c.words)
            coverage = sum(self.idf[w] for w in present) / weight if weight else 0.0
            order = fuzz.partial_ratio(c.skeleton, folded) / 100.0
            score = round(100.0 * (0.65 * coverage + 0.35 * order), 1)
            if score >= WEAK:
                confidence = "strong" if score >= STRONG else "weak"
                out.append(
                    Finding(
                        c.entry, score, confidence, {}, cand.line, cand.text, {}, cand.steps, "fuzzy", tuple(missing)
                    )
                )
        return out

    def find(self, text: str, *, fuzzy: bool = True) -> list[Finding]:
        """Every entry found in ``text``, best first, one finding per entry (its best)."""
        return self.find_in(candidates(text), fuzzy=fuzzy)

    def find_in(self, cands: Iterable[Candidate], *, fuzzy: bool = True) -> list[Finding]:
        best: dict[str, Finding] = {}
        pending_fuzzy: list[tuple[Candidate, str]] = []
        for cand in cands:
            folded = fold(cand.text)
            hits = self._exact(cand, folded)
            for hit in hits:
                old = best.get(hit.entry.id)
                if old is None or hit.rank > old.rank:
                    best[hit.entry.id] = hit
            if not hits and fuzzy:
                pending_fuzzy.append((cand, folded))
        if fuzzy and not any(f.confidence == "exact" for f in best.values()):
            for cand, folded in pending_fuzzy[-2000:]:
                for hit in self._fuzzy(cand, folded):
                    old = best.get(hit.entry.id)
                    if old is None or hit.rank > old.rank:
                        best[hit.entry.id] = hit
        ranked = sorted(best.values(), key=lambda f: (f.rank, -f.line), reverse=True)
        return _keep_trustworthy(ranked)


def _keep_trustworthy(ranked: list[Finding]) -> list[Finding]:
    """Drop candidates that a better tier makes moot: exact beats fuzzy; far weaker fuzzy guesses go."""
    if not ranked:
        return ranked
    top = ranked[0]
    if top.confidence == "exact":
        return [f for f in ranked if f.confidence == "exact"]
    if top.method == "prefix":
        return [f for f in ranked if f.method == "prefix" or f.score >= top.score - 5]
    return [f for f in ranked if f.score >= top.score - 8]
