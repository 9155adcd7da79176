"""Typed exceptions: every entry renders its exact upstream message, classifies back, pickles and compares."""

from __future__ import annotations

import json
import pickle
import re
import shutil
import subprocess
import sys
from itertools import pairwise
from pathlib import Path

import pytest
from click.testing import CliRunner

import errors
from errors._generated import EXCEPTIONS_BY_ID, FAMILIES
from errors.catalog import Entry, load_catalog
from errors.cli import main
from errors.template import Placeholder

ROOT = Path(__file__).resolve().parent.parent
CATALOG = load_catalog(ROOT / "catalog")
RECORDS = {r["id"]: r for r in (CATALOG.record(e) for e in CATALOG.entries)}


def values_for(entry: Entry, choice: int = 0) -> dict[str, str]:
    """Plausible values: an allowed one where the catalog closes the set, else a distinctive made-up one.

    Made-up values avoid the characters of the template's own text: a value that contains the literal text
    after it cannot be told apart from the template (the hypothesis tests in test_template.py cover that).
    """
    literal = set("".join(entry.template.literals))
    alphabet = [c for c in "4217QXZJK908635qxzjk" if c not in literal] or ["7"]
    out = {}
    digits = [c for c in "4217908635" if c not in literal] or ["7"]
    for i, param in enumerate(entry.params):
        made_up = "".join(alphabet[(i + k) % len(alphabet)] for k in range(6))
        # A value of the param's kind (a number where upstream puts a number), as upstream would give it.
        if param.kind in ("integer", "number"):
            made_up = "".join(digits[(i + k) % len(digits)] for k in range(4))
        elif param.kind == "path":
            made_up = "/srv/" + made_up
        elif param.kind == "url":
            made_up = f"https://{made_up.lower()}.example.com/x"
        value = param.values[choice % len(param.values)] if param.values else made_up
        if param.pattern and not param.values:  # a value upstream gives holds the pattern's words
            # (without spaces where its kind allows none); a whole-value pattern of alternatives
            # (`^(baseImage|image|…)$`) is held by one of its literal names, another anchored one (`^\\d{1,3}$`:
            # a short number) by the whole value
            names = [a for a in re.split(r"[|()^$]", param.pattern) if re.fullmatch(r"[\w .-]+", a)]
            held = [a for a in names if re.search(param.pattern, a, re.IGNORECASE)]
            words = param.pattern if param.kind == "text" else re.sub(r"[^A-Za-z0-9_-]", "", param.pattern)
            anchored = param.pattern.startswith("^") and param.pattern.endswith("$")
            if anchored and held:
                value = held[choice % len(held)]
            elif anchored:
                value = next((v for v in (made_up, made_up[:3], made_up[:1]) if re.search(param.pattern, v)), made_up)
            else:
                value = f"{made_up} {words} {made_up}" if param.kind == "text" else f"{made_up}{words}{made_up}"
        out[param.name] = f'"{value}"' if "JSON.stringify" in param.expr else value
    return out


def touching(entry: Entry) -> bool:
    """Two placeholders with no text between them: the split between their values is unknowable."""
    parts = entry.template.parts
    return any(isinstance(a, Placeholder) and isinstance(b, Placeholder) for a, b in pairwise(parts))


@pytest.mark.parametrize("entry", CATALOG.entries, ids=lambda e: e.id)
def test_render_classify_round_trip(entry: Entry) -> None:
    cls = getattr(errors, RECORDS[entry.id]["exception"])
    choices = max((len(p.values) for p in entry.params), default=1)
    attempts = []
    for choice in range(max(choices, 1)):
        params = values_for(entry, choice)
        exc = cls(**params)
        message = str(exc)
        assert message == entry.template.render(params)
        found = errors.classify(message)
        attempts.append((message, found))
        if type(found) is cls:
            assert str(found) == message
            assert found.params == exc.params or touching(entry)
            assert isinstance(found, errors.SandboxError)
            assert pickle.loads(pickle.dumps(found)) == found
            return
    # Two entries can render the very same text (`"${key}"` in one package, `${JSON.stringify(k)}` in another):
    # no classifier can tell them apart. Then the text must really fit the other entry's template too, and
    # diagnose must still list this entry at the confidence of its best match (exact, or for a plain phrase with
    # nothing to tie it to a package `possible`: errors.match.specificity), so nothing is hidden from the user.
    message, found = attempts[-1]
    assert found is not None, f"classify found nothing for {message!r}"
    other = CATALOG.get(found.id or "")
    assert other.template.match(message) is not None, f"{found!r} does not fit {message!r}"
    matches = errors.diagnose(message, CATALOG, top=20)["matches"]
    assert matches, f"diagnose found nothing for {message!r}"
    best = matches[0]["confidence"]
    alike = [m["id"] for m in matches if m["confidence"] == best]
    alike += [r["id"] for m in matches for r in m.get("rivals", []) if r["confidence"] == best]
    assert entry.id in alike, (message, best, alike)


@pytest.mark.parametrize("entry", CATALOG.entries, ids=lambda e: e.id)
def test_class_facts(entry: Entry) -> None:
    cls = EXCEPTIONS_BY_ID[entry.id]
    assert cls.__name__ == entry.exception and cls.id == entry.id
    assert issubclass(cls, FAMILIES[entry.capability]) and issubclass(cls, errors.SandboxError)
    assert cls.__doc__ and entry.title.rstrip(".") in " ".join(cls.__doc__.split())


def test_session_setup_message_is_exact() -> None:
    exc = errors.SessionSetupWithoutExecuteCommand(sandbox_id="my-box")
    assert str(exc) == "Sandbox 'my-box' cannot run the session setup: no executeCommand implementation"
    assert exc.id == "session-setup-without-execute-command"
    assert exc.params == {"sandbox_id": "my-box"}
    assert exc.capability == "executeCommand"
    assert exc.docs_url == CATALOG.docs_url(exc.id)
    assert exc.entry is not None and exc.entry["fixes"][0]["example"]
    assert repr(exc) == "SessionSetupWithoutExecuteCommand(sandbox_id='my-box')"
    assert exc == errors.SessionSetupWithoutExecuteCommand(sandbox_id="my-box")
    assert exc != errors.SessionSetupWithoutExecuteCommand(sandbox_id="other")
    assert len({exc, errors.SessionSetupWithoutExecuteCommand(sandbox_id="my-box")}) == 1


def test_families_catch_their_members() -> None:
    with pytest.raises(errors.ExecuteCommandError):
        raise errors.SessionSetupWithoutExecuteCommand(sandbox_id="x")
    with pytest.raises(errors.SandboxError):
        raise errors.GithubTokenRefreshWithoutSetEnv()
    assert not issubclass(errors.GithubTokenRefreshWithoutSetEnv, errors.ExecuteCommandError)


def test_missing_and_unknown_parameters_are_type_errors() -> None:
    cls = errors.SessionSetupWithoutExecuteCommand
    with pytest.raises(TypeError, match="sandbox_id"):
        cls()  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="colour"):
        cls(sandbox_id="x", colour="red")  # type: ignore[call-arg]


def test_docs_url_note_and_switch(monkeypatch: pytest.MonkeyPatch) -> None:
    exc = errors.SessionSetupWithoutExecuteCommand(sandbox_id="x")
    assert exc.__notes__ == [f"See {exc.docs_url}"]
    monkeypatch.setenv("SANDBOX_ERRORS_INCLUDE_URL", "0")
    assert not getattr(errors.SessionSetupWithoutExecuteCommand(sandbox_id="x"), "__notes__", None)


def test_classify_foreign_forms() -> None:
    stack = (
        "Error: Sandbox 'sbx-1' cannot run the session setup: no executeCommand implementation\n"
        "    at runGuardedSetup (file:///app/node_modules/factory/dist/index.js:10:11)\n"
    )
    found = errors.classify(stack)
    assert found == errors.SessionSetupWithoutExecuteCommand(sandbox_id="sbx-1")
    body = json.dumps(
        {"error": {"message": "The active sandbox provider does not support runtime GitHub token refresh."}}
    )
    assert isinstance(errors.classify(body), errors.GithubTokenRefreshWithoutSetEnv)
    assert errors.classify("TypeError: undefined is not a function") is None


def test_raise_for() -> None:
    original = RuntimeError("Sandbox 'b' cannot run the session setup: no executeCommand implementation")
    with pytest.raises(errors.SessionSetupWithoutExecuteCommand) as info:
        errors.raise_for(original)
    assert info.value.__cause__ is original
    other = ValueError("nothing catalogued")
    with pytest.raises(ValueError) as info2:
        errors.raise_for(other)
    assert info2.value is other


def test_root_and_families_wrap_free_messages() -> None:
    exc = errors.ExecuteCommandError("custom failure")
    assert str(exc) == "custom failure" and exc.id is None and exc.docs_url is None
    assert pickle.loads(pickle.dumps(exc)) == exc


def test_codegen_check_passes_and_notices_an_edit(tmp_path: Path) -> None:
    runner = CliRunner()
    result = runner.invoke(main, ["codegen", "--check"])
    assert result.exit_code == 0, result.output
    copy = tmp_path / "catalog"
    shutil.copytree(ROOT / "catalog", copy)
    path = copy / "errors" / "session-setup-without-execute-command.yaml"
    path.write_text(path.read_text().replace("title: ", "title: Edited ", 1))
    result = runner.invoke(main, ["--catalog", str(copy), "codegen", "--check"])
    assert result.exit_code == 1 and "stale" in result.stderr


@pytest.mark.slow
def test_generated_module_passes_strict_mypy_and_ruff() -> None:
    generated = ROOT / "errors" / "_generated.py"
    ruff = subprocess.run([sys.executable, "-m", "ruff", "check", str(generated)], capture_output=True, text=True)
    assert ruff.returncode == 0, ruff.stdout
    mypy = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", str(generated)], capture_output=True, text=True, cwd=ROOT
    )
    assert mypy.returncode == 0, mypy.stdout


def test_a_sub_capability_family_subclasses_its_parent() -> None:
    import errors

    for name in ("S3MountError", "GcsMountError", "AzureBlobMountError"):
        family = getattr(errors, name)
        assert issubclass(family, errors.MountError) and family.__mro__[1] is errors.MountError


def test_no_submodule_shadows_a_public_name() -> None:
    """Importing a submodule sets it as an attribute of the package: one named like a public function
    (`errors.classify`) would replace that function for everyone once anything imported the module."""
    package = Path(errors.__file__).parent
    modules = {p.stem for p in package.glob("*.py")} | {p.name for p in package.iterdir() if p.is_dir()}
    assert sorted(set(errors.__all__) & modules) == []
