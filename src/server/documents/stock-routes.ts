// GET /api/items/stock?FirmId=1&Date=2026-11-26&ItemId=3,4[&DocType=sales&DocId=12]: the stock a firm can
// still send out on a date, per item (stock-on-hand.ts), for the billing grid's line warning. DocType and
// DocId name the document being edited, whose own moves do not count. A service answers Service: true and
// no quantity. Whoever may read items may ask (the document forms are granted the masters they pick from).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { authorize } from '../auth/permissions.ts';
import type { Session } from '../auth/session.ts';
import { signedInCaller } from '../entities.ts';
import { badRequest } from '../http/errors.ts';
import { documents } from '../../../overrides/billing/document-kinds.ts';
import { thousandths } from '../../../overrides/billing/exact.ts';
import { todayInIndia } from './hooks.ts';
import { stockOnHand } from './stock-on-hand.ts';
import { isRecordId } from '../../../engine/server/index.ts';

export type StockApiDeps = { db: Kysely<any>; readSession(request: FastifyRequest): Promise<Session> };

type Query = { FirmId?: string; Date?: string; ItemId?: string; DocType?: string; DocId?: string };

const MAX_IDS = 200;

const refuse = (field: string, message: string) => badRequest(`${field} ${message}`, [{ path: `/${field}`, message }]);

function read(query: Query) {
  if (!isRecordId(query.FirmId ?? '')) throw refuse('FirmId', 'must be a record id');
  const parts = typeof query.ItemId === 'string' ? query.ItemId.split(',') : [''];
  if (parts.length > MAX_IDS || !parts.every(isRecordId)) throw refuse('ItemId', `must be up to ${MAX_IDS} record ids separated by commas`);
  const date = query.Date ?? todayInIndia();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))) throw refuse('Date', 'must be a date (yyyy-mm-dd)');
  let exclude: { docType: string; docId: number } | null = null;
  if (query.DocType !== undefined || query.DocId !== undefined) {
    if (!documents().get(query.DocType ?? '')) throw refuse('DocType', 'must name a kind of document');
    if (!isRecordId(query.DocId ?? '')) throw refuse('DocId', 'must be a record id');
    exclude = { docType: query.DocType!, docId: Number(query.DocId) };
  }
  return { firmId: Number(query.FirmId), date, itemIds: parts.map(Number), exclude };
}

export async function stockApi(app: FastifyInstance, deps: StockApiDeps): Promise<void> {
  const authenticate = signedInCaller(deps.readSession);
  app.get<{ Querystring: Query }>('/api/items/stock', { config: { query: ['FirmId', 'Date', 'ItemId', 'DocType', 'DocId'] } }, async (request) => {
    const caller = await authenticate(request);
    await authorize(request, caller, 'item', 'read');
    const question = read(request.query);
    const onHand = await stockOnHand(deps.db, { tenantId: caller.tenantId, ...question });
    const rows = [...onHand.values()].map((item) => ({
      ItemId: item.itemId,
      ItemName: item.itemName,
      Service: item.service,
      OnHand: item.available === null ? null : thousandths(item.available),
    }));
    return { status: 200, message: 'Data Fetched Successfully', data: { rows, total: rows.length } };
  });
}
