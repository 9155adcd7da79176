"""Build the static site: every page, the JSON API, the search and matcher data, the sitemap.

Entry pages are independent of each other, so for a large catalog they are rendered by a process pool (one
process per core) while the calling process writes everything else: the listing pages, the JSON collections,
the assets and the sitemap. The search index comes last, from the prose the entry pages rendered.
"""

from __future__ import annotations

import contextlib
import ctypes
import hashlib
import math
import multiprocessing
import os
import signal
import threading
import time
from collections.abc import Iterator, Mapping
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from .._fields import entry_json_schema
from ..catalog import Catalog, Entry, Location
from ..docs_url import mirror, normalise_base_url
from . import data, model
from ._paths import site_source_dir
from .excerpts import Excerpt, read_excerpts
from .highlight import lexer_for
from .inline import data_uri, not_found_assets
from .llms import llms_files
from .markdown import render
from .package_pages import package_views
from .render import Page, environment, render_page
from .sitemap import robots_txt, sitemap_xml
from .writer import OutputError, Stage, check_outside, staged_output

# Below this many entries a pool costs more (process start, warm-up) than it saves.
PARALLEL_THRESHOLD = 64
DEFAULT_OUT = "_site"


@dataclass(frozen=True)
class BuildResult:
    out: Path
    base_url: str
    entries: int
    pages: int
    files: int
    seconds: float
    processes: int


def default_base_url(catalog: Catalog) -> str:
    """Where the site is published: SANDBOX_ERRORS_DOCS_URL, else the catalog's site URL and version; the same
    base as :meth:`Catalog.docs_url` (errors.docs_url)."""
    return mirror() or f"{catalog.site_url}{catalog.version}/"


@dataclass
class _EntryJob:
    """Everything an entry page needs; inherited by (or sent to) each worker process once."""

    catalog: Catalog
    templates: Path
    stage: Path
    shared: dict[str, Any]
    excerpts: Mapping[Location, Excerpt]
    neighbours: dict[str, tuple[Entry | None, Entry | None]] = field(default_factory=dict)
    predecessors: dict[str, tuple[Entry, ...]] = field(default_factory=dict)

    def run(self, ids: list[str]) -> list[dict[str, Any]]:
        """Write the pages and JSON records of these entries; return their search documents."""
        env = environment(self.templates)
        stage = Stage(self.stage)
        docs = []
        for entry_id in ids:
            entry = self.catalog.get(entry_id)
            view = model.entry_view(
                self.catalog,
                entry,
                self.excerpts,
                self.neighbours.get(entry.id, (None, None)),
                self.predecessors.get(entry.id, ()),
            )
            page = Page(f"errors/{entry.id}/index.html", view.title, view.description, "entry", f"errors/{entry.id}/")
            stage.write_text(page.path, render_page(env, "entry.html", page, self.shared, view=view))
            stage.write_text(f"api/errors/{entry.id}.json", data.to_json(self.catalog.record(entry)))
            docs.append(data.search_document(self.catalog, entry, model.message_shape(entry), view.search_text))
        return docs


_JOB: _EntryJob | None = None


def _init_worker(job: _EntryJob, parent: int) -> None:
    # First: a SIGTERM (the parent stopping the pool) ends a worker at once, whatever handler the parent had.
    # Ctrl+C is the parent's to handle: it stops the pool, and workers do not print a traceback each.
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    global _JOB
    _JOB = job
    _die_with_parent(parent)


_PR_SET_PDEATHSIG = 1


def _die_with_parent(parent: int) -> None:
    """Have the kernel kill this worker when the build process dies (Linux). A build killed with SIGKILL has
    no chance to stop its pool, and each worker holds a copy of the catalog."""
    try:
        prctl = ctypes.CDLL(None, use_errno=True).prctl
    except (OSError, AttributeError):  # not Linux: the pool's own shutdown is all there is
        return
    prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    if os.getppid() != parent:  # the parent died before the request took effect
        os._exit(1)


def _run_chunk(ids: list[str]) -> list[dict[str, Any]]:
    assert _JOB is not None
    return _JOB.run(ids)


class _EntryPages:
    """The entry pages, rendered in a process pool when it pays, while the caller writes everything else.

    Use as a context manager: :meth:`result` waits for the pages and returns their search documents; leaving
    the block early (a failed build) cancels what has not started.
    """

    def __init__(self, job: _EntryJob, ids: list[str], jobs: int) -> None:
        self.job = job
        self.ids = ids
        self.processes = 1 if jobs <= 1 or len(ids) < PARALLEL_THRESHOLD else jobs
        self._pool: ProcessPoolExecutor | None = None
        self._futures: list[Future[list[dict[str, Any]]]] = []

    def __enter__(self) -> _EntryPages:
        if self.processes > 1:
            # fork shares the loaded catalog and the warmed-up templates for free; only safe with one thread.
            fork = "fork" in multiprocessing.get_all_start_methods() and threading.active_count() == 1
            context = multiprocessing.get_context("fork" if fork else "spawn")
            size = math.ceil(len(self.ids) / (self.processes * 6))
            chunks = [self.ids[i : i + size] for i in range(0, len(self.ids), size)]
            self.processes = min(self.processes, len(chunks))
            self._pool = ProcessPoolExecutor(self.processes, context, _init_worker, (self.job, os.getpid()))
            self._futures = [self._pool.submit(_run_chunk, chunk) for chunk in chunks]
        return self

    def result(self) -> list[dict[str, Any]]:
        if self._pool is None:
            return self.job.run(self.ids)
        return [doc for future in self._futures for doc in future.result()]

    def __exit__(self, exc_type: type[BaseException] | None, *exc: object) -> None:
        if self._pool is None:
            return
        if exc_type is not None:
            # A failed or interrupted build: the pages being rendered are not wanted, don't wait for them.
            processes: dict[int, multiprocessing.Process] = getattr(self._pool, "_processes", None) or {}
            for process in list(processes.values()):
                process.terminate()
        self._pool.shutdown(wait=True, cancel_futures=True)


def _asset_url(name: str, content: bytes) -> str:
    """A cache-busting address: a changed file gets a new URL, so far-future caching is safe."""
    return f"assets/{name}?v={hashlib.sha256(content).hexdigest()[:10]}"


def _warm_up(job: _EntryJob) -> None:
    """Compile templates and load lexers before forking, so that every worker inherits them."""
    env = environment(job.templates)
    env.get_template("entry.html")
    render("warm-up: the markdown parser is built once")
    for entry in job.catalog.entries:
        for fix in entry.fixes:
            if fix.example:
                lexer_for(fix.example.lang)


@contextlib.contextmanager
def _reported(out: Path) -> Iterator[None]:
    """A read-only folder, a full disk or a file size limit as an :class:`OutputError` that says which."""
    try:
        yield
    except OSError as exc:
        where = f" ({exc.filename})" if exc.filename else ""
        raise OutputError(f"cannot write the site to {os.path.abspath(out)}: {exc.strerror or exc}{where}") from None


# The home page shows this many errors per capability card (the capability page lists them all), so it stays
# short however large the catalog grows.
HOME_CARD_ENTRIES = 6


def build_site(
    catalog: Catalog,
    out: str | os.PathLike[str] = DEFAULT_OUT,
    *,
    base_url: str | None = None,
    source_root: str | os.PathLike[str] | None = None,
    jobs: int | None = None,
    site_dir: str | os.PathLike[str] | None = None,
) -> BuildResult:
    """Build the site into ``out``, atomically. ``site_dir`` overrides the templates and static assets folder."""
    started = time.perf_counter()
    base = normalise_base_url(base_url) if base_url else default_base_url(catalog)
    source = Path(site_dir) if site_dir else site_source_dir()
    templates, static = source / "templates", source / "static"
    jobs = max(1, jobs if jobs is not None else (os.cpu_count() or 1))
    excerpts: dict[Location, Excerpt] = {}
    if source_root is not None:
        excerpts = read_excerpts(Path(source_root), [s for e in catalog.entries for s in e.sources])

    static_files = {p.name: p.read_bytes() for p in sorted(static.iterdir()) if p.is_file()}
    matchers = data.matchers_js(catalog).encode()
    phrases = data.phrases_js().encode()
    assets = {name: _asset_url(name, content) for name, content in static_files.items()}
    assets["matchers.js"] = _asset_url("matchers.js", matchers)
    assets["phrases.js"] = _asset_url("phrases.js", phrases)
    capabilities = {c.key: c for c in catalog.capabilities}
    shared: dict[str, Any] = {
        "catalog": catalog,
        "capabilities": capabilities,
        "base_url": base,
        "assets": assets,
        "favicon_data_uri": data_uri(static_files["favicon.svg"]),
    }

    records = data.to_compact_json([catalog.record(e) for e in catalog.entries])
    search = data.search_data(catalog)
    # The search index is written last (it needs the rendered prose), so its cache-busting version comes from
    # what it is made of: the records, the index and its rules, and the index format.
    version = f"{data.SEARCH_FORMAT}\n{records}\n{data.to_compact_json(search)}"
    assets["search-index.js"] = _asset_url("search-index.js", version.encode())

    check_outside(
        Path(out),
        {
            "the catalog": Path(catalog.root) if catalog.root else None,
            "the site sources": source,
            "the upstream checkout": Path(source_root) if source_root is not None else None,
        },
    )
    with _reported(Path(out)), staged_output(Path(out)) as stage:
        job = _EntryJob(
            catalog,
            templates,
            stage.root,
            shared,
            excerpts,
            model.neighbours(catalog),
            model.predecessors(catalog),
        )
        _warm_up(job)
        with _EntryPages(job, [e.id for e in catalog.entries], jobs) as entry_pages:
            # While the pool renders entries, this process writes everything else.
            for name, content in static_files.items():
                stage.write_bytes(f"assets/{name}", content)
            stage.write_bytes("assets/matchers.js", matchers)
            stage.write_bytes("assets/phrases.js", phrases)
            pages = _other_pages(catalog, stage, templates, shared, base)
            stage.write_text("api/errors.json", records)
            stage.write_text("api/catalog.json", data.to_json(data.catalog_facts(catalog)))
            # The schema names itself where this build publishes it.
            schema = {**entry_json_schema(), "$id": f"{base}schema/entry.json"}
            stage.write_text("schema/entry.json", data.to_json(schema))
            urls = [p.url for p in pages if p.in_sitemap] + [f"errors/{e.id}/" for e in catalog.entries]
            stage.write_text("sitemap.xml", sitemap_xml(base, sorted(urls, key=lambda u: (u.count("/"), u))))
            stage.write_text("robots.txt", robots_txt(base))
            for path, text in llms_files(catalog, base).items():
                stage.write_text(path, text)
            docs = entry_pages.result()
        stage.write_bytes("assets/search-index.js", data.search_index_js(search, docs).encode())
        processes = entry_pages.processes
        files = stage.files + 2 * len(catalog.entries) + 1  # the workers' pages and records, and the marker

    return BuildResult(
        out=Path(os.path.abspath(out)),
        base_url=base,
        entries=len(catalog.entries),
        pages=len(pages) + len(catalog.entries),
        files=files,
        seconds=time.perf_counter() - started,
        processes=processes,
    )


def _other_pages(catalog: Catalog, stage: Stage, templates: Path, shared: dict[str, Any], base: str) -> list[Page]:
    """Index, capability pages, packages and a page per package, the A-Z list, search, API and 404."""
    env = environment(templates)
    groups = model.capability_groups(catalog)
    active = sum(1 for e in catalog.entries if not e.retired)
    pages: list[tuple[Page, str, dict[str, Any]]] = []

    def add(template: str, page: Page, **values: Any) -> None:
        pages.append((page, template, values))

    summary = f"What each of the {active} catalogued errors means, when it happens and how to fix it."
    packages = package_views(catalog)
    add(
        "index.html",
        Page("index.html", catalog.title, summary, "index", ""),
        groups=groups,
        providers=packages,
        card_entries=HOME_CARD_ENTRIES,
    )
    add(
        "all.html",
        Page("errors/index.html", "All errors", "Every catalogued error, A to Z.", "all", "errors/"),
        letters=model.by_letter(catalog.entries),
        count=len(catalog.entries),
    )
    add(
        "packages.html",
        Page(
            "packages/index.html",
            "Errors by package",
            "The errors grouped by the package (the provider) that throws them.",
            "packages",
            "packages/",
        ),
        packages=packages,
    )
    for package in packages:
        errors = f"{package.entries} catalogued error{'' if package.entries == 1 else 's'}"
        description = f"The {errors} that {package.name} throws, by capability."
        page = Page(package.path, package.name, description, "package", f"packages/{package.slug}/")
        add("package.html", page, package=package)
    add("search.html", Page("search/index.html", "Search", "Search the errors.", "search", "search/", False))
    add(
        "api.html",
        Page(
            "api/index.html",
            "Data and API",
            "The catalog as JSON: a record per error, all records, and the JSON Schema of an entry.",
            "api",
            "api/",
        ),
        example=catalog.entries[0] if catalog.entries else None,
    )
    # The 404 page is shown at any depth, so its links resolve from the published root's path.
    add(
        "404.html",
        Page("404.html", "Page not found", "This page does not exist.", "notfound", "404.html", False),
        base_path=urlsplit(base).path or "/",
        notfound=not_found_assets(templates, (templates.parent / "static" / "style.css").read_bytes()),
    )
    for group in groups:
        cap = catalog.capability(group.key)
        description = " ".join(render(cap.description).text.split())
        page = Page(
            f"capabilities/{cap.key}/index.html", cap.title, description, "capability", f"capabilities/{cap.key}/"
        )
        add("capability.html", page, group=group, capability=cap)
    for page, template, values in pages:
        stage.write_text(page.path, render_page(env, template, page, shared, **values))
    return [p for p, _, _ in pages]


__all__ = ["DEFAULT_OUT", "BuildResult", "build_site", "default_base_url", "normalise_base_url"]
