// Bodies a hostile client can send, on both stores: the sign-in is checked before a body is read, every
// route has a body limit, and a business file is unpacked and parsed within caps, off the server's
// thread. The server stays up and answers other businesses throughout, and its memory does not follow
// what was sent.
import { request } from 'node:http';
import zlib from 'node:zlib';
import { expect, it } from 'vitest';
import { getJson, registerAndLogin, sendJson, sendOversized, sendRaw } from '../support/http.ts';
import { isAlive, memoryOf, streamUpload } from '../support/hostile-upload.ts';
import { describeEachStore } from '../support/stores.ts';

const MB = 1024 * 1024;
/** A megabyte of JSON text: an array's worth of one small object, repeated. */
const JSON_CHUNK = Buffer.from(`${'{"Name":"x","Rate":1},'.repeat(Math.floor(MB / 22))}`);

/** A gzip of about 480 MB of JSON that begins as a business file does: a few hundred kilobytes sent. Made once. */
let bomb: Promise<Buffer> | null = null;
const gzipBomb = () => (bomb ??= makeGzipBomb());
async function makeGzipBomb(): Promise<Buffer> {
  const gzip = zlib.createGzip({ level: 9 });
  const packed: Buffer[] = [];
  gzip.on('data', (bytes: Buffer) => packed.push(bytes));
  const done = new Promise((resolve) => gzip.on('end', resolve));
  gzip.write('{"format":"bahi-business","formatVersion":1,"padding":[');
  for (let n = 0; n < 480; n += 1) if (!gzip.write(JSON_CHUNK)) await new Promise((resolve) => gzip.once('drain', resolve));
  gzip.end('{}]}');
  await done;
  return Buffer.concat(packed);
}

/** Signed in as the owner of a new business: `api(path)` addresses its calls. */
async function owner(origin: string) {
  const { token } = await registerAndLogin(origin);
  return { token, api: (path: string) => `${origin}/api/${path}${path.includes("?") ? "&" : "?"}auth=${encodeURIComponent(token)}` };
}

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
    // Fastify refuses a body past a limit on its Content-Length and closes the connection: sendOversized waits
    // for that answer before sending, as an upload that is cut off can lose it.
    const signIn = await sendOversized(url('/api/super/superUserLogin'), JSON.stringify({ uname: 'x'.repeat(200 * 1024) }), 'application/json');
    expect(signIn.status).toBe(413);
    expect(signIn.body.message).toBe('The request body is too large: this call takes at most 64 KB.');
  });

  it('refuses a gzip bomb with 413 while another business goes on being answered', async () => {
    const bomb = await gzipBomb();
    expect(bomb.length).toBeLessThan(2 * MB);
    const [attacker, neighbour] = [await owner(server().origin), await owner(server().origin)];
    const before = memoryOf(server().pid);
    let answered = false;
    const upload = sendRaw('POST', attacker.api('account/import-business'), bomb as unknown as string, 'application/gzip').finally(() => (answered = true));
    // Another business's list, asked again and again while the bomb is being refused: every answer comes.
    const neighbourStatuses: number[] = [];
    while (!answered) neighbourStatuses.push((await getJson(neighbour.api('unit'))).status);
    const reply = await upload;
    expect(reply.status).toBe(413);
    expect(reply.body.message).toMatch(/^Nothing was loaded: the file unpacks to more than 50 times its size/);
    expect(neighbourStatuses.length).toBeGreaterThan(0);
    expect(neighbourStatuses.every((status) => status === 200)).toBe(true);
    expect(isAlive(server().pid)).toBe(true);
    expect(memoryOf(server().pid).peak - before.peak).toBeLessThan(200);
    // Nothing was written: the business is still new.
    expect((await getJson(attacker.api('account/import-business'))).body.data.Allowed).toBe(true);
  });

  it('refuses a file announced larger than the limit at once, and a signed-in body past 2 MB', async () => {
    const business = await owner(server().origin);
    const huge = await streamUpload(business.api('account/import-business'), { 'content-type': 'application/json' }, JSON_CHUNK, 300 * MB);
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe('The business file is too large: this call takes at most 256 MB.');
    expect(huge.sent).toBeLessThan(100 * MB);
    const unit = await sendOversized(business.api('unit'), JSON.stringify({ UnitName: 'x'.repeat(3 * MB) }), 'application/json');
    expect([unit.status, unit.body.message]).toEqual([413, 'The request body is too large: this call takes at most 2 MB.']);
  });

  it('refuses a damaged gzip with 400, then loads the genuine file', async () => {
    const [source, target] = [await owner(server().origin), await owner(server().origin)];
    expect((await sendJson('POST', source.api('unit'), { UnitName: 'Crate', UQC: 'BOX' })).status).toBe(200);
    const file = await (await fetch(source.api('account/export'))).text();
    const packed = zlib.gzipSync(file);
    const cut = await sendRaw('POST', target.api('account/import-business'), packed.subarray(0, packed.length >> 1) as unknown as string, 'application/gzip');
    expect([cut.status, cut.body.message]).toEqual([400, 'Nothing was loaded: the file is not a gzipped business file (it could not be unpacked).']);
    const loaded = await sendRaw('POST', target.api('account/import-business'), packed as unknown as string, 'application/gzip');
    expect(loaded.status, JSON.stringify(loaded.body)).toBe(200);
    expect((await getJson(target.api('unit?UnitName=Crate'))).body.data.total).toBe(1);
    expect(isAlive(server().pid)).toBe(true);
  });

  it('reads two files at a time, and frees a place as soon as its client goes away', async () => {
    const [first, second, third] = [await owner(server().origin), await owner(server().origin), await owner(server().origin)];
    const reading = () => server().output().split('reading a business file').length - 1;
    const readingBefore = reading();
    // Two uploads that begin and then stall, holding both places.
    const stalled = [first, second].map((business) => {
      const upload = request(business.api('account/import-business'), { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(10 * MB) } });
      upload.on('error', () => undefined);
      upload.write('{"format":"bahi-business","formatVersion":1,"padding":[');
      return upload;
    });
    const notAFile = () => sendRaw('POST', third.api('account/import-business'), '{"hello":"world"}', 'application/json');
    const until = async (wanted: (status: number) => boolean) => {
      for (let tries = 0; tries < 300; tries += 1) {
        const reply = await notAFile();
        if (wanted(reply.status)) return reply;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('the server never answered as expected');
    };
    // Both are being read once the server has logged so (the log line comes as a file takes its place).
    for (let tries = 0; reading() < readingBefore + 2 && tries < 300; tries += 1) await new Promise((resolve) => setTimeout(resolve, 100));
    const busy = await until((status) => status === 503);
    expect(busy.body.message).toMatch(/^Other business files are being loaded on this server right now/);
    for (const upload of stalled) upload.destroy();
    const free = await until((status) => status !== 503);
    expect(free.status).toBe(400);
    expect(isAlive(server().pid)).toBe(true);
  });
});

