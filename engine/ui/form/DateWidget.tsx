import TextField from '@mui/material/TextField';
import { ariaDescribedByIds, labelValue, type WidgetProps } from '@rjsf/utils';
import { formatDate } from '../format.ts';

/** A date as yyyy-mm-dd through the browser's native date input (no extra library). */
export function DateWidget(props: WidgetProps) {
  const { id, htmlName, value, onChange, onBlur, onFocus, options, label, hideLabel, required } = props;
  const { disabled, readonly, rawErrors = [], autofocus } = props;
  return (
    <TextField
      id={id}
      name={htmlName || id}
      type="date"
      label={labelValue(label || undefined, hideLabel, undefined)}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      error={rawErrors.length > 0}
      value={formatDate(value)}
      onChange={(event) => onChange(event.target.value === '' ? options.emptyValue : event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-describedby': ariaDescribedByIds(id) } }}
    />
  );
}
