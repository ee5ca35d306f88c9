// A seeded business signed in on a server (its token is good on every server of the same data), and the
// requests the many-businesses benchmark makes of it: each must answer 200, else it is an error.
import type { BillingTenant } from '../support/billing-setup.ts';
import { GOOD_PASSWORD, sendJson } from '../support/http.ts';
import type { RunningServer } from '../support/server.ts';
import type { SeededBusiness } from './seed-businesses.ts';

/** A business signed in on a server: salesBill's tenant, with the business's e-mail. */
export type Target = BillingTenant & { origin: string };

export async function signIn(server: Pick<RunningServer, 'origin'>, business: SeededBusiness): Promise<Target> {
  const login = await sendJson('POST', `${server.origin}/api/super/superUserLogin`, { uname: business.email, password: GOOD_PASSWORD });
  if (login.status !== 200) throw new Error(`sign-in of ${business.email} answered ${login.status}: ${JSON.stringify(login.body)}`);
  const token = login.body.tokenDetails.idToken;
  return { ...business, token, origin: server.origin, api: (p) => `${server.origin}/api/${p}${p.includes('?') ? '&' : '?'}auth=${token}` };
}

/** Asks and reads the whole answer; anything but 200 is an error naming the request. */
export async function ask(url: string, init?: RequestInit): Promise<void> {
  const response = await fetch(url, init);
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${init?.method ?? 'GET'} ${url.replace(/auth=[^&]+/, 'auth=…')} answered ${response.status}: ${text.slice(0, 300)}`);
}

export const post = (url: string, body: unknown) => ask(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
