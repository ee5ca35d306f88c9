// Reads a business file in a worker thread (read-file.ts starts it): unpacks it as a stream within the
// caps it is given, parses it with a streaming JSON parser (each row taken and dropped as it completes,
// so memory follows the largest row, not the file), checks every row (check-file.ts) and hands the
// server's thread the checked rows in batches, waiting for each batch to be taken before reading on.
// A file that breaks a cap or a rule is refused with a sentence; one that needs more memory than the
// worker's limit ends the worker, never the server.
import { Readable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import zlib from 'node:zlib';
import { JSONParser } from '@streamparser/json';
import { BusinessFileError, FileChecker } from './check-file.ts';
import type { FileCommand, FileReply, ReadFileSetup, Refusal } from './read-file.ts';

const setup = workerData as ReadFileSetup;
const port = parentPort!;

/** Rows handed over at once: small enough to clone quickly, large enough that the handing costs little. */
const BATCH_ROWS = 2000;

class CapPassed extends Error {
  readonly cap: 'unpacked' | 'ratio';
  constructor(cap: 'unpacked' | 'ratio') {
    super(cap);
    this.cap = cap;
  }
}

// The bytes the server's thread sends, as they come; each is acknowledged once taken, so the server holds
// back the upload while this worker is behind.
const waiting: Uint8Array[] = [];
let ended = false;
let wake: (() => void) | null = null;
let taken: (() => void) | null = null;
/** Bytes of the upload handed to the unpacker so far (a little ahead of what it has unpacked). */
let packedBytes = 0;
port.on('message', (command: FileCommand) => {
  if ('bytes' in command) waiting.push(command.bytes);
  else if ('end' in command) ended = true;
  else if ('taken' in command) taken?.();
  wake?.();
});

async function* upload(): AsyncGenerator<Uint8Array> {
  for (;;) {
    const bytes = waiting.shift();
    if (bytes) {
      packedBytes += bytes.byteLength;
      reply({ took: bytes.byteLength });
      yield bytes;
    } else if (ended) return;
    else await new Promise<void>((resolve) => (wake = resolve));
  }
}

function reply(message: FileReply): void {
  port.postMessage(message);
}

/** Sends a batch and waits until the server's thread has taken it. */
function handOver(message: FileReply): Promise<void> {
  return new Promise((resolve) => {
    taken = resolve;
    reply(message);
  });
}

async function read(): Promise<void> {
  const checker = new FileChecker(setup.travel, setup.entities);
  const outbox: FileReply[] = [];
  let batch: unknown[][] = [];
  const flush = () => {
    if (batch.length > 0) outbox.push({ rows: batch });
    batch = [];
  };
  const parser = new JSONParser({
    paths: ['$.format', '$.formatVersion', '$.exportedAt', '$.business', '$.tables.*.columns', '$.tables.*.rows', '$.tables.*.rows.*'],
    keepStack: false,
  });
  parser.onValue = ({ value, key, parent, stack }) => {
    if (stack.length === 1) return checker.header(String(key), value);
    const table = String(stack[2]?.key);
    if (stack.length === 4) {
      checker.row(table, value);
      // Taken: dropped from the parser's list of the table's rows, which would otherwise grow with the file.
      (parent as unknown[]).length = 0;
      batch.push(value as unknown[]);
      if (batch.length >= BATCH_ROWS) flush();
    } else if (key === 'columns') {
      flush();
      outbox.push({ table: checker.columns(table, value) });
    } else {
      flush();
      checker.rowsEnded(table, value);
    }
  };

  const source = Readable.from(upload());
  const unpacked = setup.gzip ? source.pipe(zlib.createGunzip()) : source;
  let unpackedBytes = 0;
  for await (const piece of unpacked as AsyncIterable<Uint8Array>) {
    unpackedBytes += piece.byteLength;
    if (unpackedBytes > setup.limits.unpackedBytes) throw new CapPassed('unpacked');
    if (setup.gzip && unpackedBytes > setup.limits.ratioFromBytes && unpackedBytes > packedBytes * setup.limits.ratio) throw new CapPassed('ratio');
    parser.write(piece);
    for (const message of outbox.splice(0)) await handOver(message);
  }
  if (!parser.isEnded) parser.end();
  flush();
  for (const message of outbox.splice(0)) await handOver(message);
  reply({ done: checker.finish() });
}

read().catch((error: unknown) => {
  reply({ refused: refusal(error) });
});

function refusal(error: unknown): Refusal {
  if (error instanceof CapPassed) return { why: error.cap };
  if (error instanceof BusinessFileError) return { why: 'rule', message: error.message };
  const code = (error as NodeJS.ErrnoException).code;
  return { why: typeof code === 'string' && code.startsWith('Z_') ? 'not-gzip' : 'not-json' };
}
