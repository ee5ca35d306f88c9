// A document's line schema, sent with the document's own by the server (GET /api/meta/entities carries
// the line tables of the entities it lists), so the grid's columns follow the line schema and its patches.
import type { EntitySchema } from '../../../engine/schema/types.ts';
import type { MetaStore } from '../../../engine/ui/stores/MetaStore.ts';
import type { DocumentKind } from '../../../overrides/billing/document-kinds.ts';

export function lineSchemaOf(meta: MetaStore, schema: EntitySchema, kind: DocumentKind): EntitySchema {
  const lineEntity = schema.properties[kind.linesField]?.['x-lines'];
  const lineSchema = typeof lineEntity === 'string' ? meta.get(lineEntity) : undefined;
  if (!lineSchema) throw new Error(`the line schema of ${kind.entity} was not sent`);
  return lineSchema;
}
