"""Hardening of ``scan`` and ``diagnose`` on hostile or merely unlucky input (issue 13, items 7, 8, 10, 11),
and property-based fuzzing of the normaliser and the template matcher.

Every input is generated here. Bounds are generous caps or ratios: they catch a quadratic or a hang, not a
slow machine.
"""

from __future__ import annotations

import io
import json
import random
import subprocess
import sys
import time
from functools import cache
from pathlib import Path

import pytest
from click.testing import CliRunner
from corpus import load_positives, ordinary_lines
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from errors.catalog import Catalog, load_catalog
from errors.cli import main
from errors.cli.diagnose_commands import read_tail
from errors.diagnosis import diagnose
from errors.match import Matcher
from errors.normalize import InputError, candidates, decode, fold, strip_noise
from errors.scan import scan
from errors.template import TemplateError, parse

ENV_NAME = "Invalid environment variable name: API KEY"
ENV_IDS = {"cloudflare-invalid-env-var-name", "daytona-invalid-env-var-name"}
# A corpus message wrapped at 80 columns over four lines.
WRAPPED_CASE = "session-setup-command-failed/wrapped-80/0"


@cache
def _catalog() -> Catalog:
    return load_catalog(use_cache=False)


def _scan(data: bytes, *, generic: bool = False) -> list[tuple[str, int, int]]:
    found = scan(io.BytesIO(data), _catalog(), generic=generic)
    return [(f.entry.id, f.line, f.end_line or f.line) for f in found]


def _cli(*args: str, stdin: bytes | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args), input=stdin)
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result.exit_code, result.stdout, result.stderr


# --- item 7: a line that holds a common anchor but no error costs little -------------------------------------


def _anchor_log(lines: int) -> bytes:
    """Every line holds a word that anchors some template ("failed:", "command", "invalid", "does not")."""
    shapes = [
        "npm ERR! request to https://registry.npmjs.org/pkg-{i} failed: ECONNRESET",
        "executing command: pnpm run build --filter pkg-{i}",
        "warn: invalid peer dependency pkg-{i}@1.0.{i} does not satisfy ^2.0.0",
        "[12:00:{s:02}] INFO step {i}: the command ran, nothing invalid, cannot be faster",
    ]
    return "".join(shapes[i % 4].format(i=i, s=i % 60) + "\n" for i in range(lines)).encode()


def test_a_log_where_every_line_holds_a_common_anchor_is_scanned_fast() -> None:
    """Before: 350 KB of such lines took 21 s (each was normalised and matched, then tried joined with its
    neighbours). Now a line the anchor's templates cannot read is dropped after a few substring checks."""
    data = _anchor_log(5000)  # ~300 KB
    ordinary = ("\n".join(ordinary_lines(7, 5000)) + "\n").encode()
    _scan(b"warm-up\n")
    start = time.perf_counter()
    assert _scan(data) == []
    anchored = time.perf_counter() - start
    start = time.perf_counter()
    _scan(ordinary * max(1, len(data) // len(ordinary)))
    plain = time.perf_counter() - start
    assert anchored < 8.0, f"{anchored:.1f} s for {len(data) // 1000} KB of anchored lines"
    # Ordinary lines mostly skip the screen altogether; anchored ones pay it, not a match.
    assert anchored < 40 * plain + 1.0, (anchored, plain)


def test_anchors_in_every_line_still_leave_the_real_error_found() -> None:
    lines = _anchor_log(3000).decode().splitlines()
    lines[1234] = ENV_NAME
    found = _scan(("\n".join(lines) + "\n").encode())
    assert {entry for entry, _, _ in found} == ENV_IDS
    assert {line for _, line, _ in found} == {1235}


# --- item 8: a finding's line numbers are the lines that hold it ---------------------------------------------


def _placed_log(every: int = 7) -> tuple[bytes, dict[int, set[str]]]:
    """``executing command: ...`` every ``every`` lines, a shipped message every 50, ordinary lines between."""
    bare = [c for c in load_positives() if c.form == "bare" and "\n" not in c.text]
    rng = random.Random(3)
    filler = ordinary_lines(5, 4000)
    lines: list[str] = []
    truth: dict[int, set[str]] = {}
    for i in range(3500):
        if i % every == 0:
            lines.append(f"executing command: npm run step{i}")
        elif i % 50 == 3:
            case = rng.choice(bare)
            lines.append(case.text)
            truth[i + 1] = set(case.accept)
        else:
            lines.append(filler[i])
    return ("\n".join(lines) + "\n").encode(), truth


def test_findings_are_on_the_lines_that_hold_them() -> None:
    """Before: 510 findings at wrong lines (a message joined with the lines before it was reported on the
    first of them)."""
    data, truth = _placed_log()
    found = _scan(data, generic=True)  # the placed messages include generic ones
    wrong = [(entry, line) for entry, line, _ in found if entry not in truth.get(line, set())]
    assert not wrong, wrong[:10]
    assert {line for _, line, _ in found} == set(truth)


def test_a_wrapped_message_is_reported_from_its_first_to_its_last_line() -> None:
    (case,) = [c for c in load_positives() if c.key == WRAPPED_CASE]
    body = case.text.split("\n")
    filler = ordinary_lines(2, 40)
    lines = [*filler[:20], "executing command: ls", *body, *filler[20:]]
    data = ("\n".join(lines) + "\n").encode()
    first, last = 22, 21 + len(body)
    assert len(body) > 2 and _scan(data) == [(case.expected, first, last)]
    code, out, _ = _cli("scan", "--json", "-", stdin=data)
    assert code == 0
    (record,) = json.loads(out)["findings"]
    assert (record["line"], record["end_line"]) == (first, last)


def test_a_message_whole_on_one_line_is_not_also_reported_joined_with_its_neighbours() -> None:
    long_before = "DEBUG workspace: listing /home/user/project/src (37 entries) and then some more"
    data = f"{long_before}\nexecuting command: npm test with a long enough line\n{ENV_NAME}\n".encode()
    assert sorted(_scan(data)) == sorted((entry, 3, 3) for entry in ENV_IDS)
    result = diagnose(data.decode(), _catalog())
    assert {m["line"] for m in result["matches"]} == {3}


@pytest.mark.parametrize(
    "expected, body",
    [
        (
            "daytona-mount-endpoint-scheme-unsupported",
            ['SandboxError: Invalid endpoint URL scheme: "ftp". Only http: and https: are', "allowed."],
        ),
        (  # wrapped inside a word
            "e2b-blobfuse2-install-failed",
            [
                "SandboxError: Failed to install blobfuse2. For Azure Blob mounting, your templat",
                "e needs blobfuse2 and fuse3.",
            ],
        ),
    ],
)
def test_a_wrapped_message_whose_first_line_reads_as_another_cut_off_message_is_found_whole(
    expected: str, body: list[str]
) -> None:
    """Before: the first line alone read as the cut-off start of another entry's message (a strong guess), so
    the lines were never read joined, and scan reported that other entry where diagnose finds this one."""
    filler = ordinary_lines(3, 10)
    data = ("\n".join([*filler[:5], *body, *filler[5:]]) + "\n").encode()
    assert diagnose("\n".join(body), _catalog())["matches"][0]["id"] == expected
    assert _scan(data) == [(expected, 6, 5 + len(body))]


def test_a_cut_off_message_is_not_read_whole_by_a_template_whose_last_value_takes_the_next_lines() -> None:
    """The guard on the above: "Invalid environment variable name: ${name}" would read the cut-off line and the
    test summary after it as one whole message, of the wrong entry, on the wrong lines."""
    data = b"##[group]Run pnpm test --filter workspace\n"
    data += b'Invalid environment variable name: "1PASS... [truncated]\nTest Files  76 passed (18)\n'
    assert _scan(data) == [("deploy-env-name-invalid", 2, 2)]


def test_a_new_log_record_does_not_continue_a_wrapped_message() -> None:
    """'Worker ${phase} failed: ...' read across 'read worker (ok)' and the next npm line was a false find."""
    data = b"[07:19:07] INFO build step 199: read worker (ok) and this line is long\n"
    data += b"npm ERR! request to https://registry.npmjs.org/esbuild failed: ECONNRESET\n"
    assert _scan(data) == []


# --- item 11: binary and UTF-16 input ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "name, data",
    [
        ("random bytes", random.Random(1).randbytes(200_000)),
        ("zeros", bytes(100_000)),
        ("a PNG header and more", b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 200),
        ("UTF-16 without a BOM", ENV_NAME.encode("utf-16-le") * 100),
    ],
)
def test_scan_refuses_binary_input_with_exit_2(name: str, data: bytes, tmp_path: Path) -> None:
    """Before: exit 1, 'No catalogued error found.'"""
    path = tmp_path / "input.bin"
    path.write_bytes(data)
    for args, stdin in (((str(path),), None), (("-",), data)):
        code, out, err = _cli("scan", *args, stdin=stdin)
        assert code == 2, (name, out, err)
        assert "binary data" in err and "Traceback" not in out + err
    with pytest.raises(InputError):
        list(scan(io.BytesIO(data), _catalog()))


@pytest.mark.parametrize("command", ["scan", "diagnose --file"])
@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_an_endless_binary_device_is_refused_at_once(command: str, device: str) -> None:
    """Before: scan of /dev/zero read for ever (here: a timeout); diagnose read 512 MB before refusing it."""
    done = subprocess.run(
        [sys.executable, "-m", "errors", *command.split(), device], capture_output=True, text=True, timeout=30
    )
    assert done.returncode == 2 and "binary data" in done.stderr and "Traceback" not in done.stderr


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-be"])
def test_scan_reads_utf16_with_a_bom(encoding: str) -> None:
    text = "\n".join([*ordinary_lines(1, 3000), ENV_NAME, *ordinary_lines(2, 10)]) + "\n"
    data = text.encode(encoding)
    if not data.startswith((b"\xff\xfe", b"\xfe\xff")):
        data = b"\xfe\xff" + data
    # Small chunks: a code unit cut at a chunk boundary must not end the stream early.
    found = [(f.entry.id, f.line) for f in scan(io.BytesIO(data), _catalog(), chunk_bytes=4097)]
    assert sorted(found) == sorted((entry, 3001) for entry in ENV_IDS)


# --- item 10: diagnose keeps the end of a long input and says what it skipped --------------------------------


def test_read_tail_keeps_the_last_whole_lines_and_counts_the_rest() -> None:
    data = b"".join(b"line %d\n" % i for i in range(1, 10_001))
    tail = read_tail(io.BytesIO(data), limit=1000)
    assert len(tail.data) <= 1000 and tail.data.endswith(b"line 10000\n")
    first = tail.data.split(b"\n", 1)[0]
    assert first == b"line %d" % (tail.skipped_lines + 1)
    assert tail.skipped_bytes + len(tail.data) == len(data)
    assert read_tail(io.BytesIO(data), limit=len(data)) == (data, 0, 0)
    cut_at_a_line = read_tail(io.BytesIO(b"aaaa\nbbbb\n"), limit=5)
    assert cut_at_a_line == (b"bbbb\n", 5, 1)


def test_diagnose_of_a_stdin_over_512_mb_finds_the_error_at_its_end(tmp_path: Path) -> None:
    """Before: the first 512 MB were read and the end (with the error) dropped without a word: exit 1,
    and 1.3 GB of memory."""
    line = b"npm http fetch GET 200 https://registry.npmjs.org/zod 12ms\n"
    blocks = 530 * 1024 * 1024 // (len(line) * 1000)
    generator = (
        "import sys\n"
        f"out, block = sys.stdout.buffer, {line!r} * 1000\n"
        f"for _ in range({blocks}): out.write(block)\n"
        f"out.write({(ENV_NAME + chr(10)).encode()!r})\n"
    )
    feed = subprocess.Popen([sys.executable, "-c", generator], stdout=subprocess.PIPE)
    start = time.perf_counter()
    # Through a wrapper whose only child is diagnose: RUSAGE_CHILDREN of this test process would also count
    # every earlier child of the session (a browser of the site tests).
    peak_file = tmp_path / "peak"
    wrapper = (
        "import resource, subprocess, sys\n"
        "code = subprocess.call([sys.executable, '-m', 'errors', 'diagnose', '--json'])\n"
        f"open({str(peak_file)!r}, 'w').write(str(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss))\n"
        "sys.exit(code)\n"
    )
    done = subprocess.run([sys.executable, "-c", wrapper], stdin=feed.stdout, capture_output=True, timeout=300)
    seconds = time.perf_counter() - start
    assert feed.stdout is not None
    feed.stdout.close()
    feed.wait(timeout=60)
    assert done.returncode == 0, done.stderr.decode()[-2000:]
    result = json.loads(done.stdout)
    lines = blocks * 1000 + 1
    assert {m["id"] for m in result["matches"]} == ENV_IDS
    assert {m["line"] for m in result["matches"]} == {lines}
    skipped = result["skipped"]
    assert skipped["bytes"] > 480_000_000 and 0 < skipped["lines"] < lines - 1
    stderr = done.stderr.decode()
    assert "skipped the first" in stderr and f"{skipped['bytes']:,} bytes" in stderr and "Traceback" not in stderr
    peak_mb = int(peak_file.read_text()) / 1024
    assert peak_mb < 700, f"{peak_mb:.0f} MB"
    assert seconds < 120


def test_diagnose_api_says_what_it_skipped_of_a_long_text() -> None:
    from errors.diagnosis import MAX_NARROWED_CHARS

    filler = "npm http fetch GET 200 https://registry.npmjs.org/zod 12ms\n"
    count = MAX_NARROWED_CHARS // len(filler) + 10_000
    result = diagnose(filler * count + ENV_NAME, _catalog())
    assert {m["line"] for m in result["matches"]} == {count + 1}
    assert result["skipped"]["lines"] > 0 and result["skipped"]["bytes"] > len(filler) * 9_000
    assert "skipped" not in diagnose(ENV_NAME, _catalog())


# --- property-based fuzzing: arbitrary text never raises, and the work stays bounded -------------------------

FUZZ = settings(max_examples=120, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
# Text with the characters the normaliser treats specially, often.
NOISY = st.lists(
    st.sampled_from(
        [
            *"abcXYZ019 :.-_'\"/\\\n\r\t{}[]()<>&;#$`~|",
            *["\x1b[31m", "\x00", "\u2019", "\u2026", "İ", "&amp;"],
            *["Error: ", "npm ERR! ", "2024-01-01T00:00:00Z ", '{"msg":"', "\\u0041", "...", "##[error]"],
        ]
    ),
    max_size=200,
).map("".join)
ANY_TEXT = st.one_of(st.text(max_size=600), NOISY)


@FUZZ
@given(ANY_TEXT)
def test_fold_keeps_length_and_strip_noise_never_grows(text: str) -> None:
    assert len(fold(text)) == len(text)
    stripped, _ = strip_noise(text)
    assert len(stripped) <= len(text) + text.count("&")  # an entity decodes to at most a few characters


@FUZZ
@given(ANY_TEXT)
def test_candidates_of_any_text_are_bounded(text: str) -> None:
    start = time.perf_counter()
    found = candidates(text)
    lines = text.replace("\r", "\n").count("\n") + 1
    # Per line: itself and a few prefix-stripped, JSON and logfmt variants; per start line, a few joins.
    assert len(found) <= 60 * lines
    assert all(c.text and c.line >= 1 for c in found)
    assert time.perf_counter() - start < 2.0


@FUZZ
@given(st.binary(max_size=3000))
def test_decode_of_any_bytes_gives_text_or_refuses_it(data: bytes) -> None:
    try:
        text, _ = decode(data)
    except InputError:
        return
    assert isinstance(text, str)


@FUZZ
@given(ANY_TEXT)
def test_the_matcher_never_raises_on_any_text(text: str) -> None:
    matcher = Matcher.for_catalog(_catalog())
    start = time.perf_counter()
    found = matcher.find(text)
    assert len(found) <= len(_catalog().entries)
    assert all(0 <= f.score <= 100 and f.confidence in ("exact", "strong", "possible") for f in found)
    assert time.perf_counter() - start < 3.0


@FUZZ
@given(st.binary(max_size=4000))
def test_scan_of_any_bytes_never_raises_but_for_binary_input(data: bytes) -> None:
    try:
        found = list(scan(io.BytesIO(data), _catalog(), chunk_bytes=512))
    except InputError:
        return
    lines = data.count(b"\n") + 1
    assert all(1 <= f.line <= (f.end_line or f.line) <= lines for f in found)


TEMPLATE_SOURCE = st.lists(
    st.sampled_from([*"ab :.'\"`\\/n", "${", "}", "${x}", "${a.b}", "${f(x)}", "${'s'}", "\\n"]),
    max_size=40,
).map("".join)


@FUZZ
@given(TEMPLATE_SOURCE, ANY_TEXT)
def test_template_parse_and_match_never_raise_unexpectedly(source: str, text: str) -> None:
    try:
        template = parse(source)
    except TemplateError:
        return
    start = time.perf_counter()
    for candidate in (text, template.render({name: "v" for name in template.params}), fold(text)):
        for found in (
            template.match(candidate),
            template.search(candidate),
            template.search(candidate, truncated=True),
        ):
            if found is not None:
                assert 0 <= found.start <= found.end
    assert time.perf_counter() - start < 2.0


# --- issue 20: nothing pasted reaches the terminal as a control -------------------------------------------------


@pytest.mark.parametrize(
    "control",
    ["\x9b31m", "\x9b2J", "\x9d0;title\x9c", "\x90q\x9c", "\u202e", "\u2066", "\x85", "\x7f"],
    ids=["c1-csi-colour", "c1-csi-clear", "c1-osc", "c1-dcs", "rlo", "lri", "nel", "del"],
)
def test_no_control_character_of_a_paste_reaches_the_terminal(control: str) -> None:
    """Before: ESC, OSC, CR and BS were stripped, but U+009B (an 8-bit CSI: a whole escape sequence in one
    character) went through to the terminal inside an extracted value."""
    text = f"Error: Sandbox 'my{control}box' cannot run the session setup: no executeCommand implementation"
    controls = {ch for ch in control if not ch.isprintable()}
    for args in (["diagnose", text], ["diagnose", "--why", text], ["explain", text]):
        code, out, err = _cli(*args)
        assert code == 0, (args, out, err)
        assert "my" in out and "box" in out
        assert not controls & set(out + err), (args, out)
        assert "\x1b" not in out  # not a terminal: no colour either
    code, out, _ = _cli("scan", "--format", "github", "-", stdin=text.encode())
    assert code == 0 and not controls & set(out), out


# --- issue 20: a named FIFO never blocks ------------------------------------------------------------------------


@pytest.mark.parametrize("command", ["scan", "diagnose --file"])
def test_a_fifo_without_a_writer_is_refused_at_once(command: str, tmp_path: Path) -> None:
    """Before: `diagnose --file FIFO` and `scan FIFO` with no writer blocked for ever (rc 124 after 15 s)."""
    import os

    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    done = subprocess.run(
        [sys.executable, "-m", "errors", *command.split(), str(fifo)], capture_output=True, text=True, timeout=30
    )
    assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr
    assert f"nothing to read from {fifo}: it is a FIFO that no program is writing to" in done.stderr


@pytest.mark.parametrize("command", ["scan", "diagnose --file"])
def test_a_pipe_with_a_writer_is_read_as_before(command: str) -> None:
    """`scan <(cmd)`: the shell passes a pipe as /dev/fd/N; it is read to its end."""
    import os

    read, write = os.pipe()
    os.write(write, (ENV_NAME + "\n").encode())
    os.close(write)
    argv = [sys.executable, "-m", "errors", *command.split(), f"/dev/fd/{read}"]
    try:
        done = subprocess.run(
            argv,
            capture_output=True,
            text=True,
            timeout=60,
            pass_fds=(read,),
        )
    finally:
        os.close(read)
    assert done.returncode == 0, done.stderr
    assert "invalid-env-var-name" in done.stdout


# --- issue 20: a character whose lower case is longer ------------------------------------------------------------


def test_a_dotted_capital_i_on_the_line_does_not_hide_the_error() -> None:
    """Before: 'İ' (U+0130, two characters lower-cased) left the whole text un-lowered: "Not in the catalog"."""
    text = "Error: Sandbox 'İzmir-dev' cannot run the session setup: no executeCommand implementation"
    top = diagnose(text, _catalog())["matches"][0]
    assert top["id"] == "session-setup-without-execute-command" and top["params"]["sandbox_id"] == "İzmir-dev"
    assert top["confidence"] == "exact"
    assert _scan(f"İSTANBUL deploy\n{text}\n".encode()) == [("session-setup-without-execute-command", 2, 2)]
