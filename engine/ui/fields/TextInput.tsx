// A line (or, multiline, a few lines) of text with a length limit.
import TextField from '@mui/material/TextField';
import { frameOf, type FieldFrameProps } from './field-frame.ts';

export type TextInputProps = FieldFrameProps & {
  value: unknown;
  onChange: (value: string) => void;
  maxLength?: number;
  multiline?: boolean;
};

export function TextInput(props: TextInputProps) {
  const { value, multiline } = props;
  return (
    <TextField
      {...frameOf(props)}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      value={typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value)}
      onChange={(event) => props.onChange(event.target.value)}
      slotProps={{ htmlInput: { maxLength: props.maxLength } }}
    />
  );
}
