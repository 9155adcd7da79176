"""Run each reproduction offline against the pinned packages and diagnose what Node printed.

``catalog/reproductions/<id>.mjs`` is a standalone ES module: run with ``node`` inside the pinned npm project,
with no network (``unshare -n``, which needs root; only loopback is up, so a script may answer its SDK from a
server of its own on 127.0.0.1, as the service would), it lets the real error escape, so Node prints it and exits
non-zero. The entry's ``reproduction.params`` are the values it used. A reproduction holds when Node exits
non-zero, our own ``diagnose`` puts the entry first, and it extracts those values. ``<id>.fixed.mjs``, where it
exists, applies the fix to the same situation and must exit 0.

    python -m truth.reproduce [--catalog DIR] [ID ...]     (from tests/; exit 1 if any fails)
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from errors.catalog import Catalog, Entry
from errors.diagnosis import diagnose

TIMEOUT_S = 60


class OfflineUnavailable(Exception):
    """No way to run without a network here (unshare needs root)."""


@dataclass(frozen=True)
class Run:
    code: int | None  # None: timed out
    output: str


def reproduction_dir(catalog: Catalog) -> Path:
    return Path(catalog.root) / "reproductions"


def reproducible(catalog: Catalog, ids: list[str] | None = None) -> list[Entry]:
    return [
        e
        for e in catalog.entries
        if e.reproduction and e.reproduction.params is not None and (not ids or e.id in ids)
    ]


def offline_prefix() -> list[str]:
    """The command prefix that cuts the network off; raises OfflineUnavailable where that is impossible."""
    unshare = shutil.which("unshare")
    if os.geteuid() != 0 or unshare is None:
        raise OfflineUnavailable("reproductions run in a fresh network namespace, which needs root and unshare")
    probe = subprocess.run([unshare, "-n", "true"], capture_output=True, timeout=10, check=False)
    if probe.returncode != 0:
        raise OfflineUnavailable(f"unshare -n does not work here: {probe.stderr.decode(errors='replace').strip()}")
    ip = shutil.which("ip")
    if ip is None:
        raise OfflineUnavailable("reproductions bring up loopback in their namespace with `ip` (Debian's iproute2)")
    # A fresh network namespace has only a loopback device, and it is down: bring it up, so that a script can
    # answer its SDK's requests from a server of its own on 127.0.0.1 (no other address exists in there).
    return [unshare, "-n", "--", "sh", "-c", f'{ip} link set lo up && exec "$@"', "sh"]


def run_script(project: Path, script: Path, prefix: list[str]) -> Run:
    """Run one script with node from inside ``project`` (so its packages resolve), offline, bounded in time."""
    node = shutil.which("node") or "node"
    work = Path(tempfile.mkdtemp(dir=project, prefix=".repro-"))
    try:
        target = work / script.name
        shutil.copy(script, target)
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(work), "TMPDIR": str(work)}
        if "NODE_COMPILE_CACHE" in os.environ:  # compiled code of the packages, kept between runs (tests/conftest.py)
            env["NODE_COMPILE_CACHE"] = os.environ["NODE_COMPILE_CACHE"]
        proc = subprocess.Popen(
            [*prefix, node, str(target)],
            cwd=work,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        try:
            out, _ = proc.communicate(timeout=TIMEOUT_S)
            return Run(proc.returncode, out.decode("utf-8", errors="replace"))
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            out, _ = proc.communicate()
            return Run(None, out.decode("utf-8", errors="replace"))
        finally:
            if proc.poll() is None:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait()
    finally:
        shutil.rmtree(work, ignore_errors=True)


def check_entry(project: Path, catalog: Catalog, entry: Entry, prefix: list[str]) -> list[str]:
    """What is wrong with this entry's reproduction (empty: it holds)."""
    assert entry.reproduction is not None and entry.reproduction.params is not None
    script = reproduction_dir(catalog) / f"{entry.id}.mjs"
    problems: list[str] = []
    run = run_script(project, script, prefix)
    tail = "\n      ".join(run.output.strip().splitlines()[-12:])
    if run.code is None:
        return [f"{entry.id}: timed out after {TIMEOUT_S} s:\n      {tail}"]
    if run.code == 0:
        return [f"{entry.id}: node exited 0; the error must escape:\n      {tail}"]
    matches = diagnose(run.output, catalog, top=3)["matches"]
    if not matches or matches[0]["id"] != entry.id:
        found = matches[0]["id"] if matches else "nothing"
        problems.append(f"{entry.id}: diagnose put {found} first:\n      {tail}")
    else:
        expected = dict(entry.reproduction.params)
        got = {k: v for k, v in matches[0]["params"].items() if k in expected}
        if got != expected:
            problems.append(f"{entry.id}: diagnose extracted {got}, the entry says {expected}")
    fixed = reproduction_dir(catalog) / f"{entry.id}.fixed.mjs"
    if fixed.is_file():
        after = run_script(project, fixed, prefix)
        if after.code != 0:
            problems.append(
                f"{entry.id}: {fixed.name} exited {after.code}:\n      "
                + "\n      ".join(after.output.strip().splitlines()[-12:])
            )
    return problems


def check_entries(project: Path, catalog: Catalog, entries: list[Entry], prefix: list[str]) -> dict[str, list[str]]:
    """``check_entry`` for each entry, as many at once as there are cores (each is a Node process, so the
    wall time is the slowest batch, not the sum)."""
    workers = max(1, min(len(entries), os.cpu_count() or 1))
    with ThreadPoolExecutor(max_workers=workers) as pool:
        results = pool.map(lambda entry: check_entry(project, catalog, entry, prefix), entries)
        return {entry.id: problems for entry, problems in zip(entries, results, strict=True)}


def main(argv: list[str] | None = None) -> int:
    from truth._command import catalog_and_ids
    from truth.npm import project

    asked = catalog_and_ids("truth.reproduce", __doc__ or "", "entry ids (default: all with a reproduction)", argv)
    if asked is None:
        return 2
    catalog, ids = asked
    entries = reproducible(catalog, ids or None)
    skipped = sorted(set(ids) - {e.id for e in entries})
    for entry_id in skipped:
        print(f"{entry_id}: no reproduction.params in the entry (nothing to run)")
    prefix = offline_prefix()
    root = project()
    failed = 0
    for entry_id, problems in check_entries(root, catalog, entries, prefix).items():
        failed += bool(problems)
        print("\n".join(problems) if problems else f"{entry_id}: ok")
    print(f"{'ok' if not failed else 'FAILED'}: {len(entries) - failed} of {len(entries)} reproductions hold")
    return 1 if failed or skipped else 0


if __name__ == "__main__":
    sys.exit(main())
