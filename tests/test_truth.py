"""The catalog, checked against the real published packages (issue: catalog truth).

- every source of a published package is pinned to a release the npm project installs, and that release's
  source maps hold the message at that file and line (drift's reader and comparison, per package);
- no source names a commit nobody read: a commit pin says how it was read;
- every placeholder's `kind` agrees with the TypeScript type of its expression at each release pin (truth.kinds);
- every TypeScript example of a published package's entry, and of a repository-only package's entry whose
  imports are all published, type-checks against the pinned packages (truth.typecheck; an example's `uncheckable`
  says why not, and it must fail);
- every `requires` floor is the first release that has the member (truth.requires), an older wording is discussed;
- the prose names the providers of its sources and counts them right (truth.prose);
- every commit pin follows the one-commit-per-package table and names a probed copy (truth.pins);
- every reproduction makes the real package throw, offline, and ``diagnose`` finds the entry and its values;
- every entry says whether it reproduces, and at least 60 do.
"""

from __future__ import annotations

import dataclasses
import re
import shutil
from functools import cache
from pathlib import Path

import pytest
from truth import kinds, npm, pins, prose, reproduce, requires, typecheck

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
    pinned_in_catalog = {name: v.rpartition("@")[2] for name, v in catalog().releases.items()}
    assert {n: v for n, v in pinned_in_catalog.items() if n.startswith("@mastra/")} == installed


def test_sdk_pins_are_the_releases_the_pinned_providers_resolve(pinned: Path) -> None:
    """An SDK is pinned at the release the lock resolves, which is the one installed, and it satisfies the range
    of the pinned package that depends on it (a provider, or dockerode for docker-modem)."""
    from errors.probes._npm import satisfies

    sdks = {n: v.rpartition("@")[2] for n, v in catalog().releases.items() if not n.startswith("@mastra/")}
    assert sdks, "catalog.yaml pins the providers' SDKs"
    locked = npm.locked_versions()
    for name, version in sorted(sdks.items()):
        assert locked.get(name) == version, f"{name}: the lock resolves {locked.get(name)}, the catalog pins {version}"
        assert npm.installed_version(pinned, name) == version
        ranges = npm.dependents(pinned, name)
        assert ranges, f"no installed package depends on {name}"
        for dependent, spec in ranges.items():
            assert satisfies(version, spec), f"{dependent} wants {name}@{spec}, the catalog pins {version}"


def test_sources_of_published_packages_name_their_release(pinned: Path) -> None:
    wrong = [
        f"{e.id}: {s.path}:{s.line}"
        for e in _released_entries()
        for s in e.sources
        if s.release is None and s.path.startswith(_package_dirs(pinned)) and not _newer_code(s.path)
    ]
    assert wrong == [], "published code is pinned to its release, not a commit"


def _newer_code(path: str) -> bool:
    """scope.yaml reads a published package's repository code newer than its pinned release at a commit, under
    ``path`` (tests/test_scope.py checks that the release does not throw those entries). The block may be another
    package's than the entry's: one text that two packages' newer code throws is one entry with both sources."""
    scope = load_scope(ROOT / "catalog")
    return any(
        b.commit and b.path and b.package in catalog().releases and path.startswith(b.path.rstrip("/") + "/")
        for b in scope.packages
    )


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


def test_every_commit_pin_follows_the_pin_table() -> None:
    """One commit per repository-only package (truth.pins): a claim that spans files describes one time."""
    problems = pins.table_problems() + pins.problems(catalog())
    assert problems == [], "\n".join(problems)


def test_the_pin_check_catches_a_pin_at_another_commit() -> None:
    entry = catalog().get("createos-disk-mount-failed")
    moved = dataclasses.replace(
        entry, sources=(dataclasses.replace(entry.sources[0], commit="948aad527e20ee0d924516ca1cb0c5323b9ef50d"),)
    )
    assert pins.entry_problems(entry) == []
    found = pins.entry_problems(moved)
    assert any("not in truth/stored.tsv" in p for p in found), found  # no copy was probed at that commit
    assert any("the table pins this file at bcf254f2" in p for p in found), found


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


# --- value kinds ----------------------------------------------------------------------------------------------


@pytest.fixture(scope="session")
def typed_slots(pinned: Path) -> dict[kinds.Slot, kinds.Typed]:
    """TypeScript's type of every placeholder at every release pin (one node run)."""
    return kinds.read_types(pinned, kinds.slots(catalog()))


def test_every_kind_agrees_with_the_typescript_type_of_its_expression(
    typed_slots: dict[kinds.Slot, kinds.Typed],
) -> None:
    problems = kinds.problems(typed_slots)
    assert problems == [], "\n".join(problems)
    assert len(typed_slots) >= 180  # every placeholder of every release pin, call sites of error classes included


def test_the_kind_check_catches_a_wrong_kind(typed_slots: dict[kinds.Slot, kinds.Typed]) -> None:
    by_expr = {(s.entry, s.expr): (s, t) for s, t in typed_slots.items()}
    code, code_type = by_expr[("sandbox-filesystem-command-failed", "result.exitCode")]
    assert (code.kind, code_type.kind) == ("integer", "number") and kinds.judge(code, code_type) is None
    wrong = kinds.judge(dataclasses.replace(code, kind="identifier"), code_type)
    assert wrong is not None and "declare kind integer or number" in wrong
    path, path_type = by_expr[("sandbox-filesystem-file-not-found", "path")]
    wrong = kinds.judge(dataclasses.replace(path, kind="integer"), path_type)
    assert wrong is not None and "TypeScript types it `string`" in wrong
    # A line of READ_FROM_CODE whose kind TypeScript confirms by itself is stale.
    mode, mode_type = by_expr[("write-files-invalid-mode", "mode")]
    assert kinds.judge(mode, mode_type) is None
    stale = kinds.judge(dataclasses.replace(mode, kind="number"), mode_type)
    assert stale is not None and "READ_FROM_CODE" in stale


# --- prose ----------------------------------------------------------------------------------------------------


def test_prose_names_the_providers_of_its_sources_and_counts_them_right() -> None:
    problems = prose.problems(catalog())
    assert problems == [], "\n".join(problems)


def test_the_prose_check_catches_a_stale_count() -> None:
    entry = catalog().get("mount-type-unsupported")
    stale = dataclasses.replace(entry, notes="The text is returned in all three places.")
    assert prose.entry_problems(stale) == [
        'mount-type-unsupported: says "three places" but has 4 sources'
    ]
    unnamed = dataclasses.replace(entry, situations=entry.situations[:-1], meaning="A mount.", triggers="mount()")
    assert any("never name Blaxel" in p for p in prose.entry_problems(unnamed))


# --- versions -------------------------------------------------------------------------------------------------


def test_requires_floors_are_the_first_release_that_has_the_member() -> None:
    """Each `requires: >=X` of a published package is computed (truth.requires): X declares the member or throws
    the message, and the stable release before X does not."""
    if shutil.which("npm") is None:
        pytest.skip("npm is needed to read the published releases")
    problems = requires.problems(catalog())
    assert problems == [], "\n".join(problems)


def test_an_older_wording_says_what_its_releases_check() -> None:
    """An older wording attached to an entry comes from releases whose code may refuse other values: the entry's
    notes name those releases (and say there what the check was and which fixes hold)."""
    silent = [
        f"{e.id}: {w.releases}"
        for e in catalog().entries
        for w in e.wordings
        if w.released and not (e.notes and w.first in e.notes and w.last in e.notes)
    ]
    assert silent == [], "the notes do not discuss the releases of these older wordings"


# --- examples --------------------------------------------------------------------------------------------------


def test_every_typescript_example_the_published_packages_can_check_type_checks(pinned: Path) -> None:
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


def test_a_prelude_declares_only_what_its_example_uses() -> None:
    assert typecheck.unused_prelude_names(
        "declare const used: string;\ndeclare const spare: string;\ninterface Vm { id: string }\n",
        "const a = { spare: used };",
        "declare const vm: Vm;",
    ) == ["spare"]  # `spare:` is a key, not a use


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


# One worker runs them all (--dist loadgroup): the fixture runs every selected reproduction at once, on every core.
@pytest.mark.xdist_group("reproductions")
@pytest.mark.parametrize("entry_id", [e.id for e in reproduce.reproducible(catalog())])
def test_reproduction_throws_the_entry_with_its_values(
    reproductions: dict[str, list[str]], entry_id: str
) -> None:
    problems = reproductions[entry_id]
    assert problems == [], "\n".join(problems)


@pytest.fixture(scope="session")
def reproductions(pinned: Path, request: pytest.FixtureRequest) -> dict[str, list[str]]:
    """The selected reproductions, run together (reproduce.check_entries: one Node process per core)."""
    prefix = _offline()
    if isinstance(prefix, str):
        pytest.skip(prefix)
    selected = {
        item.callspec.params["entry_id"]
        for item in request.session.items
        if getattr(item, "originalname", "") == "test_reproduction_throws_the_entry_with_its_values"
    }
    entries = [e for e in reproduce.reproducible(catalog()) if e.id in selected]
    return reproduce.check_entries(pinned, catalog(), entries, prefix)


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
    """Per example, the record says what truth.typecheck compiles: the examples it type-checks, and why not the
    others (an `uncheckable` example is compiled too, but only to see it fail)."""
    typechecked = {(c.entry, c.fix) for c in typecheck.cases(catalog()) if c.excused is None}
    excused = {(c.entry, c.fix): c.excused for c in typecheck.cases(catalog()) if c.excused is not None}
    for entry in catalog().entries:
        checks = catalog().record(entry)["checks"]
        release = catalog().releases.get(entry.package) or catalog().tools.get(entry.package)
        if entry.reproduction and entry.reproduction.params is not None:
            assert checks["reproduced"] == release and checks["not_reproduced"] is None
        else:
            assert checks["reproduced"] is None and checks["not_reproduced"], entry.id
        with_example = [i for i, f in enumerate(entry.fixes) if f.example is not None]
        assert [c["fix"] for c in checks["examples"]] == with_example, entry.id
        for c in checks["examples"]:
            key = (entry.id, c["fix"])
            assert c["typechecked"] == (key in typechecked), key
            assert (c["not_typechecked"] is None) == c["typechecked"], key
            if key in excused:
                assert c["not_typechecked"] == excused[key], key
        against = sorted({r for c in checks["examples"] for r in c["against"]})
        assert checks["typechecked"] == (", ".join(against) or None), entry.id
