// An exact amount outside an RJSF form: the engine's MoneyWidget (at most two decimals, Indian
// grouping when not being edited) given the few widget props it reads.
import FormHelperText from '@mui/material/FormHelperText';
import type { WidgetProps } from '@rjsf/utils';
import { MoneyWidget } from '../../../engine/ui/form/MoneyWidget.tsx';

/** Read out, not shown: a field whose column heading says what it is. */
const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

const NOT_NEGATIVE = { type: 'number', minimum: 0, 'x-scale': 2 } as const;

export type MoneyInputProps = { id: string; label: string; value: number | null | undefined; onChange: (value: number | null) => void; required?: boolean; error?: string; hideLabel?: boolean };

export function MoneyInput({ id, label, value, onChange, required, error, hideLabel }: MoneyInputProps) {
  const props = {
    id,
    name: id,
    label,
    hideLabel,
    value: value ?? undefined,
    required,
    schema: NOT_NEGATIVE,
    options: { emptyValue: null, size: 'small', fullWidth: true },
    rawErrors: error ? [error] : [],
    onChange: (next: number | null | undefined) => onChange(typeof next === 'number' ? next : null),
    onBlur: () => undefined,
    onFocus: () => undefined,
  } as unknown as WidgetProps;
  return (
    <div>
      {hideLabel && (
        <label htmlFor={id} style={VISUALLY_HIDDEN}>
          {label}
        </label>
      )}
      <MoneyWidget {...props} />
      {error && <FormHelperText error>{error}</FormHelperText>}
    </div>
  );
}
