// Where a walk-in buyer is, for the tax. A counter sale to no named customer (or to the system "Cash sale"
// customer, which has no address) is supplied where the goods are handed over: the place of supply typed
// on the bill, else the firm's own state (IGST Act s.10(1)(c)). The server's figures and the form's live
// totals both take the buyer's state from here, so a reopened walk-in bill shows the CGST and SGST it was
// saved with rather than IGST for a customer of no state.
type Row = Record<string, unknown>;

/** The system customer a walk-in bill goes to (src/server/documents/walk-in.ts makes it). */
export const WALK_IN_CODE = 'CASH_SALE';

export const isWalkInParty = (party: Row | null | undefined): boolean => party?.SystemCode === WALK_IN_CODE;

/** The state a walk-in sale is supplied in: the bill's place of supply, else the firm's state. */
export function walkInState(record: Row, firmState: unknown): unknown {
  return typeof record.PlaceOfSupply === 'string' && record.PlaceOfSupply !== '' ? record.PlaceOfSupply : firmState;
}
