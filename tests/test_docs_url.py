"""SANDBOX_ERRORS_DOCS_URL points every printed link at a team's mirror (issue 26): the CLI, the JSON records,
the exceptions' notes and the site built for it; and beside each link the CLI says how to read it offline."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

import errors
from errors.catalog import load_catalog
from errors.cli import main

MIRROR = "https://docs.example.internal/sandbox-errors"
PASTE = "Error: Sandbox 'my-box' cannot run the session setup: no executeCommand implementation"


def _run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, list(args), env={"COLUMNS": "100", "NO_COLOR": "1"}, catch_exceptions=False)
    return result.exit_code, result.output


def test_without_a_mirror_links_go_to_the_catalog_site(mini: Path) -> None:
    catalog = load_catalog(mini)
    assert catalog.docs_url("no-exec") == f"{catalog.site_url}{catalog.version}/errors/no-exec/"


def test_every_printed_link_follows_the_mirror(mini: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SANDBOX_ERRORS_DOCS_URL", MIRROR)
    code, out = _run("--catalog", str(mini), "diagnose", "--json", "Sandbox 'b' cannot run setup: no executeCommand")
    assert code == 0
    assert json.loads(out)["matches"][0]["docs_url"] == f"{MIRROR}/errors/no-exec/"
    code, out = _run("--catalog", str(mini), "diagnose", "Sandbox 'b' cannot run setup: no executeCommand")
    assert f"Docs: {MIRROR}/errors/no-exec/ (offline: sandbox-errors explain no-exec)" in out
    code, out = _run("--catalog", str(mini), "explain", "--json", "no-exec")
    assert json.loads(out)["docs_url"] == f"{MIRROR}/errors/no-exec/"
    # the shipped exceptions too, in the note a traceback shows
    exc = errors.SessionSetupWithoutExecuteCommand(sandbox_id="my-box")
    assert exc.docs_url == f"{MIRROR}/errors/session-setup-without-execute-command/"
    assert f"See {exc.docs_url}" in exc.__notes__


def test_a_site_built_with_the_mirror_set_is_for_the_mirror(
    mini: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SANDBOX_ERRORS_DOCS_URL", MIRROR)
    code, out = _run("--catalog", str(mini), "site", "build", "--out", str(tmp_path / "site"))
    assert code == 0, out
    page = (tmp_path / "site" / "errors" / "no-exec" / "index.html").read_text()
    assert f'<link rel="canonical" href="{MIRROR}/errors/no-exec/">' in page


def test_an_unusable_mirror_is_refused_with_its_name(
    mini: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SANDBOX_ERRORS_DOCS_URL", "docs.example.internal")
    code, out = _run("--catalog", str(mini), "site", "build", "--out", str(tmp_path / "site"))
    assert code == 1 and "SANDBOX_ERRORS_DOCS_URL" in out and "http://" in out
    # a link that cannot use it falls back to the catalog's site: raising an error must not fail
    exc = errors.SessionSetupWithoutExecuteCommand(sandbox_id="my-box")
    assert exc.docs_url is not None and exc.docs_url.startswith("https://")


def test_the_offline_hint_is_beside_each_link(mini: Path) -> None:
    _code, out = _run("--catalog", str(mini), "diagnose", "Sandbox 'b' cannot run setup: no executeCommand")
    docs = [line for line in out.splitlines() if "Docs:" in line]
    assert docs and all("(offline: sandbox-errors explain no-exec)" in line for line in docs)
    log = Path(mini / "app.log")
    log.write_text(PASTE.replace("the session setup", "setup").replace(" implementation", "") + "\n")
    _code, out = _run("--catalog", str(mini), "scan", "--format", "github", str(log))
    assert "(offline: sandbox-errors explain no-exec)" in out
