// What every plain input shares: its name, label, state and keyboard hooks, and how they become the
// props of the text field that draws it. One place, so the inputs differ only in what they hold.
import type { KeyboardEvent, ReactNode, Ref } from 'react';

export type FieldFrameProps = {
  id: string;
  name?: string;
  label?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** true, or the message to show under the field. */
  error?: boolean | string;
  helperText?: ReactNode;
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  autoFocus?: boolean;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
};

/** The text field's props for the frame; an error given as text is shown under the field unless helperText says otherwise. */
export function frameOf(props: FieldFrameProps) {
  return {
    id: props.id,
    name: props.name ?? props.id,
    label: props.label,
    required: props.required,
    disabled: props.disabled,
    autoFocus: props.autoFocus,
    placeholder: props.placeholder,
    size: props.size,
    fullWidth: props.fullWidth,
    error: Boolean(props.error),
    helperText: props.helperText ?? (typeof props.error === 'string' ? props.error : undefined),
    inputRef: props.inputRef,
    onKeyDown: props.onKeyDown,
  };
}
