// A purchase under reverse charge (CGST Act s.9(3): goods and services the government notifies, such as a
// goods transport agency's freight; s.9(4): notified supplies from unregistered suppliers; IGST Act s.5(3),
// (4)): the supplier charges no tax and the business pays it itself, in cash (s.49(4) lets the electronic
// credit ledger pay output tax only, and the GSTR-3B table 6.1 "paid in cash" column carries it), then takes
// it as input credit. The rates on such a bill are therefore the supplier's, before tax: a tax mode that
// says the rates hold tax (INCLUSIVE), or that no tax is due (NON GST), cannot be reverse charge.
import type { Row } from '../../../engine/schema/index.ts';
import { underReverseCharge, type DocumentKind } from '../../../overrides/billing/document-kinds.ts';
import { badRequest } from '../http/errors.ts';

export function refuseUntaxedReverseCharge(kind: DocumentKind, record: Row): void {
  if (!underReverseCharge(kind, record) || record[kind.taxModeField] === 'EXCLUSIVE') return;
  const message = 'Under reverse charge the supplier charges no tax: enter its rates before tax (Tax: EXCLUSIVE)';
  throw badRequest(message, [{ path: `/${kind.taxModeField}`, message }]);
}
