// GET /api/inbox: what needs attention today (attention.ts), each part only for those who may read the
// report behind it: stock for the stock report's readers, overdue bills for the outstanding report's.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { fiscalYearStart } from '../accounting/fiscal-year.ts';
import { authorize } from '../auth/permissions.ts';
import type { Session } from '../auth/session.ts';
import type { StoreKind } from '../db/database.ts';
import { todayInIndia } from '../documents/hooks.ts';
import { signedInCaller } from '../entities.ts';
import { OVERDUE_DAYS, overdueAttention, stockAttention, type Attention } from './attention.ts';

export type InboxDeps = { db: Kysely<any>; dialect: StoreKind; readSession(request: FastifyRequest): Promise<Session> };

const daysBefore = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

export async function inboxRoute(app: FastifyInstance, deps: InboxDeps): Promise<void> {
  const authenticate = signedInCaller(deps.readSession);
  app.get('/api/inbox', async (request) => {
    const caller = await authenticate(request);
    const ctx = { db: deps.db, dialect: deps.dialect, tenantId: caller.tenantId };
    const today = todayInIndia();
    const may = (report: string) => authorize(request, caller, report, 'read').then(() => true, () => false);
    const messages: Attention[] = [
      ...((await may('stockreport')) ? await stockAttention(ctx, today, fiscalYearStart(today)) : []),
      ...((await may('partywiseoutstanding')) ? await overdueAttention(ctx, today, daysBefore(today, OVERDUE_DAYS)) : []),
    ];
    return { status: 200, message: 'Data Fetched Successfully', data: { asOn: today, messages } };
  });
}
