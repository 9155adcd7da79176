"""The accuracy floor on the corpus (tests/corpus): top-1 >= 99% on the positives, false positives <= 1% on the
negatives, exact forms give back their values; and the corpus is current with the catalog."""

from __future__ import annotations

import sys
from collections import Counter
from functools import cache
from pathlib import Path

import pytest
from corpus import HERE, POSITIVES, Case, Score, load_negatives, load_positives, score

from errors import classify
from errors.catalog import Catalog, CatalogError, load_catalog
from errors.diagnosis import diagnose

TOP1_FLOOR = 0.99
FALSE_POSITIVE_CEILING = 0.01


@cache
def _catalog() -> Catalog:
    return load_catalog(use_cache=False)


@cache
def _positives() -> tuple[Case, ...]:
    return tuple(load_positives())


@cache
def _score() -> Score:
    catalog = _catalog()

    def predict(text: str) -> list[tuple[str, dict[str, str]]]:
        return [(m["id"], m["params"]) for m in diagnose(text, catalog, top=3)["matches"]]

    return score(predict, _positives(), load_negatives())


def _generator() -> object:
    sys.path.insert(0, str(HERE))
    import generate

    return generate


def test_corpus_is_current_with_the_catalog() -> None:
    """positives.jsonl is what generate.py writes for this catalog (run it after catalog changes)."""
    import json

    generate = _generator()
    records = generate.generate(_catalog())  # type: ignore[attr-defined]
    expected = "".join(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n" for r in records)
    assert POSITIVES.read_text(encoding="utf-8") == expected, "stale corpus: run python3 tests/corpus/generate.py"


def test_every_active_entry_has_positives_in_every_noise_form() -> None:
    active = {e.id for e in _catalog().entries if not e.retired}
    forms = Counter(c.form for c in _positives())
    per_entry: dict[str, set[str]] = {}
    for case in _positives():
        per_entry.setdefault(str(case.expected), set()).add(case.form)
    assert set(per_entry) == active
    always = {"bare", "node-stack", "json-log", "prefixed", "ansi", "smart-quotes", "crlf", "wrapped-80"}
    always |= {"issue-title-60", "ci-log", "case", "html-entities"}
    for entry_id, seen in per_entry.items():
        assert always <= seen, f"{entry_id} lacks {sorted(always - seen)}"
    # Truncation only applies to messages long enough to be cut and still be told apart.
    assert forms["truncated"] >= len(active) // 2


def test_ambiguous_positives_say_why() -> None:
    ambiguous = [c for c in _positives() if len(c.accept) > 1]
    assert all(c.note.startswith("ambiguous by design") and c.expected in c.accept for c in ambiguous)
    # Most positives have exactly one right answer.
    assert len(ambiguous) < len(_positives()) * 0.15


def test_negatives_are_many_varied_and_explained() -> None:
    negatives = load_negatives()
    assert len(negatives) >= 80
    kinds = Counter(c.form for c in negatives)
    assert kinds["near-miss"] >= 30 and kinds["node"] >= 10 and kinds["python"] >= 5 and kinds["mastra"] >= 10
    assert all(c.note for c in negatives)


def test_accuracy_floor() -> None:
    result = _score()
    misses = "\n".join(f"{c.key}: got {got[:2]}, want {list(c.accept)}" for c, got in result.misses[:20])
    fps = "\n".join(f"{c.key} ({c.note}): got {got[:2]}" for c, got in result.fps[:20])
    assert result.top1_rate >= TOP1_FLOOR, f"top-1 {result.top1_rate:.2%}:\n{misses}"
    assert result.fp_rate <= FALSE_POSITIVE_CEILING, f"false positives {result.fp_rate:.2%}:\n{fps}"


def test_exact_forms_give_back_their_values() -> None:
    result = _score()
    checked = sum(len(c.check_params) for c in _positives())
    assert checked > 500  # the check is not vacuous
    wrong = "\n".join(
        f"{c.key}: got {got}, want { {k: c.params[k] for k in c.check_params} }" for c, got in result.wrong_params[:20]
    )
    assert not result.wrong_params, wrong


def _set_param_notes(mini: Path, notes: str) -> None:
    """Replace the `what` param's description in the mini catalog's no-exec entry with ``notes`` (YAML lines)."""
    path = mini / "errors" / "no-exec.yaml"
    old = (
        "    description: What was about to run, as the caller named it (a shell command line such as "
        "`git status`, or a step of a session setup).\n"
    )
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, notes), encoding="utf-8")


def test_a_value_outside_a_closed_set_is_a_near_miss(mini: Path) -> None:
    """``values`` in the catalog keeps a near-miss out, by mechanism (no entry is special-cased)."""
    _set_param_notes(
        mini,
        "    values: [the session setup, a deploy]\n",
    )
    catalog = load_catalog(mini, use_cache=False)
    hit = diagnose("Sandbox 'box-1' cannot run the session setup: no executeCommand", catalog)["matches"]
    assert [m["id"] for m in hit] == ["no-exec"] and hit[0]["confidence"] == "exact"
    assert diagnose("Sandbox 'box-1' cannot run snapshots: no executeCommand", catalog)["matches"] == []


def test_a_closed_set_that_other_values_keeps_open_matches_a_new_value_and_says_so(mini: Path) -> None:
    """Issue 12 item 5: a value a newer release may add is matched, flagged, never a dead end."""
    _set_param_notes(
        mini,
        "    values: [the session setup, a deploy]\n    other_values: callers name their own steps\n",
    )
    catalog = load_catalog(mini, use_cache=False)
    known = diagnose("Sandbox 'box-1' cannot run the session setup: no executeCommand", catalog)["matches"]
    assert known[0]["confidence"] == "exact" and "outside_values" not in known[0]
    new = diagnose("Sandbox 'box-1' cannot run snapshots: no executeCommand", catalog)["matches"]
    assert [m["id"] for m in new] == ["no-exec"]
    assert new[0]["confidence"] == "strong" and new[0]["score"] < known[0]["score"]
    assert new[0]["outside_values"] == [
        {
            "param": "what",
            "value": "snapshots",
            "pinned_values": ["the session setup", "a deploy"],
            "release": None,
            "why": "callers name their own steps",
        }
    ]


def test_a_method_the_pinned_client_does_not_guard_is_still_its_typed_error() -> None:
    """The issue's example: `save` is not among the methods client-js 1.47.0 guards with this check."""
    text = (
        "MemoryThread.save() requires an agentId. Pass it via getMemoryThread({ threadId, agentId }) or as a "
        "parameter to save()."
    )
    top = diagnose(text)["matches"][0]
    assert top["id"] == "memory-thread-without-agent-id" and top["params"] == {"method_name": "save"}
    assert top["outside_values"][0]["release"] == "@mastra/client-js@1.47.0"
    typed = classify(text)
    assert type(typed).__name__ == "MemoryThreadWithoutAgentId" and typed.params == {"method_name": "save"}
    assert any("not a value the pinned release emits" in note for note in typed.__notes__)


def test_other_values_without_values_is_refused(mini: Path) -> None:
    _set_param_notes(
        mini,
        "    other_values: callers name their own steps\n",
    )
    with pytest.raises(CatalogError) as info:
        load_catalog(mini, use_cache=False)
    assert [(p.field, "has no `values`" in p.message) for p in info.value.problems] == [
        ("params[0].other_values", True)
    ]


@pytest.mark.parametrize("form", ["bare", "truncated", "retyped"])
def test_each_form_alone_meets_the_floor(form: str) -> None:
    cases = [c for c in _positives() if c.form == form]
    result = _score()
    missed = sum(1 for c, _ in result.misses if c.form == form)
    assert cases and missed / len(cases) <= 1 - TOP1_FLOOR + 0.01
