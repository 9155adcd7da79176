"""Benchmark 4: diagnose latency on a generated 10,000-entry catalog against the shipped catalog's.

    python3 tests/bench/bench_scale.py [--entries 10000] [--queries 300]

The generated catalog is valid YAML in a temp folder: the shipped entries, unchanged, plus generated ones made
from them by changing words of their messages (so that many templates are close to each other, the hard
case), each with its own id, title and exception. It is loaded once (and so validated) before timing.

The figure: the median time of ``errors.diagnose(text)`` per paste (best of three runs of each), on the same
pastes (corpus positives and negatives, all forms except the 3,000-line CI logs), with a warm matcher, 10,000
entries vs the shipped ones.
Goal: at most 2x. Also reported: building the matcher, and the answers agreeing between the two catalogs.
"""

from __future__ import annotations

import argparse
import random
import re
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from corpus import load_negatives, load_positives

WORDS = (
    "snapshot volume bucket tunnel runtime worker image region quota cluster daemon socket proxy gateway "
    "template profile session lease token secret mount network process command channel queue stream buffer "
    "archive manifest registry artifact deploy preview branch commit checkout workspace container kernel "
    "budget replica shard index cache ledger webhook trigger schedule pipeline stage agent memory vector "
    "embedding scorer judge prompt toolset plugin adapter bridge relay router listener handler resolver"
).split()


def generate(count: int, folder: Path, seed: int = 11) -> int:
    """Write a catalog of ``count`` entries to ``folder``; return how many were generated (not copied)."""
    from errors.catalog import default_catalog_dir
    from errors.template import parse

    source = default_catalog_dir()
    shutil.copy(source / "catalog.yaml", folder / "catalog.yaml")
    (folder / "errors").mkdir()
    bases: list[dict[str, Any]] = []
    shapes: set[str] = set()
    for path in sorted((source / "errors").glob("*.yaml")):
        shutil.copy(path, folder / "errors" / path.name)
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        bases.append(data)
        names = {p["expr"]: p["name"] for p in data.get("params") or [] if p.get("name")}
        shapes.add(parse(data["message"], names).shape)
    rng = random.Random(seed)
    made = 0
    while len(bases) + made < count:
        base = rng.choice(bases)
        message = _vary(base["message"], rng)
        names = {p["expr"]: p["name"] for p in base.get("params") or [] if p.get("name")}
        try:
            shape = parse(message, names).shape
        except Exception:
            continue
        if shape in shapes:
            continue
        shapes.add(shape)
        made += 1
        entry = {k: v for k, v in base.items() if k not in ("related", "successor", "status", "notes", "requires")}
        entry["sources"] = [{k: v for k, v in src.items() if k != "message"} for src in base["sources"]]
        entry |= {
            "id": f"generated-{made:05d}",
            "title": f"{base['title']} (generated variant {made})",
            "message": message,
            "exception": f"GeneratedVariant{made:05d}",
        }
        (folder / "errors" / f"generated-{made:05d}.yaml").write_text(
            yaml.safe_dump(entry, sort_keys=False, allow_unicode=True), encoding="utf-8"
        )
    return made


def _vary(message: str, rng: random.Random) -> str:
    """Change 1 to 3 words of the literal text (never inside a ${...} placeholder)."""
    pieces = re.split(r"(\$\{(?:[^{}]|\{[^{}]*\})*\})", message)
    spots = [
        (i, m)
        for i, piece in enumerate(pieces)
        if not piece.startswith("${")
        for m in re.finditer(r"[A-Za-z]{4,}", piece)
    ]
    if not spots:
        return message
    for i, m in sorted(rng.sample(spots, min(len(spots), rng.randint(1, 3))), key=lambda s: (s[0], -s[1].start())):
        piece = pieces[i]
        pieces[i] = piece[: m.start()] + rng.choice(WORDS) + piece[m.end() :]
    return "".join(pieces)


def latency(catalog: Any, texts: list[str]) -> tuple[float, float, list[list[str]]]:
    from errors.diagnosis import diagnose
    from errors.match import Matcher

    Matcher._instances.clear()
    start = time.perf_counter()
    Matcher.for_catalog(catalog)
    build = time.perf_counter() - start
    diagnose(texts[0], catalog)
    times, answers = [], []
    for text in texts:
        best = float("inf")
        for _ in range(3):  # the best of three: the paste's cost, less the machine's noise
            start = time.perf_counter()
            result = diagnose(text, catalog)
            best = min(best, time.perf_counter() - start)
        times.append(best)
        answers.append([m["id"] for m in result["matches"]])
    return statistics.median(times), build, answers


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entries", type=int, default=10_000)
    parser.add_argument("--queries", type=int, default=300)
    args = parser.parse_args()

    from errors.catalog import load_catalog

    rng = random.Random(5)
    pastes = [c.text for c in load_positives() if c.form != "ci-log"] + [c.text for c in load_negatives()]
    texts = rng.sample(pastes, min(args.queries, len(pastes)))
    shipped = load_catalog()
    folder = Path(tempfile.mkdtemp(prefix="bench-scale-"))
    try:
        start = time.perf_counter()
        made = generate(args.entries, folder)
        written = time.perf_counter() - start
        start = time.perf_counter()
        big = load_catalog(folder, use_cache=False)
        loaded = time.perf_counter() - start
        print(
            f"generated catalog: {len(big)} entries ({made} generated) written in {written:.0f} s, "
            f"loaded and validated in {loaded:.0f} s (once, before timing)"
        )
        small_median, small_build, small_answers = latency(shipped, texts)
        big_median, big_build, big_answers = latency(big, texts)
        same = sum(1 for a, b in zip(small_answers, big_answers, strict=True) if a[:1] == b[:1])
        print(f"{len(texts)} pastes; median diagnose latency with a warm matcher:")
        print(
            f"  shipped catalog ({len(shipped):>6} entries): {1000 * small_median:7.2f} ms  (matcher built in "
            f"{1000 * small_build:.0f} ms)"
        )
        print(
            f"  generated catalog ({len(big):>6} entries): {1000 * big_median:7.2f} ms  (matcher built in "
            f"{1000 * big_build:.0f} ms)"
        )
        print(f"  same top answer on {same} of {len(texts)} pastes")
        ratio = big_median / small_median
        print(f"ratio: {ratio:.2f}x (goal <= 2x: {'met' if ratio <= 2 else 'NOT met'})")
        return 0 if ratio <= 2 else 1
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    raise SystemExit(main())
