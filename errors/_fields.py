"""The shape of catalog files, declared once.

The same declarations validate YAML nodes (with their line and column) in :mod:`errors.catalog` and produce
``catalog/schema.json`` for editors, so the two cannot disagree.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

KEBAB = r"^[a-z0-9]+(-[a-z0-9]+)*$"
PASCAL = r"^[A-Z][A-Za-z0-9]*$"
SNAKE = r"^[a-z_][a-z0-9_]*$"
CAMEL_KEY = r"^[a-z][A-Za-z0-9]*$"
COMMIT = r"^[0-9a-f]{40}$"
# A tool Debian ships may number its releases in two parts (s3fs-fuse 1.90); npm packages use three.
RELEASE = r"^(@[a-z0-9-]+/)?[a-z0-9.-]+@[0-9]+\.[0-9]+(\.[0-9]+)?(-[0-9A-Za-z.-]+)?$"
VERSION = r"^[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.-]+)?$"
PARAM_KINDS = ("integer", "number", "identifier", "path", "url", "text")
PROBES = (
    "surface",
    "execute_command",
    "set_env",
    "write_files",
    "networking",
    "public_url",
    "lifecycle",
    "worker_preflight",
    "versions",
)


@dataclass(frozen=True)
class Str:
    """A string; ``nonempty`` rejects blank text, ``pattern`` is a full-match regex, ``enum`` a closed set."""

    description: str
    pattern: str | None = None
    enum: tuple[str, ...] | None = None
    nonempty: bool = True
    markdown: bool = False

    def check(self, value: str) -> str | None:
        if self.nonempty and not value.strip():
            return "must not be empty"
        if self.pattern and not re.fullmatch(self.pattern.strip("^$"), value):
            return f"{value!r} does not match {self.pattern}"
        if self.enum and value not in self.enum:
            return f"{value!r} is not one of: {', '.join(self.enum)}"
        return None


@dataclass(frozen=True)
class Int:
    description: str
    minimum: int = 1


@dataclass(frozen=True)
class ListOf:
    items: Spec
    description: str
    min_items: int = 0
    unique: bool = False


@dataclass(frozen=True)
class MapOf:
    """A mapping with free keys (``packages: {"@mastra/core": "1.71.0"}``)."""

    values: Spec
    description: str


@dataclass(frozen=True)
class Obj:
    """A mapping with known fields; ``required`` lists the names that must be there."""

    fields: dict[str, Spec]
    required: tuple[str, ...]
    description: str = ""


Spec = Str | Int | ListOf | MapOf | Obj

EXAMPLE = Obj(
    {
        "lang": Str("Language tag for highlighting (ts, js, sh, json...).", pattern=r"^[a-z0-9+#-]+$"),
        "prelude": Str(
            "Declarations of the user's own things the example names (a `VmClient`, a config object), shown above "
            "it and prepended when it is type-checked; never a redeclaration or stub of a package's API."
        ),
        "before": Str("The code that leads to the error."),
        "after": Str("The same code, fixed."),
        "before_fails": Str("Why `before` does not type-check, when it does not (otherwise it must)."),
        "uncheckable": Str(
            "Why this TypeScript example cannot type-check against the published packages although it imports "
            "only them (a fragment of a configuration whose type no package exports, a method without its "
            "class): the test suite then requires that it fails, and the entry's page says it is not checked."
        ),
    },
    required=("lang", "before", "after"),
    description="A before/after code example.",
)

FIX = Obj(
    {
        "title": Str("What to do, in a few words."),
        "body": Str("How and why, in markdown.", markdown=True),
        "example": EXAMPLE,
    },
    required=("title", "body"),
)

LOCATION = Obj(
    {
        "repo": Str("owner/name on GitHub.", pattern=r"^[\w.-]+/[\w.-]+$"),
        "release": Str(
            "The published package@version whose source maps hold the message at `path`:`line` "
            "(links go to the release's git tag).",
            pattern=RELEASE,
        ),
        "commit": Str("For code that is not published: the full commit at which the file was read.", pattern=COMMIT),
        "verified": Str("With `commit`: how the file was read there, with the message at `line` (and when)."),
        "path": Str("Path of the file inside the repository."),
        "line": Int("Line of the throw in that release (or at that commit)."),
        "function": Str("The function or method that throws."),
        "message": Str("The template as spelled at this place, when it differs from the entry's `message`."),
    },
    required=("repo", "path", "line", "function"),
    description="Where upstream throws: pinned to a release (`release`) or to a commit that was read (`commit`).",
)

EVIDENCE = Obj(
    {
        **{k: v for k, v in LOCATION.fields.items() if k != "message"},
        "about": Str("The claim of the entry this code backs, in a few words."),
    },
    required=("repo", "path", "line", "function", "about"),
    description="Code outside the throw site that a claim of the entry rests on, pinned like a source.",
)

PARAM = Obj(
    {
        "expr": Str("The placeholder's expression exactly as in `message`."),
        "name": Str(
            "Python parameter name (required when the expression is not a name or member chain).", pattern=SNAKE
        ),
        "description": Str("What the value is.", markdown=True),
        "values": ListOf(
            Str("A value."),
            "The values the pinned release puts here (a TypeScript union); a match with another value is rejected, "
            "unless `other_values` says why another release may put others there.",
            min_items=1,
            unique=True,
        ),
        "other_values": Str(
            "With `values`: why another release may put other values here (a method list that grows). A match with "
            "another value is then kept, flagged as a value the pinned release does not emit; without it, another "
            "value means another error (a near-miss).",
        ),
        "pattern": Str(
            "A regular expression every value upstream puts here matches (case-insensitive, searched anywhere in "
            "the value), for a value that always holds a known word (`Apple container`); others are rejected."
        ),
        "kind": Str(
            "The shape of every value upstream puts here, from the TypeScript type of the expression at the pin "
            "(or what the code assigns): `integer` (an exit or status code, a count, a port), `number` (a duration, "
            "a size), `identifier` (one token without spaces: an id, a name, an environment variable, a host), "
            "`path`, `url`, or `text` (anything; the default). A match whose value breaks its kind is not this "
            "error.",
            enum=PARAM_KINDS,
        ),
    },
    required=("expr",),
)

REPRODUCTION = Obj(
    {
        "params": MapOf(
            Str("A value."),
            "The values catalog/reproductions/<id>.mjs puts into the message; diagnose must extract them.",
        ),
        "unavailable": Str("Why the error cannot be reproduced offline from the published packages."),
    },
    required=(),
    description="How the error is reproduced from the real packages: `params` (a script exists) or `unavailable`.",
)

REQUIREMENT = Obj(
    {
        "package": Str("npm package name, or `node`."),
        "version": Str("A semver range, e.g. `>=1.63.1`."),
        "reason": Str("What needs it."),
    },
    required=("package", "version", "reason"),
)

UNRELEASED_WORDING = Obj(
    {
        "message": Str("The template as upstream's development code spelled it, `${...}` kept."),
        "seen": Str(
            "Where it was read (path, and the commit when the read named one) and which published releases "
            "were checked and do not say it."
        ),
    },
    required=("message", "seen"),
)

DEFECT = Obj(
    {
        "issue": Str("The upstream issue that reports the bug (a URL).", pattern=r"^https://\S+$"),
        "fix": Str("The pull request or commit that fixed it (a URL).", pattern=r"^https://\S+$"),
        "affected": Str(
            "The releases of the entry's package that have the bug, as an npm range (`>=1.3.0 <1.64.0`), read in "
            "their tarballs."
        ),
        "fixed": Str(
            "The first release without the bug, or `open` when no release has fixed it yet.",
            pattern=r"^([0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.-]+)?|open)$",
        ),
        "workaround": Str("What to do on an affected release (markdown).", markdown=True),
    },
    required=("issue", "affected", "fixed", "workaround"),
    description=(
        "A known upstream bug: the entry's message is its crash signature (what a user sees), its sources are the "
        "defective code at an affected release, and these are the version facts `diagnose --project` answers with."
    ),
)

ENTRY = Obj(
    {
        "id": Str("Stable kebab-case id; equals the file name; never reused.", pattern=KEBAB),
        "title": Str("What went wrong, for a human; unique."),
        "message": Str("The upstream template text, verbatim, `${...}` placeholders kept."),
        "exception": Str("Python exception class name; unique.", pattern=PASCAL),
        "capability": Str("A capability key from catalog.yaml."),
        "package": Str("The npm package that throws it."),
        "status": Str("Whether the entry is current.", enum=("active", "retired")),
        "successor": Str("For a retired entry: the id that replaces it.", pattern=KEBAB),
        "error_class": Str("The upstream JavaScript error class, when not plain Error."),
        "error_code": Str("The `code` the upstream error class sets."),
        "markers": ListOf(
            Str("A literal string."),
            "Text that stands beside this message in a real paste when this package threw it, read at the pin: "
            "the provider's log prefix (`[VercelServerlessSandbox]`), its class names (`E2BSandbox`), a logger "
            "name. A generic message is only an exact match when the paste corroborates it (its error class or "
            "code, a frame of its package, or one of these).",
            unique=True,
        ),
        "defect": DEFECT,
        "params": ListOf(PARAM, "Notes and explicit names for placeholders."),
        "sources": ListOf(LOCATION, "Every place upstream throws this template.", min_items=1),
        "evidence": ListOf(EVIDENCE, "Code outside the throw site that claims rest on (pinned like sources)."),
        "unreleased_wordings": ListOf(
            UNRELEASED_WORDING,
            "Wordings seen in upstream's repository that no published release says (history.yaml cannot find "
            "them): matched as this entry, and said to be from development code.",
        ),
        "meaning": Str("What it means: the check and why upstream refuses (markdown).", markdown=True),
        "triggers": Str("When it happens (markdown).", markdown=True),
        "situations": ListOf(Str("A common situation.", markdown=True), "Common situations.", min_items=1),
        "fixes": ListOf(FIX, "Fixes, most likely first.", min_items=2),
        "related": ListOf(Str("An entry id.", pattern=KEBAB), "Related entries.", unique=True),
        "probes": ListOf(
            Str("A probe name.", enum=PROBES), "Live probes that confirm or rule out the cause.", unique=True
        ),
        "requires": ListOf(REQUIREMENT, "Version facts."),
        "reproduction": REPRODUCTION,
        "notes": Str("Maintainer notes: ambiguities, older wordings (markdown).", markdown=True),
    },
    required=(
        "id",
        "title",
        "message",
        "exception",
        "capability",
        "package",
        "sources",
        "meaning",
        "triggers",
        "situations",
        "fixes",
    ),
    description="One upstream error in the sandbox-errors catalog.",
)

CAPABILITY = Obj(
    {
        "key": Str("Capability key, lowerCamelCase.", pattern=CAMEL_KEY),
        "title": Str("Short title."),
        "description": Str("What the capability is (markdown).", markdown=True),
        "family": Str("The Python exception family class name.", pattern=PASCAL),
        "parent": Str("A broader capability listed above: its family becomes this family's base class."),
    },
    required=("key", "title", "description", "family"),
)

UPSTREAM = Obj(
    {
        "key": Str("Short key.", pattern=KEBAB),
        "repo": Str("owner/name on GitHub.", pattern=r"^[\w.-]+/[\w.-]+$"),
        "packages": MapOf(Str("A version."), "Published package versions the entries were checked against."),
        "registry": Str(
            "Where the releases come from: `npm` (the default: Mastra's packages and the SDKs their providers "
            "resolve), or `debian` for a tool Mastra runs in a sandbox, at the release Debian ships.",
            enum=("npm", "debian"),
        ),
        "tag": Str(
            "How this repository names a release's git tag, `{version}` (and `{package}`) filled in: `v{version}` "
            "for a repository that tags plain versions; the default is `{package}@{version}` (changesets)."
        ),
    },
    required=("key", "repo"),
)

MASTRA_DOC = Obj(
    {
        "package": Str("The npm package whose errors the page documents the API of."),
        "capability": Str("Only this capability's errors of the package (for @mastra/core, whose API has many pages)."),
        "page": Str(
            "The page's path on mastra.ai, which is its source's path under docs/src/content/en/ without .mdx.",
            pattern=r"^[a-z0-9]+(?:[/-][a-z0-9]+)*$",
        ),
        "title": Str("The link's text, as the page titles itself (`E2BSandbox reference`)."),
        "commit": Str("The mastra-ai/mastra commit the page was read at (40 hex digits).", pattern=r"^[0-9a-f]{40}$"),
    },
    required=("package", "page", "title", "commit"),
)

SCOPE_RULE = Obj(
    {
        "path": Str("A repository path or glob (`packages/core/src/storage/**`) of the sites the rule accounts for."),
        "message": Str("Only sites whose message holds this text."),
        "out": Str("Why these sites are not sandbox errors, in one line."),
        "pending": Str("In scope but not catalogued yet: what is missing, in one line."),
    },
    required=("path",),
    description="Error sites accounted for without an entry: out of scope, or known and pending.",
)

SCOPE_PACKAGE = Obj(
    {
        "package": Str("The npm package (as its package.json names it)."),
        "version": Str("A published package: the pinned version accounted for (as in catalog.yaml)."),
        "commit": Str(
            "A package that is only in the repository, or a published package's code newer than its pinned release"
            " (a second block of that package): the commit its files were read at.",
            pattern=COMMIT,
        ),
        "path": Str("With `commit`: the package's folder in the repository."),
        "verified": Str("With `commit`: how its files were read there, and when."),
        "status": Str(
            "Whether its error sites are the catalog's business: `in`, `out`, or `unread` (in scope, but no source "
            "of it can be read, so its sites are not known).",
            enum=("in", "out", "unread"),
        ),
        "reason": Str("For a package out of scope as a whole, or unread: why, in one line."),
        "tool_results": ListOf(
            Str("A glob over repository paths."),
            "Files whose returned strings are tool results (agents read a failure there as text): each is a site.",
        ),
        "rules": ListOf(SCOPE_RULE, "Sites accounted for without an entry; the first matching rule decides."),
    },
    required=("package", "status"),
)

SCOPE = Obj(
    {"packages": ListOf(SCOPE_PACKAGE, "Every package the scope check reads.", min_items=1)},
    required=("packages",),
    description="catalog/scope.yaml: what the catalog must cover, package by package.",
)

CATALOG = Obj(
    {
        "name": Str("Catalog name.", pattern=KEBAB),
        "title": Str("Human title."),
        "version": Str("Catalog version; docs URLs carry it."),
        "site_url": Str("Base URL of the documentation site, ending in /.", pattern=r"^https?://\S+/$"),
        "issue_url": Str("Where 'Report an issue' links point.", pattern=r"^https?://\S+$"),
        "upstream": ListOf(UPSTREAM, "Upstream sources.", min_items=1),
        "capabilities": ListOf(CAPABILITY, "The capability taxonomy.", min_items=1),
        "mastra_docs": ListOf(MASTRA_DOC, "Mastra's documentation page of the API errors are about, where one exists."),
    },
    required=("name", "title", "version", "site_url", "upstream", "capabilities"),
)

# catalog/history.yaml, written by `sandbox-errors catalog history` from the published releases.

HISTORY_PACKAGE = Obj(
    {
        "package": Str("An npm package catalog.yaml pins."),
        "pinned": Str("The version catalog.yaml pinned when the history was made.", pattern=VERSION),
        "read": ListOf(
            Str("A version.", pattern=VERSION), "Every release read, oldest first.", min_items=1, unique=True
        ),
        "unreadable": ListOf(Str("A version.", pattern=VERSION), "Releases without readable source maps.", unique=True),
    },
    required=("package", "pinned", "read"),
    description="The releases of one package that the history was read from.",
)

HISTORY_WORDING = Obj(
    {
        "message": Str("The template as these releases spell it (source text, `${...}` kept)."),
        "first": Str("The first release read that says it.", pattern=VERSION),
        "last": Str("The last release read that says it.", pattern=VERSION),
        "found": Str(
            "The rule that found it: the same literal text, or the same throw site.", enum=("skeleton", "site")
        ),
        "names": MapOf(Str("A Python name.", pattern=SNAKE), "Names of placeholders the entry has no name for."),
    },
    required=("message", "first", "last", "found"),
)

HISTORY_ENTRY = Obj(
    {
        "id": Str("The entry.", pattern=KEBAB),
        "package": Str("The entry's package."),
        "first": Str("The first release read that throws it, in any wording.", pattern=VERSION),
        "last": Str("The last release read that throws it, in any wording.", pattern=VERSION),
        "changed": ListOf(Str("A version.", pattern=VERSION), "Releases whose wording differs from the one before."),
        "missing": ListOf(Str("A version.", pattern=VERSION), "Releases read between first and last without it."),
        "wordings": ListOf(HISTORY_WORDING, "Wordings other than the entry's `message`, oldest first."),
    },
    required=("id", "package"),
)

HISTORY = Obj(
    {
        "packages": ListOf(HISTORY_PACKAGE, "The packages read."),
        "entries": ListOf(HISTORY_ENTRY, "One record per entry of those packages."),
    },
    required=("packages", "entries"),
    description="catalog/history.yaml: which releases throw each entry and how older releases worded it.",
)


def json_schema(spec: Spec = ENTRY) -> dict[str, Any]:
    """A JSON Schema (draft 2020-12) for ``spec``."""
    if isinstance(spec, Str):
        out: dict[str, Any] = {"type": "string", "description": spec.description}
        if spec.pattern:
            out["pattern"] = spec.pattern
        if spec.enum:
            out["enum"] = list(spec.enum)
        if spec.nonempty and not spec.pattern and not spec.enum:
            out["minLength"] = 1
        return out
    if isinstance(spec, Int):
        return {"type": "integer", "minimum": spec.minimum, "description": spec.description}
    if isinstance(spec, ListOf):
        out = {"type": "array", "items": json_schema(spec.items), "description": spec.description}
        if spec.min_items:
            out["minItems"] = spec.min_items
        if spec.unique:
            out["uniqueItems"] = True
        return out
    if isinstance(spec, MapOf):
        return {"type": "object", "additionalProperties": json_schema(spec.values), "description": spec.description}
    out = {
        "type": "object",
        "properties": {name: json_schema(field) for name, field in spec.fields.items()},
        "required": list(spec.required),
        "additionalProperties": False,
    }
    if spec.description:
        out["description"] = spec.description
    return out


def entry_json_schema() -> dict[str, Any]:
    """The published schema of one catalog entry."""
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "https://sandbox-errors.dev/schema/entry.json",
        "title": "sandbox-errors catalog entry",
        **json_schema(ENTRY),
    }
