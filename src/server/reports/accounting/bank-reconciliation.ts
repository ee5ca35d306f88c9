// Bank reconciliation statement for a bank ledger as on a date, as an accountant draws it up: the balance
// as per the books; less the deposits the books have and the bank has not yet credited (cheques deposited,
// not cleared); plus the payments the books have and the bank has not yet debited (cheques issued, not
// presented); which gives the balance as per the bank's statement. An entry counts as cleared on the date
// the user recorded from the bank statement (bank_clearing); one cleared after the date is still open on it.
import { sql } from 'kysely';
import type { ReportContext, ReportQuery, ReportResult, ReportRow } from '../../../../engine/server/index.ts';
import { rupees } from '../../../../overrides/billing/exact.ts';
import { groupTree } from '../../accounting/group-tree.ts';
import { badRequest } from '../../http/errors.ts';
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

type OpenEntry = { lineId: number; date: string; docType: string; docId: number; number: string; particulars: string; debit: number; credit: number };

/** The ledger's entries up to the date that the bank had not cleared by then. */
async function openEntries(ctx: ReportContext, ledgerId: number, asOn: string): Promise<OpenEntry[]> {
  const { rows } = await sql<Record<string, unknown>>`
    select j.id, j.entry_date, j.doc_type, j.doc_id, j.debit, j.credit, j.narration,
           ${documentNumber()} as number, ${particulars(false)} as particulars
      from journal_line j
      left join bank_clearing c on c.tenant_id = j.tenant_id and c.doc_type = j.doc_type and c.doc_id = j.doc_id and c.ledger_id = j.ledger_id
     where j.tenant_id = ${ctx.tenantId} and j.ledger_id = ${ledgerId} and j.entry_date <= ${asOn}
       and (c.cleared_on is null or c.cleared_on > ${asOn})
     order by j.entry_date, j.id`.execute(ctx.db);
  return rows.map((row) => ({
    lineId: Number(row.id),
    date: String(row.entry_date),
    docType: String(row.doc_type),
    docId: Number(row.doc_id),
    number: String(row.number ?? ''),
    particulars: String(row.particulars ?? row.narration ?? ''),
    debit: Number(row.debit),
    credit: Number(row.credit),
  }));
}

const entryRow = (entry: OpenEntry, amount: number): ReportRow => ({
  LineId: entry.lineId,
  Id: entry.docId,
  DocRoute: describeDocument(entry.docType).route,
  Date: entry.date,
  VoucherType: describeDocument(entry.docType).label,
  Number: entry.number,
  Particulars: entry.particulars,
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

export const bankReconciliation: ReportQuery = async (ctx, filters): Promise<ReportResult> => {
  const ledgerId = filters.LedgerId ? Number(filters.LedgerId) : await firstBankLedger(ctx);
  if (ledgerId === null) return { rows: [], summary: { Ledger: 'No bank ledger yet: add one under Bank Accounts' } } satisfies ReportResult;
  const ledger = await bankLedger(ctx, ledgerId);
  const asOn = String(filters.ToDate);
  // The day after: the books' balance at the end of the date.
  const books = await openingOf(ctx, ledger.Id, nextDay(asOn), undefined);
  const open = await openEntries(ctx, ledger.Id, asOn);
  const deposits = open.filter((entry) => entry.debit > 0);
  const payments = open.filter((entry) => entry.credit > 0);
  const deposited = deposits.reduce((sum, entry) => sum + entry.debit, 0);
  const issued = payments.reduce((sum, entry) => sum + entry.credit, 0);
  // Dr positive, as the books keep a bank ledger: the bank has not yet added the deposits nor taken the payments.
  const bank = books - deposited + issued;
  const rows: ReportRow[] = [
    { Particulars: 'Balance as per books', RowStyle: 'subtotal', Amount: rupees(books) },
    { Particulars: 'Less: deposited, not yet cleared by the bank', RowStyle: 'heading' },
    ...deposits.map((entry) => entryRow(entry, entry.debit)),
    { Particulars: 'Total deposited, not cleared', RowStyle: 'subtotal', Amount: rupees(deposited) },
    { Particulars: 'Add: issued, not yet presented to the bank', RowStyle: 'heading' },
    ...payments.map((entry) => entryRow(entry, entry.credit)),
    { Particulars: 'Total issued, not presented', RowStyle: 'subtotal', Amount: rupees(issued) },
  ];
  return {
    rows,
    totals: { Particulars: 'Balance as per bank', Amount: rupees(bank) },
    summary: {
      Ledger: ledger.LedgerName,
      // Signed as the books keep a bank: negative is an overdraft.
      'Balance as per books': rupees(books),
      'Deposited, not cleared': rupees(deposited),
      'Issued, not presented': rupees(issued),
      'Balance as per bank': rupees(bank),
    },
  };
};

export function nextDay(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}
