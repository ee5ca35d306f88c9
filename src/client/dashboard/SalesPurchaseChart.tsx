// Sales against purchases, month by month through the financial year, net of returns. Loaded on its
// own (React.lazy) so the charting library stays out of the dashboard's first download.
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import type { DashboardData } from '../../shared/dashboard-wire.ts';
import { monthLabel, shortRupees } from './chartFormat.ts';
import { money } from './tiles.ts';

export default function SalesPurchaseChart({ monthly }: { monthly: DashboardData['Monthly'] }) {
  const tooltip = (value: number | null) => (value === null ? '' : money(value));
  return (
    <Box data-chart="sales-purchases" sx={{ width: '100%', height: 300 }}>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: monthly.map((row) => monthLabel(row.Month)) }]}
        yAxis={[{ valueFormatter: (value: number) => shortRupees(value), width: 56 }]}
        series={[
          { data: monthly.map((row) => row.Sales), label: 'Sales', valueFormatter: tooltip },
          { data: monthly.map((row) => row.Purchases), label: 'Purchases', valueFormatter: tooltip },
        ]}
        margin={{ left: 8, right: 8 }}
      />
    </Box>
  );
}
