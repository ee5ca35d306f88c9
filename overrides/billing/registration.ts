// A party's GST registration, and what it means for a purchase from it. Input tax credit needs a tax
// invoice from a registered supplier (CGST Act s.16(2)(a), rule 36); a composition supplier may not
// collect tax from the buyer (s.10(4)) and an unregistered one issues no tax invoice (s.31), so tax
// entered on a purchase from either is a cost of the purchase, not credit.
import type { DocumentKind } from './document-kinds.ts';
import type { TaxMode } from './line.ts';

/** The registration types as the GST portal names them. */
export const REGISTRATIONS = ['Regular', 'Composition', 'Unregistered', 'Consumer'] as const;
export type Registration = (typeof REGISTRATIONS)[number];

type PartyLike = Record<string, unknown> | null | undefined;

const hasGstin = (party: PartyLike) => typeof party?.GSTIN === 'string' && party.GSTIN.trim() !== '';

/** The party's registration: as its master says, else Regular with a GSTIN and Unregistered without. */
export function registrationOf(party: PartyLike): Registration {
  const given = party?.RegistrationType;
  if (typeof given === 'string' && (REGISTRATIONS as readonly string[]).includes(given)) return given as Registration;
  return hasGstin(party) ? 'Regular' : 'Unregistered';
}

/** Whether GST charged by this supplier can be claimed as input credit: a regular registration with a GSTIN. */
export function creditClaimable(party: PartyLike): boolean {
  return hasGstin(party) && registrationOf(party) === 'Regular';
}

/**
 * The tax mode a document takes when none is chosen: a purchase from a supplier who may not charge GST
 * (unregistered or composition) is NON GST, its rates being what was paid; every other document states
 * its rates before tax (EXCLUSIVE), as a tax invoice shows them (rule 46).
 */
export function defaultTaxMode(kind: Pick<DocumentKind, 'side'>, party: PartyLike): TaxMode {
  return kind.side === 'purchase' && party && !creditClaimable(party) ? 'NON GST' : 'EXCLUSIVE';
}
