"""The catalog, checked against the real published packages (issue: catalog truth).

- every source of a published package is pinned to a release the npm project installs, and that release's
  source maps hold the message at that file and line (drift's reader and comparison, per package);
- no source names a commit nobody read: a commit pin says how it was read;
- every TypeScript example of a published package's entry type-checks against the pinned packages;
- every reproduction makes the real package throw, offline, and ``diagnose`` finds the entry and its values;
- every entry says whether it reproduces, and at least 60 do.
"""

from __future__ import annotations

import re
import shutil
from functools import cache
from pathlib import Path

import pytest
from truth import npm, reproduce, typecheck

from errors.catalog import Catalog, Entry, load_catalog, load_scope
from errors.drift import Tree, check_drift, load_tree
from errors.template import Literal

ROOT = Path(__file__).resolve().parent.parent
MIN_REPRODUCED = 60


@cache
def catalog() -> Catalog:
    # Through the compiled cache (content-keyed, and shared by both modules in one process): parsing the YAML at
    # every collection, in every worker, cost seconds.
    return load_catalog(ROOT / "catalog")


@pytest.fixture(scope="session")
def pinned() -> Path:
    if shutil.which("node") is None or shutil.which("npm") is None:
        pytest.skip("node and npm are needed to check the catalog against the published packages")
    return npm.project()


def _released_entries() -> list[Entry]:
    return [e for e in catalog().entries if e.package in catalog().releases]


# --- pins ------------------------------------------------------------------------------------------------------


def test_the_catalog_pins_the_versions_the_npm_project_installs() -> None:
    installed = {name: version for name, version in npm.pinned_versions().items() if name.startswith("@mastra/")}
    pinned_in_catalog = {name: v for u in catalog().upstream for name, v in u.packages}
    assert pinned_in_catalog == installed


def test_sources_of_published_packages_name_their_release(pinned: Path) -> None:
    wrong = [
        f"{e.id}: {s.path}:{s.line}"
        for e in _released_entries()
        for s in e.sources
        if s.release is None and s.path.startswith(_package_dirs(pinned)) and not _newer_code(e.package, s.path)
    ]
    assert wrong == [], "published code is pinned to its release, not a commit"


def _newer_code(package: str, path: str) -> bool:
    """scope.yaml reads this package's repository code newer than the pinned release at a commit, under ``path``
    (tests/test_scope.py checks that the release does not throw those entries)."""
    block = load_scope(ROOT / "catalog").get(package, at_commit=True)
    return bool(block and block.commit and block.path and path.startswith(block.path.rstrip("/") + "/"))


@cache
def _tree(project: Path, package: str) -> Tree:
    return load_tree(npm.package_dir(project, package))


def _package_dirs(project: Path) -> tuple[str, ...]:
    """Each pinned package's directory in the repository, as its package.json names it."""
    return tuple(_tree(project, package).prefix.rstrip("/") + "/" for package in sorted(catalog().releases))


def test_release_links_go_to_the_url_encoded_release_tag() -> None:
    source = next(s for e in catalog().entries for s in e.sources if s.release == "@mastra/core@1.71.0")
    assert source.url.startswith("https://github.com/mastra-ai/mastra/blob/%40mastra%2Fcore%401.71.0/packages/core/")
    assert source.url.endswith(f"#L{source.line}")


def test_every_commit_pin_says_how_it_was_read() -> None:
    unverified = [
        f"{e.id}: {loc.path}:{loc.line} @ {loc.commit}"
        for e in catalog().entries
        for loc in (*e.sources, *e.evidence)
        if loc.commit is not None and not loc.verified
    ]
    assert unverified == [], "a commit pin is one at which the file was read; `verified` says so"


@pytest.mark.parametrize("package", sorted(npm.pinned_versions()) and sorted(catalog().releases))
def test_release_pins_hold_the_message_at_their_line(pinned: Path, package: str) -> None:
    tree = _tree(pinned, package)
    release = catalog().releases[package]
    assert tree.release == release
    report = check_drift(catalog(), tree)
    pinned_here = {(e.id, s.path, s.line) for e in catalog().entries for s in e.sources if s.release == release}
    removed = [r["id"] for r in report.removed if any(k[0] == r["id"] for k in pinned_here)]
    moved = [
        (m["id"], m["path"], m["expected_line"], m["now"])
        for m in report.moved
        if (m["id"], m["path"], m["expected_line"]) in pinned_here
    ]
    assert removed == [], f"{release} does not throw these templates at all"
    assert moved == [], f"{release} throws these templates elsewhere (id, path, pinned line, where it is)"
    for entry in catalog().entries:
        for ev in entry.evidence:
            if ev.release != release:
                continue
            text = tree.files.get(ev.path)
            assert text is not None, f"{entry.id}: evidence {ev.path} is not in {release}"
            lines = text.splitlines()
            assert 1 <= ev.line <= len(lines), f"{entry.id}: evidence line {ev.line} is past the end of {ev.path}"
            # `function` names where the line is (`Class.method`, `supportsNetworking`, `executeCommand tool`):
            # one of its identifiers is written at or above the line (a long function is declared far above).
            names = [n for n in re.findall(r"[A-Za-z_$][\w$]*", ev.function) if len(n) >= 3]
            above = "\n".join(lines[: ev.line + 2])
            assert any(n in above for n in names), f"{entry.id}: no {ev.function} at or above {ev.path}:{ev.line}"


# --- examples --------------------------------------------------------------------------------------------------


def test_every_typescript_example_of_a_published_package_type_checks(pinned: Path) -> None:
    problems = typecheck.failures(pinned, catalog())
    assert problems == [], "\n".join(problems)


def test_the_type_check_catches_a_wrong_example(pinned: Path) -> None:
    """The checker itself: a real API misused fails, a stub in a prelude is refused, before_fails is held to."""
    entry = next(e for e in _released_entries() if e.fixes[0].example and e.fixes[0].example.lang == "ts")
    bad = typecheck.Case(entry.id, 0, "after", "import { LocalSandbox } from '@mastra/core/workspace';\n"
                         "new LocalSandbox({ workingDirectory: 42 });\nexport {};\n", 0, False)
    good = typecheck.Case(entry.id, 0, "before", "import { LocalSandbox } from '@mastra/core/workspace';\n"
                          "new LocalSandbox({ workingDirectory: '/tmp' });\nexport {};\n", 0, False)
    result = typecheck.check(pinned, [bad, good])
    assert result[good] == []
    assert any("TS2322" in e for e in result[bad]), result[bad]


# --- reproductions ---------------------------------------------------------------------------------------------


def test_every_published_entry_says_whether_it_reproduces() -> None:
    missing = [e.id for e in _released_entries() if e.reproduction is None]
    assert missing == [], "give `reproduction: {params: ...}` with a script, or `{unavailable: why}`"


def test_at_least_sixty_entries_reproduce() -> None:
    count = len(reproduce.reproducible(catalog()))
    assert count >= MIN_REPRODUCED, f"{count} entries reproduce offline"


def test_reproduction_scripts_belong_to_entries_and_do_not_fake_the_message() -> None:
    folder = ROOT / "catalog" / "reproductions"
    for script in sorted(folder.glob("*")):
        entry_id = script.name.removesuffix(".fixed.mjs").removesuffix(".mjs")
        assert script.suffix == ".mjs" and entry_id in catalog(), f"{script.name} names no entry"
        entry = catalog().get(entry_id)
        assert entry.reproduction and entry.reproduction.params is not None, f"{entry_id} says it cannot reproduce"
        # The package must throw it: a script that spells out the message's text proves nothing.
        longest = max((p.text for p in entry.template.parts if isinstance(p, Literal)), key=len, default="")
        if len(longest.strip()) >= 16:
            assert longest.strip() not in script.read_text(encoding="utf-8"), f"{script.name} spells the message"


@cache
def _offline() -> list[str] | str:
    try:
        return reproduce.offline_prefix()
    except reproduce.OfflineUnavailable as exc:
        return str(exc)


@pytest.mark.parametrize("entry_id", [e.id for e in reproduce.reproducible(catalog())])
def test_reproduction_throws_the_entry_with_its_values(pinned: Path, entry_id: str) -> None:
    prefix = _offline()
    if isinstance(prefix, str):
        pytest.skip(prefix)
    problems = reproduce.check_entry(pinned, catalog(), catalog().get(entry_id), prefix)
    assert problems == [], "\n".join(problems)


def test_a_reproduction_that_does_not_throw_fails(pinned: Path, tmp_path: Path) -> None:
    prefix = _offline()
    if isinstance(prefix, str):
        pytest.skip(prefix)
    script = tmp_path / "quiet.mjs"
    script.write_text("import { LocalSandbox } from '@mastra/core/workspace';\nnew LocalSandbox({});\n")
    run = reproduce.run_script(pinned, script, prefix)
    assert run.code == 0
    online = tmp_path / "online.mjs"
    online.write_text("await fetch('https://registry.npmjs.org/');\n")
    assert reproduce.run_script(pinned, online, prefix).code != 0  # no network in there


# --- the record ------------------------------------------------------------------------------------------------


def test_the_record_says_what_was_checked() -> None:
    for entry in catalog().entries:
        checks = catalog().record(entry)["checks"]
        release = catalog().releases.get(entry.package)
        if entry.reproduction and entry.reproduction.params is not None:
            assert checks["reproduced"] == release and checks["not_reproduced"] is None
        else:
            assert checks["reproduced"] is None and checks["not_reproduced"], entry.id
        if release is None:
            assert checks["typechecked"] is None
