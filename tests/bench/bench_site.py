"""Benchmark: build time of the documentation site, against MkDocs building the same number of pages.

Run it as a script (it is not a test):

    python3 tests/bench/bench_site.py [--entries 10000] [--runs 3] [--jobs N] [--no-mkdocs]

It times `errors.site.build_site` on the shipped catalog and on a generated catalog of ``--entries`` valid
entries (YAML written to a temporary folder and loaded by the real loader), on one process and on every core,
and MkDocs (``pip install mkdocs``) building one markdown page per site page from the same records, with
Pygments highlighting (codehilite) and its search plugin, like this site. MkDocs gets a short ``nav``: with
its default navigation (every page listed on every page) its build time grows with the square of the page
count, and 10,000 pages would take most of an hour. Times are the best of ``--runs`` runs.
"""

from __future__ import annotations

import argparse
import logging
import os
import resource
import shutil
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "site")]

from site_factory import generated_catalog  # noqa: E402

from errors.catalog import Catalog, CatalogError, default_catalog_dir, load_catalog  # noqa: E402
from errors.site import build_site  # noqa: E402


def cpu_seconds() -> float:
    """CPU time of this process and of its finished children (the build's worker processes)."""
    me, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime + me.ru_stime + children.ru_utime + children.ru_stime


def best_of(runs: int, action: Callable[[], Any]) -> tuple[float, float]:
    """(wall seconds, CPU seconds) of the fastest run. CPU time does not depend on what else the machine runs."""
    results = []
    for _ in range(runs):
        wall, cpu = time.perf_counter(), cpu_seconds()
        action()
        results.append((time.perf_counter() - wall, cpu_seconds() - cpu))
    return min(results)


def markdown_page(catalog: Catalog, record: dict[str, Any]) -> str:
    """The entry as one markdown page, with the same sections as the site's page."""
    fence = "````"
    lines = [f"# {record['title']}", "", f"`{record['id']}` · {record['capability']} · {record['package']}", "",
             "## Message", "", fence + "text", record["message"], fence, "", "## What it means", "",
             record["meaning"], "", "## When it happens", "", record["triggers"], "", "### Common situations", ""]
    lines += [f"- {s}" for s in record["situations"]] + ["", "## How to fix it", ""]
    for n, fix in enumerate(record["fixes"], 1):
        lines += [f"### {n}. {fix['title']}", "", fix["body"], ""]
        if fix["example"]:
            ex = fix["example"]
            lines += ["Before:", "", fence + ex["lang"], ex["before"].rstrip("\n"), fence, "", "After:", "",
                      fence + ex["lang"], ex["after"].rstrip("\n"), fence, ""]
    lines += ["## Upstream source", ""]
    lines += [f"- [{s['path']}:{s['line']}]({s['url']}) in `{s['function']}`" for s in record["sources"]]
    if record["related"]:
        lines += ["", "## Related errors", ""]
        lines += [f"- [{catalog.get(r).title}]({r}.md)" for r in record["related"]]
    return "\n".join(lines) + "\n"


def write_mkdocs_project(catalog: Catalog, pages: int, folder: Path, *, full_nav: bool) -> Path:
    """A MkDocs project with ``pages`` markdown pages: the entries, then simple listing pages."""
    docs = folder / "docs"
    (docs / "errors").mkdir(parents=True)
    for entry in catalog.entries:
        (docs / "errors" / f"{entry.id}.md").write_text(markdown_page(catalog, catalog.record(entry)))
    listing = "\n".join(f"- [{e.title}](errors/{e.id}.md)" for e in catalog.entries[:200])
    (docs / "index.md").write_text(f"# {catalog.title}\n\n{listing}\n")
    for i in range(max(0, pages - len(catalog.entries) - 1)):
        (docs / f"list-{i}.md").write_text(f"# Listing {i}\n\n{listing}\n")
    nav = "" if full_nav else "nav:\n  - index.md\n"
    (folder / "mkdocs.yml").write_text(
        f"site_name: {catalog.title}\n{nav}theme:\n  name: mkdocs\nplugins:\n  - search\n"
        "markdown_extensions:\n  - toc\n  - tables\n  - fenced_code\n  - codehilite:\n      guess_lang: false\n"
    )
    return folder / "mkdocs.yml"


def time_mkdocs(config: Path, runs: int) -> tuple[float, float]:
    from mkdocs.commands.build import build
    from mkdocs.config import load_config

    logging.getLogger("mkdocs").setLevel(logging.ERROR)  # "not in nav" notes, one per page

    def once() -> None:
        build(load_config(str(config), site_dir=str(config.parent / "site")))

    return best_of(runs, once)


def row(label: str, pages: int, timing: tuple[float, float]) -> str:
    wall, cpu = timing
    return f"  {label:<44} {pages:>6} pages {wall:>7.2f} s {pages / wall:>6.0f} pages/s   CPU {cpu:>7.2f} s"


def bench(name: str, catalog: Catalog, runs: int, jobs: int, work: Path, mkdocs: bool, full_nav: bool) -> None:
    print(f"\n{name}: {len(catalog.entries)} entries")
    out = work / f"site-{name}"
    result = build_site(catalog, out, jobs=jobs)  # warm-up: imports, template compilation
    pages = result.pages
    one = best_of(runs, lambda: build_site(catalog, out, jobs=1))
    every = best_of(runs, lambda: build_site(catalog, out, jobs=jobs))
    print(row("sandbox-errors site build, 1 process", pages, one))
    print(row(f"sandbox-errors site build, --jobs {jobs} ({result.processes} used)", pages, every))
    if not mkdocs:
        return
    configs = [("MkDocs VERSION, short nav", False)] + ([("MkDocs, default nav (all pages)", True)] if full_nav else [])
    for label, full in configs:
        project = work / f"mkdocs-{name}-{'full' if full else 'short'}"
        config = write_mkdocs_project(catalog, pages, project, full_nav=full)
        timing = time_mkdocs(config, runs)
        print(row(label.replace("VERSION", _mkdocs_version()), pages, timing))
        print(f"  {'':<44} ratio (MkDocs / sandbox-errors): {timing[0] / every[0]:.1f}x wall with --jobs {jobs}, "
              f"{timing[0] / one[0]:.1f}x wall on 1 process, {timing[1] / one[1]:.1f}x CPU")


def _mkdocs_version() -> str:
    import mkdocs

    return str(mkdocs.__version__)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--entries", type=int, default=10_000, help="size of the generated catalog")
    parser.add_argument("--runs", type=int, default=3, help="best of this many runs (1 for the large catalog)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--no-mkdocs", action="store_true", help="skip the MkDocs comparison")
    args = parser.parse_args()
    mkdocs = not args.no_mkdocs
    if mkdocs:
        try:
            import mkdocs as _  # noqa: F401
        except ImportError:
            sys.exit("MkDocs is not installed: pip install mkdocs (or pass --no-mkdocs)")
    print(f"Python {sys.version.split()[0]}, {os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f} "
          "(wall times suffer when other work shares the cores; CPU times do not)")
    work = Path(tempfile.mkdtemp(prefix="bench-site-"))
    try:
        try:
            shipped = load_catalog(default_catalog_dir(), use_cache=False)
        except CatalogError as exc:
            print(f"\nshipped catalog: skipped, it does not validate ({exc})")
        else:
            bench("shipped", shipped, args.runs, args.jobs, work, mkdocs, full_nav=True)

        started = time.perf_counter()
        root = generated_catalog(work / "generated-catalog", args.entries)
        written = time.perf_counter() - started
        started = time.perf_counter()
        generated = load_catalog(root, use_cache=False)
        loaded = time.perf_counter() - started
        print(f"\ngenerated catalog: wrote {args.entries} YAML entries in {written:.1f} s, "
              f"loaded and validated them in {loaded:.1f} s (not part of the build times below)")
        bench("generated", generated, 1, args.jobs, work, mkdocs, full_nav=False)
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
