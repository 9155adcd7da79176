// catalog(): the catalog-wide facts (its version, its site) and the ids of its entries.
import { catalogIndex } from "./data.js";

export function catalog() {
  const index = catalogIndex();
  return {
    name: index.name,
    title: index.title,
    version: index.version,
    site_url: index.site_url,
    releases: { ...index.releases },
    ids: Object.keys(index.entries),
  };
}
