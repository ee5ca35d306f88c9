// An exact amount outside a schema form: the engine's AmountInput (at most two decimals, Indian
// grouping when not being edited, never negative), with its error under it.
import { AmountInput } from '../../../engine/ui/fields/AmountInput.tsx';

/** Read out, not shown: a field whose column heading says what it is. */
const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

export type MoneyInputProps = { id: string; label: string; value: number | null | undefined; onChange: (value: number | null) => void; required?: boolean; error?: string; hideLabel?: boolean };

export function MoneyInput({ id, label, value, onChange, required, error, hideLabel }: MoneyInputProps) {
  return (
    <div>
      {hideLabel && (
        <label htmlFor={id} style={VISUALLY_HIDDEN}>
          {label}
        </label>
      )}
      <AmountInput id={id} label={hideLabel ? undefined : label} value={value ?? undefined} required={required} error={error} size="small" fullWidth onChange={onChange} />
    </div>
  );
}
