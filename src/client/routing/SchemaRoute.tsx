// Every signed-in path the fixed routes do not name: a document's or described voucher's form or print page
// (outside the layout), or, inside the layout, a document's or described voucher's list, an entity's page or
// a report added as schema files. Which
// paths are documents' is read from the document catalog of the user's schemas (x-entity.document), so a
// document added as schema files is routed with no browser code. The layout's own fixed pages route here
// too, so moving between them and schema pages keeps one layout.
import { useEffect, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Route, Routes, useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { sessionMeta } from '../engine/engineContext.ts';
import { documentsOf } from '../documents/sessionDocuments.ts';
import { pageForForm, pageForList } from '../documents/documentPages.ts';
import { printKindByPath } from '../../../overrides/invoices/print-kinds.ts';
import { PageSpinner } from './PageSpinner.tsx';
import { EmployeeGate } from './EmployeeGate.tsx';
import { lazyPage } from './lazyPage.tsx';
import type { PrintKind } from '../../../overrides/invoices/print-kinds.ts';
import type { VoucherDescription } from '../../shared/voucher-descriptions.ts';
import { voucherForList, voucherForPrint, vouchersOf } from '../vouchers/sessionVouchers.ts';

const DocumentFormPage = lazyPage(() => import('../documents/DocumentFormPage.tsx'));
const DocumentListPage = lazyPage(() => import('../documents/DocumentListPage.tsx'));
const DocumentPrintPage = lazyPage<{ print: PrintKind }>(() => import('../invoices/invoicePages.tsx').then((module) => ({ default: module.DocumentPrintPage })));
const EntityRoutePage = lazyPage(() => import('../engine/EntityRoutePage.tsx'));
const DescribedVoucherPage = lazyPage(() => import('../vouchers/DescribedVoucherPage.tsx'));
const DescribedVoucherPrintPage = lazyPage<{ voucher: VoucherDescription }>(() =>
  import('../invoices/invoicePages.tsx').then((module) => ({ default: module.DescribedVoucherPrintPage })),
);

/** The layout and its routes: the fixed layout pages (`children`) and the schema pages after them. */
function LayoutRoutes({ layout, children }: { layout: ReactNode; children: ReactNode }) {
  return (
    <Routes>
      <Route element={layout}>
        {children}
        <Route path="*" element={<LayoutSchemaPage />} />
      </Route>
    </Routes>
  );
}

/** Inside the layout: a document's list, else an entity's page or a report (EntityRoutePage decides). */
const LayoutSchemaPage = observer(function LayoutSchemaPage() {
  const { pathname } = useLocation();
  const meta = sessionMeta();
  useEffect(() => {
    void meta.ensureLoaded();
  }, [meta]);
  if (meta.state === 'error') return <MetaError />;
  if (!meta.loaded) return <PageSpinner />;
  const list = pageForList(documentsOf(meta), pathname);
  if (list) {
    return (
      <EmployeeGate path={list.list}>
        <DocumentListPage />
      </EmployeeGate>
    );
  }
  // A voucher described by its schema (the journal): the engine's list with the form of its rule.
  if (voucherForList(vouchersOf(meta), pathname)) return <DescribedVoucherPage />;
  return <EntityRoutePage />;
});

const MetaError = observer(function MetaError() {
  const meta = sessionMeta();
  return (
    <Alert severity="error" action={<Button onClick={() => void meta.reload()}>Retry</Button>}>
      {meta.error}
    </Alert>
  );
});

/**
 * `layoutPaths`: the first segments of the fixed layout pages (known without the schemas); `layout`: the
 * layout element; `children`: the fixed layout routes.
 */
export const SchemaRoute = observer(function SchemaRoute({ layoutPaths, layout, children }: { layoutPaths: ReadonlySet<string>; layout: ReactNode; children: ReactNode }) {
  const { pathname } = useLocation();
  const first = pathname.split('/').filter(Boolean)[0] ?? '';
  const meta = sessionMeta();
  const fixed = layoutPaths.has(first);
  useEffect(() => {
    if (!fixed) void meta.ensureLoaded();
  }, [meta, fixed]);
  if (!fixed) {
    if (meta.state === 'error') return <MetaError />;
    if (!meta.loaded) return <PageSpinner />;
    const catalog = documentsOf(meta);
    if (pageForForm(catalog, pathname)) return <DocumentFormPage />;
    const print = printKindByPath(catalog, first);
    if (print) return <DocumentPrintPage print={print} />;
    const voucherPrint = voucherForPrint(vouchersOf(meta), first);
    if (voucherPrint) return <DescribedVoucherPrintPage voucher={voucherPrint} />;
  }
  return <LayoutRoutes layout={layout}>{children}</LayoutRoutes>;
});
