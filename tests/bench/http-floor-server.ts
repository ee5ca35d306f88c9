// The posting benchmark's HTTP floor: what a save costs with nothing of the app but HTTP and its SQL. A bare
// Fastify server in a process of its own (as the app's server is), with the app's compression
// (ANSWER_COMPRESSION): it takes the same bill as JSON, inserts the rows one API save wrote (rawBill) in one
// transaction, and answers with the same bytes the app answered that save with. No app can save a bill
// over HTTP for less; the app's own work is what it takes beyond this.
//
// Run by posting.bench.ts with FLOOR_SETUP naming a JSON file: { store, dataDir, databaseUrl, saved, answer }.
// Prints its port on the first line of its output.
import fs from 'node:fs';
import fastifyCompress from '@fastify/compress';
import Fastify from 'fastify';
import { ANSWER_COMPRESSION } from '../../src/server/http/answer-compression.ts';
import type { Store } from '../support/server.ts';
import { rawBill, type SavedRows } from './raw-bill.ts';
import { connectStore } from './seed.ts';

export type FloorSetup = { store: Store; dataDir: string; databaseUrl: string | null; saved: SavedRows; answer: string };

/** Bill numbers of the floor's copies start here, clear of the benchmark's own raw copies. */
const FIRST_NUMBER = 500_000;

const setup = JSON.parse(fs.readFileSync(process.env.FLOOR_SETUP!, 'utf8')) as FloorSetup;
const sql = await connectStore({ store: setup.store, dataDir: setup.dataDir }, setup.databaseUrl, { prepare: true });
const app = Fastify({ logger: false, bodyLimit: 2 * 1024 * 1024 });
await app.register(fastifyCompress, ANSWER_COMPRESSION);
let next = FIRST_NUMBER;
app.post('/sales', async (request, reply) => {
  if (typeof request.body !== 'object' || request.body === null) return reply.code(400).send({ message: 'a bill, please' });
  await rawBill(sql, setup.saved, next++);
  return reply.type('application/json').send(setup.answer);
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(typeof address === 'object' && address ? address.port : 'no port');
process.on('SIGTERM', async () => {
  await app.close();
  await sql.close();
  process.exit(0);
});
