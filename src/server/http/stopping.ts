// Stopping without dropping anyone (README "Stopping"). At SIGTERM the server
//   1. answers every new request 503 with Retry-After and `Connection: close`, and keeps accepting a moment
//      longer, so the connections already waiting in the kernel's listen queue are answered rather than
//      reset when the listening socket closes;
//   2. stops listening, closes idle keep-alive connections, and lets the requests in hand finish, each
//      answer closing its connection (left open, a keep-alive connection would hold the close for
//      Fastify's 72 s keep-alive timeout);
//   3. past the grace period, answers what is still waiting (a request hung on the database) 503 and
//      closes every connection, so the process exits on time whatever the database does.
// A client told 503 sends its save again with the same Idempotency-Key, to this server's successor.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { within } from '../ops/within.ts';
import { body, RETRY_AFTER_SECONDS } from './errors.ts';

const STOPPING = 'The server is restarting. Please try again in a moment.';

/** The listen queue counts as emptied once no connection has arrived for this long... */
const QUIET_MS = 200;
/** ...or after this long at most (a client that keeps connecting must not hold the stop). */
const ACCEPT_AT_MOST_MS = 2000;
/** After the grace period, how long the 503s of the requests cut short have to go out. */
const LAST_WORDS_MS = 500;

type Stopping = { stopping: boolean; inHand: Set<FastifyReply> };

const states = new WeakMap<FastifyInstance, Stopping>();

/** Installed first in the app, so a request arriving while it stops is answered before any other hook reads the database. */
export function installStopping(app: FastifyInstance): void {
  const state: Stopping = { stopping: false, inHand: new Set() };
  states.set(app, state);
  let lastConnection = performance.now();
  app.server.on('connection', () => (lastConnection = performance.now()));
  app.addHook('onRequest', async (_request, reply) => {
    if (state.stopping) return refuse(reply);
    state.inHand.add(reply);
    reply.raw.once('close', () => state.inHand.delete(reply));
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (state.stopping) reply.header('connection', 'close');
    return payload;
  });
  // Fastify runs preClose before it closes the listening socket.
  app.addHook('preClose', async () => {
    state.stopping = true;
    const started = performance.now();
    do await pause(50);
    while (performance.now() - lastConnection < QUIET_MS && performance.now() - started < ACCEPT_AT_MOST_MS);
  });
}

/** Closes the server as described above, within `graceMs` (plus the moment the last answers need). */
export async function closeGracefully(app: FastifyInstance, graceMs: number): Promise<void> {
  const closed = app.close();
  if (await settlesWithin(closed, graceMs)) return;
  for (const reply of states.get(app)?.inHand ?? []) if (!reply.raw.headersSent) refuse(reply);
  if (await settlesWithin(closed, LAST_WORDS_MS)) return;
  app.server.closeAllConnections(); // an answer still streaming when time is up is cut off
}

function refuse(reply: FastifyReply): FastifyReply {
  return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).header('connection', 'close').send(body(503, STOPPING));
}

const settlesWithin = (work: Promise<unknown>, ms: number) => within(work.then(() => true, () => true), ms, false);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
