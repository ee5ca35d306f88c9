// The document catalog of the signed-in user: derived from the entity schemas the server sent them
// (GET /api/meta/entities), so the pages of a document added as schema files need no browser code.
import type { MetaStore } from '../../../engine/ui/stores/MetaStore.ts';
import { describeDocuments, type DocumentCatalog } from '../../../overrides/billing/document-kinds.ts';
import { sessionMeta } from '../engine/engineContext.ts';

const derived = new WeakMap<MetaStore, { names: string; catalog: DocumentCatalog }>();

/** The catalog of the schemas `meta` holds (empty until they are loaded). */
export function documentsOf(meta: MetaStore): DocumentCatalog {
  const names = meta.names.join(',');
  const known = derived.get(meta);
  if (known && known.names === names) return known.catalog;
  // The server checked every description at start-up; here they are only read.
  const catalog = describeDocuments(meta.names.map((name) => ({ schema: meta.get(name)! })));
  derived.set(meta, { names, catalog });
  return catalog;
}

export const sessionDocuments = (): DocumentCatalog => documentsOf(sessionMeta());
