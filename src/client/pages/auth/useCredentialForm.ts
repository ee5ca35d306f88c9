import { useState, type ChangeEvent } from 'react';
import { hasErrors, type CredentialErrors } from '../../../shared/credentials.ts';

type Field = keyof CredentialErrors;

/**
 * Form state for the sign-in and sign-up forms. Rules come from src/shared/credentials.ts (shared with
 * the server); a field's message shows once it has been touched (blurred). Submit is allowed only when
 * the form is valid and has been changed (SPEC section 5).
 */
export function useCredentialForm<F extends Field>(
  fields: readonly F[],
  validate: (values: Record<F, string>) => CredentialErrors,
) {
  const [values, setValues] = useState(() => Object.fromEntries(fields.map((name) => [name, ''])) as Record<F, string>);
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});

  const errors = validate(values);
  const changed = fields.some((name) => values[name] !== '');

  const field = (name: F) => {
    const message = touched[name] ? errors[name] : undefined;
    return {
      name,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        const { value } = event.target;
        setValues((current) => ({ ...current, [name]: value }));
      },
      onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
      error: Boolean(message),
      // A blank helper keeps the line's height, so messages appearing do not make the form jump.
      helperText: message ?? ' ',
    };
  };

  return { values, field, canSubmit: changed && !hasErrors(errors) };
}
