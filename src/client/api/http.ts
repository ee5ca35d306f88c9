import ky, { type KyInstance, type Options } from 'ky';

// Two clients over the same /api prefix (SPEC section 7): standard calls carry the id token as the
// `auth` query parameter; multipart calls (and the employee login-data call) carry it as a Bearer header.

type TokenSource = () => string | null;
type UnauthorizedHandler = (message: string | null) => void;

let tokenSource: TokenSource = () => null;
let onUnauthorized: UnauthorizedHandler = () => {};
let onForbidden: () => void = () => {};

/** The session store tells the clients where the current id token lives. */
export function setTokenSource(source: TokenSource): void {
  tokenSource = source;
}

/** Called when a call made with a token answers 401: the token has expired or is not valid. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

/**
 * Called when a call made with a token answers 403: the user's grant may have changed since the menu
 * was read (an employee's page taken away), so the menu is worth reading again.
 */
export function setForbiddenHandler(handler: () => void): void {
  onForbidden = handler;
}

const base = ky.create({
  prefix: '/api',
  // Same origin as the page; stated explicitly so non-browser fetches (tests) resolve the same way.
  baseUrl: globalThis.location?.origin,
  // Failed writes must not be replayed behind the user's back; the UI reports and lets them retry. (A
  // create is the exception: it carries an Idempotency-Key, so engine/ui/api.ts lets it retry itself.)
  retry: 0,
  timeout: 30_000,
  hooks: {
    afterResponse: [
      async ({ request, response }) => {
        if (response.status === 403 && carriesToken(request)) onForbidden();
        if (response.status !== 401 || !carriesToken(request)) return;
        const body: unknown = await response.clone().json().catch(() => null);
        onUnauthorized(messageOf(body));
      },
    ],
  },
});

/**
 * Standard client: `?auth=<idToken>`. Added to the options before ky builds the request: copying a
 * built request to a new address (`new Request(url, request)`) turns its body into a stream, and
 * Chromium refuses streamed uploads over HTTP/1.1, so every write failed with "Failed to fetch".
 */
export const api: KyInstance = base.extend({
  hooks: {
    init: [
      (options) => {
        const token = tokenSource();
        if (token) options.searchParams = withAuth(options.searchParams, token);
      },
    ],
  },
});

type SearchParams = Options['searchParams'];

/** The call's own search parameters plus auth=<token>, in whichever form ky was given them. */
function withAuth(params: SearchParams, token: string): SearchParams {
  if (params && typeof params === 'object' && !Array.isArray(params) && !(params instanceof URLSearchParams)) {
    return { ...params, auth: token };
  }
  const merged = Array.isArray(params)
    ? new URLSearchParams(params.map(([key, value]) => [String(key), String(value)]))
    : new URLSearchParams(params);
  merged.set('auth', token);
  return merged;
}

/** The current id token, for the few calls made outside ky (an upload that reports its progress). */
export function currentToken(): string | null {
  return tokenSource();
}

/** Multipart / header client: `Authorization: Bearer <idToken>`. */
export const bearerApi: KyInstance = base.extend({
  hooks: {
    beforeRequest: [
      ({ request }) => {
        const token = tokenSource();
        if (!token) return;
        request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
  },
});

function carriesToken(request: Request): boolean {
  return request.headers.has('Authorization') || new URL(request.url).searchParams.has('auth');
}

/** Builds a multipart body from plain string fields. */
export function formData(fields: Record<string, string>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

export function messageOf(body: unknown): string | null {
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message !== '') return message;
  }
  return null;
}
