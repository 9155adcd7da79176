"""What ``python -m truth.typecheck`` and ``python -m truth.reproduce`` share: the arguments and the catalog."""

from __future__ import annotations

import argparse
import sys

from errors.catalog import Catalog, load_catalog


def catalog_and_ids(prog: str, doc: str, ids_help: str, argv: list[str] | None) -> tuple[Catalog, list[str]] | None:
    """The catalog (``--catalog``, else the project's) and the entry ids asked for; None (after saying which)
    when an id is not in the catalog."""
    parser = argparse.ArgumentParser(prog=f"python -m {prog}", description=doc.splitlines()[0])
    parser.add_argument("--catalog", help="catalog directory (default: the project's)")
    parser.add_argument("ids", nargs="*", help=ids_help)
    args = parser.parse_args(argv)
    catalog = load_catalog(args.catalog, use_cache=False)
    unknown = [i for i in args.ids if i not in catalog]
    if unknown:
        print(f"no such entries: {', '.join(unknown)}", file=sys.stderr)
        return None
    return catalog, list(args.ids)
