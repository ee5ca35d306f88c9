import { useEffect, type ElementType } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { reportTitle, type ReportMetaStore } from './ReportMetaStore.ts';

export type ReportIndexProps = {
  store: ReportMetaStore;
  title?: string;
  /** The router's link component (gets `to`); a plain <a href> when none is given. */
  linkComponent?: ElementType;
};

/** Every report the user may open, under its group's heading, each a link to its page (/{name}). */
export const ReportIndex = observer(function ReportIndex({ store, title = 'Reports', linkComponent }: ReportIndexProps) {
  useEffect(() => {
    void store.ensureLoaded();
  }, [store]);
  return (
    <Box component="section" aria-labelledby="reports-title">
      <Typography id="reports-title" component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      {store.state === 'error' ? (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void store.reload()}>Retry</Button>}>
          {store.error}
        </Alert>
      ) : !store.loaded ? (
        <Box role="status" aria-label="Loading" sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress size={32} />
        </Box>
      ) : store.groups.length === 0 ? (
        <Alert severity="info">No reports are available to you.</Alert>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 2, alignItems: 'start' }}>
          {store.groups.map(({ group, reports }) => (
            <Paper key={group} variant="outlined" component="nav" aria-label={group} sx={{ p: 2 }}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
                {group}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
                {reports.map((report) => {
                  const to = `/${report['x-report'].name}`;
                  return (
                    <li key={report['x-report'].name}>
                      {linkComponent ? (
                        <Link component={linkComponent} to={to} underline="hover">
                          {reportTitle(report)}
                        </Link>
                      ) : (
                        <Link href={to} underline="hover">
                          {reportTitle(report)}
                        </Link>
                      )}
                    </li>
                  );
                })}
              </Box>
            </Paper>
          ))}
        </Box>
      )}
    </Box>
  );
});
