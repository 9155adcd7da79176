"""Which releases to read: every minor's last patch, then bisection wherever two read releases differ."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Hashable

from ._releases import version_key


def minor_tips(versions: list[str]) -> list[str]:
    """The last patch of every ``major.minor`` in ``versions`` (sorted oldest first), plus the very first release
    (so the first release that throws something is found by bisection from there)."""
    tips: dict[tuple[int, int], str] = {}
    for v in versions:
        major, minor, *_ = version_key(v)
        tips[(major, minor)] = v  # sorted input: the last one wins
    chosen = set(tips.values())
    if versions:
        chosen.add(versions[0])
    return sorted(chosen, key=version_key)


def bisect_changes(versions: list[str], seed: list[str], signature: Callable[[str], Hashable]) -> list[str]:
    """Every release read: ``seed``, then between two neighbours whose signatures differ, the middle release of
    ``versions`` between them, until the two differing releases are next to each other in ``versions``.

    A change that happens and is undone between two read releases with equal signatures is not seen.
    """
    index = {v: i for i, v in enumerate(versions)}
    read = sorted(set(seed), key=lambda v: index[v])
    pending = list(itertools.pairwise(read))
    done = set(read)
    while pending:
        low, high = pending.pop()
        if index[high] - index[low] <= 1 or signature(low) == signature(high):
            continue
        middle = versions[(index[low] + index[high]) // 2]
        done.add(middle)
        pending += [(low, middle), (middle, high)]
    return sorted(done, key=lambda v: index[v])
