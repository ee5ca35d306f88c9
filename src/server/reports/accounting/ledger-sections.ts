// Ledgers laid out by group: a heading per group, its ledgers (each linking to its ledger report),
// and a subtotal. The trial balance and the balance sheet are built from these sections.
import type { ReportRow } from '../../../../engine/server/report-types.ts';
import type { Nature } from '../../accounting/chart-of-accounts.ts';
import type { LedgerBalance } from './ledger-balances.ts';

export const NATURE_ORDER: Nature[] = ['Liabilities', 'Assets', 'Income', 'Expenses'];

export type Section = { groupName: string; ledgers: LedgerBalance[] };

/** Ledgers with a non-zero `amount`, gathered by group, groups in nature order and then by name. */
export function sectionsOf(ledgers: LedgerBalance[], amount: (ledger: LedgerBalance) => number): Section[] {
  const byGroup = new Map<number, Section & { nature: Nature }>();
  for (const ledger of ledgers) {
    if (amount(ledger) === 0) continue;
    const section = byGroup.get(ledger.GroupId) ?? { groupName: ledger.GroupName, nature: ledger.Nature, ledgers: [] };
    section.ledgers.push(ledger);
    byGroup.set(ledger.GroupId, section);
  }
  return [...byGroup.values()].sort((a, b) => NATURE_ORDER.indexOf(a.nature) - NATURE_ORDER.indexOf(b.nature) || a.groupName.localeCompare(b.groupName));
}

/**
 * Rows for the sections: `cells` gives a ledger's (or, for the subtotal, the group's summed) figures.
 * Sums are of integer paise; `cells` turns them into the columns.
 */
export function sectionRows(sections: Section[], amount: (ledger: LedgerBalance) => number, cells: (paise: number) => ReportRow): ReportRow[] {
  const rows: ReportRow[] = [];
  for (const section of sections) {
    rows.push({ Particulars: section.groupName, RowStyle: 'heading' });
    let groupTotal = 0;
    for (const ledger of section.ledgers) {
      groupTotal += amount(ledger);
      rows.push({ LedgerId: ledger.LedgerId, Particulars: ledger.LedgerName, ...cells(amount(ledger)) });
    }
    rows.push({ Particulars: `Total ${section.groupName}`, RowStyle: 'subtotal', ...cells(groupTotal) });
  }
  return rows;
}
