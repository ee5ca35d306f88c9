// A forgotten password, reset through the e-mail on file (the owner's or an employee's login):
//   POST /api/account/forgot-password { Email }    always the same answer, whether or not the e-mail has a
//        login (no way to learn which e-mails do); an active login is mailed a one-hour, one-time link
//        ${PUBLIC_URL}/bahi/reset-password?token=...  Requests are limited so that the call cannot flood
//        a mailbox, and so that nobody else's requests can stop the owner's own (see RESET_* below).
//   POST /api/account/reset-password { Token, NewPassword, ConfirmPassword }   sets the password, spends
//        the login's open tokens, ends every earlier session and clears the e-mail's sign-in waits.
// Without SMTP_URL and PUBLIC_URL both answer 503 with a message the sign-in page shows.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { emailProblem, normaliseEmail } from '../../shared/credentials.ts';
import { ApiError, badRequest } from '../http/errors.ts';
import { textFields } from '../http/fields.ts';
import type { Mailer } from '../mail/mailer.ts';
import { endSessions } from './account-routes.ts';
import { AttemptThrottle, type PacePolicy, type ThrottlePolicy } from './attempt-throttle.ts';
import { clearSignInWaits, knownAddress } from './sign-in-throttle.ts';
import { newPasswordProblems } from './new-password.ts';
import { hashPassword } from './password.ts';
import { resetMail } from './reset-mail.ts';
import { issueResetToken, spendResetToken } from './reset-tokens.ts';
import { tooMany } from './routes.ts';

export type PasswordResetSetup = {
  /** Null when SMTP_URL is not set. */
  mailer: Mailer | null;
  /** PUBLIC_URL: the reset link is built from it, never from the request's Host header (see config.ts). */
  publicUrl: string | null;
};

type ResetDeps = PasswordResetSetup & { db: Kysely<any> };

export const RESET_NOT_SET_UP = 'Password reset by e-mail is not set up on this server; ask the business owner';
export const RESET_MAIL_SENT = 'If this e-mail belongs to a Bahi login, a link to reset its password is on its way. The link works for one hour.';
export const RESET_LINK_INVALID = 'This reset link is not valid or has expired: ask for a new one';

// Counted on every request, found or not (else the waits would tell which e-mails have logins):
// - per address (an office behind one router): twenty a day free, then each request waits 10 minutes,
//   doubling up to 6 hours (429);
// - per (e-mail, address): three a day free, then the same waits. Only the asking address waits: requests
//   for the owner's e-mail from elsewhere never make the owner's own request answer 429;
// - per e-mail from every address, quietly: RESET_MAILS_PER_DAY mails a day at most, so many addresses
//   together cannot flood the mailbox either. Beyond it the answer is the same 200 but no mail goes, except
//   to a request from an address the login signed in from in the last 30 days (sign-in-throttle.ts): there
//   the owner is asking, whoever else floods. Never a 429, which would let anyone refuse the owner.
const RESET_PAIR_POLICY: ThrottlePolicy = { freeTries: 3, firstDelayMs: 10 * 60_000, maxDelayMs: 6 * 3_600_000 };
const RESET_ADDRESS_POLICY: ThrottlePolicy = { freeTries: 20, firstDelayMs: 10 * 60_000, maxDelayMs: 6 * 3_600_000 };
const RESET_MAILS_PER_DAY: PacePolicy = { limit: 5, windowMs: 24 * 3_600_000 };

/** Whether this request may mail the login: within the e-mail's daily quota, or from an address it signs in from. */
async function mayMail(throttle: AttemptThrottle, email: string, address: string): Promise<boolean> {
  if ((await throttle.pace(`reset-mail-any:${email}`, RESET_MAILS_PER_DAY)) === 0) return true;
  return knownAddress(throttle, email, address);
}

export async function passwordResetRoutes(app: FastifyInstance, deps: ResetDeps): Promise<void> {
  const throttle = new AttemptThrottle(deps.db);
  const setUp = () => {
    if (!deps.mailer || !deps.publicUrl) throw new ApiError(503, RESET_NOT_SET_UP);
    return { mailer: deps.mailer, publicUrl: deps.publicUrl };
  };

  app.post('/api/account/forgot-password', async (request) => {
    const { mailer, publicUrl } = setUp();
    const input = textFields(request, ['Email'] as const);
    const problem = emailProblem(input.Email);
    if (problem) throw badRequest(problem, [{ path: '/Email', message: problem }]);
    const email = normaliseEmail(input.Email!);
    const keys = { pair: `reset-mail:${email} from ${request.ip}`, address: `reset-mail-from:${request.ip}` };
    const wait = await throttle.retryAfter([keys.pair, keys.address]);
    if (wait > 0) throw tooMany('password reset requests', wait);
    await throttle.fail([
      { key: keys.pair, policy: RESET_PAIR_POLICY },
      { key: keys.address, policy: RESET_ADDRESS_POLICY },
    ]);
    const mailing = await mayMail(throttle, email, request.ip);

    const account = await deps.db
      .selectFrom('account as a')
      .leftJoin('tenant as t', 't.id', 'a.tenant_id')
      .select(['a.id', 'a.kind', 'a.active', 't.name as business'])
      .where('a.email', '=', email)
      .executeTakeFirst();
    if (account?.active && mailing) {
      const token = await issueResetToken(deps.db, Number(account.id));
      const link = `${publicUrl}/bahi/reset-password?token=${token}`;
      const mail = resetMail({ to: email, kind: account.kind, business: account.business?.trim() || null, link });
      // Sent after answering: waiting for the mail server would make a known e-mail answer slower than an
      // unknown one, and tell them apart. A failure is logged for whoever runs the server.
      void mailer.send(mail).catch((error) => request.log.error({ err: error }, 'The password reset mail could not be sent'));
    }
    return { status: 200, message: RESET_MAIL_SENT };
  });

  app.post('/api/account/reset-password', async (request) => {
    setUp();
    const input = textFields(request, ['Token', 'NewPassword', 'ConfirmPassword'] as const);
    if (!input.Token) throw badRequest(RESET_LINK_INVALID, [{ path: '/Token', message: RESET_LINK_INVALID }]);
    const problems = newPasswordProblems(input);
    if (problems.length > 0) throw badRequest(problems[0].message, problems);
    const passwordHash = await hashPassword(input.NewPassword!);
    const account = await deps.db.transaction().execute(async (trx) => {
      const accountId = await spendResetToken(trx, input.Token!);
      if (accountId === null) return null;
      const found = await trx.selectFrom('account').select(['email', 'kind', 'active']).where('id', '=', accountId).executeTakeFirst();
      // A login switched off since the mail was sent stays off (the token is spent all the same).
      if (!found?.active) return null;
      await endSessions(trx, accountId, { passwordHash, how: 'reset through the e-mail link', address: request.ip });
      return found;
    });
    if (!account) throw badRequest(RESET_LINK_INVALID, [{ path: '/Token', message: RESET_LINK_INVALID }]);
    // The rightful owner is back: waits earned by failed sign-ins (perhaps a guesser's) no longer apply.
    await clearSignInWaits(throttle, account.email);
    return { status: 200, message: 'Your password has been changed: sign in with the new one', Kind: account.kind };
  });
}
