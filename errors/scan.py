"""``scan``: every catalogued error in a log, streamed in chunks so that memory stays flat for any size.

Each chunk is lower-cased as bytes and searched for the templates' anchors (literal runs every rendering holds,
whole or cut off: :class:`errors.match.AnchorFinder`); only lines that hold an anchor are decoded, normalised
and matched. A hit line that matches nothing alone may be one line of a wrapped message: the lines around it
are tried joined. Ordinary log lines cost the prefilter's pass and nothing else.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import BinaryIO

from .catalog import Catalog
from .match import AnchorFinder, Finding, Matcher, _keep_trustworthy, scan_anchors
from .normalize import MAX_JOINED_LINES, MAX_LINE_CHARS, _line_candidates, candidates_in

__all__ = ["scan"]

CHUNK_BYTES = 8 * 1024 * 1024
# Lines around a hit that a wrapped message can span: they travel with the chunk boundary.
CONTEXT = MAX_JOINED_LINES - 1
# Held back while looking for line ends; past this, a line is cut (no message is that long).
MAX_CARRY_BYTES = 1024 * 1024


def _decode(raw: bytes) -> str:
    return raw[: MAX_LINE_CHARS * 8].decode("utf-8", errors="replace").rstrip("\r")


def scan(stream: BinaryIO, catalog: Catalog, *, chunk_bytes: int = CHUNK_BYTES) -> Iterator[Finding]:
    """Yield one finding per catalogued error occurrence, in file order, with 1-based line numbers."""
    matcher = Matcher.for_catalog(catalog)
    finder = AnchorFinder(scan_anchors(matcher))
    carry = b""
    before: list[bytes] = []  # the last CONTEXT lines already scanned, for a wrapped message across chunks
    line_base = 0  # lines before the current chunk
    seen: dict[tuple[str, int], None] = {}  # recent findings: a wrapped message may be found from two chunks
    eof = False
    while not eof:
        block = stream.read(chunk_bytes)
        eof = not block
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
        found = list(_scan_chunk(matcher, finder, data, (before, after), line_base))
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


def _scan_chunk(
    matcher: Matcher,
    finder: AnchorFinder,
    data: bytes,
    context: tuple[list[bytes], list[bytes]],
    line_base: int,
) -> Iterator[Finding]:
    lowered = data.lower()
    seen: set[tuple[str, int]] = set()
    index, counted_to = 0, 0
    for start in finder.hit_lines(lowered):
        index += lowered.count(b"\n", counted_to, start)
        counted_to = start
        number = line_base + index + 1
        end = data.find(b"\n", start)
        found = matcher.find_in(_line_candidates(_decode(data[start : end if end != -1 else len(data)]), number))
        if not found:
            found = _wrapped(matcher, _window(data, start, context), number)
        for finding in _one_per_occurrence(_keep_trustworthy(found)):
            key = (finding.entry.id, finding.line)
            if key not in seen:
                seen.add(key)
                yield finding


def _one_per_occurrence(found: list[Finding]) -> list[Finding]:
    """Of the entries that read the same text, the best (several only when they tie: ambiguous by design)."""
    best: dict[str, tuple[int, float, float]] = {}
    for f in found:
        best[f.text] = max(best.get(f.text, f.rank), f.rank)
    return [f for f in found if f.rank == best[f.text]]


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


def _wrapped(matcher: Matcher, window: list[tuple[int, bytes]], hit: int) -> list[Finding]:
    """Findings of messages wrapped over the hit line and its neighbours (joined candidates only)."""
    numbered = [(hit + delta, _decode(line)) for delta, line in window]
    joined = [c for c in candidates_in(numbered) if "joined-lines" in c.steps or "joined-lines-nospace" in c.steps]
    found = [f for f in matcher.find_in(joined, fuzzy=False) if hit - CONTEXT <= f.line <= hit]
    if not found:
        return []
    # A joined candidate also holds any message that one of its lines holds whole: that is not a wrapped one.
    text = dict(numbered)
    alone = {
        (f.entry.id, f.line)
        for number in range(min(f.line for f in found), hit + 1)
        if number in text
        for f in matcher.find_in(_line_candidates(text[number], number), fuzzy=False)
    }
    return [f for f in found if not any((f.entry.id, n) in alone for n in range(f.line, hit + 1))]
