// A voucher side's ledger: a type-ahead over the choices the server gave for vouchers (loaded once
// per form), grouped as parties, cash and bank, and other ledgers, with each ledger's group beside it.
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { LedgerChoice } from './voucherApi.ts';

const GROUP_TITLES: Record<LedgerChoice['Role'], string> = { party: 'Parties', cashbank: 'Cash and bank', other: 'Other ledgers' };

export type LedgerPickerProps = {
  id: string;
  label: string;
  choices: LedgerChoice[];
  value: unknown;
  onChange: (id: number | null) => void;
  error?: string;
  helperText?: string;
  autoFocus?: boolean;
  /** In a grid whose header names the column: no visible label, the label read out instead. */
  hideLabel?: boolean;
};

export function LedgerPicker({ id, label, choices, value, onChange, error, helperText, autoFocus, hideLabel }: LedgerPickerProps) {
  const chosen = choices.find((choice) => choice.Id === value) ?? null;
  return (
    <Autocomplete<LedgerChoice, false, false, false>
      id={id}
      options={choices}
      value={chosen}
      onChange={(_event, next) => onChange(next?.Id ?? null)}
      groupBy={(choice) => GROUP_TITLES[choice.Role]}
      getOptionLabel={(choice) => choice.LedgerName}
      getOptionKey={(choice) => String(choice.Id)}
      isOptionEqualToValue={(option, other) => option.Id === other.Id}
      autoHighlight
      handleHomeEndKeys
      noOptionsText="No such ledger"
      renderOption={(props, choice) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <Box component="li" key={key} {...rest} sx={{ display: 'block !important' }}>
            <Box>{choice.LedgerName}</Box>
            <Box sx={{ fontSize: 12, color: 'text.secondary' }}>{[choice.PartyType, choice.GroupName].filter(Boolean).join(' · ')}</Box>
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={hideLabel ? undefined : label}
          required={!hideLabel}
          size="small"
          autoFocus={autoFocus}
          error={Boolean(error)}
          helperText={error ?? helperText}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, ...(hideLabel ? { 'aria-label': label } : {}) } }}
        />
      )}
    />
  );
}
