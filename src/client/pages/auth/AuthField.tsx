import { useId, type ChangeEvent, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export interface AuthFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
  error: boolean;
  helperText: ReactNode;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  endAdornment?: ReactNode;
}

/**
 * An outlined text box with label and message. Built from the parts TextField uses, because
 * TextField also imports Select (and with it Menu, Popover and Modal), which the sign-in pages,
 * the first thing anyone downloads, never need.
 */
export function AuthField({ name, label, helperText, error, endAdornment, ...input }: AuthFieldProps) {
  const id = useId();
  return (
    <FormControl variant="outlined" fullWidth error={error}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        name={name}
        label={label}
        endAdornment={endAdornment}
        aria-describedby={`${id}-message`}
      />
      <FormHelperText id={`${id}-message`}>{helperText}</FormHelperText>
    </FormControl>
  );
}
