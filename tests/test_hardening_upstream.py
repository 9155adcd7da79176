"""Adversarial folders that a package or a registry controls (issue 20): a project's ``node_modules`` read by
``diagnose --project``, package folders read by ``catalog drift`` and ``catalog scope``, and the tarball cache
read by ``catalog history``.

Every hostile file is made here: FIFOs, links to /dev/zero, sparse files of gigabytes (no disk used), JSON and
source nested hundreds of thousands deep, numbers of thousands of digits, gzip bombs and truncated tarballs.
Each command runs as a real process under a time and an address-space cap; it must end with a clear word and
no traceback.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from hardening_helpers import run

# An entry of @mastra/core with a history: diagnose --project reads the installed versions of it.
MESSAGE = "StdioCodeModeTransport requires a sandbox"
ENTRY = "code-mode-transport-without-sandbox"
PACKAGE = "@mastra/core"
SPARSE_BYTES = 6 * 2**30


def _sparse(path: Path, size: int = SPARSE_BYTES) -> None:
    with open(path, "wb") as fh:
        fh.truncate(size)


def _hostile_file(path: Path, kind: str) -> None:
    """Make ``path`` one of the files a hostile package can hold."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "dev-zero":
        path.symlink_to("/dev/zero")
    elif kind == "sparse-6gb":
        _sparse(path)
    elif kind == "deep-json":
        path.write_text("[" * 200_000 + "]" * 200_000)
    elif kind == "deep-object":
        path.write_text('{"a":' * 100_000 + "1" + "}" * 100_000)
    elif kind == "huge-version":
        path.write_text(json.dumps({"name": PACKAGE, "version": "1" * 5000 + ".0.0"}))
    elif kind == "long-number":  # read, but no npm version: JavaScript numbers have 16 digits at most
        path.write_text(json.dumps({"name": PACKAGE, "version": "1.99999999999999999999.0"}))
    elif kind == "wrong-types":
        path.write_text(json.dumps({"name": {"x": 1}, "version": ["1.0.0"], "engines": "node"}))
    else:
        raise AssertionError(kind)


PACKAGE_JSON_ATTACKS = [
    "fifo", "dev-zero", "sparse-6gb", "deep-json", "deep-object", "huge-version", "long-number", "wrong-types"
]  # fmt: skip


# --- diagnose --project on a hostile node_modules ---------------------------------------------------------------


def test_diagnose_project_reads_a_hostile_node_modules_in_bounded_time(tmp_path: Path) -> None:
    """Before: a FIFO package.json hung; /dev/zero or a 6 GB sparse file reached MemoryError at 3.7 GB; 200k-deep
    JSON and a 5,000-digit version gave tracebacks. Every attack at once: the resolved copy is a FIFO, and each
    other one is a nested copy the tree walk reads."""
    project = tmp_path / "project"
    project.mkdir()
    (project / "package.json").write_text('{"name": "app", "version": "1.0.0"}')
    _hostile_file(project / "node_modules" / PACKAGE / "package.json", "fifo")
    for kind in PACKAGE_JSON_ATTACKS:
        _hostile_file(project / "node_modules" / f"dep-{kind}" / "node_modules" / PACKAGE / "package.json", kind)
    code, out, _err, elapsed = run("diagnose", "--json", "--project", str(project), MESSAGE, cwd=tmp_path)
    assert code == 0, out[-2000:]
    first = json.loads(out)["matches"][0]
    assert first["id"] == ENTRY
    versions = first["versions"]
    # An unreadable package.json is no installed copy; a version npm cannot have is listed, and judged unknown.
    assert [c["path"] for c in versions["installed"]] == [f"node_modules/dep-long-number/node_modules/{PACKAGE}"]
    assert versions["message"] == {"installed": None, "throws": None}
    assert elapsed < 30


# In-process, so only what a regression could not turn into a hang or an endless read (those run capped above).
@pytest.mark.parametrize("kind", ["deep-json", "deep-object", "huge-version", "long-number", "wrong-types"])
def test_a_hostile_package_json_is_no_installed_copy(tmp_path: Path, kind: str) -> None:
    from errors.probes._npm import _read, parse_version, satisfies

    _hostile_file(tmp_path / "pkg" / "package.json", kind)
    found = _read(tmp_path / "pkg")
    if kind == "long-number":
        assert found is not None and parse_version(found.version) is None
        assert satisfies(found.version, ">=1.0.0") is None
    else:
        assert found is None
