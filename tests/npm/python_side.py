"""The Python side of the npm package's differential tests: the texts and logs, and what Python says of them.

The diagnose texts are the differential corpus of tests/diagnose_corpus.py (shared with the browser's test,
Python's answers computed once per run), less what costs too much (:data:`CI_LOG_EVERY`). The scan logs are
built here, each a case of ``errors.scan`` (see :func:`write_scan_logs`).
"""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

from errors.scan import CHUNK_BYTES, ScanStats
from errors.scan_report import scan_report

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from corpus import load_positives, ordinary_lines
from diagnose_corpus import ERROR, cases, catalog

# The texts of the diagnose corpus the npm package's test reads: all of it but for two costs. The CI-log form
# (3,000 ordinary lines around the error) takes errors.diagnose 1.7 s a text today, 11 minutes for the 389 of
# them: every CI_LOG_EVERY-th is read (the same narrowing, other values). Of the large logs (3 s each), the
# one with the error first mirrors the one with it last.
CI_LOG_EVERY = 40
LARGE_LOGS_LEFT_OUT = {"log/large-error-first"}
MESSAGE = ERROR.removeprefix("Error: ")


@cache
def diagnose_cases() -> tuple[tuple[str, str, str], ...]:
    """(key, text, form) of every text the npm package's diagnose is held to."""
    out, ci_logs = [], 0
    for key, text, form in cases():
        if form == "ci-log":
            ci_logs += 1
            if (ci_logs - 1) % CI_LOG_EVERY:
                continue
        if key not in LARGE_LOGS_LEFT_OUT:
            out.append((key, text, form))
    return tuple(out)


# --- scan: logs that exercise every part of the streaming algorithm -----------------------------------------------


def _corpus_lines(every: int) -> list[str]:
    """Every ``every``-th corpus positive (and every wrapped one) between runs of ordinary lines; CI-log ones
    as their error lines."""
    lines: list[str] = []
    for i, case in enumerate(load_positives()):
        if i % every and case.form != "wrapped-80":
            continue
        lines += ordinary_lines(i, 2 + i % 4)
        text = case.text
        if case.form == "ci-log":
            text = "\n".join(line for line in text.split("\n") if "at " in line or "Error" in line)
        lines += text.replace("\r\n", "\n").rstrip("\n").split("\n")
    return lines


def _corner_lines() -> list[str]:
    """Lines where scan reads otherwise than diagnose would, and the normaliser's corners."""
    bare = [c for c in load_positives() if c.form == "bare" and "\n" not in c.text]
    rng = random.Random(9)
    picks = [rng.choice(bare).text for _ in range(6)]
    return [
        f"  stack: 'Error: {MESSAGE}'",  # shaped like a stack frame: diagnose skips it, scan reads it
        f"at least: {ERROR}",
        f"    at {MESSAGE}",
        f"progress 10%\rprogress 90%\r{ERROR}",  # a carriage return inside a line (a progress bar)
        f"\x1b[2K\r{picks[0]}",
        f"{picks[1]}\r\r",
        '{"level":50,"msg":"' + picks[2].replace('"', '\\"').replace("'", "\\u0027") + '"}',
        f"<b>{picks[3]}</b> &amp; more",
        "\x01\x02 " + picks[4],
        "x" * 5000 + " " + MESSAGE,  # long: cut before the message
        MESSAGE + " " + "y" * 40000 + " cannot run the session setup",  # longer than scan decodes
        "Sandbox 'box-9' cannot run the session setup: no executeCommand implementation " + "🚀" * 3,
        "executing command: npm test with a long enough line to be wrapped here",
        "Sandbox 'box-2' cannot run the session",
        "setup: no executeCommand implementation",
        'Invalid environment variable name: "1PASS... [truncated]',
        "Test Files  76 passed (18)",
        "[07:19:07] INFO build step 199: read worker (ok) and this line is long",
        "npm ERR! request to https://registry.npmjs.org/esbuild failed: ECONNRESET",
        'SandboxError: Invalid endpoint URL scheme: "ftp". Only http: and https: are',
        "allowed.",
        "SandboxError: Failed to install blobfuse2. For Azure Blob mounting, your templat",
        "e needs blobfuse2 and fuse3.",
        picks[5],
        "git push failed: remote rejected",  # a generic message alone: not read (generic_unconfirmed)
        # a generic message and a specific one on one line: the generic one is not read, the specific one is
        "git fetch failed: Sandbox 'box-4' cannot run the session setup: no executeCommand implementation",
        "\x9b31mSandbox 'box-5' cannot run the session setup: no executeCommand implementation\x9b0m",  # C1 CSI
        "\u0130 Sandbox 'box-6' cannot run the session setup: no executeCommand implementation",  # fold: İ
        "Sandbox 'box-7' cannot run the session setup: no executeCommand",  # cut off alone, an ordinary line below
        "the build went on with the next step as planned",
    ]


def _dense_lines(n: int) -> list[str]:
    """An anchor on every line ("executing command: ..."), a catalogued message every 50."""
    bare = [c for c in load_positives() if c.form == "bare" and "\n" not in c.text]
    rng = random.Random(3)
    filler = ordinary_lines(5, n)
    return [
        f"executing command: npm run step{i}" if i % 7 == 0 else rng.choice(bare).text if i % 50 == 3 else filler[i]
        for i in range(n)
    ]


# Lines of the words the catalog shares with every log (tests/bench/bench_scan.py's common words): generic
# messages beside the start of a longer one that the line then leaves (the line filter's shapes rule those out).
_COMMON_SHAPES = [
    "##[error] {a} process exited with code {n}: directory not found",
    "error: {a} failed: directory not found in cache {n}",
    "warning: command timed out after {n}s; mount point not ready, command will be retried",
    "ERROR: {a} failed: file or directory not found: /tmp/{a}-{n}",
    "sandbox {a}: invalid {a} name, stream error while reading output {n}",
    "[ci] {a} does not support pause ({n})",
    "Sandbox provider \"docker\" does not support pause {n}.",
    "Directory not found in composite skill source: /skills/{a}/{n}",
    "Directory not found in composite",
    "skill source: /skills/{a}/{n}",
]


def _common_lines(n: int) -> list[str]:
    rng = random.Random(11)
    words = ["build", "cache", "deploy", "mount", "sandbox"]
    return [rng.choice(_COMMON_SHAPES).format(a=rng.choice(words), n=i) for i in range(n)]


def _boundary_log() -> bytes:
    """Over 8 MB of ordinary lines, with wrapped and single-line messages around scan's chunk boundaries (the
    first chunk is the 64 KiB it sniffs; the next ones CHUNK_BYTES)."""
    filler = ordinary_lines(21, 200_000)
    wrapped = ["Sandbox 'box-3' cannot run the session setup:", "no executeCommand implementation"]
    out = bytearray()
    targets = [65536 - 300, 65536 - 120, 65536 + CHUNK_BYTES - 400, 65536 + CHUNK_BYTES - 150, 65536 + CHUNK_BYTES]
    i = 0
    while len(out) < 65536 + CHUNK_BYTES + 200_000:
        if targets and len(out) >= targets[0]:
            targets.pop(0)
            out += ("\n".join(wrapped) + "\n").encode()
            out += (ERROR + "\n").encode()
        out += (filler[i % len(filler)] + "\n").encode()
        i += 1
    return bytes(out)


def write_scan_logs(folder: Path) -> dict[str, Path]:
    """The scan comparison's logs, written into ``folder``: {key: path}."""
    folder.mkdir(parents=True, exist_ok=True)
    corner = _corner_lines()
    logs: dict[str, bytes] = {
        "corpus": ("\n".join(_corpus_lines(every=7)) + "\n").encode(),
        "corner": ("\n".join(corner) + "\n").encode(),
        "corner-no-final-newline": "\n".join(corner).encode(),
        "corner-crlf": ("\r\n".join(corner) + "\r\n").encode(),
        "dense": ("\n".join(_dense_lines(3500)) + "\n").encode(),
        "common-words": ("\n".join(_common_lines(3000)) + "\n").encode(),
        "utf16-le": ("\ufeff" + "\n".join(corner[:12]) + "\n").encode("utf-16-le"),
        "utf16-be": ("\ufeff" + "\n".join(corner[:12]) + "\n").encode("utf-16-be"),
        "invalid-utf8": b"\xff\xfe\xfd " + ERROR.encode() + b"\n\xed\xa0\x80 \xe2\x82 " + MESSAGE.encode() + b"\n",
        "empty": b"",
        "one-line": ERROR.encode(),
        "boundaries": _boundary_log(),
    }
    paths = {}
    for key, data in logs.items():
        path = folder / f"{key}.log"
        path.write_bytes(data)
        paths[key] = path
    return paths


def scan_answer(path: Path, *, generic: bool = False) -> dict[str, Any]:
    """``scan --json`` (``--generic``) of the log at ``path`` (errors.scan_report), with the line filter's default
    backend (Hyperscan where installed: scan reads no loose readings, whose hits Hyperscan dropped on some lines,
    and both backends give these logs the same answers); under ``stats`` what the scan counted (ScanStats)."""
    stats = ScanStats()
    with open(path, "rb") as fh:
        report: dict[str, Any] = json.loads(json.dumps(scan_report(fh, catalog(), generic=generic, stats=stats)))
    report["stats"] = {"generic_unconfirmed": stats.generic_unconfirmed}
    return report


def jsonl(rows: Iterator[Any] | list[Any]) -> str:
    return "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows)
