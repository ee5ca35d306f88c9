// Whatever a client sends, the answer is JSON {status, message} with a 4xx status, never a 500.
import { expect, it } from 'vitest';
import { getJson, postForm, sendJson, sendOversized, sendRaw } from '../support/http.ts';
import { describeEachStore } from '../support/stores.ts';

describeEachStore('HTTP errors', (server) => {
  const url = (p: string) => `${server().origin}${p}`;

  it('answers malformed JSON with 400', async () => {
    const reply = await sendRaw('POST', url('/api/super/superUserLogin'), '{"uname":', 'application/json');
    expect(reply).toMatchObject({ status: 400, body: { status: 400, message: 'The request body is not valid JSON' } });
  });

  it('answers wrong types with 400 naming the field', async () => {
    const reply = await sendJson('POST', url('/api/super/superUserLogin'), { uname: 12, password: ['x'] });
    expect(reply.status).toBe(400);
    expect(reply.body.errors[0]).toEqual({ path: '/uname', message: 'must be text' });
    expect((await sendJson('POST', url('/api/super/superUserLogin'), [1, 2])).status).toBe(400);
    expect((await sendRaw('POST', url('/api/super/superUserLogin'), 'null', 'application/json')).status).toBe(400);
  });

  it('answers an oversized body with 413', async () => {
    const reply = await sendOversized(url('/api/super/superUserLogin'), JSON.stringify({ uname: 'x'.repeat(3 * 1024 * 1024) }), 'application/json');
    expect(reply).toMatchObject({ status: 413, body: { status: 413 } });
  });

  it('answers an oversized multipart field with 413', async () => {
    const reply = await postForm(url('/api/super/register'), { uname: 'a@b.co', password: 'x'.repeat(100 * 1024) });
    expect(reply.status).toBe(413);
  });

  it('answers an unsupported content type with 415', async () => {
    const reply = await sendRaw('POST', url('/api/super/superUserLogin'), 'uname=a', 'text/csv');
    expect(reply).toMatchObject({ status: 415, body: { status: 415 } });
  });

  it('answers unknown API routes and methods with a JSON 404', async () => {
    expect(await getJson(url('/api/nothing/here/at/all'))).toMatchObject({ status: 404, body: { status: 404 } });
    // One segment matches the generic /api/{entity}, which needs a sign-in first: 401 before anything else.
    expect((await getJson(url('/api/nothing-here'))).status).toBe(401);
    expect((await sendJson('PATCH', url('/api/super/register'), {})).status).toBe(404);
  });

  it('serves the browser app for any page path under /bahi and redirects / there', async () => {
    const page = await fetch(url('/bahi/some/unknown/page'));
    expect([200, 503]).toContain(page.status); // 503 only when the client was never built
    const root = await fetch(url('/'), { redirect: 'manual' });
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/bahi/');
  });
});
