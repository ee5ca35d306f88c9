// The operator's basics, on both stores: health and readiness answers, the security headers every answer
// carries (CSP, framing, nosniff, referrer policy, no-store on the API's), and API answers compressed for clients that ask for it
// (brotli or gzip), plain for those that do not.
import http from 'node:http';
import zlib from 'node:zlib';
import { beforeAll, expect, it } from 'vitest';
import { getJson, registerAndLogin } from '../support/http.ts';
import { describeEachStore } from '../support/stores.ts';

/** A GET with exactly these headers (fetch would add its own Accept-Encoding), the body as raw bytes. */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describeEachStore('operations', (server) => {
  let token: string;

  beforeAll(async () => {
    token = (await registerAndLogin(server().origin)).token;
  });

  it('answers health and readiness without a session', async () => {
    expect((await getJson(`${server().origin}/api/health`)).body).toEqual({ status: 200, message: 'up' });
    expect((await getJson(`${server().origin}/api/ready`)).body).toEqual({ status: 200, message: 'ready' });
  });

  it('sends the security headers on every answer, refused ones too', async () => {
    for (const path of ['/api/health', '/api/firm', `/api/firm?auth=${token}`]) {
      const { headers } = await getJson(`${server().origin}${path}`);
      expect(headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
      // The forms interpret their schemas: no eval anywhere (security-headers.ts).
      expect(headers.get('content-security-policy')).toContain("script-src 'self';");
      expect(headers.get('content-security-policy')).not.toContain('unsafe-eval');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(headers.get('referrer-policy')).toBe('same-origin');
    }
  });

  it('tells browsers and proxies not to store API answers: the books, sign-ins and refusals alike', async () => {
    const signIn = await fetch(`${server().origin}/api/super/superUserLogin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"uname":"nobody@example.com","password":"Wrong@123"}' });
    expect(signIn.headers.get('cache-control')).toBe('no-store');
    for (const path of [`/api/firm?auth=${token}`, `/api/ledgergroup?PerPage=5&auth=${token}`, '/api/firm']) {
      expect((await getJson(`${server().origin}${path}`)).headers.get('cache-control')).toBe('no-store');
    }
  });

  it('compresses a large answer for a client that asks, and not for one that does not', async () => {
    const url = `${server().origin}/api/ledgergroup?PerPage=100&auth=${token}`;
    const plain = await rawGet(url, {});
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const answer = JSON.parse(plain.body.toString('utf8'));
    expect(answer.data.rows.length).toBeGreaterThan(20); // the fixed groups: well over the 1 KB threshold
    const brotli = await rawGet(url, { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(zlib.brotliDecompressSync(brotli.body).toString('utf8'))).toEqual(answer);
    const gzip = await rawGet(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.body).toString('utf8'))).toEqual(answer);
  });
});
