// The document catalog of the project's own schemas, as the server builds and installs it at start-up,
// for unit tests of code that reads document descriptions.
import path from 'node:path';
import { loadRegistry } from '../../engine/schema/loader.ts';
import { installDocumentCatalog } from '../../src/server/documents/catalog.ts';

export const SCHEMAS_DIR = path.resolve(import.meta.dirname, '../../schemas');

export function projectDocuments() {
  const registry = loadRegistry(SCHEMAS_DIR);
  return { registry, catalog: installDocumentCatalog(registry) };
}
