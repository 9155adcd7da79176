"""Source excerpts from a local upstream checkout (``--source-root``), read at the pinned commit when possible.

Git's ``cat-file --batch`` reads every pinned file through one process, so a catalog of hundreds of sources
costs one ``git`` start. When the commit is not in the checkout (or it is not a git repository) the file is
read from the working tree instead, and the page says so, because its lines may have moved since the pin.
"""

from __future__ import annotations

import subprocess
from dataclasses import dataclass
from pathlib import Path

from markupsafe import Markup

from .._safe_read import SOURCE_LIMIT, FileRefused, read_text
from ..catalog import Location
from .highlight import highlight_lines, lexer_for_path

BEFORE = 5
AFTER = 7


@dataclass(frozen=True)
class ExcerptLine:
    number: int
    html: Markup
    target: bool


@dataclass(frozen=True)
class Excerpt:
    lines: tuple[ExcerptLine, ...]
    at_commit: bool  # False: read from the working tree, which may differ from the pinned commit


class SourceReader:
    """Reads upstream files from a checkout; use as a context manager so the git process is closed."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self._git: subprocess.Popen[bytes] | None = None
        self._files: dict[tuple[str, str], tuple[str, bool] | None] = {}

    def __enter__(self) -> SourceReader:
        try:
            self._git = subprocess.Popen(
                ["git", "-C", str(self.root), "cat-file", "--batch"],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,
            )
        except OSError:  # no git on this machine: the working tree still works
            self._git = None
        return self

    def __exit__(self, *exc: object) -> None:
        if self._git is not None:
            assert self._git.stdin is not None
            self._git.stdin.close()
            self._git.wait()
            self._git = None

    def _at_commit(self, commit: str, path: str) -> str | None:
        git = self._git
        if git is None or git.poll() is not None or not _inside(path):
            return None
        assert git.stdin is not None and git.stdout is not None
        try:
            git.stdin.write(f"{commit}:{path}\n".encode())
            git.stdin.flush()
            header = git.stdout.readline().decode(errors="replace").split()
        except OSError:  # not a repository: git exited at once
            return None
        if len(header) != 3 or header[1] != "blob" or not header[2].isdigit():
            return None  # "<name> missing", or a tree
        size = int(header[2])
        if size > SOURCE_LIMIT:  # read past it in pieces, so the batch stays in step, and keep none of it
            left = size + 1
            while left > 0 and (chunk := git.stdout.read(min(left, 2**20))):
                left -= len(chunk)
            return None
        data = git.stdout.read(size + 1)[:-1]
        return data.decode("utf-8", errors="replace")

    def _file(self, commit: str, path: str) -> tuple[str, bool] | None:
        key = (commit, path)
        if key not in self._files:
            text = self._at_commit(commit, path)
            found: tuple[str, bool] | None = (text, True) if text is not None else None
            if found is None and _inside(path):
                candidate = (self.root / path).resolve()
                # Never read outside the checkout, whatever a catalog path says (symlinks included).
                if candidate.is_relative_to(self.root.resolve()):
                    try:
                        found = (read_text(candidate, SOURCE_LIMIT), False)
                    except (OSError, FileRefused):  # missing, a FIFO, a device, larger than any source
                        found = None
            self._files[key] = found
        return self._files[key]

    def excerpt(self, source: Location) -> Excerpt | None:
        """The lines around the pinned line, highlighted; None when the file or the line is not there."""
        found = self._file(source.ref, source.path)
        if found is None:
            return None
        text, at_commit = found
        all_lines = text.splitlines()
        if not 1 <= source.line <= len(all_lines):
            return None
        first = max(1, source.line - BEFORE)
        last = min(len(all_lines), source.line + AFTER)
        window = "\n".join(all_lines[first - 1 : last]) + "\n"
        html = highlight_lines(window, lexer_for_path(source.path))
        html += [Markup("")] * (last - first + 1 - len(html))
        lines = tuple(ExcerptLine(first + i, html[i], first + i == source.line) for i in range(last - first + 1))
        return Excerpt(lines, at_commit)


def _inside(path: str) -> bool:
    """A plain relative path: git dies on ``..`` (ending the batch), and neither may leave the checkout."""
    parts = path.replace("\\", "/").split("/")
    return bool(path) and not path.startswith("/") and ".." not in parts and "\n" not in path and ":" not in path


def read_excerpts(root: Path, sources: list[Location]) -> dict[Location, Excerpt]:
    """Excerpts for every source that can be found in the checkout at ``root``."""
    out: dict[Location, Excerpt] = {}
    with SourceReader(root) as reader:
        for source in sources:
            if source not in out:
                excerpt = reader.excerpt(source)
                if excerpt is not None:
                    out[source] = excerpt
    return out
