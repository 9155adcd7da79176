"""From a raw paste to the candidate messages inside it.

Real pastes are noisy: colour codes, Windows line endings, smart quotes from a chat app, HTML entities from a
web page, JSON log lines (pino, winston, bunyan), timestamps and levels, ``Error:``-style class prefixes, stack
frames, lines hard-wrapped by a terminal, and messages cut off with an ellipsis. This module undoes those and
yields :class:`Candidate` texts, each remembering the line it came from and the steps applied (``--why`` shows
them). It never matches anything itself.

Everything here is linear in the input, and the input is bounded by :data:`MAX_DIAGNOSE_CHARS`.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator
from typing import Any, NamedTuple

from ._lazy_re import LazyPattern as _Lazy
from ._lazy_re import holds_any

__all__ = [
    "Candidate",
    "InputError",
    "candidates",
    "candidates_in",
    "content_lines",
    "decode",
    "fold",
    "joined_candidates",
    "sniff",
    "strip_noise",
    "wrapped_groups",
]

# diagnose looks at this much of a paste; a larger one is cut (and says so) rather than read whole.
MAX_DIAGNOSE_CHARS = 2_000_000
# What decode (and scan) look at to tell text from binary data.
SNIFF_BYTES = 65536
# A line longer than this is cut: no catalogued message comes close, and it keeps every step bounded.
MAX_LINE_CHARS = 4_000
# At most this many candidate lines are matched (the last ones: in a log the error is usually at the end).
MAX_CANDIDATE_LINES = 20_000
# A message wrapped at 80 columns takes up to this many lines (the longest catalogued one, ~300 characters, 4-5).
MAX_JOINED_LINES = 5
# A line shorter than this was not wrapped (wrapping fills a line to near its width): it ends a message.
MIN_WRAPPED_LINE = 30
# At most this many prefixes are stripped from one text, one after another.
MAX_PREFIX_STRIPS = 8
# How deep a JSON log record is searched for message fields, how many are taken, and how many lines of each.
JSON_MAX_DEPTH = 3
JSON_MAX_FIELDS = 8
JSON_MESSAGE_LINES = 3


class InputError(ValueError):
    """Input that cannot be used at all (binary data). ``exit_code`` is what the CLI exits with."""

    exit_code = 2


# The control characters binary data holds and text does not (tab, line breaks and ESC are text's).
_CONTROL_BYTES = bytes(b for b in range(32) if b not in (9, 10, 13, 27))


def sniff(data: bytes) -> str:
    """The encoding of a text from its start: "utf-16" (with a BOM) or "utf-8"; binary data is refused."""
    # A UTF-16 BOM, and then text whose every other byte is zero (as UTF-16 text mostly is): not invalid UTF-8
    # that happens to start with those two bytes.
    head = data[2:4098]
    if data.startswith((b"\xff\xfe", b"\xfe\xff")) and head.count(0) >= len(head) // 4:
        return "utf-16"
    sample = data[:SNIFF_BYTES]
    if sample:
        controls = len(sample) - len(sample.translate(None, _CONTROL_BYTES))
        if (b"\0" in sample and controls > len(sample) * 0.05) or controls > len(sample) * 0.3:
            raise InputError("the input looks like binary data, not text; paste the error message or the log")
    return "utf-8"


def decode(data: bytes) -> tuple[str, list[str]]:
    """Text from bytes: UTF-8 (undecodable bytes replaced), UTF-16 with a BOM; binary data is refused."""
    if sniff(data) == "utf-16":
        return data.decode("utf-16", errors="replace"), ["utf-16"]
    notes: list[str] = []
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
    if len(lowered) == len(folded):
        return lowered
    # A few characters change length when lower-cased ('İ' -> 'i' and a combining dot): those keep the first
    # character of their lower case, so positions stay aligned and the rest of the text is still lower-cased.
    return "".join(ch.lower()[0] for ch in folded)


# --- line-level noise --------------------------------------------------------------------------------------------


# Escape sequences, in their 7-bit (ESC) and 8-bit (C1: CSI U+009B, OSC U+009D, DCS U+0090, ...) forms.
_ANSI = _Lazy(
    r"(?:\x1b\[|\x9b)[0-?]*[ -/]*[@-~]"
    r"|(?:\x1b[\]P^_X]|[\x9d\x90\x9e\x9f\x98])[^\x07\x1b\x9c]*(?:\x07|\x9c|\x1b\\)"
    r"|\x1b[@-Z\\-_]"
)


def _unprintable(text: str) -> bool:
    return not text.isprintable()


# (Each regex a one-line paste seldom needs says what it needs (errors._lazy_re): compiling costs a cold start.)
_ESCAPE_START = _Lazy(r"[\x1b\x9b\x9d\x90\x9e\x9f\x98]", needs=_unprintable)
_CONTROL = _Lazy(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]", needs=_unprintable)
_ENTITY = _Lazy(r"&(?:[a-zA-Z]{2,8}|#\d{1,6}|#x[0-9a-fA-F]{1,6});")
# What a stack frame's line starts with past its indent (the alternatives of _STACK_FRAME).
_FRAME_STARTS = ("at", 'File "', "... ", "Traceback (", "^", "node:internal/", "{", "[", "stack")
_STACK_FRAME = _Lazy(
    r"^\s*(?:at\s+\S.*|at\s*$|File \".*\", line \d+.*|\.\.\. \d+ (?:more|lines matching).*"
    r"|Traceback \(most recent call last\):|\^+|node:internal/.*|\{?\s*\[?stack\]?:.*)$",
    needs=lambda text: text.lstrip().startswith(_FRAME_STARTS),
)
# Node prints an uncaught error's source line between its location and a caret line; that line is code (the
# template with its `${...}` unrendered), never the message, and a template that starts with a placeholder
# would otherwise match it with the code as the value.
_SOURCE_LOCATION = _Lazy(r"^\s*(?:file://)?\S+\.[cm]?[jt]sx?:\d+\s*$")
_CARET_LINE = _Lazy(r"^\s*\^+\s*$")
# Tags a web page or a rendered issue wraps text in; only these, since messages hold `<...>` of their own.
_HTML_TAG = _Lazy(r"</?(?:pre|code|span|div|p|br|b|i|em|strong|tt|kbd|samp|a|li|td)(?:\s[^<>]{0,200})?/?>", re.I)
_SMART = _Lazy(
    "[\u2018\u2019\u201a\u201b\u201c\u201d\u201e\u201f\u2032\u2033\u00ab\u00bb]", needs=lambda text: not text.isascii()
)

# Prefixes stripped one after another; each strip makes a new variant, so a template that starts with
# bracketed text of its own (`${LOG_PREFIX} ...`) still sees the unstripped line. The middle item lists the
# characters a match can start with ("" for any): a pattern that cannot match is neither tried nor compiled.
_DIGITS = "[0123456789"
_LEVELS = ("trace", "debug", "info", "notice", "warn", "error", "err", "fatal", "crit", "panic", "severe")


def _starts_with_level(text: str) -> bool:
    """Whether the text may start with a level word (after a bracket), as the level prefix needs; asked of its
    head lower-cased, so only of an ASCII head (a case-insensitive regex matches "K" to the Kelvin sign)."""
    head = text[1:10] if text[:1] in "[<(" else text[:9]
    return not head.isascii() or head.lower().startswith(_LEVELS)


_PREFIXES: list[tuple[str, str, _Lazy]] = [
    (
        "timestamp",
        _DIGITS,
        _Lazy(r"^\[?\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:Z|[+-]\d{2}:?\d{2}| ?UTC)?\]?[\s:|-]*"),
    ),
    ("timestamp", _DIGITS, _Lazy(r"^\[?\d{1,2}:\d{2}:\d{2}(?:[.,]\d+)?\]?[\s:|-]*")),
    ("timestamp", _DIGITS, _Lazy(r"^\[?\d{10,13}(?:\.\d+)?\]?\s+")),
    ("ci-marker", "#:", _Lazy(r"^(?:##\[(?:error|warning|group|endgroup)\]|::(?:error|warning)[^:]*::)\s*")),
    ("container", "", _Lazy(r"^[\w.-]{1,40}(?:-\d+)?\s+\|\s?", needs=holds_any("|"))),
    (
        "error-class",
        "",
        _Lazy(
            r"^(?:Uncaught\s+|Unhandled\s+(?:promise\s+)?rejection:?\s+|Caused by:\s*|\[?cause\]?:\s*|throw\s+)?"
            r"(?:[A-Za-z_][\w.]*(?:Error|Exception|Failure|Rejection)|Error|error)(?:\s*\[[\w-]+\])?(?:\s*\(code\s*[\w-]+\))?:\s*",
            needs=holds_any("Error", "error", "Exception", "Failure", "Rejection"),
        ),
    ),
    ("level", "nE", _Lazy(r"^(?:npm\s+ERR!|ERR!)\s*")),
    # Python's logging default format (LEVEL:logger.name:message): before the generic level, which would
    # strip only the level and leave the logger name glued to the message.
    ("level", "DIWEC", _Lazy(r"^(?:DEBUG|INFO|WARNING|ERROR|CRITICAL):[\w.]+:")),
    (
        "level",
        "[<(tdinwefcpsTDINWEFCPS",
        _Lazy(
            r"^[\[<(]?(?:trace|debug|info|notice|warn|warning|error|err|fatal|critical|crit|panic|severe)[\]>)]?"
            r"(?:\s*\([\w@/.:-]+\))?(?:\s*[:|-]\s*|\s+)",
            re.IGNORECASE,
            needs=_starts_with_level,
        ),
    ),
    # A Python traceback's last line names the exception with its module (errors._generated.SandboxNotReady:).
    ("error-class", "abcdefghijklmnopqrstuvwxyz_", _Lazy(r"^(?:[a-z_]\w*\.)+[A-Z]\w*:\s+", needs=holds_any(":"))),
    # A JSON record's message field quoted on a line of its own (a pretty-printed or cut-off log record).
    ("json-field", '"', _Lazy(r'^"(?:msg|message|error|err|errorMessage|reason|detail)"\s*:\s*"')),
    ("logger", "[", _Lazy(r"^\[[\w@/.: -]{1,60}\]:?\s+")),
    ("logger", "(", _Lazy(r"^\([\w@/.:-]{1,60}\):?\s+")),
]
# What a cut-off text ends with (the last character of each ending _TRAILING_ELLIPSIS knows).
_ELLIPSIS_ENDS = ("\u2026", ".", "]", ")")
_TRAILING_ELLIPSIS = _Lazy(
    r"(?:\s*(?:\u2026|\.\.\.|\[\.\.\.\]|\[truncated\]|\(truncated\)))+\s*$",
    re.IGNORECASE,
    needs=lambda text: text.rstrip()[-1:] in _ELLIPSIS_ENDS,
)
_LOGFMT = _Lazy(r"""(?:^|\s)(?:msg|message|err|error)=("(?:[^"\\]|\\.)*"|\S+)""")
_JSON_FIELDS = ("msg", "message", "error", "err", "errorMessage", "reason", "detail", "details")


class Candidate(NamedTuple):
    """A piece of the paste that may be one message: its text, the line it starts on, and what was undone."""

    text: str
    line: int
    steps: tuple[str, ...]
    truncated: bool = False
    end_line: int = 0  # lines joined (a wrapped message): the last of them; else 0


def strip_noise(line: str) -> tuple[str, list[str]]:
    """Remove colour codes, control characters and HTML entities from one line."""
    steps: list[str] = []
    if _ESCAPE_START.search(line):
        line = _ANSI.sub("", line)
        steps.append("ansi")
    if _CONTROL.search(line):
        line = _CONTROL.sub("", line)
        steps.append("control-chars")
    if "<" in line and _HTML_TAG.search(line):
        line = _HTML_TAG.sub("", line)
        steps.append("html-tags")
    if "&" in line and _ENTITY.search(line):
        import html  # only here: its entity table costs a cold start more than the rest of this module

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
        if depth > JSON_MAX_DEPTH or len(found) > JSON_MAX_FIELDS:
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
    for _ in range(MAX_PREFIX_STRIPS):
        for name, first, pattern in _PREFIXES:
            if first and text[:1] not in first:
                continue
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
        for sub in message.splitlines()[:JSON_MESSAGE_LINES]:
            texts.append((sub.strip(), (*base_steps, f"json-log:{field}")))
    if '\\"' in line and not texts[1:]:
        # Quotes escaped as in a JSON string that is not a whole JSON line (a record cut or pretty-printed).
        texts.append((line.strip().replace('\\"', '"'), (*base_steps, "json-escapes")))
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
    steps: tuple[str, ...] = ()
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
        steps = ("crlf",)
    return candidates_in(enumerate(text.split("\n"), 1), steps)


def candidates_in(numbered: Iterable[tuple[int, str]], steps_all: tuple[str, ...] = ()) -> list[Candidate]:
    """Candidates from (line number, line) pairs: a whole paste, or the lines of a large one worth reading."""
    # In a log the error is usually near the end: past the cap, the last lines are kept.
    content = content_lines([(n, line) for n, line in numbered if line.strip()][-MAX_CANDIDATE_LINES:])
    out: list[Candidate] = []
    for number, raw in content:
        for cand in _line_candidates(raw, number):
            out.append(Candidate(cand.text, cand.line, (*steps_all, *cand.steps), cand.truncated))
    # A terminal or an editor may have wrapped one long message over a few lines: try them joined.
    for group in wrapped_groups(content):
        out += joined_candidates(group, steps_all)
    return out


# What starts a log record of its own (a timestamp, npm's or a CI's error marker, a log level and a colon as
# pytest, compilers and linters print them, a tag in brackets as runners print it): a line that starts so is no
# wrapped continuation of the line before it. (The levels in their three casings: the pattern also runs in the
# browser, whose regexes have no inline case flag.)
RECORD_START = _Lazy(
    r"\s*(?:\[?\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}|\[?\d{1,2}:\d{2}:\d{2}\b|npm\s+ERR!|##\[|::(?:error|warning)"
    r"|(?:ERROR|Error|error|WARNING|Warning|warning|WARN|Warn|warn|INFO|Info|info|DEBUG|Debug|debug|FATAL|Fatal"
    r"|fatal):\s|\[[A-Za-z][\w.:-]*\]\s)"
)


def content_lines(numbered: Iterable[tuple[int, str]]) -> list[tuple[int, str]]:
    """The lines that may hold a message: not blank, not a stack frame, not the source line Node echoes."""
    lines = [(n, line) for n, line in numbered if line.strip()]
    echoed = {
        i
        for i in range(1, len(lines) - 1)
        if _CARET_LINE.match(lines[i + 1][1][:MAX_LINE_CHARS])
        and _SOURCE_LOCATION.match(lines[i - 1][1][:MAX_LINE_CHARS])
    }
    return [
        (n, line)
        for i, (n, line) in enumerate(lines)
        if i not in echoed and not _STACK_FRAME.match(line[:MAX_LINE_CHARS])
    ]


def wrapped_groups(content: list[tuple[int, str]]) -> Iterator[list[tuple[int, str]]]:
    """Runs of 2 to MAX_JOINED_LINES consecutive lines (of non-blank, non-frame lines) that one wrapped message
    may span. Only lines long enough to have been wrapped start or continue a group, which keeps this cheap on
    ordinary logs. Every run of a group is a group too."""
    for i in range(len(content) - 1):
        for width in range(2, MAX_JOINED_LINES + 1):
            group = content[i : i + width]
            if (
                len(group) < width
                or group[-1][0] != group[0][0] + width - 1  # not consecutive: a blank line or a frame between
                or any(len(t.strip()) < MIN_WRAPPED_LINE for _, t in group[:-1])
                or RECORD_START.match(group[-1][1])  # a new log record, not the rest of the last one
            ):
                break
            yield group


def joined_candidates(group: list[tuple[int, str]], steps_all: tuple[str, ...] = ()) -> list[Candidate]:
    """The candidates of one group of lines joined into one text (with and without a space at the breaks),
    numbered with the group's first line."""
    out: list[Candidate] = []
    for sep, name in ((" ", "joined-lines"), ("", "joined-lines-nospace")):
        joined = sep.join(t.strip() for _, t in group)
        if len(joined) > MAX_LINE_CHARS:
            continue
        for cand in _line_candidates(joined, group[0][0]):
            out.append(
                Candidate(cand.text, cand.line, (*steps_all, name, *cand.steps), cand.truncated, group[-1][0])
            )
    return out


def exported_rules() -> dict[str, Any]:
    """The regexes and tables above as data, for the browser's port of this module (errors/site/data.py):
    each regex as (source, flags), the prefixes as (name, first characters, source, flags)."""

    def rx(pattern: re.Pattern[str] | _Lazy) -> tuple[str, int]:
        return pattern.pattern, pattern.flags

    return {
        "fold": {chr(code): text for code, text in _FOLD.items()},
        "ansi": rx(_ANSI),
        "control": rx(_CONTROL),
        "entity": rx(_ENTITY),
        "stack_frame": rx(_STACK_FRAME),
        "source_location": rx(_SOURCE_LOCATION),
        "caret_line": rx(_CARET_LINE),
        "html_tag": rx(_HTML_TAG),
        "smart": rx(_SMART),
        "prefixes": [(name, first, *rx(pattern)) for name, first, pattern in _PREFIXES],
        "trailing_ellipsis": rx(_TRAILING_ELLIPSIS),
        "logfmt": rx(_LOGFMT),
        "record_start": rx(RECORD_START),
        "json_fields": list(_JSON_FIELDS),
    }
