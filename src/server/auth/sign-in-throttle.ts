// Who a failed sign-in (or a wrong current password on the change-password form) makes wait:
// - the (e-mail, address) pair: three free tries, then 1 s, 2 s, 4 s ... up to 15 minutes. Only this pair
//   waits: the owner signing in from any other address is not held back by it.
// - the address alone: a hundred free (an office, or a shop's phones on one router, shares an address),
//   then the same doubling. Many e-mails tried from one address is a guesser, whichever e-mails he tries.
// - never the e-mail alone. Anyone can fail against an e-mail from anywhere, so a wait on the e-mail is a
//   wait anyone can impose on its owner (the old design: one failure each time the wait ended kept the
//   owner out for good). The server cannot tell the owner at a new address from a guesser at one, so a
//   count across addresses may not refuse anybody.
// Guessing one e-mail from many addresses is still slowed, without refusing the owner: the e-mail's
// failures from everywhere are counted, and once they pass ATTACK_THRESHOLD in a day each pair's wait may
// grow to 6 hours instead of 15 minutes, so every guessing address gets about twenty tries at that e-mail
// on the first day and four a day after, instead of about a hundred a day. The owner's pair is unaffected
// at the normal pace: its first three tries are free and its waits start at a second, as ever; only a pair
// that has itself failed fourteen times reaches waits longer than 15 minutes (a password reset clears them).
// A fixed delay on every sign-in of an attacked e-mail was considered and left out: guessers from many
// addresses send in parallel and would not feel it, the owner would.
// A success clears the pair's count and marks the address as one the login signs in from (for 30 days),
// which the password reset trusts with its quiet per-e-mail quota (password-reset.ts).
import type { AttemptThrottle, ThrottlePolicy } from './attempt-throttle.ts';

export const PAIR_POLICY: ThrottlePolicy = { freeTries: 3, firstDelayMs: 1000, maxDelayMs: 15 * 60_000 };
const ATTACKED_PAIR_POLICY: ThrottlePolicy = { ...PAIR_POLICY, maxDelayMs: 6 * 3_600_000 };
export const ADDRESS_POLICY: ThrottlePolicy = { freeTries: 100, firstDelayMs: 1000, maxDelayMs: 15 * 60_000 };
/** Counts and never makes anyone wait. */
const COUNT_ONLY: ThrottlePolicy = { freeTries: Number.MAX_SAFE_INTEGER, firstDelayMs: 0, maxDelayMs: 0 };
/** Failures against one e-mail in a day, from all addresses, past which it is taken as under attack. */
export const ATTACK_THRESHOLD = 30;
const KNOWN_ADDRESS_MS = 30 * 24 * 3_600_000;

export const signInKeys = (email: string, address: string) => ({
  pair: `sign-in:${email} from ${address}`,
  address: `sign-in-from:${address}`,
  email: `sign-in-any:${email}`,
  known: `signed-in:${email} from ${address}`,
});

/** Milliseconds this e-mail must wait at this address before its next try, or 0. */
export function signInWait(throttle: AttemptThrottle, email: string, address: string): Promise<number> {
  const keys = signInKeys(email, address);
  return throttle.retryAfter([keys.pair, keys.address]);
}

export async function signInFailed(throttle: AttemptThrottle, email: string, address: string): Promise<void> {
  const keys = signInKeys(email, address);
  const attacked = (await throttle.failures(keys.email)) >= ATTACK_THRESHOLD;
  await throttle.fail([
    { key: keys.pair, policy: attacked ? ATTACKED_PAIR_POLICY : PAIR_POLICY },
    { key: keys.address, policy: ADDRESS_POLICY },
    { key: keys.email, policy: COUNT_ONLY },
  ]);
}

export async function signInSucceeded(throttle: AttemptThrottle, email: string, address: string): Promise<void> {
  const keys = signInKeys(email, address);
  await throttle.succeed([keys.pair]);
  await throttle.mark(keys.known, Date.now() + KNOWN_ADDRESS_MS);
}

/** Whether the login signed in from this address in the last 30 days. */
export function knownAddress(throttle: AttemptThrottle, email: string, address: string): Promise<boolean> {
  return throttle.marked(signInKeys(email, address).known);
}

/** The rightful owner is back (a password reset): every wait their e-mail earned, from any address, ends. */
export function clearSignInWaits(throttle: AttemptThrottle, email: string): Promise<void> {
  return throttle.succeedAll(`sign-in:${email} from `);
}
