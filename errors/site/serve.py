"""A local preview: serve the built site on loopback and rebuild it when the catalog or the templates change.

Changes are found by polling modification times (no extra dependency, works on every filesystem). A rebuild
that fails, for example on an invalid catalog, reports why and keeps serving the previous site.
"""

from __future__ import annotations

import functools
import os
import stat
import sys
import threading
from collections.abc import Callable
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, cast

from ..catalog import Catalog, CatalogError
from .build import BuildResult, build_site
from .writer import OutputError

POLL_SECONDS = 0.5
_PAGE_LIMIT = 16 * 2**20


def snapshot(*folders: Path) -> dict[str, tuple[int, int]]:
    """(mtime, size) of every file under the folders: a change in any of them means rebuild."""
    out: dict[str, tuple[int, int]] = {}
    for folder in folders:
        for dirpath, dirnames, filenames in os.walk(folder):
            dirnames[:] = [d for d in dirnames if not d.startswith(".") and d != "__pycache__"]
            for name in filenames:
                path = os.path.join(dirpath, name)
                try:
                    st = os.stat(path)
                except OSError:  # removed while we looked: the next poll sees it
                    continue
                out[path] = (st.st_mtime_ns, st.st_size)
    return out


_LOOPBACK_NAMES = frozenset({"127.0.0.1", "localhost", "[::1]"})


class _Handler(SimpleHTTPRequestHandler):
    """Static files from the output folder; the site's 404 page for missing ones; no caching while editing.

    Only what a build wrote is served: a path through a symbolic link (one planted in the output, pointing
    anywhere) or to anything but a regular file or folder is not found. Only requests addressed to this
    loopback server are answered: a Host header naming another host is how a web page reaches a local server
    through DNS rebinding.
    """

    def __init__(self, *args: Any, site: Path, **kwargs: Any) -> None:
        self.site = site
        super().__init__(*args, directory=str(site), **kwargs)

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def send_head(self) -> Any:
        if not self._addressed_here():
            self.send_error(421, "Misdirected request: this preview answers only on 127.0.0.1 and localhost")
            return None
        try:
            if not self._served(self.translate_path(self.path)):
                self.send_error(404, "File not found")
                return None
            return super().send_head()
        except ValueError:  # a NUL byte or undecodable bytes in the path (%00, %ff): no file has that name
            self.send_error(400, "Bad request path")
            return None

    def _addressed_here(self) -> bool:
        host = self.headers.get("Host")
        if host is None:  # HTTP/1.0 without a Host: not a browser, so not a rebinding page
            return True
        host = host.strip().lower()
        if host.startswith("["):  # [::1]:8000
            name, _, rest = host.partition("]")
            name, port = name + "]", rest[1:] if rest.startswith(":") else "80"
        else:
            name, colon, port = host.partition(":")
            port = port if colon else "80"
        return name in _LOOPBACK_NAMES and port == str(cast(LoopbackServer, self.server).port)

    def _served(self, path: str) -> bool:
        """Whether ``path`` (under the site folder) is reached without a link and is a file or a folder."""
        root = os.path.realpath(self.directory)
        lexical = os.path.normpath(os.path.join(root, os.path.relpath(path, self.directory)))
        if os.path.realpath(path) != lexical:  # some component is a link
            return False
        try:
            st = os.stat(lexical)
        except OSError:
            return True  # missing: the base class answers 404
        if stat.S_ISDIR(st.st_mode):
            index = os.path.join(lexical, "index.html")
            return not os.path.lexists(index) or (not os.path.islink(index) and os.path.isfile(index))
        return stat.S_ISREG(st.st_mode)

    def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
        from .._safe_read import FileRefused, read_regular

        page = self.site / "404.html"
        try:
            if code != 404 or not self._served(str(page)):
                raise FileRefused("not the site's own page")
            body = read_regular(page, _PAGE_LIMIT)
        except (OSError, FileRefused):
            super().send_error(code, message, explain)
            return
        self.send_response(404)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def log_message(self, format: str, *args: Any) -> None:  # one quiet line per request is noise here
        pass


class LoopbackServer(ThreadingHTTPServer):
    """The site folder over HTTP on 127.0.0.1; a browser dropping a connection is not worth a traceback."""

    daemon_threads = True

    def __init__(self, site: Path, port: int = 0) -> None:
        # Loopback only: a preview is not meant to be reachable from the network.
        super().__init__(("127.0.0.1", port), functools.partial(_Handler, site=site))

    @property
    def port(self) -> int:
        return int(self.server_address[1])

    def handle_error(self, request: Any, client_address: Any) -> None:
        if isinstance(sys.exc_info()[1], ConnectionError):
            return
        super().handle_error(request, client_address)


class Preview:
    """Serve ``out`` on 127.0.0.1 and keep it current. ``run()`` blocks until ``stop()``."""

    def __init__(
        self,
        load: Callable[[], Catalog],
        out: Path,
        *,
        port: int = 8000,
        source_root: Path | None = None,
        site_dir: Path | None = None,
        echo: Callable[[str], None] = print,
    ) -> None:
        self.load = load
        self.out = Path(os.path.abspath(out))
        self.source_root = source_root
        self.site_dir = site_dir
        self.echo = echo
        self.server = LoopbackServer(self.out, port)
        self.port = self.server.port
        self.base_url = f"http://127.0.0.1:{self.port}/"
        self._stop = threading.Event()
        self.builds = 0
        self._thread: threading.Thread | None = None

    def build(self) -> BuildResult | None:
        try:
            catalog = self.load()
            result = build_site(
                catalog, self.out, base_url=self.base_url, source_root=self.source_root, site_dir=self.site_dir
            )
        except CatalogError as exc:
            self.echo(exc.format() + "\nkeeping the previous build")
            return None
        except (OutputError, OSError, ValueError) as exc:
            self.echo(f"build failed: {exc}\nkeeping the previous build")
            return None
        except Exception as exc:  # a template error while editing must not stop the preview
            self.echo(f"build failed: {type(exc).__name__}: {exc}\nkeeping the previous build")
            return None
        self.builds += 1
        self.echo(f"built {result.pages} pages in {result.seconds:.2f} s")
        return result

    def watched(self, catalog_root: Path) -> dict[str, tuple[int, int]]:
        from ._paths import site_source_dir

        return snapshot(catalog_root, self.site_dir or site_source_dir())

    def run(self, catalog_root: Path) -> None:
        """Build, serve, and rebuild on changes until :meth:`stop` (or Ctrl+C in the caller)."""
        seen = self.watched(catalog_root)
        self.build()
        self._thread = threading.Thread(target=self.server.serve_forever, name="site-preview", daemon=True)
        self._thread.start()
        self.echo(f"serving {self.out} at {self.base_url} (Ctrl+C to stop)")
        try:
            while not self._stop.wait(POLL_SECONDS):
                now = self.watched(catalog_root)
                if now != seen:
                    seen = now
                    self.echo("change detected, rebuilding")
                    self.build()
        finally:
            self.server.shutdown()
            self.server.server_close()

    def stop(self) -> None:
        self._stop.set()
