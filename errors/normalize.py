"""From a raw paste to the candidate messages inside it.

Real pastes are noisy: colour codes, Windows line endings, smart quotes from a chat app, HTML entities from a
web page, JSON log lines (pino, winston, bunyan), timestamps and levels, ``Error:``-style class prefixes, stack
frames, lines hard-wrapped by a terminal, and messages cut off with an ellipsis. This module undoes those and
yields :class:`Candidate` texts, each remembering the line it came from and the steps applied (``--why`` shows
them). It never matches anything itself.

Everything here is linear in the input, and the input is bounded by :data:`MAX_DIAGNOSE_CHARS`.
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Iterator
from dataclasses import dataclass

__all__ = ["Candidate", "InputError", "candidates", "decode", "fold", "strip_noise"]

# diagnose looks at this much of a paste; a larger one is cut (and says so) rather than read whole.
MAX_DIAGNOSE_CHARS = 2_000_000
# A line longer than this is cut: no catalogued message comes close, and it keeps every step bounded.
MAX_LINE_CHARS = 4_000
# At most this many candidate lines are matched (the last ones: in a log the error is usually at the end).
MAX_CANDIDATE_LINES = 20_000


class InputError(ValueError):
    """Input that cannot be used at all (binary data). ``exit_code`` is what the CLI exits with."""

    exit_code = 2


def decode(data: bytes) -> tuple[str, list[str]]:
    """Text from bytes: UTF-8 (undecodable bytes replaced), UTF-16 with a BOM; binary data is refused."""
    notes: list[str] = []
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        return data.decode("utf-16", errors="replace"), ["utf-16"]
    sample = data[:65536]
    if sample:
        controls = sum(1 for b in sample if b < 32 and b not in (9, 10, 13, 27))
        if (b"\0" in sample and controls > len(sample) * 0.05) or controls > len(sample) * 0.3:
            raise InputError("the input looks like binary data, not text; paste the error message or the log")
    text = data.decode("utf-8", errors="replace")
    if "\ufffd" in text:
        notes.append("invalid-utf8-replaced")
    return text, notes


# --- character folding (applied to both the paste and the templates) --------------------------------------------

_FOLD = str.maketrans(
    {
        "\u2018": "'",
        "\u2019": "'",
        "\u201a": "'",
        "\u201b": "'",
        "\u2032": "'",
        "\u00b4": "'",
        "\u201c": '"',
        "\u201d": '"',
        "\u201e": '"',
        "\u201f": '"',
        "\u2033": '"',
        "\u00ab": '"',
        "\u00bb": '"',
        "\u2013": "-",
        "\u2014": "-",
        "\u2212": "-",
        "\u2010": "-",
        "\u2011": "-",
        "\u00a0": " ",
        "\u2007": " ",
        "\u202f": " ",
        "\u2009": " ",
        "\t": " ",
    }
)


def fold(text: str) -> str:
    """Lower-case, with typographic quotes, dashes and spaces made plain. Never changes the length."""
    folded = text.translate(_FOLD)
    lowered = folded.lower()
    # A few characters change length when lower-cased ('İ'); keep positions aligned in that rare case.
    return lowered if len(lowered) == len(folded) else folded


# --- line-level noise --------------------------------------------------------------------------------------------

_ANSI = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[@-Z\\-_]")
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
_ENTITY = re.compile(r"&(?:[a-zA-Z]{2,8}|#\d{1,6}|#x[0-9a-fA-F]{1,6});")
_STACK_FRAME = re.compile(
    r"^\s*(?:at\s+\S.*|at\s*$|File \".*\", line \d+.*|\.\.\. \d+ (?:more|lines matching).*"
    r"|Traceback \(most recent call last\):|\^+|node:internal/.*|\{?\s*\[?stack\]?:.*)$"
)
_SMART = re.compile("[\u2018\u2019\u201a\u201b\u201c\u201d\u201e\u201f\u2032\u2033\u00ab\u00bb]")

# Prefixes stripped one after another; each strip makes a new variant, so a template that starts with
# bracketed text of its own (`${LOG_PREFIX} ...`) still sees the unstripped line.
_PREFIXES: list[tuple[str, re.Pattern[str]]] = [
    (
        "timestamp",
        re.compile(
            r"^\[?\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:Z|[+-]\d{2}:?\d{2}| ?UTC)?\]?[\s:|-]*"
        ),
    ),
    ("timestamp", re.compile(r"^\[?\d{1,2}:\d{2}:\d{2}(?:[.,]\d+)?\]?[\s:|-]*")),
    ("timestamp", re.compile(r"^\[?\d{10,13}(?:\.\d+)?\]?\s+")),
    ("ci-marker", re.compile(r"^(?:##\[(?:error|warning|group|endgroup)\]|::(?:error|warning)[^:]*::)\s*")),
    ("container", re.compile(r"^[\w.-]{1,40}(?:-\d+)?\s+\|\s?")),
    (
        "error-class",
        re.compile(
            r"^(?:Uncaught\s+|Unhandled\s+(?:promise\s+)?rejection:?\s+|Caused by:\s*|\[?cause\]?:\s*|throw\s+)?"
            r"(?:[A-Za-z_][\w.]*(?:Error|Exception|Failure|Rejection)|Error|error)(?:\s*\[[\w-]+\])?(?:\s*\(code\s*[\w-]+\))?:\s*"
        ),
    ),
    ("level", re.compile(r"^(?:npm\s+ERR!|ERR!)\s*")),
    (
        "level",
        re.compile(
            r"^[\[<(]?(?:trace|debug|info|notice|warn|warning|error|err|fatal|critical|crit|panic|severe)[\]>)]?"
            r"(?:\s*\([\w@/.:-]+\))?(?::\s*|\s+)",
            re.IGNORECASE,
        ),
    ),
    ("level", re.compile(r"^(?:DEBUG|INFO|WARNING|ERROR|CRITICAL):[\w.]+:")),
    ("logger", re.compile(r"^\[[\w@/.: -]{1,60}\]:?\s+")),
    ("logger", re.compile(r"^\([\w@/.:-]{1,60}\):?\s+")),
]
_TRAILING_ELLIPSIS = re.compile(r"(?:\s*(?:\u2026|\.\.\.|\[\.\.\.\]|\[truncated\]|\(truncated\)))+\s*$", re.IGNORECASE)
_LOGFMT = re.compile(r"""(?:^|\s)(?:msg|message|err|error)=("(?:[^"\\]|\\.)*"|\S+)""")
_JSON_FIELDS = ("msg", "message", "error", "err", "errorMessage", "reason", "detail", "details")


@dataclass(frozen=True)
class Candidate:
    """A piece of the paste that may be one message: its text, the line it starts on, and what was undone."""

    text: str
    line: int
    steps: tuple[str, ...]
    truncated: bool = False


def strip_noise(line: str) -> tuple[str, list[str]]:
    """Remove colour codes, control characters and HTML entities from one line."""
    steps: list[str] = []
    if "\x1b" in line:
        line = _ANSI.sub("", line)
        steps.append("ansi")
    if _CONTROL.search(line):
        line = _CONTROL.sub("", line)
        steps.append("control-chars")
    if "&" in line and _ENTITY.search(line):
        unescaped = html.unescape(line)
        if unescaped != line:
            line, steps = unescaped, [*steps, "html-entities"]
    if _SMART.search(line):
        steps.append("smart-quotes")
    return line, steps


def _json_messages(line: str) -> list[tuple[str, str]]:
    """Message fields of a JSON log line (pino, winston, bunyan, console JSON), as (field path, text)."""
    stripped = line.strip()
    start = stripped.find("{")
    if start == -1 or not stripped.endswith("}"):
        return []
    try:
        record = json.loads(stripped[start:])
    except ValueError:
        return []
    found: list[tuple[str, str]] = []

    def visit(value: object, path: str, depth: int) -> None:
        if depth > 3 or len(found) > 8:
            return
        if isinstance(value, dict):
            for key in _JSON_FIELDS:
                if key in value:
                    visit(value[key], f"{path}.{key}" if path else key, depth + 1)
            stack = value.get("stack")
            if isinstance(stack, str) and stack.strip():
                found.append((f"{path}.stack" if path else "stack", stack.strip().splitlines()[0]))
        elif isinstance(value, str) and value.strip():
            found.append((path, value))

    visit(record, "", 0)
    return found


def _variants(text: str) -> Iterator[tuple[str, tuple[str, ...]]]:
    """The text, then the text with each recognised prefix stripped in turn."""
    steps: tuple[str, ...] = ()
    yield text, steps
    for _ in range(8):
        for name, pattern in _PREFIXES:
            m = pattern.match(text)
            if m and m.end() > 0 and m.end() < len(text):
                text = text[m.end() :]
                steps = (*steps, f"prefix:{name}")
                yield text, steps
                break
        else:
            return


def _line_candidates(raw: str, number: int) -> Iterator[Candidate]:
    line, noise = strip_noise(raw[:MAX_LINE_CHARS])
    base_steps = tuple(noise) + (("long-line-cut",) if len(raw) > MAX_LINE_CHARS else ())
    texts: list[tuple[str, tuple[str, ...]]] = [(line.strip(), base_steps)]
    for field, message in _json_messages(line):
        for sub in message.splitlines()[:3]:
            texts.append((sub.strip(), (*base_steps, f"json-log:{field}")))
    logfmt = _LOGFMT.findall(line) if "=" in line else []
    for value in logfmt:
        if value.startswith('"'):
            try:
                value = json.loads(value)
            except ValueError:
                value = value[1:-1]
        texts.append((value.strip(), (*base_steps, "logfmt")))
    seen: set[str] = set()
    for text, steps in texts:
        for variant, prefix_steps in _variants(text):
            truncated = False
            cut = _TRAILING_ELLIPSIS.search(variant)
            if cut and cut.start() > 0:
                variant, truncated = variant[: cut.start()], True
            variant = variant.strip()
            if variant and variant not in seen:
                seen.add(variant)
                all_steps = (*steps, *prefix_steps, *(("truncated",) if truncated else ()))
                yield Candidate(variant, number, all_steps, truncated)


def candidates(text: str) -> list[Candidate]:
    """Every candidate message in a paste, in order. Stack frames are skipped; wrapped lines are rejoined."""
    text = text[:MAX_DIAGNOSE_CHARS]
    steps_all: list[str] = []
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
        steps_all.append("crlf")
    lines = text.split("\n")
    offset = 0
    if len(lines) > MAX_CANDIDATE_LINES:
        offset = len(lines) - MAX_CANDIDATE_LINES
        lines = lines[offset:]
    out: list[Candidate] = []
    content: list[tuple[int, str]] = []  # (line number, text) of lines that are not stack frames
    for index, raw in enumerate(lines):
        number = offset + index + 1
        if not raw.strip():
            content.append((number, ""))
            continue
        if _STACK_FRAME.match(raw[:MAX_LINE_CHARS]):
            continue
        content.append((number, raw))
        for cand in _line_candidates(raw, number):
            out.append(Candidate(cand.text, cand.line, (*steps_all, *cand.steps), cand.truncated))
    # A terminal or an email client may have wrapped one long message over a few lines: try them joined.
    for i in range(len(content) - 1):
        for width in (2, 3):
            group = content[i : i + width]
            if len(group) < width or any(not t.strip() for _, t in group):
                break
            for sep, name in ((" ", "joined-lines"), ("", "joined-lines-nospace")):
                joined = sep.join(t.strip() for _, t in group)
                if len(joined) > MAX_LINE_CHARS:
                    continue
                for cand in _line_candidates(joined, group[0][0]):
                    out.append(Candidate(cand.text, cand.line, (*steps_all, name, *cand.steps), cand.truncated))
    return out
