// The journal voucher's rule, run by the engine inside each save's transaction: the entries no other
// voucher can make (depreciation, accruals, provisions, write-offs, corrections, tax set-offs) as any
// number of debit and credit lines between any ledgers. It checks the lines, numbers the voucher in its
// series (JV/26-27/1 per firm and financial year) and writes one journal line per line; an edit replaces
// them and a delete removes them, in the same transaction. A party's ledger named here is an amount on
// account: no bill is settled (bill allocations are the receipt's and payment's), and the party-wise
// outstanding, which reads every journal line of the party's ledger, shows it on account.
import type { Row } from '../../../engine/schema/index.ts';
import { markKnown, type EntityHooks, type FieldError, type WriteContext } from '../../../engine/server/index.ts';
import { paise, rupees } from '../../../overrides/billing/exact.ts';
import type { VoucherDescription } from '../../shared/voucher-descriptions.ts';
import { numberRecord } from '../accounting/record-number.ts';
import { todayInIndia } from '../documents/hooks.ts';
import { removePostings, writePostings } from '../documents/posting.ts';
import { badRequest } from '../http/errors.ts';
import { noteFirm } from './known-firm.ts';
import { rolesOf } from './ledger-roles.ts';

/** One line as posted: paise on exactly one side. */
type Entry = { ledger: number; debit: number; credit: number; narration: string };

const amount = (value: unknown): number => (typeof value === 'number' ? paise(value) : 0);

/**
 * The lines' amounts, each checked. Double entry (the rule every set of books follows): a journal
 * entry debits at least one ledger and credits at least one, so it has two lines or more; each line
 * is a debit or a credit, never both and never neither (a line with both would be two entries on one
 * ledger, one with neither posts nothing); and the debits equal the credits to the paisa, else the
 * books would not balance. The schema keeps each amount positive with two decimals at most.
 */
function checkedEntries(lines: Row[], field: string, narration: string): Entry[] {
  if (lines.length < 2) {
    const message = 'A journal voucher needs at least two lines: one debit and one credit';
    throw badRequest(message, [{ path: `/${field}`, message }]);
  }
  const errors: FieldError[] = [];
  const entries = lines.map((line, index) => {
    const debit = amount(line.Debit);
    const credit = amount(line.Credit);
    if ((debit > 0) === (credit > 0)) {
      const message = `Line ${index + 1}: give either a debit or a credit amount${debit > 0 ? ', not both' : ''}`;
      errors.push({ path: `/${field}/${index}/${debit > 0 ? 'Credit' : 'Debit'}`, message });
    }
    return { ledger: Number(line.LedgerId), debit, credit, narration: String(line.LineNarration ?? '') || narration };
  });
  if (errors.length > 0) throw badRequest(errors[0].message, errors);
  const debit = entries.reduce((sum, entry) => sum + entry.debit, 0);
  const credit = entries.reduce((sum, entry) => sum + entry.credit, 0);
  if (debit !== credit) {
    const message = `Debit and credit must be equal: Dr ${rupees(debit).toFixed(2)}, Cr ${rupees(credit).toFixed(2)}`;
    throw badRequest(message, [{ path: `/${field}`, message }]);
  }
  return entries;
}

/** Every line's ledger must be one of this tenant's: another tenant's id reads as no such ledger. */
async function checkLedgers(ctx: WriteContext, lines: Row[], field: string): Promise<void> {
  const ids = lines.map((line) => Number(line.LedgerId));
  const found = await rolesOf(ctx.trx, ctx.tenantId, ids);
  const errors = ids.flatMap((id, index) => (found.has(id) ? [] : [{ path: `/${field}/${index}/LedgerId`, message: `Line ${index + 1}: Ledger: no such Ledger` }]));
  if (errors.length > 0) throw badRequest(errors[0].message, errors);
  // Found, and their names fill the lines' LedgerName: the engine asks neither again.
  markKnown(ctx, 'ledger', [...found.values()].map((choice) => ({ Id: choice.Id, LedgerName: choice.LedgerName })));
}

export function journalRule(voucher: VoucherDescription): EntityHooks {
  const numbering = { docType: voucher.entity, dateField: voucher.dateField, numberField: voucher.numberField, prefixedField: voucher.prefixedField };
  const linesOf = (record: Row) => (record[voucher.linesField] as Row[] | undefined) ?? [];
  return {
    async beforeSave(ctx, record, before) {
      record[voucher.dateField] ??= todayInIndia();
      await noteFirm(ctx, record.FirmId);
      const lines = linesOf(record);
      const entries = checkedEntries(lines, voucher.linesField, '');
      await checkLedgers(ctx, lines, voucher.linesField);
      // Stored as sent but with the empty side a plain zero, and the voucher's amount is its debit total.
      record[voucher.linesField] = lines.map((line, index) => ({ ...line, Debit: rupees(entries[index].debit), Credit: rupees(entries[index].credit) }));
      record.Amount = rupees(entries.reduce((sum, entry) => sum + entry.debit, 0));
      await numberRecord(ctx, numbering, record, before, voucher.defaultPrefix);
    },
    async afterSave(ctx, saved, before) {
      const narration = String(saved.Narration ?? '') || voucher.registerLabel;
      const journal = checkedEntries(linesOf(saved), voucher.linesField, narration);
      const where = { tenantId: ctx.tenantId, docType: voucher.entity, docId: Number(saved.Id), firmId: Number(saved.FirmId), date: String(saved[voucher.dateField]) };
      await writePostings(ctx.trx, where, { journal, stock: [] }, before !== null);
    },
    async afterDelete(ctx, record) {
      await removePostings(ctx.trx, { tenantId: ctx.tenantId, docType: voucher.entity, docId: Number(record.Id) });
    },
  };
}
