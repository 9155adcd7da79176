"""``python -m errors`` runs the CLI (named ``sandbox-errors``, so usage and shell completion read the same)."""

from ._console import run

run()
