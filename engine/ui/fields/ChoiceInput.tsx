// One value out of a short fixed list, in the browser's own select (quick by keyboard: type the first
// letters). The caller names the choices; the value is the chosen option's own value (string or number).
import TextField from '@mui/material/TextField';
import { frameOf, type FieldFrameProps } from './field-frame.ts';

export type Choice = { value: string | number | boolean; label: string };

export type ChoiceInputProps = Omit<FieldFrameProps, 'placeholder' | 'autoFocus'> & {
  value: unknown;
  choices: readonly Choice[];
  /** The choice's value, or null for the empty option. */
  onChange: (value: Choice['value'] | null) => void;
  /** Offer an empty first option with this text ('' for a blank line); undefined: none. */
  emptyLabel?: string;
};

export function ChoiceInput(props: ChoiceInputProps) {
  const { value, choices } = props;
  return (
    <TextField
      select
      {...frameOf(props)}
      value={value === undefined || value === null ? '' : String(value)}
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
