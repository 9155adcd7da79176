"""Compiled JavaScript placed back at the lines of the source it was compiled from.

Some packages publish only compiled JavaScript, with source maps that name each original file but carry no
``sourcesContent`` (`@daytonaio/sdk`: `src/Sandbox.js` and its map, pointing at `libs/sdk-typescript/src/Sandbox.ts`
of the repository). Their messages are still in the JavaScript, but at other lines than in the repository's
source, which is where a catalog source and its link point. Here each generated line is put at the original line
its first mapping names, so a message found in the result is at the line the repository's file has it at.

Lines keep their order: a generated line whose original line is already behind (code the compiler moved or
added) goes on the next line, and the following mapped line catches up again. Only whole lines move, so the
text stays JavaScript the extractor can read.
"""

from __future__ import annotations

_BASE64 = {c: i for i, c in enumerate("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")}


def _vlq(segment: str) -> list[int] | None:
    """The numbers of one mappings segment (base64 VLQ); None when it is not one."""
    values: list[int] = []
    value = shift = 0
    for char in segment:
        digit = _BASE64.get(char)
        if digit is None:
            return None
        value += (digit & 31) << shift
        if digit & 32:
            shift += 5
            continue
        values.append(-(value >> 1) if value & 1 else value >> 1)
        value = shift = 0
    return values if shift == 0 else None


def segments(mappings: str) -> list[list[tuple[int, int]]]:
    """For each generated line, its mapped segments as (generated column, 0-based original line), in order.

    Meant for maps of one source (a second source's lines would be mixed in)."""
    out: list[list[tuple[int, int]]] = []
    line = 0  # the original line is relative to the previous segment's, across generated lines
    for generated in mappings.split(";"):
        column = 0  # the generated column is relative within its line
        found: list[tuple[int, int]] = []
        for segment in filter(None, generated.split(",")):
            values = _vlq(segment)
            if values is None:
                continue
            column += values[0]
            if len(values) >= 4:
                line += values[2]
                found.append((column, line))
        out.append(found)
    return out


def place(compiled: str, mappings: str) -> str:
    """``compiled`` rearranged so that each mapped piece of a line stands at the original line it maps to.

    A generated line is cut at its segments' columns (segments start at token boundaries, so no string is cut);
    a piece goes down to its original line when that is ahead, else it stays on the line of the piece before it
    (the first piece of a generated line starts a new line: a line comment only ever ends a generated line)."""
    table = segments(mappings)
    out: list[str] = []
    for index, text in enumerate(compiled.splitlines()):
        cuts = [(c, ln) for c, ln in (table[index] if index < len(table) else []) if c < len(text)]
        if not cuts or cuts[0][0] != 0:
            cuts.insert(0, (0, cuts[0][1] if cuts else -1))
        for n, (start, target) in enumerate(cuts):
            piece = text[start : cuts[n + 1][0] if n + 1 < len(cuts) else len(text)]
            if target >= len(out):
                out.extend([""] * (target - len(out)))
                out.append(piece)
            elif n == 0:
                out.append(piece)
            else:
                out[-1] += piece
    return "\n".join(out) + "\n"
