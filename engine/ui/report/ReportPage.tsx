import { useEffect, useState, type ElementType } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import GlobalStyles from '@mui/material/GlobalStyles';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import type { ReportSchema } from '../../schema/report-schema.ts';
import { useEngine } from '../EngineProvider.tsx';
import { exportFileName, filterNotes } from './export-file.ts';
import { downloadFile, JSON_TYPE } from './download.ts';
import { toApiError } from '../api.ts';
import { addressWithFilters } from './filters.ts';
import { NO_PRINT_CLASS } from './print.ts';
import { todayIso } from './period.ts';
import type { ReportApi } from './report-api.ts';
import { ReportExportButtons } from './ReportExportButtons.tsx';
import { ReportFilterBar } from './ReportFilterBar.tsx';
import { ReportGrid } from './ReportGrid.tsx';
import { reportTitle } from './ReportMetaStore.ts';
import { ReportStore } from './ReportStore.ts';
import { ReportSummary } from './ReportSummary.tsx';
import { useLinkLabels } from './useLinkLabels.ts';

export type ReportPageProps = {
  report: ReportSchema;
  api: ReportApi;
  /** The page address's query: filters to start with (and run at once when it has the required ones). */
  query: URLSearchParams;
  /** After a run: the page address's query with the run's filters, for the shell to write back. */
  onGenerated?: (address: (current: URLSearchParams) => URLSearchParams) => void;
  /** The router's link component (gets `to`), for column links. */
  linkComponent?: ElementType;
  /** Today's date (yyyy-mm-dd); the browser's local date by default. */
  today?: () => string;
};

/**
 * A report page drawn from its schema: title, filters with the period choice, Generate (a progress bar
 * and the button disabled while it runs, the server's message as a toast, errors on the page), then the
 * summary, the grid with its totals, and CSV, Excel and Print of what was generated.
 */
export const ReportPage = observer(function ReportPage({ report, api, query, onGenerated, linkComponent, today = todayIso }: ReportPageProps) {
  const { notify, meta } = useEngine();
  const [store] = useState(() => new ReportStore(api, report, query, today));
  const title = reportTitle(report);
  const labels = useLinkLabels(store.fields, store.generatedWith);
  const notes = store.generatedWith ? filterNotes(store.fields, store.generatedWith, labels) : [];

  useEffect(() => {
    void meta.ensureLoaded(); // the record pickers read their target's schema
  }, [meta]);

  const generate = async () => {
    const message = await store.generate();
    if (message === null) return;
    notify(message || `Generated ${report['x-report'].kind} Report Successfully`, 'success');
    const generated = store.generatedWith ?? {};
    onGenerated?.((current) => addressWithFilters(current, store.fields, generated));
  };

  useEffect(() => {
    if (store.generateOnOpen) void generate();
    // Once, when the page opens with the filters in its address.
  }, [store]);

  const result = store.result;
  const fileName = (extension: string) => exportFileName(report['x-report'].name, store.generatedWith ?? {}, extension);
  // Files the server builds from the filters the grid was generated with (x-report.downloads).
  const downloads = (report['x-report'].downloads ?? []).flatMap((download) =>
    api.file
      ? [
          {
            label: download.label,
            fetch: async () => {
              const generated = store.generatedWith ?? {};
              try {
                const text = await api.file!(download.path, generated);
                downloadFile(exportFileName(download.fileName, generated, 'json'), text, JSON_TYPE);
              } catch (error) {
                notify(toApiError(error).message, 'error');
              }
            },
          },
        ]
      : [],
  );

  return (
    <Box component="section" aria-labelledby="report-title" className="report-page">
      <GlobalStyles styles={PRINT_STYLES} />
      <Typography id="report-title" component="h1" variant="h5" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      <Paper variant="outlined" className={NO_PRINT_CLASS} sx={{ p: { xs: 1.5, sm: 2 }, mb: 1.5 }}>
        {/* The record pickers name their records by the target's schema: wait for the schemas. */}
        {meta.loaded || meta.state === 'error' ? (
          <ReportFilterBar store={store} onGenerate={() => void generate()} />
        ) : (
          <Box role="status" aria-label="Loading the filters" sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
            <CircularProgress size={24} />
          </Box>
        )}
      </Paper>
      <Box sx={{ height: 4, mb: 1 }} className={NO_PRINT_CLASS}>
        {store.loading && <LinearProgress aria-label="Generating the report" />}
      </Box>
      {store.state === 'error' && store.error && (
        <Alert
          severity="error"
          className={NO_PRINT_CLASS}
          sx={{ mb: 1.5 }}
          action={
            <Button color="inherit" size="small" onClick={() => void generate()}>
              Try again
            </Button>
          }
        >
          {store.error}
        </Alert>
      )}
      {result ? (
        <Box aria-busy={store.loading}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }}>
            <Typography variant="body2" color="text.secondary" data-testid="report-filters-shown" sx={{ mr: 'auto', minWidth: 0 }}>
              {notes.join(' · ')}
            </Typography>
            <ReportExportButtons title={title} columns={report['x-report'].columns} data={result} notes={notes} fileName={fileName} downloads={downloads} />
          </Box>
          {result.summary && <ReportSummary summary={result.summary} />}
          <ReportGrid columns={report['x-report'].columns} rows={result.rows} totals={result.totals} linkComponent={linkComponent} />
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.75 }} data-testid="report-row-count">
            {result.rows.length === 1 ? '1 row' : `${result.rows.length.toLocaleString('en-IN')} rows`}
          </Typography>
        </Box>
      ) : (
        !store.loading && (
          <Typography color="text.secondary" className={NO_PRINT_CLASS} sx={{ py: 3, textAlign: 'center' }}>
            Choose the filters and press Generate.
          </Typography>
        )
      )}
    </Box>
  );
});

// Printing shows the title, the filters line, the summary and the whole grid: nothing of the app
// around it, no buttons, no sideways scrolling, figures in black.
const PRINT_STYLES = {
  '@media print': {
    [`.${NO_PRINT_CLASS}`]: { display: 'none !important' },
    body: { background: '#fff !important' },
    '.report-page': { fontSize: '10pt' },
    '.report-page .report-grid': { overflow: 'visible !important', border: 'none !important' },
    '.report-page table': { minWidth: '0 !important', width: '100%' },
    '.report-page th, .report-page td': { padding: '2pt 4pt !important', fontSize: '9pt !important', color: '#000 !important' },
    '.report-page a': { color: '#000 !important', textDecoration: 'none !important' },
    '.report-page tr': { breakInside: 'avoid' },
  },
} as const;
