"""The npm package ``sandbox-errors``: the catalog and the browser's matcher for Node, built from Python.

- :mod:`.build` writes the package folder (``sandbox-errors npm build``): the JavaScript of ``js/``, the
  paste box's ``site/static/matcher.js`` wrapped as a module, and the data;
- :mod:`.data` makes the data files: the matcher's (as the site's), the entries' records, a small index;
- :mod:`.scan_tables` makes the scan's: the sizes of the blocks Python's scan reads a log in.

``tests/npm/`` packs it, installs the tarball into a fresh project and holds its answers against Python's.
"""

from __future__ import annotations

from .build import DEFAULT_OUT, PACKAGE_NAME, BuiltPackage, build_package, npm_version

__all__ = ["DEFAULT_OUT", "PACKAGE_NAME", "BuiltPackage", "build_package", "npm_version"]
