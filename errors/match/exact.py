"""The exact layer: a template found in a text with every literal in place and every value allowed.

A text is compared only with the templates the word index gives for it (their two rarest safe words are in the
text) whose every safe word it holds; then, per template:

1. **whole**: the text is a rendering of the template (:meth:`errors.template.Template.match`);
2. **inside**: the template is found inside a longer text. It must start and end at a boundary: for a
   *specific* template a word boundary is enough ("...failed: Sandbox 'x' cannot run..."); any other must start
   at the text's start, after ``: ``, ``. ``, ``; ``, ``| ``, ``= `` or an opening quote or bracket, and end at the
   text's end or before a quote, a bracket, ``.``, ``,``, ``;``, ``:`` or `` (``, so that pytest's
   ``ERROR: file or directory not found: /x`` is not ``Directory not found: ${path}``. The rest of the text
   is unexplained and costs the reading;
3. **cut off**: when the text is marked as cut (an ellipsis) or no template fits it whole, a template whose
   start the text spells out, for at least MIN_PREFIX_CHARS characters of its literal text.

Every value must fit its kind (:mod:`errors.match.values`) and its closed set; a value that runs on to the end
of the text is cut where a value of its kind ends. The readings' confidence is decided afterwards, with the
context (:mod:`errors.match.confidence`).
"""

from __future__ import annotations

import itertools
import re
from typing import TYPE_CHECKING, NamedTuple

from ..normalize import Candidate, fold
from ..template import Literal, Match, Placeholder, Template
from .compiled import MIN_PREFIX_CHARS, CompiledTemplate
from .finding import Finding
from .specificity import SPECIFIC, tier
from .values import cut_to_kind, fits
from .words import TOKEN_CHAR

if TYPE_CHECKING:
    from .matcher import Matcher

__all__ = [
    "MIN_EMBEDDED_LITERAL",
    "MIN_UNMARKED_PREFIX",
    "OUTSIDE_VALUE_PENALTY",
    "at_boundaries",
    "demote",
    "exact_readings",
    "prefix_score",
]

# A value outside a closed set that another release may extend (params[].other_values) costs this much.
OUTSIDE_VALUE_PENALTY = 3.0
# An untruncated text shorter than this is never read as a cut-off prefix (a GitHub title is cut at 60).
MIN_UNMARKED_PREFIX = 40
# A cut-off match whose last value holds this much of the literal due next diverged from the template there.
DIVERGENCE_PROBE = 8
# A cut-off text is tried against at most this many templates (those sharing the most words with it).
PREFIX_TRIES = 16
# Templates with less literal text than this are matched exactly only as a whole line (too generic otherwise).
MIN_EMBEDDED_LITERAL = 16

# What a message found inside a longer text may follow, and what may follow it (see the module's docstring).
_OPENERS = "'\"`([{<"
_AFTER_SPACE = ":.;|=>"
_CLOSERS = "'\"`)]}>.,;:!?"


class _Hit(NamedTuple):
    """A template found in one text, with what the match showed of it."""

    compiled: CompiledTemplate
    finding: Finding
    shown: int  # literal characters of the template the text shows
    match: Match


def at_boundaries(text: str, start: int, end: int, template: Template) -> bool:
    """Whether a message found at ``text[start:end]`` starts and ends where a message can (strict rule)."""
    parts = template.parts
    first = parts[0] if parts else None
    last = parts[-1] if parts else None
    if start > 0 and not (isinstance(first, Literal) and not TOKEN_CHAR.match(first.text[:1])):
        before = text[start - 1]
        if not (
            before in _OPENERS
            or before in ":="
            or (before == " " and start >= 2 and text[start - 2] in _AFTER_SPACE)
        ):
            return False
    if end < len(text) and not (isinstance(last, Literal) and not TOKEN_CHAR.match(last.text[-1:])):
        after = text[end]
        if not (after in _CLOSERS or (after == " " and text[end + 1 : end + 2] in ("(", "[", "-", "|"))):
            return False
    return True


def _word_bounded(text: str, start: int, end: int, template: Template) -> bool:
    """Whether the match neither starts nor ends inside a word ("sandbox does not..." in "VercelSandbox does")."""
    parts = template.parts
    first, last = parts[0], parts[-1]
    if start > 0 and isinstance(first, Literal) and TOKEN_CHAR.match(first.text[:1]):
        if TOKEN_CHAR.match(text[start - 1]):
            return False
    if end < len(text) and isinstance(last, Literal) and TOKEN_CHAR.match(last.text[-1:]):
        if TOKEN_CHAR.match(text[end]):
            return False
    return True


def _cut_open_end(c: CompiledTemplate, m: Match, text: str) -> Match | None:
    """A match whose last value runs on to the end of the text, with that value cut where a value of its kind
    ends (the rest of the text is then unexplained); None when no value of its kind starts there."""
    last = c.head.parts[-1]
    if not isinstance(last, Placeholder) or m.end < len(text):
        return m
    kind = c.kind(last.name)
    if kind == "text":
        return m
    start = m.spans[last.name][0]
    cut = cut_to_kind(kind, text, start)
    if cut is None or cut == start:
        return None
    if cut == m.end:
        return m
    spans = {**m.spans, last.name: (start, cut)}
    params = {**m.params, last.name: text[start:cut]}
    return Match(params, spans, m.start, cut)


def _split_touching(c: CompiledTemplate, m: Match, text: str) -> Match:
    """Two values with no text between them (``${status}${detail}``): the first takes the run of its kind, the
    second the rest (by default the first takes everything, and a number then swallows its suffix)."""
    parts = c.head.parts
    for first, second in itertools.pairwise(parts):
        if not (isinstance(first, Placeholder) and isinstance(second, Placeholder)) or first.name == second.name:
            continue
        kind = c.kind(first.name)
        if kind == "text" or first.name not in m.spans or second.name not in m.spans:
            continue
        a, b = m.spans[first.name]
        cut = cut_to_kind(kind, text, a)
        if cut is None or cut >= b or m.spans[second.name] != (b, b):
            continue
        spans = {**m.spans, first.name: (a, cut), second.name: (cut, b)}
        params = {**m.params, first.name: text[a:cut], second.name: text[cut:b]}
        m = Match(params, spans, m.start, m.end)
    return m


def _diverges(m: Match, template: Template) -> bool:
    """Whether a cut-off match's last value holds the start of the literal that should follow it: the text
    went on with the template's words and then said something else ("...memoryMb must be a power of two.")."""
    last = max(m.spans, key=lambda name: m.spans[name][1], default=None)
    if last is None or m.spans[last][1] < m.end:
        return False
    names = [i for i, p in enumerate(template.parts) if isinstance(p, Placeholder) and p.name == last]
    following = [p for p in template.parts[names[-1] + 1 :] if isinstance(p, Literal)] if names else []
    if not following or len(following[0].text) < DIVERGENCE_PROBE:
        return False
    return following[0].text[:DIVERGENCE_PROBE] in m.params[last]


def prefix_score(literal_shown: int, length: int) -> float:
    """A prefix is worth how much of the text it explains as the template's literal words: 80 to 90."""
    return 80.0 + 10.0 * min(literal_shown / max(length, 1), 1.0)


def demote(finding: Finding, literal_shown: int) -> Finding:
    """An exact reading that another template explains better: kept, scored like a prefix, and marked."""
    span = len(finding.text) - min((a for a, _ in finding.spans.values()), default=0)
    score = prefix_score(literal_shown, literal_shown + span)
    return finding._replace(score=round(score, 1), demoted=True)


def _part_of_longer(hit: _Hit, hits: list[_Hit]) -> bool:
    """Whether another exact match of the same text covers this one with more of its own literal words, and not
    as one of its values: the text is that longer template, which begins (or holds) this one word for word
    ("Failed to create mount directory" in "Failed to create mount directory: DaytonaError: ..."). A template
    found inside another one's value is a wrapped cause and stays."""
    m = hit.match
    for other in hits:
        o = other.match
        if other is hit or other.finding.method == "prefix" or other.shown <= hit.shown:
            continue
        if o.start <= m.start and m.end <= o.end and o.end - o.start > m.end - m.start:
            if not any(a <= m.start and m.end <= b for a, b in o.spans.values()):
                return True
    return False


def _values_allowed(c: CompiledTemplate, params: dict[str, str], cut: bool) -> tuple[bool, tuple[tuple[str, str], ...]]:
    """Whether the values fit the entry's params (kind, pattern, closed set), and which fall outside a closed set
    that ``other_values`` keeps open (another release may emit them): those are kept, and flagged. With ``cut``,
    a value the text stops in only has to be the start of one that fits."""
    outside: list[tuple[str, str]] = []
    for p in c.entry.params:
        if p.name not in params:
            continue
        value = params[p.name]
        if p.kind != "text" and not fits(p.kind, value, cut=cut) and not fits(p.kind, value.strip("'\"`"), cut=cut):
            return False, ()
        if p.pattern and not (cut and not value) and re.search(p.pattern, value, re.IGNORECASE) is None:
            return False, ()
        if p.values:
            plain = value.strip().strip("'\"`")
            allowed = {fold(v) for v in p.values}
            if fold(plain) not in allowed and not (cut and any(a.startswith(fold(plain)) for a in allowed)):
                if p.other_values is None or not plain:
                    return False, ()
                outside.append((p.name, plain))
    return True, tuple(outside)


def _record(
    matcher: Matcher,
    hits: list[_Hit],
    c: CompiledTemplate,
    cand: Candidate,
    folded: str,
    m: Match,
    method: str,
    whole: bool,
) -> None:
    """Record a match of ``c`` in ``cand`` as a finding, unless a value is not one upstream can take."""
    m = _split_touching(c, m, folded)
    end = min(m.end, len(cand.text))
    spans = {name: (min(a, end), min(b, end)) for name, (a, b) in m.spans.items()}
    params = {name: cand.text[a:b] for name, (a, b) in spans.items()}
    allowed, outside = _values_allowed(c, params, method == "prefix")
    if not allowed:
        return
    value_chars = sum(b - a for a, b in spans.values())
    literal_shown = end - m.start - value_chars
    explained = sum(1 for w, at in c.offsets if at + len(w) <= literal_shown)
    if method == "prefix":
        score = prefix_score(literal_shown, end - m.start)
        shown_words = [w for w, at in c.offsets if at + len(w) <= literal_shown]
        bits = matcher.background.bits(shown_words)
    else:
        # More literal text and shorter values: the more specific of two templates that both fit wins. A
        # template found inside the text leaves the rest unexplained, which counts like a value: a short
        # literal template must not outrank one that reads the whole text ("...name" in "...name: "X"").
        unexplained = 0 if whole else len(folded.strip()) - (end - m.start)
        specificity = c.literal_chars / max(c.literal_chars + value_chars + max(unexplained, 0), 1)
        score = 90.0 + 10.0 * specificity - (0.0 if whole else 1.0)
        bits = c.bits
    if outside:  # the words fit, but the pinned release never says this value: likely, not certain
        score -= OUTSIDE_VALUE_PENALTY
    ends_in_value = not isinstance(c.head.parts[-1], Literal) and m.end >= len(folded)
    if method == "exact" and c.dropped_prefix is not None:
        method = "prefixless"
    finding = Finding(
        c.entry,
        round(score, 1),
        "possible",  # decided with the context (errors.match.confidence.judge)
        params,
        cand.line,
        cand.text,
        spans,
        cand.steps,
        method,
        open_end=ends_in_value,
        partial=ends_in_value or not whole,
        explained=explained,
        wording=c.wording,
        outside_values=outside,
        whole=whole and m.start == 0 and m.end >= len(folded),
        tier=tier(bits + c.value_bits(matcher.background, params)),
        dropped_prefix=c.dropped_prefix,
        start=m.start,
        end=end,
    )
    hits.append(_Hit(c, finding, literal_shown, m))


def _inside(c: CompiledTemplate, folded: str) -> Match | None:
    """The template found inside a longer text, at boundaries, its open end cut to its kind."""
    m = c.head.search(folded)
    if m is None:
        return None
    m = _cut_open_end(c, m, folded)
    if m is None:
        return None
    bounded = _word_bounded if c.tier == SPECIFIC else at_boundaries
    return m if bounded(folded, m.start, m.end, c.head) else None


def exact_readings(
    matcher: Matcher, cand: Candidate, folded: str, words: set[str], only: set[int] | None = None
) -> list[Finding]:
    """The exact and cut-off readings of one text (see the module's docstring); ``only``: the templates that
    may read it (the line filter's), when known."""
    compiled = matcher.compiled
    # The index gives the templates whose rarest word the text holds; a set check of all their words then
    # leaves the few worth a regex (in a large catalog many templates share a rare word).
    looked_up = matcher.exact_index.lookup(words) if only is None else only
    exact_ids = {i for i in looked_up if compiled[i].required <= words}
    hits: list[_Hit] = []
    for index in sorted(exact_ids):
        c = compiled[index]
        before = len(hits)
        m = c.head.match(folded)
        if m is None and c.tail_ws:  # an empty trailing value, its separator stripped with the line
            m = c.head.match(folded + c.tail_ws)
        if m is not None:
            _record(matcher, hits, c, cand, folded, m, "exact", True)
        if len(hits) == before and c.literal_chars >= MIN_EMBEDDED_LITERAL:
            inside = _inside(c, folded)
            if inside is not None:
                _record(matcher, hits, c, cand, folded, inside, "exact", False)
    # A cut-off reading matters when the text is marked as cut, or when no template fits it whole.
    if cand.truncated or (
        len(folded) >= MIN_UNMARKED_PREFIX and all(h.finding.partial for h in hits if h.finding.method != "prefix")
    ):
        done = {h.compiled.entry.id for h in hits}
        prefix_ids = {
            i
            for i in (matcher.prefix_index.lookup(words) if only is None else only)
            if compiled[i].prefix_required <= words and compiled[i].entry.id not in done
        }
        if not cand.truncated:  # an unmarked cut-off text starts where its message starts
            prefix_ids = {i for i in prefix_ids if compiled[i].starts(folded)}
        # Many templates may share their first words: try those sharing the most words with the text.
        tries = sorted(prefix_ids, key=lambda i: (-len(compiled[i].required & words), i))[:PREFIX_TRIES]
        for index in tries:
            c = compiled[index]
            m = c.head.search(folded, truncated=True)
            # A cut-off text stops inside the message: the reading runs to the end of the text.
            if m is None or m.end < len(folded) or not _word_bounded(folded, m.start, m.end, c.head):
                continue
            # Literal text the paste shows: all of it from the match start, less the values.
            shown = m.end - m.start - sum(b - a for a, b in m.spans.values())
            if shown >= MIN_PREFIX_CHARS and (cand.truncated or m.start == 0) and not _diverges(m, c.head):
                _record(matcher, hits, c, cand, folded, m, "prefix", False)
    # A cut-off paste can read as a complete short template whose last value swallowed the rest
    # ("Sandbox does not support ${feature}" in "The vercel sandbox does not support per-file permiss…").
    # When a prefix of another template explains more of it as literal text, that reading is only a prefix.
    best_prefix = max((h.shown for h in hits if h.finding.method == "prefix"), default=0)
    found: list[Finding] = []
    for h in hits:
        finding = h.finding
        if finding.method != "prefix" and (
            (finding.partial and h.compiled.literal_chars < best_prefix) or _part_of_longer(h, hits)
        ):
            finding = demote(finding, h.shown)
        found.append(finding)
    return found
