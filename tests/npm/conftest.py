"""The npm package as a user gets it: built from the catalog, packed with npm, installed from the tarball into a
fresh project, offline. Made once per run; the tests skip, saying why, where Node or npm is missing."""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from diagnose_corpus import catalog
from npm_project import npm, tools

from errors.npm import build_package

HERE = Path(__file__).resolve().parent
NODE_TESTS = HERE / "node"


@pytest.fixture(scope="session")
def npm_home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("npm-home")


@pytest.fixture(scope="session")
def package_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    tools()
    out = tmp_path_factory.mktemp("npm-build") / "sandbox-errors"
    build_package(catalog(), out)
    return out


@pytest.fixture(scope="session")
def tarball(package_dir: Path, npm_home: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    dest = tmp_path_factory.mktemp("npm-pack")
    done = npm(["pack", str(package_dir), "--pack-destination", str(dest), "--json"], dest, npm_home)
    (packed,) = json.loads(done.stdout)
    return dest / str(packed["filename"])


@pytest.fixture(scope="session")
def consumer(tarball: Path, npm_home: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """A fresh project with the tarball installed (``npm install --offline``) and the Node tests copied in."""
    project = tmp_path_factory.mktemp("npm-consumer")
    (project / "package.json").write_text(
        json.dumps({"name": "consumer", "private": True, "type": "module"}, indent=2) + "\n", encoding="utf-8"
    )
    npm(["install", "--offline", "--no-audit", "--no-fund", str(tarball)], project, npm_home)
    shutil.copytree(NODE_TESTS, project / "tests")
    yield project
