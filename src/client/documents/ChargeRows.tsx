// The charges on a document from the extra charges master (freight, packing ...): pick a charge, type its
// amount or keep the master's default, and see the GST it carries at its own rate. The figures are the
// billing math's, worked out live with the rest of the bill.
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { observer } from 'mobx-react-lite';
import { formatIndian } from '../../../engine/ui/format.ts';
import type { DocumentStore } from './DocumentStore.ts';
import { AmountField } from './HeaderFields.tsx';

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

export const ChargeRows = observer(function ChargeRows({ store }: { store: DocumentStore }) {
  const field = store.kind.chargeLinesField;
  if (!field || store.chargeMasters.length === 0) return null;
  const masterOf = (id: number) => store.chargeMasters.find((master) => master.Id === id);
  return (
    <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 1 }} role="group" aria-label="Charges">
      {store.charges.map((row, index) => {
        const master = masterOf(row.ChargeId);
        const figures = store.chargeFigures[index] ?? {};
        const name = String(master?.ChargeName ?? 'Charge');
        const tax = num(figures.TotTax);
        return (
          <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }} data-testid={`charge-${index}`}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <AmountField
                store={store}
                name={`${field}-${index}`}
                label={master?.SACCode ? `${name} (SAC ${String(master.SACCode)})` : name}
                value={row.Amount}
                placeholder={formatIndian(num(figures.Amount), 2)}
                onValue={(value) => store.setCharge(index, { Amount: value })}
              />
              <Typography variant="caption" color="text.secondary" data-testid={`charge-${index}-tax`}>
                {tax !== 0 ? `+ GST ${formatIndian(num(figures.TaxRate), 2).replace(/\.00$/, '')}% ${formatIndian(tax, 2)}` : 'No GST'}
              </Typography>
            </Box>
            <IconButton aria-label={`Remove ${name}`} size="small" onClick={() => store.removeCharge(index)} sx={{ mt: 0.5 }}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
        );
      })}
      <TextField
        select
        size="small"
        fullWidth
        id={`field-${field}-add`}
        label="Add charge"
        value=""
        onChange={(event) => store.addCharge(Number(event.target.value))}
      >
        {store.chargeMasters.map((master) => (
          <MenuItem key={String(master.Id)} value={String(master.Id)}>
            {String(master.ChargeName)}
            {master.IsTaxable === true ? ` (GST ${String(master.TaxRate)}%)` : ''}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
});
