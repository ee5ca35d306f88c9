// Bank reconciliation statement for a bank ledger as on a date, as an accountant draws it up: the balance
// as per the books; less the deposits the books have and the bank has not yet credited (cheques deposited,
// not cleared); plus the payments the books have and the bank has not yet debited (cheques issued, not
// presented); which gives the balance as per the bank's statement. An entry counts as cleared on the date
// the user recorded from the bank statement for that line (bank_clearing: a cheque is a line, so a voucher with
// two cheques on the bank has each cleared on its own day); one cleared after the date is still open on it.
import { sql } from 'kysely';
import type { ReportContext, ReportQuery, ReportResult, ReportRow, ReportStream } from '../../../../engine/server/index.ts';
import { rupees } from '../../../../overrides/billing/exact.ts';
import { clearingOfLine, lineOccurrence } from '../../accounting/bank-clearing-key.ts';
import { groupTree } from '../../accounting/group-tree.ts';
import { badRequest } from '../../http/errors.ts';
import { rowsInChunks } from '../rows-in-chunks.ts';
import { describeDocument, documentNumber } from './document-sources.ts';
import { particulars } from './ledger-book.ts';
import { type LedgerHead, ledgerHead, openingOf } from './ledger-balances.ts';

/** A bank ledger of the tenant (under Bank Accounts at any depth), else 400 naming the field. */
export async function bankLedger(ctx: ReportContext, ledgerId: number): Promise<LedgerHead> {
  const ledger = await ledgerHead(ctx, ledgerId);
  if (!ledger.group.codes.has('BANK_ACCOUNTS')) {
    const message = `${ledger.LedgerName} is not a bank ledger`;
    throw badRequest(message, [{ path: '/LedgerId', message }]);
  }
  return ledger;
}

/**
 * The ledger's entries up to the date that the bank had not cleared by then, on one side: the deposits
 * (debits: the bank has yet to add them) or the payments (credits: the bank has yet to take them). Each
 * line is a cheque of its own, matched to its clearing by its line key (bank-clearing-key.ts); the key's
 * window reads every line of a document on the side, which share their date.
 */
function openEntries(ctx: ReportContext, ledgerId: number, asOn: string, side: 'debit' | 'credit') {
  return sql<Record<string, unknown>>`
    select j.id, j.entry_date, j.doc_type, j.doc_id, j.debit, j.credit, j.narration,
           ${documentNumber()} as number, ${particulars(false)} as particulars
      from (select j.*, ${lineOccurrence} as occurrence
              from journal_line j
             where j.tenant_id = ${ctx.tenantId} and j.ledger_id = ${ledgerId} and j.entry_date <= ${asOn} and ${sql.ref(`j.${side}`)} > 0) j
      left join bank_clearing c on ${clearingOfLine}
     where c.cleared_on is null or c.cleared_on > ${asOn}
     order by j.entry_date, j.id`.compile(ctx.db);
}

const entryRow = (row: Record<string, unknown>, amount: number): ReportRow => ({
  LineId: Number(row.id),
  Id: Number(row.doc_id),
  DocRoute: describeDocument(String(row.doc_type)).route,
  Date: String(row.entry_date),
  VoucherType: describeDocument(String(row.doc_type)).label,
  Number: String(row.number ?? ''),
  Particulars: String(row.particulars ?? row.narration ?? ''),
  Amount: rupees(amount),
  Clear: 'Record clearing',
  Level: 1,
});

/** The tenant's first bank ledger by name (the statement's default), or null when there is none. */
async function firstBankLedger(ctx: ReportContext): Promise<number | null> {
  const tree = await groupTree(ctx.db, ctx.tenantId);
  const banks = [...tree.byId.values()].filter((group) => group.codes.has('BANK_ACCOUNTS')).map((group) => group.Id);
  const row = await ctx.db.selectFrom('ledger').select('Id').where('tenant_id', '=', ctx.tenantId).where('GroupId', 'in', banks.length > 0 ? banks : [-1]).orderBy('LedgerName').executeTakeFirst();
  return row ? Number(row.Id) : null;
}

/**
 * Streamed (ReportStream): a busy bank account's uncleared entries over years run to tens of megabytes,
 * so each side's entries go to the client as the database hands them over, and its subtotal after them.
 */
export const bankReconciliation: ReportQuery = async (ctx, filters): Promise<ReportResult | ReportStream> => {
  const ledgerId = filters.LedgerId ? Number(filters.LedgerId) : await firstBankLedger(ctx);
  if (ledgerId === null) return { rows: [], summary: { Ledger: 'No bank ledger yet: add one under Bank Accounts' } } satisfies ReportResult;
  const ledger = await bankLedger(ctx, ledgerId);
  const asOn = String(filters.ToDate);
  // The day after: the books' balance at the end of the date.
  const books = await openingOf(ctx, ledger.Id, nextDay(asOn), undefined);
  let deposited = 0;
  let issued = 0;
  async function* chunks(): AsyncIterable<ReportRow[]> {
    yield [
      { Particulars: 'Balance as per books', RowStyle: 'subtotal', Amount: rupees(books) },
      { Particulars: 'Less: deposited, not yet cleared by the bank', RowStyle: 'heading' },
    ];
    for await (const rows of rowsInChunks(ctx.db, openEntries(ctx, ledger.Id, asOn, 'debit'))) {
      yield rows.map((row) => ((deposited += Number(row.debit)), entryRow(row, Number(row.debit))));
    }
    yield [
      { Particulars: 'Total deposited, not cleared', RowStyle: 'subtotal', Amount: rupees(deposited) },
      { Particulars: 'Add: issued, not yet presented to the bank', RowStyle: 'heading' },
    ];
    for await (const rows of rowsInChunks(ctx.db, openEntries(ctx, ledger.Id, asOn, 'credit'))) {
      yield rows.map((row) => ((issued += Number(row.credit)), entryRow(row, Number(row.credit))));
    }
    yield [{ Particulars: 'Total issued, not presented', RowStyle: 'subtotal', Amount: rupees(issued) }];
  }
  // Dr positive, as the books keep a bank ledger: the bank has not yet added the deposits nor taken the payments.
  const bank = () => books - deposited + issued;
  return {
    chunks: chunks(),
    ownTotals: true,
    end: () => ({
      totals: { Particulars: 'Balance as per bank', Amount: rupees(bank()) },
      summary: {
        Ledger: ledger.LedgerName,
        // Signed as the books keep a bank: negative is an overdraft.
        'Balance as per books': rupees(books),
        'Deposited, not cleared': rupees(deposited),
        'Issued, not presented': rupees(issued),
        'Balance as per bank': rupees(bank()),
      },
    }),
  };
};

export function nextDay(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}
