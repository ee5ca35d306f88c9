// The foundation's costs: how long the server takes to be ready (against a bare Node process), and what
// an authenticated call costs (against a bare Fastify route answering the same JSON in this process).
import { spawnSync } from 'node:child_process';
import Fastify from 'fastify';
import { registerAndLogin } from '../support/http.ts';
import { startServer } from '../support/server.ts';
import { report, timeMany } from './measure.ts';

export async function benchStartupAndAuth(): Promise<void> {
  const bareNode = await timeMany(5, async () => spawnSync(process.execPath, ['-e', '0']));
  const serverStart = await timeMany(5, async () => (await startServer()).stop());
  report('server start to ready (fresh embedded database)', serverStart, 'bare node start', bareNode);

  const server = await startServer({ env: { LOG_LEVEL: 'warn' } });
  const bare = Fastify();
  bare.get('/ping', async () => ({ status: 200, data: { type: 'master', tab: [], activity: [] } }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const barePort = (bare.server.address() as { port: number }).port;
  try {
    const { token, userid } = await registerAndLogin(server.origin);
    const url = `${server.origin}/api/super/superlogindata/${userid}?auth=${token}`;
    const calls = 500;
    const bahi = await timeMany(3, async () => {
      for (let i = 0; i < calls; i += 1) await (await fetch(url)).text();
    });
    const plain = await timeMany(3, async () => {
      for (let i = 0; i < calls; i += 1) await (await fetch(`http://127.0.0.1:${barePort}/ping`)).text();
    });
    report(`${calls} authenticated login-data calls`, bahi, 'bare fastify route', plain);
  } finally {
    await bare.close();
    await server.stop();
  }
}
