"""A child subreaper that runs one command and leaves none of its processes behind (Linux).

Run as ``python -I -S _reaper.py PARENT_PID COMMAND [ARG]...``. It marks itself a child subreaper
(``prctl(PR_SET_CHILD_SUBREAPER)``), so whatever the command starts stays its descendant through double
forks, ``setsid`` and cleared environments: an orphan is re-parented here instead of to init. When the
command exits, when this process gets SIGTERM, SIGHUP or SIGINT, or when its parent dies, every descendant
is killed and reaped, and the command's status becomes this process's status.

It runs as a script outside the package, so it uses the standard library only. Where prctl is unavailable
(not Linux) it simply becomes the command.
"""

from __future__ import annotations

import ctypes
import os
import signal
import sys
import time

_PR_SET_PDEATHSIG = 1
_PR_SET_CHILD_SUBREAPER = 36
_STOP_SIGNALS = (signal.SIGTERM, signal.SIGHUP, signal.SIGINT)
_KILL_ROUNDS = 200


def _prctl(option: int, value: int) -> bool:
    try:
        return int(ctypes.CDLL(None, use_errno=True).prctl(option, value, 0, 0, 0)) == 0
    except (OSError, AttributeError):
        return False


def _live_descendants(root: int) -> list[int]:
    children: dict[int, list[int]] = {}
    try:
        names = os.listdir("/proc")
    except OSError:  # no /proc: nothing can be found, and the command's own status still counts
        return []
    for name in names:
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat", "rb") as f:
                raw = f.read()
        except OSError:
            continue
        fields = raw[raw.rfind(b")") + 2 :].split()
        if fields and fields[0] != b"Z":  # a zombie is dead already; it only waits to be reaped
            children.setdefault(int(fields[1]), []).append(int(name))
    found: list[int] = []
    todo = [root]
    while todo:
        for child in children.get(todo.pop(), []):
            found.append(child)
            todo.append(child)
    return found


def _reap() -> None:
    while True:
        try:
            pid, _ = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return
        if pid == 0:
            return


def kill_descendants() -> None:
    """SIGKILL every live descendant until none is left (a forking one may add children between rounds)."""
    me = os.getpid()
    for _ in range(_KILL_ROUNDS):
        found = _live_descendants(me)
        if not found:
            break
        for pid in found:
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass
        time.sleep(0.005)
        _reap()
    _reap()


def _exit_like(status: int) -> None:
    """Exit the way the command did: with its code, or killed by the same signal."""
    if os.WIFSIGNALED(status):
        sig = os.WTERMSIG(status)
        if sig != signal.SIGKILL:
            signal.signal(sig, signal.SIG_DFL)
        os.kill(os.getpid(), sig)
    sys.exit(os.waitstatus_to_exitcode(status))


def main(argv: list[str]) -> None:
    parent, command = int(argv[0]), argv[1:]
    if not _prctl(_PR_SET_CHILD_SUBREAPER, 1):
        os.execvp(command[0], command)
    me = os.getpid()
    # The handler only records the signal and kills the command; the waiting below then cleans up as usual.
    state: dict[str, int] = {"child": 0, "signum": 0}

    def stop(signum: int, _frame: object) -> None:
        if os.getpid() != me:  # the forked child, before its exec
            os._exit(128 + signum)
        state["signum"] = state["signum"] or signum
        if state["child"] > 0:
            try:
                os.kill(state["child"], signal.SIGKILL)
            except OSError:
                pass

    for sig in _STOP_SIGNALS:
        signal.signal(sig, stop)
    _prctl(_PR_SET_PDEATHSIG, signal.SIGTERM)
    child = os.fork()
    if child == 0:
        for sig in _STOP_SIGNALS:
            signal.signal(sig, signal.SIG_DFL)
        try:
            os.execvp(command[0], command)
        except OSError as exc:
            os.write(2, f"{command[0]}: {exc.strerror}\n".encode())
        os._exit(127)
    state["child"] = child
    if state["signum"] or os.getppid() != parent:  # stopped before the fork, or the parent is already gone
        stop(state["signum"] or signal.SIGTERM, None)
    while True:
        pid, status = os.waitpid(-1, 0)  # orphans re-parented here are reaped on the way
        if pid == child:
            state["child"] = -1  # reaped: its pid may be reused, so it is never signalled again
            break
    kill_descendants()
    if state["signum"]:
        sys.exit(128 + state["signum"])
    _exit_like(status)


if __name__ == "__main__":
    main(sys.argv[1:])
