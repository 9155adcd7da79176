"""A scratch folder inside the sandbox: made with mktemp, removed by its exact path and nothing else.

It is made in the sandbox's temporary folder, or in the folder the run names (``ProbeOptions.scratch``): a
test points it at a folder of its own, so it need not watch the machine-wide /tmp.

When the sandbox cannot remove it any more (the bridge was stopped mid-probe), a sandbox that runs on this
machine (LocalSandbox) would leave it in /tmp for good; so the same path is removed here when it exists on
this machine as a folder of this user. mktemp's random name makes it the very folder the sandbox made.
"""

from __future__ import annotations

import os
import re
import shutil
import stat
from collections.abc import Iterator
from contextlib import contextmanager

from .._errors import ProbeError
from .._probe import ProbeContext

_TEMPLATE = "mastra-probe.XXXXXXXX"
# Only a path mktemp made from our template may be removed.
_MADE = re.compile(r"^/[^\s'\"\\]*/mastra-probe\.[A-Za-z0-9]{8}$")


@contextmanager
def scratch_dir(ctx: ProbeContext) -> Iterator[str]:
    where = ctx.options.scratch
    # A template with a folder in front is the spelling GNU, BSD and busybox mktemp all take.
    argv = ["mktemp", "-d", f"{where.rstrip('/')}/{_TEMPLATE}"] if where else ["mktemp", "-d", "-t", _TEMPLATE]
    made = ctx.exec(argv)
    path = made.stdout.strip()
    if not made.ok or not _MADE.match(path):
        raise OSError(f"could not make a scratch folder in the sandbox with mktemp -d (exit {made.exit_code})")
    try:
        yield path
    finally:
        removed = False
        try:
            removed = ctx.target.exec(["rm", "-rf", "--", path], timeout=10.0).ok
        except (ProbeError, OSError):
            pass
        if not removed:
            _remove_if_here(path)


def _remove_if_here(path: str) -> None:
    try:
        st = os.lstat(path)
    except OSError:
        return  # not on this machine: the sandbox is elsewhere
    if stat.S_ISDIR(st.st_mode) and st.st_uid == os.getuid():
        shutil.rmtree(path, ignore_errors=True)
