"""The site for language models: llms.txt follows the convention, and the Markdown says what the HTML says."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

from errors.catalog import Catalog, load_catalog
from errors.catalog.examples import summary
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
    catalog, out = real_site
    lines = (out / "llms.txt").read_text(encoding="utf-8").splitlines()
    assert lines[0] == f"# {catalog.title}" and lines[1] == "" and lines[2].startswith("> ")
    assert not any(line.startswith("# ") for line in lines[1:]), "one H1 only"
    links = [re.fullmatch(r"- \[(.+)\]\((\S+)\): `([a-z0-9-]+)`", line) for line in lines if line.startswith("- ")]
    assert all(links) and len(links) == len(catalog.entries)
    base = catalog.site_url + catalog.version + "/"
    for link in links:
        assert link is not None
        title, url, entry_id = link.groups()
        assert title == catalog.get(entry_id).title
        assert url.startswith(base) and (out / url[len(base) :]).is_file(), url
    sections = [line[3:] for line in lines if line.startswith("## ")]
    assert sections == [c.title for c in catalog.capabilities if any(e.capability == c.key for e in catalog)]


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


def test_llms_full_is_every_entry_in_order(real_site: tuple[Catalog, Path]) -> None:
    catalog, out = real_site
    full = (out / "llms-full.txt").read_text(encoding="utf-8")
    starts = [full.index(f"# {e.title}\n") for e in catalog.entries]
    assert starts == sorted(starts) and starts[0] == 0
    for entry in catalog.entries:
        assert (out / "errors" / entry.id / "index.md").read_text(encoding="utf-8").rstrip("\n") in full


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
        typecheck = summary(checks["examples"])
        if typecheck:
            assert " ".join(typecheck.replace("`", "").split()) in " ".join(text.split()), entry.id
