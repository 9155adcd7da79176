"""State shared by the commands of one invocation."""

from __future__ import annotations

import os
import sys
from functools import cached_property
from typing import Any

import click

from .. import json_text
from ..catalog import CATALOG_ENV, Catalog, CatalogError, default_catalog_dir, load_catalog

# What click exits with for a usage error, and diagnose for unusable input.
USAGE_EXIT = 2


class AppContext:
    def __init__(self, catalog_dir: str | None) -> None:
        self.catalog_dir = catalog_dir

    @cached_property
    def catalog(self) -> Catalog:
        """The selected catalog, or the command ends: exit 2 (unusable input) after its problems.

        Never another catalog in its place: answers from the shipped catalog to a question about this one
        would be wrong without a word. (Exit 1 would read as "nothing matched" from ``diagnose``.)
        """
        try:
            return load_catalog(self.catalog_dir)
        except CatalogError as exc:
            where = self.catalog_dir or os.environ.get(CATALOG_ENV) or default_catalog_dir()
            click.echo(exc.format(), err=True)
            click.echo(f"Error: cannot use the catalog {where}: see `sandbox-errors catalog check`", err=True)
            raise SystemExit(USAGE_EXIT) from None


def print_json(value: Any) -> None:
    sys.stdout.write(json_text.dumps(value) + "\n")


pass_app = click.make_pass_decorator(AppContext)
