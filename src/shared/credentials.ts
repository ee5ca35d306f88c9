// Sign-in and sign-up rules of the spec (section 5), shared by the browser forms and the server,
// so the same input gets the same message on both sides.

export type CredentialErrors = Partial<Record<'uname' | 'password' | 'confirm_password', string>>;

export const PASSWORD_MIN_LENGTH = 5;
export const PASSWORD_SYMBOLS = '@$!%*?&';

// A pragmatic address check: something@something.tld, no spaces. The server lower-cases before storing.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function normaliseEmail(uname: string): string {
  return uname.trim().toLowerCase();
}

/** Login and employee login: both fields are required, nothing more. */
export function validateLogin(input: { uname?: unknown; password?: unknown }): CredentialErrors {
  const errors: CredentialErrors = {};
  if (!isFilled(input.uname)) errors.uname = 'Email is required';
  if (!isFilled(input.password)) errors.password = 'Password is required';
  return errors;
}

/** Register. `confirm_password` is checked only when the caller passes it (the browser does, the API does not). */
export function validateRegistration(
  input: { uname?: unknown; password?: unknown; confirm_password?: unknown },
  options: { checkConfirmation: boolean } = { checkConfirmation: false },
): CredentialErrors {
  const errors: CredentialErrors = {};
  const emailError = emailProblem(input.uname);
  if (emailError) errors.uname = emailError;

  return { ...errors, ...validateNewPassword(input, options) };
}

/** A new password (sign-up, reset): the password rules, and its confirmation when the caller checks it. */
export function validateNewPassword(
  input: { password?: unknown; confirm_password?: unknown },
  options: { checkConfirmation: boolean } = { checkConfirmation: true },
): CredentialErrors {
  const errors: CredentialErrors = {};
  const passwordError = passwordProblem(input.password);
  if (passwordError) errors.password = passwordError;

  if (options.checkConfirmation) {
    if (!isFilled(input.confirm_password)) errors.confirm_password = 'Confirm Password is required';
    else if (input.confirm_password !== input.password) errors.confirm_password = 'Passwords must match';
  }
  return errors;
}

/** What is wrong with an e-mail address typed in, or null. */
export function emailProblem(email: unknown): string | null {
  if (!isFilled(email)) return 'Email is required';
  if (!EMAIL.test(String(email).trim())) return 'Email must be a valid email address';
  return null;
}

/** The first rule a password breaks, in the order the spec lists them, or null. */
export function passwordProblem(password: unknown): string | null {
  if (!isFilled(password)) return 'Password is required';
  const value = String(password);
  if (value.length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (!/[A-Za-z]/.test(value)) return 'Password must contain at least one letter';
  if (!/[0-9]/.test(value)) return 'Password must contain at least one number';
  if (![...PASSWORD_SYMBOLS].some((symbol) => value.includes(symbol))) {
    return `must contain at least one symbol among ${PASSWORD_SYMBOLS}`;
  }
  return null;
}

export function hasErrors(errors: CredentialErrors): boolean {
  return Object.keys(errors).length > 0;
}

function isFilled(value: unknown): boolean {
  return typeof value === 'string' && value.trim().length > 0;
}
