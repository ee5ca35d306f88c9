// The ledger report of the spec: any one ledger's book over a period.
import type { ReportQuery } from '../../../../engine/server/index.ts';
import { ledgerBook } from './ledger-book.ts';
import { ledgerHead } from './ledger-balances.ts';

export const ledgerReport: ReportQuery = async (ctx, filters) => ledgerBook(ctx, await ledgerHead(ctx, Number(filters.LedgerId)), filters);
