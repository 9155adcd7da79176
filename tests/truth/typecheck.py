"""Type-check every TypeScript fix example of a published package against the pinned packages.

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

    @property
    def file_name(self) -> str:
        return f"{self.entry}--fix{self.fix}--{self.part}.ts"

    @property
    def label(self) -> str:
        return f"{self.entry} fixes[{self.fix}].example.{self.part}"


def published(catalog: Catalog) -> set[str]:
    """The packages the catalog pins a release of (catalog.yaml `upstream`)."""
    return {name for u in catalog.upstream for name, _ in u.packages}


def cases(catalog: Catalog, ids: list[str] | None = None) -> list[Case]:
    """The type-check cases of every TypeScript example of a published package's entries."""
    found: list[Case] = []
    wanted = set(ids) if ids else None
    packages = published(catalog)
    for entry in catalog.entries:
        if (wanted is not None and entry.id not in wanted) or entry.package not in packages:
            continue
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
            out.append(Case(entry.id, i, part, head + code.rstrip("\n") + "\nexport {};\n", head.count("\n"), fails))
    return out


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
