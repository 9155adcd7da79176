"""Version facts of a match (`diagnose --project`): installed copies, whether the installed release throws the
message, `requires` against what is installed; on the made-up @acme/kit releases of tests/test_history.py and a
made-up node_modules. The real @mastra/core 1.61.0 project is used in tests/probes/test_versions_project.py."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner
from test_history import FIXTURE, MIDDLE, OLDEST, run_history, write_releases

from errors.catalog import Catalog, CatalogError, load_catalog
from errors.cli import main
from errors.diagnosis import diagnose

SNAPSHOT = "Box snapshots are not supported by this kit"


def install(root: Path, name: str, version: str) -> None:
    folder = root / "node_modules" / name
    folder.mkdir(parents=True)
    (folder / "package.json").write_text(json.dumps({"name": name, "version": version}))


@pytest.fixture
def kit_catalog(tmp_path: Path) -> Catalog:
    """The fixture catalog with its history, and a `requires` on the snapshot entry."""
    catalog_dir = Path(shutil.copytree(FIXTURE, tmp_path / "catalog"))
    entry = catalog_dir / "errors" / "kit-snapshot-unsupported.yaml"
    entry.write_text(
        entry.read_text()
        + 'requires:\n  - package: "@acme/kit"\n    version: ">=1.1.1"\n    reason: Box.snapshot() exists\n'
    )
    assert run_history(catalog_dir, write_releases(tmp_path / "releases"))[0] == 0
    return load_catalog(catalog_dir, use_cache=False)


def project(tmp_path: Path, version: str) -> Path:
    root = tmp_path / f"app-{version}"
    root.mkdir()
    install(root, "@acme/kit", version)
    return root


def facts(text: str, catalog: Catalog, root: Path) -> dict[str, object]:
    [match] = diagnose(text, catalog, project=str(root))["matches"]
    versions = match["versions"]
    assert isinstance(versions, dict)
    return versions


def test_a_message_the_installed_release_does_not_throw(kit_catalog: Catalog, tmp_path: Path) -> None:
    got = facts(SNAPSHOT, kit_catalog, project(tmp_path, "1.0.3"))
    assert got["message"] == {"installed": "1.0.3", "throws": False, "same_wording": False}
    assert got["requires"] == [
        {
            "package": "@acme/kit",
            "range": ">=1.1.1",
            "reason": "Box.snapshot() exists",
            "installed": "1.0.3",
            "met": False,
        }
    ]
    notes = got["notes"]
    assert isinstance(notes, list)
    assert (
        "your @acme/kit 1.0.3 does not throw this message (thrown by 1.1.1–1.2.0): pasted from another environment?"
        in notes
    )
    assert "needs kit >=1.1.1, but you have 1.0.3 (Box.snapshot() exists)" in notes


def test_an_older_wording_that_the_installed_release_says(kit_catalog: Catalog, tmp_path: Path) -> None:
    got = facts(f"Error: {OLDEST}", kit_catalog, project(tmp_path, "1.0.1"))
    assert got["message"] == {"installed": "1.0.1", "throws": True, "same_wording": True}
    assert "the wording changed in @acme/kit 1.1.0, 1.1.2" in got["notes"]  # type: ignore[operator]


def test_a_wording_the_installed_release_does_not_say(kit_catalog: Catalog, tmp_path: Path) -> None:
    got = facts(f"Error: {OLDEST}", kit_catalog, project(tmp_path, "1.1.0"))
    assert got["message"] == {"installed": "1.1.0", "throws": True, "same_wording": False}
    assert f"your @acme/kit 1.1.0 words it differently: {MIDDLE!r}" in got["notes"]  # type: ignore[operator]


def test_every_installed_copy_is_listed(kit_catalog: Catalog, tmp_path: Path) -> None:
    root = project(tmp_path, "1.2.0")
    install(root / "node_modules" / "@acme" / "kit-extra", "@acme/kit", "1.0.0")  # a nested duplicate
    got = facts(SNAPSHOT, kit_catalog, root)
    assert got["installed"] == [
        {"package": "@acme/kit", "version": "1.2.0", "path": "node_modules/@acme/kit", "resolved": True},
        {
            "package": "@acme/kit",
            "version": "1.0.0",
            "path": "node_modules/@acme/kit-extra/node_modules/@acme/kit",
            "resolved": False,
        },
    ]
    assert any(str(n).startswith("2 copies of @acme/kit are installed") for n in got["notes"])  # type: ignore[attr-defined]


def test_diagnose_project_without_probe_in_text_and_json(kit_catalog: Catalog, tmp_path: Path) -> None:
    root = project(tmp_path, "1.0.3")
    args = ["--catalog", kit_catalog.root, "diagnose", SNAPSHOT, "--project", str(root)]
    as_json = CliRunner().invoke(main, [*args, "--json"])
    assert as_json.exit_code == 0, as_json.output
    assert json.loads(as_json.output)["matches"][0]["versions"]["message"]["throws"] is False
    text = CliRunner().invoke(main, args, env={"COLUMNS": "200"})
    assert text.exit_code == 0
    flat = " ".join(text.output.split())
    assert "your @acme/kit 1.0.3 does not throw this message" in flat
    assert "needs kit >=1.1.1, but you have 1.0.3" in flat


def test_no_project_no_versions(kit_catalog: Catalog) -> None:
    assert "versions" not in diagnose(SNAPSHOT, kit_catalog)["matches"][0]


# --- wordings no published release says (an entry's `unreleased_wordings`) ------------------------------------------

UNRELEASED = [
    "Workspace requires at least a filesystem or sandbox provider",
    "Workspace requires at least a filesystem, sandbox, or skillsPaths",
]


@pytest.mark.parametrize("text", UNRELEASED)
def test_the_issues_two_older_workspace_wordings_diagnose_to_the_entry(text: str) -> None:
    top = diagnose("WorkspaceError: " + text)["matches"][0]
    assert top["id"] == "workspace-without-providers" and top["confidence"] == "exact"
    assert top["wording"]["message"] == text and top["wording"]["released"] is False
    assert top["wording"]["releases"] == "@mastra/core development code (no published release)"
    assert top["wording"]["current"] == "Workspace requires at least a filesystem, sandbox, or skills"


@pytest.mark.parametrize("text", UNRELEASED)
def test_an_unreleased_wording_is_the_same_typed_error(text: str) -> None:
    from errors import classify

    typed = classify(text)
    assert type(typed).__name__ == "WorkspaceWithoutProviders"
    assert any("development code" in note for note in typed.__notes__)


def test_an_installed_release_words_an_unreleased_wording_differently(tmp_path: Path) -> None:
    install(tmp_path, "@mastra/core", "1.61.0")
    top = diagnose(UNRELEASED[0], project=str(tmp_path))["matches"][0]
    facts = top["versions"]
    assert facts["message"] == {"installed": "1.61.0", "throws": True, "same_wording": False}
    assert any("1.61.0 words it differently" in note for note in facts["notes"])


def _mini_with_unreleased(mini: Path, message: str) -> Path:
    path = mini / "errors" / "no-exec.yaml"
    path.write_text(path.read_text() + f'unreleased_wordings:\n  - message: "{message}"\n    seen: read by hand\n')
    return mini


def test_an_unreleased_wording_is_matched_in_a_small_catalog(mini: Path) -> None:
    catalog = load_catalog(
        _mini_with_unreleased(mini, "Sandbox ${sandbox.id} has no executeCommand for ${what}"), use_cache=False
    )
    top = diagnose("Sandbox box-1 has no executeCommand for the session setup", catalog)["matches"][0]
    assert top["id"] == "no-exec" and top["params"] == {"sandbox_id": "box-1", "what": "the session setup"}
    assert top["wording"]["released"] is False


def test_an_unreleased_wording_that_is_another_entrys_message_is_refused(mini: Path) -> None:
    others = [p for p in (mini / "errors").glob("*.yaml") if p.name != "no-exec.yaml"]
    other_message = next(
        line.split(":", 1)[1].strip() for line in others[0].read_text().splitlines() if line.startswith("message:")
    )
    _mini_with_unreleased(mini, other_message.strip('"').replace('"', '\\"'))
    with pytest.raises(CatalogError) as info:
        load_catalog(mini, use_cache=False)
    assert [p.field for p in info.value.problems] == ["unreleased_wordings[0].message"]
    assert "renders the same messages as" in info.value.problems[0].message
