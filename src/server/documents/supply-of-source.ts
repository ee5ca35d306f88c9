// A document made from another that carries a supply kind (a sales return from its bill) takes that
// document's kind of supply and reverse-charge flag: a credit note amends its invoice and is the same
// kind of supply (CGST Act s.34), so a return of goods exported under LUT charges no tax back either and
// GSTR-1 classes the note by its invoice.
import { fromRow, type Registry, type Row } from '../../../engine/schema/index.ts';
import type { WriteContext } from '../../../engine/server/index.ts';
import { documents, type DocumentKind } from '../../../overrides/billing/document-kinds.ts';
import { isSez, supplyOf } from '../../../overrides/billing/supply-kind.ts';
import { badRequest } from '../http/errors.ts';

export async function supplyFromSource(ctx: WriteContext, registry: Registry, kind: DocumentKind, record: Row): Promise<void> {
  if (!kind.supplyKindField) return;
  for (const source of kind.sources) {
    const sourceKind = documents().get(source.entity);
    const id = record[source.field];
    if (!sourceKind?.supplyKindField || id === undefined || id === null) continue;
    const found = await ctx.trx.selectFrom(source.entity).selectAll().where('tenant_id', '=', ctx.tenantId).where('Id', '=', Number(id)).executeTakeFirst();
    if (!found) continue; // the engine's link check answers "no such bill"
    const original = fromRow(registry.get(source.entity)!, found);
    record[kind.supplyKindField] = original[sourceKind.supplyKindField] ?? 'Regular';
    if (kind.reverseChargeField && sourceKind.reverseChargeField) record[kind.reverseChargeField] = original[sourceKind.reverseChargeField] === true;
  }
}

/**
 * A supply to a SEZ unit or developer, or a deemed export, goes to a registered person: GSTR-1 reports it
 * under the recipient's GSTIN (table 4/6B-6C, the portal's b2b with inv_typ SEWP, SEWOP or DE), so a bill
 * to a customer without one is refused.
 */
export function refuseUnregisteredSez(kind: DocumentKind, record: Row, party: Row): void {
  const { supply } = supplyOf(kind, record);
  if ((isSez(supply) || supply === 'Deemed export') && !party.GSTIN) {
    const message = `${supply}: the customer must have a GSTIN`;
    throw badRequest(message, [{ path: `/${kind.supplyKindField}`, message }]);
  }
}
