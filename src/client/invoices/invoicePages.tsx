// The print routes (/salesinvoice?id=12, /receiptprint?id=4 ...): the shell's `?auth=` client and router
// around the print pages of overrides/invoices and of the vouchers (the journal's named by its schema). A document's print page is named by
// its schema (x-entity.document.print); the routes load this module lazily.
import { useMemo, type ComponentType } from 'react';
import { columnsFromSchema, noteCells } from '../../../overrides/billing/BillingLinesRules.ts';
import { sessionMeta } from '../engine/engineContext.ts';
import { lineSchemaOf } from '../documents/lineSchema.ts';
import { isHTTPError } from 'ky';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { InvoicePage } from '../../../overrides/invoices/InvoicePage.tsx';
import { InvoiceLoadError, type InvoiceSource } from '../../../overrides/invoices/load-invoice.ts';
import type { Row } from '../../../overrides/invoices/invoice-model.ts';
import type { PrintKind } from '../../../overrides/invoices/print-kinds.ts';
import { dispositionName, type PaperFiles, type ShareLink } from '../../../overrides/invoices/paper-share.ts';
import { describeError } from '../api/apiError.ts';
import { api } from '../api/http.ts';
import { VOUCHER_PRINT_BY_PATH, type VoucherPrint } from '../../shared/voucher-paper.ts';
import { VoucherPrintPage } from '../vouchers/print/VoucherPrintPage.tsx';
import { JournalPrintPage } from '../vouchers/journal/print/JournalPrintPage.tsx';
import type { VoucherDescription } from '../../shared/voucher-descriptions.ts';

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

/** The server's PDF of a printed document and its share link (src/server/print/print-routes.ts). */
const files: PaperFiles = {
  pdf: async (path, id, copy) => {
    const searchParams = copy ? { id, copy } : { id };
    const response = await read(async () => ({ data: await api.get(`print/${path}/pdf`, { searchParams, timeout: 60_000 }) }));
    return { blob: await response.blob(), name: dispositionName(response.headers.get('content-disposition'), `${path}-${id}.pdf`) };
  },
  share: (path, id, copy) => read(() => api.post(`print/${path}/share`, { searchParams: copy ? { id, copy } : { id } }).json<Envelope<ShareLink>>()),
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
  return <InvoicePage print={print} id={id} source={source} onBack={onBack} files={files} />;
}

function VoucherPrintRoute({ print }: { print: VoucherPrint }) {
  const { id, onBack } = usePrintRoute(`/${print.kind.entity}`);
  return <VoucherPrintPage print={print} id={id} source={source} onBack={onBack} files={files} />;
}

/** A document's print page (the catalog's print kind of the path the router matched), with its line schema's notes. */
export function DocumentPrintPage({ print }: { print: PrintKind }) {
  const meta = sessionMeta();
  const header = meta.get(print.kind.entity);
  const withNotes = useMemo(
    () => (header ? { ...print, lineNotes: noteCells(columnsFromSchema(lineSchemaOf(meta, header, print.kind))) } : print),
    [print, header, meta],
  );
  return <InvoiceRoute print={withNotes} />;
}

/** The print page of a voucher described by its schema (the journal's, /journalprint?id=12). */
export function DescribedVoucherPrintPage({ voucher }: { voucher: VoucherDescription }) {
  const { id, onBack } = usePrintRoute(`/${voucher.listRoute}`);
  return <JournalPrintPage print={voucher} id={id} source={source} onBack={onBack} files={files} />;
}

const pages = new Map<string, ComponentType>();

/** The route component of a voucher's print page path ('receiptprint' ...); one per path, so React keeps its state. */
export function voucherPrintPage(path: string): ComponentType {
  let page = pages.get(path);
  if (!page) {
    const voucher = VOUCHER_PRINT_BY_PATH.get(path);
    if (!voucher) throw new Error(`No print page ${path}`);
    const Page = () => <VoucherPrintRoute print={voucher} />;
    Page.displayName = `VoucherPrintPage(${path})`;
    page = Page;
    pages.set(path, page);
  }
  return page;
}
