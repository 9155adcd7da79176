"""``sandbox-errors scan``: every catalogued error in a log, streamed; line numbers; the CLI."""

from __future__ import annotations

import bisect
import io
import itertools
import json
import re
import tracemalloc
from collections.abc import Iterable
from functools import cache
from pathlib import Path

import pytest
from click.testing import CliRunner
from corpus import Case, load_positives, ordinary_lines

from errors.catalog import Catalog, load_catalog
from errors.cli import main
from errors.scan import scan

SETUP = "Sandbox 'my-box' cannot run the session setup: no executeCommand implementation"
PORT = (
    'Sandbox provider "e2b" did not expose a public URL for port 4111. Make sure the port is declared when '
    "constructing the sandbox (e.g. `ports: [4111]`)."
)


@cache
def _catalog() -> Catalog:
    return load_catalog(use_cache=False)


# What a person writes, not a program: scan reads logs, where messages are in their own words (diagnose reads
# these; tests/test_corpus.py holds it to them).
HUMAN_FORMS = {"retyped", "word-inserted"}


@cache
def _corpus_log(every: int = 1) -> tuple[bytes, tuple[tuple[Case, int, int], ...]]:
    """Every corpus positive (the CI-log ones as their error line) between runs of ordinary lines, and where each
    one sits (first and last line, 1-based). ``every``: only every so many positives, for a smaller log."""
    lines: list[str] = []
    placed: list[tuple[Case, int, int]] = []
    for i, case in enumerate(c for n, c in enumerate(p for p in load_positives() if p.form not in HUMAN_FORMS)
                             if n % every == 0):
        lines += ordinary_lines(i, 3 + i % 5)
        text = case.text
        if case.form == "ci-log":  # the corpus expands it to ~3,000 lines; here only the error part matters
            text = "\n".join(line for line in text.split("\n") if "at " in line or (case.expected and "Error" in line))
        body = text.replace("\r\n", "\n").rstrip("\n").split("\n")
        placed.append((case, len(lines) + 1, len(lines) + len(body)))
        lines += body
    lines += ordinary_lines(10**6, 20)
    return ("\n".join(lines) + "\n").encode("utf-8"), tuple(placed)


def _findings(data: bytes, chunk_bytes: int | None = None) -> list[tuple[str, int]]:
    stream = io.BytesIO(data)
    # generic=True: the corpus holds the generic messages too, which a scan reports only when asked
    chunk = {} if chunk_bytes is None else {"chunk_bytes": chunk_bytes}
    found = scan(stream, _catalog(), generic=True, **chunk)
    return [(f.entry.id, f.line) for f in found]


def test_scan_finds_every_corpus_positive_and_nothing_in_between() -> None:
    data, placed = _corpus_log()
    found = _findings(data)
    by_line: dict[int, set[str]] = {}
    for entry_id, line in found:
        by_line.setdefault(line, set()).add(entry_id)
    missed = [
        case.key
        for case, first, last in placed
        if not any(set(case.accept) & by_line.get(n, set()) for n in range(first, last + 1))
    ]
    assert not missed, f"{len(missed)} of {len(placed)} not found: {missed[:20]}"
    inside = {n for _, first, last in placed for n in range(first, last + 1)}
    stray = [(entry_id, line) for entry_id, line in found if line not in inside]
    assert not stray, stray[:10]


def test_findings_come_in_file_order_with_their_line_numbers() -> None:
    lines = [*ordinary_lines(1, 1500), "Error: " + SETUP, *ordinary_lines(2, 2500), PORT, *ordinary_lines(3, 10)]
    lines += ["##[error]" + SETUP]
    found = _findings(("\n".join(lines) + "\n").encode())
    assert found == [
        ("session-setup-without-execute-command", 1501),
        ("sandbox-port-not-exposed", 4002),
        ("session-setup-without-execute-command", 4013),
    ]


@pytest.mark.parametrize("chunk_bytes", [1, 7, 64, 1000, 65536])
def test_small_chunks_across_line_boundaries_give_the_same_findings(chunk_bytes: int) -> None:
    lines = [*ordinary_lines(4, 300), "Error: " + SETUP, *ordinary_lines(5, 40)]
    lines += ["Error: " + PORT[:70], PORT[70:], *ordinary_lines(6, 30), "\r\n".join(["x", SETUP, "y"]), "last " + SETUP]
    data = "\n".join(lines).encode()  # no newline at the end: the last line still counts
    whole = _findings(data)
    assert [line for _, line in whole] == [301, 342, 375, 377]
    assert _findings(data, chunk_bytes) == whole


def test_a_wrapped_message_across_a_chunk_boundary() -> None:
    text = "Error: " + PORT
    wrapped = [text[i : i + 80] for i in range(0, len(text), 80)]
    data = ("\n".join([*ordinary_lines(7, 50), *wrapped, *ordinary_lines(8, 50)]) + "\n").encode()
    expected = [("sandbox-port-not-exposed", 51)]
    assert _findings(data) == expected
    boundary = data.index(wrapped[1].encode())
    for chunk in (boundary - 3, boundary, boundary + 5, 97):
        assert _findings(data, chunk) == expected


def test_scan_streams_a_large_log_in_flat_memory() -> None:
    """Memory does not grow with the log: 60 MB read in 1 MB chunks peaks near a few chunks."""

    class Lazy(io.RawIOBase):
        def __init__(self, total: int) -> None:
            self.left = total
            self.block = ("\n".join(ordinary_lines(9, 20_000)) + "\n").encode()
            self.error = ("Error: " + SETUP + "\n").encode()
            self.sent = 0

        def readable(self) -> bool:
            return True

        def readinto(self, buffer: memoryview) -> int:  # type: ignore[override]
            if self.left <= 0:
                return 0
            piece = (self.error if self.sent % 7 == 3 else b"") + self.block
            piece = piece[: min(len(buffer), self.left)]
            buffer[: len(piece)] = piece
            self.left -= len(piece)
            self.sent += 1
            return len(piece)

    stream = io.BufferedReader(Lazy(60 * 1024 * 1024), buffer_size=1 << 20)
    tracemalloc.start()
    try:
        count = sum(1 for _ in scan(stream, _catalog(), chunk_bytes=1 << 20))
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert count > 0
    assert peak < 40 * 1024 * 1024


def test_a_line_longer_than_any_chunk_is_cut_not_held() -> None:
    data = b"x" * (3 * 1024 * 1024) + b"\n" + ("Error: " + SETUP + "\n").encode()
    assert _findings(data, 4096) == [("session-setup-without-execute-command", 2)]


# --- the command -------------------------------------------------------------------------------------------------


def run(*args: str, stdin: bytes | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args), input=stdin, env={"COLUMNS": "120", "NO_COLOR": "1"})
    if result.exception and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result.exit_code, result.stdout, result.stderr


def test_scan_command_groups_by_entry_with_counts(tmp_path: Path) -> None:
    log = tmp_path / "app.log"
    lines = [*ordinary_lines(11, 20), SETUP, *ordinary_lines(12, 5), PORT, "ERROR " + SETUP]
    log.write_text("\n".join(lines) + "\n", encoding="utf-8")
    code, out, _ = run("scan", str(log), "--json")
    assert code == 0
    result = json.loads(out)
    assert [f["line"] for f in result["findings"]] == [21, 27, 28]
    assert result["summary"][0]["id"] == "session-setup-without-execute-command"
    assert result["summary"][0]["count"] == 2 and result["summary"][0]["lines"] == [21, 28]
    assert {"id", "title", "message", "score", "confidence", "params", "docs_url"} <= set(result["findings"][0])
    code, out, _ = run("scan", str(log))
    assert code == 0 and "2  session-setup-without-execute-command" in out and "lines 21, 28" in out


def test_scan_reads_stdin_and_exits_1_on_a_clean_log() -> None:
    clean = ("\n".join(ordinary_lines(13, 500)) + "\n").encode()
    code, out, _ = run("scan", "-", stdin=clean)
    assert code == 1 and "No catalogued error" in out
    code, out, _ = run("scan", "-", "--json", stdin=clean + (SETUP + "\n").encode())
    assert code == 0 and json.loads(out)["findings"][0]["line"] == 501


def test_scan_of_a_missing_file_is_a_usage_error() -> None:
    code, _, err = run("scan", "/nonexistent/app.log")
    assert code == 2 and "cannot read" in err


def test_both_prefilter_backends_find_the_same_lines() -> None:
    """The optional Aho-Corasick automaton and the bytes.find fallback agree on which lines hold an anchor."""
    pytest.importorskip("ahocorasick_rs")
    from errors.match import AnchorFinder, Matcher, scan_anchors

    # A fifth of the corpus log (some 1,400 positives): the fallback searches for each anchor in turn, and over the
    # whole log that takes 20 s.
    data, _ = _corpus_log(every=5)
    lowered = data.lower()
    finder = AnchorFinder(scan_anchors(Matcher.for_catalog(_catalog())))
    assert finder.backend == "ahocorasick-rs"
    fast = finder.hit_lines(lowered)
    finder._automaton = None
    assert finder.backend == "bytes.find"
    assert finder.hit_lines(lowered) == fast and fast


def test_what_a_scan_reads_does_not_depend_on_what_was_scanned_before() -> None:
    """The matcher remembers the readings of the texts it saw last; a scan reads a line for fewer templates than
    could read it (no uncorroborated generic one; for a wrapped message, its templates only), so a reading is
    remembered per set of templates: a plain scan, then a scan with generic=True, reads as a fresh one."""
    lines = [
        "git push failed: remote rejected",  # generic: read only with generic=True
        "git fetch failed: Sandbox 'box-4' cannot run the session setup: no executeCommand implementation",
        "\x9b31mSandbox 'box-5' cannot run the session setup: no executeCommand implementation\x9b0m",
        "\u0130 Sandbox 'box-6' cannot run the session setup: no executeCommand implementation",
        "Sandbox 'box-7' cannot run the session setup: no executeCommand",  # cut off: read with the lines around
    ]
    log = ("\n".join(lines) + "\n").encode()

    def found(catalog: Catalog, generic: bool) -> list[tuple[str, int]]:
        return [(f.entry.id, f.line) for f in scan(io.BytesIO(log), catalog, generic=generic)]

    fresh = found(load_catalog(use_cache=False), True)
    assert ("git-operation-failed", 1) in fresh
    catalog = load_catalog(use_cache=False)
    plain = found(catalog, False)
    assert ("git-operation-failed", 1) not in plain
    assert found(catalog, True) == fresh


def _filter_log() -> bytes:
    """The corpus log, then lines one word away from catalogued messages and lines of the catalog's common words
    (tests/bench/bench_scan.py's logs), with colours, tabs and a JSON record or two."""
    from corpus import load_negatives

    data, _ = _corpus_log()
    near = [c.text for c in load_negatives() if c.form == "near-miss"]
    common = [
        "npm ERR! request to https://registry.npmjs.org/pkg7 failed: command failed exit not found mount",
        "[runner] step 3: the sandbox command failed after 12 ms, not found in cache, retrying",
        "\x1b[31mERROR\x1b[0m: sandbox\tupload failed: file or directory not found: /tmp/x",
        '{"level":50,"msg":"Sandbox provider \\"e2b\\" does not support snapshots","err":"MastraError"}',
    ]
    return data + ("\n".join(near + common) + "\n").encode("utf-8")


@pytest.mark.parametrize("evidence", [True, False])
def test_the_line_filters_two_backends_give_the_same_hits(evidence: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    """Hyperscan's one pass and the Aho-Corasick fallback report the same lines, templates and kinds."""
    pytest.importorskip("hyperscan")
    from errors.match import LineFilter, Matcher, engine
    from errors.match.engine import clean

    matcher = Matcher.for_catalog(_catalog())
    cleaned = clean(_filter_log())
    fast = LineFilter(matcher, loose=False, evidence=evidence)
    assert fast.backend == "hyperscan"
    monkeypatch.setattr(engine, "_hyperscan_database", lambda *_: None)
    slow = LineFilter(matcher, loose=False, evidence=evidence)
    assert slow.backend != "hyperscan"
    got, want = fast.hits(cleaned), slow.hits(cleaned)
    assert got == want and any(h.exact for h in got.values()) and any(h.wrap for h in got.values())
    assert any(h.evidence for h in got.values()) == evidence


@pytest.mark.parametrize("finder", ["hyperscan", "one mark at a time"])
def test_evidence_lines_are_the_lines_the_pass_finds_marks_on(finder: str) -> None:
    """EvidenceLines (what scan asks around a generic message) finds a mark on the lines the one pass does, with
    all marks in one Hyperscan pass (MarkFinder) and without it."""
    from errors.match import LineFilter, Matcher
    from errors.match.engine import EvidenceLines, MarkFinder, clean

    matcher = Matcher.for_catalog(_catalog())
    cleaned = clean(_filter_log())
    line_filter = LineFilter(matcher, loose=False)
    hits = line_filter.hits(cleaned)
    # a line's number: the line breaks before its start (counted once, not once per line)
    breaks = [m.start() for m in re.finditer(b"\n", cleaned)]
    numbers = {start: bisect.bisect_left(breaks, start) for start in hits}
    marked: dict[int, set[int]] = {}
    for start, hit in hits.items():
        for template in hit.evidence:
            marked.setdefault(template, set()).add(numbers[start])
    marks = MarkFinder.of(line_filter.conditions) if finder == "hyperscan" else None
    assert (marks is None) == (finder != "hyperscan")
    near = EvidenceLines(cleaned, line_filter.conditions, marks)
    assert marked
    for template, cond in enumerate(line_filter.conditions):
        lines = sorted({n for mark in cond.evidence for n in near.lines(mark)})
        assert lines == sorted(marked.get(template, ())), matcher.compiled[template].entry.id
        for probe in lines[:3]:
            assert near.near(template, probe + 40, 40) and near.near(template, probe - 40, 40)
            assert near.near(template, probe + 41, 0) == (probe + 41 in lines)


def test_a_line_outside_every_run_of_lines_joined_is_known_from_its_neighbours() -> None:
    """scan joins the lines around a hit line only where _in_a_group says the line may be in a run of lines that
    errors.normalize.wrapped_groups yields: wherever a run holds the line, it says so (on the corpus log, wrapped
    messages included, and lines of other tools), and where the lines start records, it says no."""
    from errors.normalize import content_lines, wrapped_groups
    from errors.scan import _in_a_group, _Lines

    data = _filter_log()
    lines = _Lines(data, ([], []))
    count = data.count(b"\n")
    said = {True: 0, False: 0}
    held = 0
    for index in range(0, count, 4):  # every fourth line, to keep it quick: 35,000 windows
        window = lines.window(index, index + 1)
        in_a_run = any(g[0][0] <= index + 1 <= g[-1][0] for g in wrapped_groups(content_lines(window)))
        before, after = lines.neighbours(index)
        maybe = _in_a_group(before, lines.line(index), after)
        assert maybe or not in_a_run, window
        said[maybe] += 1
        held += in_a_run
    assert held > 100 and said[False] > 250, (held, said)
    npm = "npm ERR! request to https://registry.npmjs.org/pkg7 failed: command failed exit not found mount"
    assert not _in_a_group(npm, "##[error] upload process exited with code 2029: directory not found", npm)


def test_what_scan_keeps_in_the_cache_is_what_it_would_work_out() -> None:
    """The line filter's conditions and the screen's tables read from the cache beside the catalog's equal those
    worked out from the matcher."""
    from errors.match import Matcher
    from errors.match.engine import Conditions, template_conditions
    from errors.screen import _build_tables, _tables

    matcher = Matcher(load_catalog())  # through the catalog cache: its derived caches are used
    assert matcher.own_background
    for _ in range(2):  # written, then read
        assert template_conditions(matcher) == [Conditions.of(c, matcher.word_templates) for c in matcher.compiled]
        assert _tables(matcher) == _build_tables(matcher)


def test_the_screen_reads_a_plain_line_as_the_normaliser_does() -> None:
    """The screen's short way for a plain ASCII line gives what stripping, decoding and folding it would."""
    from errors.match import Matcher
    from errors.screen import _NOT_PLAIN, _SPANS_LINES, Screen, _screen_text

    screen = Screen(Matcher.for_catalog(_catalog()))
    lines = _filter_log().decode("utf-8").split("\n")
    lines += ["a\tb", "x <b>y</b>", "a &amp; b", 'q \\"x\\"', "\\u0041", "del\x7fx", "  Padded  "]
    plain = 0
    for line in lines:
        want = (_screen_text(line.strip()), bool(_SPANS_LINES.search(line)))
        assert screen.text(line) == want, line
        plain += line.isascii() and not _NOT_PLAIN.search(line)
    assert 0 < plain < len(lines)


def test_a_plain_line_with_a_value_of_the_wrong_kind_is_not_read_and_a_right_one_is() -> None:
    """The strict regex of a template (a value of its kind between its literal text) rules out, on a plain
    line, what the matcher would reject for the value's kind, and holds what it reads."""
    from errors.match import LineFilter, Matcher
    from errors.match.engine import clean

    matcher = Matcher.for_catalog(_catalog())
    line_filter = LineFilter(matcher, loose=False)
    index = next(i for i, c in enumerate(matcher.compiled) if c.entry.id == "e2b-sandbox-not-found")
    assert line_filter.conditions[index].strict
    wrong = b"##[error] sandbox process exited with code 7629: directory not found"
    right = b"Error: Sandbox sandbox-01HZX8K2 not found\nSandbox 'dev-sbx-3' not found\n"
    hits = line_filter.hits(clean(wrong + b"\n" + right))
    assert [index in h.exact for h in hits.values()] == [True, True, True]
    assert [index in h.strict for h in hits.values()] == [False, True, True]
    assert all(f.entry.id != "e2b-sandbox-not-found" for f in matcher.find(wrong.decode(), fuzzy=False))
    for line in right.decode().splitlines():
        assert any(f.entry.id == "e2b-sandbox-not-found" for f in matcher.find(line, fuzzy=False)), line
    found = [(f.entry.id, f.line) for f in scan(io.BytesIO(wrong + b"\n" + right), _catalog())]
    assert ("e2b-sandbox-not-found", 2) in found and ("e2b-sandbox-not-found", 3) in found


def test_every_corpus_positive_on_a_plain_line_holds_its_strict_regex() -> None:
    """What the strict regexes rule out, the matcher never reads: each corpus positive whose entry has one, as a
    plain line, holds it (else scan would miss it)."""
    import re

    from errors.match import Matcher
    from errors.match.engine import PLAIN_LINE, Conditions

    matcher = Matcher.for_catalog(_catalog())
    strict: dict[str, list[bytes]] = {}
    for c in matcher.compiled:
        if rx := Conditions.of(c, matcher.word_templates).strict:
            strict.setdefault(c.entry.id, []).append(rx)
    checked = 0
    for case in load_positives():
        if case.expected not in strict or "\n" in case.text.strip() or case.form in HUMAN_FORMS:
            continue
        text = case.text.strip()
        if not text.isascii() or PLAIN_LINE.search(text):
            continue
        read = {f.entry.id for f in matcher.find(text, fuzzy=False) if f.method in ("exact", "prefixless")}
        if case.expected in read:
            checked += 1
            assert any(re.search(rx, text.lower().encode()) for rx in strict[case.expected]), case.key
    assert checked >= 10


def test_the_pass_brings_in_every_line_of_a_wrapped_message_that_its_shape_would() -> None:
    """The one pass looks for a wrap piece with the literal text beside it (shapes.wrap_pass_patterns), to
    leave out lines that only hold a piece. It may only leave out what meets_wrap rules out: on every template's
    text cut at every place (the lines of a wrapped message, each side of the break), on those lines with a log
    line's start or end around them, and on the filter log, a line meets_wrap takes meets a pattern of the pass.
    And a Mastra app's own line holding a tag that a message starts with is left out."""
    from errors.match import LineFilter, Matcher
    from errors.match.engine import clean
    from errors.match.shapes import meets_wrap
    from errors.template import Literal

    matcher = Matcher.for_catalog(_catalog())
    line_filter = LineFilter(matcher, loose=False)
    log = clean(_filter_log())
    lines = log.split(b"\n")
    starts = list(itertools.accumulate((len(ln) + 1 for ln in lines), initial=0))

    def lines_holding(pieces: Iterable[bytes]) -> list[bytes]:
        at = {bisect.bisect_right(starts, m.start()) - 1 for p in pieces for m in re.finditer(re.escape(p), log)}
        return [lines[i] for i in sorted(at)]

    checked = 0
    for index, (c, cond) in enumerate(zip(matcher.compiled, line_filter.conditions, strict=True)):
        if not cond.wrap:
            continue
        sides = line_filter.shapes(index)[1]
        patterns = [re.compile(p, re.MULTILINE) for p in cond.wrap_pass]
        kinds = {p.name: p.kind for p in c.entry.params}
        values = {"integer": "42", "number": "4.2", "url": "https://x.dev/a"}
        text = clean(
            "".join(
                part.text if isinstance(part, Literal) else values.get(kinds.get(part.name, ""), "box-7")
                for part in c.head.parts
            ).encode()
        )
        cuts = [text[:k] for k in range(1, len(text))] + [text[k:] for k in range(1, len(text))]
        cuts += [b"2026-12-06 error: " + t for t in cuts[: len(text)]] + [t + b"  \r" for t in cuts]
        holds_piece = re.compile(b"|".join(re.escape(p) for p in cond.wrap)).search
        for line in [*cuts, *lines_holding(cond.wrap)]:
            if not holds_piece(line) or (sides and not meets_wrap(sides, line, re.compile)):
                continue
            checked += 1
            assert any(p.search(line) for p in patterns), (c.entry.id, line)
    assert checked > 1000
    tagged = clean(b"[2026-11-30T10:00:00.000Z] DEBUG [WorkspaceSkills] loaded 12 skills from /workspace/skills\n")
    assert not any(h.wrap or h.wrap_pending for h in line_filter.hits(tagged).values())


def test_a_text_of_repeated_lines_is_searched_by_its_distinct_lines_with_the_same_hits() -> None:
    """LineFilter.hits searches the distinct lines of a text that repeats its lines and gives each line the
    hits of its like: the same, line by line, as the search of the whole text (both ways of settling the
    wrapped readings, on the filter log repeated and shuffled)."""
    import random

    from errors.match import LineFilter, Matcher
    from errors.match.engine import REPEATS_WORTH, clean

    lines = clean(_filter_log()).split(b"\n")
    repeated = lines * (REPEATS_WORTH + 1)
    random.Random(7).shuffle(repeated)
    text = b"\n".join(repeated)
    fields = ("exact", "loose", "wrap", "evidence", "strict", "pending", "wrap_pending")
    for settle in (True, False):
        line_filter = LineFilter(Matcher.for_catalog(_catalog()), loose=True)
        by_distinct = line_filter.hits(text, settle_wrap=settle)
        whole = line_filter._hits(text, settle)
        assert len(by_distinct) > 10_000 and by_distinct.keys() == whole.keys()
        for start, hits in whole.items():
            assert [getattr(by_distinct[start], f) for f in fields] == [getattr(hits, f) for f in fields], start


def test_the_console_scan_keeps_memory_flat_with_its_collector_setting(tmp_path: Path) -> None:
    """The console script (errors._console.run: the collector runs less often, the process ends without teardown):
    a log four times as long peaks near the same memory. (A scan makes no cyclic garbage today: with the
    collector off it is flat too; this holds the command, whatever it comes to make.)"""
    import os
    import subprocess
    import sys

    block = ("\n".join(ordinary_lines(11, 20_000)) + "\nError: " + SETUP + "\n").encode()
    peaks = []
    for megabytes in (6, 24):
        log = tmp_path / f"{megabytes}.log"
        with log.open("wb") as out:
            for _ in range(megabytes * 1024 * 1024 // len(block) + 1):
                out.write(block)
        entry = "import sys; sys.argv[0] = 'sandbox-errors'; from errors._console import run; run()"
        child = subprocess.Popen([sys.executable, "-c", entry, "scan", str(log)], stdout=subprocess.DEVNULL)
        _, status, usage = os.wait4(child.pid, 0)
        child.returncode = os.waitstatus_to_exitcode(status)
        assert child.returncode == 0
        peaks.append(usage.ru_maxrss)  # kilobytes
    assert peaks[1] - peaks[0] < 16 * 1024, peaks
