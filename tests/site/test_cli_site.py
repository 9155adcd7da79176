"""``site build`` and ``site serve`` through click, and the preview server's rebuild loop."""

from __future__ import annotations

import socket
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

from errors.catalog import load_catalog
from errors.cli._context import AppContext
from errors.cli.site import site_group
from errors.site.serve import Preview


def invoke(catalog_dir: Path, *args: str) -> tuple[int, str]:
    result = CliRunner().invoke(site_group, list(args), obj=AppContext(str(catalog_dir)))
    return result.exit_code, result.output


def test_build_command(mini: Path, tmp_path: Path) -> None:
    out = tmp_path / "public"
    code, output = invoke(mini, "build", "--out", str(out), "--base-url", "https://docs.example.org/e", "--jobs", "1")
    assert code == 0, output
    # the listing pages (with one per package: the mini catalog has one) and the 2 entries
    assert "built 11 pages for 2 errors" in output and "https://docs.example.org/e/" in output
    assert (out / "errors" / "no-exec" / "index.html").is_file()
    assert "https://docs.example.org/e/errors/no-exec/" in (out / "errors" / "no-exec" / "index.html").read_text()


def test_build_defaults_to_site_folder_and_catalog_url(mini: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
                                                       ) -> None:
    monkeypatch.chdir(tmp_path)
    code, output = invoke(mini, "build")
    assert code == 0, output
    assert (tmp_path / "_site" / "index.html").is_file()
    assert "publish it at https://example.test/1.0/" in output


def test_build_command_errors(mini: Path, tmp_path: Path) -> None:
    code, output = invoke(mini, "build", "--out", str(tmp_path / "x"), "--base-url", "example.org")
    assert code == 2 and "must start with http:// or https://" in output
    foreign = tmp_path / "foreign"
    foreign.mkdir()
    (foreign / "keep.txt").write_text("mine")
    code, output = invoke(mini, "build", "--out", str(foreign))
    assert code == 1 and "refusing to replace" in output
    code, output = invoke(mini, "build", "--out", str(tmp_path / "y"), "--source-root", str(tmp_path / "missing"))
    assert code == 2
    (mini / "errors" / "no-env.yaml").write_text("id: [unclosed\n")
    code, output = invoke(mini, "build", "--out", str(tmp_path / "z"))
    assert code == 2 and "no-env.yaml" in output and not (tmp_path / "z").exists()  # an unusable catalog


def test_serve_reports_a_busy_port(mini: Path) -> None:
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        code, output = invoke(mini, "serve", "--port", str(busy.getsockname()[1]))
    assert code == 1 and "cannot listen" in output and "--port 0" in output


def get(url: str) -> tuple[int, str]:
    try:
        with urllib.request.urlopen(url, timeout=5) as response:
            return response.status, response.read().decode()
    except urllib.error.HTTPError as exc:
        return exc.code, exc.read().decode()


def wait_for(condition: Callable[[], bool], timeout: float = 15.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError("timed out")
        time.sleep(0.1)


@pytest.fixture
def preview(mini: Path, tmp_path: Path) -> Iterator[tuple[Preview, list[str]]]:
    lines: list[str] = []
    p = Preview(lambda: load_catalog(mini), tmp_path / "out", port=0, echo=lines.append)
    thread = threading.Thread(target=p.run, args=(mini,), daemon=True)
    thread.start()
    wait_for(lambda: any(line.startswith("serving") for line in lines))
    yield p, lines
    p.stop()
    thread.join(timeout=10)
    assert not thread.is_alive()


def test_preview_serves_and_rebuilds_on_changes(preview: tuple[Preview, list[str]], mini: Path) -> None:
    p, lines = preview
    assert p.base_url.startswith("http://127.0.0.1:")
    status, body = get(p.base_url + "errors/no-env/index.html")
    assert status == 200 and "The sandbox has no setEnv" in body
    assert f'<link rel="canonical" href="{p.base_url}errors/no-env/">' in body

    entry = mini / "errors" / "no-env.yaml"
    entry.write_text(entry.read_text().replace("The sandbox has no setEnv", "Edited while serving"))
    wait_for(lambda: "Edited while serving" in get(p.base_url + "errors/no-env/index.html")[1])

    # an invalid catalog is reported and the last good site stays up
    good = entry.read_text()
    entry.write_text("id: [unclosed\n")
    wait_for(lambda: any("keeping the previous build" in line for line in lines))
    assert "Edited while serving" in get(p.base_url + "errors/no-env/index.html")[1]
    entry.write_text(good)

    status, body = get(p.base_url + "errors/no-such-thing/")
    assert status == 404 and "Page not found" in body


def test_preview_rebuilds_when_a_template_changes(mini: Path, tmp_path: Path) -> None:
    import shutil

    from errors.site import site_source_dir

    site = tmp_path / "site-src"
    shutil.copytree(site_source_dir(), site)
    lines: list[str] = []
    p = Preview(lambda: load_catalog(mini), tmp_path / "out", port=0, site_dir=site, echo=lines.append)
    thread = threading.Thread(target=p.run, args=(mini,), daemon=True)
    thread.start()
    try:
        wait_for(lambda: any(line.startswith("serving") for line in lines))
        template = site / "templates" / "index.html"
        template.write_text(template.read_text().replace("Paste your error", "Paste it here"))
        wait_for(lambda: "Paste it here" in get(p.base_url + "index.html")[1])
    finally:
        p.stop()
        thread.join(timeout=10)


def test_serve_refuses_a_folder_it_did_not_build(mini: Path, tmp_path: Path) -> None:
    out = tmp_path / "mine"  # not tmp_path itself: that holds the catalog, which is refused before this check
    out.mkdir()
    (out / "notes.txt").write_text("mine")
    code, output = invoke(mini, "serve", "--port", "0", "--out", str(out))
    assert code == 1 and "refusing to replace" in output
    assert (out / "notes.txt").read_text() == "mine"
