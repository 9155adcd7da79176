"""The variables in a project's ``.env`` files, which the user's module may load (dotenv, ``mastra dev``,
``process.loadEnvFile``), so that their secrets can be masked too. Never executed, never written."""

from __future__ import annotations

import os
import re
from pathlib import Path

from .._safe_read import FileRefused, read_text

_LINE = re.compile(r"^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_.\-]*)\s*=\s*(.*?)\s*$")
#: Examples and templates hold placeholders, not the project's values.
_EXAMPLES = (".example", ".sample", ".template", ".dist", ".defaults")
_MAX_BYTES = 1 << 20


def dotenv_pairs(folder: Path) -> list[tuple[str, str]]:
    """(name, value) of every assignment in ``folder``'s ``.env`` and ``.env.*`` files, in file order."""
    try:
        names = sorted(os.listdir(folder))
    except OSError:
        return []
    pairs: list[tuple[str, str]] = []
    for name in names:
        if not (name == ".env" or name.startswith(".env.")) or name.endswith(_EXAMPLES):
            continue
        for line in _read_regular(folder / name).splitlines():
            m = _LINE.match(line)
            if m:
                pairs.append((m.group(1), _unquote(m.group(2))))
    return pairs


def _read_regular(path: Path) -> str:
    """The text of a regular file of at most 1 MiB; '' for anything else (a FIFO, a device, a huge file)."""
    try:
        return read_text(path, _MAX_BYTES)
    except (OSError, FileRefused):
        return ""


def _unquote(value: str) -> str:
    if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"`":
        return value[1:-1]
    return value.split(" #", 1)[0].rstrip()  # an unquoted value ends at a comment
