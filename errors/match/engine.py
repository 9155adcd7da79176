"""The one pass over a large text: which lines can hold a catalogued message at all, and which templates.

``scan`` and a large ``diagnose`` never normalise and match every line. Each template states what a line must
hold for each kind of reading (:class:`Conditions`), as literal pieces of its text that neither folding nor a
web page or a terminal changes (no quotes, dashes, ``&<>``; see ``ANCHOR_PIECE``):

- **whole** (exact, or inside a longer text): every piece of its first line, in order, and one of the values of
  each closed value set (a provider tag);
- **cut off**: the pieces of its first MIN_PREFIX_CHARS characters of literal text, in order, and the shape of
  a cut-off message: those characters, then the line ends inside the template (:mod:`errors.match.shapes`);
- **loose** (fuzzy; not for a generic template): one of its two longest words as it is (a loose reading has one
  slip at most), and every safe word in order, a long one by either of its halves (a slip cannot reach both);
- **wrapped** (a message over several lines): a run of a few words of one of its long pieces (a line break can
  fall anywhere in a piece, so a wrapped line holds a part of it, not all), with the line ending inside the
  message after it or starting inside it before it (the shapes again); then the lines around are tried joined.

The text is searched once for all of them, on its lower-cased bytes with terminal colours dropped and tabs and
no-break spaces read as spaces (none of that moves a line break), with the one-pass multi-pattern engine
Hyperscan (``hyperscan`` on PyPI) where it is installed: the database is compiled once per catalog and kept in
the cache folder beside the catalog's. Where it is not, an Aho-Corasick automaton (``ahocorasick-rs``) finds
one piece of each condition and the rest is checked here, which gives the same lines and templates, slower.
The shapes are checked here, on the lines found (as whole Hyperscan patterns they took it twenty times as long
to compile); the pass only looks for a wrap piece with the few characters of literal text its shape needs beside
it (errors.match.shapes.wrap_pass_patterns). A text that repeats its lines (a near-miss log: 329,000 lines,
12,000 distinct) is searched by its distinct lines, each line's hits standing for its likes.
The conditions only rule lines out: what they let through is matched as any text is, so the answers do not
depend on the backend, and equal those of a small paste.
"""

from __future__ import annotations

import bisect
import functools
import importlib
import itertools
import re
from collections.abc import Iterable, Mapping, Sequence
from collections.abc import Set as AbstractSet
from typing import TYPE_CHECKING, Any, NamedTuple

from ..normalize import fold
from ..template import Literal, Placeholder
from .compiled import ANCHOR_PIECE, MIN_PREFIX_CHARS, CompiledTemplate
from .confidence import evidence_strings
from .shapes import WrapSide, cut_shape, meets_wrap, wrap_pass_patterns, wrap_shape
from .specificity import GENERIC
from .values import KIND_PATTERNS
from .words import TYPO_MIN_LEN

if TYPE_CHECKING:
    from .matcher import Matcher

__all__ = [
    "AnchorFinder",
    "Conditions",
    "EvidenceLines",
    "LineFilter",
    "LineHits",
    "anchor_owners",
    "clean",
    "in_order",
    "scan_anchors",
]

# A template needs this many safe words to be read loosely, and this much literal text to be read over lines.
MIN_LOOSE_WORDS = 3
MIN_WRAPPED_LITERAL = 16
# The pieces that bring a line in as part of a wrapped message: those at least this long ("not found" is on any
# line), else the longest when at least MIN_SHORT_WRAP_PIECE long.
MIN_WRAP_PIECE = 14
MIN_SHORT_WRAP_PIECE = 10
# A long piece brings a line in by a run of its words this long, which says enough on its own (at least
# MIN_CHUNK_BITS, errors.match.specificity): any line that holds twice as much of the piece holds one whole.
WRAP_CHUNK = 16
MIN_CHUNK_BITS = 12.0

# A text is searched by its distinct lines (LineFilter.hits) when there are this many lines for each; a
# sample of SAMPLE_BYTES at its start, middle and end says first whether that is likely (splitting a text that
# repeats nothing costs 3% of its scan).
REPEATS_WORTH = 2
SAMPLE_BYTES = 16384

_ANSI_BYTES = re.compile(rb"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[@-Z\\-_]")


def _repetitive(text: bytes) -> bool:
    """Whether a sample of ``text``'s lines has REPEATS_WORTH lines for each distinct one."""
    if len(text) <= 3 * SAMPLE_BYTES:
        sample = text.split(b"\n")
    else:
        middle = len(text) // 2
        parts = (text[:SAMPLE_BYTES], text[middle : middle + SAMPLE_BYTES], text[-SAMPLE_BYTES:])
        sample = [line for part in parts for line in part.split(b"\n")[1:-1]]  # (whole lines only)
    return len(dict.fromkeys(sample)) * REPEATS_WORTH <= len(sample)


def clean(data: bytes) -> bytes:
    """What the conditions are looked for in: lower-cased, colours dropped, tabs and no-break spaces as spaces.
    Nothing here adds or removes a line break, so line ``n`` of the result is line ``n`` of ``data``."""
    if b"\x1b" in data:
        data = _ANSI_BYTES.sub(b"", data)
    return data.replace(b"\t", b" ").replace(b"\xc2\xa0", b" ").lower()


def in_order(text: bytes, alternatives: Sequence[Sequence[bytes]]) -> bool:
    """Whether ``text`` holds one of each group of ``alternatives``, each after the one before (as the regex
    ``(a|b).*(c|d)`` on one line would find them): the earliest end each time is always a good choice."""
    pos = 0
    for group in alternatives:
        ends = [at + len(a) for a in group if (at := text.find(a, pos)) != -1]
        if not ends:
            return False
        pos = min(ends)
    return True


def _pieces(c: CompiledTemplate, limit: int | None = None) -> list[tuple[bytes, ...]]:
    """The pieces of a template's first line in order (each a one-item group), a closed value set as a group
    of its values; with ``limit``, only the pieces within its first ``limit`` characters of literal text."""
    out: list[tuple[bytes, ...]] = []
    offset = 0
    closed = {p.name: p.values for p in c.entry.params if p.values and p.other_values is None}
    for part in c.head.parts:
        if isinstance(part, Literal):
            text = part.text if limit is None else part.text[: max(limit - offset, 0)]
            out += [(piece.encode(),) for m in ANCHOR_PIECE.finditer(text) if (piece := m.group().strip())]
            offset += len(part.text)
        elif isinstance(part, Placeholder) and part.name in closed and (limit is None or offset < limit):
            values = tuple(dict.fromkeys(fold(v).strip().encode() for v in closed[part.name]))
            if all(values) and all(v.isascii() for v in values):
                out.append(values)
    return out


def _chunks(piece: bytes) -> list[bytes]:
    """A long piece as runs of whole words of about WRAP_CHUNK characters that say enough on their own (see
    MIN_CHUNK_BITS); a piece up to twice that long stays whole."""
    if len(piece) < 2 * WRAP_CHUNK:
        return [piece]
    from .specificity import background
    from .words import tokens

    table = background()
    out: list[bytes] = []
    run: list[bytes] = []
    for word in piece.split(b" "):
        run.append(word)
        chunk = b" ".join(run).strip()
        if len(chunk) >= WRAP_CHUNK:
            if table.bits(tokens(chunk.decode())) >= MIN_CHUNK_BITS:
                out.append(chunk)
            run = []
    return out or [piece]


def _halves(word: str) -> tuple[bytes, ...]:
    """A word, or when long its two ends: one slip (two letters at most) cannot reach both."""
    if len(word) < TYPO_MIN_LEN:
        return (word.encode(),)
    keep = (len(word) - 2) // 2
    return (word[:keep].encode(), word[len(word) - keep :].encode())


# A line the matcher reads as it is, lower-cased: ASCII with no control character, tab, tag, entity or escape
# (nothing for strip_noise, fold or a JSON or logfmt decoding to change). Each text it reads in such a line
# (the line, its variants without a prefix, a JSON or logfmt message, a text cut before "...") is a part of
# the line: what a reading finds in such a text is in the line as it is.
PLAIN_LINE = re.compile(r"[\x00-\x1f\x7f<&\\]")
_QUOTES = b"['\"`]*"


def _strict(c: CompiledTemplate) -> bytes:
    """For a template with no cut-off reading (less literal text than a cut-off reading must show), the regex
    its whole or inside reading needs on a plain line: its first value of a kind, with the literal text on
    either side of it, as ``L1 <value of the kind, maybe quoted> L2`` (errors.match.values: the reading's value
    fits its kind, its quotes stripped or not). Empty when it has none, or when it can be read cut off."""
    if c.literal_chars >= MIN_PREFIX_CHARS:
        return b""
    kinds = {p.name: p.kind for p in c.entry.params}
    parts = c.head.parts
    for before, value, after in zip(parts, parts[1:], parts[2:], strict=False):
        if not (isinstance(before, Literal) and isinstance(value, Placeholder) and isinstance(after, Literal)):
            continue
        kind = kinds.get(value.name, "text")
        if kind not in KIND_PATTERNS:
            continue
        # The literal text as a plain line holds it: the first one's start and the last one's end may be
        # trimmed with the line (or dropped and put back, errors.match.exact's tail_ws).
        first, last = before.text.lower().lstrip(), after.text.lower().rstrip()
        if not (first and last and first.isascii() and last.isascii()):
            continue
        gap = _QUOTES + b"(?:" + KIND_PATTERNS[kind].encode() + b")" + _QUOTES
        return re.escape(first.encode()) + gap + re.escape(last.encode())
    return b""


class Conditions(NamedTuple):
    """What a line must hold for each kind of reading of one template (see the module's docstring). (A named
    tuple: a scan reads hundreds from the cache at start.)"""

    whole: tuple[tuple[bytes, ...], ...]
    cut: tuple[tuple[bytes, ...], ...]
    loose: tuple[tuple[bytes, ...], ...]  # empty: never read loosely
    wrap: tuple[bytes, ...]  # empty: never read over lines
    generic: bool = False  # its readings are only ever `possible` unless the record corroborates them
    # What may corroborate it (errors.match.confidence.evidence_strings), lower-cased.
    evidence: tuple[bytes, ...] = ()
    # A loose reading has at most one slip (errors.match.fuzzy.MAX_SLIPS): of three of its words (the rarest in
    # the catalog, in the template's order), two are there as they are, in order. The one pass looks for those
    # pairs; the rest of ``loose`` is checked after it.
    loose_words: tuple[bytes, ...] = ()
    # On a plain line (see PLAIN_LINE) a whole reading also needs this regex (empty: nothing more): the text
    # around a value with the value of its kind between (see _strict).
    strict: bytes = b""
    # Whether a line meeting ``cut`` must also have the shape of a cut-off message (errors.match.shapes; a
    # template with less literal text than a cut-off reading shows has none). The shapes themselves are built
    # when a line first needs them (LineFilter.shapes): a scan meets few templates.
    cut_shaped: bool = False
    # What the one pass looks for to bring a line in for ``wrap``: each piece with the literal text beside it
    # that a line of the message wrapped holds (errors.match.shapes.wrap_pass_patterns), as regexes.
    wrap_pass: tuple[bytes, ...] = ()

    @classmethod
    def of(cls, c: CompiledTemplate, rarity: Mapping[str, int] | None = None) -> Conditions:
        """The conditions of a template; ``rarity`` (how many templates hold each word) picks the loose words."""
        loose: tuple[tuple[bytes, ...], ...] = ()
        loose_words: tuple[bytes, ...] = ()
        if len(c.sequence) >= MIN_LOOSE_WORDS and c.readings and c.tier != GENERIC:
            loose = tuple(_halves(w) for w, _ in c.sequence)
            held = rarity or {}
            rarest = sorted(dict.fromkeys(w for w, _ in c.sequence), key=lambda w: (held.get(w, 0), -len(w), w))
            chosen = set(rarest[:3])
            # In the template's order: the one pass looks for two of them, one after the other.
            loose_words = tuple(dict.fromkeys(w.encode() for w, _ in c.sequence if w in chosen))
        wrap: tuple[bytes, ...] = ()
        if c.literal_chars >= MIN_WRAPPED_LITERAL and c.tier != GENERIC:
            pieces = [g[0] for g in _pieces(c) if len(g) == 1]
            long_pieces = [p for p in pieces if len(p) >= MIN_WRAP_PIECE]
            wrap = tuple(dict.fromkeys(long_pieces or [max(pieces, key=len, default=b"")]))
            wrap = tuple(dict.fromkeys(chunk for p in wrap if len(p) >= MIN_SHORT_WRAP_PIECE for chunk in _chunks(p)))
        cut = tuple(_pieces(c, MIN_PREFIX_CHARS))
        generic = c.tier == GENERIC
        marks: tuple[bytes, ...] = ()
        if generic:
            marks = tuple(dict.fromkeys(m.lower().encode() for m in evidence_strings(c.entry) if m.isascii()))
        return cls(
            tuple(_pieces(c)),
            cut,
            loose,
            wrap,
            generic,
            marks,
            loose_words,
            _strict(c),
            bool(cut) and c.literal_chars >= MIN_PREFIX_CHARS,
            wrap_pass_patterns(wrap_shape(c, wrap), wrap) if wrap else (),
        )


class LineHits:
    """The templates (indexes into ``Matcher.compiled``) a line may be read as, by kind of reading, and the
    generic templates something on the line may corroborate. (A plain class: a scan makes one per hit line,
    hundreds of thousands on a log of common words.)"""

    __slots__ = ("evidence", "exact", "loose", "pending", "strict", "wrap", "wrap_pending")
    _EMPTY: AbstractSet[int] = frozenset()

    def __init__(
        self,
        exact: AbstractSet[int],
        loose: AbstractSet[int],
        wrap: AbstractSet[int],
        evidence: AbstractSet[int] = _EMPTY,
        strict: AbstractSet[int] = _EMPTY,
        pending: AbstractSet[int] = _EMPTY,
        wrap_pending: AbstractSet[int] = _EMPTY,
    ) -> None:
        # Shared between the lines that hold the same patterns: read them, never change them.
        self.exact = exact  # whole, inside, or cut off
        self.loose = loose
        self.wrap = wrap
        self.evidence = evidence
        # Of ``exact``, the templates whose strict regex (Conditions.strict) the line holds.
        self.strict = strict
        # Templates the pass found the cut-off start of, before the line's shape says whether it is one
        # (errors.match.shapes): the line filter checks and empties it.
        self.pending = pending
        # Of ``wrap``, before the line's shape says whether it is one line of a wrapped message: a caller that
        # asked the pass to leave them (most lines that hold a message whole never need them) settles them with
        # LineFilter.settle_wrap.
        self.wrap_pending = wrap_pending

    def _fields(self) -> tuple[AbstractSet[int], ...]:
        return tuple(getattr(self, name) for name in self.__slots__)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, LineHits) and self._fields() == other._fields()

    __hash__ = None  # type: ignore[assignment]  # mutable, compared by value

    def __repr__(self) -> str:
        fields = zip(self.__slots__, self._fields(), strict=True)
        shown = ", ".join(f"{name}={set(value)!r}" for name, value in fields if value)
        return f"LineHits({shown})"

    @property
    def readable(self) -> bool:
        return bool(self.exact or self.loose or self.wrap or self.wrap_pending)


def _dump(cond: Conditions) -> list[Any]:
    def text(pieces: Iterable[bytes]) -> list[str]:
        return [p.decode("utf-8", "surrogateescape") for p in pieces]

    return [
        [text(g) for g in cond.whole],
        [text(g) for g in cond.cut],
        [text(g) for g in cond.loose],
        text(cond.wrap),
        cond.generic,
        text(cond.evidence),
        text(cond.loose_words),
        cond.strict.decode("utf-8", "surrogateescape"),
        cond.cut_shaped,
        text(cond.wrap_pass),
    ]


def _load(data: list[Any]) -> Conditions:
    def raw(pieces: Iterable[str]) -> tuple[bytes, ...]:
        return tuple(p.encode("utf-8", "surrogateescape") for p in pieces)

    whole, cut, loose, wrap, generic, evidence, loose_words, strict, cut_shaped, wrap_pass = data
    return Conditions(
        tuple(raw(g) for g in whole),
        tuple(raw(g) for g in cut),
        tuple(raw(g) for g in loose),
        raw(wrap),
        bool(generic),
        raw(evidence),
        raw(loose_words),
        strict.encode("utf-8", "surrogateescape"),
        bool(cut_shaped),
        raw(wrap_pass),
    )


def template_conditions(matcher: Matcher) -> list[Conditions]:
    """The conditions of every template of ``matcher``, in order. Working them out reads every template's
    readings and the whole background table (a cold scan's largest cost but for the catalog), so they are kept
    beside the catalog's cache (:meth:`Matcher.derived`)."""

    import orjson

    def build() -> bytes:
        return orjson.dumps([_dump(Conditions.of(c, matcher.word_templates)) for c in matcher.compiled])

    conditions = [_load(item) for item in orjson.loads(matcher.derived("conditions", build))]
    if len(conditions) != len(matcher.compiled):  # pragma: no cover - a cache of another matcher: never trusted
        conditions = [_load(item) for item in orjson.loads(build())]
    return conditions


class LineFilter:
    """The conditions of every template of a matcher, and the one pass that finds the lines meeting them."""

    def __init__(self, matcher: Matcher, *, loose: bool = True, evidence: bool = True) -> None:
        """``loose``: whether lines are also looked for loose (fuzzy) readings. ``evidence``: whether the pass
        also reports the lines that hold what may corroborate a generic template; without it, a caller asks
        :class:`EvidenceLines` for the few places that need it (ordinary lines hold such marks by the
        thousand: ``e2b``, ``mastraerror``)."""
        self.conditions = template_conditions(matcher)
        if not loose:
            self.conditions = [c._replace(loose=(), loose_words=()) for c in self.conditions]
        self._searched = self.conditions if evidence else [c._replace(evidence=()) for c in self.conditions]
        self._compiled = matcher.compiled
        self._shapes: dict[int, tuple[bytes, tuple[WrapSide, ...]]] = {}
        # settle_wrap's verdicts for the text last passed (its lines repeat)
        self._settled: dict[tuple[bytes, frozenset[int]], frozenset[int]] = {}
        self._hyperscan = _hyperscan_database(matcher, self._searched)
        self._marks: MarkFinder | None = None
        self._marks_built = False  # built when first needed: a scan may meet no generic line
        self._finder: AnchorFinder | None = None
        if self._hyperscan is None:
            anchors: dict[bytes, set[int]] = {}
            for index, cond in enumerate(self._searched):
                for piece in _anchor_pieces(cond):
                    anchors.setdefault(piece, set()).add(index)
            self._finder = AnchorFinder({a.decode(): ids for a, ids in anchors.items()})

    @property
    def backend(self) -> str:
        return "hyperscan" if self._hyperscan is not None else "ahocorasick-rs" if self._finder else "none"

    def evidence_lines(self, cleaned: bytes) -> EvidenceLines:
        """Where the marks of the generic templates are in ``cleaned`` (for a filter whose pass does not look
        for them), found when first asked."""
        if not self._marks_built:
            self._marks = MarkFinder.of(self.conditions) if self._hyperscan is not None else None
            self._marks_built = True
        return EvidenceLines(cleaned, self.conditions, self._marks)

    def shapes(self, index: int) -> tuple[bytes, tuple[WrapSide, ...]]:
        """The cut-off shape and the wrap shape of one template (errors.match.shapes), built when first asked."""
        known = self._shapes.get(index)
        if known is None:
            cond, c = self._searched[index], self._compiled[index]
            cut = cut_shape(c) if cond.cut_shaped else b""
            known = self._shapes[index] = (cut, wrap_shape(c, cond.wrap) if cond.wrap else ())
        return known

    def _meets_cut(self, index: int, line: bytes) -> bool:
        shape = self.shapes(index)[0]
        return not shape or _shape_regex(shape).search(line) is not None

    def _meets_wrap(self, index: int, line: bytes) -> bool:
        sides = self.shapes(index)[1]
        return not sides or meets_wrap(sides, line, _shape_regex)

    def hits(self, cleaned: bytes, *, settle_wrap: bool = True) -> dict[int, LineHits]:
        """The lines of ``cleaned`` (see :func:`clean`) that meet a condition, as {line start offset: hits}.
        Without ``settle_wrap``, the wrapped readings the pass found are left in ``wrap_pending`` (their shapes
        are the most costly check, and a line read whole never needs them): see :meth:`settle_wrap`.

        What a line meets depends on the line alone, and logs repeat their lines: where most lines of the text
        are repeats, each distinct line is searched once, and its hits (one object) stand for every line like
        it (settle_wrap gives them all the same verdict)."""
        self._settled.clear()
        if not _repetitive(cleaned):
            return self._hits(cleaned, settle_wrap)
        lines = cleaned.split(b"\n")
        distinct = dict.fromkeys(lines)
        if len(distinct) * REPEATS_WORTH > len(lines):
            return self._hits(cleaned, settle_wrap)
        joined = b"\n".join(distinct)
        by_line: dict[bytes, LineHits] = {}
        for start, found in self._hits(joined, settle_wrap).items():
            end = joined.find(b"\n", start)
            by_line[joined[start : end if end != -1 else len(joined)]] = found
        out: dict[int, LineHits] = {}
        get = by_line.get
        starts = itertools.accumulate((len(ln) + 1 for ln in lines), initial=0)  # (one more than the lines)
        for line, start in zip(lines, starts, strict=False):
            shared = get(line)
            if shared is not None:
                out[start] = shared
        return out

    def _hits(self, cleaned: bytes, settle_wrap: bool) -> dict[int, LineHits]:
        if self._hyperscan is not None:
            found = self._hyperscan.hits(cleaned)
            self._confirm(cleaned, found, settle_wrap)
            return {start: h for start, h in found.items() if h.readable or h.evidence}
        assert self._finder is not None
        out: dict[int, LineHits] = {}
        for start, anchor_ids in self._finder.hits(cleaned).items():
            end = cleaned.find(b"\n", start)
            line = cleaned[start : end if end != -1 else len(cleaned)]
            owners = set().union(*(self._finder.owners[a] for a in anchor_ids))
            line_hits = self.check(line, owners)
            if not settle_wrap:
                line_hits.wrap_pending, line_hits.wrap = line_hits.wrap, frozenset()
            if line_hits.readable or line_hits.evidence:
                out[start] = line_hits
        return out

    def settle_wrap(self, cleaned: bytes, start: int, hits: LineHits) -> None:
        """Whether the line of ``cleaned`` at ``start`` has the shape of one line of each wrapped message the
        pass left pending (see :meth:`hits`): those it has go to ``hits.wrap``."""
        if not hits.wrap_pending:
            return
        end = cleaned.find(b"\n", start)
        line = cleaned[start : end if end != -1 else len(cleaned)]
        key = (line, frozenset(hits.wrap_pending))
        wrap = self._settled.get(key)
        if wrap is None:
            wrap = self._settled[key] = frozenset(i for i in hits.wrap_pending if self._meets_wrap(i, line))
        hits.wrap, hits.wrap_pending = hits.wrap | wrap, frozenset()

    def _confirm(self, cleaned: bytes, found: dict[int, LineHits], settle_wrap: bool = True) -> None:
        """What the pass cannot cheaply tell, checked on the lines it found: a loose hit needs all its words in
        order (the pass found two), a cut-off or a wrapped one the line's shape (errors.match.shapes: the
        regexes would take Hyperscan ten times as long to compile). Without ``settle_wrap``, a line that may
        be read as a message of its own keeps its wrapped readings pending (see :meth:`hits`)."""
        # Logs repeat lines: a verdict depends only on the line and the templates asked of it, so it is kept
        # for the chunk (near-miss logs: 33,000 lines, 2,500 distinct).
        Key = tuple[bytes, frozenset[int], frozenset[int], frozenset[int]]
        Verdict = tuple[frozenset[int], frozenset[int], frozenset[int], frozenset[int]]
        seen: dict[Key, Verdict] = {}
        for start, hits in found.items():
            if not (hits.loose or hits.pending or hits.wrap):
                continue
            end = cleaned.find(b"\n", start)
            line = cleaned[start : end if end != -1 else len(cleaned)]
            key = (line, frozenset(hits.loose), frozenset(hits.pending), frozenset(hits.wrap))
            known = seen.get(key)
            if known is None:
                loose = frozenset(i for i in hits.loose if in_order(line, self._searched[i].loose))
                cut = frozenset(i for i in hits.pending if self._meets_cut(i, line))
                wrap = pending = frozenset[int]()
                if hits.wrap and (settle_wrap or not (hits.exact or cut)):
                    wrap = frozenset(i for i in hits.wrap if self._meets_wrap(i, line))
                else:
                    pending = frozenset(hits.wrap)
                known = seen[key] = (loose, cut, wrap, pending)
            loose, cut, wrap, pending = known
            if hits.loose:
                hits.loose = loose
            if hits.pending:
                if cut:
                    hits.exact = hits.exact | cut
                hits.pending = frozenset()
            if hits.wrap:
                hits.wrap, hits.wrap_pending = wrap, pending

    def check(self, line: bytes, templates: Iterable[int]) -> LineHits:
        """Which of ``templates`` one cleaned line meets the conditions of (also for lines joined)."""
        exact: set[int] = set()
        loose: set[int] = set()
        wrap: set[int] = set()
        evidence: set[int] = set()
        strict: set[int] = set()
        for index in templates:
            cond = self._searched[index]
            if in_order(line, cond.whole) or (cond.cut and in_order(line, cond.cut) and self._meets_cut(index, line)):
                exact.add(index)
                if cond.strict and re.search(cond.strict, line):
                    strict.add(index)
            if cond.loose and _pair_in_order(line, cond.loose_words) and in_order(line, cond.loose):
                loose.add(index)
            if cond.wrap and any(p in line for p in cond.wrap) and self._meets_wrap(index, line):
                wrap.add(index)
            if cond.evidence and any(e in line for e in cond.evidence):
                evidence.add(index)
        return LineHits(exact, loose, wrap, evidence, strict)


class EvidenceLines:
    """Where in a cleaned text the marks that may corroborate a generic template are (for a LineFilter that
    does not look for them in its pass): found when a line first asks, all marks in one Hyperscan pass where
    there is one (:class:`MarkFinder`), else each mark looked for on its own."""

    def __init__(self, cleaned: bytes, conditions: Sequence[Conditions], finder: MarkFinder | None = None) -> None:
        self._cleaned = cleaned
        self._conditions = conditions
        self._finder = finder
        self._lines: dict[bytes, list[int]] | None = None if finder is not None else {}
        self._marked: dict[int, list[int]] = {}  # per template, the lines holding one of its marks

    def lines(self, mark: bytes) -> list[int]:
        """The (0-based) lines that hold ``mark``, in order."""
        if self._lines is None:
            assert self._finder is not None
            self._lines = self._finder.lines(self._cleaned)
        found = self._lines.get(mark)
        if found is None:
            found = self._lines[mark] = [] if self._finder is not None else _lines_holding(self._cleaned, mark)
        return found

    def near(self, template: int, line: int, distance: int) -> bool:
        """Whether a line at most ``distance`` lines from ``line`` holds a mark of ``template``."""
        found = self._marked.get(template)
        if found is None:
            marks = self._conditions[template].evidence
            found = self._marked[template] = sorted({n for mark in marks for n in self.lines(mark)})
        at = bisect.bisect_left(found, line - distance)
        return at < len(found) and found[at] <= line + distance


def _lines_holding(text: bytes, mark: bytes) -> list[int]:
    """The (0-based) lines of ``text`` that hold ``mark``, in order: one search from each line holding it."""
    found: list[int] = []
    pos = text.find(mark) if mark and b"\n" not in mark else -1
    line = counted_to = 0
    while pos != -1:
        line += text.count(b"\n", counted_to, pos)
        counted_to = pos
        found.append(line)
        stop = text.find(b"\n", pos)
        if stop == -1:
            break
        pos = text.find(mark, stop)
    return found


@functools.lru_cache(maxsize=8192)
def _shape_regex(shape: bytes) -> re.Pattern[bytes]:
    return re.compile(shape)


def _pairs(words: Sequence[bytes]) -> list[tuple[bytes, bytes]]:
    """Every two of ``words`` in their order (one word alone when there is only one)."""
    if len(words) < 2:
        return [(w, b"") for w in words]
    return [(a, b) for i, a in enumerate(words) for b in words[i + 1 :]]


def _pair_in_order(line: bytes, words: Sequence[bytes]) -> bool:
    return any(in_order(line, ((a,), (b,)) if b else ((a,),)) for a, b in _pairs(words))


def _anchor_pieces(cond: Conditions) -> list[bytes]:
    """One piece of each condition, the longest (for the fallback automaton): a line meeting a condition holds
    it. A group of alternatives gives all of them."""
    out: list[bytes] = []
    for groups in (cond.whole, cond.cut):
        if groups:
            out += list(max(groups, key=lambda g: min(len(a) for a in g)))
    out += list(cond.loose_words) + list(cond.wrap) + list(cond.evidence)
    return [a for a in out if a]


# --- Hyperscan -----------------------------------------------------------------------------------------------------

# What a pattern's match says of a line, for each template it stands for: which set of LineHits it goes in.
_EXACT, _LOOSE, _WRAP, _EVIDENCE, _STRICT, _CUT = range(6)


def _regex(groups: Sequence[Sequence[bytes]]) -> bytes:
    def alt(group: Sequence[bytes]) -> bytes:
        escaped = [re.escape(a) for a in group]
        return escaped[0] if len(escaped) == 1 else b"(?:" + b"|".join(escaped) + b")"

    return b".*".join(alt(g) for g in groups)


_SAID_KEPT = 4096
# Per pattern, the templates (indexes) it stands for, by kind: (exact, loose, wrap, evidence, strict, cut).
_Owners = tuple[tuple[int, ...], ...]
_Said = tuple[frozenset[int], ...]


def _patterns(conditions: Sequence[Conditions]) -> tuple[list[bytes], list[_Owners]]:
    """The expressions the pass looks for, each once (many templates share one: "does not support" is a piece
    of nine, a template's whole text often its cut-off start too), with the templates each stands for."""
    owners: dict[bytes, tuple[list[int], ...]] = {}

    def add(expression: bytes, kind: int, index: int) -> None:
        held = owners.setdefault(expression, ([], [], [], [], [], []))[kind]
        if not held or held[-1] != index:
            held.append(index)

    for index, cond in enumerate(conditions):
        if cond.whole:
            add(_regex(cond.whole), _EXACT, index)
        if cond.cut:
            add(_regex(cond.cut), _CUT, index)
        if cond.loose_words:
            pairs = _pairs(cond.loose_words)
            add(b"|".join(re.escape(a) + (b".*" + re.escape(b) if b else b"") for a, b in pairs), _LOOSE, index)
        # A line holding any one of them: each its own pattern, shared with the other templates that have it.
        for expression in cond.wrap_pass:
            add(expression, _WRAP, index)
        for literal in cond.evidence:
            add(re.escape(literal), _EVIDENCE, index)
        if cond.strict:
            add(cond.strict, _STRICT, index)
    expressions = list(owners)
    return expressions, [tuple(tuple(held) for held in owners[e]) for e in expressions]


class _Hyperscan:
    """A compiled Hyperscan database of every template's conditions, and its scratch space."""

    def __init__(self, database: Any, owners: Sequence[_Owners], shaped: AbstractSet[int]) -> None:
        self._db = database
        self._owners = owners
        self._shaped = shaped  # the templates whose cut-off reading a line's shape must confirm
        # What a set of patterns says of a line, for the sets seen last (a log's lines repeat their shapes).
        self._said: dict[frozenset[int], _Said] = {}

    def hits(self, cleaned: bytes) -> dict[int, LineHits]:
        # Each match as one int, end * patterns + pattern: in order of their ends once sorted, and no object for
        # the garbage collector to walk (a dense log has hundreds of thousands).
        count = len(self._owners)
        ends: list[int] = []
        append = ends.append

        def on_match(pattern: int, _start: int, end: int, _flags: int, _context: object) -> None:
            append(end * count + pattern)

        self._db.scan(cleaned, match_event_handler=on_match)
        ends.sort()
        # The patterns found on each line (start offset: pattern ids), then what they say of it.
        lines: dict[int, list[int]] = {}
        rfind, find = cleaned.rfind, cleaned.find
        last_end = -1
        patterns: list[int] = []
        for match in ends:
            end, pattern = divmod(match, count)
            if end - 1 > last_end:  # in order of their ends: a match past the line's end is on a later line
                last_start = rfind(b"\n", 0, max(end - 1, 0)) + 1
                stop = find(b"\n", last_start)
                last_end = len(cleaned) if stop == -1 else stop
                patterns = lines[last_start] = []
            patterns.append(pattern)
        out: dict[int, LineHits] = {}
        said = self._said
        for start, found in lines.items():
            key = frozenset(found)
            known = said.get(key)
            if known is None:
                if len(said) >= _SAID_KEPT:
                    said.clear()
                known = said[key] = self._say(key)
            out[start] = LineHits(*known)
        return out

    def _say(self, patterns: Iterable[int]) -> _Said:
        """What a line holding these patterns may be read as: (exact, loose, wrap, evidence, strict, pending)
        templates, ``pending`` those read cut off only if the line's shape says so (see confirm)."""
        exact: set[int] = set()
        loose: set[int] = set()
        wrap: set[int] = set()
        evidence: set[int] = set()
        strict: set[int] = set()
        cut: set[int] = set()
        for pattern in patterns:
            ex, lo, wr, ev, st, cu = self._owners[pattern]
            exact.update(ex)
            loose.update(lo)
            wrap.update(wr)
            evidence.update(ev)
            strict.update(st)
            cut.update(cu)
        pending = (cut & self._shaped) - exact
        exact |= cut - self._shaped
        said = exact, loose, wrap, evidence, strict & exact
        return (*(frozenset(s) for s in said), frozenset(pending))


def _hyperscan_database(matcher: Matcher, conditions: Sequence[Conditions]) -> _Hyperscan | None:
    """The database for these conditions, from the cache when it holds one for this catalog, else compiled
    (a few seconds) and cached; None when Hyperscan is not installed (or cannot run here)."""
    expressions, owners = _patterns(conditions)
    database = _database(expressions, "engine")
    if database is None:
        return None
    return _Hyperscan(database, owners, {i for i, c in enumerate(conditions) if c.cut_shaped})


def _database(expressions: Sequence[bytes], kind: str) -> Any:
    """A Hyperscan block-mode database of ``expressions`` (pattern ids their indexes), read from the cache when
    it holds one, else compiled and cached; None without Hyperscan or expressions."""
    try:
        hyperscan = importlib.import_module("hyperscan")
    except ImportError:
        return None
    if not expressions:
        return None
    ids = list(range(len(expressions)))
    from . import _engine_cache

    key = _engine_cache.key(expressions, ids, getattr(hyperscan, "__version__", "?"))
    database = None
    serialized = _engine_cache.read(key, kind)
    if serialized is not None:
        try:
            database = hyperscan.loadb(serialized, hyperscan.HS_MODE_BLOCK)
            database.scratch = hyperscan.Scratch(database)
        except Exception:  # a stale or foreign database: compile anew
            database = None
    if database is None:
        try:
            database = hyperscan.Database(mode=hyperscan.HS_MODE_BLOCK)
            # Multi-line: ``^`` and ``$`` at the line breaks of the cleaned text (the wrap patterns' line ends; no
            # other pattern has them).
            flags = [hyperscan.HS_FLAG_MULTILINE] * len(ids)
            database.compile(expressions=expressions, ids=ids, elements=len(expressions), flags=flags)
        except Exception:  # pragma: no cover - a pattern Hyperscan refuses: the fallback gives the same answers
            return None
        _engine_cache.write(key, hyperscan.dumpb(database), kind)
    return database


class MarkFinder:
    """The marks that may corroborate a generic template (``Conditions.evidence``), all found in one Hyperscan
    pass over a text: a Mastra app's log holds some on every line, too many to look for one by one."""

    def __init__(self, database: Any, marks: Sequence[bytes]) -> None:
        self._db = database
        self._marks = list(marks)

    @classmethod
    def of(cls, conditions: Sequence[Conditions]) -> MarkFinder | None:
        """The finder of every mark of ``conditions``; None without Hyperscan (or without marks)."""
        marks = list(dict.fromkeys(m for c in conditions for m in c.evidence if m and b"\n" not in m))
        database = _database([re.escape(m) for m in marks], "marks")
        return None if database is None else cls(database, marks)

    def lines(self, cleaned: bytes) -> dict[bytes, list[int]]:
        """Per mark, the (0-based) lines of ``cleaned`` that hold it, in order."""
        count = len(self._marks)
        ends: list[int] = []
        append = ends.append

        def on_match(pattern: int, _start: int, end: int, _flags: int, _context: object) -> None:
            append(end * count + pattern)

        self._db.scan(cleaned, match_event_handler=on_match)
        ends.sort()
        out: dict[bytes, list[int]] = {mark: [] for mark in self._marks}
        held = [out[mark] for mark in self._marks]
        count_breaks = cleaned.count
        line = counted_to = 0
        for match in ends:
            end, pattern = divmod(match, count)
            line += count_breaks(b"\n", counted_to, end)  # a mark holds no line break: its line is its end's
            counted_to = end
            lines = held[pattern]
            if not lines or lines[-1] != line:
                lines.append(line)
        return out


# --- the Aho-Corasick fallback ---------------------------------------------------------------------------------------


class AnchorFinder:
    """Finds which lines of a (cleaned) text hold any of a set of anchor strings, and which anchors each holds.

    Uses the Aho-Corasick automaton of ``ahocorasick-rs`` when it is installed (one pass for all anchors);
    otherwise one ``bytes.find`` pass per anchor, in C.

    ``anchors`` maps each anchor to the templates (indexes into ``Matcher.compiled``) that it stands for;
    ``owners[i]`` are then the templates a line holding ``anchors[i]`` may show.
    """

    def __init__(self, anchors: Mapping[str, Iterable[int]] | Iterable[str]) -> None:
        given = anchors if isinstance(anchors, Mapping) else {a: () for a in anchors}
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


def anchor_owners(matcher: Matcher) -> dict[str, set[int]]:
    """The fallback automaton's anchors, each with the templates (indexes into ``matcher.compiled``) it stands
    for."""
    owners: dict[str, set[int]] = {}
    for index, c in enumerate(matcher.compiled):
        for piece in _anchor_pieces(Conditions.of(c, matcher.word_templates)):
            owners.setdefault(piece.decode(), set()).add(index)
    return owners


def scan_anchors(matcher: Matcher) -> list[str]:
    """The fallback automaton's anchors."""
    return list(anchor_owners(matcher))
