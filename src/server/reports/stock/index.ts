// Report queries over stock moves: stock summary by item or category, and one item's ledger.
import type { ReportQuery } from '../../../../engine/server/report-types.ts';
import { itemLedger } from './item-ledger.ts';
import { categoryStock, itemStock } from './stock-summary.ts';

export const stockQueries: Array<[string, ReportQuery]> = [
  ['itemStock', itemStock],
  ['categoryStock', categoryStock],
  ['itemLedger', itemLedger],
];
