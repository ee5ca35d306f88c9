// The business figures under the welcome panel: a firm choice (with two or more firms), the tiles in a
// grid of one to four columns by width, and the year's sales against purchases. Shows a spinner while
// loading, an error with Retry on failure, and nothing at all to a user not granted the dashboard.
import { lazy, Suspense, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { DateInput } from '../../../engine/ui/fields/DateInput.tsx';
import { PageSpinner } from '../routing/PageSpinner.tsx';
import { dashboardSource } from './dashboardApi.ts';
import { DashboardStore } from './DashboardStore.ts';
import { DashboardTile } from './DashboardTile.tsx';
import { dashboardTiles } from './tiles.ts';

const SalesPurchaseChart = lazy(() => import('./SalesPurchaseChart.tsx'));

const ALL_FIRMS = 'all';

const FirmChoice = observer(function FirmChoice({ store }: { store: DashboardStore }) {
  if (store.firms.length < 2) return null;
  return (
    <TextField
      select
      size="small"
      label="Firm"
      value={store.firmId === null ? ALL_FIRMS : String(store.firmId)}
      onChange={(event) => store.selectFirm(event.target.value === ALL_FIRMS ? null : Number(event.target.value))}
      sx={{ minWidth: 220, maxWidth: '100%' }}
    >
      <MenuItem value={ALL_FIRMS}>All firms</MenuItem>
      {store.firms.map((firm) => (
        <MenuItem key={firm.Id} value={String(firm.Id)}>
          {firm.FirmName}
        </MenuItem>
      ))}
    </TextField>
  );
});

/** The day the figures are for: today by default, any earlier or later day to look back or ahead. */
const DateChoice = observer(function DateChoice({ store, shown }: { store: DashboardStore; shown: string }) {
  return (
    <DateInput id="dashboard-date" size="small" label="As on" value={store.date ?? shown} onChange={(date) => date && store.selectDate(date)} sx={{ width: 180 }} />
  );
});

export const DashboardFigures = observer(function DashboardFigures() {
  const [store] = useState(() => new DashboardStore(dashboardSource));
  useEffect(() => {
    void store.load();
  }, [store]);

  if (store.state === 'forbidden') return null;
  if (store.state === 'error') {
    return (
      <Alert severity="error" action={<Button onClick={() => void store.load()}>Retry</Button>}>
        <AlertTitle>The figures could not be loaded</AlertTitle>
        {store.error}
      </Alert>
    );
  }
  const { data } = store;
  if (!data) return <PageSpinner />;
  return (
    <Box component="section" aria-labelledby="figures-title" sx={{ display: 'grid', gap: 2 }} aria-busy={store.state === 'loading'}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id="figures-title" variant="h6" component="h2" sx={{ fontWeight: 600 }}>
          Figures
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <DateChoice store={store} shown={data.Date} />
          <FirmChoice store={store} />
        </Box>
      </Box>
      {/* Kept in place while a new firm's figures load, so the tiles do not jump. */}
      <LinearProgress aria-label="Loading figures" sx={{ visibility: store.state === 'loading' ? 'visible' : 'hidden' }} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' } }}>
        {dashboardTiles(data).map((tile) => (
          <DashboardTile key={tile.key} tile={tile} />
        ))}
      </Box>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Sales and purchases by month, {data.YearStart.slice(0, 4)}-{data.YearEnd.slice(2, 4)}
        </Typography>
        {data.Monthly.some((month) => month.Sales !== 0 || month.Purchases !== 0) ? (
          <Suspense fallback={<Skeleton variant="rounded" height={300} />}>
            <SalesPurchaseChart monthly={data.Monthly} />
          </Suspense>
        ) : (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            No sales or purchases yet this financial year.
          </Typography>
        )}
      </Paper>
    </Box>
  );
});
