"""State shared by the commands of one invocation."""

from __future__ import annotations

import json
import sys
from functools import cached_property
from typing import Any

import click

from ..catalog import Catalog, CatalogError, load_catalog


class AppContext:
    def __init__(self, catalog_dir: str | None) -> None:
        self.catalog_dir = catalog_dir

    @cached_property
    def catalog(self) -> Catalog:
        """The catalog; an invalid one ends the command with its problems and exit status 1."""
        try:
            return load_catalog(self.catalog_dir)
        except CatalogError as exc:
            click.echo(exc.format(), err=True)
            raise SystemExit(exc.exit_code) from None


def print_json(value: Any) -> None:
    json.dump(value, sys.stdout, ensure_ascii=False, indent=2)
    sys.stdout.write("\n")


pass_app = click.make_pass_decorator(AppContext)
