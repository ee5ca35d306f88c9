// The print routes (/salesinvoice?id=12, /receiptprint?id=4 ...): the shell's `?auth=` client and router
// around the print pages of overrides/invoices and of the vouchers. The catalog loads this module lazily.
import type { ComponentType } from 'react';
import { isHTTPError } from 'ky';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { InvoicePage } from '../../../overrides/invoices/InvoicePage.tsx';
import { InvoiceLoadError, type InvoiceSource } from '../../../overrides/invoices/load-invoice.ts';
import type { Row } from '../../../overrides/invoices/invoice-model.ts';
import { PRINT_KIND_BY_PATH, type PrintKind } from '../../../overrides/invoices/print-kinds.ts';
import { describeError } from '../api/apiError.ts';
import { api } from '../api/http.ts';
import { VOUCHER_PRINT_BY_PATH, type VoucherPrint } from '../vouchers/print/voucher-paper.ts';
import { VoucherPrintPage } from '../vouchers/print/VoucherPrintPage.tsx';

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

/** The print's ?id=, and Back: to where the print was opened from, else (a tab of its own) to the list. */
function usePrintRoute(listPath: string): { id: string | null; onBack: () => void } {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const onBack = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0 || window.history.length > 1) navigate(-1);
    else navigate(listPath);
  };
  return { id: params.get('id'), onBack };
}

function InvoiceRoute({ print }: { print: PrintKind }) {
  const { id, onBack } = usePrintRoute(`/${print.kind.entity}`);
  return <InvoicePage print={print} id={id} source={source} onBack={onBack} />;
}

function VoucherPrintRoute({ print }: { print: VoucherPrint }) {
  const { id, onBack } = usePrintRoute(`/${print.kind.entity}`);
  return <VoucherPrintPage print={print} id={id} source={source} onBack={onBack} />;
}

const pages = new Map<string, ComponentType>();

/** The route component of a print page path ('salesinvoice', 'receiptprint' ...); one per path, so React keeps its state. */
export function invoicePage(path: string): ComponentType {
  let page = pages.get(path);
  if (!page) {
    const print = PRINT_KIND_BY_PATH.get(path);
    const voucher = VOUCHER_PRINT_BY_PATH.get(path);
    if (!print && !voucher) throw new Error(`No print page ${path}`);
    const Page = () => (print ? <InvoiceRoute print={print} /> : <VoucherPrintRoute print={voucher!} />);
    Page.displayName = `InvoicePage(${path})`;
    page = Page;
    pages.set(path, page);
  }
  return page;
}
