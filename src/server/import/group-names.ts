// A ledger's group named as other books name it, read as one of Bahi's fixed groups
// (accounting/chart-of-accounts.ts). Tally's reserved groups bear the same names, so a Tally ledger's
// PARENT matches directly; these are the other spellings shops' spreadsheets and Vyapar use.
import { looseKey } from './columns.ts';

const ALIASES: Record<string, string> = {
  debtors: 'Sundry Debtors',
  sundrydebtor: 'Sundry Debtors',
  customers: 'Sundry Debtors',
  creditors: 'Sundry Creditors',
  sundrycreditor: 'Sundry Creditors',
  suppliers: 'Sundry Creditors',
  cash: 'Cash-in-Hand',
  cashinhand: 'Cash-in-Hand',
  bank: 'Bank Accounts',
  bankaccount: 'Bank Accounts',
  dutiesandtaxes: 'Duties & Taxes',
  taxes: 'Duties & Taxes',
  capital: 'Capital Account',
  reservesandsurplus: 'Reserves & Surplus',
  loansliability: 'Loans (Liability)',
  bankodac: 'Bank OD A/c',
  bankoverdraft: 'Bank OD A/c',
  stockinhand: 'Stock-in-Hand',
  suspense: 'Suspense A/c',
  miscexpensesasset: 'Misc. Expenses (Asset)',
};

/** The fixed group's name a group name stands for, or the name as given. */
export function canonicalGroupName(name: string): string {
  return ALIASES[looseKey(name)] ?? name;
}

/**
 * A Tally ledger's group in Bahi: its PARENT, or, for a group the Tally company made itself (a
 * "North Zone Debtors" under Sundry Debtors), the first group up its chain that Bahi has.
 */
export function groupInBahi(parent: string, tallyParents: Map<string, string>, bahiGroups: Set<string>): string {
  const seen = new Set<string>();
  for (let name = parent; name && !seen.has(looseKey(name)); name = tallyParents.get(looseKey(name)) ?? '') {
    seen.add(looseKey(name));
    const canonical = canonicalGroupName(name);
    if (bahiGroups.has(looseKey(canonical))) return canonical;
  }
  return parent;
}
