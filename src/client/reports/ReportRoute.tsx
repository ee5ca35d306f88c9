// One report at its route (/quotationreport, /ledgerreport?LedgerId=5 ...): the engine's ReportPage for
// the schema named by the path, the address's filters to start with, the generated filters written back.
import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { EngineProvider } from '../../../engine/ui/EngineProvider.tsx';
import { ReportPage } from '../../../engine/ui/report/ReportPage.tsx';
import { entityApi, sessionMeta } from '../engine/engineContext.ts';
import { notify } from '../notify/notify.ts';
import { PageSpinner } from '../routing/PageSpinner.tsx';
import { reportApi, sessionReports } from './reportContext.ts';

export const NOT_AVAILABLE = 'This report is not available';

/** The report named by the first part of the path, or a clear panel when there is none by that name. */
export const ReportRoute = observer(function ReportRoute({ title }: { title?: string }) {
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const name = location.pathname.split('/').filter(Boolean)[0] ?? '';
  const reports = sessionReports();
  const meta = sessionMeta();
  useEffect(() => {
    void reports.ensureLoaded();
    void meta.ensureLoaded();
  }, [reports, meta]);

  // A new page (fresh filters) when the address changes from outside, e.g. a link from one ledger's
  // row to another's; not when the page itself wrote the filters it generated.
  const written = useRef<string | null>(null);
  const seen = useRef(location.search);
  const opened = useRef(0);
  if (location.search !== seen.current) {
    if (location.search !== written.current) opened.current += 1;
    seen.current = location.search;
  }

  if (reports.state === 'error') {
    return (
      <Alert severity="error" action={<Button color="inherit" onClick={() => void reports.reload()}>Retry</Button>}>
        {reports.error}
      </Alert>
    );
  }
  if (!reports.loaded) return <PageSpinner />;
  const report = reports.get(name);
  if (!report) return <NotAvailable title={title ?? name} />;
  return (
    <EngineProvider api={entityApi} notify={notify} meta={meta}>
      <ReportPage
        key={`${name}#${opened.current}`}
        report={report}
        api={reportApi}
        query={params}
        linkComponent={RouterLink}
        onGenerated={(address) => {
          const next = address(params);
          const search = next.toString();
          written.current = search ? `?${search}` : '';
          if (written.current !== location.search) setParams(next, { replace: true });
        }}
      />
    </EngineProvider>
  );
});

function NotAvailable({ title }: { title: string }) {
  return (
    <Paper variant="outlined" role="alert" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ mb: 3 }}>{NOT_AVAILABLE}. It is not set up on this server, or your role does not include it.</Typography>
      <Button component={RouterLink} to="/reports" variant="contained">
        All reports
      </Button>
    </Paper>
  );
}
