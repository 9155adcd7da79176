"""The site for language models: llms.txt follows the convention, and the Markdown says what the HTML says."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

from errors.catalog import Catalog, load_catalog
from errors.site import build_site

ROOT = Path(__file__).resolve().parents[2]
_FENCE = re.compile(r"^(`{3,})[a-z]*\n(.*?)\n\1$", re.S | re.M)


@pytest.fixture(scope="module")
def real_site(tmp_path_factory: pytest.TempPathFactory) -> tuple[Catalog, Path]:
    catalog = load_catalog(ROOT / "catalog", use_cache=False)
    out = tmp_path_factory.mktemp("llms") / "_site"
    build_site(catalog, out)
    return catalog, out


def test_llms_txt_follows_the_convention_and_every_link_resolves(real_site: tuple[Catalog, Path]) -> None:
    from errors.entry_markdown import inline_code

    catalog, out = real_site
    text = (out / "llms.txt").read_text(encoding="utf-8")
    lines = text.splitlines()
    assert lines[0] == f"# {catalog.title}" and lines[1] == "" and lines[2].startswith("> ")
    assert not any(line.startswith("# ") for line in lines[1:]), "one H1 only"
    # Before the first section: how to use the catalog from an agent.
    usage = text[: text.index("\n## ")]
    assert all(word in usage for word in ("MCP", "sandbox-errors diagnose", "api/errors.json", '"args": ["mcp"]'))
    base = catalog.site_url + catalog.version + "/"
    entry_links = [re.fullmatch(r"- \[(.+)\]\((\S+)\): (.+) \(`([a-z0-9-]+)`\)", line) for line in lines]
    entry_links = [m for m in entry_links if m is not None]
    assert len(entry_links) == len(catalog.entries)
    for link in entry_links:
        title, url, message, entry_id = link.groups()
        entry = catalog.get(entry_id)
        # The note carries the message, so that a model holding a message finds its page.
        assert (title, message) == (entry.title, inline_code(" ".join(entry.message.split())))
        assert url.startswith(base) and (out / url[len(base) :]).is_file(), url
    sections = [line[3:] for line in lines if line.startswith("## ")]
    capability_titles = [c.title for c in catalog.capabilities if any(e.capability == c.key for e in catalog)]
    assert sections == [*capability_titles, "Every entry in one file"]
    files = re.findall(r"^- \[[^]]+\]\((\S+\.txt)\): ", text, re.M)
    assert files[0] == f"{base}llms-full.txt" and len(files) == 1 + len({e.package for e in catalog.entries})
    assert all((out / url[len(base) :]).is_file() for url in files)
    # Published under /2026.11/, the build leaves a copy for the host's root, where agents look.
    assert (out / "root" / "llms.txt").read_text(encoding="utf-8") == text
    # The home page links it.
    assert 'href="llms.txt"' in (out / "index.html").read_text(encoding="utf-8")


def test_a_site_at_the_host_root_needs_no_root_copy() -> None:
    from errors.site.llms import llms_files

    files = llms_files(load_catalog(ROOT / "catalog"), "https://errors.example/")
    assert "llms.txt" in files and "root/llms.txt" not in files


def test_each_entry_markdown_holds_what_its_page_shows(real_site: tuple[Catalog, Path]) -> None:
    catalog, out = real_site
    for entry in catalog.entries:
        markdown = (out / "errors" / entry.id / "index.md").read_text(encoding="utf-8")
        raw_page = (out / "errors" / entry.id / "index.html").read_text(encoding="utf-8")
        page = html.unescape(re.sub(r"<[^>]+>", "", raw_page))
        assert markdown.startswith(f"# {entry.title}\n")
        assert entry.title in page
        # Every piece of code the page shows, byte for byte, as a fenced block of the Markdown.
        blocks = {m.group(2) for m in _FENCE.finditer(markdown)}
        assert entry.message in blocks
        for fix in entry.fixes:
            assert f"### {entry.fixes.index(fix) + 1}. {fix.title}" in markdown
            assert fix.title.replace("`", "") in page
            if fix.example:
                for code in (fix.example.before, fix.example.after, fix.example.prelude):
                    if code:
                        assert code.rstrip() in blocks, (entry.id, fix.title)
        for source in entry.sources:
            assert source.url in markdown and html.escape(source.url, quote=True) in raw_page
        assert catalog.docs_url(entry.id) in markdown
        assert 'type="text/markdown"' in raw_page


def test_llms_full_is_every_entry_in_order_after_a_heading_and_per_package(real_site: tuple[Catalog, Path]) -> None:
    from errors.site.llms import RULE, package_path

    catalog, out = real_site
    full = (out / "llms-full.txt").read_text(encoding="utf-8")
    head, *entries = full.rstrip("\n").split(RULE)
    assert head.startswith(f"# {catalog.title}: every entry\n\n> {len(catalog.entries)} errors")
    markdown = {e.id: (out / "errors" / e.id / "index.md").read_text(encoding="utf-8").rstrip("\n") for e in catalog}
    assert entries == [markdown[e.id] for e in catalog.entries]
    for package in {e.package for e in catalog.entries}:
        text = (out / package_path(package)).read_text(encoding="utf-8")
        head, *entries = text.rstrip("\n").split(RULE)
        assert head.startswith(f"# {catalog.title}: {package}\n")
        assert entries == [markdown[e.id] for e in catalog.entries if e.package == package]


def test_a_code_block_with_backticks_gets_a_longer_fence(built_site: Path, site_catalog: Catalog) -> None:
    from errors.entry_markdown import _fence

    assert _fence("const s = `a ``` b`;", "ts").startswith("````ts\n")
    assert (built_site / "llms.txt").is_file() and (built_site / "llms-full.txt").is_file()
    assert all((built_site / "errors" / e.id / "index.md").is_file() for e in site_catalog.entries)


def test_entry_pages_say_what_was_checked(real_site: tuple[Catalog, Path]) -> None:
    """Issue 'catalog truth': the page shows "reproduced against <release>" with the script, or why not."""
    catalog, out = real_site
    for entry in catalog.entries:
        raw = (out / "errors" / entry.id / "index.html").read_text(encoding="utf-8")
        text = html.unescape(re.sub(r"<[^>]+>", "", raw))
        checks = catalog.checks(entry)
        if checks["reproduced"]:
            assert f"Reproduced against {checks['reproduced']}" in text, entry.id
            assert entry.reproduction is not None and entry.reproduction.script
            first_line = entry.reproduction.script.strip().splitlines()[0]
            assert first_line in text, entry.id
        else:
            assert f"Not reproduced: {checks['not_reproduced'] or 'no reproduction yet'}" in text, entry.id
        if checks["typechecked"]:
            assert f"type-check against {checks['typechecked']}" in text, entry.id
