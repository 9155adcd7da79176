"""A catalog with a release history, for the tests of what the site says about versions and packages.

@example/core is published (pinned to 1.2.3, six releases read, one after the pin); @example/e2b and
other-sdk are read in their repositories at commits. Each entry below is one case the entry page words
differently.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from site_factory import COMMIT, entry, write_catalog

OTHER_COMMIT = "fedcba9876543210fedcba9876543210fedcba98"
READ = ["1.0.0", "1.0.5", "1.1.0", "1.2.0", "1.2.3", "1.3.0"]
OLDER = "Kit box '${sandbox.id}' went away"
NEWER = "Kit box '${sandbox.id}' is gone for good"


def _published(entry_id: str, **fields: Any) -> dict[str, Any]:
    source = {"repo": "example/upstream", "release": "@example/core@1.2.3", "path": "src/kit.ts", "line": 7,
              "function": "use"}
    return entry(entry_id, sources=[source], **fields)


def entries() -> list[dict[str, Any]]:
    return [
        # older and newer wordings, a gap, two changes; thrown up to the last release read
        _published("kit-gone", title="The kit box has gone", message="Kit box '${sandbox.id}' has gone"),
        # stopped after 1.1.0
        _published("kit-old", title="The kit refuses an old flag", message="Kit flag '${flag}' is not accepted",
                   capability="setEnv"),
        # new in 1.2.0
        _published("kit-new", title="The kit needs a port", message="Kit port ${port} is not open",
                   capability="networking"),
        # the history read the releases but found it in none
        _published("kit-unseen", title="The kit cannot be seen", message="Kit is hidden from '${sandbox.id}'"),
        # a published package's entry that history.yaml does not list
        _published("kit-unrecorded", title="The kit is not recorded", message="Kit ${name} is unrecorded"),
        entry("box-at-commit", title="The box is read at a commit", message="Box '${sandbox.id}' is read at a commit",
              package="@example/e2b"),
        entry("box-two-commits", title="The box is read at two commits", message="Box ${name} is read twice",
              package="@example/e2b", capability="networking",
              sources=[{"repo": "example/upstream", "commit": COMMIT, "path": "src/a.ts", "line": 3, "function": "a"},
                       {"repo": "example/upstream", "commit": OTHER_COMMIT, "path": "src/b.ts", "line": 4,
                        "function": "b"}]),
        entry("sdk-answer", title="The SDK answers no", message="SDK says no to ${name}", package="other-sdk",
              sources=[{"repo": "other/sdk", "commit": OTHER_COMMIT, "path": "src/c.ts", "line": 5, "function": "c"}]),
    ]


def _list(values: list[str]) -> str:
    return "[" + ", ".join(f'"{v}"' for v in values) + "]"


HISTORY = f"""packages:
  - package: "@example/core"
    pinned: "1.2.3"
    read: {_list(READ)}
entries:
  - id: "kit-gone"
    package: "@example/core"
    first: "1.0.0"
    last: "1.3.0"
    changed: ["1.2.0", "1.3.0"]
    missing: ["1.1.0"]
    wordings:
      - message: "{OLDER}"
        first: "1.0.0"
        last: "1.0.5"
        found: site
      - message: "{NEWER}"
        first: "1.3.0"
        last: "1.3.0"
        found: site
  - id: "kit-old"
    package: "@example/core"
    first: "1.0.0"
    last: "1.1.0"
  - id: "kit-new"
    package: "@example/core"
    first: "1.2.0"
    last: "1.3.0"
  - id: "kit-unseen"
    package: "@example/core"
"""


def write_versioned_catalog(root: Path) -> Path:
    write_catalog(root, entries())
    (root / "history.yaml").write_text(HISTORY, encoding="utf-8")
    return root
