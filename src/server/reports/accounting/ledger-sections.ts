// Ledgers laid out by group, as Tally lays out its trial balance: each primary group a heading, its own
// ledgers, then its sub-groups (any depth) each with their ledgers and a subtotal, and the group's total.
// `Level` tells the grid how far to indent a row. The trial balance, the P&L and the balance sheet are
// built from these rows; a group whose ledgers all come to nothing is left out.
import type { ReportRow } from '../../../../engine/server/index.ts';
import type { Nature } from '../../accounting/chart-of-accounts.ts';
import type { GroupNode, GroupTree } from '../../accounting/group-tree.ts';
import type { LedgerBalance } from './ledger-balances.ts';

export const NATURE_ORDER: Nature[] = ['Liabilities', 'Assets', 'Income', 'Expenses'];

type Amount = (ledger: LedgerBalance) => number;
type Cells = (paise: number) => ReportRow;

/**
 * Rows for `ledgers` (those with a non-zero `amount`) under their groups, nested as the tree nests them.
 * `cells` turns a ledger's (or a group's summed) paise into the columns.
 */
export function groupedRows(tree: GroupTree, ledgers: LedgerBalance[], amount: Amount, cells: Cells, baseLevel = 0): ReportRow[] {
  const shown = ledgers.filter((ledger) => amount(ledger) !== 0);
  const inGroup = new Map<number, LedgerBalance[]>();
  const used = new Set<number>(); // every group on the chain of a shown ledger
  for (const ledger of shown) {
    inGroup.set(ledger.GroupId, [...(inGroup.get(ledger.GroupId) ?? []), ledger]);
    for (const id of ledger.group.chain) used.add(id);
  }
  const rows: ReportRow[] = [];
  const render = (group: GroupNode, level: number): number => {
    rows.push({ Particulars: group.GroupName, RowStyle: 'heading', Level: level });
    let total = 0;
    for (const ledger of (inGroup.get(group.Id) ?? []).sort((a, b) => a.LedgerName.localeCompare(b.LedgerName))) {
      total += amount(ledger);
      rows.push({ LedgerId: ledger.LedgerId, Particulars: ledger.LedgerName, Level: level + 1, ...cells(amount(ledger)) });
    }
    for (const child of tree.childrenOf(group.Id)) if (used.has(child.Id)) total += render(child, level + 1);
    rows.push({ Particulars: `Total ${group.GroupName}`, RowStyle: 'subtotal', Level: level, ...cells(total) });
    return total;
  };
  const primaries = tree
    .childrenOf(null)
    .filter((group) => used.has(group.Id))
    .sort((a, b) => NATURE_ORDER.indexOf(a.Nature) - NATURE_ORDER.indexOf(b.Nature) || a.GroupName.localeCompare(b.GroupName));
  for (const group of primaries) render(group, baseLevel);
  return rows;
}
