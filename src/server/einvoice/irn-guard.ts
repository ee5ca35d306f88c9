// A document registered on the IRP is fixed: the IRP keeps what it signed, and an e-invoice cannot be
// amended on the IRP, only cancelled within 24 hours or adjusted by a credit or debit note (CGST Act s.34).
// So a document with an IRN can neither be edited nor deleted (400); once its IRN is cancelled it may be
// deleted (its number then counts as cancelled in GSTR-1 table 13, read from the edit log), not edited.
import type { Row } from '../../../engine/schema/index.ts';
import type { EntityHooks } from '../../../engine/server/index.ts';
import type { Registry } from '../../../engine/schema/index.ts';
import type { DocumentKind } from '../../../overrides/billing/document-kinds.ts';
import { badRequest } from '../http/errors.ts';
import { einvoiceKinds } from './einvoice-source.ts';

const refuse = (message: string) => badRequest(message, [{ path: '/Irn', message }]);

function guardFor(kind: DocumentKind): EntityHooks {
  const noun = kind.print?.noun ?? kind.title.toLowerCase();
  const named = (record: Row) => `${noun} ${String(record[kind.prefixedField] ?? '')}`;
  return {
    beforeSave(_ctx, _record, before) {
      if (!before?.Irn) return;
      if (before.IrnCancelDate) throw refuse(`The ${named(before)} had its IRN cancelled on the IRP: it cannot be edited. Delete it and raise a new one.`);
      throw refuse(`The ${named(before)} is registered on the IRP (IRN ${String(before.Irn).slice(0, 12)}…): it can no longer be edited. Within 24 hours of its acknowledgement cancel the IRN; after that, amend it by a credit or debit note.`);
    },
    beforeDelete(_ctx, record) {
      if (!record.Irn || record.IrnCancelDate) return;
      throw refuse(`The ${named(record)} is registered on the IRP (IRN ${String(record.Irn).slice(0, 12)}…): it cannot be deleted unless its IRN is cancelled first (within 24 hours of its acknowledgement); after that, amend it by a credit note.`);
    },
  };
}

export const irnGuards = (registry: Registry): Array<[string, EntityHooks]> => einvoiceKinds(registry).map((kind) => [kind.entity, guardFor(kind)]);
