// The fixed ledger groups of the spec (section 9), arranged as Indian practice (and Tally) arranges
// them, and the ledgers every business needs from the day it registers. Postings find these ledgers
// by SystemCode, never by name, so a user may rename "Cash" to "Cash in shop" safely.

export type Nature = 'Assets' | 'Liabilities' | 'Income' | 'Expenses';

export type FixedGroup = { code: string; name: string; nature: Nature; parent?: string };

export const FIXED_GROUPS: FixedGroup[] = [
  // Primary groups
  { code: 'CAPITAL', name: 'Capital Account', nature: 'Liabilities' },
  { code: 'CURRENT_ASSETS', name: 'Current Assets', nature: 'Assets' },
  { code: 'CURRENT_LIABILITIES', name: 'Current Liabilities', nature: 'Liabilities' },
  { code: 'FIXED_ASSETS', name: 'Fixed Assets', nature: 'Assets' },
  { code: 'INVESTMENTS', name: 'Investments', nature: 'Assets' },
  { code: 'LOANS_LIABILITY', name: 'Loans (Liability)', nature: 'Liabilities' },
  { code: 'BRANCH_DIVISION', name: 'Branch / Divisions', nature: 'Liabilities' },
  { code: 'MISC_EXPENSES', name: 'Misc. Expenses (Asset)', nature: 'Assets' },
  { code: 'SUSPENSE', name: 'Suspense A/c', nature: 'Liabilities' },
  { code: 'SALES', name: 'Sales Accounts', nature: 'Income' },
  { code: 'PURCHASE', name: 'Purchase Accounts', nature: 'Expenses' },
  { code: 'DIRECT_INCOMES', name: 'Direct Incomes', nature: 'Income' },
  { code: 'INDIRECT_INCOMES', name: 'Indirect Incomes', nature: 'Income' },
  { code: 'DIRECT_EXPENSES', name: 'Direct Expenses', nature: 'Expenses' },
  { code: 'INDIRECT_EXPENSES', name: 'Indirect Expenses', nature: 'Expenses' },
  // Sub-groups
  { code: 'RESERVES_SURPLUS', name: 'Reserves & Surplus', nature: 'Liabilities', parent: 'CAPITAL' },
  { code: 'BANK_ACCOUNTS', name: 'Bank Accounts', nature: 'Assets', parent: 'CURRENT_ASSETS' },
  { code: 'CASH_IN_HAND', name: 'Cash-in-Hand', nature: 'Assets', parent: 'CURRENT_ASSETS' },
  { code: 'DEPOSITS', name: 'Deposits (Asset)', nature: 'Assets', parent: 'CURRENT_ASSETS' },
  { code: 'LOANS_ADVANCES', name: 'Loans & Advances (Asset)', nature: 'Assets', parent: 'CURRENT_ASSETS' },
  { code: 'STOCK_IN_HAND', name: 'Stock-in-Hand', nature: 'Assets', parent: 'CURRENT_ASSETS' },
  { code: 'SUNDRY_DEBTORS', name: 'Sundry Debtors', nature: 'Assets', parent: 'CURRENT_ASSETS' },
  { code: 'DUTIES_TAXES', name: 'Duties & Taxes', nature: 'Liabilities', parent: 'CURRENT_LIABILITIES' },
  { code: 'PROVISIONS', name: 'Provisions', nature: 'Liabilities', parent: 'CURRENT_LIABILITIES' },
  { code: 'SUNDRY_CREDITORS', name: 'Sundry Creditors', nature: 'Liabilities', parent: 'CURRENT_LIABILITIES' },
  { code: 'COMMISSION_AGENT', name: 'Commission Agents', nature: 'Liabilities', parent: 'SUNDRY_CREDITORS' },
  { code: 'BANK_OVERDRAFT', name: 'Bank OD A/c', nature: 'Liabilities', parent: 'LOANS_LIABILITY' },
  { code: 'SECURED_LOANS', name: 'Secured Loans', nature: 'Liabilities', parent: 'LOANS_LIABILITY' },
  { code: 'UNSECURED_LOANS', name: 'Unsecured Loans', nature: 'Liabilities', parent: 'LOANS_LIABILITY' },
  { code: 'SALARY', name: 'Salary', nature: 'Expenses', parent: 'INDIRECT_EXPENSES' },
];

export type StandardLedger = { code: string; name: string; group: string };

export const STANDARD_LEDGERS: StandardLedger[] = [
  { code: 'CASH', name: 'Cash', group: 'CASH_IN_HAND' },
  { code: 'SALES', name: 'Sales', group: 'SALES' },
  { code: 'PURCHASE', name: 'Purchase', group: 'PURCHASE' },
  { code: 'OUTPUT_CGST', name: 'Output CGST', group: 'DUTIES_TAXES' },
  { code: 'OUTPUT_SGST', name: 'Output SGST', group: 'DUTIES_TAXES' },
  { code: 'OUTPUT_IGST', name: 'Output IGST', group: 'DUTIES_TAXES' },
  { code: 'OUTPUT_CESS', name: 'Output Cess', group: 'DUTIES_TAXES' },
  { code: 'INPUT_CGST', name: 'Input CGST', group: 'DUTIES_TAXES' },
  { code: 'INPUT_SGST', name: 'Input SGST', group: 'DUTIES_TAXES' },
  { code: 'INPUT_IGST', name: 'Input IGST', group: 'DUTIES_TAXES' },
  { code: 'INPUT_CESS', name: 'Input Cess', group: 'DUTIES_TAXES' },
  { code: 'ROUND_OFF', name: 'Round Off', group: 'INDIRECT_EXPENSES' },
  { code: 'DISCOUNT_ALLOWED', name: 'Discount Allowed', group: 'INDIRECT_EXPENSES' },
  { code: 'DISCOUNT_RECEIVED', name: 'Discount Received', group: 'INDIRECT_INCOMES' },
  { code: 'CAPITAL', name: 'Capital', group: 'CAPITAL' },
  // Goods received under a purchase challan are owed from the day they come in: this holds their value
  // until the supplier's bill takes it over (accounting/grni-ledger.ts, documents/challan-books.ts).
  { code: 'GRNI', name: 'Goods Received, Bill Awaited', group: 'CURRENT_LIABILITIES' },
];
