// Cancelling an IRN. The IRP cancels an IRN only within 24 hours of its generation (e-Invoice system's
// "Cancel IRN": "The IRN can be cancelled within 24 hours of its generation"; GSTN's e-invoice FAQ), in
// whole: the document cannot be edited on the IRP. After that the invoice is amended by a credit or debit
// note (CGST Act s.34). The cancellation JSON is the IRP's Cancel IRN request: {Irn, CnlRsn, CnlRem},
// CnlRsn 1 Duplicate, 2 Data entry mistake, 3 Order cancelled, 4 Others; CnlRem at most 100 characters.
import type { Row } from '../../../engine/schema/index.ts';
import { badRequest } from '../http/errors.ts';

export const CANCEL_REASONS = { '1': 'Duplicate', '2': 'Data entry mistake', '3': 'Order cancelled', '4': 'Others' } as const;
export type CancelReason = keyof typeof CANCEL_REASONS;
export const CANCEL_WINDOW_MS = 24 * 60 * 60 * 1000;

/** An IRP time (India, yyyy-mm-dd hh:mm:ss) as milliseconds since 1970. */
export const irpTimeMs = (time: string) => Date.parse(`${time.slice(0, 10)}T${time.slice(11, 19)}+05:30`);

const refuse = (message: string, path: string) => badRequest(message, [{ path, message }]);

export function cancellationOf(record: Row, number: string, reasonCode: unknown, remark: unknown, now: number): { json: { Irn: string; CnlRsn: string; CnlRem: string }; reason: string } {
  if (!record.Irn) throw refuse(`${number} has no IRN to cancel`, '/Irn');
  if (record.IrnCancelDate) throw refuse(`The IRN of ${number} was already cancelled on ${String(record.IrnCancelDate)}`, '/Irn');
  const code = String(reasonCode ?? '');
  if (!(code in CANCEL_REASONS)) throw refuse('Cancel reason must be 1 (Duplicate), 2 (Data entry mistake), 3 (Order cancelled) or 4 (Others)', '/CnlRsn');
  const text = typeof remark === 'string' ? remark.replace(/["\\]/g, ' ').trim() : '';
  if (text.length === 0 || text.length > 100) throw refuse('Cancel remark must be 1 to 100 characters', '/CnlRem');
  const acknowledged = irpTimeMs(String(record.AckDate ?? ''));
  if (!Number.isFinite(acknowledged) || now - acknowledged > CANCEL_WINDOW_MS) {
    throw refuse(
      `The IRN of ${number} was acknowledged on ${String(record.AckDate)}, more than 24 hours ago: the IRP no longer cancels it. Amend the invoice by a credit note (or a debit note) instead.`,
      '/Irn',
    );
  }
  return { json: { Irn: String(record.Irn), CnlRsn: code, CnlRem: text }, reason: `${CANCEL_REASONS[code as CancelReason]}: ${text}`.slice(0, 100) };
}
