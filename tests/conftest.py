from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
MINI = Path(__file__).resolve().parent / "fixtures" / "mini"


@pytest.fixture(autouse=True)
def _private_cache(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Each test gets its own cache folder, so tests never see each other's (or the user's) caches."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path_factory.mktemp("cache")))
    monkeypatch.delenv("SANDBOX_ERRORS_CATALOG", raising=False)
    monkeypatch.delenv("SANDBOX_ERRORS_NO_CACHE", raising=False)
    monkeypatch.delenv("SANDBOX_ERRORS_DOCS_URL", raising=False)  # a team's mirror would change every link
    yield


@pytest.fixture
def mini(tmp_path: Path) -> Path:
    """A writable copy of the small valid fixture catalog."""
    target = tmp_path / "mini"
    shutil.copytree(MINI, target)
    return target
