"""A non-editable install from the wheel, in a fresh venv outside the source tree, is a complete tool."""

from __future__ import annotations

import os
import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.slow
def test_wheel_installs_and_runs_from_elsewhere(tmp_path: Path) -> None:
    dist = tmp_path / "dist"
    subprocess.run(
        [sys.executable, "-m", "build", "--wheel", "--outdir", str(dist), str(ROOT)],
        check=True,
        capture_output=True,
        text=True,
    )
    (wheel,) = dist.glob("sandbox_errors-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    assert "errors/_data/catalog/catalog.yaml" in names
    assert "errors/_data/catalog/errors/session-setup-without-execute-command.yaml" in names
    assert any(n.startswith("errors/_data/site/") for n in names)

    env_dir = tmp_path / "venv"
    venv.create(env_dir, with_pip=True)
    python = env_dir / "bin" / "python"
    subprocess.run([str(python), "-m", "pip", "install", "-q", str(wheel)], check=True, capture_output=True, text=True)

    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SANDBOX_ERRORS", "PYTHON"))}
    env["XDG_CACHE_HOME"] = str(tmp_path / "cache")
    listing = subprocess.run(
        [str(env_dir / "bin" / "sandbox-errors"), "list"], cwd=elsewhere, env=env, capture_output=True, text=True
    )
    assert listing.returncode == 0, listing.stderr
    assert "session-setup-without-execute-command" in listing.stdout
    # It runs the installed copy, not this checkout.
    where = subprocess.run(
        [str(python), "-c", "import errors; print(errors.__file__)"],
        cwd=elsewhere,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    assert str(env_dir) in where.stdout
    module = subprocess.run(
        [str(python), "-m", "errors", "--version"], cwd=elsewhere, env=env, capture_output=True, text=True
    )
    assert module.returncode == 0 and "sandbox-errors" in module.stdout
