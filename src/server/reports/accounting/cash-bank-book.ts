// The cash book or bank book: the book of a ledger under Cash-in-Hand or Bank Accounts (directly or
// through sub-groups of them at any depth: see accounting/group-tree.ts); the Cash ledger when none is chosen.
import { sql } from 'kysely';
import type { ReportContext, ReportQuery } from '../../../../engine/server/index.ts';
import { badRequest } from '../../http/errors.ts';
import { ledgerBook } from './ledger-book.ts';
import { ledgerHead } from './ledger-balances.ts';

async function cashLedgerId(ctx: ReportContext): Promise<number> {
  const { rows } = await sql<{ Id: number }>`select "Id" from ledger where tenant_id = ${ctx.tenantId} and "SystemCode" = 'CASH'`.execute(ctx.db);
  return Number(rows[0].Id);
}

export const cashBankBook: ReportQuery = async (ctx, filters) => {
  const ledger = await ledgerHead(ctx, filters.LedgerId ? Number(filters.LedgerId) : await cashLedgerId(ctx));
  if (!ledger.cashOrBank) {
    const message = `${ledger.LedgerName} is not a cash or bank ledger`;
    throw badRequest(message, [{ path: '/LedgerId', message }]);
  }
  return ledgerBook(ctx, ledger, filters);
};
