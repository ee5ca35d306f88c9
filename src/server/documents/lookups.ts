// What a document needs to know from the masters, fetched with one query each.
import type { Kysely } from 'kysely';
import type { Row } from '../../../engine/schema/codec.ts';
import { fromRow } from '../../../engine/schema/codec.ts';
import type { Registry } from '../../../engine/schema/types.ts';
import { badRequest } from '../http/errors.ts';
import type { SystemLedgers } from './posting.ts';

export async function loadOne(trx: Kysely<any>, registry: Registry, entity: string, tenantId: number, id: unknown, path: string, title: string): Promise<Row> {
  const row = id === undefined || id === null ? undefined : await trx.selectFrom(entity).selectAll().where('tenant_id', '=', tenantId).where('Id', '=', Number(id)).executeTakeFirst();
  if (!row) throw badRequest(`${title}: no such ${registry.get(entity)?.title ?? entity}`, [{ path, message: `${title}: no such ${registry.get(entity)?.title ?? entity}` }]);
  return fromRow(registry.get(entity)!, row);
}

export async function loadItems(trx: Kysely<any>, registry: Registry, tenantId: number, lines: Row[], linesField: string): Promise<Map<number, Row>> {
  const ids = [...new Set(lines.map((line) => Number(line.ItemId)))];
  const rows = ids.length === 0 ? [] : await trx.selectFrom('item').selectAll().where('tenant_id', '=', tenantId).where('Id', 'in', ids).execute();
  const items = new Map(rows.map((row) => [Number(row.Id), fromRow(registry.get('item')!, row)]));
  const errors = lines.flatMap((line, index) =>
    items.has(Number(line.ItemId)) ? [] : [{ path: `/${linesField}/${index}/ItemId`, message: `Line ${index + 1}: Item: no such Item` }],
  );
  if (errors.length > 0) throw badRequest(errors[0].message, errors);
  return items;
}

// System ledgers are created with the tenant and can be neither deleted nor given another code, so
// their ids never change: each server process reads them once per tenant.
const systemLedgerCache = new Map<number, SystemLedgers>();

export async function systemLedgers(trx: Kysely<any>, tenantId: number): Promise<SystemLedgers> {
  const cached = systemLedgerCache.get(tenantId);
  if (cached) return cached;
  const rows = await trx.selectFrom('ledger').select(['Id', 'SystemCode']).where('tenant_id', '=', tenantId).where('SystemCode', 'is not', null).execute();
  const ledgers = Object.fromEntries(rows.map((row) => [row.SystemCode, Number(row.Id)]));
  systemLedgerCache.set(tenantId, ledgers);
  return ledgers;
}
