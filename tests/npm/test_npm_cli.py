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
# Generic messages (few, common words) alone on their lines: scan leaves them, counted, unless --generic; one
# specific message among them, and a value holding a character a terminal would act on (U+202E, reversing).
GENERIC = [
    "step 1 of 3",
    "Error: Stream error",
    "not allowed",
    "git push failed: remote rejected",
    ERROR.replace("box-1", "bo\u202ex"),
    "done",
]
GENERIC_LOG = ("\n".join(GENERIC) + "\n").encode()
ONLY_GENERIC_LOG = b"Error: Stream error\nnothing else here\n"


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
    logs = {
        "log": LOG,
        "utf16": UTF16,
        "binary": BINARY,
        "clean": b"nothing to see\n" * 50,
        "generic": GENERIC_LOG,
        "only_generic": ONLY_GENERIC_LOG,
    }
    for name, data in logs.items():
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
    ("scan text", ["scan", "{log}"], None),
    ("scan text, one line listed", ["scan", "-", "--max-lines", "1"], LOG),
    ("scan text of a clean log", ["scan", "{clean}"], None),
    ("scan generic lines", ["scan", "{generic}", "--json"], None),
    ("scan generic lines --generic", ["scan", "{generic}", "--json", "--generic"], None),
    ("scan generic lines, text", ["scan", "{generic}"], None),
    ("scan generic lines --generic, text", ["scan", "--generic", "{generic}"], None),
    ("scan generic lines for GitHub", ["scan", "{generic}", "--format", "github"], None),
    ("scan generic lines --generic for GitHub", ["scan", "{generic}", "--format", "github", "--generic"], None),
    ("scan only generic lines", ["scan", "{only_generic}"], None),
    ("scan only generic lines --generic", ["scan", "-", "--generic"], ONLY_GENERIC_LOG),
    ("scan only generic lines --json", ["scan", "{only_generic}", "--json"], None),
    ("scan --max-lines not a number", ["scan", "{log}", "--max-lines", "many"], None),
    ("scan --format unknown", ["scan", "{log}", "--format", "xml"], None),
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
    elif "github" in args or args[0] == "scan":
        # scan's text report and its annotations are the Python CLI's, character for character.
        assert out == expected_out


def test_scan_says_how_many_generic_lines_it_left_as_python_does(consumer: Path, files: dict[str, Path]) -> None:
    """The note under scan's text report (not vacuous: Python says it here, and --generic reads those lines)."""
    note = "held only a generic message with nothing to tie it to Mastra: not read (--generic)"
    for name, expected_lines in (("generic", 3), ("only_generic", 1)):
        code, out = _package(consumer, ["scan", str(files[name])], None)
        expected_code, expected_out = _python(["scan", str(files[name])], None)
        assert (code, out) == (expected_code, expected_out)
        plural = "line" if expected_lines == 1 else "lines"
        assert out.endswith(f"{expected_lines} {plural} {note}\n"), out
        code, out = _package(consumer, ["scan", str(files[name]), "--generic"], None)
        assert code == 0 and note not in out and "docker-process-stream-error" in out
    code, out = _package(consumer, ["scan", str(files["only_generic"])], None)
    assert code == 1 and out.startswith("No catalogued error found.\n")
    code, out = _package(consumer, ["scan", str(files["generic"]), "--format", "github"], None)
    assert "bo\\u202ex" in out and "\u202e" not in out  # shown as its escape, as errors.textout.printable does


def test_diagnose_why_says_how_it_matched_as_python_does(consumer: Path) -> None:
    """diagnose --why: the "how it matched" lines of each match are the Python CLI's."""
    text = ERROR.replace("box-1", "bo\u202ex")

    def how(out: str) -> list[list[str]]:
        blocks, block = [], None
        for line in out.split("\n"):
            if line == "  how it matched:":
                block = []
                blocks.append(block)
            elif block is not None and line.startswith("    "):
                block.append(line)
            else:
                block = None
        return blocks

    code, out = _package(consumer, ["diagnose", text, "--why"], None)
    expected_code, expected_out = _python(["diagnose", text, "--why"], None)
    assert code == expected_code == 0
    assert how(out) == how(expected_out) and how(out) and any("characters" in line for line in how(out)[0])
    assert "bo\\u202ex" in out and "\u202e" not in out
    _, without = _package(consumer, ["diagnose", text], None)
    assert how(without) == []


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
