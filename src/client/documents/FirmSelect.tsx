// The firm a document or voucher belongs to: a native select of the tenant's firms (chosen once; a
// saved record keeps its firm, as its number belongs to the firm).
import type { KeyboardEvent, Ref } from 'react';
import TextField from '@mui/material/TextField';
import type { Row } from '../../../engine/ui/api.ts';

export type FirmSelectProps = {
  id: string;
  label: string;
  firms: Row[];
  value: unknown;
  onChange: (firmId: number | null) => void;
  error?: string;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
};

export function FirmSelect({ id, label, firms, value, onChange, error, disabled, inputRef, onKeyDown }: FirmSelectProps) {
  return (
    <TextField
      select
      size="small"
      fullWidth
      id={id}
      label={label}
      required
      value={value === undefined || value === null ? '' : String(value)}
      error={Boolean(error)}
      helperText={error ?? (firms.length === 0 ? 'Add a firm first (Masters › Firm)' : undefined)}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      disabled={disabled}
      inputRef={inputRef}
      onKeyDown={onKeyDown}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {firms.length !== 1 && <option value="" />}
      {firms.map((firm) => (
        <option key={String(firm.Id)} value={String(firm.Id)}>
          {String(firm.FirmName)}
        </option>
      ))}
    </TextField>
  );
}
