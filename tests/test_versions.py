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

from errors.catalog import Catalog, load_catalog
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
