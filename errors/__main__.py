"""``python -m errors`` runs the CLI."""

from .cli import main

main()
