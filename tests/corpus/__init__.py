"""The diagnose corpus: realistic noisy pastes with the answer each one should get.

- ``positives.jsonl`` is written by ``generate.py`` (deterministic) from the catalog: every active entry in
  several noise forms. Each record names the entry that produced it (``expected``), every entry whose template
  can produce the same text (``accept``: more than one when the text is ambiguous by design, with ``note``
  saying why), the parameter values used (``params``) and the ones an exact match must give back
  (``check_params``).
- ``negatives.yaml`` is hand-written: text that must match nothing, each with the reason it is a negative.
- ``unproven.yaml`` is hand-written too: text whose words fit a catalogued message but that nothing ties to it,
  which may be read ``possible`` and never ``exact`` or ``strong`` (same format, read by ``load_negatives``).

The CI-log form stores only the error line and a recipe for the ~3,000 ordinary lines around it
(:func:`ordinary_lines`), so the checked-in file stays small; :func:`load_positives` expands it.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

import yaml

HERE = Path(__file__).resolve().parent
POSITIVES = HERE / "positives.jsonl"
NEGATIVES = HERE / "negatives.yaml"
# Texts that may be read `possible` but never `exact` or `strong` (their words fit, nothing ties them to it).
UNPROVEN = HERE / "unproven.yaml"


@dataclass(frozen=True)
class Case:
    key: str
    text: str
    form: str
    expected: str | None  # None for a negative
    accept: tuple[str, ...] = ()
    params: dict[str, str] = field(default_factory=dict)
    check_params: tuple[str, ...] = ()
    note: str = ""


# --- ordinary log lines: the haystack around an error -----------------------------------------------------------

_PACKAGES = ["@mastra/core", "@mastra/e2b", "zod", "typescript", "vitest", "esbuild", "pino", "undici", "execa"]
_TESTS = ["workspace", "agent", "tools", "memory", "deployer", "sandbox-config", "logger", "router", "storage"]
_ORDINARY: list[Callable[[random.Random, int], str]] = [
    lambda r, i: f"npm http fetch GET 200 https://registry.npmjs.org/{r.choice(_PACKAGES)} {r.randint(3, 900)}ms",
    lambda r, i: (
        f" ✓ src/{r.choice(_TESTS)}/{r.choice(_TESTS)}.test.ts ({r.randint(1, 40)} tests) {r.randint(2, 900)}ms"
    ),
    lambda r, i: (
        f"#{r.randint(5, 30)} [builder {r.randint(1, 9)}/{r.randint(9, 14)}] RUN pnpm install --frozen-lockfile"
    ),
    lambda r, i: f"Progress: resolved {i * 3}, reused {i * 2}, downloaded {i % 97}, added {i % 53}",
    lambda r, i: (
        f"[{r.randint(10, 23)}:{r.randint(10, 59)}:{r.randint(10, 59)}] INFO (mastra): agent step {i} "
        f"finished in {r.randint(5, 4000)}ms"
    ),
    lambda r, i: (
        f'{{"level":30,"time":{1764400000000 + i * 17},"pid":{r.randint(100, 9000)},"hostname":"runner-'
        f'{r.randint(1, 9)}","msg":"request completed","statusCode":200,"responseTime":{r.randint(1, 300)}}}'
    ),
    lambda r, i: (
        f"  at step {i}: wrote {r.randint(1, 64)} files to /home/runner/work/app/dist ({r.randint(10, 999)} kB)"
    ),
    lambda r, i: f"warning: {r.choice(_PACKAGES)} > {r.choice(_PACKAGES)}: deprecated peer dependency",
    lambda r, i: f"git fetch origin refs/heads/main: {r.randint(100, 999)} objects, {r.randint(1, 90)} KiB",
    lambda r, i: (
        f"sandbox sbx-{r.randint(1000, 9999)} ready in {r.randint(300, 9000)}ms "
        f"(provider {r.choice(['e2b', 'daytona', 'docker', 'local'])})"
    ),
    lambda r, i: f"DEBUG workspace: listing /home/user/project/src ({r.randint(1, 300)} entries)",
    lambda r, i: f"Downloading {r.choice(_PACKAGES)}-{r.randint(1, 9)}.{r.randint(0, 30)}.{r.randint(0, 9)}.tgz",
    lambda r, i: "",
    lambda r, i: f"##[group]Run pnpm test --filter {r.choice(_TESTS)}",
    lambda r, i: f"   Compiling {r.choice(_TESTS)} v0.{r.randint(1, 9)}.{r.randint(0, 20)} (/workspace)",
    lambda r, i: f"Test Files  {r.randint(1, 90)} passed ({r.randint(1, 90)})",
    lambda r, i: f"{r.randint(1, 400)} | export async function {r.choice(_TESTS).replace('-', '_')}Handler() {{",
]


def ordinary_lines(seed: int, count: int) -> list[str]:
    """``count`` ordinary CI/application log lines, the same for the same seed."""
    rng = random.Random(seed)
    return [rng.choice(_ORDINARY)(rng, i) for i in range(count)]


def expand(record: dict[str, Any]) -> str:
    """The text of a corpus record (a CI-log record is built around its error line here)."""
    text = str(record["text"])
    ci = record.get("ci_log")
    if ci:
        before = ordinary_lines(int(ci["seed"]), int(ci["before"]))
        after = ordinary_lines(int(ci["seed"]) + 1, int(ci["after"]))
        text = "\n".join([*before, text, *after])
    return text


def _case(record: dict[str, Any]) -> Case:
    return Case(
        key=str(record["key"]),
        text=expand(record),
        form=str(record["form"]),
        expected=record.get("expected"),
        accept=tuple(record.get("accept") or ([record["expected"]] if record.get("expected") else [])),
        params=dict(record.get("params") or {}),
        check_params=tuple(record.get("check_params") or ()),
        note=str(record.get("note") or record.get("reason") or ""),
    )


def load_positives(path: Path = POSITIVES) -> list[Case]:
    """The positives at ``path``, expanded (a new list each call; the cases are frozen). Expanding the CI-log
    records is some 1.2 million ordinary lines, 3 s: done once per file version per process."""
    stat = path.stat()
    return list(_load_positives(path, stat.st_mtime_ns, stat.st_size))


@cache
def _load_positives(path: Path, mtime_ns: int, size: int) -> tuple[Case, ...]:
    with open(path, encoding="utf-8") as fh:
        return tuple(_case(json.loads(line)) for line in fh if line.strip())


def load_negatives(path: Path = NEGATIVES, key: str = "neg") -> list[Case]:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    cases = []
    for i, item in enumerate(data["negatives"]):
        cases.append(
            Case(
                key=f"{key}-{i:03d}",
                text=item["text"],
                form=item.get("kind", "negative"),
                expected=None,
                note=item["reason"],
            )
        )
    return cases


def load_unproven() -> list[Case]:
    """``unproven.yaml``: read as ``possible`` at most, never ``exact`` or ``strong``."""
    return load_negatives(UNPROVEN, key="unproven")


# --- scoring ---------------------------------------------------------------------------------------------------


@dataclass
class Score:
    positives: int = 0
    top1: int = 0
    negatives: int = 0
    false_positives: int = 0
    misses: list[tuple[Case, list[str]]] = field(default_factory=list)
    wrong_params: list[tuple[Case, dict[str, str]]] = field(default_factory=list)
    fps: list[tuple[Case, list[str]]] = field(default_factory=list)

    @property
    def top1_rate(self) -> float:
        return self.top1 / self.positives if self.positives else 0.0

    @property
    def fp_rate(self) -> float:
        return self.false_positives / self.negatives if self.negatives else 0.0


Predict = Callable[[str], list[tuple[str, dict[str, str]]]]  # text -> [(entry id, params)], best first


def score(predict: Predict, positives: Iterable[Case], negatives: Iterable[Case]) -> Score:
    """Top-1 on the positives (the first answer is in ``accept``), false positives on the negatives (any answer)."""
    result = Score()
    for case in positives:
        result.positives += 1
        answers = predict(case.text)
        if answers and answers[0][0] in case.accept:
            result.top1 += 1
            got = answers[0][1]
            if answers[0][0] == case.expected and any(got.get(p) != case.params[p] for p in case.check_params):
                result.wrong_params.append((case, got))
        else:
            result.misses.append((case, [a for a, _ in answers]))
    for case in negatives:
        result.negatives += 1
        answers = predict(case.text)
        if answers:
            result.false_positives += 1
            result.fps.append((case, [a for a, _ in answers]))
    return result
