"""Plain text for the terminal: prose wrapped with hanging indents, code never wrapped, nothing padded.

The same output whether piped or not, except for what a terminal can do: colour and OSC 8 hyperlinks only on
a terminal (never with ``NO_COLOR`` or ``TERM=dumb``; ``FORCE_COLOR`` asks for colour, in a pipe too), and
prose wrapped to the terminal's width there (at most :data:`MAX_WIDTH`); piped, prose wraps at
:data:`MAX_WIDTH`. Code is printed flush left between Markdown fences, exactly as the catalog holds it, so
what a reader copies is the code. No line ends in whitespace.
"""

from __future__ import annotations

import os
import re
import shutil
from collections.abc import Sequence
from dataclasses import dataclass
from typing import IO

MAX_WIDTH = 100
MIN_WIDTH = 40

_CODES = {
    "bold": "1",
    "dim": "2",
    "italic": "3",
    "underline": "4",
    "red": "31",
    "green": "32",
    "yellow": "33",
    "blue": "34",
    "magenta": "35",
    "cyan": "36",
}


@dataclass(frozen=True)
class Style:
    """What the output may use: ``width`` for prose, colour, and OSC 8 hyperlinks."""

    width: int = MAX_WIDTH
    color: bool = False
    hyperlinks: bool = False

    def paint(self, text: str, *styles: str) -> str:
        if not self.color or not styles or not text:
            return text
        codes = ";".join(_CODES[s] for s in styles if s in _CODES)
        return f"\x1b[{codes}m{text}\x1b[0m" if codes else text

    def link(self, url: str, text: str | None = None) -> str:
        """A clickable link on terminals that support it; else the text and, when it differs, the URL."""
        shown = text or url
        if self.hyperlinks:
            return f"\x1b]8;;{url}\x1b\\{self.paint(shown, 'blue')}\x1b]8;;\x1b\\"
        return shown if shown == url else f"{shown} ({url})"


# What a terminal would act on, or show as something else: C0 controls but tab (ESC begins an escape sequence,
# CR and BS overwrite), DEL, the C1 controls (U+009B is an 8-bit CSI: a whole escape sequence in one character),
# and the bidirectional overrides that make text read differently from how it is stored.
_UNPRINTABLE = re.compile("[\x00-\x08\x0a-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]")


def printable(text: str, *, lines: bool = False) -> str:
    """Text from outside (a pasted value, a file name, a probe's answer) fit for a terminal: every character a
    terminal would act on is shown as its escape (``\\x9b``), never sent as it is; line breaks too, unless
    ``lines`` (text of several lines)."""
    if _UNPRINTABLE.search(text) is None:
        return text
    if lines:
        return "\n".join(_UNPRINTABLE.sub(_escape, line) for line in text.split("\n"))
    return _UNPRINTABLE.sub(_escape, text)


def _escape(m: re.Match[str]) -> str:
    code = ord(m.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def style_for(stream: IO[str]) -> Style:
    """The style for writing to ``stream``: a terminal gets colour, links and its width; anything else, plain."""
    try:
        tty = stream.isatty()
    except (AttributeError, ValueError):
        tty = False
    no_color = bool(os.environ.get("NO_COLOR"))
    forced = bool(os.environ.get("FORCE_COLOR")) and not no_color  # NO_COLOR wins over everything
    dumb = os.environ.get("TERM") == "dumb"
    if not tty:
        # FORCE_COLOR asks for colour in a pipe (CI logs that render it); links stay plain there.
        return Style(MAX_WIDTH, forced, False)
    columns = shutil.get_terminal_size((MAX_WIDTH, 24)).columns
    fancy = forced or not (no_color or dumb)
    return Style(max(MIN_WIDTH, min(columns, MAX_WIDTH)), fancy, fancy and not dumb)


def visible_len(text: str) -> int:
    """Length without ANSI colour codes and OSC 8 link wrappers."""
    return len(re.sub(r"\x1b\[[0-9;]*m|\x1b\]8;;[^\x1b]*\x1b\\", "", text))


def wrap(words: list[str], width: int, first: str, rest: str) -> list[str]:
    """Greedy wrapping of pre-styled ``words`` (a word longer than a line gets a line of its own)."""
    lines: list[str] = []
    line, used = first, visible_len(first)
    fresh = True
    for word in words:
        size = visible_len(word)
        if not fresh and used + 1 + size > width:
            lines.append(line)
            line, used, fresh = rest, visible_len(rest), True
        line += ("" if fresh else " ") + word
        used += size + (0 if fresh else 1)
        fresh = False
    lines.append(line)
    return [ln.rstrip() for ln in lines]


def prose(markdown: str, style: Style, indent: int = 0, bullet_indent: int = 2) -> list[str]:
    """Markdown prose (paragraphs, lists, inline code, emphasis, links) as wrapped lines; fenced code as is."""
    from markdown_it import MarkdownIt

    tokens = MarkdownIt("commonmark").parse(markdown)
    out: list[str] = []
    pad = " " * indent
    bullet: str | None = None
    depth = 0
    for i, tok in enumerate(tokens):
        if tok.type in ("bullet_list_open", "ordered_list_open"):
            depth += 1
        elif tok.type in ("bullet_list_close", "ordered_list_close"):
            depth -= 1
        elif tok.type == "list_item_open":
            bullet = "- " if tok.markup in "-*+" else f"{tok.info or '1'}. "
        elif tok.type == "inline":
            lead = pad + " " * (bullet_indent * max(0, depth - 1))
            first = lead + (bullet or "")
            rest = lead + " " * len(bullet or "")
            bullet = None
            if out and out[-1] != "" and tokens[i - 1].type == "paragraph_open" and depth == 0:
                out.append("")
            out += wrap(_inline_words(tok.children or [], style), style.width, first, rest)
        elif tok.type in ("fence", "code_block"):
            out += ["", *code_block(tok.content, tok.info.strip() or "text", style), ""]
    return out


def inline_words(markdown: str, style: Style) -> list[str]:
    """One line of Markdown (a title) as styled words, for :func:`wrap`."""
    from markdown_it import MarkdownIt

    tokens = MarkdownIt("commonmark").parseInline(markdown)
    return _inline_words(tokens[0].children or [] if tokens else [], style)


def _inline_words(children: Sequence[object], style: Style) -> list[str]:
    """Inline tokens as styled words; styles are applied per word so wrapping never splits a code."""
    words: list[str] = []
    active: list[str] = []
    link: str | None = None
    pending = ""  # text glued to the previous word (no space between)

    def add(text: str, *styles: str) -> None:
        nonlocal pending
        pieces = text.split(" ")
        for j, piece in enumerate(pieces):
            if j > 0:
                if pending:
                    words.append(pending)
                pending = ""
            if piece:
                painted = style.paint(piece, *styles)
                pending += style.link(link, painted) if (link and style.hyperlinks) else painted

    for child in children:
        kind = getattr(child, "type", "")
        content = getattr(child, "content", "")
        if kind == "text":
            add(content, *active)
        elif kind == "code_inline":
            add(content, "cyan", *active)
        elif kind in ("softbreak", "hardbreak"):
            add(" ")
        elif kind == "strong_open":
            active.append("bold")
        elif kind == "em_open":
            active.append("italic")
        elif kind in ("strong_close", "em_close") and active:
            active.pop()
        elif kind == "link_open":
            link = str(getattr(child, "attrs", {}).get("href", ""))
        elif kind == "link_close":
            if link and not style.hyperlinks:
                add(f" ({link})")
            link = None
    if pending:
        words.append(pending)
    return words


def code_block(code: str, lang: str, style: Style) -> list[str]:
    """Code between fences, flush left and never wrapped; highlighted only when colour is on."""
    body = code.rstrip("\n")
    if style.color:
        body = _highlight(body, lang)
    longest = max((len(run) for run in _backtick_runs(code)), default=0)
    fence = "`" * max(3, longest + 1)
    return [style.paint(fence + lang, "dim"), *body.split("\n"), style.paint(fence, "dim")]


def _backtick_runs(code: str) -> list[str]:
    import re

    return re.findall(r"`+", code)


def _highlight(code: str, lang: str) -> str:
    try:
        from pygments import highlight
        from pygments.formatters import TerminalFormatter
        from pygments.lexers import get_lexer_by_name
        from pygments.util import ClassNotFound
    except ImportError:  # pragma: no cover - Pygments is a dependency
        return code
    try:
        lexer = get_lexer_by_name(lang)
    except ClassNotFound:
        return code
    return str(highlight(code, lexer, TerminalFormatter())).rstrip("\n")
