// What the billing lines' cell editors reach through the grid's context: the item search, the move on
// after Enter, the live figures while a number is typed.
import type { LineRow, Row, Side } from '../BillingLinesRules.ts';

export type ItemSearch = (typed: string) => Row[] | Promise<Row[]>;

export type LinesContext = {
  side: Side;
  searchItems: ItemSearch;
  /** Enter (Shift+Enter: back) in a cell: end its edit and go where the lines' rules say. */
  advance: (rowIndex: number, column: string, back: boolean) => void;
  /** What a number cell holds while it is typed (live totals); null when the edit ends. */
  draft: (row: LineRow, field: string, value: number | null | undefined) => void;
  taxRateOf: (item: Row) => unknown;
};

/** Row height of the lines, in px (the item editor's box matches it). */
export const ROW_HEIGHT = 40;
