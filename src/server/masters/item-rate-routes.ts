// GET /api/items/rates?ItemId=1,2,3: the GST rate histories of those items (all the business's without
// ItemId), so a document form can show and use the rate in force on the document's date without opening
// each item. Whoever may read items may ask (the document pages are granted the masters they pick from).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { fromRow, type Registry, type Row } from '../../../engine/schema/index.ts';
import { authorize } from '../auth/permissions.ts';
import type { Session } from '../auth/session.ts';
import { signedInCaller } from '../entities.ts';
import { badRequest } from '../http/errors.ts';
import { isRecordId } from '../../../engine/server/index.ts';

export type ItemRateApiDeps = { db: Kysely<any>; registry: Registry; readSession(request: FastifyRequest): Promise<Session> };

/** At most this many items per call (an address stays short). */
const MAX_IDS = 1000;

function itemIds(raw: unknown): number[] | null {
  if (raw === undefined || raw === '') return null;
  // Given twice (?ItemId=1&ItemId=2 arrives as a list) it is refused like any other malformed list.
  const parts = typeof raw === 'string' ? raw.split(',') : [''];
  if (parts.length > MAX_IDS || !parts.every(isRecordId)) {
    throw badRequest(`ItemId must be up to ${MAX_IDS} record ids separated by commas`, [{ path: '/ItemId', message: `must be up to ${MAX_IDS} record ids separated by commas` }]);
  }
  return parts.map(Number);
}

export async function itemRateApi(app: FastifyInstance, deps: ItemRateApiDeps): Promise<void> {
  const authenticate = signedInCaller(deps.readSession);
  const schema = deps.registry.get('itemrate');
  if (!schema) return;
  app.get<{ Querystring: { ItemId?: string } }>('/api/items/rates', { config: { query: ['ItemId'] } }, async (request) => {
    const caller = await authenticate(request);
    await authorize(request, caller, 'item', 'read');
    const ids = itemIds(request.query.ItemId);
    let query = deps.db.selectFrom('itemrate').select(['ItemId', 'EffectiveFrom', 'TaxRate', 'CessRate']).where('tenant_id', '=', caller.tenantId);
    if (ids) query = query.where('ItemId', 'in', ids);
    const rows: Row[] = (await query.orderBy('ItemId').orderBy('EffectiveFrom').execute()).map((row) => ({ ItemId: Number(row.ItemId), ...fromRow(schema, row) }));
    for (const row of rows) delete row.Id;
    return { status: 200, message: 'Data Fetched Successfully', data: { rows, total: rows.length } };
  });
}
