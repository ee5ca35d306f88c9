import { PASSWORD_MIN_LENGTH, PASSWORD_SYMBOLS } from '../../../shared/credentials.ts';

/** Shown under a new password box until the password breaks a rule (sign-up, reset). */
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters, with a letter, a number and one of ${PASSWORD_SYMBOLS}`;
