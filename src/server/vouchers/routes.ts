// The voucher pages' look-ups: the ledgers their pickers offer (cash and bank, parties, or all), a
// party's open bills to settle, oldest first; and for a bill's form, the vouchers that settle it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { rupees } from '../../../overrides/billing/exact.ts';
import { VOUCHER_KINDS, type BillKind } from '../../shared/voucher-kinds.ts';
import { authorize } from '../auth/permissions.ts';
import type { Session } from '../auth/session.ts';
import { signedInCaller } from '../entities.ts';
import { badRequest, forbidden } from '../http/errors.ts';
import { BILL_SIDES, settlementsOf } from './bill-balances.ts';
import { ledgerChoices } from './ledger-roles.ts';
import { describedVouchers } from './voucher-rules.ts';
import { isRecordId } from '../../../engine/server/index.ts';

export type VoucherApiDeps = { db: Kysely<any>; readSession(request: FastifyRequest): Promise<Session> };

type LedgersQuery = { role?: string };
type OpenBillsQuery = { kind?: string; LedgerId?: string; FirmId?: string; VoucherId?: string };
type SettlementsQuery = { kind?: string; BillId?: string };

const ROLES = ['cashbank', 'party', 'all'];

function wholeNumber(raw: string | undefined, name: string, required: boolean): number | null {
  if ((raw === undefined || raw === '') && !required) return null;
  if (raw === undefined || !isRecordId(raw)) throw badRequest(`${name} must be a record id`, [{ path: `/${name}`, message: 'must be a record id' }]);
  return Number(raw);
}

function billKind(raw: string | undefined): BillKind {
  if (raw !== 'sales' && raw !== 'purchase') throw badRequest('kind must be sales or purchase', [{ path: '/kind', message: 'must be sales or purchase' }]);
  return raw;
}

export async function voucherApi(app: FastifyInstance, deps: VoucherApiDeps): Promise<void> {
  const authenticate = signedInCaller(deps.readSession);

  /** The pickers serve every voucher (the journal's lines too): any one of them granted will do. */
  const voucherEntities = [...VOUCHER_KINDS.map((kind) => kind.entity as string), ...describedVouchers().map((voucher) => voucher.entity)];
  const mayUseVouchers = async (request: FastifyRequest) => {
    const caller = await authenticate(request);
    for (const entity of voucherEntities) {
      try {
        await authorize(request, caller, entity, 'read');
        return caller;
      } catch {
        /* try the next voucher */
      }
    }
    throw forbidden('Your role does not include the vouchers');
  };

  app.get<{ Querystring: LedgersQuery }>('/api/vouchers/ledgers', { config: { query: ['role'] } }, async (request) => {
    // Who may ask comes before what was asked: a refused caller learns nothing from a bad query.
    const caller = await mayUseVouchers(request);
    const role = request.query.role ?? 'all';
    if (!ROLES.includes(role)) throw badRequest('role must be cashbank, party or all', [{ path: '/role', message: 'must be cashbank, party or all' }]);
    const rows = (await ledgerChoices(deps.db, caller.tenantId)).filter((row) => role === 'all' || row.Role === role);
    return { status: 200, message: 'Data Fetched Successfully', data: { rows, total: rows.length } };
  });

  app.get<{ Querystring: OpenBillsQuery }>('/api/vouchers/openbills', { config: { query: ['kind', 'LedgerId', 'FirmId', 'VoucherId'] } }, async (request) => {
    const kind = billKind(request.query.kind); // which voucher's page grants it
    const caller = await authenticate(request);
    await authorize(request, caller, BILL_SIDES[kind].voucher.entity, 'read');
    const ledgerId = wholeNumber(request.query.LedgerId, 'LedgerId', true)!;
    const firmId = wholeNumber(request.query.FirmId, 'FirmId', false);
    const voucherId = wholeNumber(request.query.VoucherId, 'VoucherId', false);
    const rows = await openBills(deps.db, caller.tenantId, kind, ledgerId, firmId, voucherId);
    return { status: 200, message: 'Data Fetched Successfully', data: { rows, total: rows.length } };
  });

  app.get<{ Querystring: SettlementsQuery }>('/api/vouchers/settlements', { config: { query: ['kind', 'BillId'] } }, async (request) => {
    const kind = billKind(request.query.kind);
    const caller = await authenticate(request);
    await authorize(request, caller, kind, 'read');
    const billId = wholeNumber(request.query.BillId, 'BillId', true)!;
    const rows = (await settlementsOf(deps.db, caller.tenantId, BILL_SIDES[kind], billId)).map((row) => ({ ...row, Amount: rupees(row.Amount) }));
    return { status: 200, message: 'Data Fetched Successfully', data: { rows, total: rows.length } };
  });
}

/**
 * A party's bills with something due, oldest first; with VoucherId, also the bills that voucher
 * settles (AllocatedHere), whose due before it is the balance plus that.
 */
async function openBills(db: Kysely<any>, tenantId: number, kind: BillKind, ledgerId: number, firmId: number | null, voucherId: number | null) {
  const side = BILL_SIDES[kind];
  const bill = side.bill;
  let query = db
    .selectFrom(`${bill.entity} as b`)
    .innerJoin('party as p', (join) => join.onRef('p.Id', '=', `b.${bill.partyField}`).onRef('p.tenant_id', '=', 'b.tenant_id'))
    .leftJoin(`${side.line} as a`, (join) =>
      join.onRef('a.BillId', '=', 'b.Id').onRef('a.tenant_id', '=', 'b.tenant_id').on(`a.${side.parentKey}`, '=', voucherId ?? -1),
    )
    .select(['b.Id', 'b.FirmId', `b.${bill.prefixedField} as BillNo`, `b.${bill.dateField} as Date`, 'b.NetBillAmt', 'b.BalanceBillAmt', 'a.Amount as AllocatedHere'])
    .where('b.tenant_id', '=', tenantId)
    .where('p.LedgerId', '=', ledgerId)
    .where((eb) => eb.or([eb('b.BalanceBillAmt', '>', 0), eb('a.Amount', 'is not', null)]))
    .orderBy(`b.${bill.dateField}`)
    .orderBy('b.Id');
  if (firmId !== null) query = query.where('b.FirmId', '=', firmId);
  const rows = await query.execute();
  return rows.map((row) => ({
    Id: Number(row.Id),
    FirmId: Number(row.FirmId),
    BillNo: String(row.BillNo),
    Date: String(row.Date).slice(0, 10),
    NetBillAmt: rupees(Number(row.NetBillAmt)),
    BalanceBillAmt: rupees(Number(row.BalanceBillAmt)),
    AllocatedHere: rupees(Number(row.AllocatedHere ?? 0)),
  }));
}
