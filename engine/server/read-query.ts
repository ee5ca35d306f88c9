// Builds the tenant-scoped SELECT for an entity: its stored columns plus labels joined from linked
// entities (virtual properties with "x-from": "LinkColumn.TargetField").
import type { Kysely, SelectQueryBuilder } from 'kysely';
import { auditColumns } from '../schema/table.ts';
import type { EntitySchema, Registry } from '../schema/types.ts';

export function tableOf(schema: EntitySchema): string {
  return schema['x-entity'].table ?? schema['x-entity'].name;
}

/**
 * The columns a read returns: every stored property except `writeOnly` ones (a secret is written, never
 * read back, sorted or filtered by), plus the audit columns.
 */
export function storedColumns(schema: EntitySchema): string[] {
  const stored = Object.entries(schema.properties).filter(([, property]) => !property['x-virtual'] && property.writeOnly !== true).map(([name]) => name);
  return [...new Set([...stored, ...auditColumns(schema).map((column) => column.name)])];
}

/** Virtual properties filled by a join: name -> [link column, target entity, target field]. */
export function joinedColumns(schema: EntitySchema): Map<string, [string, string, string]> {
  const joined = new Map<string, [string, string, string]>();
  for (const [name, property] of Object.entries(schema.properties)) {
    const from = property['x-from'];
    if (typeof from !== 'string') continue;
    const [link, field] = from.split('.');
    const target = schema['x-entity'].links?.[link];
    if (target && field) joined.set(name, [link, target, field]);
  }
  return joined;
}

export function selectRecords(db: Kysely<any>, registry: Registry, schema: EntitySchema, tenantId: number): SelectQueryBuilder<any, any, any> {
  let query = db.selectFrom(`${tableOf(schema)} as t`).where('t.tenant_id', '=', tenantId);
  query = query.select(storedColumns(schema).map((column) => `t.${column}`));
  const aliases = new Map<string, string>();
  for (const [name, [link, target, field]] of joinedColumns(schema)) {
    const targetSchema = registry.get(target);
    if (!targetSchema) continue;
    let alias = aliases.get(link);
    if (!alias) {
      alias = `j${aliases.size}`;
      aliases.set(link, alias);
      const joinAlias = alias;
      query = query.leftJoin(`${tableOf(targetSchema)} as ${joinAlias}`, (join) =>
        join.onRef(`${joinAlias}.${targetSchema['x-entity'].key}`, '=', `t.${link}`).onRef(`${joinAlias}.tenant_id`, '=', 't.tenant_id'),
      );
    }
    query = query.select(`${alias}.${field} as ${name}`);
  }
  return query;
}
