// The six print routes (/salesinvoice?id=12 ...): the shell's `?auth=` client and router around the
// print page of overrides/invoices. The catalog loads this module lazily for the invoice entries.
import type { ComponentType } from 'react';
import { isHTTPError } from 'ky';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { InvoicePage } from '../../../overrides/invoices/InvoicePage.tsx';
import { InvoiceLoadError, type InvoiceSource } from '../../../overrides/invoices/load-invoice.ts';
import type { Row } from '../../../overrides/invoices/invoice-model.ts';
import { PRINT_KIND_BY_PATH, type PrintKind } from '../../../overrides/invoices/print-kinds.ts';
import { describeError } from '../api/apiError.ts';
import { api } from '../api/http.ts';

type Envelope<T> = { data: T };

/** Reads through the shell's client; failures carry the HTTP status and the server's message. */
async function read<T>(call: () => Promise<Envelope<T>>): Promise<T> {
  try {
    return (await call()).data;
  } catch (error) {
    throw new InvoiceLoadError(isHTTPError(error) ? error.response.status : null, describeError(error, ''));
  }
}

const source: InvoiceSource = {
  get: (entity, id) => read(() => api.get(`${entity}/${id}`).json<Envelope<Row>>()),
  list: async (entity, params) => (await read(() => api.get(entity, { searchParams: params }).json<Envelope<{ rows: Row[] }>>())).rows,
};

function InvoiceRoute({ print }: { print: PrintKind }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // Back to where the print was opened from; to the document list when it was opened in a tab of its own.
  const onBack = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0 || window.history.length > 1) navigate(-1);
    else navigate(`/${print.kind.entity}`);
  };
  return <InvoicePage print={print} id={params.get('id')} source={source} onBack={onBack} />;
}

const pages = new Map<string, ComponentType>();

/** The route component of a print page path ('salesinvoice' ...); one per path, so React keeps its state. */
export function invoicePage(path: string): ComponentType {
  let page = pages.get(path);
  if (!page) {
    const print = PRINT_KIND_BY_PATH.get(path);
    if (!print) throw new Error(`No print page ${path}`);
    const Page = () => <InvoiceRoute print={print} />;
    Page.displayName = `InvoicePage(${path})`;
    page = Page;
    pages.set(path, page);
  }
  return page;
}
