// GSTR-3B as the JSON the GST portal's offline utility takes and gives back (the keys of the GSTN's
// published GSTR-3B JSON: sup_details for 3.1, inter_sup for 3.2, itc_elg for 4 with the `ty` codes IMPG,
// IMPS, ISRC, ISD, OTH for 4(A), RUL and OTH for 4(B) and 4(D), inward_sup for 5, intr_ltfee for 5.1).
// Amounts in rupees to the paisa, the return period as MMYYYY, places of supply as state codes. Table 6.1
// is worked out on the portal from these figures, so the file carries none of it.
import type { ReportContext, ReportFilters } from '../../../../engine/server/index.ts';
import { rupees } from '../../../../overrides/billing/exact.ts';
import { gstr3bFigures, type InterStateRow, type Taxed } from './gstr3b-data.ts';
import { stateCode } from './place-of-supply.ts';
import { noTax, type ByHead } from './tax-set-off.ts';

const amounts = (heads: ByHead) => ({ iamt: rupees(heads.igst), camt: rupees(heads.cgst), samt: rupees(heads.sgst), csamt: rupees(heads.cess) });
const supply = (figures: Taxed) => ({ txval: rupees(figures.txval), ...amounts(figures) });
const interState = (rows: InterStateRow[]) => rows.map((row) => ({ pos: stateCode(row.pos), txval: rupees(row.txval), iamt: rupees(row.igst) }));

export async function gstr3bPortalJson(ctx: ReportContext, filters: ReportFilters, firmGstin: string, period: string): Promise<Record<string, unknown>> {
  const figures = await gstr3bFigures(ctx, filters);
  const none = noTax();
  return {
    gstin: firmGstin,
    ret_period: period,
    sup_details: {
      osup_det: supply(figures.outwardTaxable),
      osup_zero: { txval: rupees(figures.outwardZeroRated.txval), iamt: rupees(figures.outwardZeroRated.igst), csamt: rupees(figures.outwardZeroRated.cess) },
      osup_nil_exmp: { txval: rupees(figures.outwardNil.txval) },
      isup_rev: supply(figures.inwardReverseCharge),
      osup_nongst: { txval: rupees(figures.outwardNonGst.txval) },
    },
    inter_sup: {
      unreg_details: interState(figures.interStateUnregistered),
      comp_details: interState(figures.interStateComposition),
      uin_details: [],
    },
    itc_elg: {
      itc_avl: [
        { ty: 'IMPG', ...amounts(none) },
        { ty: 'IMPS', ...amounts(none) },
        { ty: 'ISRC', ...amounts(figures.creditReverseCharge) },
        { ty: 'ISD', ...amounts(none) },
        { ty: 'OTH', ...amounts(figures.creditOther) },
      ],
      itc_rev: [
        { ty: 'RUL', ...amounts(none) },
        { ty: 'OTH', ...amounts(figures.creditReversedOther) },
      ],
      itc_net: amounts(figures.creditNet),
      itc_inelg: [
        { ty: 'RUL', ...amounts(none) },
        { ty: 'OTH', ...amounts(none) },
      ],
    },
    inward_sup: {
      isup_details: [
        { ty: 'GST', inter: rupees(figures.inwardExempt.inter), intra: rupees(figures.inwardExempt.intra) },
        { ty: 'NONGST', inter: 0, intra: 0 },
      ],
    },
    intr_ltfee: {
      intr_details: amounts(none),
      ltfee_details: amounts(none),
    },
  };
}
