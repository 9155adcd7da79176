"""One commit per repository-only package: the pin table, and the check that every commit pin follows it.

Code that is not published is read from the ``mastra-ai/mastra`` repository at a commit. So that a claim that
spans files describes code that existed at one time, each package has **one pin**: the commit at which the most
of its cited files are stored (the search index stores a file only at some commits). A cited file that is not
stored at the pin is cited at exactly one other commit, named here. ``pending`` names files that are stored at
the pin but still cited at an older commit (to be re-read at the pin), and ``OFF_TABLE`` the few pins that cite
another revision on purpose (an older revision that an entry contrasts), each with why. ``stored.tsv`` lists
every (repository, path, commit) a commit pin names, with the size of the stored copy: a pin names a copy that
was probed, not a commit typed from memory.

The table is also ``/work/coord/pins.md`` for the sessions writing entries; ``python -m truth.pins`` prints
every pin that does not follow it.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from errors.catalog import Catalog, Entry

REPO = "mastra-ai/mastra"


@dataclass(frozen=True)
class Pin:
    commit: str
    elsewhere: dict[str, str] = field(default_factory=dict)  # path in the folder -> its one commit
    pending: dict[str, str] = field(default_factory=dict)  # stored at the pin, still cited at this commit


PINS: dict[str, Pin] = {
    "workspaces/agentcore": Pin("928ca3531f10f8b8cb229cfc97fdf63777fbfc9d"),
    "workspaces/apple-container": Pin("9bd98b2960b9c83009bd04b02b293fd17fdf03c2"),
    "workspaces/blaxel": Pin(
        "1c8294d1978ed4868bd3718aa4b40d5ca5f28d33",
        elsewhere={
            "src/sandbox/index.ts": "10891f1eace453ca8c98c07a5bf6f7316473316f",
            "src/sandbox/process-manager.ts": "24868c2498c7576285e3cff0d796df0d5c91f82f",
        },
    ),
    "workspaces/boat": Pin("12594576b51e9774360157f9777669bf9bfabeb1"),
    "workspaces/cloudflare-sandbox": Pin(
        "00baef94f7a7a46c7827ca99e72f59d701e36d13",
        elsewhere={"src/bridge-client.ts": "06df61ca1fb42339a26aa1fd9fcdae23d70adac4"},
    ),
    "workspaces/createos": Pin("bcf254f20c374e9a722977811cfdd8d41cc42b7c"),
    "workspaces/cua": Pin(
        "954d9f6c990bfbdc4e7c842383905e0440c7c42d",
        elsewhere={"src/fleet-session.ts": "c6734eabdd9247e12bc63af0c52602146ec22c69"},
    ),
    "deployers/sandbox": Pin(
        "7e5b4c884f12436372a5d632546060acd6d59e42",
        elsewhere={
            "src/worker.ts": "0655f11422b08b924f34c4034964b7e391be03d9",
            "package.json": "79ee78c5b1152a31e5dff52d3e79458b2aff81f2",
        },
    ),
    "mastracode/factory": Pin(
        "004a0fc68e97f407e5327f2017df363312285c94",
        elsewhere={
            "src/workspace.ts": "01319385dc6b2421bf1505809fddb99049b16710",
            "src/integrations/github/sandbox.ts": "0469705453965a09b1b22ff701581d2f819fa93e",
            "src/sandbox/fleet.ts": "09081d1768de05cf05e6feda9b2b4361e895a264",
            "src/sandbox/session-sandbox.ts": "5504e9184629107461830bcda2c29be7bc302ca3",
            "src/sandbox/base-checkpoint.ts": "d9472dd3a80c17d05b507343d2921dd3388a75cc",
            "src/auth.ts": "016a9d873d88f3267f4ac3b4d2cdf1ad0106fc69",
            "src/capabilities/version-control.ts": "3d6e539272eb2ea0407034605ee1906b3be06b39",
            "src/integrations/github/pat.ts": "26dea944c8381e14977c5a0dcd5e615d27b5b80a",
            "src/rules/tools.ts": "ca17211b4db0c3171a22f0f229415afca7dbe51e",
            "src/sandbox/materialization.ts": "2c71c3bc34827d78a6e8eededd74b3b0ef1cad3c",
            "src/sandbox/reattach.ts": "0775b74179c5295bbb6c253a3644eb0eba9abae1",
            "src/sandbox/repo-dir.ts": "8dbdfa0e4af13466bcad4d73fb39d38dce12bd99",
            "src/sandbox/workdir.ts": "120743c8630f6b3b9e3997a304f98f1c24f509ee",
        },
    ),
    "mastracode/web": Pin("9a1486e3f24bd2c0d6246ff9472756d93e6abeb6"),
    "workspaces/freestyle": Pin("2acc6daa7f757e2a9f1b6e933de1b82d1ade39dd"),
    "workspaces/islo": Pin(
        "64a421615f05adb040a76785f92fa94f56397659",
        elsewhere={"src/provider.ts": "1a95ff4aa0883204e66974a73830d7adc5ee7ab9"},
    ),
    "workspaces/mainbrella": Pin("1461b92390b3cd4ab826800a1fbbdcd8f01f5ef9"),
    "workspaces/modal": Pin(
        "ee853e3e091d4c72db3ced5c5917a8f69561d414",
        elsewhere={"src/filesystem/index.ts": "c6c7fa4527e7acecd4df612309e984dfe0f24aa8"},  # not at the pin
    ),
    "workspaces/platform": Pin("088fa96d3490bdf36e13a7768f5a06f4233641b4"),
    "workspaces/platform-workspace": Pin(
        "05ab4466eb50aa4149b48c2dd54cfbf3b4ed2630",
        elsewhere={
            "src/index.ts": "2da8a60e31565f718daa3a1fd6c7a1a8a6030cbd",
            "src/factory-sandbox.ts": "232ecde651e7fa6e1cb3b6b6845ed5f000db9404",
            # ring2 (issue 21): each at its newest stored revision, none stored at the pin (probed)
            "src/template.ts": "a3f923a1f1a2f96d1de257cdc74bb85118051c9f",
            "src/repo-template.ts": "a3f923a1f1a2f96d1de257cdc74bb85118051c9f",
            "src/filesystem.ts": "360e97f076a98798854ee96976e0474f7c8cc24b",
        },
    ),
    "workspaces/railway": Pin(
        "d7c519f9a70e6a08f936258ea79e115953fc5b1d",
        elsewhere={"src/sandbox/process-manager.ts": "3a3c88c1ceeb189bdb20919ccbfd025a018ec145"},
    ),
    "workspaces/render": Pin(
        "b3f12e03d502f47cf6789595822605395ebd1a77",
        elsewhere={
            "src/control.ts": "d0ef7cb2dc57f74b4fc3e6adb18488b23e00e1fa",
            "src/utils.ts": "d0ef7cb2dc57f74b4fc3e6adb18488b23e00e1fa",
        },
    ),
    "workspaces/runloop": Pin("5a9179c6483abb4823953ee3c74ad3189c3f22c4"),
    "workspaces/smol": Pin("b87853ba8a2af64d535f9deda04571686d6eaa93"),
    "workspaces/upstash-box": Pin("b8a5aea21f11d5622fc704fe6948865e01d92ea8"),
    # @mastra/e2b's repository code newer than its 0.8.0 release (scope.yaml's commit block)
    "workspaces/e2b": Pin(
        "01e59f3e79b7ab1cd6b871651d044d5b685cb034",
        elsewhere={"src/factory-sandbox.ts": "0a355c435930a693017c3473e070211994415994"},
    ),
    # The ring session's packages: @mastra/docker's repository code newer than 0.3.0 (its commit block), and two
    # workspace filesystem providers only in the repository. One cited file each, at its only probed commit.
    "workspaces/docker": Pin(
        "26292f3fb04bc5cb104d6222ca067346425c49b6",
        # not stored at the pin
        elsewhere={"src/template/repo-template.ts": "e7114b156e46bf67032ea1b2ceb4a82401a03163"},
    ),
    "workspaces/google-drive": Pin("09d8464064a9e3bfe6196afdb0601f6440d0fef0"),
    "workspaces/files-sdk": Pin("b15b1550697e6b6db9ff5cba007a5ad127829571"),
    # ring2 (issue 21): two more filesystem providers only in the repository, one cited file each.
    "workspaces/agentfs": Pin("f533f24fa533070de0aab3110b656878d24b7e78"),
    "workspaces/archil": Pin("922c4edcd4ab86c2c7e2634ab15741c8d229bdc3"),
}

# (entry id, path, commit) -> why this pin reads another revision than the table's.
OFF_TABLE: dict[tuple[str, str, str], str] = {
    (
        "session-not-available-to-user",
        "mastracode/factory/src/workspace.ts",
        "7fe4ea304a8ea66269deeaa0912eaf4eb06cb4b6",
    ): "an older revision the entry contrasts (the check that folded a missing organization into this refusal)",
    (
        "session-sandbox-reattach-not-active",
        "mastracode/factory/src/sandbox/session-sandbox.ts",
        "0775b74179c5295bbb6c253a3644eb0eba9abae1",
    ): "read at the commit of the entry's throw site in reattach.ts, so that the two files are of one time",
    (
        "cloudflare-command-string-run-as-program",
        "workspaces/cloudflare-sandbox/src/sandbox.ts",
        "9aa5ade80c6be0617abe0242044068cc2dde3f21",
    ): "a defect's source: the older, defective revision of buildArgv, which the pin's fixed code no longer has",
}

STORED_FILE = Path(__file__).resolve().parent / "stored.tsv"


@cache
def stored() -> dict[tuple[str, str, str], int]:
    """(repo, path, commit) -> size in characters of each copy a commit pin names (``stored.tsv``)."""
    rows = {}
    for line in STORED_FILE.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            repo, path, commit, size = line.split("\t")
            rows[(repo, path, commit)] = int(size)
    return rows


_FOLDER = re.compile(r"^((?:workspaces|deployers|mastracode)/[^/]+)/(.+)$")


def expected_commit(path: str) -> tuple[str, str] | None:
    """(folder, the commit the table names for this file), or None for a file outside every pinned folder."""
    match = _FOLDER.match(path)
    if not match or match[1] not in PINS:
        return None
    pin = PINS[match[1]]
    rest = match[2]
    return match[1], pin.pending.get(rest) or pin.elsewhere.get(rest) or pin.commit


def problems(catalog: Catalog) -> list[str]:
    """Every commit pin into a pinned folder that is not at the table's commit for its file."""
    return [p for entry in catalog.entries for p in entry_problems(entry)]


def entry_problems(entry: Entry) -> list[str]:
    out: list[str] = []
    copies = stored()
    for where in (*entry.sources, *entry.evidence):
        if where.commit is None:
            continue
        if (where.repo, where.path, where.commit) not in copies:
            out.append(
                f"{entry.id}: {where.repo} {where.path} @ {where.commit[:8]} is not in truth/stored.tsv "
                "(probe that the index stores it there, with read_file and that commit, and add its row)"
            )
        if where.repo != REPO:
            continue
        expected = expected_commit(where.path)
        if expected is None:
            if _FOLDER.match(where.path):
                out.append(f"{entry.id}: {where.path} is in no pinned folder; add its package to truth.pins")
            continue
        if where.commit != expected[1] and (entry.id, where.path, where.commit) not in OFF_TABLE:
            out.append(
                f"{entry.id}: {where.path}:{where.line} @ {where.commit[:8]}; the table pins this file at "
                f"{expected[1][:8]} (package pin {PINS[expected[0]].commit[:8]})"
            )
    return out


def table_problems() -> list[str]:
    """The table itself: a file is named once, and never at the package pin's own commit."""
    out = []
    for folder, pin in PINS.items():
        for path in pin.elsewhere.keys() & pin.pending.keys():
            out.append(f"{folder}/{path}: both elsewhere and pending")
        for path, commit in {**pin.elsewhere, **pin.pending}.items():
            if commit == pin.commit:
                out.append(f"{folder}/{path}: named at the pin's own commit")
    return out


def main(argv: list[str] | None = None) -> int:
    from truth._command import catalog_and_ids

    asked = catalog_and_ids("truth.pins", __doc__ or "", "(ignored)", argv)
    if asked is None:
        return 2
    found = table_problems() + problems(asked[0])
    for problem in found:
        print(problem)
    pending = sum(len(p.pending) for p in PINS.values())
    print(f"{'ok' if not found else 'FAILED'}: {len(found)} problems; {pending} files pending a re-pin")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
