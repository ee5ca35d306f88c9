// What the kind of an outward supply does to its tax: exports and supplies to a SEZ are inter-state
// whatever the states (IGST Act s.7(5)(a) and (b)); under a letter of undertaking (LUT) they are zero-rated
// and charge no tax (IGST Act s.16(3)(a)); a deemed export (CGST Act s.147) is taxed as any supply. A
// supply under reverse charge charges no tax either: the recipient pays it (CGST Act s.9(3) and (4)).
// A line keeps its GST rate in every case, since GSTR-1 reports the rate of a zero-rated supply.
import { underReverseCharge, type DocumentKind } from './document-kinds.ts';

export const SUPPLY_KINDS = ['Regular', 'Export with IGST', 'Export under LUT', 'SEZ with IGST', 'SEZ under LUT', 'Deemed export'] as const;
export type SupplyKind = (typeof SUPPLY_KINDS)[number];

export const isExport = (supply: string) => supply === 'Export with IGST' || supply === 'Export under LUT';
export const isSez = (supply: string) => supply === 'SEZ with IGST' || supply === 'SEZ under LUT';
/** Zero-rated without payment of tax (IGST Act s.16(3)(a)). */
export const underLut = (supply: string) => supply === 'Export under LUT' || supply === 'SEZ under LUT';

/** A document's supply kind ('Regular' where it carries none) and reverse-charge flag. */
export function supplyOf(kind: DocumentKind, record: Record<string, unknown>): { supply: SupplyKind; reverseCharge: boolean } {
  const value = kind.supplyKindField ? record[kind.supplyKindField] : null;
  const supply = (SUPPLY_KINDS as readonly unknown[]).includes(value) ? (value as SupplyKind) : 'Regular';
  return { supply, reverseCharge: underReverseCharge(kind, record) };
}

/**
 * How a document's supply kind changes its tax: forced inter-state, and whether the bill charges the tax.
 * A sale under reverse charge charges none (the supplier neither collects nor pays it); a purchase under
 * reverse charge works its tax out as the business's own liability (recompute-document.ts, taxOnRecipient).
 */
export function supplyTax(kind: DocumentKind, record: Record<string, unknown>): { forceInterState: boolean; taxCharged: boolean } {
  const { supply, reverseCharge } = supplyOf(kind, record);
  return { forceInterState: isExport(supply) || isSez(supply), taxCharged: !underLut(supply) && !(reverseCharge && kind.side === 'sales') };
}
