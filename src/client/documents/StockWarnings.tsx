// Under the billing grid: the lines asking for more than is in stock (StockWatch), so the warning shows on
// a phone too, where the grid keeps only a few columns. Saving is not stopped: the server warns or refuses.
import Alert from '@mui/material/Alert';
import { observer } from 'mobx-react-lite';
import type { StockWatch } from './StockWatch.ts';

export const StockWarnings = observer(function StockWarnings({ watch }: { watch: StockWatch }) {
  if (watch.shortages.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mt: 1, py: 0 }} data-testid="stock-warnings" aria-label="Beyond stock">
      {watch.shortages.map((shortage) => (
        <div key={shortage.text}>
          {shortage.lines.length > 1 ? 'Lines' : 'Line'} {shortage.lines.join(', ')}: beyond stock, {shortage.text}
        </div>
      ))}
    </Alert>
  );
});
