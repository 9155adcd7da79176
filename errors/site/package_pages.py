"""A page per package (per provider): its errors by capability, and what the catalog checked it against."""

from __future__ import annotations

from dataclasses import dataclass

from ..catalog import Catalog
from .model import Group, anchor, entry_link, listing_order, package_slugs
from .version_facts import Pin
from .version_facts import pins as entry_pins


@dataclass(frozen=True)
class PackageView:
    name: str
    slug: str
    pins: tuple[Pin, ...]  # the pinned release, or the commits its entries were read at
    read: tuple[str, ...]  # the releases `catalog history` read, oldest first; () when none were
    groups: tuple[Group, ...]  # its entries by capability, in taxonomy order; capabilities without any left out
    entries: int
    active: int

    @property
    def path(self) -> str:
        return f"packages/{self.slug}/index.html"

    @property
    def published(self) -> bool:
        return any(not p.commit for p in self.pins)


def package_views(catalog: Catalog) -> tuple[PackageView, ...]:
    """Every package that throws an entry, the one with most errors first."""
    slugs = package_slugs(e.package for e in catalog.entries)
    pinned = dict(pkg for up in catalog.upstream for pkg in up.packages)
    views = []
    for name, slug in slugs.items():
        members = sorted((e for e in catalog.entries if e.package == name), key=listing_order)
        pins = {pin: None for entry in members for pin in entry_pins(entry)}
        read = next((e.history.checked for e in members if e.history is not None), ())
        if name in pinned:  # a published package is checked against its pinned release, whatever a source says
            version = pinned[name]
            pins = {Pin(name, version, f"https://www.npmjs.com/package/{name}/v/{version}", False): None}
        groups = tuple(
            Group(
                cap.key,
                cap.title,
                f"cap-{anchor(cap.key)}",
                None,
                tuple(entry_link(e) for e in members if e.capability == cap.key),
            )
            for cap in catalog.capabilities
            if any(e.capability == cap.key for e in members)
        )
        views.append(
            PackageView(
                name, slug, tuple(pins), read, groups, len(members), sum(1 for e in members if not e.retired)
            )
        )
    return tuple(sorted(views, key=lambda v: (-v.entries, v.name)))
