// The book of one ledger over a period: its opening balance, every journal line of the period with the
// document it came from and a running balance, and its closing balance. The
// ledger report and the cash and bank book are this book with different ledgers allowed. A busy party's or the
// cash ledger's year runs to tens of thousands of lines, so the rows stream out as the database reads them,
// and the closing balance and the period's sums follow the last of them.
import { sql, type RawBuilder } from 'kysely';
import type { ReportContext, ReportFilters, ReportRow, ReportStream } from '../../../../engine/server/index.ts';
import { rowsInChunks } from '../rows-in-chunks.ts';
import { rupees } from '../../../../overrides/billing/exact.ts';
import { describeDocument, documentNumber, documentParty } from './document-sources.ts';
import { isNominal } from '../../accounting/group-tree.ts';
import { amountOnItsSide, drCr, firmCondition, type LedgerHead, openingOf, yearStartOf } from './ledger-balances.ts';

/**
 * The ledger on the other side of line `j`'s document carrying the most (Sales, Cash, ...), as its id.
 * One look-up per line, through the (doc_type, doc_id) index: measured on the bench books (45,500 lines of a
 * party), this correlated form beats both set-based ones, a join of the lines to their documents' lines
 * ranked by a window (row_number) and PostgreSQL's DISTINCT ON: those sort every candidate line, 1.3 to
 * 1.5 times the time on both stores. Its name is looked up once, outside (see `ledgerBook`), not for
 * every candidate line inside.
 */
const otherSideId = sql`(select o.ledger_id from journal_line o
                          where o.tenant_id = j.tenant_id and o.doc_type = j.doc_type and o.doc_id = j.doc_id and o.ledger_id <> j.ledger_id
                            and (case when j.debit > 0 then o.credit else o.debit end) > 0
                          order by o.debit + o.credit desc, o.id limit 1)`;

/**
 * Particulars of a line: on a party's ledger, the ledger on the other side of the document carrying the
 * most (Sales, Cash, ...); on any other ledger, the document's party, else that same other side.
 */
export function particulars(isPartyLedger: boolean) {
  const otherSide = sql`(select ol."LedgerName" from ledger ol where ol.tenant_id = j.tenant_id and ol."Id" = ${otherSideId})`;
  return particularsOf(isPartyLedger, documentParty(), otherSide);
}

/** The rule of `particulars`, given the document's party and the other side's name as expressions. */
function particularsOf(isPartyLedger: boolean, party: RawBuilder<unknown>, otherSideName: RawBuilder<unknown>) {
  return isPartyLedger ? otherSideName : sql`coalesce(${party}, ${otherSideName})`;
}

export async function ledgerBook(ctx: ReportContext, ledger: LedgerHead, filters: ReportFilters): Promise<ReportStream> {
  const from = String(filters.FromDate);
  const to = String(filters.ToDate);
  const firmId = filters.FirmId ? Number(filters.FirmId) : undefined;
  // An income or expense ledger's year starts at nil: its earlier years went to the profit and loss account.
  const opening = await openingOf(ctx, ledger.Id, from, firmId, isNominal(ledger.group));
  // Particulars as `particulars` gives them, the other side's name joined once to the lines (a hash of the
  // ledgers on PostgreSQL) rather than looked up per line.
  const lines = sql<Record<string, unknown>>`
    select x.*, ${particularsOf(ledger.isParty, sql`x.party`, sql`ol."LedgerName"`)} as particulars
      from (select j.id, j.entry_date, j.doc_type, j.doc_id, j.debit, j.credit, j.narration,
                   ${documentNumber()} as number, ${ledger.isParty ? sql`null` : documentParty()} as party, ${otherSideId} as other_id
              from journal_line j
             where j.tenant_id = ${ctx.tenantId} and j.ledger_id = ${ledger.Id}
               and j.entry_date >= ${from} and j.entry_date <= ${to} ${firmCondition(firmId)}) x
      left join ledger ol on ol.tenant_id = ${ctx.tenantId} and ol."Id" = x.other_id
     order by x.entry_date, x.id`;
  let closing = opening;
  let periodDebit = 0;
  let periodCredit = 0;
  // A nominal ledger's book over a period running past 31 March closes each year to the P&L A/c and starts
  // the next at nil, as the trial balance of each year has it (ledger-balances.ts `periodOpening`).
  const nominal = isNominal(ledger.group);
  let year = yearStartOf(from);
  const closeYear = (date: string): ReportRow[] => {
    if (!nominal || yearStartOf(date) === year) return [];
    const yearEnd = `${Number(year.slice(0, 4)) + 1}-03-31`;
    year = yearStartOf(date);
    if (closing === 0) return [];
    const transfer = -closing; // the entry that empties the ledger: a debit for a credit balance
    if (transfer > 0) periodDebit += transfer;
    else periodCredit -= transfer;
    closing = 0;
    return [{ Date: yearEnd, Particulars: 'Transferred to the Profit & Loss A/c', RowStyle: 'subtotal', ...amountOnItsSide(Math.max(transfer, 0), Math.max(-transfer, 0)), ...drCr(0) }];
  };
  async function* chunks(): AsyncIterable<ReportRow[]> {
    yield [{ Date: from, Particulars: 'Opening balance', RowStyle: 'subtotal', ...drCr(opening) }];
    for await (const rows of rowsInChunks(ctx.db, lines.compile(ctx.db))) {
      yield rows.flatMap((row) => {
        const document = describeDocument(String(row.doc_type));
        const transferred = closeYear(String(row.entry_date));
        closing += Number(row.debit) - Number(row.credit);
        periodDebit += Number(row.debit);
        periodCredit += Number(row.credit);
        return [...transferred, {
          Id: Number(row.doc_id),
          DocRoute: document.route,
          Date: String(row.entry_date),
          VoucherType: document.label,
          Number: String(row.number ?? ''),
          Particulars: String(row.particulars ?? row.narration ?? ''),
          ...amountOnItsSide(Number(row.debit), Number(row.credit)),
          ...drCr(closing),
        }];
      });
    }
    yield [...closeYear(to), { Date: to, Particulars: 'Closing balance', RowStyle: 'total', ...drCr(closing) }];
  }
  return {
    chunks: chunks(),
    ownTotals: true,
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
