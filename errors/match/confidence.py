"""How sure a finding is: what each confidence level promises, and the context that decides it.

The levels are promises about the text, measured by ``tests/bench/bench_calibration.py`` (precision per level
over the corpus positives and over real output of other tools; floors held by ``tests/test_calibration.py``):

- ``exact``: **this text is this error.** The template is there whole, every value fits its kind, and either
  its words alone prove it (a *specific* template), or the text is exactly the message and nothing says it is
  another program's (a *medium* one; a *plain* or *generic* one is printed whole by other programs too), or the
  paste corroborates it (any template): its error class or code, a frame or path of its package, or one of its
  markers beside it. A known bug's signature (an entry with a ``defect``) is only ever ``exact`` or ``strong``
  with such corroboration, whatever its words: it is often another program's text (a shell's, ``ls``'s,
  Node's), which those programs print for other causes too.
- ``strong``: **almost surely this error.** A message cut off before its end, quoted without its constant log
  prefix, retyped with a slip, or with a value the pinned release does not emit; each with enough of the
  message's own words (or context) to stand on.
- ``possible``: **worth a look.** The words fit but say too little on their own (a *generic* template such as
  ``Directory not found: ${path}``, found without context), or were reworded; the finding's ``why`` says why it
  is not more and what in a paste would confirm it.

Context is read from the record around the message (:func:`context_of`): the message's line, the indented lines
after it (a stack trace, Node's printed properties) and the indented block before it (Python prints its
traceback first). A Python traceback, or an error class on the message's line that no catalogued package throws,
counts against a reading that its words alone do not prove.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import field
from functools import cache, cached_property
from typing import TYPE_CHECKING

from .._lazy_re import LazyPattern, holds_any
from ..catalog import Entry
from ..normalize import fold
from ..template import Literal, Placeholder
from .finding import EXACT, POSSIBLE, STRONG_LEVEL, Finding
from .specificity import GENERIC, MEDIUM, PLAIN, SPECIFIC

if TYPE_CHECKING:
    from dataclasses import dataclass
else:  # the same classes, made without compiling their methods (errors._dataclass)
    from .._dataclass import dataclass

__all__ = [
    "EMPTY_CONTEXT",
    "Context",
    "context_of",
    "evidence",
    "evidence_strings",
    "foreign",
    "judge",
    "keep_trustworthy",
]

# JavaScript's own classes say nothing about who threw: every package throws them.
BUILTIN_CLASSES = frozenset(
    "Error TypeError RangeError ReferenceError SyntaxError EvalError URIError AggregateError AbortError "
    "TimeoutError DOMException SystemError".split()
)
# Mastra's own base class: whichever Mastra package threw, it says "Mastra".
MASTRA_CLASSES = frozenset({"MastraError"})
# Lines around a message that belong to its record: indented (frames, printed properties) or closing braces.
_CONTINUATION = LazyPattern(r"^(?:\s+\S|[}\])]\s*,?\s*$)")
MAX_RECORD_LINES = 40
# Lines of a message's own after its first, before its stack trace.
MESSAGE_LINES = 3
# (Each compiled when a text first holds what it needs: most pastes name no class, tag or traceback.)
_CLASS = LazyPattern(r"\b[A-Z][A-Za-z0-9_]*(?:Error|Exception)\b", needs=holds_any("Error", "Exception"))
_CODE = LazyPattern(
    r"""\bcode\b['"]?\s*[:=]\s*['"]?([A-Z][A-Z0-9_]{2,})\b|\[([A-Z][A-Z0-9_]{2,})\]|\(code\s+([A-Z][A-Z0-9_]{2,})\)"""
)
_TAG = LazyPattern(r"\[([A-Za-z][A-Za-z0-9_]*)\]", needs=holds_any("["))
_PYTHON = LazyPattern(
    r'^\s*(?:Traceback \(most recent call last\):|File ".*", line \d+)',
    re.MULTILINE,
    needs=holds_any("Traceback (", 'File "'),
)


@dataclass(frozen=True)
class Context:
    """The text of the record a message stands in, and what it shows of who threw it."""

    text: str
    message_line: str = ""
    known_classes: frozenset[str] = field(default=frozenset(), compare=False)
    next_line: str = ""  # the line after the message's (a message that goes on there: "stderr: ...")
    # Every catalogued provider's name (provider_names): a log tag that starts with one names who printed the line.
    known_providers: frozenset[str] = field(default=frozenset(), compare=False)

    @cached_property
    def classes(self) -> frozenset[str]:
        return frozenset(_CLASS.findall(self.text))

    @cached_property
    def codes(self) -> frozenset[str]:
        return frozenset(next(g for g in m.groups() if g) for m in _CODE.finditer(self.text))

    @cached_property
    def python(self) -> bool:
        return _PYTHON.search(self.text) is not None


EMPTY_CONTEXT = Context("")


def context_of(lines: Sequence[str], index: int) -> Context:
    """The record around ``lines[index]``: the indented block before it (and that block's first line), the line,
    and the indented lines after it, at most MAX_RECORD_LINES either way."""
    start = index
    while start > 0 and index - start < MAX_RECORD_LINES and _CONTINUATION.match(lines[start - 1]):
        start -= 1
    if start < index and start > 0:
        start -= 1  # the line that opens the block ("Traceback (most recent call last):")
    end = index + 1
    # A message may go on for a line or two of its own (``stderr: ...``) before its stack: those count too.
    for ahead in range(index + 1, min(index + 1 + MESSAGE_LINES, len(lines))):
        if not lines[ahead].strip():
            break
        if _CONTINUATION.match(lines[ahead]):
            end = ahead
            break
    while end < len(lines) and end - index < MAX_RECORD_LINES and _CONTINUATION.match(lines[end]):
        end += 1
    following = lines[index + 1] if index + 1 < len(lines) else ""
    return Context("\n".join(lines[start:end]), lines[index], next_line=following)


def _package_marks(entry: Entry) -> list[str]:
    """How a package shows in a stack trace: ``@mastra/e2b`` (or ``node_modules/e2b/``), and the repository
    folder its sources live in (``workspaces/e2b/``)."""
    name = entry.package
    marks = [name] if name.startswith("@") else [f"node_modules/{name}/"]
    for src in entry.sources:
        folder = src.path.split("/src/", 1)[0] if "/src/" in src.path else ""
        if folder and folder not in marks and folder.count("/") >= 1:
            marks.append(folder + "/")
    return marks


# A provider's name counts as context only when it is this rare in other text (so "docker" or "render" do not).
MIN_NAME_BITS = 12.0
_GENERIC_SUFFIXES = ("-sandbox", "-workspace", "-box", "-sdk")


@cache
def provider_names(entry: Entry) -> tuple[str, ...]:
    """The names a user's log tags this entry's provider with (``cloudflare`` for @mastra/cloudflare-sandbox,
    ``createos`` for a source under workspaces/createos/): the package's and its sources' folder names, each
    only when it is a rare word."""
    from .specificity import any_table

    out = []
    for name in provider_candidates(entry):
        if any_table().word_bits(name) >= MIN_NAME_BITS and name not in out:
            out.append(name)
    return tuple(out)


def provider_candidates(entry: Entry) -> list[str]:
    """The names :func:`provider_names` weighs: the package's and its sources' folder names, lower-cased."""
    scope, _, last = entry.package.rpartition("/")
    # ``@vercel/sandbox``: the package's own name is the generic word; the scope names the provider.
    names = [scope.lstrip("@") if scope and f"-{last}" in _GENERIC_SUFFIXES else last]
    names += [src.path.split("/")[1] for src in entry.sources if src.path.startswith("workspaces/")]
    out = []
    for name in names:
        for suffix in _GENERIC_SUFFIXES:
            name = name.removesuffix(suffix)
        out.append(name.lower())
    return out


_NEXT_LINE_VALUE = LazyPattern(r"^[\w.$]+\s*\?\s*`\\n([^`$]+)")
# The start of a message's second line must be this long to tell anything.
MIN_CONTINUATION = 4


@cache
def continuation(entry: Entry) -> str | None:
    """How the entry's message goes on on its second line, folded (``stderr:`` for a message that ends in
    ``${stderr ? `\nstderr: ${stderr}` : ''}``, or the literal text after a line break): a paste whose next
    line starts so is this message, not a one-line twin of it."""
    parts = entry.template.parts
    text = None
    for i, part in enumerate(parts):
        if isinstance(part, Literal) and "\n" in part.text:
            text = part.text.split("\n", 1)[1]
            break
        if isinstance(part, Placeholder) and i == len(parts) - 1 and (m := _NEXT_LINE_VALUE.match(part.expr)):
            text = m.group(1)
    text = fold(text or "").strip()
    return text if len(text) >= MIN_CONTINUATION else None


def evidence(entry: Entry, context: Context) -> tuple[str, ...]:
    """What in the record ties the message to this entry, in words ("error class SandboxNotReadyError")."""
    found: list[str] = []
    text = context.text
    if not text:
        return ()
    cls = entry.error_class
    if cls and cls not in BUILTIN_CLASSES and cls in context.classes:
        found.append(f"error class {cls}")
    if entry.package.startswith("@mastra/") and context.classes & MASTRA_CLASSES:
        found.append("a MastraError")
    if entry.error_code and entry.error_code in context.codes:
        found.append(f"code {entry.error_code}")
    for mark in _package_marks(entry):
        if _shows_package(mark, text, context.message_line):
            found.append(f"a frame or path of {entry.package}" if mark.startswith(("@", "node_")) else f"{mark}")
            break
    found += [f"marker {m}" for m in entry.markers if m in text]
    goes_on = continuation(entry)
    if goes_on and fold(context.next_line).strip().startswith(goes_on):
        found.append(f"the next line goes on as its message does ({goes_on!r})")
    line = context.message_line.lower()
    found += [f"the provider's name {n!r}" for n in provider_names(entry) if _names_provider(n).search(line)]
    return tuple(dict.fromkeys(found))


@cache
def _names_provider(name: str) -> re.Pattern[str]:
    """A provider's name on a (lower-cased) line: as a word (``e2b``, ``[e2b]``), or starting a log tag in
    brackets (``[boatsandbox]``, ``[vercelserverlesssandbox]``: the tag a provider prints before its messages)."""
    return re.compile(rf"\b{re.escape(name)}\b|\[{re.escape(name)}[a-z0-9_]*\]")


def _shows_package(mark: str, text: str, line: str) -> bool:
    """Whether the record shows the package a mark names: a folder mark (it ends in "/") anywhere; a package
    name (``@mastra/e2b``) as a path anywhere (``node_modules/@mastra/e2b/dist/...``, a stack frame), or bare on
    the message's own line (a logger's tag). A bare name on another line (a dependency warning, ``npm ls``) says
    only that the package is installed, which every Mastra app's core is."""
    if not mark.startswith("@"):
        return mark in text
    for source, as_path in ((line, False), (text, True)):
        at = source.find(mark)
        while at != -1:
            after = source[at + len(mark) : at + len(mark) + 1]
            if not re.match(r"[\w-]", after) and (after == "/" or not as_path):
                return True
            at = source.find(mark, at + 1)
    return False


def foreign(entry: Entry, context: Context) -> str | None:
    """What in the record says another program printed the message, or None."""
    if context.python:
        return "a Python traceback"
    head = context.message_line
    for cls in _CLASS.findall(head):
        if cls != entry.error_class and cls not in BUILTIN_CLASSES | MASTRA_CLASSES | context.known_classes:
            return f"the class {cls}, which no catalogued package throws"
    # A provider's log tag on the line says that provider printed it: no message of another provider's package
    # (one with names of its own; core's errors surface through every provider, so they do not count).
    own = provider_names(entry)
    if own:
        for tag in _TAG.findall(head):
            folded = tag.lower()
            if any(folded.startswith(n) for n in own):
                continue
            other = sorted(n for n in context.known_providers if folded.startswith(n))
            if other:
                return f"the log tag [{tag}] of another provider ({other[-1]})"
    return None


def evidence_strings(entry: Entry) -> tuple[str, ...]:
    """Every string whose presence in a record may make :func:`evidence` find something for the entry (its
    class, code, markers, package marks, provider names): a line with none of them around it is read with no
    corroboration, whatever else is there."""
    out = [m for m in entry.markers]
    if entry.error_class and entry.error_class not in BUILTIN_CLASSES:
        out.append(entry.error_class)
    if entry.error_code:
        out.append(entry.error_code)
    if entry.package.startswith("@mastra/"):
        out += sorted(MASTRA_CLASSES)
    out += _package_marks(entry) + list(provider_names(entry))
    goes_on = continuation(entry)
    if goes_on:
        out.append(goes_on)
    return tuple(dict.fromkeys(x for x in out if x))


def _confirm(entry: Entry) -> str:
    """What in a paste would confirm the entry (for the answer's ``why``)."""
    ways = []
    if entry.error_class and entry.error_class not in BUILTIN_CLASSES:
        ways.append(f"its error class {entry.error_class}")
    if entry.error_code:
        ways.append(f"its code {entry.error_code}")
    ways.append(f"a stack frame of {entry.package}")
    ways += [f"{m!r}" for m in entry.markers[:2]]
    return ", ".join(ways[:-1]) + (" or " if len(ways) > 1 else "") + ways[-1]


def judge(finding: Finding, context: Context) -> Finding:
    """The finding with its confidence, evidence and ``why`` decided (see the module's docstring)."""
    entry = finding.entry
    seen = evidence(entry, context)
    against = foreign(entry, context) if not seen else None
    tier = finding.tier
    if entry.defect is not None and not seen:
        # A known bug's signature proves nothing alone (see the module's docstring): read it as generic.
        tier = GENERIC
    level, why = POSSIBLE, ""
    if finding.cut_off:
        if (seen or tier == SPECIFIC) and against is None:
            level, why = STRONG_LEVEL, "the text stops before the end of the message"
    elif finding.method == "exact":
        if finding.outside_values:
            level, why = STRONG_LEVEL, "a value the pinned release does not emit"
        elif seen or tier == SPECIFIC:
            level = EXACT
        elif tier == MEDIUM and finding.whole and against is None:
            level = EXACT
        if finding.demoted and level == EXACT:
            level, why = STRONG_LEVEL, "another catalogued message explains more of the text"
    elif finding.method == "prefixless":
        if (seen or tier == SPECIFIC or (tier == MEDIUM and finding.whole)) and against is None:
            level, why = STRONG_LEVEL, f"quoted without its log prefix {finding.dropped_prefix}"
    elif finding.method == "fuzzy":
        from .fuzzy import STRONG

        if finding.score >= STRONG and (seen or tier == SPECIFIC) and against is None:
            level, why = STRONG_LEVEL, "worded a little differently from the message"
    if level == POSSIBLE:
        why = _why_possible(finding, against)
    return finding._replace(confidence=level, evidence=seen, why=why)


def _why_possible(finding: Finding, against: str | None) -> str:
    entry = finding.entry
    if against is not None:
        reason = f"the words fit, but the paste shows {against}"
    elif finding.method == "fuzzy":
        reason = "the words are close to the message but not the same"
    elif finding.cut_off:
        reason = "the text stops before the end of the message, and what it shows does not prove it alone"
    elif entry.defect is not None:
        reason = "it is the signature of a known bug, and the same words can come from other causes"
    elif finding.tier == GENERIC:
        reason = "the message is generic (few, common words), and other programs print the same"
    elif finding.tier == PLAIN and finding.whole:
        reason = "the message is a plain phrase (few words, none rare), and other programs print the same whole"
    elif not finding.whole:
        reason = "the message is found inside a longer text, and its words alone do not prove it"
    else:
        reason = "the words alone do not prove it"
    return f"{reason}; {_confirm(entry)} beside it would confirm it"


def keep_trustworthy(ranked: Iterable[Finding]) -> list[Finding]:
    """Of the readings of one text, best first, drop those a better tier makes moot: exact beats every other
    reading; of cut-off readings those far behind the best; of loose readings those more than 8 points behind."""
    ranked = list(ranked)
    if not ranked:
        return ranked
    top = ranked[0]
    if top.confidence == EXACT:
        return [f for f in ranked if f.confidence == EXACT]
    if top.method == "prefix":
        return [f for f in ranked if f.method == "prefix" or f.score >= top.score - 5]
    return [f for f in ranked if f.score >= top.score - 8]
