// The book of one ledger over a period: its opening balance, every journal line of the period with the
// document it came from and a running balance (a window sum in SQL), and its closing balance. The
// ledger report and the cash and bank book are this book with different ledgers allowed. A busy party's or the
// cash ledger's year runs to tens of thousands of lines, so the rows stream out as the database reads them,
// and the closing balance and the period's sums follow the last of them.
import { sql } from 'kysely';
import type { ReportContext, ReportFilters, ReportRow, ReportStream } from '../../../../engine/server/index.ts';
import { rowsInChunks } from '../rows-in-chunks.ts';
import { rupees } from '../../../../overrides/billing/exact.ts';
import { describeDocument, documentNumber, documentParty } from './document-sources.ts';
import { fiscalYearStart } from '../../accounting/fiscal-year.ts';
import { amountOnItsSide, drCr, firmCondition, isRevenueNature, type LedgerHead, openingOf } from './ledger-balances.ts';

/**
 * Particulars of a line: on a party's ledger, the ledger on the other side of the document carrying the
 * most (Sales, Cash, ...); on any other ledger, the document's party, else that same other side.
 */
export function particulars(isPartyLedger: boolean) {
  const otherSide = sql`(select ol."LedgerName" from journal_line o
                          join ledger ol on ol.tenant_id = o.tenant_id and ol."Id" = o.ledger_id
                         where o.tenant_id = j.tenant_id and o.doc_type = j.doc_type and o.doc_id = j.doc_id and o.ledger_id <> j.ledger_id
                           and (case when j.debit > 0 then o.credit else o.debit end) > 0
                         order by o.debit + o.credit desc, o.id limit 1)`;
  return isPartyLedger ? otherSide : sql`coalesce(${documentParty()}, ${otherSide})`;
}

export async function ledgerBook(ctx: ReportContext, ledger: LedgerHead, filters: ReportFilters): Promise<ReportStream> {
  const from = String(filters.FromDate);
  const to = String(filters.ToDate);
  const firmId = filters.FirmId ? Number(filters.FirmId) : undefined;
  // An income or expense ledger's year starts at nil: its earlier years went to the profit and loss account.
  const since = isRevenueNature(ledger.group.Nature) ? fiscalYearStart(from) : undefined;
  const opening = await openingOf(ctx, ledger.Id, from, firmId, since);
  const lines = sql<Record<string, unknown>>`
    select j.id, j.entry_date, j.doc_type, j.doc_id, j.debit, j.credit, j.narration,
           ${documentNumber()} as number, ${particulars(ledger.isParty)} as particulars,
           sum(j.debit - j.credit) over (order by j.entry_date, j.id rows between unbounded preceding and current row) as running
      from journal_line j
     where j.tenant_id = ${ctx.tenantId} and j.ledger_id = ${ledger.Id}
       and j.entry_date >= ${from} and j.entry_date <= ${to} ${firmCondition(firmId)}
     order by j.entry_date, j.id`;
  let closing = opening;
  let periodDebit = 0;
  let periodCredit = 0;
  async function* chunks(): AsyncIterable<ReportRow[]> {
    yield [{ Date: from, Particulars: 'Opening balance', RowStyle: 'subtotal', ...drCr(opening) }];
    for await (const rows of rowsInChunks(ctx.db, lines.compile(ctx.db))) {
      yield rows.map((row) => {
        const document = describeDocument(String(row.doc_type));
        closing = opening + Number(row.running);
        periodDebit += Number(row.debit);
        periodCredit += Number(row.credit);
        return {
          Id: Number(row.doc_id),
          DocRoute: document.route,
          Date: String(row.entry_date),
          VoucherType: document.label,
          Number: String(row.number ?? ''),
          Particulars: String(row.particulars ?? row.narration ?? ''),
          ...amountOnItsSide(Number(row.debit), Number(row.credit)),
          ...drCr(closing),
        };
      });
    }
    yield [{ Date: to, Particulars: 'Closing balance', RowStyle: 'total', ...drCr(closing) }];
  }
  return {
    chunks: chunks(),
    end: () => ({
      totals: { Debit: rupees(periodDebit), Credit: rupees(periodCredit), ...drCr(closing) },
      summary: { Ledger: ledger.LedgerName, ...labelled('Opening', opening), ...labelled('Closing', closing) },
    }),
  };
}

/** A balance for the summary, its side in the label: { 'Closing (Cr)': 11750 }. */
function labelled(label: string, balance: number): Record<string, number> {
  const { Balance, BalanceType } = drCr(balance);
  return { [BalanceType ? `${label} (${BalanceType})` : label]: Balance };
}
