// Money received and paid: every debit (received) and credit (paid) to a cash or bank ledger, whether
// a receipt or payment voucher posted it or a bill settled at once (ReceiptAmt, PaymentAmt, a cash
// refund on a return). Contra vouchers only move money between cash and bank, so they are left out.
import { sql } from 'kysely';
import { firmFilter, whole, type DashboardScope } from './scope.ts';

export type CashFlow = { receiptsToday: number; receiptsMonth: number; paymentsToday: number; paymentsMonth: number };

export const CONTRA_DOCUMENT = 'contravoucher';

export async function cashFlow(scope: DashboardScope, cashAndBankLedgers: number[]): Promise<CashFlow> {
  if (cashAndBankLedgers.length === 0) return { receiptsToday: 0, receiptsMonth: 0, paymentsToday: 0, paymentsMonth: 0 };
  const { date, monthStart } = scope.periods;
  const { rows } = await sql<Record<keyof CashFlow, unknown>>`
    select sum(case when j.entry_date = ${date} then j.debit else 0 end) as "receiptsToday",
           sum(j.debit) as "receiptsMonth",
           sum(case when j.entry_date = ${date} then j.credit else 0 end) as "paymentsToday",
           sum(j.credit) as "paymentsMonth"
    from journal_line j
    where j.tenant_id = ${scope.tenantId} and j.ledger_id in (${sql.join(cashAndBankLedgers)})
          and j.entry_date >= ${monthStart} and j.entry_date <= ${date} and j.doc_type <> ${CONTRA_DOCUMENT}
          ${firmFilter(scope, 'j.firm_id')}`.execute(scope.db);
  const row = rows[0];
  return { receiptsToday: whole(row?.receiptsToday), receiptsMonth: whole(row?.receiptsMonth), paymentsToday: whole(row?.paymentsToday), paymentsMonth: whole(row?.paymentsMonth) };
}
