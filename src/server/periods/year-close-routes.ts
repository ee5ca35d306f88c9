// The year-end close (year-close.ts), the owner's alone:
//   GET  /api/periods/years?FirmId=            each firm's financial years (only that firm's when given), with state
//   GET  /api/periods/years/checks?FirmId=&Year= the checks for closing a year, in words
//   POST /api/periods/years/close  { FirmId, Year }          Year as "2025-26"; 409 listing the failed checks
//   POST /api/periods/years/reopen { FirmId, Year, Reason }  the reason is kept in the edit log
// An employee is refused (403) whatever their role: closing and reopening decide which figures are final.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { isRecordId } from '../../../engine/server/index.ts';
import type { Session } from '../auth/session.ts';
import { badRequest, forbidden } from '../http/errors.ts';
import type { FinancialYear } from './financial-year.ts';
import { checksFor, closeYear, firmYears, reopenYear, todayUtc, yearOfLabel } from './year-close.ts';

export type YearCloseDeps = {
  db: Kysely<any>;
  dialect: 'sqlite' | 'postgres';
  readSession(request: FastifyRequest): Promise<Session>;
};

const REASON_LIMIT = 500;

function firmIdOf(raw: unknown): number {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw : '';
  if (!isRecordId(text)) throw badRequest('FirmId must be a firm id', [{ path: '/FirmId', message: 'must be a firm id' }]);
  return Number(text);
}

function yearOf(raw: unknown): FinancialYear {
  const year = yearOfLabel(raw);
  if (!year) throw badRequest('Year must be a financial year such as 2025-26', [{ path: '/Year', message: 'must be a financial year such as 2025-26' }]);
  return year;
}

function reasonOf(raw: unknown): string {
  const reason = typeof raw === 'string' ? raw.trim() : '';
  if (!reason) throw badRequest('Give the reason for reopening the year', [{ path: '/Reason', message: 'is required: why the year is reopened' }]);
  if (reason.length > REASON_LIMIT) throw badRequest(`The reason must be at most ${REASON_LIMIT} characters`, [{ path: '/Reason', message: `must be at most ${REASON_LIMIT} characters` }]);
  return reason;
}

const bodyOf = (request: FastifyRequest): Record<string, unknown> => {
  if (!request.body || typeof request.body !== 'object' || Array.isArray(request.body)) throw badRequest('The body must be an object', [{ path: '', message: 'must be an object' }]);
  return request.body as Record<string, unknown>;
};

export async function yearCloseApi(app: FastifyInstance, deps: YearCloseDeps): Promise<void> {
  /** The owner's session, with the address the audit trail records. */
  const owner = async (request: FastifyRequest): Promise<Session & { address: string }> => {
    const session = await deps.readSession(request);
    if (session.kind !== 'master') throw forbidden('Only the business owner can close or reopen a financial year');
    return { ...session, address: request.ip };
  };
  const contextOf = (session: Session & { address: string }) => ({ db: deps.db, dialect: deps.dialect, tenantId: session.tenantId, address: session.address });

  app.get<{ Querystring: Record<string, string> }>('/api/periods/years', { config: { query: ['FirmId'] } }, async (request) => {
    const session = await owner(request);
    const firmId = request.query.FirmId === undefined || request.query.FirmId === '' ? undefined : firmIdOf(request.query.FirmId);
    return { status: 200, message: 'Data Fetched Successfully', data: { Firms: await firmYears(contextOf(session), todayUtc(), firmId) } };
  });

  app.get<{ Querystring: Record<string, string> }>('/api/periods/years/checks', { config: { query: ['FirmId', 'Year'] } }, async (request) => {
    const session = await owner(request);
    const firmId = firmIdOf(request.query.FirmId);
    const year = yearOf(request.query.Year);
    const { checks, closed } = await checksFor(contextOf(session), firmId, year, todayUtc());
    return { status: 200, message: 'Data Fetched Successfully', data: { FirmId: firmId, Year: year.label, Closed: closed, CanClose: !closed && checks.every((check) => check.Passed), Checks: checks } };
  });

  app.post('/api/periods/years/close', async (request) => {
    const session = await owner(request);
    const body = bodyOf(request);
    const firmId = firmIdOf(body.FirmId);
    const year = yearOf(body.Year);
    const closed = await closeYear(contextOf(session), session.email, firmId, year, todayUtc());
    return { status: 200, message: `${year.label} is closed`, data: { FirmId: firmId, Year: year.label, StockValuation: closed.stockValuation, ClosedAt: closed.closedAt, ClosedBy: closed.closedBy } };
  });

  app.post('/api/periods/years/reopen', async (request) => {
    const session = await owner(request);
    const body = bodyOf(request);
    const firmId = firmIdOf(body.FirmId);
    const year = yearOf(body.Year);
    const reason = reasonOf(body.Reason);
    await reopenYear(contextOf(session), session.email, firmId, year, reason);
    return { status: 200, message: `${year.label} is open again`, data: { FirmId: firmId, Year: year.label, Reason: reason } };
  });
}
