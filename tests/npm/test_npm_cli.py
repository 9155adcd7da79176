"""``npx sandbox-errors``: the Python CLI's commands, exit codes and ``--json`` records, from the installed package.

Each case runs the bin of the package installed from its tarball and the Python CLI (in process) on the same
arguments and input, and compares the exit codes and, for ``--json``, the records.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from diagnose_corpus import ERROR, catalog
from npm_project import node
from python_side import MESSAGE

from errors.cli import main

UTF16 = ("\ufeff" + ERROR + "\n").encode("utf-16-le")
BINARY = bytes(range(256)) * 40
LOG = ("\n".join(["ordinary line one", ERROR, "ordinary line three", ERROR.replace("box-1", "box-2")]) + "\n").encode()


# One worker for every npm test: they share one built, packed and installed package, and the corpus run through it.
pytestmark = pytest.mark.xdist_group("npm")


def _python(args: list[str], stdin: bytes | None) -> tuple[int, str]:
    done = CliRunner().invoke(main, args, input=stdin)
    return done.exit_code, done.stdout


def _package(consumer: Path, args: list[str], stdin: bytes | None) -> tuple[int, str]:
    done = node(["node_modules/sandbox-errors/bin/sandbox-errors.js", *args], consumer, stdin=stdin or b"")
    return done.returncode, done.stdout.decode("utf-8")


def _without_differs_from(value: Any) -> Any:
    """diagnose --json less ``differs_from`` (what tells close matches apart), which the package does not give."""
    if isinstance(value, dict) and "matches" in value:
        value = {**value, "matches": [{k: v for k, v in m.items() if k != "differs_from"} for m in value["matches"]]}
    return value


@pytest.fixture(scope="module")
def files(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("cli")
    out = {}
    for name, data in {"log": LOG, "utf16": UTF16, "binary": BINARY, "clean": b"nothing to see\n" * 50}.items():
        out[name] = folder / f"{name}.txt"
        out[name].write_bytes(data)
    return out


CASES: list[tuple[str, list[str], bytes | None]] = [
    ("diagnose a message", ["diagnose", ERROR, "--json"], None),
    ("diagnose nothing catalogued", ["diagnose", "Segmentation fault (core dumped)", "--json"], None),
    ("diagnose standard input", ["diagnose", "--json"], LOG),
    ("diagnose '-'", ["diagnose", "-", "--json", "--top", "5"], LOG),
    ("diagnose a file", ["diagnose", "--file", "{log}", "--json"], None),
    ("diagnose a UTF-16 file", ["diagnose", "--file", "{utf16}", "--json"], None),
    ("diagnose a binary file", ["diagnose", "--file", "{binary}", "--json"], None),
    ("diagnose both TEXT and --file", ["diagnose", ERROR, "--file", "{log}"], None),
    ("diagnose empty input", ["diagnose", "--json"], b" \n\t\n"),
    ("diagnose --top out of range", ["diagnose", ERROR, "--top", "0"], None),
    ("diagnose a missing file", ["diagnose", "--file", "/no/such/file"], None),
    ("scan a log", ["scan", "{log}", "--json"], None),
    ("scan standard input", ["scan", "-", "--json"], LOG),
    ("scan for GitHub", ["scan", "{log}", "--format", "github"], None),
    ("scan a clean log", ["scan", "{clean}", "--json"], None),
    ("scan a binary file", ["scan", "{binary}", "--json"], None),
    ("scan a missing file", ["scan", "/no/such/file.log"], None),
    ("explain an id", ["explain", "session-setup-without-execute-command", "--json"], None),
    ("explain a class", ["explain", "SessionSetupWithoutExecuteCommand", "--json"], None),
    ("explain a message", ["explain", MESSAGE, "--json"], None),
    ("explain nothing", ["explain", "no-such-entry-at-all", "--json"], None),
]


@pytest.mark.parametrize("name, args, stdin", CASES, ids=[c[0] for c in CASES])
def test_the_bin_answers_as_the_python_cli(
    consumer: Path, files: dict[str, Path], name: str, args: list[str], stdin: bytes | None
) -> None:
    args = [a.format(**{k: str(v) for k, v in files.items()}) for a in args]
    expected_code, expected_out = _python(args, stdin)
    code, out = _package(consumer, args, stdin)
    assert code == expected_code, (name, out)
    if expected_code == 2:
        return  # a usage error: said on standard error, in each tool's words
    if "--json" in args:
        assert _without_differs_from(json.loads(out)) == _without_differs_from(json.loads(expected_out))
    elif "github" in args:
        assert out == expected_out


def test_the_text_output_says_what_was_found_and_where_it_is_explained(consumer: Path) -> None:
    code, out = _package(consumer, ["diagnose", ERROR], None)
    entry = catalog().get("session-setup-without-execute-command")
    assert code == 0 and entry.title in out and "sandbox_id: box-1" in out and catalog().docs_url(entry.id) in out
    code, out = _package(consumer, ["explain", entry.id], None)
    assert code == 0 and entry.fixes[0].title in out and entry.fixes[0].example.after.strip() in out  # type: ignore[union-attr]
    code, out = _package(consumer, ["scan", "-"], LOG)
    assert code == 0 and "2  session-setup-without-execute-command" in out and "lines 2, 4" in out
    code, out = _package(consumer, ["--version"], None)
    assert code == 0 and catalog().version in out
