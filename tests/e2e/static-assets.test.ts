// The built app is sent compressed (the build writes .br and .gz copies) with long caching for hashed
// assets, and uncompressed to a client that asks for no encoding.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../support/server.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

it('serves the app compressed when the browser accepts it', async () => {
  const html = await (await fetch(`${server.appUrl}/login`)).text();
  const script = html.match(/assets\/index-[\w-]+\.js/)?.[0];
  expect(script).toBeDefined();
  const plain = await fetch(`${server.appUrl}/${script}`, { headers: { 'Accept-Encoding': 'identity' } });
  const plainBytes = (await plain.arrayBuffer()).byteLength;
  expect(plain.headers.get('content-encoding')).toBeNull();
  expect(plain.headers.get('cache-control')).toContain('immutable');
  // fetch decodes the body itself; the header and the transferred length show what was sent.
  const compressed = await fetch(`${server.appUrl}/${script}`, { headers: { 'Accept-Encoding': 'br' } });
  expect(compressed.headers.get('content-encoding')).toBe('br');
  expect(Number(compressed.headers.get('content-length'))).toBeLessThan(plainBytes / 2);
  expect((await compressed.arrayBuffer()).byteLength).toBe(plainBytes);
});
