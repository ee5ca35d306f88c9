// A line (or, multiline, a few lines) of text with a length limit.
import type { KeyboardEvent, ReactNode, Ref } from 'react';
import TextField from '@mui/material/TextField';

export type TextInputProps = {
  id: string;
  name?: string;
  label?: ReactNode;
  value: unknown;
  onChange: (value: string) => void;
  maxLength?: number;
  multiline?: boolean;
  required?: boolean;
  disabled?: boolean;
  error?: boolean | string;
  helperText?: ReactNode;
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  autoFocus?: boolean;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
};

export function TextInput(props: TextInputProps) {
  const { id, value, multiline } = props;
  return (
    <TextField
      id={id}
      name={props.name ?? id}
      label={props.label}
      required={props.required}
      disabled={props.disabled}
      autoFocus={props.autoFocus}
      placeholder={props.placeholder}
      size={props.size}
      fullWidth={props.fullWidth}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      value={typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value)}
      error={Boolean(props.error)}
      helperText={props.helperText ?? (typeof props.error === 'string' ? props.error : undefined)}
      inputRef={props.inputRef}
      onKeyDown={props.onKeyDown}
      onChange={(event) => props.onChange(event.target.value)}
      slotProps={{ htmlInput: { maxLength: props.maxLength } }}
    />
  );
}
