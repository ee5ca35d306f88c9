// A return or a note for value adjusts the tax its invoice charged (CGST Act s.34(1) and (3): a note is
// issued "in respect of" a supply and s.34(2) and (4) adjust that supply's tax), so each of its lines is
// taxed at the GST and cess rates the invoice charged on the same item, whatever the item master says
// today (a rate changed in between, as on 22 September 2025, does not reach back). A note for value may
// name only items its invoice carried (400 naming the line, nothing written); a return's items are
// checked by the return cap (return-cap.ts). Runs in the document's beforeSave, before its figures.
import type { Kysely } from 'kysely';
import { fromScaled, type Row } from '../../../engine/schema/index.ts';
import { adjustedBill, documents, EFFECT_RULES, type DocumentKind } from '../../../overrides/billing/document-kinds.ts';
import { badRequest } from '../http/errors.ts';
import { lineTableOf } from '../reports/documents/document-lines.ts';

/** Rates are stored as thousandths of a percent (x-scale 3 on the line schemas). */
const RATE_SCALE = 3;

export async function takeBillRates(trx: Kysely<any>, tenantId: number, kind: DocumentKind, record: Row): Promise<void> {
  const source = adjustedBill(documents(), kind);
  const billId = source ? record[source.field] : null;
  if (!source || billId === undefined || billId === null) return;
  const billLines = lineTableOf(source.entity);
  const rows = await trx
    .selectFrom(billLines.table)
    .select(['ItemId', 'TaxRate', 'CessRate'])
    .where('tenant_id', '=', tenantId)
    .where(billLines.parentKey, '=', Number(billId))
    .orderBy('Id')
    .execute();
  if (rows.length === 0) return; // no such bill (the engine's link check answers) or a bill without lines
  const charged = new Map<number, Row>();
  for (const row of rows) if (!charged.has(Number(row.ItemId))) charged.set(Number(row.ItemId), row);
  const movesGoods = EFFECT_RULES[kind.effect].stock !== null;
  const lines = (record[kind.linesField] as Row[] | undefined) ?? [];
  for (const [index, line] of lines.entries()) {
    const row = charged.get(Number(line.ItemId));
    if (!row) {
      if (movesGoods) continue;
      const message = `Line ${index + 1}: the invoice this ${kind.registerLabel.toLowerCase()} is made against does not carry this item`;
      throw badRequest(message, [{ path: `/${kind.linesField}/${index}/ItemId`, message }]);
    }
    line.TaxRate = fromScaled(Number(row.TaxRate ?? 0), RATE_SCALE);
    line.CessRate = fromScaled(Number(row.CessRate ?? 0), RATE_SCALE);
    // Where lines carry a "typed rate" flag (rates by date), these rates count as typed: kept, not redated.
    if ('IsManualTaxRate' in line) line.IsManualTaxRate = true;
  }
}
