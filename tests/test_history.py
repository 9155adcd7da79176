"""`catalog history`: made-up releases of @acme/kit (folders, no downloads), the loader's checks of history.yaml,
older wordings matched by diagnose and classify, and (slow) a few real @mastra/core releases."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner
from install_cache import CACHE, HISTORY_RELEASES

from errors.catalog import CatalogError, load_catalog
from errors.cli import main
from errors.diagnosis import diagnose
from errors.history import FolderReleases, NpmReleases, build_history, dump
from errors.history._scopes import Sites
from errors.history._select import bisect_changes, minor_tips
from errors.terminal import render_diagnosis
from errors.textout import Style

FIXTURE = Path(__file__).resolve().parent / "fixtures" / "history" / "catalog"
REAL_CACHE = CACHE / "tarballs"  # the tarballs the tests fetch, shared with test_drift

CURRENT = "Box requires at least a disk, a shell, or skills"
OLDEST = "Box requires at least a disk or shell provider"
MIDDLE = "Box requires at least a disk, shell, or skillsPaths"
# version -> (the no-providers wording, the timeout placeholder, whether Box.snapshot exists)
RELEASES = {
    "1.0.0": (OLDEST, "timeoutMs", False),
    "1.0.1": (OLDEST, "timeoutMs", False),
    "1.0.2": (OLDEST, "timeoutMs", False),
    "1.0.3": (OLDEST, "timeoutMs", False),
    "1.1.0": (MIDDLE, "ms", False),
    "1.1.1": (MIDDLE, "ms", True),
    "1.1.2": (CURRENT, "ms", True),
    "1.1.3": (CURRENT, "ms", True),
    "1.2.0": (CURRENT, "ms", True),
    "1.2.0-beta.1": ("Box beta wording that no stable release has", "ms", True),  # a prerelease: never read
}

ERRORS_TS = """export class BoxError extends Error {
  constructor(message: string, public code: string) {
    super(message);
  }
}
"""


def box_ts(providers: str, timeout: str, snapshot: bool) -> str:
    lines = [
        "import { BoxError } from './errors';",
        "export class Box {",
        "  constructor(options: { name?: string; disk?: string; shell?: string }) {",
        "    if (!options.name) {",
        "      throw new Error('Box name must not be empty');",
        "    }",
        "    if (!options.disk && !options.shell) {",
        "      // the providers check",
        f"      throw new BoxError('{providers}', 'NO_PROVIDERS');",
        "    }",
        "  }",
        f"  run(command: string, {timeout}: number) {{",
        f"    if ({timeout} < 0) {{",
        "      // the timeout check",
        f"      throw new Error(`Command timed out after ${{{timeout}}}ms`);",
        "    }",
        "  }",
    ]
    if snapshot:
        lines += ["  snapshot() {", "    throw new Error('Box snapshots are not supported by this kit');", "  }"]
    return "\n".join([*lines, "}", ""])


def write_releases(root: Path, releases: dict[str, tuple[str, str, bool]] = RELEASES) -> Path:
    """``root/@acme/kit/<version>/``: unpacked packages. The pinned one as npm ships it (source maps), the others as
    source folders; ``load_tree`` reads both."""
    for version, (providers, timeout, snapshot) in releases.items():
        folder = root / "@acme" / "kit" / version
        folder.mkdir(parents=True)
        package = {
            "name": "@acme/kit",
            "version": version,
            "repository": {"type": "git", "url": "git+https://github.com/acme/kit.git", "directory": "packages/kit"},
        }
        (folder / "package.json").write_text(json.dumps(package))
        sources = {"src/box.ts": box_ts(providers, timeout, snapshot), "src/errors.ts": ERRORS_TS}
        if version == "1.2.0":
            (folder / "dist").mkdir()
            (folder / "dist" / "index.js").write_text("// compiled\n")
            source_map = {
                "version": 3,
                "sources": [f"../{p}" for p in sources],
                "sourcesContent": list(sources.values()),
                "mappings": "",
            }
            (folder / "dist" / "index.js.map").write_text(json.dumps(source_map))
        else:
            for path, text in sources.items():
                (folder / path).parent.mkdir(parents=True, exist_ok=True)
                (folder / path).write_text(text)
    return root


@pytest.fixture
def kit(tmp_path: Path) -> tuple[Path, Path]:
    """(a writable copy of the fixture catalog, the folder of made-up releases)."""
    catalog = Path(shutil.copytree(FIXTURE, tmp_path / "catalog"))
    return catalog, write_releases(tmp_path / "releases")


def run_history(catalog: Path, releases: Path, *args: str) -> tuple[int, str]:
    result = CliRunner().invoke(
        main, ["--catalog", str(catalog), "catalog", "history", "--from-folder", str(releases), "-q", *args]
    )
    return result.exit_code, result.output + result.stderr


def test_history_of_the_made_up_releases(kit: tuple[Path, Path]) -> None:
    catalog_dir, releases = kit
    code, out = run_history(catalog_dir, releases)
    assert code == 0, out
    catalog = load_catalog(catalog_dir, use_cache=False)

    providers = catalog.get("kit-no-providers")
    assert providers.history is not None
    assert (providers.history.first, providers.history.last) == ("1.0.0", "1.2.0")
    # Bisection pins each change to the release that made it, between minors' last patches.
    assert providers.history.changed == ("1.1.0", "1.1.2")
    assert [(w.message, w.first, w.last, w.found) for w in providers.wordings] == [
        (OLDEST, "1.0.0", "1.0.3", "site"),
        (MIDDLE, "1.1.0", "1.1.1", "site"),
    ]
    assert providers.wordings[0].releases == "@acme/kit 1.0.0–1.0.3"
    # Every minor's last patch and the releases around each change; 1.0.1 and 1.0.2 say what 1.0.0 and 1.0.3 say.
    assert providers.history.checked == ("1.0.0", "1.0.3", "1.1.0", "1.1.1", "1.1.2", "1.1.3", "1.2.0")

    timeout = catalog.get("kit-timeout")
    assert timeout.history is not None and timeout.history.changed == ("1.1.0",)
    # Only the placeholder was renamed: recorded in history.yaml, but nothing more to match.
    assert "Command timed out after ${timeoutMs}ms" in (catalog_dir / "history.yaml").read_text()
    assert timeout.wordings == ()

    snapshot = catalog.get("kit-snapshot-unsupported")
    assert snapshot.history is not None and (snapshot.history.first, snapshot.history.last) == ("1.1.1", "1.2.0")
    assert snapshot.history.changed == () and snapshot.wordings == ()
    # The untouched neighbour message at the same site is nobody's older wording.
    assert "Box name must not be empty" not in (catalog_dir / "history.yaml").read_text()


def test_check_compares_with_a_fresh_run(kit: tuple[Path, Path]) -> None:
    catalog_dir, releases = kit
    assert run_history(catalog_dir, releases)[0] == 0
    assert run_history(catalog_dir, releases, "--check")[0] == 0
    # A release that says something else makes the file stale.
    box = releases / "@acme" / "kit" / "1.1.3" / "src" / "box.ts"
    box.write_text(box.read_text().replace(CURRENT, "Box requires a disk"))
    code, out = run_history(catalog_dir, releases, "--check")
    assert code == 1 and "is not current" in out and 'missing: ["1.1.3"]' in out


def test_releases_limits_the_range(kit: tuple[Path, Path]) -> None:
    catalog_dir, releases = kit
    assert run_history(catalog_dir, releases, "--releases", ">=1.1.0")[0] == 0
    providers = load_catalog(catalog_dir, use_cache=False).get("kit-no-providers")
    assert providers.history is not None and providers.history.checked[0] == "1.1.0"
    assert [w.message for w in providers.wordings] == [MIDDLE]


def test_the_same_history_gives_the_same_bytes(kit: tuple[Path, Path]) -> None:
    catalog_dir, releases = kit
    catalog = load_catalog(catalog_dir, use_cache=False)
    first = dump(build_history(catalog, FolderReleases(releases)))
    assert first == dump(build_history(catalog, FolderReleases(releases)))
    assert "beta" not in first


def test_older_wordings_diagnose_and_classify(kit: tuple[Path, Path]) -> None:
    catalog_dir, releases = kit
    assert run_history(catalog_dir, releases)[0] == 0
    catalog = load_catalog(catalog_dir, use_cache=False)
    matches = diagnose(f"Error: {OLDEST}", catalog)["matches"]
    assert [m["id"] for m in matches] == ["kit-no-providers"] and matches[0]["confidence"] == "exact"
    assert matches[0]["wording"] == {
        "message": OLDEST,
        "releases": "@acme/kit 1.0.0–1.0.3",
        "released": True,
        "newer": False,
        "current": CURRENT,
        "current_release": "@acme/kit@1.2.0",
    }
    text = render_diagnosis({"matches": matches, "probes": []}, catalog, Style(width=200))
    assert f"this wording is from @acme/kit 1.0.0–1.0.3; in 1.2.0 it reads '{CURRENT}'" in text
    # The current wording is a plain match, with no wording note.
    assert "wording" not in diagnose(CURRENT, catalog)["matches"][0]


def test_a_catalog_without_history_does_not_know_older_wordings(kit: tuple[Path, Path]) -> None:
    catalog = load_catalog(kit[0], use_cache=False)
    assert diagnose(OLDEST, catalog)["matches"] == []


def _history_catalog(kit: tuple[Path, Path], edit: tuple[str, str]) -> str:
    catalog_dir, releases = kit
    assert run_history(catalog_dir, releases)[0] == 0
    path = catalog_dir / "history.yaml"
    text = path.read_text()
    assert edit[0] in text
    path.write_text(text.replace(edit[0], edit[1], 1))
    with pytest.raises(CatalogError) as info:
        load_catalog(catalog_dir, use_cache=False)
    return info.value.format()


@pytest.mark.parametrize(
    ("edit", "problem"),
    [
        (('last: "1.0.3"', 'last: "1.0.2"'), "entries[0].wordings[0].last: '1.0.2' is not a release read of @acme/kit"),
        (('id: "kit-timeout"', 'id: "kit-nothing"'), "entries[2].id: no entry has the id 'kit-nothing'"),
        (('pinned: "1.2.0"', 'pinned: "1.1.3"'), "packages[0].pinned: read at 1.1.3, catalog.yaml pins 1.2.0"),
        ((f'message: "{OLDEST}"', 'message: "Box snapshots are not supported by this kit"'), "renders the same"),
        (('first: "1.0.0"\n    last: "1.2.0"', 'first: "1.2.0"\n    last: "1.0.0"'), "entries[0].last: comes before"),
        (("found: site", "found: guess"), "entries[0].wordings[0].found: 'guess' is not one of: skeleton, site"),
    ],
)
def test_a_malformed_history_is_reported_by_file_line_and_field(
    kit: tuple[Path, Path], edit: tuple[str, str], problem: str
) -> None:
    report = _history_catalog(kit, edit)
    assert "history.yaml:" in report and problem in report, report


def test_history_command_reports_unreadable_release_sources(tmp_path: Path) -> None:
    catalog = Path(shutil.copytree(FIXTURE, tmp_path / "catalog"))
    code, out = run_history(catalog, tmp_path)  # no @acme/kit folder at all: the pinned release is missing
    assert code == 2 and "does not exist" in out


def test_sites_name_the_enclosing_class_method_or_function() -> None:
    sites = Sites(
        "export class Workspace<T extends X = Y, U = Z> extends Base {\n"
        "  constructor(config: C) {\n"
        "    throw new Error('a');\n"
        "  }\n"
        "  async run<T>(x: string): Promise<void> {\n"
        "    [1].map((y) => { throw new Error('b'); });\n"
        "  }\n"
        "}\n"
        "export function helper() {\n"
        "  throw new Error('c');\n"
        "}\n"
        "const later = async (a: number) => {\n"
        "  throw new Error('d');\n"
        "};\n"
    )
    assert [sites.at_line(n) for n in (3, 6, 10, 13, 1)] == [
        "Workspace.constructor",
        "Workspace.run",
        "helper",
        "later",
        "",
    ]


def test_release_choice_is_minor_tips_then_bisection() -> None:
    versions = ["1.0.0", "1.0.1", "1.0.2", "1.1.0", "1.1.1", "1.2.0"]
    assert minor_tips(versions) == ["1.0.0", "1.0.2", "1.1.1", "1.2.0"]
    says = {"1.0.0": "a", "1.0.1": "a", "1.0.2": "a", "1.1.0": "b", "1.1.1": "b", "1.2.0": "b"}
    read = bisect_changes(versions, minor_tips(versions), says.__getitem__)
    assert read == ["1.0.0", "1.0.2", "1.1.0", "1.1.1", "1.2.0"]  # 1.0.2 -> 1.1.0 is where it changed


@pytest.mark.slow
def test_history_of_real_mastra_core_releases() -> None:
    """Three real releases, fetched once into the test cache: 1.57.0 words the session check differently."""
    if shutil.which("npm") is None:
        pytest.skip("npm is needed to fetch the published releases")
    catalog = load_catalog(use_cache=False)
    history = build_history(
        catalog, NpmReleases(REAL_CACHE), packages=["@mastra/core"], spec=">=1.57.0 <1.59.0 || 1.71.0"
    )
    [core] = history.packages
    assert core.read == ["1.57.0", "1.58.0", "1.71.0"] == list(HISTORY_RELEASES)  # .ci/setup fetches these ahead
    records = {e.id: e for e in history.entries}
    session = records["session-workspace-not-workspace-instance"]
    assert session.changed == ("1.58.0",)
    assert [(w.message, w.first, w.last) for w in session.wordings] == [
        ("A session requires a valid workspace instance.", "1.57.0", "1.57.0")
    ]
    assert records["workspace-without-providers"].wordings == ()
    assert (records["workspace-without-providers"].first, records["workspace-without-providers"].last) == (
        "1.57.0",
        "1.71.0",
    )
    # The cache is shared (other tests and runs fetch other releases): these three are among its tarballs.
    assert {p.name for p in REAL_CACHE.glob("mastra-core-*.tgz")} >= {
        "mastra-core-1.57.0.tgz",
        "mastra-core-1.58.0.tgz",
        "mastra-core-1.71.0.tgz",
    }


def test_the_checked_in_history_finds_an_older_core_wording() -> None:
    """@mastra/core 1.47.0–1.57.0 worded the session workspace check differently; before history.yaml, diagnose
    had no match for it."""
    import errors

    old = "A session requires a valid workspace instance."
    [match] = diagnose(f"Error: {old}")["matches"]
    assert match["id"] == "session-workspace-not-workspace-instance" and match["confidence"] == "exact"
    assert match["wording"]["releases"] == "@mastra/core 1.47.0–1.57.0"
    assert match["entry"]["history"]["changed"] == ["1.58.0"]
    typed = errors.classify(old)
    assert isinstance(typed, errors.SessionWorkspaceNotWorkspaceInstance)
    assert any("@mastra/core 1.47.0–1.57.0" in note for note in typed.__notes__)
