"""The errors below Mastra's own code (issue 22): tool pins, defect entries, and real reports.

- a tool pin (`registry: debian` in catalog.yaml) is the release Debian installs here (the reproductions run
  that tool: `catalog/reproductions/`);
- a defect entry's sources are in its affected range, its fixed release is outside it, its `requires` says
  the fix, and each source's function is at its line in that release's published code (its tarball, fetched
  once into the shared test cache); a package only in the repository is read at a commit whose `verified`
  names the affected release it is the code of;
- real pastes from upstream threads that were not used to write the entries (tests/fixtures/real_pastes.json,
  each with its thread's URL) diagnose right: the right entry first, and never `exact` or `strong` for a
  wrong one (a paste of another tool's output with no entry of its own must not be claimed).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from functools import cache
from pathlib import Path

import pytest

from errors import diagnose
from errors.catalog import Catalog, load_catalog
from errors.drift import load_tree
from errors.history import NpmReleases
from errors.probes._npm import satisfies

ROOT = Path(__file__).resolve().parent.parent
PASTES = Path(__file__).resolve().parent / "fixtures" / "real_pastes.json"
# Read at import, before the suite's autouse fixture points XDG_CACHE_HOME at a per-test folder.
TARBALLS = (
    Path(
        os.environ.get("SANDBOX_ERRORS_TEST_CACHE")
        or Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "sandbox-errors-tests"
    )
    / "tarballs"
)
CLAIMING = ("exact", "strong")


@cache
def catalog() -> Catalog:
    # From the compiled-catalog cache (keyed by the files' content): read at collection, in every xdist worker,
    # where parsing the YAML again cost 1.8 s each.
    return load_catalog(ROOT / "catalog")


# --- tools ----------------------------------------------------------------------------------------------------


def _debian_sources() -> dict[str, str]:
    """Installed Debian packages by source package: ``{"bubblewrap": "0.8.0-2+deb12u1", "fuse": "2.9.9-6+b1"}``."""
    if shutil.which("dpkg-query") is None:
        pytest.skip("dpkg-query is needed to read what Debian installed")
    listed = subprocess.run(
        ["dpkg-query", "-W", "-f", "${source:Package} ${Version} ${db:Status-Abbrev}\n"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    out: dict[str, str] = {}
    for line in listed.splitlines():
        parts = line.split()
        if len(parts) >= 3 and parts[2].startswith("ii"):
            out.setdefault(parts[0], parts[1])
    return out


def test_tool_pins_are_the_releases_debian_installs_here() -> None:
    tools = {name: release.rpartition("@")[2] for name, release in catalog().tools.items()}
    assert tools, "catalog.yaml pins the tools Mastra runs in a sandbox"
    installed = _debian_sources()
    for name, version in sorted(tools.items()):
        have = installed.get(name)
        assert have is not None, f"Debian's {name} is not installed (.ci/setup installs it)"
        upstream = re.sub(r"^\d+:", "", have).split("-")[0].split("+")[0]  # epoch and Debian revision off
        assert upstream == version, f"{name}: Debian installed {have}, the catalog pins {version}"


def test_every_tool_entry_reproduces_with_the_installed_tool() -> None:
    tool_entries = [e for e in catalog().entries if e.package in catalog().tools]
    assert tool_entries
    for entry in tool_entries:
        assert entry.reproduction and entry.reproduction.params is not None, f"{entry.id}: run the real tool"
        assert catalog().checks(entry)["reproduced"] == catalog().tools[entry.package]
        assert entry.related, f"{entry.id}: relate it to the Mastra entry that carries it"


# --- defects ---------------------------------------------------------------------------------------------------


def _defects() -> list[str]:
    return [e.id for e in catalog().entries if e.defect is not None]


def test_there_are_defect_entries_and_each_names_its_version_facts() -> None:
    assert _defects()
    for entry_id in _defects():
        entry = catalog().get(entry_id)
        assert entry.defect is not None
        d = entry.defect
        assert satisfies("0.0.0-0", d.affected) is not None, f"{entry_id}: {d.affected!r} is not an npm range"
        if not d.open:
            assert satisfies(d.fixed, d.affected) is False, f"{entry_id}: the fixed release {d.fixed} is affected"
            assert any(r.package == entry.package and satisfies(d.fixed, r.version) for r in entry.requires), (
                f"{entry_id}: give `requires` with the fixed range, so diagnose --project can say it"
            )
        assert entry.markers, f"{entry_id}: a signature needs markers that tie it to its package"
        for source in entry.sources:
            if source.release is None:
                # A package only in the repository (no tarball to read): the commit read, and `verified` names
                # the release whose code that revision is, inside the affected range.
                assert entry.package not in catalog().releases, f"{entry_id}: a published package names its release"
                assert source.commit and source.verified, f"{entry_id}: say at which commit and how it was read"
                named = re.findall(r"\b\d+\.\d+\.\d+\b", source.verified)
                assert any(satisfies(v, d.affected) for v in named), f"{entry_id}: name the affected release read"
                continue
            assert source.release_package == entry.package, f"{entry_id}: {source.release} is not of {entry.package}"
            version = (source.release or "").rpartition("@")[2]
            assert satisfies(version, d.affected), f"{entry_id}: {source.release} is not in {d.affected}"
        assert catalog().record(entry)["defect"]["issue"] == d.issue


def _published_defects() -> list[str]:
    """The defect entries with a source in a published release (a commit-pinned source follows the pin table,
    tests/test_truth.py, as any other)."""
    return [d for d in _defects() if any(s.release is not None for s in catalog().get(d).sources)]


@pytest.mark.parametrize("entry_id", _published_defects())
def test_defect_sources_are_the_code_of_their_release(entry_id: str) -> None:
    if shutil.which("npm") is None:
        pytest.skip("npm is needed to fetch the affected release")
    entry = catalog().get(entry_id)
    releases = NpmReleases(TARBALLS)
    published = [s for s in entry.sources if s.release is not None]
    for source in published:
        package, _, version = (source.release or "").rpartition("@")
        with releases.unpacked(package, version) as folder:
            text = load_tree(folder).files.get(source.path)
        assert text is not None, f"{entry_id}: {source.path} is not in {source.release}"
        lines = text.splitlines()
        assert 1 <= source.line <= len(lines)
        names = [n for n in re.findall(r"[A-Za-z_$][\w$]*", source.function) if len(n) >= 3]
        assert any(n in "\n".join(lines[: source.line + 2]) for n in names), f"{entry_id}: no {source.function}"


# --- real reports ----------------------------------------------------------------------------------------------


def _pastes() -> list[dict[str, str | None]]:
    data: list[dict[str, str | None]] = json.loads(PASTES.read_text(encoding="utf-8"))["pastes"]
    return data


def test_the_real_pastes_are_from_threads_the_entries_do_not_cite() -> None:
    cited = "\n".join(
        "\n".join(filter(None, [e.meaning, e.triggers, e.notes, *e.situations, *(f.body for f in e.fixes)]))
        + (e.defect.issue + (e.defect.fix or "") if e.defect else "")
        for e in catalog().entries
    )
    for paste in _pastes():
        url = str(paste["url"])
        assert url.startswith("https://github.com/"), url
        number = url.rstrip("/").rpartition("/")[2]
        repo = url.split("github.com/")[1].rsplit("/", 2)[0]
        assert url not in cited and f"{repo}#{number}" not in cited, f"{url} was used to write an entry"
        assert paste["expect"] is None or paste["expect"] in catalog(), paste["expect"]


def test_real_pastes_diagnose_right() -> None:
    """The right entry first; never `exact` or `strong` for a wrong one. Prints the figures. A paste marked
    `known_miss` may miss (it is counted and printed), but must not be claimed by a wrong entry either; one that
    no longer misses fails, so the mark is removed."""
    right = wrong_claims = 0
    by_confidence: dict[str, int] = {}
    problems: list[str] = []
    misses: list[str] = []
    pastes = _pastes()
    for paste in pastes:
        matches = diagnose(str(paste["text"]), catalog())["matches"]
        expect = paste["expect"]
        first = matches[0] if matches else None
        if expect is not None and first is not None and first["id"] == expect:
            right += 1
            by_confidence[first["confidence"]] = by_confidence.get(first["confidence"], 0) + 1
        elif expect is None and not any(m["confidence"] in CLAIMING for m in matches):
            right += 1
            by_confidence["none claimed"] = by_confidence.get("none claimed", 0) + 1
        else:
            got = f"{first['id']} ({first['confidence']})" if first else "nothing"
            (misses if paste.get("known_miss") else problems).append(
                f"{paste['url']}: expected {expect or 'no claim'}, got {got}"
            )
        if paste.get("known_miss") and not any(m.startswith(f"{paste['url']}:") for m in misses):
            problems.append(f"{paste['url']}: marked known_miss but diagnosed right: remove the mark")
        claimed_wrong = [m for m in matches if m["id"] != expect and m["confidence"] in CLAIMING]
        wrong_claims += bool(claimed_wrong)
        problems += [f"{paste['url']}: {m['id']} claimed {m['confidence']}" for m in claimed_wrong]
    print(f"real pastes: {right} of {len(pastes)} right; by confidence of the right answer: {by_confidence}")
    print("known misses:\n  " + "\n  ".join(misses) if misses else "no known misses")
    assert problems == [], "\n".join(problems)
    assert wrong_claims == 0
