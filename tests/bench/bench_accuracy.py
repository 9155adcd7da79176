"""Benchmark 3: accuracy of diagnose on the corpus, against a naive rapidfuzz baseline.

    python3 tests/bench/bench_accuracy.py [--show-misses] [--forms]

Top-1: the first match is the entry that produced the paste (or one that renders the same text, for the few
pastes that are ambiguous by design). False positive: any match at all for a negative. The baseline is
``rapidfuzz.process.extractOne(text, templates, scorer=fuzz.WRatio, score_cutoff=80)`` over the entries'
templates. Goal: top-1 >= 99% and false positives <= 1%.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from corpus import POSITIVES, Score, load_negatives, load_positives, score

from errors.catalog import load_catalog


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--show-misses", action="store_true", help="list every miss and false positive")
    parser.add_argument("--forms", action="store_true", help="top-1 per noise form")
    parser.add_argument("--positives", type=Path, help="another positives file (generate.py --seed N --out PATH)")
    parser.add_argument("--sweep", action="store_true", help="top-1 and false positives for each fuzzy threshold")
    args = parser.parse_args()

    from rapidfuzz import fuzz, process

    from errors.diagnosis import diagnose

    catalog = load_catalog()
    positives, negatives = load_positives(args.positives or POSITIVES), load_negatives()
    active = [e for e in catalog.entries if not e.retired]
    templates = [e.message for e in active]

    def ours(text: str) -> list[tuple[str, dict[str, str]]]:
        return [(m["id"], m["params"]) for m in diagnose(text, catalog, top=3)["matches"]]

    def baseline(text: str) -> list[tuple[str, dict[str, str]]]:
        best = process.extractOne(text, templates, scorer=fuzz.WRatio, score_cutoff=80)
        return [(active[best[2]].id, {})] if best else []

    results: dict[str, tuple[Score, float]] = {}
    for name, predict in (("baseline (extractOne WRatio >= 80)", baseline), ("sandbox-errors diagnose", ours)):
        start = time.perf_counter()
        results[name] = (score(predict, positives, negatives), time.perf_counter() - start)

    print(
        f"corpus: {len(positives)} positives ({len({c.expected for c in positives})} entries), "
        f"{len(negatives)} negatives; catalog: {len(active)} active entries"
    )
    print(f"{'':38} {'top-1':>8} {'false pos.':>11} {'seconds':>8}")
    for name, (s, seconds) in results.items():
        print(f"{name:38} {100 * s.top1_rate:7.2f}% {100 * s.fp_rate:10.2f}% {seconds:8.1f}")
    ours_score = results["sandbox-errors diagnose"][0]
    base_score = results["baseline (extractOne WRatio >= 80)"][0]
    base_err = 1 - base_score.top1_rate
    ratio = (1 - ours_score.top1_rate) / base_err if base_err else float("inf")
    print(
        f"ratio: top-1 errors {ratio:.3f}x the baseline's; false positives "
        f"{ours_score.false_positives} vs {base_score.false_positives}"
    )
    print(f"params wrong on exact forms: {len(ours_score.wrong_params)}")
    goal = ours_score.top1_rate >= 0.99 and ours_score.fp_rate <= 0.01
    print(f"goal (top-1 >= 99%, false positives <= 1%): {'met' if goal else 'NOT met'}")
    if args.forms:
        total, wrong = Counter(c.form for c in positives), Counter(c.form for c, _ in ours_score.misses)
        for form in sorted(total):
            print(f"  {form:16} {100 * (1 - wrong[form] / total[form]):6.1f}%  ({wrong[form]} of {total[form]} missed)")
    if args.show_misses:
        for case, got in ours_score.misses:
            print(f"MISS {case.key}: got {got[:3]} want {list(case.accept)}\n     {case.text[-300:]!r}")
        for case, got in ours_score.fps:
            print(f"FP   {case.key}: got {got[:3]} ({case.note})\n     {case.text[:200]!r}")
        for case, params in ours_score.wrong_params:
            want = {k: case.params[k] for k in case.check_params}
            print(f"PARAMS {case.key}: got {params} want {want}")
    if args.sweep:
        sweep(catalog, positives, negatives)
    return 0 if goal else 1


def sweep(catalog: object, positives: list, negatives: list) -> None:  # type: ignore[type-arg]
    """How top-1 and false positives move with the fuzzy threshold WEAK: the data it is chosen from."""
    import errors.match as match
    from errors.diagnosis import diagnose

    saved = match.WEAK
    match.WEAK = 0.0  # STRONG stays: it decides which fuzzy readings can displace an exact one
    try:
        runs = [(c, diagnose(c.text, catalog, top=10)["matches"]) for c in [*positives, *negatives]]  # type: ignore[arg-type]
    finally:
        match.WEAK = saved
    fuzzy_pos = sorted(
        m["score"] for c, ms in runs if c.expected for m in ms[:1] if m["method"] == "fuzzy" and m["id"] in c.accept
    )
    fuzzy_neg = sorted(
        max((m["score"] for m in ms if m["method"] == "fuzzy"), default=0) for c, ms in runs if not c.expected
    )
    print(
        f"\nfuzzy scores of correct top-1 fuzzy answers ({len(fuzzy_pos)}): "
        f"min {min(fuzzy_pos, default=0)}, 5th pct {fuzzy_pos[len(fuzzy_pos) // 20] if fuzzy_pos else 0}"
    )
    print(f"best fuzzy score per negative, highest: {sorted(fuzzy_neg)[-5:]}")
    print(f"{'threshold':>9} {'top-1':>8} {'false pos.':>11}")
    for threshold in (50, 60, 70, 75, 80, 85, 88, 90, 92, 95):
        top1 = fp = 0
        for c, ms in runs:
            kept = [m for m in ms if m["method"] != "fuzzy" or m["score"] >= threshold]
            if c.expected:
                top1 += bool(kept) and kept[0]["id"] in c.accept
            else:
                fp += bool(kept)
        print(f"{threshold:>9} {100 * top1 / len(positives):7.2f}% {100 * fp / len(negatives):10.2f}%")


if __name__ == "__main__":
    raise SystemExit(main())
