"""Checks of the catalog against the real published packages, shared by the tests and by maintainers' scripts.

- :mod:`truth.npm`: the pinned npm project (``npm/package.json`` and its lock), installed once into a cache;
- :mod:`truth.typecheck`: every TypeScript fix example, type-checked with ``tsc`` against those packages;
- :mod:`truth.reproduce`: every ``catalog/reproductions/<id>.mjs`` run offline, its output diagnosed.

Each module is also a command (``python -m truth.typecheck ID ...`` from ``tests/``) for writing entries.
"""
