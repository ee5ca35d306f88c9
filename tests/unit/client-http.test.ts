// @vitest-environment jsdom
// The API clients: /api prefix, token as ?auth= on standard calls and as a Bearer header on multipart ones.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeError } from '../../src/client/api/apiError.ts';
import { api, bearerApi, formData, setTokenSource, setUnauthorizedHandler } from '../../src/client/api/http.ts';

const seen: Request[] = [];

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      seen.push(request);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
}

afterEach(() => {
  seen.length = 0;
  vi.unstubAllGlobals();
  setTokenSource(() => null);
  setUnauthorizedHandler(() => {});
});

describe('api clients', () => {
  it('standard calls go under /api with the id token as the auth query parameter', async () => {
    answer(200, { status: 200 });
    setTokenSource(() => 'tok en');
    await api.get('super/superlogindata/7').json();
    const url = new URL(seen[0].url);
    expect(url.pathname).toBe('/api/super/superlogindata/7');
    expect(url.searchParams.get('auth')).toBe('tok en');
    expect(seen[0].headers.has('Authorization')).toBe(false);
  });

  it('multipart calls carry the token as a Bearer header, not in the address', async () => {
    answer(200, { status: 200 });
    setTokenSource(() => 'tok');
    await bearerApi.post('super/register', { body: formData({ uname: 'a@b.in', password: 'p' }) }).json();
    expect(seen[0].headers.get('Authorization')).toBe('Bearer tok');
    expect(new URL(seen[0].url).searchParams.has('auth')).toBe(false);
    expect(seen[0].headers.get('content-type')).toMatch(/^multipart\/form-data/);
  });

  it('sends no token when signed out', async () => {
    answer(200, { status: 200 });
    await api.post('super/superUserLogin', { json: { uname: 'a', password: 'b' } }).json();
    expect(new URL(seen[0].url).search).toBe('');
  });

  it("surfaces an error body's message, and reports a 401 on a call made with a token", async () => {
    answer(401, { status: 401, message: 'Your session has ended' });
    setTokenSource(() => 'tok');
    const refused = vi.fn();
    setUnauthorizedHandler(refused);
    const error = await api.get('super/superlogindata/7').json().catch((e: unknown) => e);
    expect(describeError(error, 'fallback')).toBe('Your session has ended');
    expect(refused).toHaveBeenCalledWith('Your session has ended');
  });

  it('does not treat a wrong password (no token sent) as an expired session', async () => {
    answer(401, { status: 401, message: 'Incorrect Email Or Password' });
    const refused = vi.fn();
    setUnauthorizedHandler(refused);
    const error = await api.post('super/superUserLogin', { json: {} }).json().catch((e: unknown) => e);
    expect(describeError(error, 'fallback')).toBe('Incorrect Email Or Password');
    expect(refused).not.toHaveBeenCalled();
  });
});
