"""``scan``: every catalogued error in a log, streamed in chunks so that memory stays flat for any size.

Each chunk is lower-cased as bytes and searched for the templates' anchors (selective literal runs every
rendering holds, whole or cut off: :class:`errors.match.AnchorFinder`). A line that holds an anchor is then
screened: unless it holds every word some template of that anchor needs (:class:`errors.screen.Screen`), it is
dropped, so a common phrase costs a set of substring checks, not a match. The rest are normalised and
matched. A hit line that matches nothing alone may be one line of a wrapped message: the lines around it are
tried joined, and a message found that way is reported on the lines that hold it, first to last.
Ordinary log lines cost the prefilter's pass and nothing else.
"""

from __future__ import annotations

import codecs
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import BinaryIO, Protocol

from .catalog import Catalog
from .match import MIN_EMBEDDED_LITERAL, Context, Finding, Matcher, context_of, keep_trustworthy
from .match.engine import PLAIN_LINE, LineFilter, LineHits, clean
from .match.exact import PREFIX_TRIES
from .match.specificity import GENERIC
from .normalize import (
    MAX_JOINED_LINES,
    MAX_LINE_CHARS,
    MIN_WRAPPED_LINE,
    RECORD_START,
    SNIFF_BYTES,
    _line_candidates,
    content_lines,
    joined_candidates,
    sniff,
    wrapped_groups,
)
from .screen import Screen

__all__ = ["ScanStats", "scan"]

CHUNK_BYTES = 8 * 1024 * 1024
# A large diagnose scans in smaller chunks, so that it reports progress and can stop between them.
SCAN_CHUNK_FOR_PROGRESS = 1024 * 1024
# Lines around a hit that a wrapped message can span: they travel with the chunk boundary.
CONTEXT = MAX_JOINED_LINES - 1
# Held back while looking for line ends; past this, a line is cut (no message is that long).
MAX_CARRY_BYTES = 1024 * 1024
# A chunk with this many hit lines is split into lines once (the hits' windows overlap).
DENSE_HITS = 512
# Lines (with the templates they were read as) that read as nothing, remembered.
UNREAD_KEPT = 4096
_Unread = dict[tuple[str, frozenset[int], frozenset[int] | None], None]


def _decode(raw: bytes) -> str:
    return raw[: MAX_LINE_CHARS * 8].decode("utf-8", errors="replace").rstrip("\r")


class _Reader(Protocol):
    def read(self, size: int, /) -> bytes: ...


class _Sniffed:
    """A stream with its first bytes read already (to tell its encoding), as UTF-8: UTF-16 is transcoded."""

    def __init__(self, stream: _Reader) -> None:
        self._stream = stream
        self._head = stream.read(SNIFF_BYTES)
        self._decoder = codecs.getincrementaldecoder("utf-16")("replace") if sniff(self._head) == "utf-16" else None

    def read(self, size: int, /) -> bytes:
        if self._decoder is None:
            if self._head:  # handed out in pieces of the size asked for, like the rest of the stream
                head, self._head = self._head[:size], self._head[size:]
                return head
            return self._stream.read(size)
        while True:  # an odd byte count decodes to nothing yet: read on, so that b"" still means the end
            raw, self._head = (self._head, b"") if self._head else (self._stream.read(size), b"")
            text = self._decoder.decode(raw, final=not raw)
            if text or not raw:
                return text.encode("utf-8")


_prefilters: dict[int, tuple[LineFilter, Screen]] = {}


def _prefilter(matcher: Matcher) -> tuple[LineFilter, Screen]:
    """The line filter and the screen of a matcher, built once (a large diagnose scans too)."""
    key = id(matcher)
    if key not in _prefilters:
        _prefilters.clear()
        # A log holds messages as programs print them (cut off, wrapped, escaped, behind a log prefix, but in
        # their own words): a retyped one, with a slip or a word put in, is what a person writes, and
        # diagnose reads that. Looking for loose readings would cost most of the time on a log of common words.
        # The marks that may corroborate a generic message are on every other line of a Mastra app's log ("e2b"):
        # they are looked for only around the lines that need them (EvidenceLines).
        _prefilters[key] = (LineFilter(matcher, loose=False, evidence=False), Screen(matcher))
    return _prefilters[key]


@dataclass
class ScanStats:
    """What a scan counted besides its findings."""

    # Lines that hold only a generic catalogued message (errors.match.specificity) with nothing around them that
    # could tie it to its package: not read, unless the scan was asked for them (``generic=True``).
    generic_unconfirmed: int = 0


def scan(
    stream: BinaryIO,
    catalog: Catalog,
    *,
    chunk_bytes: int = CHUNK_BYTES,
    on_chunk: Callable[[int], None] | None = None,
    generic: bool = False,
    stats: ScanStats | None = None,
) -> Iterator[Finding]:
    """Yield one finding per catalogued error occurrence, in file order, with 1-based line numbers.

    UTF-16 input (with a BOM) is read as text; binary input raises :class:`errors.normalize.InputError`
    (before any finding), as ``diagnose`` refuses it. ``on_chunk`` is called with the bytes read so far after
    each chunk: progress, and a place to stop (an exception it raises ends the scan). A line holding only a
    generic message that nothing around it corroborates is counted in ``stats`` and not read (its reading could
    only be a `possible` match), unless ``generic``.
    """
    stats = ScanStats() if stats is None else stats
    # The matcher and the line filter first (compiling the Hyperscan database takes seconds the first time, in
    # C): once the stream is read from, a caller that reports progress or stops between reads hears at once.
    matcher = Matcher.for_catalog(catalog)
    finder, screen = _prefilter(matcher)
    text = _Sniffed(stream)
    read = 0
    carry = b""
    before: list[bytes] = []  # the last CONTEXT lines already scanned, for a wrapped message across chunks
    line_base = 0  # lines before the current chunk
    seen: dict[tuple[str, int], None] = {}  # recent findings: a wrapped message may be found from two chunks
    unread: _Unread = {}  # lines that read as nothing (a log repeats its lines)
    eof = False
    while not eof:
        block = text.read(chunk_bytes)
        eof = not block
        read += len(block)
        data = carry + block
        if not data:
            return
        if not eof:
            # Keep the last CONTEXT + 1 lines (the last one maybe partial) for the next round: they are read
            # then, and meanwhile serve as the following lines of a wrapped message near the cut.
            cut = len(data)
            for _ in range(CONTEXT + 1):
                cut = data.rfind(b"\n", 0, cut)
                if cut == -1:
                    break
            if cut == -1:
                if len(data) < max(4 * chunk_bytes, MAX_CARRY_BYTES):
                    carry = data  # not enough lines yet: read on
                    continue
                # A line longer than any message: cut it anywhere rather than hold it all in memory.
                cut = data.rfind(b"\n")
                cut = len(data) - 1 if cut == -1 else cut
            data, carry = data[: cut + 1], data[cut + 1 :]
        else:
            carry = b""
        ends = data.endswith(b"\n")
        # The last CONTEXT complete lines of the carry: the lines that follow this chunk.
        after = carry.split(b"\n", CONTEXT)[:-1] if carry else []
        found = list(
            _scan_chunk(matcher, finder, screen, data, (before, after), line_base, generic, stats, unread)
        )
        found.sort(key=lambda f: f.line)
        for finding in found:
            key = (finding.entry.id, finding.line)
            if key not in seen:
                seen[key] = None
                yield finding
        count = data.count(b"\n") + (0 if ends else 1)
        seen = {k: None for k in seen if k[1] > line_base + count - 2 * CONTEXT}
        tail = data[:-1] if ends else data
        before = (before + tail.rsplit(b"\n", CONTEXT)[-CONTEXT:])[-CONTEXT:] if CONTEXT else []
        line_base += count - (0 if ends or eof else 1)
        if on_chunk is not None:
            on_chunk(read)


def _scan_chunk(
    matcher: Matcher,
    line_filter: LineFilter,
    screen: Screen,
    data: bytes,
    context: tuple[list[bytes], list[bytes]],
    line_base: int,
    generic: bool,
    stats: ScanStats,
    unread: _Unread,
) -> Iterator[Finding]:
    cleaned = clean(data)
    seen: set[tuple[str, int]] = set()
    index, counted_to = 0, 0
    numbered: list[tuple[int, int, LineHits]] = []
    for start, hit in sorted(line_filter.hits(cleaned, settle_wrap=False).items()):
        index += cleaned.count(b"\n", counted_to, start)
        counted_to = start
        numbered.append((start, index, hit))
    # The lines near which something may corroborate a generic template (its class, a frame of its package).
    conditions = line_filter.conditions
    near = line_filter.evidence_lines(cleaned)
    # Where hits are dense their windows overlap, and where cleaning moved the offsets the lines must be found
    # by their number: split the chunk once and read each line once.
    lines = _Lines(data, context) if len(numbered) >= DENSE_HITS or len(cleaned) != len(data) else None
    for start, index, hit in numbered:
        if not hit.readable:
            continue
        exact_ids = hit.exact
        if not generic:
            # A generic message with nothing around that could tie it to its package: any reading would be a
            # `possible` match of words every log holds. Not read; a line with nothing else is counted.
            exact_ids = {
                t for t in hit.exact if not conditions[t].generic or near.near(t, index, RECORD_LINES)
            }
        if not exact_ids and not hit.loose:
            # Read only if it may be one line of a wrapped message: its shape says (the costliest check, left
            # by the pass for the lines that get here).
            line_filter.settle_wrap(cleaned, start, hit)
            if not hit.wrap:
                if hit.exact:  # a generic message, not read
                    stats.generic_unconfirmed += 1
                continue
        number = line_base + index + 1
        if lines is not None:
            line = lines.line(index)
            record = _Record(lines.at, index)
        else:
            end = data.find(b"\n", start)
            line = _decode(data[start : end if end != -1 else len(data)])
            record = _Record(lambda at: (data, at), start)
        found: list[Finding] = []
        plain = hit.strict != exact_ids and line.isascii() and not PLAIN_LINE.search(line)
        if plain and len(exact_ids) <= PREFIX_TRIES:
            # A plain line: a template with a strict regex the line does not hold cannot read it whole, nor
            # (having too little literal text) cut off (errors.match.engine._strict). With no more templates
            # than the matcher tries cut off, leaving one out leaves the others' readings as they were.
            exact_ids = {t for t in exact_ids if not conditions[t].strict or t in hit.strict}
        exact, loose = screen.readings_possible(line, exact_ids, hit.loose)
        if exact or loose:
            # A line that read as nothing reads as nothing again (the record around it only judges readings).
            read_as = (line, frozenset(exact_ids), frozenset(hit.loose) if loose else None)
            if read_as not in unread:
                only = (set(exact_ids), set(hit.loose))
                found = matcher.find_in(_line_candidates(line, number), fuzzy=loose, context_for=record, only=only)
                if not found:
                    if len(unread) >= UNREAD_KEPT:
                        unread.clear()
                    unread[read_as] = None
        # A line read only as the start of a message (cut off) or as a guess may be the first line of a message
        # wrapped whole over the next ones (another template that begins the same way): read those too.
        if (hit.wrap or hit.wrap_pending) and not any(f.method == "exact" for f in found):
            line_filter.settle_wrap(cleaned, start, hit)
        if hit.wrap and not any(f.method == "exact" for f in found):
            before, after = lines.neighbours(index) if lines is not None else _neighbours(data, start, context)
            window: list[tuple[int, str]] = []
            if _in_a_group(before, line, after):
                if lines is not None:
                    window = lines.window(index, number)
                else:
                    window = [(number + delta, _decode(raw)) for delta, raw in _window(data, start, context)]
            if window and screen.joined_may_match([text for _, text in window], hit.wrap):
                wrapped = _wrapped(matcher, screen, frozenset(hit.wrap), window, number, record)
                if found:
                    # Only a message whose own words end on a later line beats the line's reading: one whose
                    # last value runs on to the end of the lines joined would read any cut-off line as whole.
                    wrapped = [f for f in wrapped if f.method == "exact" and not f.open_end]
                found = sorted(found + wrapped, key=_rank, reverse=True)
        for finding in _one_per_occurrence(keep_trustworthy(found)):
            key = (finding.entry.id, finding.line)
            if key not in seen:
                seen.add(key)
                yield finding


# How far around a message its record (a stack trace, printed properties) is looked for.
RECORD_BYTES = 16384
RECORD_LINES = 40


class _Record:
    """The record around a line (errors.match.context_of), within the chunk: ``source(where)`` gives the text
    around it and where the line starts in it. Read when the matcher first asks for it (most hit lines match
    nothing)."""

    def __init__(self, source: Callable[[int], tuple[bytes, int]], where: int) -> None:
        self._source, self._where = source, where
        self._context: Context | None = None

    def __call__(self, _line: int) -> Context:
        if self._context is None:
            data, start = self._source(self._where)
            before = data[max(start - RECORD_BYTES, 0) : start].split(b"\n")[:-1][-RECORD_LINES:]
            after = data[start : start + RECORD_BYTES].split(b"\n")[: RECORD_LINES + 1]
            self._context = context_of([_decode(raw) for raw in before + after], len(before))
        return self._context


class _Lines:
    """A chunk's lines, with the context lines before and after it, each decoded once when first read."""

    def __init__(self, data: bytes, context: tuple[list[bytes], list[bytes]]) -> None:
        before, after = context
        chunk = data.split(b"\n")
        if data.endswith(b"\n"):
            chunk.pop()
        self._raw = [*before, *chunk, *after]
        self._first = len(before)  # where the chunk's own lines start
        self._decoded: dict[int, str] = {}

    def _text(self, at: int) -> str:
        text = self._decoded.get(at)
        if text is None:
            text = self._decoded[at] = _decode(self._raw[at])
        return text

    def line(self, index: int) -> str:
        """The chunk's line ``index`` (0-based)."""
        return self._text(self._first + index)

    def at(self, index: int) -> tuple[bytes, int]:
        """The chunk's lines around line ``index`` as bytes, and where that line starts in them (its record)."""
        at = self._first + index
        before = self._raw[max(at - RECORD_LINES, 0) : at]
        after = self._raw[at : at + RECORD_LINES + 1]
        joined = b"\n".join(before + after)
        return joined, len(joined) - len(b"\n".join(after))

    def neighbours(self, index: int) -> tuple[str | None, str | None]:
        """The lines just before and just after the chunk's line ``index``, None past the text's ends."""
        at = self._first + index
        return (self._text(at - 1) if at > 0 else None, self._text(at + 1) if at + 1 < len(self._raw) else None)

    def window(self, index: int, number: int) -> list[tuple[int, str]]:
        """Line ``index`` and the CONTEXT lines either side of it, as (line number, text)."""
        at = self._first + index
        span = range(max(at - CONTEXT, 0), min(at + CONTEXT + 1, len(self._raw)))
        return [(number + j - at, self._text(j)) for j in span]


def _rank(finding: Finding) -> tuple[int, int, float, float]:
    return finding.rank


def _one_per_occurrence(found: list[Finding]) -> list[Finding]:
    """Of the entries that read the same text, the best (several only when they tie: ambiguous by design)."""
    best: dict[str, tuple[int, int, float, float]] = {}
    for f in found:
        best[f.text] = max(best.get(f.text, f.rank), f.rank)
    return [f for f in found if f.rank == best[f.text]]


def _neighbours(data: bytes, start: int, context: tuple[list[bytes], list[bytes]]) -> tuple[str | None, str | None]:
    """The lines just before and just after the one starting at ``start`` (as _window reads them), None past
    the text's ends."""
    before, after = context
    if start > 0:
        previous: str | None = _decode(data[data.rfind(b"\n", 0, start - 1) + 1 : start - 1])
    else:
        previous = _decode(before[-1]) if before else None
    end = data.find(b"\n", start)
    if end != -1 and end + 1 < len(data):
        stop = data.find(b"\n", end + 1)
        following: str | None = _decode(data[end + 1 : stop if stop != -1 else len(data)])
    else:
        following = _decode(after[0]) if after else None
    return previous, following


def _window(data: bytes, start: int, context: tuple[list[bytes], list[bytes]]) -> list[tuple[int, bytes]]:
    """The lines around the one starting at ``start``, as (offset from it, line), within CONTEXT either side;
    past the chunk's edges, from the lines just before it and just after it."""
    before, after = context
    out: list[tuple[int, bytes]] = []
    pos, delta = start, 0
    while delta > -CONTEXT and pos > 0:
        prev = data.rfind(b"\n", 0, pos - 1) + 1
        delta -= 1
        out.insert(0, (delta, data[prev : pos - 1]))
        pos = prev
    if pos == 0:
        for line in reversed(before[len(before) - (CONTEXT + delta) :] if CONTEXT + delta > 0 else []):
            delta -= 1
            out.insert(0, (delta, line))
    pos, delta = start, 0
    while delta <= CONTEXT:
        end = data.find(b"\n", pos)
        out.append((delta, data[pos : end if end != -1 else len(data)]))
        delta += 1
        if end == -1 or end + 1 >= len(data):
            break
        pos = end + 1
    out += [(delta + i, line) for i, line in enumerate(after[: max(CONTEXT + 1 - delta, 0)])]
    return out


def _in_a_group(before: str | None, line: str, after: str | None) -> bool:
    """Whether ``line`` (with the lines ``before`` and ``after`` it, None past the text's ends) may be in a run
    of lines that errors.normalize.wrapped_groups yields (which _wrapped reads): it goes on to the next line,
    or the line before goes on to it. A run's lines but its last are long enough to have been wrapped, and its
    last does not start a new log record. Most log lines start one: the lines around them are not worth
    joining."""
    return (after is not None and len(line.strip()) >= MIN_WRAPPED_LINE and not RECORD_START.match(after)) or (
        before is not None and len(before.strip()) >= MIN_WRAPPED_LINE and not RECORD_START.match(line)
    )


def _wrapped(
    matcher: Matcher,
    screen: Screen,
    templates: frozenset[int],
    window: list[tuple[int, str]],
    hit: int,
    record: _Record,
) -> list[Finding]:
    """Messages wrapped over the hit line and its neighbours, each on the lines that hold it.

    A group of lines joined holds every message any of its lines or shorter runs holds: a message counts as
    wrapped over a group only when no shorter run of it (a single line included) holds it whole. The group
    must take in the hit line, whose anchor led here; the lines before and after it only serve as context.
    Of the readings left that start on one line, the best stands (a whole message, not its cut-off start).
    """
    groups = [g for g in wrapped_groups(content_lines(window)) if g[0][0] <= hit <= g[-1][0]]
    text = dict(window)
    memo: dict[tuple[int, int], set[str]] = {}

    def whole(found: list[Finding]) -> set[str]:
        # A demoted reading still holds its template whole (another reading only explains more of the text).
        return {f.entry.id for f in found if f.method == "exact"}

    def held(first: int, last: int) -> set[str]:
        """The entries found whole in lines first..last, joined, or in that one line alone."""
        if (first, last) not in memo:
            if first == last:
                cands = list(_line_candidates(text[first], first))
            else:
                cands = joined_candidates([(n, text[n]) for n in range(first, last + 1)])
            read = matcher.find_in(cands, fuzzy=False, context_for=record, only=(set(templates), set()))
            memo[first, last] = whole(read)
        return memo[first, last]

    best: dict[tuple[str, int], Finding] = {}
    for group in groups:
        if not screen.joined_may_match([t for _, t in group], templates):
            continue
        first, last = group[0][0], group[-1][0]
        found = matcher.find_in(
            joined_candidates(group), fuzzy=False, context_for=record, only=(set(templates), set())
        )
        memo[first, last] = whole(found)
        for finding in found:
            compiled = matcher.compiled_for(finding.entry)
            if compiled.literal_chars < MIN_EMBEDDED_LITERAL or compiled.tier == GENERIC:
                continue  # too generic to be read across lines: its values would swallow whole lines
            shorter = [(a, b) for a in range(first, last + 1) for b in range(a, last + 1) if (a, b) != (first, last)]
            if any(finding.entry.id in held(a, b) for a, b in shorter):
                continue
            key = (finding.entry.id, first)
            old = best.get(key)
            if old is None or (finding.rank, last) > (old.rank, old.end_line):
                best[key] = finding._replace(line=first, end_line=last)
    return sorted(best.values(), key=lambda f: f.rank, reverse=True)
