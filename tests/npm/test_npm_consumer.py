"""The installed package used as a project uses it: from TypeScript (type-checked by the pinned npm project's
tsc), from JavaScript, and on real errors thrown by the pinned Mastra packages."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest
from diagnose_corpus import catalog
from npm_project import node, tools

# Imported here, at collection: the pinned project's cache folder is read before the suite's autouse fixture
# points XDG_CACHE_HOME at a per-test folder (a later import would install it there, again).
from truth.npm import InstallError, project
from truth.reproduce import OfflineUnavailable, offline_prefix, reproducible, reproduction_dir

from errors.diagnosis import diagnose

TSCONFIG = {
    "compilerOptions": {
        "target": "es2022",
        "module": "nodenext",
        "moduleResolution": "nodenext",
        "strict": True,
        "noEmit": True,
        "lib": ["es2023"],
    },
}


# One worker for every npm test: they share one built, packed and installed package, and the corpus run through it.
pytestmark = pytest.mark.xdist_group("npm")


def _pinned() -> Path:
    try:
        return project()
    except InstallError as exc:
        pytest.skip(str(exc))


def _tsc(consumer: Path, name: str, options: dict[str, object], files: list[str]) -> subprocess.CompletedProcess[str]:
    tsc = _pinned() / "node_modules" / ".bin" / "tsc"
    config = {"compilerOptions": {**TSCONFIG["compilerOptions"], **options}, "files": files}
    (consumer / name).write_text(json.dumps(config, indent=2), encoding="utf-8")
    return subprocess.run(
        [str(tsc), "-p", str(consumer / name), "--pretty", "false"],
        cwd=consumer,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )


def test_a_typescript_consumer_type_checks_against_the_installed_package(consumer: Path) -> None:
    types = _pinned() / "node_modules" / "@types"
    done = _tsc(
        consumer, "tsconfig.consumer.json", {"types": ["node"], "typeRoots": [str(types)]}, ["tests/consumer.ts"]
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_declarations_type_check_on_their_own(consumer: Path, tmp_path: Path) -> None:
    """index.d.ts itself, strictly (skipLibCheck off, no other types), and a use of it that must fail to compile."""
    (consumer / "tests" / "bare.ts").write_text(
        'import { diagnose } from "sandbox-errors";\nconst n: number = diagnose("x").matches[0]?.id ?? 0;\n',
        encoding="utf-8",
    )
    (consumer / "tests" / "fine.ts").write_text(
        'import { diagnose, scan } from "sandbox-errors";\n'
        'export const ids: string[] = diagnose("x").matches.map((m) => m.entry.id);\n'
        "async function* log(): AsyncGenerator<string> { yield 'a line'; }\n"
        "export const report = scan(log());\n",
        encoding="utf-8",
    )
    strict = {"types": [], "skipLibCheck": False}
    fine = _tsc(consumer, "tsconfig.fine.json", strict, ["tests/fine.ts"])
    assert fine.returncode == 0, fine.stdout + fine.stderr
    bare = _tsc(consumer, "tsconfig.bare.json", strict, ["tests/bare.ts"])
    assert bare.returncode != 0 and "TS2322" in bare.stdout, bare.stdout


def test_a_javascript_consumer_explains_scans_and_links_an_uncaught_error(consumer: Path) -> None:
    done = node(["tests/consumer.mjs"], consumer)
    out = json.loads(done.stdout.decode().splitlines()[0])
    entry_id = "session-setup-without-execute-command"
    entry = catalog().get(entry_id)
    assert out["explained"] == [entry_id, {"sandbox_id": "my-box"}, catalog().docs_url(entry_id), entry.fixes[0].title]
    assert out["diagnosed"][0] == [entry_id, "exact", {"sandbox_id": "my-box"}]
    assert out["scanned"] == [[entry_id, [3]]]
    # The uncaught error: Node's handler printed its stack, which now ends with the link.
    assert done.returncode == 1
    stderr = done.stderr.decode()
    assert "Error: Sandbox 'my-box' cannot run the session setup" in stderr
    assert stderr.rstrip().endswith(f"See {catalog().docs_url(entry_id)}")


def test_real_mastra_errors_are_explained_where_they_are_caught(consumer: Path) -> None:
    """Each catalog reproduction makes the pinned Mastra packages throw its error, offline; caught in the same
    process, ``explain`` names the entry and its values as Python's diagnose does from what Node shows of the
    error, and ``addDocsLink`` links it without changing its message."""
    try:
        prefix = offline_prefix()
    except OfflineUnavailable as exc:
        pytest.skip(str(exc))
    node_path, _ = tools()
    entries = reproducible(catalog())
    work = Path(tempfile.mkdtemp(dir=_pinned(), prefix=".npm-errors-"))
    try:
        scripts = []
        for entry in entries:
            target = work / f"{entry.id}.mjs"
            shutil.copy(reproduction_dir(catalog()) / f"{entry.id}.mjs", target)
            scripts.append(target.as_uri())
        shutil.copy(consumer / "tests" / "mastra-errors.mjs", work / "harness.mjs")
        env = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "HOME": str(work),
            "TMPDIR": str(work),
            "SE_PACKAGE": (consumer / "node_modules" / "sandbox-errors" / "index.js").as_uri(),
            "SE_SCRIPTS": json.dumps(scripts),
        }
        done = subprocess.run(
            [*prefix, node_path, str(work / "harness.mjs")],
            cwd=work,
            env=env,
            capture_output=True,
            text=True,
            timeout=600,
            check=False,
        )
    finally:
        shutil.rmtree(work, ignore_errors=True)
    assert done.returncode == 0, done.stderr[-4000:]
    results = json.loads(done.stdout.strip().splitlines()[-1])
    thrown = [(entry, r) for entry, r in zip(entries, results, strict=True) if r["thrown"]]
    assert len(thrown) >= 50, f"only {len(thrown)} of {len(entries)} reproductions threw"
    wrong, logged = [], []
    for entry, r in thrown:
        found = r["found"]
        python = diagnose(r["text"], catalog(), top=1)["matches"]
        expected = [python[0]["id"], python[0]["params"]] if python else None
        if found is None and expected is None and entry.template.search(r["text"]) is None:
            # The entry's text is logged, not thrown (filesystem-init-failed: core logs it and rethrows the
            # ENOTDIR): the error caught says nothing of it, here or in Python.
            logged.append(entry.id)
            continue
        if found is None or found != expected or found[0] != entry.id or not (r["message_kept"] and r["linked"]):
            wrong.append((entry.id, found, expected, r["text"][:200]))
    assert wrong == []
    assert len(logged) <= 2, logged
