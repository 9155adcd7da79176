"""``sandbox-errors npm build``: a reproducible package that npm packs and installs offline, and its Node API."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest
from click.testing import CliRunner
from diagnose_corpus import catalog
from npm_project import NODES, npm, npm_env, tools

from errors.cli import main
from errors.npm import build_package, npm_version
from errors.npm.build import package_files

# One worker for every npm test: they share one built, packed and installed package, and the corpus run through it.
pytestmark = pytest.mark.xdist_group("npm")


def _tree(root: Path) -> dict[str, tuple[bytes, int]]:
    return {
        p.relative_to(root).as_posix(): (p.read_bytes(), p.stat().st_mode & 0o777)
        for p in sorted(root.rglob("*"))
        if p.is_file()
    }


def test_the_version_is_the_catalog_s() -> None:
    assert npm_version("2026.11") == "2026.11.0"
    assert npm_version("2027.01") == "2027.1.0"
    assert npm_version("2027.3.2") == "2027.3.2"
    with pytest.raises(ValueError, match=r"YEAR\.MONTH"):
        npm_version("2026-11")


def test_two_builds_are_byte_for_byte_the_same_and_so_are_their_tarballs(
    package_dir: Path, tarball: Path, npm_home: Path, tmp_path: Path
) -> None:
    # Another process, with another string hashing (a set's order differs), builds the same bytes.
    again = tmp_path / "again"
    env = {**os.environ, "PYTHONHASHSEED": "0" if os.environ.get("PYTHONHASHSEED") != "0" else "1"}
    subprocess.run(
        [sys.executable, "-m", "errors", "npm", "build", "--out", str(again)], env=env, check=True, capture_output=True
    )
    assert _tree(again) == _tree(package_dir)
    npm(["pack", str(again), "--pack-destination", str(tmp_path)], tmp_path, npm_home)
    second = tmp_path / tarball.name
    assert hashlib.sha256(second.read_bytes()).hexdigest() == hashlib.sha256(tarball.read_bytes()).hexdigest()


def test_the_package_is_esm_with_types_a_bin_and_no_dependency(package_dir: Path) -> None:
    pkg = json.loads((package_dir / "package.json").read_text(encoding="utf-8"))
    assert pkg["name"] == "sandbox-errors" and pkg["version"] == npm_version(catalog().version)
    assert pkg["type"] == "module" and pkg["exports"]["."] == {"types": "./index.d.ts", "default": "./index.js"}
    assert pkg["bin"] == {"sandbox-errors": "bin/sandbox-errors.js"}
    assert not {"dependencies", "peerDependencies", "optionalDependencies", "scripts"} & set(pkg)
    assert os.access(package_dir / "bin" / "sandbox-errors.js", os.X_OK)
    # The matcher is the paste box's, unchanged inside its wrapper.
    from errors.site._paths import static_dir

    wrapped = (package_dir / "lib" / "matcher.js").read_text(encoding="utf-8")
    assert (static_dir() / "matcher.js").read_text(encoding="utf-8").rstrip() in wrapped


def test_the_tarball_holds_the_package_and_nothing_else(tarball: Path) -> None:
    with tarfile.open(tarball) as tar:
        names = {m.name.removeprefix("package/") for m in tar.getmembers() if m.isfile()}
    assert names == set(package_files(catalog()))
    assert f"data/entries/{catalog().entries[0].id}.json" in names and "lib/matcher.js" in names
    assert not any(n.startswith(".") for n in names)
    # Small: it is the catalog's prose, compressed (stated in the README and measured by tests/bench/bench_npm.py).
    assert tarball.stat().st_size < 1_500_000


def test_a_failed_build_leaves_the_previous_one_as_it_was(tmp_path: Path) -> None:
    out = tmp_path / "pkg"
    build_package(catalog(), out)
    before = _tree(out)
    with pytest.raises(FileNotFoundError):
        build_package(catalog(), out, site_static=tmp_path / "no-such-folder")
    assert _tree(out) == before
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".pkg.")]


def test_the_command_builds_and_refuses_a_folder_inside_the_sources(tmp_path: Path) -> None:
    runner = CliRunner()
    done = runner.invoke(main, ["npm", "build", "--out", str(tmp_path / "pkg")])
    assert done.exit_code == 0, done.output
    assert f"sandbox-errors@{npm_version(catalog().version)}" in done.output
    inside = Path(catalog().root) / "npm-out"
    refused = runner.invoke(main, ["npm", "build", "--out", str(inside)])
    assert refused.exit_code == 2 and "inside the catalog" in refused.output
    assert not inside.exists()


@pytest.mark.parametrize("version", sorted(NODES) or ["none"])
def test_the_node_api_under_node_s_test_runner(consumer: Path, version: str) -> None:
    """On every Node here (the package says Node 18 or newer; Mastra itself needs 22)."""
    if version not in NODES:
        pytest.skip("no node")
    done = subprocess.run(
        [NODES[version], "--test", "--test-reporter=spec", "tests/api.test.mjs"],
        cwd=consumer,
        capture_output=True,
        timeout=600,
        check=False,
    )
    assert done.returncode == 0, (done.stdout + done.stderr).decode(errors="replace")[-6000:]


def test_npx_runs_the_bin_from_the_installed_package(consumer: Path, npm_home: Path) -> None:
    _, npm_path = tools()
    npx = Path(npm_path).with_name("npx")
    done = subprocess.run(
        [str(npx), "--offline", "sandbox-errors", "explain", catalog().entries[0].id, "--json"],
        cwd=consumer,
        env=npm_env(npm_home),
        capture_output=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr.decode(errors="replace")
    assert json.loads(done.stdout) == catalog().record(catalog().entries[0])
