"""Load and validate the YAML catalog into immutable typed objects: the loader, the room every other stands on.

This package is the only code that reads the catalog's YAML. Validation reports every problem at once, each as
``path:line:column: field: what is wrong``, and never lets a traceback escape for a bad file. Its modules,
each importing only those listed before it:

- :mod:`~errors.catalog.model`: the loaded objects (:class:`Entry`, :class:`Catalog` ...) and :class:`Problem`;
- :mod:`~errors.catalog.reader`: one YAML file into plain values with positions, within bounds;
- :mod:`~errors.catalog.history`: catalog/history.yaml applied to the entries (release ranges, older wordings);
- :mod:`~errors.catalog.build`: the whole catalog from its folder, and the rules across entries;
- :mod:`~errors.catalog.scope`: catalog/scope.yaml and its model;
- :mod:`~errors.catalog.cache`: :func:`load_catalog`, through the content-keyed compiled cache.

This module only hands their names on: every name importable from ``errors.catalog`` before the split still is.
"""

from __future__ import annotations

from .build import _MAX_SCRIPT_BYTES as _MAX_SCRIPT_BYTES
from .build import RESERVED_CLASS_NAMES as RESERVED_CLASS_NAMES
from .build import _build_entry as _build_entry
from .build import _check_releases as _check_releases
from .build import _cross_check as _cross_check
from .build import _parse_catalog as _parse_catalog
from .build import _reproduction as _reproduction
from .build import _script as _script
from .build import _unreleased_wordings as _unreleased_wordings
from .cache import _LOADER_SOURCES as _LOADER_SOURCES
from .cache import _MEMO as _MEMO
from .cache import NO_CACHE_ENV as NO_CACHE_ENV
from .cache import _cache_name as _cache_name
from .cache import _catalog_files as _catalog_files
from .cache import _content_key as _content_key
from .cache import _read_cache as _read_cache
from .cache import load_catalog
from .history import HISTORY_FILE as HISTORY_FILE
from .history import _apply_history as _apply_history
from .history import _read_release as _read_release
from .history import _said as _said
from .model import (
    Capability,
    Catalog,
    CatalogError,
    Entry,
    Example,
    Fix,
    Location,
    Param,
    Problem,
    Requirement,
    Upstream,
    Wording,
)
from .model import EntryHistory as EntryHistory
from .model import Evidence as Evidence
from .model import Reproduction as Reproduction
from .model import _history_record as _history_record
from .reader import CATALOG_ENV as CATALOG_ENV
from .reader import MAX_FILE_BYTES as MAX_FILE_BYTES
from .reader import MAX_NESTING as MAX_NESTING
from .reader import MAX_PROBLEM_CHARS as MAX_PROBLEM_CHARS
from .reader import MAX_PROBLEMS_PER_FILE as MAX_PROBLEMS_PER_FILE
from .reader import _display as _display
from .reader import _field_node as _field_node
from .reader import _hashable as _hashable
from .reader import _kind as _kind
from .reader import _one_line as _one_line
from .reader import _position as _position
from .reader import _Reader as _Reader
from .reader import _repeated_node as _repeated_node
from .reader import _scalar_value as _scalar_value
from .reader import _too_deep as _too_deep
from .reader import default_catalog_dir
from .scope import Scope as Scope
from .scope import ScopePackage as ScopePackage
from .scope import ScopeRule as ScopeRule
from .scope import load_scope as load_scope

__all__ = [
    "Capability",
    "Catalog",
    "CatalogError",
    "Entry",
    "Example",
    "Fix",
    "Location",
    "Param",
    "Problem",
    "Requirement",
    "Upstream",
    "Wording",
    "default_catalog_dir",
    "load_catalog",
]
