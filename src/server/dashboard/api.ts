// GET /api/dashboard?FirmId=&Date=: the figures of the dashboard for one day (today in India unless
// given) and one firm (all firms unless given). Every figure is summed in SQL in integer paise (or
// thousandths for stock) and turned into rupees only here, at the edge.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { createAjv, SchemaValidator } from '../../../engine/schema/index.ts';
import { rupees, thousandths } from '../../../overrides/billing/exact.ts';
import { authorize } from '../auth/permissions.ts';
import type { Session } from '../auth/session.ts';
import { todayInIndia } from '../documents/hooks.ts';
import { signedInCaller } from '../entities.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { groupBalances, ledgerBalances } from './balances.ts';
import { cashFlow, type CashFlow } from './cash-flow.ts';
import { dashboardPeriods } from './period.ts';
import { itemsToReorder } from './reorder.ts';
import type { DashboardScope } from './scope.ts';
import type { DashboardData, DashboardLedger } from '../../shared/dashboard-wire.ts';
import { tradeFigures, type TradeTotals } from './trade.ts';

export type DashboardApiDeps = {
  db: Kysely<any>;
  readSession(request: FastifyRequest): Promise<Session>;
};

/** How many of the items to reorder the answer names (the count covers them all). */
export const REORDER_SHOWN = 5;

const FILTERS = {
  type: 'object',
  properties: {
    FirmId: { type: 'integer', title: 'Firm', minimum: 1 },
    Date: { type: 'string', title: 'Date', format: 'date' },
  },
} as const;

const validator = new SchemaValidator(createAjv({ coerceTypes: true }), FILTERS as never);

function filtersOf(query: Record<string, unknown>): { firmId: number | null; date: string } {
  const checked = validator.check(query);
  if (!checked.ok) throw badRequest(checked.errors[0].message, checked.errors);
  const date = (checked.value.Date as string | undefined) ?? todayInIndia();
  return { firmId: (checked.value.FirmId as number | undefined) ?? null, date };
}

async function requireFirm(db: Kysely<any>, tenantId: number, firmId: number | null): Promise<void> {
  if (firmId === null) return;
  const firm = await db.selectFrom('firm').select('Id').where('tenant_id', '=', tenantId).where('Id', '=', firmId).executeTakeFirst();
  if (!firm) throw notFound('Firm: no such Firm');
}

const trade = (totals: TradeTotals, flow: { receipts: number; payments: number }) => ({
  Sales: rupees(totals.sales),
  SalesReturns: rupees(totals.salesreturn),
  NetSales: rupees(totals.sales - totals.salesreturn),
  Purchases: rupees(totals.purchase),
  PurchaseReturns: rupees(totals.purchasereturn),
  NetPurchases: rupees(totals.purchase - totals.purchasereturn),
  Receipts: rupees(flow.receipts),
  Payments: rupees(flow.payments),
});

export async function dashboardFigures(scope: DashboardScope): Promise<DashboardData> {
  const [tradeTotals, cashAndBank, parties, reorder] = await Promise.all([
    tradeFigures(scope),
    ledgerBalances(scope, ['CASH_IN_HAND', 'BANK_ACCOUNTS']),
    groupBalances(scope, ['SUNDRY_DEBTORS', 'SUNDRY_CREDITORS']),
    itemsToReorder(scope, REORDER_SHOWN),
  ]);
  const flow: CashFlow = await cashFlow(scope, cashAndBank.map((ledger) => ledger.ledgerId));
  const { periods } = scope;
  return {
    Date: periods.date,
    FirmId: scope.firmId,
    MonthStart: periods.monthStart,
    YearStart: periods.yearStart,
    YearEnd: periods.yearEnd,
    Today: trade(tradeTotals.today, { receipts: flow.receiptsToday, payments: flow.paymentsToday }),
    Month: trade(tradeTotals.month, { receipts: flow.receiptsMonth, payments: flow.paymentsMonth }),
    // Debtors are owed to the business (Dr); creditors are owed by it (Cr), shown as a positive amount.
    Receivables: rupees(parties.get('SUNDRY_DEBTORS')!),
    Payables: rupees(-parties.get('SUNDRY_CREDITORS')!),
    CashAndBank: cashAndBank.map((ledger) => ({ LedgerId: ledger.ledgerId, LedgerName: ledger.ledgerName, Group: ledger.group as DashboardLedger['Group'], Balance: rupees(ledger.balance) })),
    CashAndBankTotal: rupees(cashAndBank.reduce((sum, ledger) => sum + ledger.balance, 0)),
    Reorder: {
      Count: reorder.count,
      Items: reorder.items.map((item) => ({ ItemId: item.itemId, ItemName: item.itemName, Stock: thousandths(item.stock), ReorderLevel: thousandths(item.reorderLevel) })),
    },
    Monthly: [...tradeTotals.byMonth].map(([month, totals]) => ({
      Month: month,
      Sales: rupees(totals.sales - totals.salesreturn),
      Purchases: rupees(totals.purchase - totals.purchasereturn),
    })),
  };
}

export async function dashboardApi(app: FastifyInstance, deps: DashboardApiDeps): Promise<void> {
  const authenticate = signedInCaller(deps.readSession);
  app.get<{ Querystring: Record<string, unknown> }>('/api/dashboard', { config: { query: Object.keys(FILTERS.properties) } }, async (request) => {
    const caller = await authenticate(request);
    await authorize(request, caller, 'dashboard', 'read');
    const { firmId, date } = filtersOf(request.query);
    await requireFirm(deps.db, caller.tenantId, firmId);
    const data = await dashboardFigures({ db: deps.db, tenantId: caller.tenantId, firmId, periods: dashboardPeriods(date) });
    return { status: 200, message: 'Data Fetched Successfully', data };
  });
}
