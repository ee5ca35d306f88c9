// Small HTTP helpers for API tests: JSON and multipart calls that return status and parsed body.
export type Reply = { status: number; body: any; headers: Headers };

async function reply(response: Response): Promise<Reply> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON: keep the text */
  }
  return { status: response.status, body, headers: response.headers };
}

export async function getJson(url: string, headers: Record<string, string> = {}): Promise<Reply> {
  return reply(await fetch(url, { headers }));
}

export async function sendJson(method: string, url: string, data: unknown, headers: Record<string, string> = {}): Promise<Reply> {
  return reply(await fetch(url, { method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(data) }));
}

export async function sendRaw(method: string, url: string, body: string, contentType: string): Promise<Reply> {
  return reply(await fetch(url, { method, headers: { 'content-type': contentType }, body }));
}

export async function postForm(url: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Reply> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return reply(await fetch(url, { method: 'POST', body: form, headers }));
}

let counter = 0;
/** A unique, valid e-mail for one test. */
export function uniqueEmail(label = 'owner'): string {
  counter += 1;
  return `${label}.${process.pid}.${Date.now().toString(36)}.${counter}@example.com`;
}

export const GOOD_PASSWORD = 'Bahi@2026';

/** Registers and signs in a master; returns the token and user id. */
export async function registerAndLogin(origin: string, email = uniqueEmail()): Promise<{ email: string; token: string; userid: number }> {
  const registered = await postForm(`${origin}/api/super/register`, { uname: email, password: GOOD_PASSWORD });
  if (registered.status !== 200) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  const login = await sendJson('POST', `${origin}/api/super/superUserLogin`, { uname: email, password: GOOD_PASSWORD });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return { email, token: login.body.tokenDetails.idToken, userid: login.body.tokenDetails.userid };
}
