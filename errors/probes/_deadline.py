"""Deadlines on the monotonic clock, so per-run, per-probe and per-command limits nest."""

from __future__ import annotations

import time
from dataclasses import dataclass


@dataclass(frozen=True)
class Deadline:
    at: float

    @classmethod
    def after(cls, seconds: float) -> Deadline:
        return cls(time.monotonic() + seconds)

    def remaining(self) -> float:
        return max(0.0, self.at - time.monotonic())

    @property
    def expired(self) -> bool:
        return self.remaining() <= 0.0

    def cap(self, seconds: float) -> float:
        """``seconds``, shortened to what is left of this deadline."""
        return min(seconds, self.remaining())

    def sooner(self, seconds: float) -> Deadline:
        """A deadline ``seconds`` from now, or this one if it comes first."""
        return Deadline(min(self.at, time.monotonic() + seconds))
