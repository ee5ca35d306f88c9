// Runs a suite once per store: always on the embedded store, and on PostgreSQL when the run's
// global setup created a database for it.
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { startServer, type RunningServer, type ServerOptions, type Store } from './server.ts';

export function storesUnderTest(): Store[] {
  return inject('postgresUrl') ? ['sqlite', 'postgres'] : ['sqlite'];
}

/** describe() per store with a server started for the block; `server()` gives the running one. */
export function describeEachStore(title: string, body: (server: () => RunningServer, store: Store) => void, options: Omit<ServerOptions, 'store' | 'databaseUrl'> = {}) {
  for (const store of storesUnderTest()) {
    describe(`${title} [${store}]`, () => {
      let running: RunningServer;
      beforeAll(async () => {
        running = await startServer({ ...options, store, databaseUrl: inject('postgresUrl') });
      });
      afterAll(async () => {
        await running?.stop();
      });
      body(() => running, store);
    });
  }
}
