"""``scan``: every catalogued error in a log, streamed in chunks so that memory stays flat for any size.

Each chunk is case-folded once and searched for the templates' longest literal runs (anchors); only lines that
hold an anchor are normalised and matched. Ordinary log lines cost one pass of ``str.find`` per anchor, in C.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import BinaryIO

from .catalog import Catalog
from .match import Finding, Matcher, _keep_trustworthy
from .normalize import MAX_LINE_CHARS, _line_candidates, fold

__all__ = ["scan"]

CHUNK_BYTES = 8 * 1024 * 1024
MIN_ANCHOR = 8


def _anchors(matcher: Matcher) -> list[str]:
    anchors = {c.anchor for c in matcher.compiled if len(c.anchor) >= MIN_ANCHOR}
    # Drop an anchor that contains another one: any line holding it holds the shorter one too.
    return sorted(a for a in anchors if not any(b != a and b in a for b in anchors))


def _hit_lines(folded: str, anchors: list[str]) -> list[int]:
    """Start offsets of the lines that hold an anchor, in order."""
    starts: set[int] = set()
    for anchor in anchors:
        pos = folded.find(anchor)
        while pos != -1:
            line_start = folded.rfind("\n", 0, pos) + 1
            starts.add(line_start)
            line_end = folded.find("\n", pos)
            if line_end == -1:
                break
            pos = folded.find(anchor, line_end)
    return sorted(starts)


def scan(stream: BinaryIO, catalog: Catalog, *, chunk_bytes: int = CHUNK_BYTES) -> Iterator[Finding]:
    """Yield one finding per catalogued error occurrence, in file order, with 1-based line numbers."""
    matcher = Matcher.for_catalog(catalog)
    anchors = _anchors(matcher)
    carry = b""
    line_base = 0  # lines before the current chunk
    while True:
        block = stream.read(chunk_bytes)
        data = carry + block
        if not data:
            return
        if block:
            cut = data.rfind(b"\n") + 1
            if cut == 0 and len(data) < 4 * chunk_bytes:
                carry = data  # a line longer than a chunk: read on
                continue
            if cut == 0:
                cut = len(data)
            data, carry = data[:cut], data[cut:]
        else:
            carry = b""
        text = data.decode("utf-8", errors="replace")
        if "\r" in text:
            text = text.replace("\r\n", "\n").replace("\r", "\n")
        folded = fold(text)
        counted_to, line_no = 0, line_base
        for start in _hit_lines(folded, anchors):
            line_no += text.count("\n", counted_to, start)
            counted_to = start
            end = text.find("\n", start)
            raw = text[start : end if end != -1 else len(text)]
            yield from _match_line(matcher, raw[: MAX_LINE_CHARS * 2], line_no + 1)
        line_base += text.count("\n")
        if not block:
            return


def _match_line(matcher: Matcher, raw: str, number: int) -> Iterator[Finding]:
    found = matcher.find_in(_line_candidates(raw, number))
    yield from _keep_trustworthy(found)
