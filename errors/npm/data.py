"""What the npm package ships as data: everything its JavaScript reads, made from the Python objects.

- ``matcher.json``: what ``site/static/matcher.js`` reads (the browser's own data: ``SE_MATCHERS`` and
  ``SE_MATCHING``, from :mod:`errors.site.matcher_data`), so that the package diagnoses as the paste box does;
- ``scan.json``: how the scan reads a log (:mod:`errors.npm.scan_tables`; the scan is matcher.js's);
- ``catalog.json``: the catalog-wide facts and, per entry, the few fields a match record names (its title,
  message, class, package, docs link), so that finding an entry or shaping a record reads no entry file;
- ``entries/<id>.json``: each entry's record, exactly ``Catalog.record()`` (what ``explain --json`` prints and
  ``diagnose --json`` puts under ``entry``), read only when a match or an explanation needs it.
"""

from __future__ import annotations

import json
from typing import Any

from .. import textout
from ..catalog import Catalog
from ..finding_words import PHRASES
from ..site.js_regex import python_space_chars, to_js
from ..site.matcher_data import matcher_records, matching_rules
from .scan_tables import scan_tables

__all__ = ["catalog_index", "data_files", "to_json"]

# The fields of matcher.json's entries that are catalog.json's ({matcher's key: catalog.json's}), left out there.
SHARED_FIELDS = {"t": "title", "msg": "message", "pkg": "package"}


def to_json(value: Any) -> str:
    """Compact JSON with a final newline; ASCII only, so that no reader's charset guess can change it."""
    return json.dumps(value, ensure_ascii=True, separators=(",", ":"), sort_keys=False) + "\n"


def catalog_index(catalog: Catalog) -> dict[str, Any]:
    """The catalog-wide facts and the fields of each entry a match record repeats (errors.diagnosis.finding_record)."""
    return {
        "name": catalog.name,
        "title": catalog.title,
        "version": catalog.version,
        "site_url": catalog.site_url,
        # {package: "package@version"}: the release an outside value or an older wording is measured against.
        "releases": catalog.releases,
        # What a finding says in words (errors.finding_words), as the CLI says it.
        "phrases": PHRASES,
        # str.isspace's characters: a query is stripped as Python strips it.
        "space": python_space_chars(),
        # What errors.textout.printable shows as an escape: the characters a terminal would act on.
        "unprintable": list(to_js(textout._UNPRINTABLE.pattern)),
        "entries": {
            e.id: {
                "title": e.title,
                "message": e.message,
                "exception": e.exception,
                "package": e.package,
                "docs_url": catalog.docs_url(e.id),
            }
            for e in catalog.entries
        },
    }


def data_files(catalog: Catalog) -> dict[str, str]:
    """``{path under data/: text}`` for one catalog."""
    records = matcher_records(catalog)
    matching = {key: value for key, value in records.items() if key != "templates"}
    # An entry's title, message and package are catalog.json's too: lib/engine.js puts them back on load.
    index = catalog_index(catalog)
    for record in matching["entries"]:
        facts = index["entries"][record["id"]]
        for key, field in SHARED_FIELDS.items():
            if record.pop(key) != facts[field]:
                raise AssertionError(f"matcher data: {record['id']}'s {field} is not catalog.json's")
    # matcher.js looks words up in idf, never walks it; its order is a set's (it varies with PYTHONHASHSEED), so
    # it is sorted: two builds are then the same bytes.
    matching["idf"] = dict(sorted(matching["idf"].items()))
    files = {
        "matcher.json": to_json(
            {"templates": records["templates"], "matching": {**matching, "rules": matching_rules()}}
        ),
        "scan.json": to_json(scan_tables(catalog)),
        "catalog.json": to_json(index),
    }
    for entry in catalog.entries:
        files[f"entries/{entry.id}.json"] = to_json(catalog.record(entry))
    return files
