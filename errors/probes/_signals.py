"""SIGTERM and SIGHUP during a probe run end it through its cleanup instead of killing Python on the spot.

By default Python dies at once on SIGTERM, so no ``finally`` runs: the probe's temporary folders stayed
behind (its processes die anyway, with the subreaper). While a run is in progress on the main thread, and
only where the signal still has its default action, the signal raises ``SystemExit(128 + signal)``; during
cleanup it is held back until the cleanup is done, so it cannot cut the cleanup short.
"""

from __future__ import annotations

import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from types import FrameType

_SIGNALS = (signal.SIGTERM, signal.SIGHUP)


class Termination:
    """Turns termination signals into ``SystemExit`` for the ``running()`` block, held back in ``cleanup()``."""

    def __init__(self) -> None:
        self._holding = False
        self._pending = 0

    def _handle(self, signum: int, _frame: FrameType | None) -> None:
        if self._holding:
            self._pending = self._pending or signum
            return
        self._holding = True  # a second signal must not interrupt the cleanup the first one starts
        raise SystemExit(128 + signum)

    @contextmanager
    def running(self) -> Iterator[None]:
        if threading.current_thread() is not threading.main_thread():
            yield  # only the main thread may set handlers
            return
        changed = [sig for sig in _SIGNALS if signal.getsignal(sig) is signal.SIG_DFL]
        for sig in changed:
            signal.signal(sig, self._handle)
        try:
            yield
        finally:
            for sig in changed:
                signal.signal(sig, signal.SIG_DFL)

    @contextmanager
    def cleanup(self) -> Iterator[None]:
        holding, self._holding = self._holding, True
        try:
            yield
        finally:
            self._holding = holding
        if self._pending and not holding:
            raise SystemExit(128 + self._pending)
