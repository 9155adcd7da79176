"""``catalog drift``: the fixture tree under tests/fixtures/drift, edited per test, and the real @mastra/core."""

from __future__ import annotations

import json
import shutil
import tarfile
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from install_cache import CACHE

from errors.catalog import load_catalog
from errors.cli._context import AppContext
from errors.cli.drift_command import drift
from errors.drift import DriftReport, check_drift, extract, load_tree, message_key
from errors.history import NpmReleases, ReleaseError

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "drift"
CATALOG = FIXTURES / "catalog"
BOX = "packages/kit/src/box.ts"


def drift_of(upstream: Path, catalog_dir: Path | None = CATALOG) -> DriftReport:
    """The report on ``upstream`` for the fixture catalog (None: the project's own catalog)."""
    catalog = load_catalog(catalog_dir, use_cache=False)
    return check_drift(catalog, load_tree(upstream, [s.path for e in catalog.entries for s in e.sources]))


def run(upstream: Path, *args: str, catalog_dir: Path = CATALOG) -> tuple[int, str, str]:
    """The command as the CLI runs it (registered in `catalog` by the CLI; invoked directly here)."""
    result = CliRunner().invoke(drift, [str(upstream), *args], obj=AppContext(str(catalog_dir)))
    if result.exception and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result.exit_code, result.stdout, result.stderr


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {path}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def edit_map(package: Path, source: str, old: str, new: str) -> None:
    """Edit one file inside the npm fixture's source map (its sourcesContent)."""
    map_path = package / "dist" / "index.js.map"
    data = json.loads(map_path.read_text(encoding="utf-8"))
    index = data["sources"].index(source)
    assert old in data["sourcesContent"][index]
    data["sourcesContent"][index] = data["sourcesContent"][index].replace(old, new, 1)
    map_path.write_text(json.dumps(data), encoding="utf-8")


@pytest.fixture
def checkout(tmp_path: Path) -> Path:
    return Path(shutil.copytree(FIXTURES / "checkout", tmp_path / "checkout"))


@pytest.fixture
def package(tmp_path: Path) -> Path:
    return Path(shutil.copytree(FIXTURES / "npm", tmp_path / "kit"))


# --- clean -----------------------------------------------------------------------------------------------------


def test_clean_checkout() -> None:
    report = drift_of(FIXTURES / "checkout")
    assert not report.drift
    assert (report.removed, report.moved, report.new, report.unlisted) == ([], [], [], [])
    assert report.out_of_scope == ["kit-extra-gone"]
    assert len(report.in_scope) == 7
    assert report.tree.kind == "checkout" and report.tree.repo == "acme/kit" and report.tree.prefix == ""
    # The test file and the uncatalogued package are scanned or skipped as documented.
    assert "packages/kit/src/box.test.ts" not in report.tree.files
    assert "packages/kit-extra/src/retry.ts" in report.tree.files
    assert report.covered_files == [BOX, *(f"packages/kit/src/{n}.ts" for n in ("errors", "shell", "stub"))]
    # `throw new Error(describe(command))` and `throw new MountError(name)`: messages built elsewhere.
    assert report.unreadable == [{"path": BOX, "line": 42}, {"path": BOX, "line": 54}]
    code, out, _ = run(FIXTURES / "checkout")
    assert code == 0
    assert out.strip().splitlines()[-1] == report.summary() and report.summary().startswith("clean: ")


def test_clean_npm_package_reads_source_maps_and_release_lines() -> None:
    report = drift_of(FIXTURES / "npm")
    tree = report.tree
    assert (tree.kind, tree.package, tree.version, tree.prefix) == ("npm", "@acme/kit", "1.0.0", "packages/kit")
    # The dependency under node_modules is not upstream's; the .d.ts.map has no contents.
    assert sorted(tree.files) == [BOX, *(f"packages/kit/src/{n}.ts" for n in ("errors", "shell", "stub"))]
    # The checkout holds the release's sources, license header included: the same lines are clean in both.
    assert not report.drift, report.as_dict()
    assert report.summary().startswith("clean: @acme/kit@1.0.0 (npm, 4 files")
    assert run(FIXTURES / "npm")[0] == 0


def test_a_package_directory_of_a_checkout_is_placed_by_its_package_json() -> None:
    report = drift_of(FIXTURES / "checkout" / "packages" / "kit")
    assert report.tree.prefix == "packages/kit" and not report.drift
    assert report.out_of_scope == ["kit-extra-gone"]


def test_a_bare_source_directory_is_placed_by_path_suffix() -> None:
    report = drift_of(FIXTURES / "checkout" / "packages" / "kit" / "src")
    assert report.tree.prefix == "packages/kit/src" and not report.drift


# --- drift -----------------------------------------------------------------------------------------------------


def test_removed_template(checkout: Path) -> None:
    edit(checkout / BOX, "'Runner missing. ' +", "'No runner. ' +")
    report = drift_of(checkout)
    assert [r["id"] for r in report.removed] == ["kit-runner-missing"]
    assert report.removed[0]["sources"] == [{"path": BOX, "line": 27}]
    assert [n["message"] for n in report.new] == ["No runner. Pass a runner to the box."]
    assert report.moved == [] and report.drift
    code, out, _ = run(checkout)
    assert code == 1 and "kit-runner-missing" in out and out.strip().splitlines()[-1].startswith("drift: ")


def test_respelled_placeholder_is_removed_with_a_hint(checkout: Path) -> None:
    text = (checkout / BOX).read_text(encoding="utf-8")
    (checkout / BOX).write_text(text.replace("Box ${this.id} is not started", "Box ${this.name} is not started"))
    report = drift_of(checkout)
    assert [r["id"] for r in report.removed] == ["kit-box-not-started"]
    assert [(s["path"], s["line"]) for s in report.removed[0]["similar"]] == [(BOX, 39), (BOX, 52)]
    assert [(n["line"], n.get("similar_to")) for n in report.new] == [
        (39, "kit-box-not-started"),
        (52, "kit-box-not-started"),
    ]


def test_moved_lines(checkout: Path) -> None:
    edit(checkout / BOX, "import {", "// one more line\n// and another\nimport {")
    report = drift_of(checkout)
    assert report.removed == [] and report.new == [] and report.unlisted == []
    moves = {(m["id"], m["expected_line"], m["now"]["line"]) for m in report.moved}
    assert moves == {
        ("kit-config-missing", 24, 26),
        ("kit-runner-missing", 27, 29),
        ("kit-quota-exceeded", 33, 35),
        ("kit-box-not-started", 39, 41),
        ("kit-box-not-started", 52, 54),
        ("kit-command-failed", 45, 47),
    }
    assert {m["baseline"] for m in report.moved} == {"line"} and {m["path"] for m in report.moved} == {BOX}


def test_moved_lines_in_a_package_compare_with_the_release_lines(package: Path) -> None:
    # Without the license header, every line of box.ts is two above the release the catalog pins.
    header = "// Copyright 2026 Acme. Licensed under the Apache License 2.0.\n// SPDX-License-Identifier: Apache-2.0\n"
    edit_map(package, "../src/box.ts", header, "")
    report = drift_of(package)
    assert {(m["expected_line"], m["now"]["line"]) for m in report.moved} == {
        (24, 22),
        (27, 25),
        (33, 31),
        (39, 37),
        (52, 50),
        (45, 43),
    }
    assert {m["baseline"] for m in report.moved} == {"line"}


def test_a_file_that_is_gone(checkout: Path) -> None:
    (checkout / "packages/kit/src/shell.ts").unlink()
    report = drift_of(checkout)
    assert report.missing_files == ["packages/kit/src/shell.ts"]
    assert report.removed == []  # the template is still thrown in box.ts
    assert [(m["id"], m["path"], m["now"]) for m in report.moved] == [
        ("kit-command-failed", "packages/kit/src/shell.ts", None)
    ]


def test_new_uncatalogued_throw(checkout: Path) -> None:
    edit(
        checkout / BOX,
        "    this.started = true;",
        "    if (share > 0.9) throw new Error('Box is full');\n    this.started = true;",
    )
    edit(
        checkout / "packages/kit-extra/src/retry.ts",
        "  if (times < 0) {",
        "  if (times > 9) throw new Error('x');\n  if (times < 0) {",
    )
    report = drift_of(checkout)
    # Only the files the catalog covers: retry.ts is named by no entry.
    assert report.new == [{"path": BOX, "line": 34, "message": "Box is full", "kind": "throw", "error_class": "Error"}]
    assert report.removed == [] and report.unlisted == []
    # The lines below the new one moved too, and are reported as such.
    assert {m["now"]["line"] - m["expected_line"] for m in report.moved} == {1}


def test_new_error_class_template(checkout: Path) -> None:
    with (checkout / "packages/kit/src/errors.ts").open("a", encoding="utf-8") as fh:
        fh.write("\nexport class FullError extends KitError {\n")
        fh.write("  constructor() {\n    super('Box is full', 'FULL');\n  }\n}\n")
    report = drift_of(checkout)
    assert [(n["message"], n["kind"], n["error_class"]) for n in report.new] == [("Box is full", "super", "FullError")]


def test_unlisted_location_of_a_catalogued_template(checkout: Path) -> None:
    edit(
        checkout / "packages/kit/src/shell.ts",
        "    if (this._code",
        "    if (!stderr) throw new QuotaError(1);\n    if (this._code",
    )
    report = drift_of(checkout)
    assert report.unlisted == [
        {
            "id": "kit-quota-exceeded",
            "path": "packages/kit/src/shell.ts",
            "line": 7,
            "message": "Quota of ${limit} runs exceeded",
            "kind": "throw",
            "error_class": "QuotaError",
        }
    ]
    assert report.drift


# --- the JSON report -------------------------------------------------------------------------------------------


def test_json_report_shape(checkout: Path) -> None:
    code, out, _ = run(FIXTURES / "checkout", "--json")
    assert code == 0
    clean = json.loads(out)
    assert set(clean) == {
        "upstream",
        "entries",
        "covered_files",
        "missing_files",
        "removed",
        "moved",
        "new",
        "unlisted",
        "unreadable",
        "skipped",
        "drift",
        "summary",
    }
    assert set(clean["upstream"]) == {"dir", "kind", "package", "version", "repo", "prefix", "files", "messages"}
    assert clean["entries"] == {"total": 8, "in_scope": 7, "out_of_scope": 1}
    assert clean["drift"] is False and clean["summary"] == drift_of(FIXTURES / "checkout").summary()

    edit(checkout / BOX, "'Runner missing. ' +", "'No runner. ' +")
    edit(checkout / BOX, "import {", "// shifted\nimport {")
    code, out, _ = run(checkout, "--json")
    assert code == 1
    report: dict[str, Any] = json.loads(out)
    assert report["drift"] is True
    removed = report["removed"][0]
    assert set(removed) == {"id", "message", "sources", "similar"}
    assert set(report["moved"][0]) == {"id", "path", "function", "expected_line", "baseline", "now"}
    assert set(report["moved"][0]["now"]) == {"path", "line", "kind"}
    assert set(report["new"][0]) >= {"path", "line", "message", "kind"}
    assert report["summary"].startswith("drift: ")


def test_a_directory_without_sources_is_a_usage_error(tmp_path: Path) -> None:
    (tmp_path / "README.md").write_text("nothing to scan\n")
    code, _, err = run(tmp_path)
    assert code == 2 and "no TypeScript/JavaScript sources" in err


# --- the extractor ---------------------------------------------------------------------------------------------


def test_message_keys_ignore_quoting_and_formatting() -> None:
    assert message_key("it\\'s ${a.b}") == message_key("it's ${ a.b }")
    assert message_key("a\\nb ${f(x, y)}") == message_key("a\nb ${f(\n  x,\n  y,\n)}")
    assert message_key("${a}") != message_key("${b}")


def test_extractor_reads_concatenations_and_skips_regex_and_comments() -> None:
    source = (
        "const re = /['\"`]/g; // it's not a string\n"
        "const half = total / 2 / 1;\n"
        "throw new Error(\n"
        '  "it\'s " +\n'
        "    `${half} done`,\n"
        ");\n"
        "const u = new URL('https://example.test');\n"
    )
    scan = extract("x.ts", source)
    errors = [s for s in scan.sites if s.class_name == "Error"]
    assert len(errors) == 1 and errors[0].thrown and errors[0].line == 3
    assert [m.key for m in errors[0].messages] == [message_key("it's ${half} done")]
    assert [m.raw for m in errors[0].messages] == ["it's ${half} done"]
    # The regular expression and the comment opened no string; the URL is an argument, not a message.
    assert [s.class_name for s in scan.sites] == ["Error", "URL"] and scan.literals == []


def test_extractor_reads_code_held_in_a_literal() -> None:
    """A stub written out as a string throws at run time: its message is found, at the literal's lines."""
    report = drift_of(FIXTURES / "checkout")
    assert "kit-spawn-unavailable" in report.in_scope and not report.drift
    scan = extract("x.ts", "const a = 1;\nconst stub = `x = () => {\n  throw new Error('stubbed ${a}');\n}`;\n")
    assert [(s.line, [m.raw for m in s.messages]) for s in scan.sites] == [(3, ["stubbed _"])]


def test_extractor_reads_fallbacks_and_ternaries() -> None:
    scan = extract("x.ts", "throw new Error(result.message ?? 'spawn failed');\nthrow new Error(a ? 'one' : `two`);\n")
    assert [[m.raw for m in s.messages] for s in scan.sites] == [["spawn failed"], ["one", "two"]]


# --- the real package ------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def mastra_core(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """@mastra/core@1.71.0 unpacked from its tarball, fetched once with ``npm pack`` into the test cache."""
    if shutil.which("npm") is None:
        pytest.skip("npm is not installed: cannot get @mastra/core@1.71.0")
    try:
        # `npm pack` fetches the one tarball (about 15 MB); `npm install` would also fetch every dependency.
        tarball = NpmReleases(CACHE / "tarballs").tarball("@mastra/core", "1.71.0")
    except ReleaseError as exc:
        pytest.skip(f"`npm pack @mastra/core@1.71.0` failed: {exc}")
    target = tmp_path_factory.mktemp("mastra-core")
    with tarfile.open(tarball) as tar:
        # The "data" filter refuses links and paths that leave the folder (Python 3.11.4 and later).
        if hasattr(tarfile, "data_filter"):
            tar.extractall(target, filter="data")
        else:  # pragma: no cover
            tar.extractall(target)
    return target / "package"


@pytest.mark.slow
def test_drift_against_mastra_core_1_71_0(mastra_core: Path) -> None:
    report = drift_of(mastra_core, None)
    tree = report.tree
    assert (tree.kind, tree.package, tree.version, tree.prefix) == ("npm", "@mastra/core", "1.71.0", "packages/core")
    assert len(tree.files) > 500 and report.in_scope and report.out_of_scope
    assert not any(p.startswith(("node_modules/", "packages/core/dist/")) for p in tree.files)
    # The catalog pins @mastra/core@1.71.0: every in-scope template is there, at its line.
    assert report.removed == [], json.dumps(report.removed, indent=2)
    assert report.moved == [], json.dumps(report.moved, indent=2)
    print(report.summary())


def test_class_template_filled_in_at_call_sites() -> None:
    """`new FeatureError('processes')` throws the class template with its parameter filled in."""
    source = (
        "export class FeatureError extends Error {\n"
        "  constructor(public readonly feature: string, reason?: string) {\n"
        "    super(`Sandbox does not support ${feature}`);\n"
        "  }\n"
        "}\n"
        "export class PairError extends Error {\n"
        "  constructor(backend: string, reason: string) {\n"
        "    super(`Backend '${backend}' is not available: ${reason}`);\n"
        "  }\n"
        "}\n"
        "throw new FeatureError('processes');\n"
        "throw new PairError('seatbelt', 'only on macOS');\n"
        "throw new FeatureError(name);\n"
    )
    from errors.drift._extract import _occurrences

    occurrences, _ = _occurrences([extract("x.ts", source)])
    thrown = sorted((o.line, o.raw) for o in occurrences if o.kind == "throw")
    assert thrown == [
        (11, "Sandbox does not support ${feature}"),
        (11, "Sandbox does not support processes"),
        (12, "Backend '${backend}' is not available: ${reason}"),
        (12, "Backend 'seatbelt' is not available: only on macOS"),
        (13, "Sandbox does not support ${feature}"),  # not a literal: nothing to fill in
    ]
    filled = {o.line: o.filled for o in occurrences if o.kind == "throw" and "${" in o.raw}
    assert filled[11] == message_key("Sandbox does not support processes") and filled[13] is None


def test_a_class_taking_a_code_first_throws_its_message_argument() -> None:
    """`new CodedError('CONFIGURATION', 'cwd must be absolute')`: the text is the argument `super` forwards."""
    source = (
        "export class CodedError extends Error {\n"
        "  constructor(public readonly code: string, message: string, details = {}) {\n"
        "    super(message);\n"
        "  }\n"
        "}\n"
        "throw new CodedError('CONFIGURATION', 'cwd must be absolute');\n"
        "throw new CodedError('STATE', `Sandbox cannot run: ${status}`, { id });\n"
        "throw new CodedError(failure.code, failure.message);\n"
    )
    from errors.drift._extract import _occurrences

    occurrences, unreadable = _occurrences([extract("x.ts", source)])
    thrown = sorted((o.line, o.raw) for o in occurrences if o.kind == "throw")
    assert thrown == [(6, "cwd must be absolute"), (7, "Sandbox cannot run: ${status}")]
    assert unreadable == {"x.ts": [8]}  # a message held in a variable is not a site


def test_an_aggregate_error_throws_its_second_argument() -> None:
    """`new AggregateError(errors, 'Some mounts failed')`: JavaScript's class takes its message second."""
    source = (
        "throw new AggregateError(errors, 'Some filesystems failed to destroy');\n"
        "throw new AggregateError(failures);\n"
        "throw new AggregateError([first], `${count} uploads failed`);\n"
    )
    from errors.drift._extract import _occurrences

    occurrences, unreadable = _occurrences([extract("x.ts", source)])
    thrown = sorted((o.line, o.raw) for o in occurrences if o.kind == "throw")
    assert thrown == [(1, "Some filesystems failed to destroy"), (3, "${count} uploads failed")]
    assert unreadable == {"x.ts": [2]}  # no message at all: nothing to read


def test_a_file_an_earlier_tree_held_as_it_is_is_not_read_again() -> None:
    """EarlierFiles (a history's releases share most files): the same scans as reading each tree afresh; a file whose
    text changed, or that an earlier tree did not hold, is read; one nested too deep stays skipped."""
    from errors.drift._extract import EarlierFiles, FileScan, scan_files
    from errors.drift._keys import SourceError

    deep = "f(" * 300 + ")" * 300
    first = {"a.ts": "throw new Error('one');\n", "b.ts": "throw new Error(`two ${x}`);\n", "deep.ts": deep}
    second = {**first, "b.ts": "throw new Error(`two ${y}`);\n", "c.ts": "throw new Error('three');\n"}
    third = {**second, "a.ts": "throw new Error('one, changed');\n"}
    reuse: EarlierFiles[FileScan | SourceError] = EarlierFiles()
    for files in (first, second, third, first):
        fresh, fresh_skipped = scan_files(files)
        kept, kept_skipped = scan_files(files, reuse=reuse)
        assert kept == fresh and kept_skipped == fresh_skipped and [s for s, _ in kept_skipped] == ["deep.ts"]
    # reused, not read again: the very scan the tree before made
    a_first = scan_files({"a.ts": first["a.ts"]}, reuse=reuse)[0][0]
    assert a_first is scan_files({"a.ts": first["a.ts"]}, reuse=reuse)[0][0]
    assert [m.raw for s in a_first.sites for m in s.messages] == ["one"]
