// The page for any path that names an entity's route (x-entity.route): the engine's list and form for
// it. A master added as one schema file therefore gets its page here with no code change; a path that
// names no entity may name a report added as one schema file (shown inside the layout); else not found.
// Pages with a form of their own (the vouchers) pass it as a slot.
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { EntitySchema } from '../../../engine/schema/types.ts';
import { EngineProvider, type EngineSlots } from '../../../engine/ui/EngineProvider.tsx';
import { EntityPage } from '../../../engine/ui/EntityPage.tsx';
import { notify } from '../notify/notify.ts';
import { PageSpinner } from '../routing/PageSpinner.tsx';
import { EmployeeGate } from '../routing/EmployeeGate.tsx';
import NotFoundPage from '../pages/errors/NotFoundPage.tsx';
import { entityApi, sessionMeta } from './engineContext.ts';
import { useClientSlots } from './clientSlots.ts';
import { sessionReports } from '../reports/reportContext.ts';
import { schemaPagePaths } from '../routing/pagePaths.ts';
import StatusErrorPage from '../pages/errors/StatusErrorPage.tsx';
import { isImportable } from '../../shared/importable.ts';
import { ImportButton } from '../import/ImportButton.tsx';
import { useEngineFormDraft } from '../drafts/useEngineFormDraft.tsx';

/** A report added as a schema file: its page (the report engine) loads only when such a path is opened. */
const ReportRoute = lazy(() => import('../reports/ReportRoute.tsx').then((module) => ({ default: module.ReportRoute })));

function routeOf(schema: EntitySchema): string {
  return String(schema['x-entity'].route ?? schema['x-entity'].name);
}

/** `slots`: this product's own components for some entities (a client's customisation still wins). */
const EntityRoutePage = observer(function EntityRoutePage({ slots: own }: { slots?: EngineSlots }) {
  const [path = '', recordId] = useLocation().pathname.split('/').filter(Boolean);
  // `/receipt/12` (a report's link to one record) opens record 12 on the page; `/firm/new` a new record.
  const openId = recordId === 'new' ? null : recordId && /^\d+$/.test(recordId) ? Number(recordId) : undefined;
  const meta = sessionMeta();
  const clientSlots = useClientSlots(meta);
  const slots = useMemo(() => (own ? { ...own, ...clientSlots } : clientSlots), [own, clientSlots]);
  useEffect(() => {
    void meta.ensureLoaded();
  }, [meta]);

  if (meta.state === 'error') {
    return (
      <Alert severity="error" action={<Button onClick={() => void meta.reload()}>Retry</Button>}>
        {meta.error}
      </Alert>
    );
  }
  if (!meta.loaded) return <PageSpinner />;
  // Line tables come with their documents' schemas but have no page of their own.
  const name = meta.names.find((candidate) => meta.get(candidate)!['x-entity'].api !== false && routeOf(meta.get(candidate)!) === path);
  if (!name) return <ReportOrNotFound path={path} />;
  return (
    <EmployeeGate path={path}>
      <EngineProvider api={entityApi} notify={notify} meta={meta} slots={slots} formDraft={useEngineFormDraft}>
        {isImportable(name) && <ImportButton entity={name} />}
        <EntityPage key={name} entity={name} openId={openId} />
      </EngineProvider>
    </EmployeeGate>
  );
});

/**
 * A report whose route the catalog does not list yet (a new schema file); else a schema page this user may
 * not open (an employee not granted it: 403); else the not-found page.
 */
const ReportOrNotFound = observer(function ReportOrNotFound({ path }: { path: string }) {
  const reports = sessionReports();
  const [pages, setPages] = useState<Set<string> | null>(null);
  useEffect(() => {
    void reports.ensureLoaded();
    let live = true;
    void schemaPagePaths().then((found) => live && setPages(found));
    return () => {
      live = false;
    };
  }, [reports]);
  if ((reports.state !== 'error' && !reports.loaded) || !pages) return <PageSpinner />;
  if (reports.get(path)) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <ReportRoute />
      </Suspense>
    );
  }
  return pages.has(path) ? <StatusErrorPage code={403} inLayout /> : <NotFoundPage inLayout />;
});

export default EntityRoutePage;
