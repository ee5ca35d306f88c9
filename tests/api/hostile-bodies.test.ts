// Bodies a hostile client can send, on both stores: the sign-in is checked before a body is read, every
// route has a body limit, and a business file is unpacked and parsed within caps, off the server's
// thread. The server stays up and answers other businesses throughout, and its memory does not follow
// what was sent.
import { expect, it } from 'vitest';
import { isAlive, memoryOf, streamUpload } from '../support/hostile-upload.ts';
import { describeEachStore } from '../support/stores.ts';

const MB = 1024 * 1024;
/** A megabyte of JSON text: an array's worth of one small object, repeated. */
const JSON_CHUNK = Buffer.from(`${'{"Name":"x","Rate":1},'.repeat(Math.floor(MB / 22))}`);

describeEachStore('Hostile bodies', (server) => {
  const url = (p: string) => `${server().origin}${p}`;

  it('answers 250 MB of JSON with no valid token 401, without reading it, on the route that takes the largest bodies', async () => {
    const before = memoryOf(server().pid);
    const reply = await streamUpload(url('/api/account/import-business'), { 'content-type': 'application/json', authorization: 'Bearer not-a-token' }, JSON_CHUNK, 250 * MB);
    expect(reply.status).toBe(401);
    expect(reply.body.message).toMatch(/Sign in again/);
    // Refused before reading: most of the body was never sent, and the server's peak memory barely moved.
    expect(reply.sent).toBeLessThan(100 * MB);
    expect(memoryOf(server().pid).peak - before.peak).toBeLessThan(100);
    expect(isAlive(server().pid)).toBe(true);
  });

  it('answers a body past a route limit 413 with the limit in a sentence', async () => {
    // An open route takes 64 KB; a signed-in one 2 MB unless it says otherwise.
    const signIn = await streamUpload(url('/api/super/superUserLogin'), { 'content-type': 'application/json' }, JSON_CHUNK, 200 * 1024);
    expect(signIn.status).toBe(413);
    expect(signIn.body.message).toBe('The request body is too large: this call takes at most 64 KB.');
  });
});
