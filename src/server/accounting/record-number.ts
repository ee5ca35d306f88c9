// Gives a new document or voucher its number from its series, inside the save's transaction; an
// edited one keeps its number, and so must keep the firm and financial year the number belongs to.
import type { Row } from '../../../engine/schema/index.ts';
import type { WriteContext } from '../../../engine/server/index.ts';
import { conflict } from '../http/errors.ts';
import { fiscalYearOf } from './fiscal-year.ts';
import { takeNumber } from './numbering.ts';

/** Where a record keeps its date and number: e.g. BillDate, BillNo and PrefixBillNo (with Prefix). */
export type NumberFields = { docType: string; dateField: string; numberField: string; prefixedField: string };

export async function numberRecord(ctx: WriteContext, fields: NumberFields, record: Row, before: Row | null, prefix: string): Promise<void> {
  const date = String(record[fields.dateField]);
  if (before) {
    if (Number(before.FirmId) !== Number(record.FirmId) || fiscalYearOf(String(before[fields.dateField])) !== fiscalYearOf(date)) {
      throw conflict('A saved document keeps its firm and financial year (its number belongs to them): cancel it and raise a new one instead');
    }
    for (const field of ['Prefix', fields.numberField, fields.prefixedField]) record[field] = before[field];
    return;
  }
  try {
    const taken = await takeNumber(ctx.trx, { tenantId: ctx.tenantId, firmId: Number(record.FirmId), docType: fields.docType, date, prefix });
    Object.assign(record, { Prefix: prefix, [fields.numberField]: taken.number, [fields.prefixedField]: taken.prefixed });
  } catch (error) {
    if (error instanceof RangeError) throw conflict(`${error.message}: shorten the firm's prefix`);
    throw error;
  }
}
