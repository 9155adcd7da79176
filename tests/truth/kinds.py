"""Value kinds checked against TypeScript: each placeholder's ``params[].kind`` agrees with its expression's type.

A kind rejects values (``integer`` takes digits only), so a wrong one loses real messages. For every entry of a
published package, each placeholder of each source pinned to a release is looked up in that release's own
TypeScript (the source maps carry it) and typed by the TypeScript compiler (``typescript`` 7's API, pinned in
the npm project): an expression whose type is ``number`` must have kind ``integer`` or ``number``, and a declared
``integer`` or ``number`` must be an expression of type ``number`` (a ``number | undefined`` can print
``undefined``). Other kinds (``identifier``, ``path``, ``url``) are shapes of strings the type cannot tell; they
rest on reading the code. An expression is looked for from the pinned line on: in the message's template spans,
then any expression of that spelling (a message built with ``+``), then, at an error class's call site
(``new SandboxNotReadyError(this.id)``), the argument passed for the constructor parameter of that name (a value
the class computes from a parameter, ``${expectedMtime.toISOString()}``, is typed at the class's own source). Where
the code decides what TypeScript cannot see (a value narrowed outside a closure, ``String(pid)``),
``READ_FROM_CODE`` says why, read at the pin; the check says when such a line is no longer needed.

The program: per package, the cited files (from the source maps) in a folder whose ``rootDirs`` also name the
package's published ``dist`` (so the file's own imports resolve to the package's declarations, type-only
modules included, which the source maps leave out), inside the pinned npm project (so ``@mastra/core`` and the
package's dependencies resolve to the installed ones), with upstream's compiler options. All packages are one
``node`` process, one snapshot (``kinds.mjs``).

    python -m truth.kinds [--catalog DIR] [--types] [ID ...]     (from tests/; exit 1 on any problem)
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from errors.catalog import Catalog, Entry, Location
from errors.drift import load_tree
from errors.template import expressions_of
from truth.npm import package_dir

SCRIPT = Path(__file__).resolve().with_name("kinds.mjs")
NUMERIC = ("integer", "number")
# Upstream's compiler options (the repository's tsconfig.node.json): `noUncheckedIndexedAccess` changes types.
COMPILER_OPTIONS = {
    "target": "es2022",
    "module": "preserve",
    "moduleResolution": "bundler",
    "strict": True,
    "noUncheckedIndexedAccess": True,
    "esModuleInterop": True,
    "resolveJsonModule": True,
    "skipLibCheck": True,
    "noEmit": True,
    "lib": ["es2023"],
    "types": ["node"],
}

_LOCAL = "packages/core/src/workspace/sandbox/local-process-manager.ts"
_LOCAL_PID = (
    "LocalProcessHandle stores String(subprocess.pid) (local-process-manager.ts:40), and spawn() throws before "
    "constructing one when the pid is missing (:293-298): always the digits of an OS process id"
)
_NARROWED = "the value is read in a closure, where TypeScript forgets the narrowing that guards it: "

# Slots whose kind rests on what the code puts there, where TypeScript's type says less: (entry, path, line,
# expression as the source spells it) -> why, read at the pin. The check says when one is no longer needed.
READ_FROM_CODE: dict[tuple[str, str, int, str], str] = {
    ("process-stdin-not-piped", _LOCAL, 145, "this.pid"): _LOCAL_PID,
    ("process-stdin-not-piped", _LOCAL, 157, "this.pid"): _LOCAL_PID,
    ("daytona-command-timed-out", "workspaces/daytona/src/sandbox/process-manager.ts", 91, "this._timeout"): (
        _NARROWED + "the timer that throws is only set inside `if (this._timeout)` (:88), so it is a number"
    ),
    ("daytona-command-timed-out", "workspaces/vercel/src/microvm/index.ts", 371, "options!.timeout"): (
        "the result is built only when the race returned 'timeout', and the timeout promise exists only when "
        "`options?.timeout` is truthy (:346): a number"
    ),
    ("write-files-invalid-mode", "packages/core/src/workspace/sandbox/sandbox.ts", 95, "mode"): (
        "the rejected mode fails Number.isInteger or the range check (:93): NaN, Infinity, a fraction or a huge "
        "number (`1e+21`), and a string from a JavaScript caller, which the `number` kind's shape does not hold"
    ),
}


@dataclass(frozen=True)
class Slot:
    """One placeholder of an entry at one release-pinned source."""

    entry: str
    name: str  # the Python parameter
    expr: str  # as the source spells it (its own `message`, else the entry's)
    kind: str  # declared
    source: Location
    error_class: str | None = None  # the entry's

    @property
    def label(self) -> str:
        return f"{self.entry} ${{{self.expr}}} ({self.source.path}:{self.source.line})"


@dataclass(frozen=True)
class Typed:
    """What TypeScript says of a slot's expression: ``kind`` is ``number``, ``string`` or ``mixed``, or
    ``deferred`` at an error class's call site when the class computes the value from an argument."""

    found: bool
    line: int = 0
    kind: str = ""
    type: str = ""
    parts: tuple[str, ...] = ()
    via: str = ""  # at an error class's call site: which argument carries the value


TYPESCRIPT = (".ts", ".tsx", ".mts", ".cts")


def slots(catalog: Catalog, ids: list[str] | None = None) -> list[Slot]:
    """Every placeholder of every npm-release-pinned TypeScript source of the catalog's entries (or of
    ``ids``): a tool's C source (a Debian release, ``Catalog.tools``) and a package written in JavaScript
    (docker-modem's lib/modem.js) have no types to ask, and neither has a known bug's signature (an entry with a
    ``defect``: its sources are the defective code, and its placeholders are often another program's output)."""
    out: list[Slot] = []
    npm = set(catalog.releases.values())
    for entry in catalog.entries:
        if (ids and entry.id not in ids) or entry.defect is not None:
            continue
        kinds = {p.name: p.kind for p in entry.params}
        for source in entry.sources:
            if source.release not in npm or not source.path.endswith(TYPESCRIPT):
                continue
            for name, expr in _source_expressions(entry, source):
                out.append(Slot(entry.id, name, expr, kinds.get(name, "text"), source, entry.error_class))
    return out


def _source_expressions(entry: Entry, source: Location) -> list[tuple[str, str]]:
    """(parameter, expression as this source spells it), once each: a source's own `message` renders the same
    text (the loader checks its shape), so its placeholders stand in the entry's order."""
    if source.message is None:
        return list(entry.template.expressions.items())
    return list(zip(entry.template.params, expressions_of(source.message), strict=True))


@dataclass
class _Query:
    """The placeholders of one source, asked of kinds.mjs together (a message's expressions are found in order)."""

    file: str
    line: int
    error_class: str | None  # at a call site, the `new` of this class is the throw (several may share a line)
    slots: list[Slot] = field(default_factory=list)

    def wire(self) -> dict[str, object]:
        return {"file": self.file, "line": self.line, "cls": self.error_class, "exprs": [s.expr for s in self.slots]}


def read_types(project: Path, found: list[Slot]) -> dict[Slot, Typed]:
    """TypeScript's answer for each slot, from one ``node`` run over every package involved (a project each, in
    one compiler snapshot: what they share, ``@mastra/core``'s declarations, is read once)."""
    by_package: dict[str, list[Slot]] = {}
    for slot in found:
        assert slot.source.release is not None
        by_package.setdefault(slot.source.release.rpartition("@")[0], []).append(slot)
    work = Path(tempfile.mkdtemp(dir=project, prefix=".kinds-"))
    try:
        projects = [
            _write_project(work / f"p{i}", project, package, package_slots)
            for i, (package, package_slots) in enumerate(sorted(by_package.items()))
        ]
        shutil.copy(SCRIPT, work / SCRIPT.name)
        request = {"projects": [{"tsconfig": c, "queries": [q.wire() for q in qs]} for c, qs in projects]}
        done = subprocess.run(
            ["node", str(work / SCRIPT.name)],
            input=json.dumps(request),
            cwd=work,
            capture_output=True,
            text=True,
            timeout=600,
            check=False,
        )
    finally:
        shutil.rmtree(work, ignore_errors=True)
    if done.returncode != 0:
        raise RuntimeError(f"kinds.mjs failed (exit {done.returncode}):\n{done.stderr[-3000:]}")
    asked = [q for _, queries in projects for q in queries]
    out: dict[Slot, Typed] = {}
    for query, answer in zip(asked, json.loads(done.stdout), strict=True):
        for slot, typed in zip(query.slots, answer, strict=True):
            out[slot] = Typed(
                typed["found"],
                typed.get("line", 0),
                typed.get("kind", ""),
                typed.get("type", ""),
                tuple(typed.get("parts", ())),
                typed.get("via", ""),
            )
    return out


def _write_project(folder: Path, project: Path, package: str, package_slots: list[Slot]) -> tuple[str, list[_Query]]:
    """The package's cited files (from its source maps) and a tsconfig; the queries, one per source."""
    root = package_dir(project, package)
    tree = load_tree(root)
    prefix = tree.prefix.rstrip("/") + "/"
    queries: dict[tuple[str, int, str], _Query] = {}
    for slot in package_slots:
        path = slot.source.path
        text = tree.files.get(path)
        if text is None or not path.startswith(prefix + "src/"):
            raise RuntimeError(f"{slot.label}: {path} is not under src/ in the source maps of {slot.source.release}")
        target = folder / path.removeprefix(prefix)
        if not target.exists():
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(text, encoding="utf-8")
        key = (path, slot.source.line, slot.entry)
        queries.setdefault(key, _Query(str(target), slot.source.line, slot.error_class)).slots.append(slot)
    # The package's dist/ mirrors its src/ (dist/sandbox/index.d.ts declares src/sandbox/index.ts): with both as
    # rootDirs, a cited file's relative imports resolve to the published declarations.
    options = {**COMPILER_OPTIONS, "rootDirs": [str(folder / "src"), str(root / "dist")]}
    files = sorted({q.file for q in queries.values()})
    config = folder / "tsconfig.json"
    config.write_text(json.dumps({"compilerOptions": options, "files": files}, indent=2), encoding="utf-8")
    return str(config), list(queries.values())


def judge(slot: Slot, typed: Typed) -> str | None:
    """The problem with this slot's kind, or None when TypeScript agrees with it (or READ_FROM_CODE says why
    the code decides)."""
    problem = _disagreement(slot, typed)
    excused = (slot.entry, slot.source.path, slot.source.line, slot.expr) in READ_FROM_CODE
    if excused and problem is None:
        return f"{slot.label}: TypeScript agrees with kind {slot.kind} now; take it out of truth.kinds.READ_FROM_CODE"
    return None if excused and typed.found else problem


def _disagreement(slot: Slot, typed: Typed) -> str | None:
    if not typed.found:
        return f"{slot.label}: the expression is not found within 30 lines of the pin"
    if typed.kind == "deferred":
        return None  # typed where the class builds the message (problems() asks that one source does)
    if slot.kind in NUMERIC and typed.kind != "number":
        return f"{slot.label}: kind {slot.kind}, but TypeScript types it `{typed.type}`"
    if typed.kind == "number" and slot.kind not in NUMERIC:
        return f"{slot.label}: TypeScript types it `{typed.type}`; declare kind integer or number"
    return None


def problems(typed: dict[Slot, Typed]) -> list[str]:
    """Every slot whose kind TypeScript contradicts, and every READ_FROM_CODE line that names no slot."""
    found = [p for slot, answer in typed.items() if (p := judge(slot, answer)) is not None]
    typed_somewhere = {(s.entry, s.name) for s, a in typed.items() if a.found and a.kind != "deferred"}
    for slot, answer in typed.items():
        if answer.kind == "deferred" and (slot.entry, slot.name) not in typed_somewhere:
            found.append(f"{slot.label}: {answer.via}, but no source of the entry is the class's own message")
    keys = {(s.entry, s.source.path, s.source.line, s.expr) for s in typed}
    entries = {s.entry for s in typed}
    for key in READ_FROM_CODE:
        if key[0] in entries and key not in keys:
            found.append(f"truth.kinds.READ_FROM_CODE names {key}, which is no placeholder at a release pin")
    return found


def main(argv: list[str] | None = None) -> int:
    from truth._command import catalog_and_ids
    from truth.npm import project

    args = list(sys.argv[1:] if argv is None else argv)
    show = "--types" in args  # print every slot's type, not only the problems
    ids_help = "entry ids (default: all)"
    asked = catalog_and_ids("truth.kinds", __doc__ or "", ids_help, [a for a in args if a != "--types"])
    if asked is None:
        return 2
    catalog, ids = asked
    typed = read_types(project(), slots(catalog, ids or None))
    if show:
        for slot, answer in typed.items():
            via = f" ({answer.via})" if answer.via else ""
            print(f"{slot.label}: {slot.kind} `{answer.type}`{via}")
    found = problems(typed)
    for problem in found:
        print(problem)
    print(f"{'ok' if not found else 'FAILED'}: {len(typed)} placeholders typed, {len(found)} problems")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
