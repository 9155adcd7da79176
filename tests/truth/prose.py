"""Prose that follows its sources: what an entry's text says about its sources agrees with them.

When an entry gains a source (another provider throws the same text), its prose has to be re-read; these
checks find the places where it was not:

- **providers**: every provider whose code an entry's ``sources`` point into (``workspaces/<provider>/...``)
  is named in its ``meaning``, ``triggers`` or ``situations``;
- **counts**: a counted claim about the sources ("in all three places", "the two providers", "both
  providers") agrees with the number of sources, or of providers among them.

    python -m truth.prose [--catalog DIR] [ID ...]     (from tests/; prints each problem, exit 1 if any)
"""

from __future__ import annotations

import re
import sys

from errors.catalog import Catalog, Entry

# The folder of a provider package in the repository, and the names prose gives it.
_PROVIDER_FOLDER = re.compile(r"^workspaces/(?P<folder>[a-z0-9-]+)/")
_NAMES = {
    "agentcore": ("AgentCore",),
    "apple-container": ("Apple container", "Apple Container", "apple-container", "AppleContainer"),
    "blaxel": ("Blaxel",),
    "boat": ("Boat",),
    "cloudflare-sandbox": ("Cloudflare",),
    "createos": ("CreateOS",),
    "cua": ("Cua", "CUA"),
    "daytona": ("Daytona",),
    "docker": ("Docker",),
    "e2b": ("E2B",),
    "freestyle": ("Freestyle",),
    "islo": ("Islo", "islo"),
    "mainbrella": ("Mainbrella", "mainbrella"),
    "modal": ("Modal",),
    "platform": ("platform", "Platform"),
    "platform-workspace": ("platform", "Platform"),
    "railway": ("Railway",),
    "render": ("Render",),
    "runloop": ("Runloop",),
    "smol": ("smol", "Smol"),
    "upstash-box": ("Upstash",),
    "vercel": ("Vercel",),
}
_NUMBERS = {"two": 2, "both": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8}
# "in all three places", "the two providers", "both providers", "four call sites"
_COUNTED = re.compile(
    r"\b(?P<n>two|three|four|five|six|seven|eight|both)\s+(?:of\s+the\s+|the\s+)?"
    r"(?P<noun>places|call sites|throw sites|sites|providers)\b",
    re.IGNORECASE,
)
# Counted claims that were re-read and count something narrower than all the sources (entry id, claim): why.
COUNTS_READ = {
    ("isolation-backend-unavailable", "Two throw sites"): "two throw sites construct the class; the third source "
    "is the template in errors.ts",
    ("daytona-command-timed-out", "three places"): "three places of the pinned releases; the fourth source, "
    "Blaxel's, is in the repository only and is told in the situations",
}


def providers(entry: Entry) -> list[str]:
    """The provider folders the entry's sources point into, in order, once each."""
    found: list[str] = []
    for source in entry.sources:
        match = _PROVIDER_FOLDER.match(source.path)
        if match and match["folder"] in _NAMES and match["folder"] not in found:
            found.append(match["folder"])
    return found


def _story(entry: Entry) -> str:
    return "\n".join((entry.meaning, entry.triggers, *entry.situations))


def entry_problems(entry: Entry) -> list[str]:
    out: list[str] = []
    folders = providers(entry)
    story = _story(entry)
    if len(folders) > 1:  # one provider's own entry is about that provider throughout
        for folder in folders:
            if not any(name.lower() in story.lower() for name in (folder, *_NAMES[folder])):
                out.append(f"{entry.id}: its sources are in workspaces/{folder}, but meaning, triggers and "
                           f"situations never name {_NAMES[folder][0]}")
    text = "\n".join((story, entry.notes or "", *(f.body for f in entry.fixes)))
    for match in _COUNTED.finditer(text):
        if (entry.id, match.group(0)) in COUNTS_READ:
            continue
        said = _NUMBERS[match["n"].lower()]
        noun = match["noun"].lower()
        if noun == "providers":
            if len(folders) < 2:
                continue  # providers of one package's own story, or of a core check: not counted from the sources
            actual, what = len(folders), "providers among its sources"
        else:
            # "E2B throws this text from two places": the places of the provider named just before the claim.
            before = text[max(0, match.start() - 60) : match.start()].lower()
            named = [f for f in folders if any(n.lower() in before for n in (f, *_NAMES[f]))]
            if named:
                actual = sum(1 for src in entry.sources if src.path.startswith(f"workspaces/{named[-1]}/"))
                what = f"sources in workspaces/{named[-1]}"
            else:
                actual, what = len(entry.sources), "sources"
        if said != actual:
            out.append(f"{entry.id}: says \"{match.group(0)}\" but has {actual} {what}")
    return out


def problems(catalog: Catalog, ids: list[str] | None = None) -> list[str]:
    return [p for e in catalog.entries if not ids or e.id in ids for p in entry_problems(e)]


def main(argv: list[str] | None = None) -> int:
    from truth._command import catalog_and_ids

    asked = catalog_and_ids("truth.prose", __doc__ or "", "entry ids (default: all)", argv)
    if asked is None:
        return 2
    catalog, ids = asked
    found = problems(catalog, ids or None)
    for problem in found:
        print(problem)
    print(f"{'ok' if not found else 'FAILED'}: {len(found)} problems")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
