"""The console script, ``sandbox-errors`` (and ``python -m errors``): :func:`errors.cli.run`, with the cycle
collector set as run sets it before the command line's modules are imported.

The collector runs every :data:`errors.cli.GC_EVERY` allocations instead of every 700. Its passes during the
imports walk every object imported so far, over and over: 4.4 M instructions of a cold ``diagnose`` (and 0.9 M
of click's own import), for imports that make no garbage. A program that imports :mod:`errors.cli` itself keeps
its own setting until it calls run.
"""

import gc

# (errors.cli.GC_EVERY, which test_cli holds equal: importing it to read it would be the imports this avoids)
gc.set_threshold(50_000, *gc.get_threshold()[1:])

from .cli import run  # noqa: E402  # (after the collector is set: that is the point)

__all__ = ["run"]
