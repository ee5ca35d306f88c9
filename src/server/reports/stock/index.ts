// Report queries over stock moves: stock summary by item or category, one item's ledger, item-wise profit.
import type { ReportQuery } from '../../../../engine/server/index.ts';
import { itemLedger } from './item-ledger.ts';
import { itemProfit } from './item-profit.ts';
import { categoryStock, itemStock } from './stock-summary.ts';

export const stockQueries: Array<[string, ReportQuery]> = [
  ['itemStock', itemStock],
  ['categoryStock', categoryStock],
  ['itemLedger', itemLedger],
  ['itemProfit', itemProfit],
];
