"""The string tests that spare a cold start compiling a regex are necessary conditions of their regexes.

A cold ``diagnose`` compiles a regex only when a line holds what the regex needs (errors.normalize,
errors.match.confidence): a guard that refused a line the regex matches would change an answer. Each guard is
checked here against its regex, on the corpus's texts (every line and every stripped variant of it) and on
generated text built from the characters and words the regexes look for.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from errors import normalize
from errors.match import confidence

CORPUS = Path(__file__).parent / "corpus" / "positives.jsonl"

# Pieces the regexes look for, and characters around them (unicode spaces, controls, quotes, brackets).
_WORDS = [
    "at ", "at", "File \"x.py\", line 3", "Traceback (most recent call last):", "... 4 more", "^^^", "node:internal/",
    "{ [stack]: x", "stack:", "Error", "error", "TypeError", "Exception", "Failure", "Rejection", "Uncaught ",
    "Unhandled promise rejection: ", "Caused by: ", "[cause]: ", "throw ", "web-1 | ", "app.x | ", "|", ": ",
    "...", "\u2026", "[...]", "[truncated]", "(TRUNCATED)", "[Tag]", "[e2b]", "x.y.Z: ", "\u2018q\u2019", "\u00ab",
    "WARN ", "[info] ", "<Debug>: ", "(error) ", "Critical | ", "\u212arit ", "\u017fevere: ", "panic- ",
]  # fmt: skip
_CHARS = st.sampled_from(list(" \t\u00a0\u2003\u3000\x1b\x9b\x07\x7f\x85\n:.-_|[](){}<>'\"aZ9é"))
_TEXT = st.lists(st.one_of(st.sampled_from(_WORDS), _CHARS), max_size=12).map("".join)


def _corpus_texts() -> list[str]:
    texts: set[str] = set()
    for row in CORPUS.read_text(encoding="utf-8").splitlines():
        for line in json.loads(row)["text"].splitlines():
            texts.add(line)
            texts.update(variant for variant, _ in normalize._variants(line.strip()))
    return sorted(texts)


# Lines of the kinds the corpus lacks (a container's log tag, a Python exception's module path, controls).
_SAMPLES = [
    "web-1  | Error: sandbox not ready",
    "errors._generated.SandboxNotReady: Sandbox is not ready",
    "\x1b[31mError\x1b[0m: x",
    "a\x07b",
    "[WARN] sandbox is slow",
    'Traceback (most recent call last):\n  File "x.py", line 3, in <module>',
]
CORPUS_TEXTS = _corpus_texts() + _SAMPLES


def _guards() -> list[tuple[str, Callable[[str], bool], Callable[[str], bool]]]:
    """(name, regex matches, guard lets it through) for every guarded regex."""
    out: list[tuple[str, Callable[[str], bool], Callable[[str], bool]]] = [
        (
            "stack frame",
            lambda t: normalize._STACK_FRAME.match(t) is not None,
            lambda t: t.lstrip().startswith(normalize._FRAME_STARTS),
        ),
        (
            "trailing ellipsis",
            lambda t: normalize._TRAILING_ELLIPSIS.search(t) is not None,
            lambda t: t.rstrip()[-1:] in normalize._ELLIPSIS_ENDS,
        ),
        ("escape start", lambda t: normalize._ESCAPE_START.search(t) is not None, lambda t: not t.isprintable()),
        ("control", lambda t: normalize._CONTROL.search(t) is not None, lambda t: not t.isprintable()),
        ("smart quotes", lambda t: normalize._SMART.search(t) is not None, lambda t: not t.isascii()),
        ("class", lambda t: confidence._CLASS.search(t) is not None, lambda t: bool(confidence._classes(t))),
        ("tag", lambda t: confidence._TAG.search(t) is not None, lambda t: bool(confidence._tags(t))),
        (
            "python",
            lambda t: confidence._PYTHON.search(t) is not None,
            lambda t: confidence.Context(t).python,
        ),
    ]
    for name, _first, pattern, holds in normalize._PREFIXES:
        if holds is not None:
            out.append((f"prefix {name} {pattern.pattern[:30]}", lambda t, p=pattern: p.match(t) is not None, holds))  # type: ignore[misc]
    return out


GUARDS = _guards()


@pytest.mark.parametrize(("name", "matches", "guard"), GUARDS, ids=[g[0] for g in GUARDS])
def test_guard_lets_through_every_corpus_text_its_regex_matches(
    name: str, matches: Callable[[str], bool], guard: Callable[[str], bool]
) -> None:
    refused = [t for t in CORPUS_TEXTS if matches(t) and not guard(t)]
    assert refused == [], name
    # Not vacuous: some of the texts are ones the regex matches.
    assert any(matches(t) for t in CORPUS_TEXTS), name


@settings(max_examples=3000, deadline=None)
@given(_TEXT)
def test_guards_let_through_every_generated_text_their_regexes_match(text: str) -> None:
    for name, matches, guard in GUARDS:
        assert guard(text) or not matches(text), (name, text)
