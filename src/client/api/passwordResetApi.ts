import { api } from './http.ts';

// Password reset by e-mail (src/server/auth/password-reset.ts): ask for a link, then use it.

export type ResetAnswer = { status: number; message: string; Kind?: 'master' | 'employee' };

export const passwordResetApi = {
  /** Always the same neutral answer for any e-mail; 503 when the server has no mail set up. */
  askForLink: (Email: string) => api.post('account/forgot-password', { json: { Email } }).json<ResetAnswer>(),

  setPassword: (Token: string, NewPassword: string, ConfirmPassword: string) =>
    api.post('account/reset-password', { json: { Token, NewPassword, ConfirmPassword } }).json<ResetAnswer>(),
};
