import { useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import TextField from '@mui/material/TextField';
import { ariaDescribedByIds, labelValue, type WidgetProps } from '@rjsf/utils';
import { formatIndian } from '../format.ts';

/**
 * An amount: accepts at most `scale` decimals (x-scale; 2 for money), shows Indian grouping
 * (1,00,000.00) when not being edited, right-aligned. The value is a JSON number. Options `size: 'small'`
 * and `fullWidth` suit it to pages outside a form.
 */
export function MoneyWidget(props: WidgetProps) {
  const { id, htmlName, value, onChange, onBlur, onFocus, options, schema, label, hideLabel, required } = props;
  const { disabled, readonly, rawErrors = [], autofocus, placeholder } = props;
  const scale = typeof options.scale === 'number' ? options.scale : typeof schema['x-scale'] === 'number' ? schema['x-scale'] : 2;
  const allowNegative = !(typeof schema.minimum === 'number' && schema.minimum >= 0);
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLInputElement | null>(null);

  // Entering the field swaps the grouped amount for the plain number, which drops any selection and
  // leaves the caret at the end, so what is typed would be appended ("10.5" + "11.25" is refused).
  // Select the number instead, as tabbing into any other field does: typing replaces the amount.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (editing && input && input === input.ownerDocument.activeElement) input.select();
  }, [editing]);

  const accepted = scale > 0 ? new RegExp(`^${allowNegative ? '-?' : ''}\\d*(\\.\\d{0,${scale}})?$`) : allowNegative ? /^-?\d*$/ : /^\d*$/;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value.replace(/[,\s]/g, '');
    if (!accepted.test(raw)) return; // refuse the keystroke: too many decimals or not a number
    setText(raw);
    const number = raw === '' || raw === '-' || raw === '.' || raw === '-.' ? undefined : Number(raw);
    onChange(number === undefined || Number.isNaN(number) ? options.emptyValue : number);
  };

  const shown = editing ? text : formatIndian(value, scale);
  return (
    <TextField
      id={id}
      name={htmlName || id}
      label={labelValue(label || undefined, hideLabel, undefined)}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      placeholder={placeholder}
      error={rawErrors.length > 0}
      value={shown}
      size={options.size === 'small' ? 'small' : undefined}
      fullWidth={options.fullWidth === true}
      inputRef={inputRef}
      onChange={handleChange}
      onFocus={() => {
        setText(plain(value));
        setEditing(true);
        onFocus(id, value);
      }}
      onBlur={() => {
        setEditing(false);
        onBlur(id, value);
      }}
      slotProps={{ htmlInput: { inputMode: 'decimal', style: { textAlign: 'right' }, 'aria-describedby': ariaDescribedByIds(id) } }}
    />
  );
}

function plain(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value : '';
}
