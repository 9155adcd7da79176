"""Hardening of ``site build`` and ``site serve`` (issue 13, items 4, 12, 13 and 14): injection through
options, builds killed mid-way, write failures, hostile request paths, and outputs that would overwrite or
feed their own sources. Every input is generated here; each test checks the exit code, that no traceback is
printed, and that no process or file is left behind."""

from __future__ import annotations

import os
import resource
import shutil
import signal
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner
from site_factory import generated_catalog

from errors.catalog import load_catalog
from errors.cli._context import AppContext
from errors.cli.site import site_group
from errors.site import build_site
from errors.site.serve import LoopbackServer

ROOT = Path(__file__).resolve().parents[2]


def invoke(catalog_dir: Path, *args: str) -> tuple[int, str]:
    result = CliRunner().invoke(site_group, list(args), obj=AppContext(str(catalog_dir)))
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result.exit_code, result.output


def run_cli(*args: str, **kwargs: object) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run(  # type: ignore[call-overload, no-any-return]
        [sys.executable, "-m", "errors", *args], capture_output=True, text=True, env=env, **{"timeout": 300, **kwargs}
    )


def leftovers(folder: Path) -> list[str]:
    """Staging or old folders a build left beside its output."""
    return sorted(p.name for p in folder.iterdir() if ".build-" in p.name or ".old-" in p.name)


# --- item 4: nothing written into a file from an option may add lines of its own ------------------------------


@pytest.mark.parametrize(
    "url",
    [
        "https://docs.example.org/\nDisallow: /",
        "https://docs.example.org/\r\nSitemap: https://evil.example/x.xml",
        "https://docs.example.org/a\tb/",
        "https://docs.example.org/\x00/",
        "https://docs.example.org/\x85/",
        "https://docs.example.org/a b/",
        'https://docs.example.org/"><script>/',
        "https:///no-host",
    ],
)
def test_base_url_with_control_characters_is_a_usage_error(mini: Path, tmp_path: Path, url: str) -> None:
    """Before: a line break wrote extra robots.txt directives (and the build succeeded)."""
    out = tmp_path / "site"
    code, output = invoke(mini, "build", "--out", str(out), "--base-url", url, "--jobs", "1")
    assert code == 2, output
    assert "--base-url" in output and "Traceback" not in output
    assert not out.exists()


def test_robots_txt_holds_only_its_three_directives(mini: Path, tmp_path: Path) -> None:
    out = tmp_path / "site"
    code, output = invoke(mini, "build", "--out", str(out), "--base-url", "  https://docs.example.org/e  ")
    assert code == 0, output
    lines = (out / "robots.txt").read_text().splitlines()
    # The site is published under /e/: robots.txt allows that path and names its sitemap, nothing more.
    assert lines == ["User-agent: *", "Allow: /e/", "Sitemap: https://docs.example.org/e/sitemap.xml"]


# --- item 14: an output folder inside the sources is refused --------------------------------------------------


@pytest.mark.parametrize("where", ["_site", "errors/_site", "."])
def test_build_into_the_catalog_is_refused(mini: Path, where: str) -> None:
    before = sorted(p.relative_to(mini) for p in mini.rglob("*"))
    code, output = invoke(mini, "build", "--out", str(mini / where), "--jobs", "1")
    assert code == 2 and "inside the catalog" in output, output
    assert sorted(p.relative_to(mini) for p in mini.rglob("*")) == before


def test_build_into_the_catalog_through_a_symlink_is_refused(mini: Path, tmp_path: Path) -> None:
    link = tmp_path / "link"
    link.symlink_to(mini)
    code, output = invoke(mini, "build", "--out", str(link / "_site"), "--jobs", "1")
    assert code == 2 and "inside the catalog" in output
    assert not (mini / "_site").exists()


def test_build_site_api_refuses_the_catalog_too(mini: Path) -> None:
    from errors.site import OutputError

    with pytest.raises(OutputError, match="inside the catalog"):
        build_site(load_catalog(mini, use_cache=False), mini / "_site", jobs=1)


def test_serve_with_its_output_in_the_watched_catalog_is_refused(mini: Path) -> None:
    """Before: every build changed the watched folder and started the next one, for ever (here: a timeout)."""
    done = run_cli("--catalog", str(mini), "site", "serve", "--port", "0", "--out", str(mini / "_site"), timeout=60)
    assert done.returncode == 2 and "inside the catalog" in done.stderr, done.stderr
    assert "Traceback" not in done.stderr and not (mini / "_site").exists()


# --- item 13: write failures and hostile request paths are one line, not a traceback --------------------------


def _mount_tmpfs(where: Path, options: str) -> bool:
    if os.geteuid() != 0 or shutil.which("mount") is None:
        return False
    where.mkdir()
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", options, "tmpfs", str(where)], capture_output=True)
    return done.returncode == 0


@pytest.fixture
def tmpfs(tmp_path: Path) -> Iterator[Callable[[str], Path]]:
    mounted: list[Path] = []

    def mount(options: str) -> Path:
        where = tmp_path / f"fs{len(mounted)}"
        if not _mount_tmpfs(where, options):
            pytest.skip("needs root and mount for a tmpfs")
        mounted.append(where)
        return where

    yield mount
    for where in mounted:
        subprocess.run(["umount", str(where)], capture_output=True)


def _one_clear_line(done: subprocess.CompletedProcess[str], *expected: str) -> None:
    assert done.returncode == 1, done.stdout + done.stderr
    assert "Traceback" not in done.stderr and "Traceback" not in done.stdout
    lines = [line for line in done.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith("Error: cannot write the site to"), lines
    assert any(e in lines[0] for e in expected), lines


def test_a_read_only_parent_of_out(mini: Path, tmp_path: Path, tmpfs: Callable[[str], Path]) -> None:
    """Before: an OSError traceback from mkdtemp. (A read-only mount: root writes through mode bits.)"""
    read_only = tmpfs("ro,size=1m")
    done = run_cli("--catalog", str(mini), "site", "build", "--out", str(read_only / "site"), "--jobs", "1")
    _one_clear_line(done, "Read-only file system")
    assert list(read_only.iterdir()) == []


def test_a_read_only_parent_of_out_for_a_user(mini: Path, tmp_path: Path) -> None:
    if os.geteuid() == 0:
        pytest.skip("root writes through mode bits: the tmpfs test covers it")
    parent = tmp_path / "locked"
    parent.mkdir()
    parent.chmod(0o555)
    try:
        done = run_cli("--catalog", str(mini), "site", "build", "--out", str(parent / "site"), "--jobs", "1")
        _one_clear_line(done, "Permission denied")
    finally:
        parent.chmod(0o755)


def test_a_full_disk(mini: Path, tmpfs: Callable[[str], Path]) -> None:
    """Before: 'OSError: [Errno 28] No space left on device' with a traceback."""
    full = tmpfs("size=64k")
    done = run_cli("--catalog", str(mini), "site", "build", "--out", str(full / "site"), "--jobs", "1")
    _one_clear_line(done, "No space left on device")
    assert list(full.iterdir()) == []  # the partial build is removed


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_file_size_limit(mini: Path, tmp_path: Path, jobs: str) -> None:
    """RLIMIT_FSIZE stands in for a full disk anywhere: writes past it fail with EFBIG, in workers too."""
    catalog = generated_catalog(tmp_path / "big", 80) if jobs == "2" else mini

    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_FSIZE, (16 * 1024, 16 * 1024))

    done = run_cli(
        "--catalog", str(catalog), "site", "build", "--out", str(tmp_path / "site"), "-j", jobs, preexec_fn=limit
    )
    _one_clear_line(done, "File too large")
    assert not (tmp_path / "site").exists() and leftovers(tmp_path) == []


@pytest.fixture
def served(mini: Path, tmp_path: Path) -> Iterator[str]:
    site = tmp_path / "site"
    build_site(load_catalog(mini, use_cache=False), site, jobs=1)
    server = LoopbackServer(site, 0)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.port}"
    server.shutdown()
    server.server_close()
    thread.join(timeout=10)


def _status(url: str) -> int:
    try:
        with urllib.request.urlopen(url, timeout=5) as response:
            return int(response.status)
    except urllib.error.HTTPError as exc:
        return int(exc.code)


@pytest.mark.parametrize("path", ["/%00", "/errors/%00/index.html", "/index.html%00.png", "/%ff%fe", "/%c0%af"])
def test_serve_answers_hostile_paths_without_a_traceback(
    served: str, path: str, capfd: pytest.CaptureFixture[str]
) -> None:
    """Before: '/%00' printed a ValueError traceback (embedded null byte) and closed the connection."""
    assert _status(served + path) in (400, 404)
    assert _status(served + "/index.html") == 200  # still serving
    captured = capfd.readouterr()
    assert "Traceback" not in captured.err and "Exception" not in captured.err


# --- item 12: a build killed mid-way leaves no worker and, by the next build, no staging folder ---------------


def _children(pid: int) -> list[int]:
    kids = []
    for proc in Path("/proc").iterdir():
        if proc.name.isdigit():
            try:
                fields = (proc / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == pid:
                kids.append(int(proc.name))
    return kids


def _running(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


@pytest.fixture(scope="module")
def big_catalog(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Large enough that a two-process build takes a few seconds: time to kill it mid-way."""
    return generated_catalog(tmp_path_factory.mktemp("big") / "catalog", 1500)


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads /proc to find the workers")
@pytest.mark.parametrize("how", [signal.SIGKILL, signal.SIGTERM])
def test_a_build_killed_mid_way_leaves_no_worker_behind(
    big_catalog: Path, mini: Path, tmp_path: Path, how: int
) -> None:
    """Before: SIGKILL or SIGTERM left the pool workers running (ppid 1, a catalog's worth of memory each)."""
    out = tmp_path / "site"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    command = [sys.executable, "-m", "errors", "--catalog", str(big_catalog), "site", "build", "--out", str(out)]
    # A file, not a pipe: an orphaned worker would hold a pipe open and hang the read.
    log = open(tmp_path / "stderr.txt", "wb")
    build = subprocess.Popen([*command, "-j", "2"], env=env, stdout=subprocess.DEVNULL, stderr=log)
    workers: list[int] = []
    try:
        deadline = time.monotonic() + 120
        while len(workers) < 2 and build.poll() is None and time.monotonic() < deadline:
            workers = _children(build.pid)
            time.sleep(0.05)
        assert len(workers) == 2, "the build never started its pool"
        time.sleep(0.3)  # mid-way: the workers are rendering
        assert build.poll() is None, "the build ended before it could be killed; make the catalog larger"
        build.send_signal(how)
        build.wait(timeout=60)
    finally:
        if build.poll() is None:
            build.kill()
            build.wait()
        log.close()
    stderr = (tmp_path / "stderr.txt").read_bytes()
    deadline = time.monotonic() + 10
    while any(_running(w) for w in workers) and time.monotonic() < deadline:
        time.sleep(0.1)
    alive = [w for w in workers if _running(w)]
    for pid in alive:  # the test's own leftovers: never leave them running
        os.kill(pid, signal.SIGKILL)
    assert not alive, f"workers {alive} outlived the build"
    assert b"Traceback" not in stderr
    if how == signal.SIGTERM:
        assert build.returncode == 128 + signal.SIGTERM and b"interrupted" in stderr
        assert leftovers(tmp_path) == []  # removed by the build itself
    else:
        assert build.returncode == -signal.SIGKILL
        assert leftovers(tmp_path)  # SIGKILL gives no chance to clean up...
    assert not out.exists()
    done = run_cli("--catalog", str(mini), "site", "build", "--out", str(out), "--jobs", "1")
    assert done.returncode == 0, done.stderr
    assert leftovers(tmp_path) == []  # ...so the next build removes what the killed one left


# --- issue 20: a build never deletes what it did not write ------------------------------------------------------


def _files(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def test_a_catalog_kept_inside_an_earlier_output_is_not_deleted(mini: Path, tmp_path: Path) -> None:
    """Before: `--catalog site/mycat site build --out site` replaced site and its catalog with it (369 entries ->
    0), exit 0."""
    out = tmp_path / "site"
    assert invoke(mini, "build", "--out", str(out), "--jobs", "1")[0] == 0
    kept = out / "mycat"
    shutil.copytree(mini, kept)
    before = _files(kept)
    code, output = invoke(kept, "build", "--out", str(out), "--jobs", "1")
    assert code == 2 and "the catalog" in output and "is inside it" in output, output
    assert _files(kept) == before
    from errors.site import OutputError

    with pytest.raises(OutputError, match="is inside it"):  # the API refuses it too
        build_site(load_catalog(kept, use_cache=False), out, jobs=1)
    assert _files(kept) == before and leftovers(tmp_path) == []


def test_a_checkout_kept_inside_an_earlier_output_is_not_deleted(mini: Path, tmp_path: Path) -> None:
    """Before: `--out site2 --source-root site2/checkout` deleted checkout/IMPORTANT.txt."""
    out = tmp_path / "site2"
    assert invoke(mini, "build", "--out", str(out), "--jobs", "1")[0] == 0
    checkout = out / "checkout"
    checkout.mkdir()
    (checkout / "IMPORTANT.txt").write_text("not a page")
    code, output = invoke(mini, "build", "--out", str(out), "--source-root", str(checkout), "--jobs", "1")
    assert code == 2 and "the upstream checkout" in output and "is inside it" in output, output
    assert (checkout / "IMPORTANT.txt").read_text() == "not a page"


def _plant(out: Path, what: str) -> Path:
    if what == "file":
        (out / "notes.txt").write_text("mine")
        return out / "notes.txt"
    if what == "file-in-a-page-folder":
        (out / "errors" / "no-env" / "draft.md").write_text("mine")
        return out / "errors" / "no-env" / "draft.md"
    if what == "folder":
        (out / "errors" / "mine").mkdir()
        return out / "errors" / "mine"
    (out / "linked").symlink_to(out.parent)  # a link: removing it would be harmless, but it is not ours either
    return out / "linked"


@pytest.mark.parametrize("what", ["file", "file-in-a-page-folder", "folder", "link"])
def test_what_was_added_to_an_output_later_is_not_deleted(mini: Path, tmp_path: Path, what: str) -> None:
    out = tmp_path / "site"
    build_site(load_catalog(mini, use_cache=False), out, jobs=1)
    planted = _plant(out, what)
    before = _files(out)
    done = run_cli("--catalog", str(mini), "site", "build", "--out", str(out), "--jobs", "1")
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert f"it holds {planted.relative_to(out)}, which no build wrote" in done.stderr, done.stderr
    assert planted.is_symlink() or planted.exists()
    assert _files(out) == before and leftovers(tmp_path) == []  # the previous site, whole


def test_an_output_whose_marker_lists_nothing_is_refused(mini: Path, tmp_path: Path) -> None:
    """An older build's marker (one line of text) or a forged one cannot vouch for a folder's files."""
    from errors.site import OutputError
    from errors.site.writer import MARKER

    out = tmp_path / "site"
    out.mkdir()
    (out / "thesis.tex").write_text("years of work")
    for marker in ("Built by `sandbox-errors site build`; the next build replaces this folder.\n", "[" * 100_000):
        (out / MARKER).write_text(marker)
        with pytest.raises(OutputError, match="marker does not list"):
            build_site(load_catalog(mini, use_cache=False), out, jobs=1)
    assert (out / "thesis.tex").read_text() == "years of work"


def test_a_folder_that_looks_like_a_leftover_is_not_removed(mini: Path, tmp_path: Path) -> None:
    """Leftovers of a killed build are removed only when they carry a build's marker."""
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    lookalike = tmp_path / f".site.build-{dead.pid}-mine"
    lookalike.mkdir()
    (lookalike / "keep.txt").write_text("mine")
    build_site(load_catalog(mini, use_cache=False), tmp_path / "site", jobs=1)
    assert (lookalike / "keep.txt").read_text() == "mine"


# --- issue 20: the preview serves only what the build wrote, only to requests addressed to it ---------------------


def _get(url: str, host: str | None = None) -> tuple[int, bytes]:
    request = urllib.request.Request(url, headers={"Host": host} if host else {})
    try:
        with urllib.request.urlopen(request, timeout=5) as response:
            return int(response.status), response.read()
    except urllib.error.HTTPError as exc:
        return int(exc.code), exc.read()


def test_serve_does_not_follow_links_planted_in_its_output(served: str, tmp_path: Path) -> None:
    """Before: a link planted in the output served any file the user can read (/etc/passwd, ~/.ssh)."""
    site = tmp_path / "site"
    secret = tmp_path / "secret.txt"
    secret.write_text("PRIVATE-KEY-MATERIAL")
    (site / "leak.txt").symlink_to(secret)
    (site / "errors" / "outside").symlink_to(tmp_path, target_is_directory=True)
    (site / "assets" / "index.html").symlink_to(secret)  # a folder's index
    os.mkfifo(site / "pipe.html")  # a FIFO would block the handler thread
    started = time.monotonic()
    for path in ("/leak.txt", "/errors/outside/secret.txt", "/assets/", "/pipe.html"):
        status, body = _get(served + path)
        assert status == 404 and b"PRIVATE-KEY-MATERIAL" not in body, path
    assert time.monotonic() - started < 10
    assert _get(served + "/index.html")[0] == 200


def test_serve_answers_only_requests_addressed_to_it(served: str) -> None:
    """Before: any Host was answered, so a web page could read the preview through DNS rebinding."""
    port = served.rsplit(":", 1)[1]
    for host in (f"127.0.0.1:{port}", f"localhost:{port}", f"LOCALHOST:{port}"):
        assert _get(served + "/index.html", host)[0] == 200, host
    for host in (f"evil.example:{port}", "evil.example", f"127.0.0.1.evil.example:{port}", "localhost:1"):
        status, body = _get(served + "/index.html", host)
        assert status == 421 and b"Misdirected" in body, host


def test_a_hostile_checkout_for_excerpts_is_read_in_bounded_time(mini: Path, tmp_path: Path) -> None:
    """--source-root reads the checkout through the bounded reader: a FIFO, a link to /dev/zero and a 6 GB
    sparse file give no excerpt (they hung the build, or filled memory), and the build still succeeds."""
    checkout = tmp_path / "checkout"
    (checkout / "src").mkdir(parents=True)
    env, exec_ = checkout / "src" / "env.ts", checkout / "src" / "exec.ts"
    out = tmp_path / "site"

    def build() -> tuple[str, str]:
        done = run_cli("--catalog", str(mini), "site", "build", "--out", str(out), "--source-root", str(checkout))
        assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
        pages = (out / "errors" / name / "index.html" for name in ("no-env", "no-exec"))
        return tuple(page.read_text(encoding="utf-8") for page in pages)  # type: ignore[return-value]

    os.mkfifo(env)
    with open(exec_, "wb") as fh:
        fh.truncate(6 * 2**30)
    assert not any("excerpt-lines" in page for page in build())
    exec_.unlink()
    exec_.symlink_to("/dev/zero")
    env.unlink()
    env.write_text("".join(f"const line{i} = {i};\n" for i in range(1, 40)))  # the control: a real file is read
    with_env, with_exec = build()
    assert "excerpt-lines" in with_env and "excerpt-lines" not in with_exec
