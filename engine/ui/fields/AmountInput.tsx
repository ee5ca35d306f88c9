// An exact amount or quantity: Indian grouping (1,00,000.00) when not being edited, the plain number
// selected when entered, at most `scale` decimals accepted. The value is a JSON number or null.
import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { flushSync } from 'react-dom';
import { formatIndian } from '../format.ts';
import { frameOf, type FieldFrameProps } from './field-frame.ts';

export type AmountInputProps = FieldFrameProps & {
  value: unknown;
  onChange: (value: number | null) => void;
  /** Decimals accepted (x-scale): 2 for money, 3 for quantities, 0 for whole numbers. */
  scale?: number;
  allowNegative?: boolean;
  /** Money keeps its decimals when shown (1,250.00); otherwise a whole number drops them (1,250). */
  fixedDecimals?: boolean;
  onFocus?: () => void;
  onBlur?: () => void;
  ariaDescribedBy?: string;
};

/** Right-aligned, grouped the Indian way when at rest; typing refuses a second sign or an extra decimal. */
export function AmountInput(props: AmountInputProps) {
  const { id, value, scale = 2, allowNegative = false, fixedDecimals = true } = props;
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const sign = allowNegative ? '-?' : '';
  const accepted = new RegExp(scale > 0 ? `^${sign}\\d*(\\.\\d{0,${scale}})?$` : `^${sign}\\d*$`);
  const grouped = formatIndian(value, scale);
  const shown = editing ? text : fixedDecimals ? grouped : grouped.replace(/\.0+$/, '');
  const error = Boolean(props.error);
  return (
    <TextField
      {...frameOf(props)}
      value={shown}
      onFocus={(event) => {
        // Show the plain number and select it at once, so the first key typed replaces it.
        flushSync(() => {
          setText(plain(value));
          setEditing(true);
        });
        (event.target as HTMLInputElement).select();
        props.onFocus?.();
      }}
      onBlur={() => {
        setEditing(false);
        props.onBlur?.();
      }}
      onChange={(event) => {
        const raw = event.target.value.replace(/[,\s]/g, '');
        if (!accepted.test(raw)) return; // refuse the keystroke: too many decimals or not a number
        setText(raw);
        props.onChange(raw === '' || raw === '-' || raw === '.' || raw === '-.' ? null : Number(raw));
      }}
      slotProps={{
        htmlInput: { inputMode: 'decimal', style: { textAlign: 'right' }, ...(props.ariaDescribedBy ? { 'aria-describedby': props.ariaDescribedBy } : {}) },
        inputLabel: { shrink: props.placeholder ? true : undefined },
      }}
    />
  );
}

function plain(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value : '';
}
