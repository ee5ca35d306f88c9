// A TCP relay between a server under test and its database, which the test can make misbehave as a network
// or a database does: reset every connection, stall (hold the connections open and pass no bytes, as a
// hung server or a silent network does), refuse new connections (a database that is down), and resume.
import net from 'node:net';

export type Relay = {
  /** The relay's port on 127.0.0.1. */
  port: number;
  /** Resets every connection now (RST, as when the database restarts or a firewall drops the flow). */
  reset(): void;
  /** Stops passing bytes either way, holding the connections (and accepting new ones) open. */
  stall(): void;
  /** Bytes from the server under test held back while stalled (a query waiting for its answer). */
  heldFromClients(): number;
  /** Refuses connections: new ones are reset at once, existing ones are reset now. */
  refuse(): void;
  /** Passes bytes again (held ones go on), and accepts connections again. */
  resume(): void;
  close(): Promise<void>;
};

/** One connection through the relay, with the bytes each way held while stalled. */
type Pair = { client: net.Socket; upstream: net.Socket; held: Map<net.Socket, Buffer[]> };

export async function startRelay(target: { host: string; port: number }): Promise<Relay> {
  const pairs = new Set<Pair>();
  let mode: 'forward' | 'stall' | 'refuse' = 'forward';

  const server = net.createServer((client) => {
    if (mode === 'refuse') return client.resetAndDestroy();
    const upstream = net.connect(target.port, target.host);
    const pair: Pair = { client, upstream, held: new Map([[client, []], [upstream, []]]) };
    pairs.add(pair);
    // Each side's data is passed on while forwarding; while stalled it is held, in order, and passed on at resume.
    for (const [from, to] of [[client, upstream], [upstream, client]] as const) {
      from.on('data', (chunk: Buffer) => (mode === 'forward' ? to.write(chunk) : pair.held.get(from)!.push(chunk)));
      from.on('end', () => to.end());
      from.on('error', () => to.destroy());
      from.on('close', () => {
        to.destroy();
        pairs.delete(pair);
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;

  const resetAll = () => {
    for (const { client, upstream } of pairs) {
      client.resetAndDestroy();
      upstream.resetAndDestroy();
    }
    pairs.clear();
  };
  return {
    port,
    reset: resetAll,
    stall() {
      mode = 'stall';
    },
    heldFromClients() {
      let bytes = 0;
      for (const { client, held } of pairs) for (const chunk of held.get(client)!) bytes += chunk.length;
      return bytes;
    },
    refuse() {
      mode = 'refuse';
      resetAll();
    },
    resume() {
      mode = 'forward';
      for (const { client, upstream, held } of pairs) {
        for (const [from, to] of [[client, upstream], [upstream, client]] as const) for (const chunk of held.get(from)!.splice(0)) to.write(chunk);
      }
    },
    async close() {
      resetAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A relay in front of the PostgreSQL server of `databaseUrl`, and the URL that reaches the same database through it. */
export async function relayTo(databaseUrl: string): Promise<{ relay: Relay; url: string }> {
  const direct = new URL(databaseUrl);
  const relay = await startRelay({ host: direct.hostname, port: Number(direct.port || 5432) });
  const relayed = new URL(databaseUrl);
  relayed.hostname = '127.0.0.1';
  relayed.port = String(relay.port);
  return { relay, url: relayed.toString() };
}
