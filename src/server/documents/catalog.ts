// The server's document catalog, built once from the loaded schemas at start-up, and the descriptions of
// its vouchers with lines. A schema derived from a document (it x-extends one, or its lines x-extend a
// document's lines) must describe itself: without a description its saves would be shells with no
// number, no totals and no postings, so start-up refuses it. The same holds for a voucher with lines (the
// journal): a billing document's description is about a bill (party, items, tax mode, billing math,
// stock) and fits no journal, so a voucher describes itself with x-entity.voucher instead
// (src/shared/voucher-descriptions.ts), naming the server's rule that checks and posts it; a schema
// derived from such a voucher must carry that description too, and a description naming a rule the
// server lacks, or a field its schema lacks, is refused with the file and the reason.
import { schemaFile, type EntitySchema, type Registry } from '../../../engine/schema/index.ts';
import { describeDocuments, DocumentSchemaError, installDocuments, type DocumentCatalog } from '../../../overrides/billing/document-kinds.ts';
import { describeVouchers, type VoucherDescription } from '../../shared/voucher-descriptions.ts';
import { installVoucherDescriptions, VOUCHER_RULES } from '../vouchers/voucher-rules.ts';

const linesOf = (schema: EntitySchema): string[] =>
  Object.values(schema.properties)
    .map((property) => property['x-lines'])
    .filter((lines): lines is string => typeof lines === 'string');

/** Every entity `name` descends from through x-extends, itself included. */
function lineage(registry: Registry, name: string): string[] {
  const chain: string[] = [];
  for (let current: string | undefined = name; current && !chain.includes(current); current = registry.get(current)?.['x-entity'].extends) chain.push(current);
  return chain;
}

/** The entities derived from one carrying the `block` description (x-extends it, or its lines extend its lines). */
function derivedFrom(registry: Registry, block: 'document' | 'voucher'): Set<string> {
  const described = [...registry.values()].filter((schema) => schema['x-entity'][block]);
  const names = new Set(described.map((schema) => schema['x-entity'].name));
  const lines = new Set(described.flatMap(linesOf));
  const derived = new Set<string>();
  for (const [name, schema] of registry) {
    const fromDescribed = lineage(registry, name).slice(1).some((base) => names.has(base));
    const describedLike = linesOf(schema).some((line) => lineage(registry, line).some((base) => lines.has(base)));
    if (fromDescribed || describedLike) derived.add(name);
  }
  return derived;
}

export function documentCatalog(registry: Registry): DocumentCatalog {
  const catalog = describeDocuments(
    [...registry.values()].map((schema) => ({ schema, file: schemaFile(schema) })),
    derivedFrom(registry, 'document'),
  );
  const firm = registry.get('firm');
  for (const kind of catalog.kinds) {
    if (kind.firmPrefixField && !firm?.properties[kind.firmPrefixField]) {
      throw new DocumentSchemaError(`${schemaFile(registry.get(kind.entity)!) ?? kind.entity}: x-entity.document number.firmPrefixField "${kind.firmPrefixField}" is not a field of the firm`);
    }
  }
  return catalog;
}

/** The vouchers with lines, checked: a schema derived from one must describe itself too. */
export function voucherDescriptions(registry: Registry): VoucherDescription[] {
  for (const name of derivedFrom(registry, 'voucher')) {
    const schema = registry.get(name)!;
    if (!schema['x-entity'].voucher && !schema['x-entity'].document) {
      throw new DocumentSchemaError(`${schemaFile(schema) ?? name}: "${name}" is a voucher with lines (it extends one, or its lines do) but has no x-entity.voucher description`);
    }
  }
  return describeVouchers(
    [...registry.values()].map((schema) => ({ schema, file: schemaFile(schema) })),
    new Set(Object.keys(VOUCHER_RULES)),
  );
}

/** Builds and installs the catalog and the voucher descriptions for this process (the same schemas give the same on every server). */
export function installDocumentCatalog(registry: Registry): DocumentCatalog {
  const catalog = documentCatalog(registry);
  installVoucherDescriptions(voucherDescriptions(registry));
  installDocuments(catalog);
  return catalog;
}
