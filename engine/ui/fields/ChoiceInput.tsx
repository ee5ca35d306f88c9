// One value out of a short fixed list, in the browser's own select (quick by keyboard: type the first
// letters). The caller names the choices; the value is the chosen option's own value (string or number).
import type { KeyboardEvent, ReactNode, Ref } from 'react';
import TextField from '@mui/material/TextField';

export type Choice = { value: string | number | boolean; label: string };

export type ChoiceInputProps = {
  id: string;
  name?: string;
  label?: ReactNode;
  value: unknown;
  choices: readonly Choice[];
  /** The choice's value, or null for the empty option. */
  onChange: (value: Choice['value'] | null) => void;
  /** Offer an empty first option with this text ('' for a blank line); undefined: none. */
  emptyLabel?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean | string;
  helperText?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
};

export function ChoiceInput(props: ChoiceInputProps) {
  const { id, value, choices } = props;
  return (
    <TextField
      select
      id={id}
      name={props.name ?? id}
      label={props.label}
      required={props.required}
      disabled={props.disabled}
      size={props.size}
      fullWidth={props.fullWidth}
      value={value === undefined || value === null ? '' : String(value)}
      error={Boolean(props.error)}
      helperText={props.helperText ?? (typeof props.error === 'string' ? props.error : undefined)}
      inputRef={props.inputRef}
      onKeyDown={props.onKeyDown}
      onChange={(event) => {
        const chosen = choices.find((choice) => String(choice.value) === event.target.value);
        props.onChange(chosen ? chosen.value : null);
      }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {props.emptyLabel !== undefined && <option value="">{props.emptyLabel}</option>}
      {choices.map((choice) => (
        <option key={String(choice.value)} value={String(choice.value)}>
          {choice.label}
        </option>
      ))}
    </TextField>
  );
}
