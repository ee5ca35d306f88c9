// The owner's periods of each firm (Settings › Periods):
//   GET  /api/periods                  each firm: its lock date and the GST returns marked filed
//   PUT  /api/periods/lock             { FirmId, LockedThrough (yyyy-mm-dd or null), Reason? }: moves the lock
//   POST /api/periods/filings          { FirmId, Return (GSTR-1 | GSTR-3B), Month (yyyy-mm), Quarterly?, FiledOn }
//                                      marks a month (or a QRMP quarter starting that month) filed
//   POST /api/periods/filings/unmark   { FirmId, Return, Month, Reason }: takes a mark back, with a reason
// Owner only (the master sign-in, never an employee whatever their role grants: a lock binds the
// employees), 403 otherwise. Every move and mark is in the edit log, before and after, with the reason.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { recordEdit } from '../audit/edit-log.ts';
import type { Session } from '../auth/session.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { conflict, forbidden, notFound, badRequest } from '../http/errors.ts';
import { addMonths, dmy, lastDayOf, periodLabel } from './dates.ts';
import { day } from './firm-marks.ts';
import { bodyOf, booleanOf, dateOf, firmIdOf, monthOf, returnOf, textOf } from './period-input.ts';
import { BEGINNING } from './period-table.ts';

export type PeriodRouteDeps = { db: Kysely<any>; readSession(request: FastifyRequest): Promise<Session> };

type Filing = { Return: string; From: string; To: string; Period: string; FiledOn: string | null };

/** QRMP quarters (rule 61A, Notification 84/2020-Central Tax) begin in April, July, October and January. */
const QUARTER_STARTS = ['01', '04', '07', '10'];

async function firmsWithMarks(db: Kysely<any>, tenantId: number) {
  const firms = await db.selectFrom('firm').select(['Id', 'FirmName']).where('tenant_id', '=', tenantId).orderBy('FirmName').orderBy('Id').execute();
  const marks = await db.selectFrom('period_mark').select(['firm_id', 'kind', 'period_from', 'period_to', 'filed_on']).where('tenant_id', '=', tenantId).orderBy('period_from').execute();
  return firms.map((firm) => {
    const own = marks.filter((mark) => Number(mark.firm_id) === Number(firm.Id));
    const lock = own.find((mark) => mark.kind === 'lock');
    const filings: Filing[] = own
      .filter((mark) => mark.kind !== 'lock')
      .map((mark) => ({ Return: String(mark.kind), From: day(mark.period_from), To: day(mark.period_to), Period: periodLabel(day(mark.period_from), day(mark.period_to)), FiledOn: mark.filed_on ? day(mark.filed_on) : null }));
    return { FirmId: Number(firm.Id), FirmName: String(firm.FirmName), LockedThrough: lock ? day(lock.period_to) : null, Filings: filings };
  });
}

/**
 * A change to the marks in one transaction; two owners' changes at the same moment may both pass their
 * checks and meet at the table's unique key (one mark a firm, return and first month): the later is a 409.
 */
async function changeMarks(db: Kysely<any>, work: (trx: Kysely<any>) => Promise<void>): Promise<void> {
  try {
    await db.transaction().execute(work);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('The periods were changed at the same moment by another sign-in: reload and try again');
    throw error;
  }
}

async function firmOf(db: Kysely<any>, tenantId: number, firmId: number): Promise<{ Id: number; FirmName: string }> {
  const firm = await db.selectFrom('firm').select(['Id', 'FirmName']).where('tenant_id', '=', tenantId).where('Id', '=', firmId).executeTakeFirst();
  if (!firm) throw notFound('No such firm');
  return { Id: Number(firm.Id), FirmName: String(firm.FirmName) };
}

export async function periodRoutes(app: FastifyInstance, deps: PeriodRouteDeps): Promise<void> {
  /** The owner's session, with the address the audit trail records. */
  const owner = async (request: FastifyRequest): Promise<Session & { address: string }> => {
    const session = await deps.readSession(request);
    if (session.kind !== 'master') throw forbidden('Only the business owner can see or move the lock dates and filed returns');
    return { ...session, address: request.ip };
  };
  const answer = async (tenantId: number, message: string) => ({ status: 200, message, data: { Firms: await firmsWithMarks(deps.db, tenantId) } });

  app.get('/api/periods', async (request) => {
    const session = await owner(request);
    return answer(session.tenantId, 'Data Fetched Successfully');
  });

  app.put('/api/periods/lock', async (request) => {
    const session = await owner(request);
    const body = bodyOf(request.body);
    const firmId = firmIdOf(body);
    const lockedThrough = dateOf(body, 'LockedThrough', true);
    const reason = textOf(body, 'Reason', false);
    await changeMarks(deps.db, async (trx) => {
      const firm = await firmOf(trx, session.tenantId, firmId);
      const where = (query: any) => query.where('tenant_id', '=', session.tenantId).where('firm_id', '=', firmId).where('kind', '=', 'lock');
      const before = await where(trx.selectFrom('period_mark').select('period_to')).executeTakeFirst();
      const was = before ? day(before.period_to) : null;
      if (was === lockedThrough) return;
      await where(trx.deleteFrom('period_mark')).execute();
      if (lockedThrough) {
        await trx.insertInto('period_mark').values({ tenant_id: session.tenantId, firm_id: firmId, kind: 'lock', period_from: BEGINNING, period_to: lockedThrough, filed_on: null, marked_by: session.email, marked_at: new Date().toISOString() }).execute();
      }
      await recordEdit(trx, {
        tenantId: session.tenantId,
        actor: session.email,
        address: session.address,
        entity: 'period_lock',
        recordId: firmId,
        action: was === null ? 'create' : lockedThrough === null ? 'delete' : 'update',
        before: was === null ? undefined : { FirmId: firmId, FirmName: firm.FirmName, LockedThrough: was },
        after: lockedThrough === null ? undefined : { FirmId: firmId, FirmName: firm.FirmName, LockedThrough: lockedThrough, ...(reason ? { Reason: reason } : {}) },
      });
    });
    const message = lockedThrough ? `The books are locked up to ${dmy(lockedThrough)}` : 'The lock date is removed';
    return answer(session.tenantId, message);
  });

  app.post('/api/periods/filings', async (request) => {
    const session = await owner(request);
    const body = bodyOf(request.body);
    const firmId = firmIdOf(body);
    const filed = returnOf(body);
    const month = monthOf(body, 'Month');
    const quarterly = booleanOf(body, 'Quarterly');
    const filedOn = dateOf(body, 'FiledOn', false)!;
    if (quarterly && !QUARTER_STARTS.includes(month.slice(5))) {
      throw badRequest('A quarter (QRMP) begins in April, July, October or January', [{ path: '/Month', message: 'must be the first month of a quarter' }]);
    }
    const from = `${month}-01`;
    const to = lastDayOf(quarterly ? addMonths(month, 2) : month);
    const label = periodLabel(from, to);
    // A return is filed after its period ends (CGST Act s.37 and s.39: by a date of the following month).
    if (filedOn <= to) throw badRequest(`${filed} for ${label} can be filed only after ${dmy(to)}`, [{ path: '/FiledOn', message: `must be after ${dmy(to)}` }]);
    await changeMarks(deps.db, async (trx) => {
      const firm = await firmOf(trx, session.tenantId, firmId);
      const overlap = await trx
        .selectFrom('period_mark')
        .select(['period_from', 'period_to'])
        .where('tenant_id', '=', session.tenantId)
        .where('firm_id', '=', firmId)
        .where('kind', '=', filed)
        .where('period_from', '<=', to)
        .where('period_to', '>=', from)
        .executeTakeFirst();
      if (overlap) throw conflict(`${filed} for ${periodLabel(day(overlap.period_from), day(overlap.period_to))} of ${firm.FirmName} is already marked filed`);
      await trx.insertInto('period_mark').values({ tenant_id: session.tenantId, firm_id: firmId, kind: filed, period_from: from, period_to: to, filed_on: filedOn, marked_by: session.email, marked_at: new Date().toISOString() }).execute();
      await recordEdit(trx, { tenantId: session.tenantId, actor: session.email, address: session.address, entity: 'gst_filing', recordId: firmId, action: 'create', after: { FirmId: firmId, FirmName: firm.FirmName, Return: filed, From: from, To: to, FiledOn: filedOn } });
    });
    return answer(session.tenantId, `${filed} for ${label} is marked filed`);
  });

  app.post('/api/periods/filings/unmark', async (request) => {
    const session = await owner(request);
    const body = bodyOf(request.body);
    const firmId = firmIdOf(body);
    const filed = returnOf(body);
    const month = monthOf(body, 'Month');
    const reason = textOf(body, 'Reason', true)!;
    const from = `${month}-01`;
    let label = '';
    await changeMarks(deps.db, async (trx) => {
      const firm = await firmOf(trx, session.tenantId, firmId);
      const where = (query: any) => query.where('tenant_id', '=', session.tenantId).where('firm_id', '=', firmId).where('kind', '=', filed).where('period_from', '=', from);
      const mark = await where(trx.selectFrom('period_mark').select(['period_from', 'period_to', 'filed_on'])).executeTakeFirst();
      if (!mark) throw notFound(`${filed} for ${periodLabel(from, lastDayOf(month))} of ${firm.FirmName} is not marked filed`);
      label = periodLabel(day(mark.period_from), day(mark.period_to));
      await where(trx.deleteFrom('period_mark')).execute();
      await recordEdit(trx, {
        tenantId: session.tenantId,
        actor: session.email,
        address: session.address,
        entity: 'gst_filing',
        recordId: firmId,
        action: 'delete',
        before: { FirmId: firmId, FirmName: firm.FirmName, Return: filed, From: day(mark.period_from), To: day(mark.period_to), FiledOn: mark.filed_on ? day(mark.filed_on) : null },
        after: { Reason: reason },
      });
    });
    return answer(session.tenantId, `${filed} for ${label} is no longer marked filed`);
  });
}
