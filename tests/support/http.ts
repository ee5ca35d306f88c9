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

/** A multipart form with text fields and one file part. */
export async function postFile(url: string, fields: Record<string, string>, file: { field: string; name: string; content: string; type?: string }): Promise<Reply> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(file.field, new Blob([file.content], { type: file.type ?? 'application/json' }), file.name);
  return reply(await fetch(url, { method: 'POST', body: form }));
}

let counter = 0;
/** A unique, valid e-mail for one test. */
export function uniqueEmail(label = 'owner'): string {
  counter += 1;
  return `${label}.${process.pid}.${Date.now().toString(36)}.${counter}@example.com`;
}

/** A random private address for a client behind a trusted proxy (X-Forwarded-For), unlikely to repeat across test files. */
export function uniqueAddress(): string {
  const [a, b, c] = crypto.getRandomValues(new Uint8Array(3));
  return `10.${a}.${b}.${c}`;
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

/**
 * Announces a body the server will refuse for its size and returns the answer. The server refuses on the
 * declared length, before reading: sending the body while it answers and closes breaks the upload (EPIPE)
 * and can lose the answer, so the body goes out only if no answer has come after a second.
 */
export async function sendOversized(url: string, body: string, contentType: string): Promise<Reply> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    let answered = false;
    const outgoing = request(url, { method: 'POST', headers: { 'content-type': contentType, 'content-length': Buffer.byteLength(body) } }, (incoming) => {
      answered = true;
      let text = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk) => (text += chunk));
      incoming.on('end', () => {
        let parsed: unknown = text;
        try {
          parsed = JSON.parse(text);
        } catch {
          /* not JSON: keep the text */
        }
        outgoing.destroy();
        resolve({ status: incoming.statusCode ?? 0, body: parsed, headers: new Headers() });
      });
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (!answered && error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    outgoing.flushHeaders();
    setTimeout(() => answered || outgoing.end(body), 1000);
  });
}
