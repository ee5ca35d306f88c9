// The checks every form that sets a new password makes (change on the profile page, reset by mail): the
// sign-up rules of SPEC section 5 and a matching confirmation, as field errors.
import { passwordProblem } from '../../shared/credentials.ts';
import type { FieldError } from '../http/errors.ts';

export function newPasswordProblems(input: { NewPassword?: string; ConfirmPassword?: string }): FieldError[] {
  const problems: FieldError[] = [];
  const weak = passwordProblem(input.NewPassword);
  if (weak) problems.push({ path: '/NewPassword', message: weak.startsWith('Password') ? weak : `Password ${weak}` });
  if (input.ConfirmPassword !== input.NewPassword) problems.push({ path: '/ConfirmPassword', message: 'Passwords must match' });
  return problems;
}
