// GSTR-3B as report rows, table by table as the form (rule 61(5), Form GSTR-3B) numbers them: 3.1 outward
// supplies and inward supplies under reverse charge, 3.2 inter-state supplies to unregistered persons and
// composition dealers by place of supply, 4 input tax credit (available, reversed, net, ineligible), 5
// exempt, nil-rated and non-GST inward supplies, 6.1 the payment of tax. Figures from gstr3b-data.ts.
import type { ReportQuery, ReportRow } from '../../../../engine/server/index.ts';
import { rupees } from '../../../../overrides/billing/exact.ts';
import { gstr3bFigures, type Taxed } from './gstr3b-data.ts';
import { placeOfSupply } from './place-of-supply.ts';
import { HEADS, noTax, type ByHead, type Head } from './tax-set-off.ts';

const COLUMN: Record<Head, string> = { igst: 'IGST', cgst: 'CGST', sgst: 'SGST', cess: 'Cess' };
const tax = (heads: ByHead) => Object.fromEntries(HEADS.map((head) => [COLUMN[head], rupees(heads[head])]));
const supply = (Table: string, Description: string, figures: Taxed): ReportRow => ({ Table, Description, Taxable: rupees(figures.txval), ...tax(figures) });
const credit = (Table: string, Description: string, heads: ByHead, RowStyle?: 'subtotal'): ReportRow => ({ Table, Description, Taxable: null, ...tax(heads), ...(RowStyle ? { RowStyle } : {}) });

export const gstr3b: ReportQuery = async (ctx, filters) => {
  const figures = await gstr3bFigures(ctx, filters);
  const { payment } = figures;
  const interState = (label: string, rows: typeof figures.interStateUnregistered) =>
    rows.map((row) => ({ Table: '3.2', Description: `${label}: ${placeOfSupply(row.pos)}`, Taxable: rupees(row.txval), ...tax({ ...noTax(), igst: row.igst }) }));
  const rows: ReportRow[] = [
    supply('3.1(a)', 'Outward taxable supplies (other than zero rated, nil rated and exempted)', figures.outwardTaxable),
    supply('3.1(b)', 'Outward taxable supplies (zero rated)', figures.outwardZeroRated),
    supply('3.1(c)', 'Other outward supplies (nil rated, exempted)', figures.outwardNil),
    supply('3.1(d)', 'Inward supplies (liable to reverse charge)', figures.inwardReverseCharge),
    supply('3.1(e)', 'Non-GST outward supplies', figures.outwardNonGst),
    ...interState('Supplies made to unregistered persons', figures.interStateUnregistered),
    ...interState('Supplies made to composition taxable persons', figures.interStateComposition),
    credit('4(A)(1)', 'ITC available: import of goods', noTax()),
    credit('4(A)(2)', 'ITC available: import of services', noTax()),
    credit('4(A)(3)', 'ITC available: inward supplies liable to reverse charge (other than 1 and 2)', figures.creditReverseCharge),
    credit('4(A)(4)', 'ITC available: inward supplies from ISD', noTax()),
    credit('4(A)(5)', 'ITC available: all other ITC', figures.creditOther),
    credit('4(B)(1)', 'ITC reversed: as per rules 38, 42 and 43 and section 17(5)', noTax()),
    credit('4(B)(2)', 'ITC reversed: others (purchase returns, suppliers\' credit notes)', figures.creditReversedOther),
    credit('4(C)', 'Net ITC available (A) - (B)', figures.creditNet, 'subtotal'),
    credit('4(D)(1)', 'Ineligible ITC: as per section 16(4) and ITC restricted due to PoS rules', noTax()),
    credit('4(D)(2)', 'Ineligible ITC: others', noTax()),
    { Table: '5', Description: 'Inward supplies from a composition supplier, exempt and nil rated: inter-state', Taxable: rupees(figures.inwardExempt.inter), ...tax(noTax()) },
    { Table: '5', Description: 'Inward supplies from a composition supplier, exempt and nil rated: intra-state', Taxable: rupees(figures.inwardExempt.intra), ...tax(noTax()) },
    { Table: '5', Description: 'Non-GST inward supplies: inter-state', Taxable: 0, ...tax(noTax()) },
    { Table: '5', Description: 'Non-GST inward supplies: intra-state', Taxable: 0, ...tax(noTax()) },
    credit('6.1', 'Tax payable (other than reverse charge)', payment.payable),
    ...HEADS.map((head) => credit('6.1', `Paid through ITC: ${COLUMN[head]} credit`, payment.paidByCredit[head])),
    credit('6.1', 'Tax paid in cash (other than reverse charge)', payment.cash),
    credit('6.1', 'Tax paid in cash: reverse charge', payment.reverseChargeCash),
    credit('6.1', 'Credit carried forward', payment.creditLeft, 'subtotal'),
  ];
  return { rows };
};
