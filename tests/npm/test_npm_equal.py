"""The installed npm package gives Python's answers: diagnose, scan and explain, compared record for record.

The texts go to one Node process (``node --test``, tests/npm/node/equal.test.mjs) that runs them through the
package installed from its tarball, while Python computes its own answers (python_side, once per run). Then:

- diagnose: the differential corpus of tests/diagnose_corpus.py (every positive and negative, multi-line and
  large logs, one past the narrowing limit; of the costly CI-log form every CI_LOG_EVERY-th), each result as
  ``diagnose --json`` has it: ``matches`` (at most 3) with every field of every record, and ``skipped``; each
  entry record once, against ``Catalog.record``;
- scan: logs built to exercise the streaming algorithm (python_side.write_scan_logs: corpus messages among
  ordinary lines, wrapped ones, lines diagnose would read otherwise, UTF-16, bad UTF-8, an 8.5 MB log with
  messages at the chunk boundaries, a log where every line holds an anchor), as ``scan --json``;
- explain: every id and Python class name, and messages; and errors thrown in Node (tests/npm/node/thrown.mjs).

Agreement must be 100%. A field Python's records have and the package's lack is named in a warning rather than
failing the test (the browser's port may lag behind a new Python field; the record is otherwise the same).
"""

from __future__ import annotations

import json
import os
import subprocess
import warnings
from pathlib import Path
from typing import Any

import pytest
from diagnose_corpus import answers, catalog
from npm_project import tools
from python_side import diagnose_cases, jsonl, scan_answer, write_scan_logs

from errors.diagnosis import diagnose
from errors.lookup import lookup

NODE_TIMEOUT_S = 1200


# One worker for every npm test: they share one built, packed and installed package, and the corpus run through it.
pytestmark = pytest.mark.xdist_group("npm")


def _rows(path: Path) -> list[Any]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]


def _explain_queries() -> list[str]:
    c = catalog()
    queries = [e.id for e in c.entries] + [e.exception for e in c.entries] + [f"errors.{c.entries[0].exception}"]
    queries += [f"  {c.entries[1].id}\n", "", "   ", "not an id, nor a message of the catalog"]
    queries += [text for key, text, form in diagnose_cases() if form in ("bare", "node-stack", "near-miss")][::5]
    return queries


def _python_explain(query: str) -> list[Any] | None:
    found = lookup(catalog(), query)
    if found is None:
        return None
    return [found.entry.id, found.match["params"] if found.match else None]


def _messages() -> list[str]:
    """Catalogued messages as they are thrown, for tests/npm/node/thrown.mjs."""
    bare = [text for key, text, form in diagnose_cases() if form == "bare" and "\n" not in text]
    return bare[::60]


class _Differ:
    """Records compared field by field; fields only Python has are collected, not failed."""

    def __init__(self) -> None:
        self.problems: list[str] = []
        self.python_only: dict[str, int] = {}

    def records(self, where: str, python: dict[str, Any], package: dict[str, Any]) -> None:
        for key in python.keys() - package.keys():
            self.python_only[key] = self.python_only.get(key, 0) + 1
        shared = {k: python[k] for k in python if k in package}
        if shared != package:
            extra = sorted(package.keys() - python.keys())
            wrong = sorted(k for k in shared if shared[k] != package[k])
            self.problems.append(
                f"{where}: fields that differ {wrong}, only the package's {extra}\n"
                + "".join(
                    f"    {k}: python {python.get(k)!r}\n    {k}: npm    {package.get(k)!r}\n" for k in wrong + extra
                )
            )

    def results(self, where: str, python: dict[str, Any], package: dict[str, Any], field: str) -> None:
        p, n = python[field], package[field]
        if len(p) != len(n):
            self.problems.append(f"{where}: python {[m['id'] for m in p]}, npm {[m['id'] for m in n]}")
            return
        for i, (a, b) in enumerate(zip(p, n, strict=True)):
            self.records(f"{where} [{i}] {a['id']}", a, b)
        self.records(
            where, {k: v for k, v in python.items() if k != field}, {k: v for k, v in package.items() if k != field}
        )


@pytest.fixture(scope="module")
def compared(consumer: Path, tmp_path_factory: pytest.TempPathFactory, run_folder: Path) -> dict[str, Any]:
    """Run the Node side (in the background) and the Python side; give both."""
    work = tmp_path_factory.mktemp("equal")
    cases = diagnose_cases()
    (work / "diagnose.jsonl").write_text(jsonl([key, text] for key, text, _ in cases), encoding="utf-8")
    c = catalog()
    (work / "entries.json").write_text(json.dumps({e.id: c.record(e) for e in c.entries}), encoding="utf-8")
    logs = write_scan_logs(work / "logs")
    utf8 = {key for key, path in logs.items() if not key.startswith("utf16")}
    (work / "scan.jsonl").write_text(jsonl([key, str(path), key in utf8] for key, path in logs.items()), "utf-8")
    queries = _explain_queries()
    (work / "explain.jsonl").write_text(jsonl([q] for q in queries), encoding="utf-8")
    (work / "messages.json").write_text(json.dumps(_messages()), encoding="utf-8")

    node_path, _ = tools()
    env = {**os.environ, "SE_EQUAL_DIR": str(work)}
    proc = subprocess.Popen(
        [node_path, "--test", "--test-reporter=spec", "tests/equal.test.mjs"],
        cwd=consumer,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        every = answers(run_folder)
        python = {
            "diagnose": {key: every[key] for key, _, _ in cases},
            "scan": {key: scan_answer(path) for key, path in logs.items()},
            "scan-generic": {key: scan_answer(path, generic=True) for key, path in logs.items()},
            "explain": {q: _python_explain(q) for q in queries},
        }
        out, _ = proc.communicate(timeout=NODE_TIMEOUT_S)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert proc.returncode == 0, f"node --test failed:\n{out[-8000:]}"
    package = {
        "diagnose": dict(_rows(work / "node-diagnose.jsonl")),
        "scan": dict(_rows(work / "node-scan.jsonl")),
        "scan-generic": dict(_rows(work / "node-scan-generic.jsonl")),
        "explain": dict(_rows(work / "node-explain.jsonl")),
        "thrown": _rows(work / "node-thrown.jsonl"),
    }
    return {"python": python, "package": package, "forms": {key: form for key, _, form in cases}}


def _warn(differ: _Differ, what: str) -> None:
    if differ.python_only:
        warnings.warn(
            f"{what}: fields of Python's records the npm package does not give: {differ.python_only}", stacklevel=2
        )


def test_diagnose_gives_python_s_records_on_the_whole_corpus(compared: dict[str, Any]) -> None:
    python, package, forms = compared["python"]["diagnose"], compared["package"]["diagnose"], compared["forms"]
    assert set(package) == set(python)
    differ = _Differ()
    for key, expected in python.items():
        differ.results(key, expected, package[key], "matches")
    agreed = len(python) - len({p.split(":")[0].split(" [")[0] for p in differ.problems})
    by_form: dict[str, int] = {}
    for p in differ.problems:
        form = forms.get(p.split(":")[0].split(" [")[0], "?")
        by_form[form] = by_form.get(form, 0) + 1
    summary = f"{agreed}/{len(python)} texts agree ({100 * agreed / len(python):.2f}%); problems by form: {by_form}"
    assert differ.problems == [], summary + "\n" + "\n".join(differ.problems[:8])
    _warn(differ, "diagnose")
    # Not vacuous: most positives are found, most negatives not, and the large paste's start is skipped.
    assert len(python) > 5000 and sum(1 for k in python if forms[k] == "ci-log") >= 5
    assert sum(1 for k, r in python.items() if r["matches"] and not k.startswith("neg-")) > 3000
    assert sum(1 for k, r in python.items() if not r["matches"] and k.startswith("neg-")) > 100
    assert python["log/past-the-narrowing-limit"].get("skipped")


def _scan_problems(python: dict[str, Any], package: dict[str, Any], what: str) -> None:
    """The package's scan reports against Python's, record for record, with the summary and the stats."""
    assert set(package) == set(python)
    differ = _Differ()
    for key, expected in python.items():
        differ.results(key, expected, package[key], "findings")
        for part in ("summary", "stats"):
            if expected[part] != package[key][part]:
                differ.problems.append(f"{key}: {part}\n    python {expected[part]}\n    npm    {package[key][part]}")
    assert differ.problems == [], "\n".join(differ.problems[:8])
    _warn(differ, what)


def test_scan_gives_python_s_records_on_every_log(compared: dict[str, Any]) -> None:
    python = compared["python"]["scan"]
    _scan_problems(python, compared["package"]["scan"], "scan")
    findings = sum(len(r["findings"]) for r in python.values())
    wrapped = sum(1 for r in python.values() for f in r["findings"] if f["end_line"] > f["line"])
    assert findings > 1000 and wrapped > 50, (findings, wrapped)  # 64 wrapped messages under issue 27's rules
    # The lines diagnose would read otherwise are found by scan (and so by the package).
    corner = {f["line"] for f in python["corner"]["findings"]}
    assert {1, 2, 3, 4} <= corner, corner
    # A generic message alone is not read, and counted.
    assert python["corner"]["stats"]["generic_unconfirmed"] >= 1


def test_scan_generic_gives_python_s_records_and_counts_on_every_log(compared: dict[str, Any]) -> None:
    """scan(log, {generic: true}): the lines holding only a generic message are read, as `scan --generic`."""
    python, plain = compared["python"]["scan-generic"], compared["python"]["scan"]
    _scan_problems(python, compared["package"]["scan-generic"], "scan --generic")
    # Not vacuous: --generic reads what the plain scan counted and left, and counts nothing itself.
    more = sum(len(python[k]["findings"]) - len(plain[k]["findings"]) for k in python)
    assert more >= 1 and all(r["stats"]["generic_unconfirmed"] == 0 for r in python.values()), more


def test_explain_finds_what_python_finds(compared: dict[str, Any]) -> None:
    python, package = compared["python"]["explain"], compared["package"]["explain"]
    wrong = {q: (python[q], package.get(q)) for q in python if python[q] != package.get(q)}
    assert wrong == {}
    assert sum(1 for v in python.values() if v is not None) > 800


def test_explain_of_a_thrown_error_reads_what_node_prints_of_it(compared: dict[str, Any]) -> None:
    thrown = compared["package"]["thrown"]
    wrong = []
    for name, text, found in thrown:
        matches = diagnose(text, catalog(), top=1)["matches"]
        expected = [matches[0]["id"], matches[0]["params"]] if matches else None
        if found != expected:
            wrong.append((name, expected, found, text[:300]))
    assert wrong == []
    by_name = {name: (text, found) for name, text, found in thrown}
    # Each way of throwing a catalogued message is read, and what Node shows of the error is in the text.
    for kind in ("plain", "named", "coded", "wrapped", "changed"):
        assert by_name[f"{kind}-0"][1] is not None, kind
    assert by_name["named-0"][0].startswith("SandboxError: ")
    assert "code: 'E_SANDBOX_STATE'" in by_name["coded-0"][0]
    assert (
        by_name["wrapped-0"][0].startswith("Error: Agent step failed")
        and "[cause]: SandboxError: " in by_name["wrapped-0"][0]
    )
    assert "    at " in by_name["changed-0"][0]
    assert by_name["cycle"][0].count("[cause]") == 1 and by_name["uncatalogued"][1] is None
