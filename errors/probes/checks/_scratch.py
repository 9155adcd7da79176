"""A scratch folder inside the sandbox: made with mktemp, removed by its exact path and nothing else."""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager

from .._errors import ProbeError
from .._probe import ProbeContext

_MKTEMP = ("mktemp", "-d", "-t", "mastra-probe.XXXXXXXX")
# Only a path mktemp made from our template may be removed.
_MADE = re.compile(r"^/[^\s'\"\\]*/mastra-probe\.[A-Za-z0-9]{8}$")


@contextmanager
def scratch_dir(ctx: ProbeContext) -> Iterator[str]:
    made = ctx.exec(_MKTEMP)
    path = made.stdout.strip()
    if not made.ok or not _MADE.match(path):
        raise OSError(f"could not make a scratch folder in the sandbox with mktemp -d (exit {made.exit_code})")
    try:
        yield path
    finally:
        try:
            ctx.target.exec(["rm", "-rf", "--", path], timeout=10.0)
        except (ProbeError, OSError):
            pass  # the target's own close still removes its folders and processes
