"""The console script, ``sandbox-errors`` (and ``python -m errors``): :func:`errors.cli.run`, in a process whose
cycle collector runs every GC_EVERY allocations instead of every 700, set before the command line is imported.

The collector's passes walk every object that stays: during the imports, everything imported so far, over and
over (4.4 M instructions of a cold ``diagnose``, and 0.9 M of click's own import); later, the catalog and the
matcher (2 M more). Imports and loading make no garbage, and collecting every GC_EVERY allocations still keeps
the memory of any input bounded (tests/test_scan.py scans a long log through this entry). A program that imports
:mod:`errors.cli` itself keeps its own setting.
"""

import gc

GC_EVERY = 50_000
gc.set_threshold(GC_EVERY, *gc.get_threshold()[1:])

from .cli import run  # noqa: E402  # (after the collector is set: that is the point)

__all__ = ["GC_EVERY", "run"]
