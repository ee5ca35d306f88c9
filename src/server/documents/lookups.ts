// What a document needs to know from the masters, fetched with one query each.
import type { Kysely } from 'kysely';
import { fromRow, tableFromSchema, type Registry, type Row } from '../../../engine/schema/index.ts';
import { badRequest } from '../http/errors.ts';
import { documents, type DocumentKind } from '../../../overrides/billing/document-kinds.ts';
import { rateDateSource } from '../../../overrides/billing/rate-in-force.ts';
import type { SystemLedgers } from './posting.ts';
import { compiledOnce } from '../db/compiled-once.ts';

/**
 * An entity's columns, named: what `select *` gives the record (fromRow drops the tenant column). Named
 * rather than `*` so PostgreSQL may keep the statement prepared (db/database.ts): a column a migration
 * adds cannot change what a named list answers.
 */
const columnLists = new WeakMap<object, string[]>();

function columnsOf(registry: Registry, entity: string): string[] {
  const schema = registry.get(entity)!;
  let columns = columnLists.get(schema);
  if (!columns) {
    columns = [schema['x-entity'].key, ...tableFromSchema(schema).columns.map((column) => column.name)];
    columnLists.set(schema, columns);
  }
  return columns;
}

export async function loadOne(trx: Kysely<any>, registry: Registry, entity: string, tenantId: number, id: unknown, path: string, title: string): Promise<Row> {
  const columns = columnsOf(registry, entity);
  const [row] =
    id === undefined || id === null
      ? []
      : await compiledOnce<Row>(trx, columns, `one ${entity}`, [tenantId, Number(id)], () =>
          trx.selectFrom(entity).select(columns).where('tenant_id', '=', tenantId).where('Id', '=', Number(id)),
        );
  if (!row) throw badRequest(`${title}: no such ${registry.get(entity)?.title ?? entity}`, [{ path, message: `${title}: no such ${registry.get(entity)?.title ?? entity}` }]);
  return fromRow(registry.get(entity)!, row);
}

export async function loadItems(trx: Kysely<any>, registry: Registry, tenantId: number, lines: Row[], linesField: string): Promise<Map<number, Row>> {
  const ids = [...new Set(lines.map((line) => Number(line.ItemId)))];
  // With each item its unit's name (the item's own UnitName label, x-from): the saved lines show it. And its
  // GST rate history (`RateHistory`), joined in the same statement (a row per history row, a few per item):
  // the billing math takes the row in force on the document's date (overrides/billing/rate-in-force.ts).
  const rows =
    ids.length === 0
      ? []
      : await compiledOnce<Row>(trx, columnsOf(registry, 'item'), `items ${ids.length}`, [tenantId, ...ids], () =>
          trx
            .selectFrom('item as i')
            .leftJoin('unit as u', (join) => join.onRef('u.Id', '=', 'i.UnitId').onRef('u.tenant_id', '=', 'i.tenant_id'))
            .leftJoin('itemrate as r', (join) => join.onRef('r.ItemId', '=', 'i.Id').onRef('r.tenant_id', '=', 'i.tenant_id'))
            .select(columnsOf(registry, 'item').map((column) => `i.${column}`))
            .select(['u.UnitName as UnitName', 'r.EffectiveFrom as RateFrom', 'r.TaxRate as RateTax', 'r.CessRate as RateCess'])
            .where('i.tenant_id', '=', tenantId)
            .where('i.Id', 'in', ids)
            .orderBy('i.Id')
            .orderBy('r.LineNo'),
        );
  const items = new Map<number, Row>();
  for (const row of rows) {
    const id = Number(row.Id);
    if (!items.has(id)) items.set(id, { ...fromRow(registry.get('item')!, row), UnitName: row.UnitName ?? null, RateHistory: [] });
    if (row.RateFrom === null || row.RateFrom === undefined) continue;
    const rate = fromRow(registry.get('itemrate')!, { EffectiveFrom: row.RateFrom, TaxRate: row.RateTax, CessRate: row.RateCess });
    (items.get(id)!.RateHistory as Row[]).push({ EffectiveFrom: rate.EffectiveFrom, TaxRate: rate.TaxRate, CessRate: rate.CessRate });
  }
  const errors = lines.flatMap((line, index) =>
    items.has(Number(line.ItemId)) ? [] : [{ path: `/${linesField}/${index}/ItemId`, message: `Line ${index + 1}: Item: no such Item` }],
  );
  if (errors.length > 0) throw badRequest(errors[0].message, errors);
  return items;
}

/** The date whose GST rates a document's lines take when it is not the document's own: a return's bill's (rate-in-force.ts). */
export async function rateDateOf(trx: Kysely<any>, tenantId: number, kind: DocumentKind, record: Row): Promise<string | null> {
  const source = rateDateSource(kind, record);
  const sourceKind = source ? documents().get(source.entity) : undefined;
  if (!source || !sourceKind) return null;
  const row = await trx.selectFrom(source.entity).select(sourceKind.dateField).where('tenant_id', '=', tenantId).where('Id', '=', source.id).executeTakeFirst();
  return row && row[sourceKind.dateField] ? String(row[sourceKind.dateField]) : null;
}

/** The extra charges masters a document's charge rows name; a row naming none of this tenant's is a 400 at its path. */
export async function loadCharges(trx: Kysely<any>, registry: Registry, tenantId: number, rows: Row[], field: string): Promise<Map<number, Row>> {
  const ids = [...new Set(rows.map((row) => Number(row.ChargeId)))];
  const found = ids.length === 0 ? [] : await trx.selectFrom('extracharges').selectAll().where('tenant_id', '=', tenantId).where('Id', 'in', ids).execute();
  const charges = new Map(found.map((row) => [Number(row.Id), fromRow(registry.get('extracharges')!, row)]));
  const errors = rows.flatMap((row, index) =>
    charges.has(Number(row.ChargeId)) ? [] : [{ path: `/${field}/${index}/ChargeId`, message: `Charge ${index + 1}: no such Extra charge` }],
  );
  if (errors.length > 0) throw badRequest(errors[0].message, errors);
  return charges;
}

// System ledgers are created with the tenant and can be neither deleted nor given another code, so
// their ids never change: each server process reads them once per tenant.
const systemLedgerCache = new Map<number, SystemLedgers>();

/** A system ledger made after the tenant's were cached (accounting/grni-ledger.ts): read them again next time. */
export function forgetSystemLedgers(tenantId: number): void {
  systemLedgerCache.delete(tenantId);
}

export async function systemLedgers(trx: Kysely<any>, tenantId: number): Promise<SystemLedgers> {
  const cached = systemLedgerCache.get(tenantId);
  if (cached) return cached;
  const rows = await trx.selectFrom('ledger').select(['Id', 'SystemCode']).where('tenant_id', '=', tenantId).where('SystemCode', 'is not', null).execute();
  const ledgers = Object.fromEntries(rows.map((row) => [row.SystemCode, Number(row.Id)]));
  systemLedgerCache.set(tenantId, ledgers);
  return ledgers;
}
