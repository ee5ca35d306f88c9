// Where the balance sheet shows a ledger whose balance is on the other side from its group's nature, as
// Schedule III (Companies Act 2013, Division I) and the practice of proprietors' and firms' accounts have
// it: a ledger is shown on the side its balance puts it, with a positive figure, under a heading of that
// side. A customer's credit balance is an advance received, a liability ("Other current liabilities:
// advances from customers"); a supplier's debit balance an advance paid, an asset ("Short-term loans and
// advances"); a bank account overdrawn is a borrowing ("Short-term borrowings: loans repayable on demand
// from banks", the Bank OD group), an OD account in credit is money in the bank; input tax credit (a
// debit balance under Duties & Taxes: input CGST, SGST, IGST, cess) is an asset, "Balances with government
// authorities", until a return sets it off against output tax (CGST Act s.49 sets off only on filing, so
// the two are not netted before). Capital is not here: the capital block keeps its debits (drawings) on the
// liabilities side, deducted (balance-sheet.ts).
import { fixedGroup, type GroupNode, type GroupTree, withHeadings } from '../../accounting/group-tree.ts';
import type { LedgerBalance } from './ledger-balances.ts';

/** Headings of the balance sheet's own, each beneath a fixed group; ids below any table's. */
const HEADINGS = {
  advancesFromCustomers: { Id: -1, GroupName: 'Advances from customers', under: 'CURRENT_LIABILITIES' },
  otherLiabilities: { Id: -2, GroupName: 'Other current liabilities', under: 'CURRENT_LIABILITIES' },
  advancesToSuppliers: { Id: -3, GroupName: 'Advances to suppliers', under: 'CURRENT_ASSETS' },
  taxCredit: { Id: -4, GroupName: 'Balances with government authorities (input tax credit)', under: 'CURRENT_ASSETS' },
  otherAssets: { Id: -5, GroupName: 'Other current assets', under: 'CURRENT_ASSETS' },
};

export type Sheet = { tree: GroupTree; place: (ledger: LedgerBalance) => LedgerBalance };

/** The tree with the sheet's headings, and `place`, which moves a ledger on the other side under one of them. */
export function sheetHeadings(tree: GroupTree): Sheet {
  const sheetTree = withHeadings(tree, Object.values(HEADINGS));
  const node = (heading: { Id: number }) => sheetTree.byId.get(heading.Id);
  const under = (ledger: LedgerBalance, code: string) => ledger.group.codes.has(code);
  const headingOf = (ledger: LedgerBalance): GroupNode | undefined => {
    const debit = ledger.closing > 0;
    if (debit && ledger.Nature === 'Liabilities') {
      if (under(ledger, 'DUTIES_TAXES')) return node(HEADINGS.taxCredit);
      if (under(ledger, 'SUNDRY_CREDITORS')) return node(HEADINGS.advancesToSuppliers);
      if (under(ledger, 'BANK_OVERDRAFT')) return fixedGroup(tree, 'BANK_ACCOUNTS');
      return node(HEADINGS.otherAssets);
    }
    if (!debit && ledger.Nature === 'Assets') {
      if (under(ledger, 'SUNDRY_DEBTORS')) return node(HEADINGS.advancesFromCustomers);
      if (under(ledger, 'BANK_ACCOUNTS')) return fixedGroup(tree, 'BANK_OVERDRAFT');
      return node(HEADINGS.otherLiabilities);
    }
    return undefined; // on its own group's side
  };
  return {
    tree: sheetTree,
    place: (ledger) => {
      const group = headingOf(ledger);
      return group ? { ...ledger, GroupId: group.Id, GroupName: group.GroupName, group } : ledger;
    },
  };
}
