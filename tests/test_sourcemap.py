"""Compiled JavaScript placed back at its source's lines (errors/drift/_sourcemap.py), and a package that
publishes only that (`@daytonaio/sdk`) read as its repository files."""

from __future__ import annotations

import json
from pathlib import Path

from errors.drift import load_tree
from errors.drift._sourcemap import place, segments

_B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"


def _vlq(*values: int) -> str:
    out = ""
    for value in values:
        v = (-value << 1) | 1 if value < 0 else value << 1
        while True:
            digit, v = v & 31, v >> 5
            out += _B64[digit | (32 if v else 0)]
            if not v:
                break
    return out


def _mappings(lines: list[list[tuple[int, int]]]) -> str:
    """A mappings string from (generated column, original line) per generated line, one source."""
    out, last_line = [], 0
    for segs in lines:
        parts, last_col = [], 0
        for column, line in segs:
            parts.append(_vlq(column - last_col, 0, line - last_line, 0))
            last_col, last_line = column, line
        out.append(",".join(parts))
    return ";".join(out)


COMPILED = '"use strict";\nclass Box {\n  run(x) { if (!x) throw new Error("Box needs a command"); }\n}\n'
# TypeScript had a license header, the class at line 5, and the throw on its own line 9.
MAP = [[(0, 0)], [(0, 4)], [(2, 5), (11, 6), (19, 8)], [(0, 10)]]


def test_segments_decode_what_was_encoded() -> None:
    assert segments(_mappings(MAP)) == MAP


def test_pieces_go_to_their_original_lines_in_order() -> None:
    placed = place(COMPILED, _mappings(MAP)).splitlines()
    assert placed[4] == "class Box {"
    assert placed[5] == "  run(x) { " and placed[6] == 'if (!x) '
    assert placed[8] == 'throw new Error("Box needs a command"); }'  # line 9, as in the TypeScript
    assert placed[10] == "}"
    # Nothing is lost and the order is kept: only line breaks moved.
    assert "".join(placed).replace(" ", "") == COMPILED.replace("\n", "").replace(" ", "")


def test_a_piece_whose_line_is_behind_stays_on_the_line_before_it() -> None:
    backwards = [[(0, 3), (5, 1)]]
    assert place("abcde12345\n", _mappings(backwards)).splitlines()[3] == "abcde12345"


def test_a_compiled_package_is_read_at_its_repository_paths(tmp_path: Path) -> None:
    pkg = tmp_path / "sdk"
    (pkg / "src").mkdir(parents=True)
    (pkg / "package.json").write_text(json.dumps({"name": "@acme/sdk", "version": "1.2.3"}))
    (pkg / "src" / "box.js").write_text(COMPILED)
    (pkg / "src" / "box.js.map").write_text(
        json.dumps({"version": 3, "sources": ["../../../../libs/sdk/src/box.ts"], "mappings": _mappings(MAP)})
    )
    tree = load_tree(pkg)
    assert tree.kind == "npm" and tree.release == "@acme/sdk@1.2.3" and tree.prefix == "libs/sdk"
    lines = tree.files["libs/sdk/src/box.ts"].splitlines()
    assert "Box needs a command" in lines[8]
