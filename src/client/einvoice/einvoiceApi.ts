// The e-invoice calls of a document's form (the server's src/server/einvoice/einvoice-routes.ts): its
// e-invoice JSON as a file, the IRP's answer recorded, the IRN cancelled. Failures carry the server's
// message (each IRP check that failed, in plain words).
import { describeError } from '../api/apiError.ts';
import { api } from '../api/http.ts';

export type Cancellation = { Irn: string; CnlRsn: string; CnlRem: string };

async function call<T>(request: () => Promise<T>, fallback: string): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw new Error(describeError(error, fallback));
  }
}

export const einvoiceApi = {
  /** The IRP bulk tool's file for one document (a list of one e-invoice), as text. */
  json: (entity: string, id: number) => call(() => api.get(`einvoice/${entity}/${id}`).text(), 'Could not build the e-invoice.'),
  /** Records the IRP's answer (pasted, or a file's text). */
  recordIrn: (entity: string, id: number, answer: string) =>
    call(async () => (await api.post(`einvoice/${entity}/${id}/irn`, { json: { Answer: answer } }).json<{ message: string }>()).message, "Could not record the IRP's answer."),
  /** Cancels the IRN: the cancellation JSON for the IRP, recorded on the document. */
  cancel: (entity: string, id: number, reason: string, remark: string) =>
    call(async () => (await api.post(`einvoice/${entity}/${id}/cancel`, { json: { CnlRsn: reason, CnlRem: remark } }).json<{ data: Cancellation }>()).data, 'Could not cancel the IRN.'),
};
