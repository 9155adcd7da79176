"""Type-check every TypeScript fix example that the pinned packages can check.

That is every example of a published package's entry, and every example of a repository-only package's entry
whose imports all resolve in the pinned npm project (``@mastra/core`` and the other installed packages, Node's
builtins): such an example exercises only published API, so it is checked the same way. An example that
imports the repository-only package itself (``@mastra/render``) cannot be checked here: its types are not
published.

Each example becomes two module files, ``prelude + before`` and ``prelude + after``, in one ``tsc`` project
inside the pinned npm project (so imports resolve to the real packages), checked in one run: strict, ESM
(``module: nodenext``), ``skipLibCheck``. ``after`` must type-check; ``before`` too, unless the example's
``before_fails`` says why not (and then it must fail). A prelude declares the user's own things only: it may
not import from or declare anything of ``@mastra/*``, nor use ``declare module``.

    python -m truth.typecheck [--catalog DIR] [ID ...]     (from tests/; prints each failure, exit 1 if any)
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from errors.catalog import Catalog, Entry
from truth.npm import pinned_versions

TS_LANGS = ("ts", "typescript", "tsx")
TSCONFIG = """{
  "compilerOptions": {
    "target": "es2022",
    "module": "nodenext",
    "moduleResolution": "nodenext",
    "strict": true,
    "noEmit": true,
    "skipLibCheck": true,
    "types": ["node"],
    "lib": ["es2023"]
  },
  "include": ["*.ts"]
}
"""
_FORBIDDEN_IN_PRELUDE = re.compile(r"@mastra/|declare\s+module\b")
# Examples of a package that is not published are not type-checked: their prelude may import its types (a reader
# needs them), but still may not stub a module.
_FORBIDDEN_IN_UNCHECKED_PRELUDE = re.compile(r"declare\s+module\b")
_DIAGNOSTIC = re.compile(r"^(?P<file>[^(\s]+\.ts)\((?P<line>\d+),(?P<col>\d+)\): error (?P<code>TS\d+): (?P<text>.*)$")


@dataclass(frozen=True)
class Case:
    """One side of one example: ``part`` is ``before`` or ``after``."""

    entry: str
    fix: int
    part: str
    code: str
    prelude_lines: int
    expect_error: bool
    excused: str | None = None  # why this example cannot type-check here (UNCHECKABLE); it must still fail

    @property
    def file_name(self) -> str:
        return f"{self.entry}--fix{self.fix}--{self.part}.ts"

    @property
    def label(self) -> str:
        return f"{self.entry} fixes[{self.fix}].example.{self.part}"


_FACTORY_CONFIG = "a fragment of Factory's configuration (`sandbox: (ctx) => ...`), whose type Factory does not publish"
_FACTORY_INTERNALS = (
    "uses Factory's own modules (workspace factory, fleet, registry, GitHub integration), which no package exports"
)
_PROVIDER_FRAGMENT = "a fragment of the user's provider class (methods without their class's other members and types)"
_DEPLOYER_HANDLE = "uses a @mastra/deployer-sandbox handle or helper, whose types are not published"

# Examples of checked entries that cannot type-check against published packages, each with why. A listed example
# must still fail (the check says when one compiles and should leave the list).
UNCHECKABLE: dict[tuple[str, int], str] = {
    ("gh-cli-missing-in-sandbox", 0): _FACTORY_CONFIG,
    ("git-missing-in-sandbox", 0): _FACTORY_CONFIG,
    ("local-sandbox-path-outside-root", 0): _FACTORY_CONFIG,
    ("sandbox-github-egress-blocked", 0): _FACTORY_CONFIG,
    ("session-materialization-without-execute-command", 1): _FACTORY_CONFIG,
    ("session-setup-without-execute-command", 1): _FACTORY_CONFIG,
    ("github-token-refresh-without-set-env", 0): _FACTORY_CONFIG,
    ("fleet-without-sandbox-config", 0): _FACTORY_INTERNALS,
    ("github-credential-registration-inactive", 0): _FACTORY_INTERNALS,
    ("github-subscriptions-without-session", 0): _FACTORY_INTERNALS,
    ("github-token-refresh-stale-workspace-role", 0): _FACTORY_INTERNALS,
    ("github-token-refresh-without-session-workspace", 0): _FACTORY_INTERNALS,
    ("local-session-workdir-without-local-provider", 0): _FACTORY_INTERNALS,
    ("sandbox-budget-exceeded", 0): _FACTORY_INTERNALS,
    ("sandbox-budget-exceeded", 1): _FACTORY_INTERNALS,
    ("session-retired-during-materialization", 0): _FACTORY_INTERNALS,
    ("session-sandbox-reattach-not-active", 0): _FACTORY_INTERNALS,
    ("session-workspace-without-sandbox-or-github", 0): _FACTORY_INTERNALS,
    ("session-workspace-without-sandbox-or-github", 1): _FACTORY_INTERNALS,
    ("repository-access-without-push-credentials", 0): _FACTORY_INTERNALS,
    ("repository-access-without-usable-credentials", 0): _FACTORY_INTERNALS,
    ("token-refresh-repository-access-without-bearer-token", 0): _FACTORY_INTERNALS,
    ("session-repository-access-without-bearer-token", 0): _FACTORY_INTERNALS,
    ("session-not-available-to-user", 0): _FACTORY_INTERNALS,
    ("session-resolved-without-caller-identity", 0): _FACTORY_INTERNALS,
    ("fleet-materialization-without-execute-command", 0): _PROVIDER_FRAGMENT,
    ("github-token-refresh-without-set-env", 3): _PROVIDER_FRAGMENT,
    ("sandbox-command-hang-timeout", 1): _PROVIDER_FRAGMENT,
    ("session-materialization-without-execute-command", 0): _PROVIDER_FRAGMENT,
    ("worker-output-unreadable", 0): _DEPLOYER_HANDLE,
    ("worker-relaunch-same-execution-id", 0): _DEPLOYER_HANDLE,
    ("worker-stop-not-supported", 0): _DEPLOYER_HANDLE,
    ("sandbox-proxy-without-edge-config", 0): _DEPLOYER_HANDLE,
}


def published(catalog: Catalog) -> set[str]:
    """The packages the catalog pins a release of (catalog.yaml `upstream`)."""
    return {name for u in catalog.upstream for name, _ in u.packages}


_IMPORT = re.compile(r"""(?:\bfrom|\bimport)\s*\(?\s*['"](?P<spec>[^'"]+)['"]""")


def imports(entry: Entry) -> set[str]:
    """The module specifiers the entry's TypeScript examples import (prelude, before and after)."""
    found: set[str] = set()
    for fix in entry.fixes:
        example = fix.example
        if example is not None and example.lang in TS_LANGS:
            for part in (example.prelude or "", example.before, example.after):
                found |= {m["spec"] for m in _IMPORT.finditer(part)}
    return found


def _package_of(spec: str) -> str:
    parts = spec.split("/")
    return "/".join(parts[:2]) if spec.startswith("@") else parts[0]


def resolvable(entry: Entry, installed: set[str]) -> bool:
    """Every import of the entry's examples is a Node builtin or a package the pinned project installs."""
    return all(spec.startswith("node:") or _package_of(spec) in installed for spec in imports(entry))


def checked(catalog: Catalog) -> list[Entry]:
    """The entries whose TypeScript examples are type-checked: a published package's, and those whose imports
    resolve in the pinned project."""
    packages = published(catalog)
    installed = set(pinned_versions())
    return [
        e
        for e in catalog.entries
        if e.package in packages or (entry_cases(e) and resolvable(e, installed))
    ]


def cases(catalog: Catalog, ids: list[str] | None = None) -> list[Case]:
    """The type-check cases of every checked entry's TypeScript examples."""
    found: list[Case] = []
    wanted = set(ids) if ids else None
    for entry in checked(catalog):
        if wanted is None or entry.id in wanted:
            found += entry_cases(entry)
    return found


def entry_cases(entry: Entry) -> list[Case]:
    out: list[Case] = []
    for i, fix in enumerate(entry.fixes):
        example = fix.example
        if example is None or example.lang not in TS_LANGS:
            continue
        prelude = (example.prelude or "").rstrip("\n")
        head = prelude + "\n" if prelude else ""
        for part, code, fails in (
            ("before", example.before, example.before_fails is not None),
            ("after", example.after, False),
        ):
            # `export {}` makes every file a module, so examples never see each other's names.
            code = head + code.rstrip("\n") + "\nexport {};\n"
            out.append(Case(entry.id, i, part, code, head.count("\n"), fails, UNCHECKABLE.get((entry.id, i))))
    return out


_DECLARED = re.compile(
    r"^\s*(?:export\s+)?(?:declare\s+)?(?:const|let|var|function|class|interface|type|enum)\s+(?P<name>[A-Za-z_$][\w$]*)",
    re.MULTILINE,
)
_IMPORTED = re.compile(r"^\s*import\s+(?:type\s+)?(?P<what>[^;'\"]*?)\s+from\s+['\"]", re.MULTILINE)


def prelude_names(prelude: str) -> list[str]:
    """The names a prelude declares or imports, in order."""
    names = [m["name"] for m in _DECLARED.finditer(prelude)]
    for m in _IMPORTED.finditer(prelude):
        what = m["what"].replace("{", ",").replace("}", ",")
        for part in what.split(","):
            words = part.split()
            if words and words[0] == "type":
                words = words[1:]
            if words:
                names.append(words[-1])  # `A as B` binds B; `* as ns` binds ns
    return names


def unused_prelude_names(example_prelude: str, before: str, after: str) -> list[str]:
    """Names the prelude declares that neither side of the example (nor the rest of the prelude) uses."""
    unused = []
    for name in prelude_names(example_prelude):
        # A use, not an object key (`name: ...`) nor a property (`.name`) of the same spelling.
        pattern = re.compile(rf"(?<![\w$.]){re.escape(name)}(?![\w$])(?!\s*:(?!:))")
        elsewhere = len(pattern.findall(example_prelude)) > 1
        if not elsewhere and not pattern.search(before) and not pattern.search(after):
            unused.append(name)
    return unused


def prelude_problems(catalog: Catalog, ids: list[str] | None = None) -> list[str]:
    out = []
    packages = published(catalog)
    for entry in catalog.entries:
        if ids and entry.id not in ids:
            continue
        forbidden = _FORBIDDEN_IN_PRELUDE if entry.package in packages else _FORBIDDEN_IN_UNCHECKED_PRELUDE
        for i, fix in enumerate(entry.fixes):
            prelude = fix.example.prelude if fix.example else None
            if prelude and forbidden.search(prelude):
                out.append(
                    f"{entry.id} fixes[{i}].example.prelude: declares or imports a package's API "
                    "(`@mastra/...` or `declare module`); a prelude holds the user's own things only"
                )
            if prelude and fix.example is not None:
                unused = unused_prelude_names(prelude, fix.example.before, fix.example.after)
                if unused:
                    out.append(
                        f"{entry.id} fixes[{i}].example.prelude: declares what the example never uses: "
                        + ", ".join(unused)
                    )
    return out


def check(project: Path, all_cases: list[Case]) -> dict[Case, list[str]]:
    """tsc's errors per case (empty list: it type-checks), from as few tsc runs as possible.

    tsc skips the semantic check of the whole program when any file has a syntax error, so files with syntax
    errors are reported as such and the rest are checked again without them.
    """
    errors: dict[Case, list[str]] = {case: [] for case in all_cases}
    remaining = list(all_cases)
    while remaining:
        found = _run_tsc(project, remaining)
        broken = {case for case, errs in found.items() if any(e.split(": ", 1)[1].startswith("TS1") for e in errs)}
        for case, errs in found.items():
            if case in broken or not broken:
                errors[case] = errs
        if not broken:
            break
        remaining = [case for case in remaining if case not in broken]
    return errors


def _run_tsc(project: Path, run_cases: list[Case]) -> dict[Case, list[str]]:
    tsc = project / "node_modules" / ".bin" / "tsc"
    work = Path(tempfile.mkdtemp(dir=project, prefix=".typecheck-"))
    try:
        (work / "tsconfig.json").write_text(TSCONFIG, encoding="utf-8")
        by_file = {}
        for case in run_cases:
            (work / case.file_name).write_text(case.code, encoding="utf-8")
            by_file[case.file_name] = case
        done = subprocess.run(
            [str(tsc), "-p", str(work), "--pretty", "false"],
            cwd=project,
            capture_output=True,
            text=True,
            timeout=600,
            check=False,
        )
    finally:
        shutil.rmtree(work, ignore_errors=True)
    errors: dict[Case, list[str]] = {case: [] for case in run_cases}
    current: list[str] | None = None
    for line in done.stdout.splitlines():
        match = _DIAGNOSTIC.match(line.strip())
        if match:
            case = by_file.get(Path(match["file"]).name)
            if case is None:
                current = None
                continue
            where = int(match["line"]) - case.prelude_lines
            place = f"line {where}" if where >= 1 else f"prelude line {int(match['line'])}"
            current = errors[case]
            current.append(f"{place}: {match['code']} {match['text']}")
        elif current is not None and line.startswith(" "):
            current[-1] += "\n      " + line.strip()
    if done.returncode not in (0, 1, 2) or (done.returncode != 0 and not any(errors.values())):
        raise RuntimeError(f"tsc failed without diagnostics (exit {done.returncode}):\n{done.stdout}{done.stderr}")
    return errors


def failures(project: Path, catalog: Catalog, ids: list[str] | None = None) -> list[str]:
    """Every way the catalog's examples fall short, one message each (empty: all good)."""
    problems = prelude_problems(catalog, ids)
    for case, errs in check(project, cases(catalog, ids)).items():
        if case.excused is not None:
            if not errs and case.part == "after":
                problems.append(f"{case.label} type-checks now: take it out of truth.typecheck.UNCHECKABLE")
            continue
        if case.expect_error and not errs:
            problems.append(f"{case.label}: `before_fails` says it does not type-check, but it does")
        elif errs and not case.expect_error:
            problems.append(f"{case.label} does not type-check:\n    " + "\n    ".join(errs))
    return problems


def main(argv: list[str] | None = None) -> int:
    from truth._command import catalog_and_ids
    from truth.npm import project

    asked = catalog_and_ids("truth.typecheck", __doc__ or "", "entry ids (default: all)", argv)
    if asked is None:
        return 2
    catalog, ids = asked
    problems = failures(project(), catalog, ids or None)
    for problem in problems:
        print(problem)
    count = len(cases(catalog, ids or None))
    print(f"{'ok' if not problems else 'FAILED'}: {count} example sides checked, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
