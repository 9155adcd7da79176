"""The differential corpus of the ports of ``errors.diagnose``, and Python's answers, each computed once per run.

The texts are those ``tests/site/test_matcher_equal.py`` runs through the browser: every corpus positive and
negative (tests/corpus), and multi-line and large logs (:func:`logs`). :func:`answer` is
``errors.diagnose(text, top=3)`` for one of them; :func:`answers` is every one, computed once per test run by
whichever worker asks first and read by the others from a folder they share (the browser's and the npm package's
tests run on different pytest-xdist workers: Python's side of the corpus costs some ten seconds of CPU).
"""

from __future__ import annotations

import fcntl
import json
import os
from functools import cache
from pathlib import Path
from typing import Any

from corpus import load_negatives, load_positives, load_unproven, ordinary_lines

from errors.catalog import Catalog, load_catalog
from errors.diagnosis import MAX_NARROWED_CHARS, diagnose

__all__ = ["ERROR", "TOP", "answer", "answers", "cases", "catalog", "logs"]

TOP = 3
ERROR = "Error: Sandbox 'box-1' cannot run the session setup: no executeCommand implementation"


@cache
def catalog() -> Catalog:
    return load_catalog(use_cache=False)


@cache
def logs() -> dict[str, str]:
    """Multi-line and large logs: the error among ordinary lines, wrapped, at the end of a narrowed paste, one
    past MAX_NARROWED_CHARS (whose start is skipped), a value outside the Basic Multilingual Plane."""
    lines = ordinary_lines(11, 4000)
    wrapped = "Sandbox 'box-7' cannot run the session setup:\nno executeCommand implementation"
    block = "\n".join([*ordinary_lines(7, 2000), "naïve café ✓ 🚀 log line"]) + "\n"
    return {
        "log/multi-line-stack": "\n".join([*lines[:30], ERROR, "    at Session.setup (/app/x.js:1:2)", *lines[30:60]]),
        "log/wrapped": "\n".join([*lines[:20], wrapped, *lines[20:40]]),
        "log/large-error-last": "\n".join([*lines, ERROR]),
        "log/large-error-first": "\n".join([ERROR, *lines]),
        "log/large-crlf": "\r\n".join([*lines[:1000], ERROR, *lines[1000:]]),
        "log/large-no-error": "\n".join(lines),
        "log/large-truncated": "\n".join([*lines, "Sandbox 'abc-123' cannot run the session setup"]),
        "log/past-the-narrowing-limit": block * ((MAX_NARROWED_CHARS + 1_000_000) // len(block) + 1) + ERROR,
        "log/astral-value": "Sandbox 'box-🚀🚀' cannot run the session setup: no executeCommand implementation",
    }


@cache
def cases() -> tuple[tuple[str, str, str], ...]:
    """(key, text, form) of every text: the positives, the negatives (and unproven.yaml's), the logs (form "log")."""
    out = [(c.key, c.text, c.form) for c in [*load_positives(), *load_negatives(), *load_unproven()]]
    out += [(key, text, "log") for key, text in logs().items()]
    return tuple(out)


@cache
def _texts() -> dict[str, str]:
    return {key: text for key, text, _ in cases()}


@cache
def answer(key: str) -> dict[str, Any]:
    """``errors.diagnose(text, top=3)`` of the text ``key`` as ``diagnose --json`` prints it, but for each match's
    entry record, which is named by its id (it is ``Catalog.record`` of that entry, and large)."""
    result = json.loads(json.dumps(diagnose(_texts()[key], catalog(), top=TOP)))
    for m in result["matches"]:
        assert m["entry"]["id"] == m["id"]
        m["entry"] = m["id"]
    return result  # type: ignore[no-any-return]


def answers(shared: Path) -> dict[str, dict[str, Any]]:
    """:func:`answer` of every text, keyed as :func:`cases`: computed here unless another process of the run wrote
    them into ``shared`` first (under a lock, so a second worker waits for the first instead of computing too)."""
    path = shared / "corpus-answers.json"
    with open(shared / ".corpus-answers.lock", "a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            if path.is_file():
                read: dict[str, dict[str, Any]] = json.loads(path.read_text(encoding="utf-8"))
                return read
            computed = {key: answer(key) for key, _, _ in cases()}
            partial = path.with_suffix(".partial")
            partial.write_text(json.dumps(computed), encoding="utf-8")
            os.replace(partial, path)  # whole or not at all
            return computed
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)
