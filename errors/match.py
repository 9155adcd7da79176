"""Find the catalog entries behind a pasted error, in layers.

1. **exact**: an entry's template is found in a candidate (after normalisation), every literal in place and
   every value allowed; the values are extracted. A truncated paste that agrees with a template as far as it
   goes is **strong** (the cut may hide what tells two entries apart).
2. **fuzzy**: otherwise each template that shares rare words with the candidate is scored by how much of its
   wording (weighted by how rare each word is in the catalog) the candidate holds, and in what order. Every
   word of the template must be there (a typo of a long word counts): a candidate that lacks one says
   something else, so "does not support snapshots" is not "does not support executeCommand". Thresholds come
   from tests/bench/bench_accuracy.py.

Templates are indexed by their words, so a candidate is only compared with the few templates whose rarest word
it holds: the cost of a match grows with the candidate, not with the size of the catalog.

The result holds only candidates the tool stands behind; an empty list means "not in the catalog".
"""

from __future__ import annotations

import importlib
import math
import re
from collections import Counter
from collections.abc import Iterable, Mapping
from functools import cached_property
from typing import Any, ClassVar, NamedTuple

from .catalog import Catalog, Entry, Wording
from .normalize import Candidate, candidates, fold
from .template import Literal, Match, Placeholder, Template

__all__ = ["STRONG", "WEAK", "AnchorFinder", "Finding", "Matcher"]

# Fuzzy thresholds (score out of 100), chosen from the corpus measurements in tests/bench/bench_accuracy.py.
STRONG = 95.0
WEAK = 85.0
# A value outside a closed set that another release may extend (params[].other_values) costs this much.
OUTSIDE_VALUE_PENALTY = 3.0
# A truncated paste must show at least this many characters of a template's literal text to be trusted.
MIN_PREFIX_CHARS = 20
# An untruncated text shorter than this is never read as a cut-off prefix (a GitHub title is cut at 60).
MIN_UNMARKED_PREFIX = 40
# A cut-off match whose last value holds this much of the literal due next diverged from the template there.
DIVERGENCE_PROBE = 8
# A cut-off text is tried against at most this many templates (those sharing the most words with it).
PREFIX_TRIES = 16
# Templates with less literal text than this are matched exactly only as a whole line (too generic otherwise).
MIN_EMBEDDED_LITERAL = 16
# A word this long still counts when mistyped once (one letter changed, added, dropped, or two swapped).
TYPO_MIN_LEN = 6
# Fuzzy matching needs this many words of a template: fewer say too little to be matched loosely.
MIN_FUZZY_WORDS = 3
# A template with closed value sets is matched loosely only when it has at most this many value combinations.
MAX_READINGS = 64
# The scan prefilter looks for halves of a template's longest literal run (each at least this long) when the
# run is at least MIN_SPLIT_ANCHOR long: a slip in one half leaves the other.
MIN_SPLIT_ANCHOR = 16
MIN_HALF_ANCHOR = 6
# An anchor of two words or more must be this long, one of a single word this long: shorter ones ("command",
# "failed:", "does not") are on every other line of an ordinary log.
MIN_ANCHOR_CHARS = 14
MIN_TOKEN_ANCHOR = 12
# Fuzzy readings of one text this close in score are told apart by how many of its words they explain.
CLOSE_READINGS = 10.0
# Fuzzy matching looks at the last this many candidates of a paste that matched nothing exactly.
MAX_FUZZY_CANDIDATES = 2000
# Fuzzy matching compares a candidate with at most this many templates (those sharing the rarest words).
FUZZY_SHORTLIST = 8
# A word held by more templates than this does not shortlist templates for fuzzy matching (it says little).
SHORTLIST_MAX_DF = 64
# Fuzzy matching reads a text of MIN_FUZZY_CHARS to MAX_FUZZY_CHARS characters with MIN_FUZZY_TEXT_WORDS words.
MIN_FUZZY_CHARS = 12
MAX_FUZZY_CHARS = 1000
MIN_FUZZY_TEXT_WORDS = 3
# A word longer than this is never taken for a typo of a catalog word.
MAX_TYPO_WORD = 40
# A mistyped word counts this much of a word in the fuzzy score; an alignment starts at most at this many places.
TYPO_WEIGHT = 0.9
MAX_ALIGN_STARTS = 4

_TOKEN = re.compile(r"[a-z0-9_]+")
_TOKEN_CHAR = re.compile(r"[a-z0-9_]")
_WORD_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789_")
_STOPWORDS = frozenset(
    "a an the is are be to of in on for and or but not no it its this that with as at by from was has have".split()
)


def tokens(folded: str) -> list[str]:
    """Words of a folded text, as the index sees them."""
    return _TOKEN.findall(folded)


def _sequence(template: Template, *, folding: bool = False) -> list[tuple[str, int, bool]]:
    """Words of a folded template that every rendering shows as whole words: (word, literal offset, gap before).

    A word at the edge of a literal may be glued to a value (``${timeoutMs}ms`` renders ``30000ms``), so only
    words with a non-word character on both sides count, the start and the end of the message serving as one.
    ``gap before`` is true where a value (or a glued word) stands between this word and the previous one.
    With ``folding``, the literals are folded here (folding keeps lengths, so offsets are the same).
    """
    out: list[tuple[str, int, bool]] = []
    offset = 0
    last = len(template.parts) - 1
    gap = False
    for index, part in enumerate(template.parts):
        if not isinstance(part, Literal):
            gap = True
            continue
        text = fold(part.text) if folding else part.text
        for m in _TOKEN.finditer(text):
            a, b = m.span()
            left = text[a - 1] not in _WORD_CHARS if a > 0 else index == 0
            right = text[b] not in _WORD_CHARS if b < len(text) else index == last
            if left and right:
                out.append((m.group(), offset + a, gap))
                gap = False
            else:
                gap = True
        offset += len(text)
    return out


def _readings(entry: Entry, head: Template) -> tuple[tuple[tuple[str, bool], ...], ...]:
    """The word sequences fuzzy matching accepts: with a closed set of values, one per allowed combination (the
    value's words are then required like the template's own); none when there are too many combinations."""
    closed = {p.name: p.values for p in entry.params if p.values and p.name in head.params}
    combos: list[dict[str, str]] = [{}]
    for name, values in closed.items():
        combos = [{**combo, name: fold(v)} for combo in combos for v in values]
        if len(combos) > MAX_READINGS:
            return ()
    readings = []
    for combo in combos:
        parts = tuple(
            Literal(combo[p.name], combo[p.name]) if isinstance(p, Placeholder) and p.name in combo else p
            for p in head.parts
        )
        readings.append(tuple((w, gap) for w, _, gap in _sequence(Template(head.source, _merged(parts)))))
    return tuple(readings)


def _merged(parts: tuple[Literal | Placeholder, ...]) -> tuple[Literal | Placeholder, ...]:
    """Adjacent literals joined into one, so words are judged against their real neighbours."""
    out: list[Literal | Placeholder] = []
    for part in parts:
        if isinstance(part, Literal) and out and isinstance(out[-1], Literal):
            out[-1] = Literal(out[-1].source + part.source, out[-1].text + part.text)
        else:
            out.append(part)
    return tuple(out)


def _deletions(word: str) -> set[str]:
    return {word[:i] + word[i + 1 :] for i in range(len(word))}


def _typo(a: str, b: str) -> bool:
    """One slip (a letter changed, added, dropped or two swapped) in a long word: the same word, mistyped."""
    if len(a) < TYPO_MIN_LEN or abs(len(a) - len(b)) > 1:
        return False
    from rapidfuzz.distance import OSA

    return bool(OSA.distance(a, b, score_cutoff=1) <= 1)


def _align(sequence: tuple[tuple[str, bool], ...], words: list[str]) -> float:
    """How well ``words`` (a candidate's) spell out a template's word sequence, out of 100; 0 when they don't.

    Every template word must appear, in order (a mistyped long word counts 0.9). Words inserted where the
    template has no value cost as much as a missing match, so the template's words scattered through a longer
    text score low.
    """
    first = sequence[0][0]
    best = 0.0
    starts = [i for i, w in enumerate(words) if w == first or _typo(first, w)][:MAX_ALIGN_STARTS]
    for start in starts:
        matched = 1.0 if words[start] == first else TYPO_WEIGHT
        inserted = 0
        pos = start + 1
        for word, gap in sequence[1:]:
            # The nearest occurrence, exact or mistyped (a later exact one may be the same word used again).
            j = next((k for k in range(pos, len(words)) if words[k] == word or _typo(word, words[k])), -1)
            if j == -1:
                break
            matched += 1.0 if words[j] == word else TYPO_WEIGHT
            if not gap:
                inserted += j - pos
            pos = j + 1
        else:
            best = max(best, 100.0 * matched / (len(sequence) + inserted))
    return best


class Finding(NamedTuple):
    """One entry found in the input, and how. (A named tuple: immutable, and cheap to define at start-up.)"""

    entry: Entry
    score: float
    confidence: str  # exact | strong | weak
    params: dict[str, str]
    line: int
    text: str  # the candidate text it matched (normalised)
    spans: dict[str, tuple[int, int]]
    steps: tuple[str, ...] = ()
    method: str = "exact"  # exact | prefix | fuzzy
    missing: tuple[str, ...] = ()  # template words the candidate lacks (fuzzy)
    open_end: bool = False  # the template ends with a value that ran to the end of the text
    # Part of the text is not explained by the template: its last value ran to the end, or it was found inside.
    partial: bool = False
    demoted: bool = False  # the template is there whole, but another reading explains more of the text
    explained: int = 0  # words of the template's literal text that the text shows (how much of it it explains)
    similarity: float = 0.0  # character-level likeness to the template (breaks ties between fuzzy findings)
    end_line: int = 0  # the last line it spans, when it spans more than one (a wrapped message); else 0
    wording: Wording | None = None  # matched another release's wording of the entry (catalog/history.yaml)
    outside_values: tuple[tuple[str, str], ...] = ()  # (param, value): not among the values the pinned release emits

    @property
    def rank(self) -> tuple[int, float, float]:
        return ({"exact": 2, "strong": 1, "weak": 0}[self.confidence], self.score, self.similarity)


class _Compiled:
    """What matching needs of one entry. Only what the index needs is computed up front; the rest when a
    candidate first reaches this template (a cold diagnose of one message touches a handful)."""

    def __init__(
        self,
        entry: Entry,
        seq: tuple[tuple[str, int, bool], ...],
        key: str | None,
        prefix_key: str | None,
        wording: Wording | None = None,
    ) -> None:
        self.entry = entry
        self.wording = wording  # another release's wording: matched as the same entry
        self.template = wording.template if wording is not None else entry.template
        self.seq = seq  # safe words: (word, offset in the literal text, whether a value comes before it)
        self.key = key  # the rarest safe word (with the next rarest, the exact-match index)
        self.prefix_key = prefix_key  # the rarest safe word a cut-off rendering must show (the prefix index)

    @cached_property
    def head(self) -> Template:
        """The template up to its first line break, literals folded."""
        return _folded(self.template.head())

    @cached_property
    def literal_chars(self) -> int:
        return sum(len(lit) for lit in self.head.literals)

    @cached_property
    def offsets(self) -> tuple[tuple[str, int], ...]:
        """The safe words with their offset in the literal text."""
        return tuple((w, at) for w, at, _ in self.seq)

    @cached_property
    def sequence(self) -> tuple[tuple[str, bool], ...]:
        """The safe words in order, with "a value may come before it"."""
        return tuple((w, gap) for w, _, gap in self.seq)

    @cached_property
    def required(self) -> frozenset[str]:
        """Every safe word: a rendering holds them all (checked before a regex runs)."""
        return frozenset(w for w, _, _ in self.seq)

    @cached_property
    def prefix_required(self) -> frozenset[str]:
        """The safe words a rendering cut off after MIN_PREFIX_CHARS of literal text still shows."""
        return frozenset(w for w, at, _ in self.seq if at + len(w) <= MIN_PREFIX_CHARS)

    @cached_property
    def words(self) -> tuple[str, ...]:
        """Distinct safe words, stopwords left out (the fuzzy shortlist)."""
        return tuple(dict.fromkeys(w for w, _, _ in self.seq if w not in _STOPWORDS and len(w) > 1))

    @cached_property
    def skeleton(self) -> str:
        """The head's literal text, values dropped, spaces collapsed."""
        return " ".join(" ".join(self.head.literals).split())

    @cached_property
    def tail_ws(self) -> str:
        """Whitespace the head ends with before its trailing values (lost when a paste line is stripped)."""
        parts = self.head.parts
        trailing = len(parts)
        while trailing > 0 and not isinstance(parts[trailing - 1], Literal):
            trailing -= 1
        tail = parts[trailing - 1] if 0 < trailing < len(parts) else None
        text = tail.text if isinstance(tail, Literal) else ""
        return text[len(text.rstrip()) :]

    @cached_property
    def full(self) -> Template:
        """The whole template, folded literals."""
        return _folded(self.template)

    @cached_property
    def readings(self) -> tuple[tuple[tuple[str, bool], ...], ...]:
        """The sequence once per allowed value combination (closed value sets)."""
        return _readings(self.entry, self.head)

    @cached_property
    def anchor(self) -> str:
        """The longest single-line literal run: every rendering holds it (scan prefilter)."""
        return _anchors(self.head)[0]

    @cached_property
    def prefix_anchor(self) -> str:
        """Literal text within the first MIN_PREFIX_CHARS: a cut-off rendering holds it."""
        return _anchors(self.head)[1]


def _folded(template: Template) -> Template:
    parts = tuple(Literal(p.source, fold(p.text)) if isinstance(p, Literal) else p for p in template.parts)
    return Template(template.source, parts)


# Anchors are made of characters that neither fold nor an HTML entity change in a paste (no quotes, dashes or
# ``&<>``), so that a byte search of the lower-cased log finds them whatever the quotes in it look like.
_ANCHOR_PIECE = re.compile(r"[a-z0-9 !#$%()*+,./:;=?@\[\\\]^_{|}~]+")


def _anchors(head: Template) -> tuple[str, str]:
    """The longest literal piece (every rendering holds it) and the longest piece within the first
    MIN_PREFIX_CHARS characters of literal text (a rendering cut off after that many still holds it)."""
    longest, prefix = "", ""
    offset = 0
    for lit in head.literals:
        for m in _ANCHOR_PIECE.finditer(lit):
            whole = m.group().strip()
            if len(whole) > len(longest):
                longest = whole
            shown = m.group()[: max(MIN_PREFIX_CHARS - (offset + m.start()), 0)].strip()
            if len(shown) > len(prefix):
                prefix = shown
        offset += len(lit)
    return longest, prefix


class _WordIndex:
    """Templates filed under their two rarest words: a text is compared only with templates whose two words it
    holds, a dictionary look-up or two per word of the text whatever the size of the catalog."""

    def __init__(self) -> None:
        self.first: dict[str, dict[str, list[int]]] = {}
        self.loose: list[int] = []  # templates with no word to file them under: always looked at

    def add(self, keys: list[str], index: int) -> None:
        if not keys:
            self.loose.append(index)
        else:
            self.first.setdefault(keys[0], {}).setdefault(keys[1] if len(keys) > 1 else "", []).append(index)

    def lookup(self, words: set[str]) -> list[int]:
        out = list(self.loose)
        for w in words:
            inner = self.first.get(w)
            if inner is None:
                continue
            if len(inner) <= len(words):
                for second, ids in inner.items():
                    if not second or second in words:
                        out += ids
            else:
                out += inner.get("", [])
                for v in words:
                    out += inner.get(v, [])
        return out


class Matcher:
    """Matches text against a catalog. Build once, use many times (``Matcher.for_catalog`` caches)."""

    _instances: ClassVar[dict[int, Matcher]] = {}

    def __init__(self, catalog: Catalog) -> None:
        self.catalog = catalog
        self.compiled: list[_Compiled] = []
        staged: list[tuple[Entry, Wording | None, list[tuple[str, int, bool]]]] = []
        for entry in catalog.entries:
            if entry.retired:
                continue
            staged.append((entry, None, _sequence(entry.template.head(), folding=True)))
            # Other releases' wordings are matched too, as the same entry.
            staged += [(entry, w, _sequence(w.template.head(), folding=True)) for w in entry.wordings]
        df = Counter(w for *_, seq in staged for w in {t for t, _, _ in seq})
        self._df, self._total = df, max(len(staged), 1)

        def rarest(words: Iterable[str]) -> list[str]:
            # Rare first; among equally rare words the longer one.
            return sorted(set(words), key=lambda w: (df[w], -len(w), w))[:2]

        self.exact_index = _WordIndex()
        self.prefix_index = _WordIndex()
        for index, (entry, wording, seq) in enumerate(staged):
            keys = rarest(t for t, _, _ in seq)
            prefix_keys = rarest(t for t, at, _ in seq if at + len(t) <= MIN_PREFIX_CHARS)
            self.compiled.append(
                _Compiled(
                    entry, tuple(seq), keys[0] if keys else None, prefix_keys[0] if prefix_keys else None, wording
                )
            )
            self.exact_index.add(keys, index)
            self.prefix_index.add(prefix_keys, index)
        self._by_id = {c.entry.id: c for c in self.compiled if c.wording is None}

    # The fuzzy layer's indexes, built on first use: an exact match never needs them.

    @cached_property
    def idf(self) -> dict[str, float]:
        return {w: math.log(1 + self._total / n) for w, n in self._df.items()}

    @cached_property
    def by_word(self) -> dict[str, list[int]]:
        out: dict[str, list[int]] = {}
        for index, c in enumerate(self.compiled):
            for w in c.words:
                out.setdefault(w, []).append(index)
        return out

    @cached_property
    def by_deletion(self) -> dict[str, list[str]]:
        """Each long word under its one-letter deletions: a mistyped word finds the words it may stand for."""
        out: dict[str, list[str]] = {}
        for w in self.by_word:
            if len(w) >= TYPO_MIN_LEN:
                for variant in _deletions(w):
                    out.setdefault(variant, []).append(w)
        return out

    @classmethod
    def for_catalog(cls, catalog: Catalog) -> Matcher:
        key = id(catalog)
        if key not in cls._instances:
            cls._instances = {key: cls(catalog)}
        return cls._instances[key]

    def literal_chars(self, entry: Entry) -> int:
        """How much literal text the entry's message has (its first line): the less, the more generic."""
        return self._by_id[entry.id].literal_chars

    # --- what tells close entries apart -------------------------------------------------------------------------

    def tells_apart(self, a: Entry, b: Entry) -> str:
        """A sentence on what distinguishes two entries whose messages are close."""
        ca, cb = self._by_id.get(a.id), self._by_id.get(b.id)
        wa, wb = set(ca.words if ca else ()), set(cb.words if cb else ())
        only_a, only_b = sorted(wa - wb)[:4], sorted(wb - wa)[:4]
        parts = []
        if only_a or only_b:
            parts.append(
                f"{a.id} says {', '.join(repr(_as_written(w, a)) for w in only_a) or 'nothing extra'}; "
                f"{b.id} says {', '.join(repr(_as_written(w, b)) for w in only_b) or 'nothing extra'}"
            )
        elif ca and cb and ca.skeleton != cb.skeleton:
            parts.append(f"the literal text differs: {ca.skeleton!r} vs {cb.skeleton!r}")
        if a.package != b.package:
            parts.append(f"{a.id} is thrown by {a.package}, {b.id} by {b.package}")
        if a.capability != b.capability:
            parts.append(f"they concern {a.capability} and {b.capability}")
        return "; ".join(parts) or "their templates differ only in placeholder values"

    # --- matching -----------------------------------------------------------------------------------------------

    def _values_allowed(
        self, entry: Entry, params: dict[str, str], truncated: bool
    ) -> tuple[bool, tuple[tuple[str, str], ...]]:
        """Whether the values fit the entry's params, and which fall outside a closed set that ``other_values``
        keeps open (another release may emit them): those are kept, and flagged."""
        outside: list[tuple[str, str]] = []
        for p in entry.params:
            if p.pattern and p.name in params and not (truncated and not params[p.name]):
                if re.search(p.pattern, params[p.name], re.IGNORECASE) is None:
                    return False, ()
            if p.values and p.name in params:
                value = params[p.name].strip().strip("'\"`")
                allowed = {fold(v) for v in p.values}
                if fold(value) not in allowed and not (truncated and any(a.startswith(fold(value)) for a in allowed)):
                    if p.other_values is None or not value:
                        return False, ()
                    outside.append((p.name, value))
        return True, tuple(outside)

    def _exact(self, cand: Candidate, folded: str, words: set[str]) -> list[Finding]:
        # The index gives the templates whose rarest word the text holds; a set check of all their words then
        # leaves the few worth a regex (in a large catalog many templates share a rare word).
        compiled = self.compiled
        exact_ids = {i for i in self.exact_index.lookup(words) if compiled[i].required <= words}
        hits: list[_Hit] = []
        for index in sorted(exact_ids):
            c = compiled[index]
            m = whole = c.head.match(folded)
            if m is None and c.tail_ws:  # an empty trailing value, its separator stripped with the line
                m = whole = c.head.match(folded + c.tail_ws)
            if m is None and c.literal_chars >= MIN_EMBEDDED_LITERAL:
                m = _bounded(c.head.search(folded), c.head, folded)
            if m is not None:
                self._hit(hits, c, cand, folded, m, "exact", whole is not None)
        # A cut-off reading matters when the text is marked as cut, or when no template fits it whole.
        if cand.truncated or (
            len(folded) >= MIN_UNMARKED_PREFIX and all(h.finding.partial for h in hits if h.finding.method == "exact")
        ):
            done = {h.compiled.entry.id for h in hits}
            prefix_ids = {
                i
                for i in self.prefix_index.lookup(words)
                if compiled[i].prefix_required <= words and compiled[i].entry.id not in done
            }
            # Many templates may share their first words: try those sharing the most words with the text.
            tries = sorted(prefix_ids, key=lambda i: (-len(compiled[i].required & words), i))[:PREFIX_TRIES]
            for index in tries:
                c = compiled[index]
                m = _bounded(c.head.search(folded, truncated=True), c.head, folded)
                if m is None:
                    continue
                # Literal text the paste shows: all of it from the match start, less the values.
                shown = m.end - m.start - sum(b - a for a, b in m.spans.values())
                if shown >= MIN_PREFIX_CHARS and (cand.truncated or m.start == 0) and not _diverges(m, c.head):
                    self._hit(hits, c, cand, folded, m, "prefix", False)
        # A cut-off paste can read as a complete short template whose last value swallowed the rest
        # ("Sandbox does not support ${feature}" in "The vercel sandbox does not support per-file permiss…").
        # When a prefix of another template explains more of it as literal text, that reading is only a prefix.
        best_prefix = max((h.shown for h in hits if h.finding.method == "prefix"), default=0)
        found: list[Finding] = []
        for h in hits:
            finding = h.finding
            if finding.method == "exact" and (
                (finding.partial and h.compiled.literal_chars < best_prefix) or _part_of_longer(h, hits)
            ):
                finding = _demoted(finding, h.shown)
            found.append(finding)
        return found

    def _hit(
        self,
        hits: list[_Hit],
        c: _Compiled,
        cand: Candidate,
        folded: str,
        m: Match,
        method: str,
        whole: bool,
    ) -> None:
        """Record a match of ``c`` in ``cand`` as a finding, unless a value is not one upstream can take."""
        end = min(m.end, len(cand.text))
        spans = {name: (min(a, end), min(b, end)) for name, (a, b) in m.spans.items()}
        params = {name: cand.text[a:b] for name, (a, b) in spans.items()}
        allowed, outside = self._values_allowed(c.entry, params, method == "prefix")
        if not allowed:
            return
        value_chars = sum(b - a for a, b in spans.values())
        literal_shown = end - m.start - value_chars
        if method == "exact":
            # More literal text and shorter values: the more specific of two templates that both fit wins. A
            # template found inside the text leaves the rest unexplained, which counts like a value: a short
            # literal template must not outrank one that reads the whole text ("...name" in "...name: "X"").
            unexplained = 0 if whole else len(folded.strip()) - (end - m.start)
            specificity = c.literal_chars / max(c.literal_chars + value_chars + max(unexplained, 0), 1)
            score = 90.0 + 10.0 * specificity - (0.0 if whole else 1.0)
        else:
            score = _prefix_score(literal_shown, end - m.start)
        if outside:  # the words fit, but the pinned release never says this value: likely, not certain
            score -= OUTSIDE_VALUE_PENALTY
        ends_in_value = not isinstance(c.head.parts[-1], Literal) and m.end >= len(folded)
        finding = Finding(
            c.entry,
            round(score, 1),
            "exact" if method == "exact" and not outside else "strong",
            params,
            cand.line,
            cand.text,
            spans,
            cand.steps,
            method,
            open_end=ends_in_value,
            partial=ends_in_value or not whole,
            explained=sum(1 for w, at in c.offsets if at + len(w) <= literal_shown),
            wording=c.wording,
            outside_values=outside,
        )
        hits.append(_Hit(c, finding, literal_shown, ends_in_value, m))

    def _shortlist(self, words: set[str]) -> list[int]:
        weight: dict[int, float] = {}
        # In a fixed order (sorted words, ties by index), so the sums and the cut do not depend on set order.
        for w in sorted(words):
            meant = [w] if w in self.by_word else self._meant(w)
            for x in meant:
                holders = self.by_word[x]
                if len(holders) <= SHORTLIST_MAX_DF:
                    for index in holders:
                        weight[index] = weight.get(index, 0.0) + self.idf[x]
        return sorted(weight, key=lambda i: (-weight[i], i))[:FUZZY_SHORTLIST]

    def _meant(self, word: str) -> list[str]:
        """Catalog words that ``word`` may be a typo of (one slip away)."""
        if len(word) < TYPO_MIN_LEN - 1 or len(word) > MAX_TYPO_WORD:
            return []
        keys = {word, *_deletions(word)}
        found = {x for k in keys for x in self.by_deletion.get(k, ())}
        found.update(k for k in keys if k in self.by_word and len(k) >= TYPO_MIN_LEN)
        return [x for x in found if _typo(x, word)]

    def _fuzzy(self, cand: Candidate, folded: str, words: set[str]) -> list[Finding]:
        from rapidfuzz import fuzz

        if len(folded) < MIN_FUZZY_CHARS or len(folded) > MAX_FUZZY_CHARS or len(words) < MIN_FUZZY_TEXT_WORDS:
            return []
        sequence = tokens(folded)
        out: list[Finding] = []
        for index in self._shortlist(words):
            c = self.compiled[index]
            if len(c.sequence) < MIN_FUZZY_WORDS:
                continue
            # A fuzzy match extracts no values, so a value's pattern must at least be somewhere in the text.
            if any(p.pattern and re.search(p.pattern, cand.text, re.IGNORECASE) is None for p in c.entry.params):
                continue
            score = round(max((_align(reading, sequence) for reading in c.readings), default=0.0), 1)
            if score > 0 and score >= WEAK:
                confidence = "strong" if score >= STRONG else "weak"
                # Punctuation the words leave out ("session" and "session.") tells otherwise equal templates apart.
                similarity = fuzz.ratio(c.skeleton, folded)
                out.append(
                    Finding(
                        c.entry,
                        score,
                        confidence,
                        {},
                        cand.line,
                        cand.text,
                        {},
                        cand.steps,
                        "fuzzy",
                        similarity=round(similarity, 1),
                        explained=len(c.sequence),
                        wording=c.wording,
                    )
                )
        if len(out) > 1:
            # Two templates spelled out in one text: the one that explains more of it is the reading; a shorter
            # template whose words the longer one holds is at most a weak, lower-ranked alternative.
            top = max(f.score for f in out)
            best = max((f for f in out if f.score >= top - CLOSE_READINGS), key=lambda f: (f.explained, f.score))
            out = [
                f
                if f is best or f.explained >= best.explained
                else f._replace(confidence="weak", score=min(f.score, round(best.score - 1.0, 1)))
                for f in out
            ]
        return out

    def find(self, text: str, *, fuzzy: bool = True) -> list[Finding]:
        """Every entry found in ``text``, best first, one finding per entry (its best)."""
        return self.find_in(candidates(text), fuzzy=fuzzy)

    def find_in(self, cands: Iterable[Candidate], *, fuzzy: bool = True) -> list[Finding]:
        best: dict[str, Finding] = {}

        def keep(hit: Finding) -> None:
            old = best.get(hit.entry.id)
            if old is None or hit.rank > old.rank:
                best[hit.entry.id] = hit

        pending_fuzzy: list[tuple[Candidate, str, set[str]]] = []
        for cand in cands:
            folded = fold(cand.text)
            words = set(tokens(folded))
            hits = self._exact(cand, folded, words)
            if fuzzy and hits and all(h.confidence != "exact" or h.partial for h in hits):
                # Only a cut-off reading, or a short template whose last value swallowed the rest: a longer
                # template that the words spell out in full is the better explanation (typed again by hand).
                # Of the readings, the one that explains the most of the text as literal words wins.
                shown = max(h.explained for h in hits)
                loose = [f for f in self._fuzzy(cand, folded, words) if f.explained > shown]
                most = max((f.explained for f in loose if f.score >= STRONG), default=0)
                hits = [
                    _demoted(h, self._by_id[h.entry.id].literal_chars)
                    if h.confidence == "exact" and h.explained < most
                    else h
                    for h in hits
                ] + loose
            for hit in hits:
                keep(hit)
            if not hits and fuzzy:
                pending_fuzzy.append((cand, folded, words))
        if fuzzy and not any(f.confidence == "exact" for f in best.values()):
            for cand, folded, words in pending_fuzzy[-MAX_FUZZY_CANDIDATES:]:
                for hit in self._fuzzy(cand, folded, words):
                    keep(hit)
        ranked = sorted(best.values(), key=lambda f: (f.rank, -f.line), reverse=True)
        return _keep_trustworthy(ranked)


class _Hit(NamedTuple):
    """A template found in one candidate, with what the match showed of it."""

    compiled: _Compiled
    finding: Finding
    shown: int  # literal characters of the template the text shows
    ends_in_value: bool  # the text ends inside the template's last value
    match: Match


def _part_of_longer(hit: _Hit, hits: list[_Hit]) -> bool:
    """Whether another exact match of the same text covers this one with more of its own literal words, and not
    as one of its values: the text is that longer template, which begins (or holds) this one word for word
    ("Failed to create mount directory" in "Failed to create mount directory: DaytonaError: ..."). A template
    found inside another one's value is a wrapped cause and stays."""
    m = hit.match
    for other in hits:
        o = other.match
        if other is hit or other.finding.method != "exact" or other.shown <= hit.shown:
            continue
        if o.start <= m.start and m.end <= o.end and o.end - o.start > m.end - m.start:
            if not any(a <= m.start and m.end <= b for a, b in o.spans.values()):
                return True
    return False


def _demoted(finding: Finding, literal_shown: int) -> Finding:
    """An exact reading that another template explains better: kept, but as a strong guess scored like a prefix."""
    span = len(finding.text) - min((a for a, _ in finding.spans.values()), default=0)
    score = _prefix_score(literal_shown, literal_shown + span)
    return finding._replace(confidence="strong", method="prefix", score=round(score, 1), demoted=True)


def _prefix_score(literal_shown: int, length: int) -> float:
    """A prefix is worth how much of the text it explains as the template's literal words: 80 to 90."""
    return 80.0 + 10.0 * min(literal_shown / max(length, 1), 1.0)


def _diverges(m: Match, template: Template) -> bool:
    """Whether a cut-off match's last value holds the start of the literal that should follow it: the text
    went on with the template's words and then said something else ("...memoryMb must be a power of two.")."""
    last = max(m.spans, key=lambda name: m.spans[name][1], default=None)
    if last is None or m.spans[last][1] < m.end:
        return False
    names = [i for i, p in enumerate(template.parts) if isinstance(p, Placeholder) and p.name == last]
    following = [p for p in template.parts[names[-1] + 1 :] if isinstance(p, Literal)] if names else []
    if not following or len(following[0].text) < DIVERGENCE_PROBE:
        return False
    return following[0].text[:DIVERGENCE_PROBE] in m.params[last]


def _bounded(m: Match | None, template: Template, text: str) -> Match | None:
    """``m`` unless it starts or ends inside a word of ``text`` ("sandbox does not..." in "VercelSandbox does...")."""
    if m is None:
        return None
    parts = template.parts
    first, last = parts[0], parts[-1]
    if m.start > 0 and isinstance(first, Literal) and _TOKEN_CHAR.match(first.text[:1]):
        if _TOKEN_CHAR.match(text[m.start - 1]):
            return None
    if m.end < len(text) and isinstance(last, Literal) and _TOKEN_CHAR.match(last.text[-1:]):
        if _TOKEN_CHAR.match(text[m.end]):
            return None
    return m


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


# --- the multi-string prefilter shared by scan and diagnose ------------------------------------------------------


class AnchorFinder:
    """Finds which lines of a (folded) text hold any of a set of anchor strings, and which anchors each holds.

    Uses the Aho-Corasick automaton of the optional ``ahocorasick-rs`` package when it is installed (one pass
    for all anchors); otherwise one ``bytes.find`` pass per anchor, in C. Works on bytes: the anchors are
    folded ASCII-safe literal text, so ``bytes.lower()`` of UTF-8 input finds them as ``fold`` would.

    ``anchors`` maps each anchor to the templates (indexes into ``Matcher.compiled``) that it stands for;
    ``owners[i]`` are then the templates a line holding ``anchors[i]`` may show.
    """

    def __init__(self, anchors: Mapping[str, Iterable[int]] | Iterable[str]) -> None:
        given = anchors if isinstance(anchors, Mapping) else {a: () for a in anchors}
        # Every anchor is kept, even one that holds a shorter one: each stands for its own templates only, so
        # that a line with a common short one ("does not") is checked against few templates.
        unique = {a: frozenset(ids) for a, ids in given.items() if a}
        kept = sorted(unique)
        self.anchors = [a.encode("utf-8") for a in kept]
        self.owners = [unique[a] for a in kept]
        self._automaton: Any = None
        try:  # optional: one pass for all anchors, 20-30x faster than the fallback (tests/bench/bench_scan.py)
            ahocorasick_rs = importlib.import_module("ahocorasick_rs")
        except ImportError:
            ahocorasick_rs = None
        if ahocorasick_rs is not None and self.anchors:
            # A DFA is twice as fast as the default NFA here; its size grows with the anchors, so only for a few.
            dfa = ahocorasick_rs.Implementation.DFA if len(self.anchors) <= 4096 else None
            self._automaton = ahocorasick_rs.BytesAhoCorasick(
                self.anchors, matchkind=ahocorasick_rs.MATCHKIND_STANDARD, implementation=dfa
            )

    @property
    def backend(self) -> str:
        return "ahocorasick-rs" if self._automaton is not None else "bytes.find"

    def hit_lines(self, lowered: bytes) -> list[int]:
        """Start offsets of the lines of ``lowered`` (lower-cased bytes) that hold an anchor, in order."""
        return sorted(self.hits(lowered))

    def hits(self, lowered: bytes) -> dict[int, set[int]]:
        """The lines of ``lowered`` that hold an anchor, as {line start offset: indexes of the anchors in it}."""
        found: dict[int, set[int]] = {}
        if self._automaton is not None:
            line_start, line_end = 0, -1
            # Overlapping: every anchor a line holds counts, not only the first (each names other templates).
            for index, pos, _ in self._automaton.find_matches_as_indexes(lowered, overlapping=True):
                if pos > line_end:
                    line_start = lowered.rfind(b"\n", 0, pos) + 1
                    end = lowered.find(b"\n", pos)
                    line_end = len(lowered) if end == -1 else end
                found.setdefault(line_start, set()).add(index)
            return found
        for index, anchor in enumerate(self.anchors):
            pos = lowered.find(anchor)
            while pos != -1:
                found.setdefault(lowered.rfind(b"\n", 0, pos) + 1, set()).add(index)
                line_end = lowered.find(b"\n", pos)
                if line_end == -1:
                    break
                pos = lowered.find(anchor, line_end)
        return found


def is_selective(anchor: str) -> bool:
    """Whether an anchor is rare enough in ordinary logs to be worth a line's decoding: two words or more and
    MIN_ANCHOR_CHARS long, or one long token (an identifier, not a word like "command" or "failed:")."""
    if " " in anchor:
        return len(anchor) >= MIN_ANCHOR_CHARS
    return len(anchor) >= MIN_TOKEN_ANCHOR


def _template_anchors(c: _Compiled) -> list[str]:
    """One template's anchors: its prefix (a cut-off rendering holds it) and its longest literal run, as two
    halves (a message retyped with one slip still holds one of them), or the run and the next longest one.

    Besides the prefix, only selective ones, as long as two of them stand apart in the message (one slip
    leaves one intact); a template whose selective pieces cannot do that (a short message) keeps the shorter
    ones too. The screen (errors.screen) keeps the lines such a common piece brings in cheap.
    """
    every = [c.prefix_anchor]
    words = c.anchor.split(" ")
    # The split between words that leaves the shorter half longest.
    splits = [(" ".join(words[:k]).strip(), " ".join(words[k:]).strip()) for k in range(1, len(words))]
    halves = max(splits, key=lambda pair: min(len(pair[0]), len(pair[1])), default=("", ""))
    if len(c.anchor) >= MIN_SPLIT_ANCHOR and min(len(halves[0]), len(halves[1])) >= MIN_HALF_ANCHOR:
        every += halves
    else:
        every.append(c.anchor)
        # No good halves: the next longest run elsewhere in the message serves instead.
        pieces = sorted((p.strip() for lit in c.head.literals for p in _ANCHOR_PIECE.findall(lit)), key=len)
        others = [p for p in pieces if p != c.anchor and len(p) >= MIN_SPLIT_ANCHOR // 2]
        every += others[-1:]
    # A template with next to no literal text (`${LOG_PREFIX} ${detail}`) is pinned down by a closed set of
    # values instead: every rendering holds one of them.
    every += [
        fold(v).strip() for p in c.entry.params if p.values for v in p.values if len(v.strip()) >= MIN_HALF_ANCHOR
    ]
    every = [a for a in dict.fromkeys(every) if a]
    selective = [a for a in every if is_selective(a)]
    literal = "\0".join(c.head.literals)
    # The prefix stays whatever its length: a cut-off rendering (an issue title) holds nothing else.
    chosen = list(dict.fromkeys([c.prefix_anchor, *selective]) if c.prefix_anchor else selective)
    if selective and (_apart(chosen, literal) or not _apart(every, literal)):
        return chosen
    return every


def _apart(anchors: list[str], literal: str) -> bool:
    """Whether two of ``anchors`` cover separate stretches of ``literal``: no one slip breaks both."""
    spans = [(at, at + len(a)) for a in anchors if (at := literal.find(a)) != -1]
    return any(a_end <= b or b_end <= a for i, (a, a_end) in enumerate(spans) for b, b_end in spans[i + 1 :])


def anchor_owners(matcher: Matcher) -> dict[str, set[int]]:
    """Every scan anchor with the templates (indexes into ``matcher.compiled``) that hold it."""
    owners: dict[str, set[int]] = {}
    for index, c in enumerate(matcher.compiled):
        for anchor in _template_anchors(c):
            owners.setdefault(anchor, set()).add(index)
    return owners


def _as_written(word: str, entry: Entry) -> str:
    """A folded (lower-case) word of a template as the template writes it (``executeCommand``)."""
    found = re.search(re.escape(word), entry.message, re.IGNORECASE)
    return found.group() if found else word


def scan_anchors(matcher: Matcher) -> list[str]:
    """The strings the prefilter looks for: per template, a few selective literal runs every rendering (or a
    cut-off or once-mistyped one) holds."""
    return list(anchor_owners(matcher))
