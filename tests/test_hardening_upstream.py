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


# --- catalog drift and catalog scope on hostile package folders -----------------------------------------------

THROW = "export function f() {\n  throw new Error('Sandbox is gone');\n}\n"


def _source_map(sources: dict[str, str], **extra: object) -> str:
    return json.dumps({"version": 3, "sources": list(sources), "sourcesContent": list(sources.values()), **extra})


# Source texts no person writes: each is read in bounded time, and skipped with a reason.
HOSTILE_SOURCES = {
    "nested-templates": "const t = " + "`${" * 5000 + "x" + "}`" * 5000 + ";\n",
    "nested-parens": "throw new Error(" + "(" * 100_000 + "'deep'" + ")" * 100_000 + ");\n",
    "nested-braces": "const o = " + "{a:" * 100_000 + "1" + "}" * 100_000 + ";\n",
}


def _hostile_package(root: Path) -> dict[str, str]:
    """An unpacked npm package whose source maps are each an attack; {map file: what the skip says}."""
    dist = root / "dist"
    dist.mkdir(parents=True)
    (root / "package.json").write_text(json.dumps({"name": "@mastra/e2b", "version": "0.0.1"}))
    (dist / "good.js.map").write_text(_source_map({"../src/good.ts": THROW}))
    expected = {"fifo.js.map": "FIFO", "zero.js.map": "character device", "sparse.js.map": "limit"}
    _hostile_file(dist / "fifo.js.map", "fifo")
    _hostile_file(dist / "zero.js.map", "dev-zero")
    _hostile_file(dist / "sparse.js.map", "sparse-6gb")
    _hostile_file(dist / "deep.js.map", "deep-json")
    expected["deep.js.map"] = "nested more than"
    (dist / "root-list.js.map").write_text(_source_map({"../src/a.ts": THROW}, sourceRoot=["x"]))
    (dist / "root-number.js.map").write_text(_source_map({"../src/b.ts": THROW}, sourceRoot=7))
    (dist / "sources-dict.js.map").write_text(json.dumps({"sources": {"a": 1}, "sourcesContent": 5}))
    expected |= dict.fromkeys(["root-list.js.map", "root-number.js.map", "sources-dict.js.map"], "wrong type")
    (dist / "long-line.js.map").write_text(_source_map({"../src/long.ts": "x" * (8 * 2**20)}))
    expected["long-line.js.map: ../src/long.ts"] = "limit"
    for name, text in HOSTILE_SOURCES.items():
        (dist / f"{name}.js.map").write_text(_source_map({f"../src/{name}.ts": text}))
        expected[f"src/{name}.ts"] = "nested more than"
    return expected


def _skipped(report: dict[str, object]) -> dict[str, str]:
    items = report["skipped"]
    assert isinstance(items, list)
    return {str(item["path"]): str(item["why"]) for item in items}


def _assert_all_skipped(skipped: dict[str, str], expected: dict[str, str]) -> None:
    for suffix, why in expected.items():
        found = [(path, reason) for path, reason in skipped.items() if path.endswith(suffix)]
        assert found and why in found[0][1], (suffix, why, skipped)


def test_drift_and_scope_read_a_hostile_package_in_bounded_time(tmp_path: Path) -> None:
    """Before: FIFO maps hung; /dev/zero and sparse maps reached MemoryError; deep JSON, 5,000 nested template
    literals and 100k nested parentheses (42 s, 1.5 GB) gave RecursionError; a sourceRoot of the wrong type a
    TypeError; a 50 MB source line took 3.4 GB."""
    package = tmp_path / "package"
    expected = _hostile_package(package)
    code, out, _err, elapsed = run("catalog", "drift", "--json", str(package), cwd=tmp_path)
    assert code in (0, 1) and elapsed < 45, out[-2000:]
    report = json.loads(out)
    _assert_all_skipped(_skipped(report), expected)
    assert report["upstream"]["files"] >= 1  # the good map is still read
    code, out, _err, elapsed = run("catalog", "scope", "--json", str(package), cwd=tmp_path)
    assert code in (0, 1) and elapsed < 45, out[-2000:]
    (scope,) = json.loads(out)
    _assert_all_skipped(_skipped(scope), expected)
    assert any(site["message"] == "Sandbox is gone" for site in scope["sites"])
    code, out, _err, _ = run("catalog", "scope", str(package), cwd=tmp_path)  # the text report names them too
    assert "skipped     dist/fifo.js.map: not a regular file (a FIFO)" in out, out


def test_drift_reads_a_hostile_checkout_in_bounded_time(tmp_path: Path) -> None:
    checkout = tmp_path / "checkout"
    (checkout / "src").mkdir(parents=True)
    (checkout / "package.json").write_text(json.dumps({"name": "x", "repository": "github.com/" * 100_000}))
    (checkout / "src" / "good.ts").write_text(THROW)
    _hostile_file(checkout / "src" / "fifo.ts", "fifo")
    _hostile_file(checkout / "src" / "zero.ts", "dev-zero")  # a link in a checkout: not followed at all
    _hostile_file(checkout / "src" / "sparse.ts", "sparse-6gb")
    for name, text in HOSTILE_SOURCES.items():
        (checkout / "src" / f"{name}.ts").write_text(text)
    (checkout / ".git").mkdir()
    os.mkfifo(checkout / ".git" / "config")
    code, out, _err, elapsed = run("catalog", "drift", "--json", str(checkout), cwd=tmp_path)
    assert code in (0, 1) and elapsed < 45, out[-2000:]
    expected = {"src/fifo.ts": "FIFO", "src/sparse.ts": "limit"}
    nested = {f"src/{name}.ts": "nested more than" for name in HOSTILE_SOURCES}
    _assert_all_skipped(_skipped(json.loads(out)), expected | nested)


def test_a_tree_of_more_source_than_any_package_is_refused(tmp_path: Path) -> None:
    package = tmp_path / "package"
    (package / "dist").mkdir(parents=True)
    chunk = "'x';\n" * (2**20 // 5)  # 1 MiB of literals per source
    for i in range(70):
        (package / "dist" / f"m{i}.js.map").write_text(_source_map({f"../src/m{i}.ts": chunk}))
    code, _out, err, elapsed = run("catalog", "drift", str(package), cwd=tmp_path)
    assert code == 2 and "more than 64 MiB of source" in err and elapsed < 45, err


# --- the parsers of upstream source: iterative or depth-limited ------------------------------------------------


def test_the_lexer_refuses_nesting_past_its_cap_and_reads_below_it() -> None:
    from errors.drift import extract
    from errors.drift._keys import MAX_NESTING, SourceError, _lex

    for text in HOSTILE_SOURCES.values():
        with pytest.raises(SourceError, match="nested more than"):
            _lex(text)
    depth = MAX_NESTING - 2
    deep = "throw new Error(" + "(" * depth + "'deep message'" + ")" * depth + ");\n"
    (site,) = extract("a.ts", deep).sites
    assert [m.raw for m in site.messages] == ["deep message"]
    templates = "const t = `a${" * 100 + "1" + "}`" * 100 + ";\nthrow new Error(`x ${y}`);\n"
    assert [m.raw for s in extract("b.ts", templates).sites for m in s.messages] == ["x ${y}"]


def test_a_long_chain_of_error_classes_resolves_without_recursion() -> None:
    from errors.drift._extract import _occurrences, extract

    chain = "class E0 extends Error { constructor() { super('at the root'); } }\n"
    chain += "".join(f"class E{i} extends E{i - 1} {{}}\n" for i in range(1, 5000))
    chain += "throw new E4999();\n"
    occurrences, _ = _occurrences([extract("c.ts", chain)])
    assert any(o.kind == "throw" and o.raw == "at the root" and o.error_class == "E4999" for o in occurrences)
