"""The site builder: every entry has a page and its JSON, links resolve, text is escaped, builds are atomic."""

from __future__ import annotations

import dataclasses
import hashlib
import json
import re
import shutil
import subprocess
import threading
from pathlib import Path
from typing import Any

import pytest
from linkcheck import check_site, is_external, parse
from markupsafe import escape
from site_factory import COMMIT, MINI, XSS, entry, generated_catalog, shipped_catalog_or_skip, write_catalog
from versioned_catalog import NEWER, OLDER, OTHER_COMMIT, write_versioned_catalog

from errors._fields import entry_json_schema
from errors.catalog import Catalog, load_catalog
from errors.search import search_index
from errors.site import OutputError, build_site, default_base_url, site_source_dir
from errors.site import build as build_module
from errors.site.build import HOME_CARD_ENTRIES, BuildResult
from errors.site.data import search_documents_of
from errors.site.inline import csp_hash
from errors.site.model import capability_groups, package_slugs
from errors.site.version_facts import version_facts
from errors.site.writer import MARKER
from errors.versions import said_by


def tree(root: Path) -> dict[str, str]:
    """Relative path -> SHA-256 of every file: compares whole sites."""
    files = sorted(p for p in root.rglob("*") if p.is_file())
    return {str(p.relative_to(root)): hashlib.sha256(p.read_bytes()).hexdigest() for p in files}


def leftovers(out: Path) -> list[str]:
    return sorted(p.name for p in out.parent.iterdir() if p.name.startswith(f".{out.name}."))


def assert_complete(catalog: Catalog, site: Path) -> None:
    """A page and a JSON record (equal to ``catalog.record``) for every entry, and the collections."""
    for e in catalog.entries:
        page = site / "errors" / e.id / "index.html"
        assert page.is_file(), f"no page for {e.id}"
        assert json.loads((site / "api" / "errors" / f"{e.id}.json").read_text(encoding="utf-8")) == catalog.record(e)
    everything = json.loads((site / "api" / "errors.json").read_text(encoding="utf-8"))
    assert everything == [catalog.record(e) for e in catalog.entries]
    schema = json.loads((site / "schema" / "entry.json").read_text(encoding="utf-8"))
    assert schema == {**entry_json_schema(), "$id": schema["$id"]}
    assert schema["$id"].endswith("/schema/entry.json")
    facts = json.loads((site / "api" / "catalog.json").read_text(encoding="utf-8"))
    assert facts["version"] == catalog.version and facts["entries"] == len(catalog.entries)
    for cap in catalog.capabilities:
        assert (site / "capabilities" / cap.key / "index.html").is_file()
    for name in ("index.html", "404.html", "errors/index.html", "packages/index.html", "search/index.html",
                 "api/index.html", "sitemap.xml", "robots.txt", "assets/search-index.js", "assets/matchers.js"):
        assert (site / name).is_file(), name


def test_every_entry_has_a_page_and_its_record(site_catalog: Catalog, built_site: Path) -> None:
    assert_complete(site_catalog, built_site)


def test_no_broken_internal_link(built_site: Path) -> None:
    broken, checked = check_site(built_site)
    assert not broken, "\n".join(broken)
    assert checked > 100


def test_pages_load_nothing_from_other_hosts(built_site: Path) -> None:
    for page in built_site.rglob("*.html"):
        for tag, attribute, value in parse(page).links:
            if tag in ("script", "link:stylesheet", "link:icon", "img", "iframe", "source", "form", "link:preload"):
                # a data: URI (the inline icon) is part of the page, not another host
                external = is_external(value) and not value.startswith("data:image/svg+xml,")
                assert not external, f"{page}: <{tag} {attribute}={value}> loads from another host"
    for asset in (built_site / "assets").iterdir():
        if asset.suffix == ".css":
            assert not re.search(r"url\(\s*['\"]?(https?:)?//", asset.read_text()), asset
            assert "@import" not in asset.read_text()
        if asset.name in ("site.js", "search.js", "diagnose.js", "matcher.js", "diagnose-worker.js"):
            text = asset.read_text()
            assert not re.search(r"https?://", text), f"{asset} names another host"
            assert "fetch(" not in text and "XMLHttpRequest" not in text


def test_catalog_text_is_escaped_everywhere(site_catalog: Catalog, built_site: Path) -> None:
    page = (built_site / "errors" / "markup-everywhere" / "index.html").read_text(encoding="utf-8")
    for raw in ("<script>alert", "<img src=x", "<iframe", "<b>in</b>", "<em>it</em>", 'href="javascript:'):
        assert raw not in page
    assert "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;" in page  # the message, shown as text
    assert "Markup &lt;b&gt;in&lt;/b&gt; the title" in page
    assert '<a href="https://example.test/">a good one</a>' in page  # markdown still works
    # every page that lists it escapes it too
    for listing in built_site.rglob("*.html"):
        assert "<script>alert" not in listing.read_text(encoding="utf-8"), listing
    # ... while the JSON keeps the exact text
    record = json.loads((built_site / "api" / "errors" / "markup-everywhere.json").read_text(encoding="utf-8"))
    assert XSS in record["message"]
    # scripts are only ever files of the site: no inline script for markup to break out of, except the 404
    # page's own, which is the template's fixed code, allowed by its hash
    notfound_js = (site_source_dir() / "templates" / "notfound.js").read_text(encoding="utf-8")
    for html in built_site.rglob("*.html"):
        text = html.read_text(encoding="utf-8")
        if html.name == "404.html":
            inline = re.findall(r"<script(?![^>]*\bsrc=)[^>]*>(.*?)</script>", text, re.S)
            assert inline == [notfound_js]
            assert f"'{csp_hash(notfound_js)}'" in text
            text = text.replace(notfound_js, "")
        assert not re.search(r"<script(?![^>]*\bsrc=)[^>]*>[^<]", text), html


def test_retired_entry_keeps_a_page_that_links_its_successor(built_site: Path) -> None:
    page = (built_site / "errors" / "old-no-exec" / "index.html").read_text(encoding="utf-8")
    assert "This error is retired." in page
    assert 'href="../../errors/no-exec/index.html"' in page
    successor = (built_site / "errors" / "no-exec" / "index.html").read_text(encoding="utf-8")
    assert 'href="../../errors/old-no-exec/index.html"' in successor  # "Replaces old-no-exec"


def test_entry_page_content(site_catalog: Catalog, built_site: Path) -> None:
    page = (built_site / "errors" / "no-exec" / "index.html").read_text(encoding="utf-8")
    # the message with its placeholders marked
    assert '<span class="ph" data-param="sandbox_id"' in page and "${sandbox.id}</span>" in page
    # numbered fixes, before/after highlighted, with copy targets
    assert re.findall(r'<li id="(fix-[a-z0-9-]+)">', page) == ["fix-add-executecommand", "fix-use-another-provider"]
    assert 'data-copy="Copy the fixed code"' in page
    assert '<span class="ow">new</span> <span class="nx">Sandbox</span>' in page  # Pygments ran
    # the pinned source, linked to the line at the commit
    assert f"https://github.com/example/upstream/blob/{COMMIT}/src/exec.ts#L10" in page
    # related, JSON and issue links
    assert 'href="../../errors/no-env/index.html"' in page
    assert 'href="../../api/errors/no-exec.json"' in page
    assert "https://example.test/issues/new?title=%5Bno-exec%5D" in page and "error=no-exec" in page
    # the exception to catch
    assert "errors.NoExec" in page and "errors.ExecuteCommandError" in page
    # canonical and OpenGraph from the catalog's docs URL
    docs = site_catalog.docs_url("no-exec")
    assert f'<link rel="canonical" href="{docs}">' in page
    assert f'<meta property="og:url" content="{docs}">' in page
    # titled by the message, as a reader searching the web for it types it (issue 26)
    title = escape("Sandbox '…' cannot run …: no executeCommand")
    assert f'<meta property="og:title" content="{title}">' in page
    assert f"<title>{title} · {escape(site_catalog.title)}</title>" in page
    # landmarks and labels
    for needle in ("<main", "<header", "<footer", '<nav class="site-nav" aria-label="Main">', 'lang="en"',
                   '<label class="visually-hidden" for="site-search">', 'name="viewport"'):
        assert needle in page


def test_browsing_pages(site_catalog: Catalog, built_site: Path) -> None:
    index = (built_site / "index.html").read_text(encoding="utf-8")
    for cap in site_catalog.capabilities:
        assert f'href="capabilities/{cap.key}/index.html"' in index
    for group in capability_groups(site_catalog):
        shown = [e for e in group.entries if f'href="errors/{e.id}/index.html"' in index]
        assert len(shown) == min(len(group.entries), HOME_CARD_ENTRIES)
        if len(group.entries) > HOME_CARD_ENTRIES:
            assert f"All {len(group.entries)} " in index
    packages = (built_site / "packages" / "index.html").read_text(encoding="utf-8")
    assert "@example/core" in packages and "@example/e2b" in packages
    cap = (built_site / "capabilities" / "setEnv" / "index.html").read_text(encoding="utf-8")
    assert "multi-line" in cap and "no-exec" not in cap
    notfound = (built_site / "404.html").read_text(encoding="utf-8")
    assert 'data-base-path="/1.0/"' in notfound


def test_sitemap_and_base_url(site_catalog: Catalog, built_site: Path, tmp_path: Path) -> None:
    base = default_base_url(site_catalog)
    assert base == "https://example.test/1.0/"
    sitemap = (built_site / "sitemap.xml").read_text(encoding="utf-8")
    for e in site_catalog.entries:
        assert f"<loc>{site_catalog.docs_url(e.id)}</loc>" in sitemap
    assert f"<loc>{base}</loc>" in sitemap and "search/" not in sitemap and "404" not in sitemap
    assert f"Sitemap: {base}sitemap.xml" in (built_site / "robots.txt").read_text()

    out = tmp_path / "site"
    build_site(site_catalog, out, base_url="https://docs.example.org/errors")
    page = (out / "errors" / "no-env" / "index.html").read_text(encoding="utf-8")
    assert '<link rel="canonical" href="https://docs.example.org/errors/errors/no-env/">' in page
    assert "<loc>https://docs.example.org/errors/errors/no-env/</loc>" in (out / "sitemap.xml").read_text()
    assert 'data-base-path="/errors/"' in (out / "404.html").read_text(encoding="utf-8")
    with pytest.raises(ValueError):
        build_site(site_catalog, out, base_url="docs.example.org")


def test_search_index_and_matchers(site_catalog: Catalog, built_site: Path) -> None:
    def data(name: str, var: str) -> Any:
        text = (built_site / "assets" / name).read_text(encoding="ascii")
        line = next(line for line in text.splitlines() if line.startswith((f"window.{var} = ", f"self.{var} = ")))
        assert line.endswith(";")
        return json.loads(line.split(" = ", 1)[1][:-1])

    search = data("search-index.js", "SE_SEARCH")
    # errors.search's own index and rules, exported whole: the page ranks with what the CLI and MCP rank with
    assert search["index"] == search_index(site_catalog).to_data()
    # each result in the index's order: its id the index's, its capability a number into the list beside
    assert all("id" not in d and isinstance(d["c"], int) for d in search["docs"])
    documents = search_documents_of(search)
    docs = {d["id"]: d for d in documents}
    assert docs["no-exec"]["c"] in {c.title for c in site_catalog.capabilities}
    assert set(docs) == {e.id for e in site_catalog.entries}
    assert docs["no-exec"]["m"] == "Sandbox '${sandbox.id}' cannot run ${what}: no executeCommand"
    assert "process manager" in str(docs["no-exec"]["x"])  # prose, as plain text
    # The matcher reads the folded first line of each template (errors.match), as the browser's port does.
    # Each template names its entry by its place in SE_MATCHING's entries; the message itself is the variant
    # with neither another release's wording ("wd") nor a dropped log prefix ("dp").
    entries = data("matchers.js", "SE_MATCHING")["entries"]
    matchers = {
        entries[m["e"]]["id"]: m for m in data("matchers.js", "SE_MATCHERS") if "wd" not in m and "dp" not in m
    }
    assert set(matchers) == {e.id for e in site_catalog.entries if not e.retired}
    assert matchers["no-exec"]["re"] == "^sandbox '(?<sandbox_id>.*?)' cannot run (?<what>.*?): no executecommand$"
    parts = ["sandbox '", ["sandbox_id"], "' cannot run ", ["what"], ": no executecommand"]
    assert matchers["no-exec"]["parts"] == parts
    assert matchers["multi-line"]["parts"][0] == "failed to install "
    assert all("\n" not in part for part in matchers["multi-line"]["parts"])


def test_rebuild_swaps_in_a_new_site(tmp_path: Path) -> None:
    out = tmp_path / "_site"
    larger = load_catalog(generated_catalog(tmp_path / "eight", 8), use_cache=False)
    build_site(larger, out, jobs=1)
    assert (out / MARKER).is_file()
    # The next build has one entry less: the page the previous build wrote for it goes.
    smaller = load_catalog(generated_catalog(tmp_path / "seven", 7), use_cache=False)
    (gone,) = {e.id for e in larger.entries} - {e.id for e in smaller.entries}
    build_site(smaller, out, jobs=1)
    assert not (out / "errors" / gone).exists() and not (out / "api" / "errors" / f"{gone}.json").exists()
    assert (out / "index.html").is_file()
    assert leftovers(out) == []


def test_a_failed_build_leaves_the_previous_site_untouched(mini: Path, tmp_path: Path) -> None:
    out = tmp_path / "_site"
    catalog = load_catalog(mini)
    build_site(catalog, out)
    before = tree(out)
    broken = tmp_path / "broken-site"
    shutil.copytree(site_source_dir(), broken)
    entry_template = broken / "templates" / "entry.html"
    text = entry_template.read_text().replace("{% block main %}", "{% block main %}{{ no_such_variable.attribute }}")
    entry_template.write_text(text)
    with pytest.raises(Exception, match="no_such_variable"):
        build_site(catalog, out, site_dir=broken)
    assert tree(out) == before
    assert leftovers(out) == []


def test_a_failed_first_build_leaves_nothing(mini: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    out = tmp_path / "_site"

    def explode(*args: object, **kwargs: object) -> str:
        raise RuntimeError("disk full")

    monkeypatch.setattr(build_module, "sitemap_xml", explode)
    with pytest.raises(RuntimeError, match="disk full"):
        build_site(load_catalog(mini), out)
    assert not out.exists() and leftovers(out) == []


def test_refuses_to_replace_a_folder_it_did_not_build(mini: Path, tmp_path: Path) -> None:
    out = tmp_path / "precious"
    out.mkdir()
    (out / "thesis.tex").write_text("years of work")
    with pytest.raises(OutputError, match="not built by sandbox-errors"):
        build_site(load_catalog(mini), out)
    assert (out / "thesis.tex").read_text() == "years of work"
    assert leftovers(out) == []
    empty = tmp_path / "empty"
    empty.mkdir()
    build_site(load_catalog(mini), empty)  # an empty folder is fine
    assert (empty / "index.html").is_file()


def test_parallel_build_equals_serial_build(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    catalog = load_catalog(generated_catalog(tmp_path / "catalog", 60), use_cache=False)
    monkeypatch.setattr(build_module, "PARALLEL_THRESHOLD", 10)
    serial = build_site(catalog, tmp_path / "serial", jobs=1)
    parallel = build_site(catalog, tmp_path / "parallel", jobs=2)
    assert (serial.processes, parallel.processes) == (1, 2)
    assert tree(tmp_path / "serial") == tree(tmp_path / "parallel")
    assert_complete(catalog, tmp_path / "parallel")
    broken, _ = check_site((tmp_path / "parallel").resolve())
    assert not broken, "\n".join(broken[:20])


def test_parallel_build_with_threads_running_uses_spawn(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Under ``site serve`` a server thread runs, and forking a threaded process is unsafe: spawn instead."""
    catalog = load_catalog(generated_catalog(tmp_path / "catalog", 12), use_cache=False)
    monkeypatch.setattr(build_module, "PARALLEL_THRESHOLD", 4)
    methods: list[str] = []
    real = build_module.multiprocessing.get_context

    def spy(method: str | None = None) -> object:
        methods.append(str(method))
        return real(method)

    monkeypatch.setattr(build_module.multiprocessing, "get_context", spy)
    stop = threading.Event()
    thread = threading.Thread(target=stop.wait, daemon=True)
    thread.start()
    try:
        result = build_site(catalog, tmp_path / "site", jobs=2)
    finally:
        stop.set()
    assert methods == ["spawn"] and result.processes == 2
    assert_complete(catalog, tmp_path / "site")


def _git(cwd: Path, *args: str) -> str:
    env = {"GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.test", "GIT_COMMITTER_NAME": "t",
           "GIT_COMMITTER_EMAIL": "t@example.test", "HOME": str(cwd), "GIT_CONFIG_NOSYSTEM": "1"}
    return subprocess.run(["git", *args], cwd=cwd, env=env, check=True, capture_output=True, text=True).stdout.strip()


@pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")
def test_source_excerpt_at_the_pinned_commit(tmp_path: Path) -> None:
    upstream = tmp_path / "upstream"
    (upstream / "src").mkdir(parents=True)
    lines = [f"const line{i} = {i};" for i in range(1, 30)]
    lines[14] = "throw new Error(`Sandbox '${sandbox.id}' is <broken>`);"
    (upstream / "src" / "a.ts").write_text("\n".join(lines) + "\n")
    _git(upstream, "init", "-q")
    _git(upstream, "add", ".")
    _git(upstream, "commit", "-q", "-m", "pin")
    pinned = _git(upstream, "rev-parse", "HEAD")
    # the working tree moves on after the pin: the excerpt must come from the commit
    (upstream / "src" / "a.ts").write_text("moved\n" * 40)
    source = {"repo": "example/upstream", "commit": pinned, "path": "src/a.ts", "line": 15, "function": "run"}
    missing = {**source, "path": "src/missing.ts"}
    escape = {**source, "commit": COMMIT, "path": "../outside.ts"}
    (tmp_path / "outside.ts").write_text("secret\n" * 20)
    root = write_catalog(tmp_path / "catalog", [
        entry("pinned", sources=[source]),
        entry("nowhere", sources=[missing], message="Nowhere ${x}"),
        entry("escaping", sources=[escape], message="Escaping ${x}"),
        entry("working-tree", sources=[{**source, "commit": COMMIT}], message="Working tree ${x}"),
    ])
    out = tmp_path / "site"
    build_site(load_catalog(root, use_cache=False), out, source_root=upstream)
    page = (out / "errors" / "pinned" / "index.html").read_text(encoding="utf-8")
    assert '<tr class="target"><td class="ln">15</td>' in page
    assert "&lt;broken&gt;" in page and "line14" in page and "moved" not in page
    assert "from the local working tree" not in page
    assert "excerpt-lines" not in (out / "errors" / "nowhere" / "index.html").read_text(encoding="utf-8")
    assert "secret" not in (out / "errors" / "escaping" / "index.html").read_text(encoding="utf-8")
    fallback = (out / "errors" / "working-tree" / "index.html").read_text(encoding="utf-8")
    assert "from the local working tree" in fallback and "moved" in fallback
    # without --source-root there is no excerpt at all
    build_site(load_catalog(root, use_cache=False), out)
    assert "excerpt-lines" not in (out / "errors" / "pinned" / "index.html").read_text(encoding="utf-8")


def test_the_shipped_catalog_builds_completely(shipped_build: tuple[Catalog, Path, BuildResult]) -> None:
    catalog, out, result = shipped_build
    assert result.entries == len(catalog.entries) and result.base_url == default_base_url(catalog)
    assert_complete(catalog, out)
    broken, _ = check_site(out.resolve())
    assert not broken, "\n".join(broken[:20])


def test_mini_fixture_builds_completely(tmp_path: Path) -> None:
    catalog = load_catalog(MINI, use_cache=False)
    build_site(catalog, tmp_path / "_site")
    assert_complete(catalog, tmp_path / "_site")


def test_schema_id_and_robots_name_where_the_site_is_published(site_catalog: Catalog, tmp_path: Path) -> None:
    out = tmp_path / "site"
    build_site(site_catalog, out, base_url="https://docs.example.test/errors/v3")
    schema = json.loads((out / "schema" / "entry.json").read_text())
    assert schema["$id"] == "https://docs.example.test/errors/v3/schema/entry.json"
    robots = (out / "robots.txt").read_text()
    assert "Allow: /errors/v3/\n" in robots
    assert "Sitemap: https://docs.example.test/errors/v3/sitemap.xml\n" in robots


def test_edit_this_entry_links_to_the_yaml_in_the_issue_urls_repository(site_catalog: Catalog, tmp_path: Path) -> None:
    catalog = dataclasses.replace(site_catalog, issue_url="https://github.com/owner/kb/issues/new")
    out = tmp_path / "site"
    build_site(catalog, out)
    html = (out / "errors" / "no-exec" / "index.html").read_text()
    yaml_url = "https://github.com/owner/kb/blob/main/catalog/errors/no-exec.yaml"
    assert f'href="{yaml_url}" rel="noopener">Edit this entry' in html


def test_weight_of_the_shipped_site(shipped: tuple[Catalog, Path]) -> None:
    """Entry pages under 60 KB; the search index loaded only by the search page, and small enough to load whole."""
    _, out = shipped
    heavy = {p.parent.name: p.stat().st_size for p in (out / "errors").glob("*/index.html")
             if p.stat().st_size >= 60_000}
    assert heavy == {}
    loaders = sorted(str(p.relative_to(out)) for p in out.rglob("*.html") if "search-index.js" in p.read_text())
    assert loaders == ["search/index.html"]
    assert (out / "assets" / "search-index.js").stat().st_size < 500_000


# --- versions on entry pages, and a page per package ---------------------------------------------------------


@pytest.fixture(scope="module")
def versioned(tmp_path_factory: pytest.TempPathFactory) -> tuple[Catalog, Path]:
    catalog = load_catalog(write_versioned_catalog(tmp_path_factory.mktemp("versioned") / "catalog"), use_cache=False)
    out = tmp_path_factory.mktemp("versioned-site") / "_site"
    build_site(catalog, out)
    return catalog, out.resolve()


@pytest.fixture(scope="module")
def shipped_build(tmp_path_factory: pytest.TempPathFactory) -> tuple[Catalog, Path, BuildResult]:
    """The shipped catalog's site, built once for the module's tests (they only read it)."""
    catalog = shipped_catalog_or_skip()
    out = tmp_path_factory.mktemp("shipped-site") / "_site"
    result = build_site(catalog, out)
    return catalog, out.resolve(), result


@pytest.fixture(scope="module")
def shipped(shipped_build: tuple[Catalog, Path, BuildResult]) -> tuple[Catalog, Path]:
    catalog, out, _ = shipped_build
    return catalog, out


def _text(html: str, tag: str = " ") -> str:
    """Text as read: tags replaced by ``tag`` (inline markup joins its neighbours with ``tag=""``)."""
    return " ".join(re.sub(r"<[^>]+>", tag, html).replace("&#39;", "'").split())


def _dd(page: str, cls: str) -> str:
    """The text of the facts row ``<dd class=cls>`` of an entry page ('' when there is none)."""
    found = re.search(rf'<(dd|span) class="{cls}">(.*?)</\1>', page, re.S)
    return _text(found.group(2), "") if found else ""


def _row(page: str, term: str) -> str:
    """The text of the facts row ``<dt>term</dt>`` ('' when there is none)."""
    found = re.search(rf"<dt>{term}</dt><dd[^>]*>(.*?)</dd>", page, re.S)
    return _text(found.group(1), "") if found else ""


def _entry_page(site: Path, entry_id: str) -> str:
    return (site / "errors" / entry_id / "index.html").read_text(encoding="utf-8")


@pytest.mark.parametrize("which", ["versioned", "shipped"])
def test_every_entry_page_says_what_it_is_checked_against(which: str, request: pytest.FixtureRequest) -> None:
    """A published entry names its pinned release, with the release range when history has one; any other
    entry the repository and commit it was read at. Before, 110 of the 224 shipped entries showed no version."""
    catalog, site = request.getfixturevalue(which)
    for e in catalog.entries:
        page = _entry_page(site, e.id)
        checked, thrown = _dd(page, "checked-against"), _dd(page, "thrown-by")
        assert e.package in thrown, e.id
        releases = [s.release for s in e.sources if s.release]
        commits = [s.commit for s in e.sources if s.commit]
        for release in releases:
            name, _, version = release.rpartition("@")
            assert f"{name} {version}, the pinned release" in checked, (e.id, checked)
        for commit in commits:
            assert commit[:12] in checked and " at commit" in checked, (e.id, checked)
        assert releases or commits, e.id
        h = e.history
        if h is not None and h.first is not None and len(h.checked) > 1:
            span = h.first if h.first == h.last else f"{h.first} – {h.last}"
            assert f"{e.package} {span}." in thrown, (e.id, thrown)
            assert f"Of the {len(h.checked)} releases checked ({h.checked[0]} to {h.checked[-1]})," in thrown
        # Whether the entry is published is its own sources' (version_facts: a pin without a commit), not its
        # package's: an entry of a pinned package may be read only at a commit (code newer than the pinned
        # release, as docker-template-build-failed's template.ts).
        elif releases and h is None:
            assert "not recorded" in thrown, (e.id, thrown)
        elif h is None:
            assert "no release range" in thrown, (e.id, thrown)
        # the JSON record carries the same facts: the history, and each source's release or commit
        record = json.loads((site / "api" / "errors" / f"{e.id}.json").read_text(encoding="utf-8"))
        assert record["history"] == catalog.record(e)["history"]
        assert (record["history"] is not None) == (h is not None)
        assert [s["release"] or s["commit"] for s in record["sources"]] == [s.release or s.commit for s in e.sources]


def test_entry_page_shows_range_gaps_changes_and_other_wordings(versioned: tuple[Catalog, Path]) -> None:
    _, site = versioned
    page = _entry_page(site, "kit-gone")
    thrown = "@example/core 1.0.0 – 1.3.0. Of the 6 releases checked (1.0.0 to 1.3.0), 5 throw it"
    assert _dd(page, "thrown-by") == thrown
    assert _row(page, "Not thrown by") == "1.1.0: read between the first and last, it does not throw it"
    assert _row(page, "Wording changed") == "in 1.2.0, 1.3.0"
    # each other wording as that release wrote it, with its range, placeholders marked as in the message
    wordings = _dd(page, "wordings")
    assert wordings == f"Older: @example/core 1.0.0–1.0.5 {OLDER} Newer: @example/core 1.3.0 {NEWER}"
    assert "<code>Kit box &#39;<span class=\"ph\">${sandbox.id}</span>&#39; went away</code>" in page
    # a wording's block is not the message block: the copy button and "Your error" keep to the current one
    assert page.count('<pre class="message" data-copy=') == 1
    assert 'href="#facts">' not in page.split('class="entry-facts"')[1].split("</p>")[0]  # first to last read
    old = _entry_page(site, "kit-old")
    assert _row(old, "No longer thrown") == "from 1.2.0 on (last thrown by 1.1.0)"
    assert '<a class="chip" href="#facts">up to 1.1.0</a>' in old
    assert '<a class="chip" href="#facts">since 1.2.0</a>' in _entry_page(site, "kit-new")
    unseen = _dd(_entry_page(site, "kit-unseen"), "thrown-by")
    assert "none of the 6 releases checked (1.0.0 to 1.3.0) throws it" in unseen
    assert "not recorded yet" in _dd(_entry_page(site, "kit-unrecorded"), "thrown-by")
    two = _dd(_entry_page(site, "box-two-commits"), "checked-against")
    assert two == f"example/upstream at commits {COMMIT[:12]}, {OTHER_COMMIT[:12]}"
    sdk = _entry_page(site, "sdk-answer")
    assert f'href="https://github.com/other/sdk/tree/{OTHER_COMMIT}"' in sdk
    assert "no release range" in _dd(sdk, "thrown-by") and "'" not in _dd(sdk, "thrown-by").split(":")[0]


def test_shipped_entry_with_an_older_wording_shows_it(shipped: tuple[Catalog, Path]) -> None:
    catalog, site = shipped
    with_wordings = [e for e in catalog.entries if e.wordings]
    assert with_wordings, "history.yaml records no other wording"
    for e in with_wordings:
        wordings = _dd(_entry_page(site, e.id), "wordings")
        for w in e.wordings:
            label = "Newer" if w.newer else "Older" if w.released else "Unreleased"
            assert f"{label}: {w.releases}" in wordings
            assert w.template.shape.split("{")[0] in wordings  # the text before any placeholder, as it reads


def _entry_links(html: str) -> list[str]:
    return re.findall(r'href="(?:\.\./)*errors/([^/"]+)/index\.html"', html)


@pytest.mark.parametrize("which", ["versioned", "shipped"])
def test_a_page_per_package_lists_exactly_its_entries_and_is_linked_both_ways(
    which: str, request: pytest.FixtureRequest
) -> None:
    catalog, site = request.getfixturevalue(which)
    slugs = package_slugs(e.package for e in catalog.entries)
    index = (site / "packages" / "index.html").read_text(encoding="utf-8")
    home = (site / "index.html").read_text(encoding="utf-8")
    sitemap = (site / "sitemap.xml").read_text(encoding="utf-8")
    base = default_base_url(catalog)
    assert len(set(slugs.values())) == len(slugs)
    for name, slug in slugs.items():
        page = (site / "packages" / slug / "index.html").read_text(encoding="utf-8")
        own = sorted(e.id for e in catalog.entries if e.package == name)
        assert sorted(_entry_links(page)) == own, name
        assert f'href="../packages/{slug}/index.html"' in index, name
        assert f'href="packages/{slug}/index.html"' in home.split('id="providers-title"')[1], name
        assert f"<loc>{base}packages/{slug}/</loc>" in sitemap
        assert f'<link rel="canonical" href="{base}packages/{slug}/">' in page
        for entry_id in own:
            assert f'href="../../packages/{slug}/index.html"' in _entry_page(site, entry_id), entry_id
    broken, _ = check_site(site)
    assert not broken, "\n".join(broken[:20])
    heavy = {p.parent.name: p.stat().st_size for p in (site / "errors").glob("*/index.html")
             if p.stat().st_size >= 60_000}
    assert heavy == {}


def test_package_page_groups_by_capability_and_names_its_pin(versioned: tuple[Catalog, Path]) -> None:
    _, site = versioned
    core = (site / "packages" / "example-core" / "index.html").read_text(encoding="utf-8")
    headings = re.findall(r'<h2 id="cap-([^"]+)">', core)
    assert headings == ["executecommand", "setenv", "networking"]  # taxonomy order, one section each
    assert 'href="https://www.npmjs.com/package/@example/core/v/1.2.3"' in core
    assert "6 releases read, 1.0.0 to 1.3.0" in _text(core)
    e2b = _text((site / "packages" / "example-e2b" / "index.html").read_text(encoding="utf-8"), "")
    assert f"example/upstream at commits {COMMIT[:12]}, {OTHER_COMMIT[:12]}" in e2b
    assert "not in a published release" in e2b and "releases read" not in e2b
    # the index: the package with most errors first
    index = (site / "packages" / "index.html").read_text(encoding="utf-8")
    order = re.findall(r'<a href="../packages/([^/]+)/index.html"><code>', index)
    assert order == ["example-core", "example-e2b", "other-sdk"]


def test_package_slugs_are_distinct_when_names_differ_only_in_punctuation() -> None:
    slugs = package_slugs(["@a/b-c", "@a-b/c", "a-b-c", "@mastra/core"])
    assert slugs["@mastra/core"] == "mastra-core"
    assert len(set(slugs.values())) == 4
    assert slugs == package_slugs(reversed(list(slugs)))  # the same names give the same addresses


@pytest.mark.parametrize("which", ["versioned", "shipped"])
def test_the_count_of_releases_that_throw_it_agrees_with_diagnose(which: str, request: pytest.FixtureRequest) -> None:
    """The page counts on the ordered releases read; ``diagnose --project`` asks said_by of each release."""
    catalog, _ = request.getfixturevalue(which)
    for e in catalog.entries:
        read = e.history.checked if e.history else ()
        said = [said_by(e, v) for v in read]
        assert version_facts(e).throwing == sum(1 for x in said if x is not None and x[0] != "none"), e.id


def test_the_home_page_stays_short_at_the_shipped_size(shipped: tuple[Catalog, Path]) -> None:
    """Issue 11: families still read well at ~300 entries; the home page shows a few per capability."""
    catalog, out = shipped
    index = (out / "index.html").read_text(encoding="utf-8")
    for group in capability_groups(catalog):
        shown = [e for e in group.entries if f'href="errors/{e.id}/index.html"' in index]
        assert len(shown) == min(len(group.entries), HOME_CARD_ENTRIES), group.key
        if len(group.entries) > HOME_CARD_ENTRIES:
            title = escape(group.title)
            assert f'>All {len(group.entries)} errors<span class="visually-hidden"> of “{title}”</span></a>' in index
    assert len(index.encode()) < 40_000


def test_the_a_to_z_list_is_grouped_by_letter_with_every_entry_once(shipped: tuple[Catalog, Path]) -> None:
    catalog, out = shipped
    page = (out / "errors" / "index.html").read_text(encoding="utf-8")
    letters = re.findall(r'<h2 id="letter-([A-Za-z]+)">', page)
    assert letters == sorted(letters) and len(letters) > 10
    for letter in letters:
        assert f'href="#letter-{letter}"' in page
    links = re.findall(r'<a href="../errors/([a-z0-9-]+)/index.html">', page)
    assert sorted(links) == sorted(e.id for e in catalog.entries)
