// The schemas every page start reads (GET /api/meta/entities) travel compressed and are cached by their
// version: the answer carries an ETag made from its content (the schemas as loaded, with a client's
// patches, and which of them the caller may use), so a browser holding it is answered 304 with no body,
// by any server that loaded the same schema files. Another caller's list, or another customisation,
// is another version.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeDesk } from '../support/employees.ts';
import { getJson, registerAndLogin } from '../support/http.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { describeEachStore } from '../support/stores.ts';

const metaOf = (origin: string, token: string) => `${origin}/api/meta/entities?auth=${token}`;

describeEachStore('the schemas answer', (server) => {
  let owner: { token: string };
  beforeAll(async () => {
    owner = await registerAndLogin(server().origin);
  });

  it('is sent brotli-compressed with a version tag, and answered 304 with no body when the tag is sent back', async () => {
    const first = await fetch(metaOf(server().origin, owner.token), { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^"[\w-]{32}"$/);
    const body = await first.json();
    // The answer's shape is unchanged.
    expect(body.status).toBe(200);
    expect(body.data.entities.some((schema: any) => schema['x-entity'].name === 'sales')).toBe(true);

    const again = await fetch(metaOf(server().origin, owner.token), { headers: { 'If-None-Match': tag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(tag);
    // A stale tag (or none) gets the whole answer again.
    expect((await fetch(metaOf(server().origin, owner.token), { headers: { 'If-None-Match': '"old"' } })).status).toBe(200);
  });

  it('gives another version to a caller who may use fewer schemas', async () => {
    const ownerTag = (await fetch(metaOf(server().origin, owner.token))).headers.get('etag');
    const desk = await employeeDesk(server().origin, { api: (path) => `${server().origin}/api/${path}${path.includes('?') ? '&' : '?'}auth=${owner.token}` });
    const { roleId } = await desk.newRole('Item keeper', 'item');
    const clerk = await desk.newEmployee(roleId);
    const clerkAnswer = await fetch(metaOf(server().origin, clerk.token));
    const names = (await clerkAnswer.json()).data.entities.map((schema: any) => schema['x-entity'].name);
    expect(names).toContain('item');
    expect(names).not.toContain('sales');
    expect(clerkAnswer.headers.get('etag')).not.toBe(ownerTag);
    // The owner's tag does not let the clerk skip the clerk's own answer.
    expect((await fetch(metaOf(server().origin, clerk.token), { headers: { 'If-None-Match': ownerTag! } })).status).toBe(200);
  });
});

describe('the version across servers', () => {
  const servers: RunningServer[] = [];
  beforeAll(async () => {
    // Two processes on their own stores with the same schema files, and one with the demo client's patches.
    servers.push(...(await Promise.all([startServer(), startServer(), startServer({ env: { CLIENT: 'demo' } })])));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((running) => running.stop()));
  });

  it('is the same on every server loading the same schemas, and differs under a customisation', async () => {
    const tags = [];
    for (const running of servers) {
      const { token } = await registerAndLogin(running.origin);
      const answer = await getJson(metaOf(running.origin, token));
      expect(answer.status).toBe(200);
      tags.push(answer.headers.get('etag'));
    }
    expect(tags[0]).toBe(tags[1]);
    expect(tags[2]).not.toBe(tags[0]);
  });
});

