// Reads an uploaded business file off the server's thread (read-file-worker.ts) and gathers the checked
// rows it hands over. Uploading is the one way a new sign-up can send the server hundreds of megabytes, so
// everything about it is bounded:
//   - what is sent (SENT_LIMIT, as before: 256 MB);
//   - what it unpacks to, both absolutely (UNPACKED_LIMIT) and in proportion to what was sent (a gzip bomb
//     of 478 KB unpacking to 480 MB killed the server, which unpacked it whole and parsed it on its thread);
//   - the worker's memory (its heap limit: a file that outgrows it ends the worker, not the server);
//   - its time (TIME_LIMIT_MS), and how many are read at once (MAX_READING).
// The upload is read only as fast as the worker takes it (a window of WINDOW_BYTES), and the worker reads
// on only as the rows it hands over are taken, so neither side holds more than a window of what is coming.
import type { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { ApiError } from '../http/errors.ts';
import type { CheckedFile, CheckedTable, FileSummary, TableStart } from './check-file.ts';
import type { TravelTable } from './travel-tables.ts';

const MB = 1024 * 1024;
/** The largest file taken as sent, gzipped or not. */
export const SENT_LIMIT = 256 * MB;
/**
 * The largest file taken unpacked: twice the 122 MB file of the bench books (15,29,598 rows), well within
 * what the server can hold while the rows are written (about three times the text).
 */
export const UNPACKED_LIMIT = 256 * MB;
/**
 * A business file gzips about 6-7 times (122 MB to 19 MB) and a nearly empty one a little more; a gzip bomb
 * unpacks a thousand times. Past RATIO_FROM of unpacked text, a file unpacking more than RATIO times what was
 * sent is refused at once, after reading a few hundred kilobytes of it instead of all of it.
 */
export const RATIO = 50;
export const RATIO_FROM = 8 * MB;
/** The worker's heap: its checks keep each row's key and references, a few tens of bytes a row. */
const WORKER_HEAP_MB = 512;
const TIME_LIMIT_MS = 10 * 60_000;
const MAX_READING = 2;
const WINDOW_BYTES = 4 * MB;

/** What the worker is given: the tables a file may hold, the kinds of record this server knows, the caps. */
export type ReadFileSetup = {
  gzip: boolean;
  travel: TravelTable[];
  entities: string[];
  limits: { unpackedBytes: number; ratio: number; ratioFromBytes: number };
};

/** Why the worker refused a file. */
export type Refusal = { why: 'unpacked' | 'ratio' | 'not-gzip' | 'not-json' } | { why: 'rule'; message: string };

/** From the server's thread: bytes of the upload, its end, or that the last batch was taken. */
export type FileCommand = { bytes: Uint8Array } | { end: true } | { taken: true };

/** From the worker: bytes of the upload it has taken; a table begins; a batch of its rows; the end, or a refusal. */
export type FileReply = { took: number } | { table: TableStart } | { rows: unknown[][] } | { done: FileSummary } | { refused: Refusal };

let reading = 0;
/** The businesses whose file is being read: one at a time each, so no business holds every place. */
const readingFor = new Set<number>();

export class FileRefused extends ApiError {}

/**
 * The checked file read from `upload`. Throws a FileRefused (400, 413, 503) with a sentence when it is not
 * a business file, breaks a cap, or takes too long; the rest of `upload` is then discarded unread.
 */
export async function readBusinessFile(tenantId: number, upload: Readable, setup: Omit<ReadFileSetup, 'limits'>): Promise<CheckedFile> {
  // The business's own second file at once is its own conflict (409), not the server's lack of room (503).
  if (readingFor.has(tenantId)) throw new FileRefused(409, 'A business file is already being loaded into this business; nothing more was loaded. Wait for that one to finish.');
  if (reading >= MAX_READING) throw new FileRefused(503, 'Other business files are being loaded on this server right now; nothing was loaded. Please try again in a few minutes.');
  reading += 1;
  readingFor.add(tenantId);
  const worker = new Worker(new URL('./read-file-worker.ts', import.meta.url), {
    workerData: { ...setup, limits: { unpackedBytes: UNPACKED_LIMIT, ratio: RATIO, ratioFromBytes: RATIO_FROM } } satisfies ReadFileSetup,
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 16 },
  });
  const tables: CheckedTable[] = [];
  let timer: NodeJS.Timeout | undefined;
  let unacknowledged = 0;
  let sent = 0;
  try {
    return await new Promise<CheckedFile>((resolve, reject) => {
      timer = setTimeout(() => reject(new FileRefused(503, `Reading the business file took longer than ${TIME_LIMIT_MS / 60_000} minutes and was stopped; nothing was loaded.`)), TIME_LIMIT_MS);
      worker.on('message', (message: FileReply) => {
        if ('took' in message) {
          unacknowledged -= message.took;
          if (unacknowledged <= WINDOW_BYTES) upload.resume();
          return;
        }
        if ('table' in message) tables.push({ ...message.table, rows: [] });
        else if ('rows' in message) for (const row of message.rows) tables.at(-1)!.rows.push(row);
        else if ('done' in message) return resolve({ ...message.done, tables });
        else return reject(refused(message.refused));
        worker.postMessage({ taken: true } satisfies FileCommand);
      });
      worker.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') reject(new FileRefused(413, 'Nothing was loaded: the business file needs more memory than this server gives one file.'));
        else reject(error);
      });
      worker.on('exit', () => reject(new FileRefused(503, 'Reading the business file stopped unexpectedly; nothing was loaded. Please try again.')));
      upload.on('data', (bytes: Buffer) => {
        sent += bytes.length;
        if (sent > SENT_LIMIT) return reject(refused({ why: 'unpacked' }));
        // A copy: the socket's chunks share pooled memory the worker must not be given.
        worker.postMessage({ bytes: new Uint8Array(bytes) } satisfies FileCommand);
        unacknowledged += bytes.length;
        if (unacknowledged > WINDOW_BYTES) upload.pause();
      });
      upload.on('end', () => worker.postMessage({ end: true } satisfies FileCommand));
      upload.on('error', reject);
      // A client gone mid-upload frees its place at once rather than at the time limit.
      upload.on('close', () => upload.readableEnded || reject(new FileRefused(400, 'The upload was cut off before its end; nothing was loaded.')));
    });
  } finally {
    clearTimeout(timer);
    // Whatever is left of a refused upload is discarded as it comes (closing the connection instead would
    // lose the answer to a reset).
    upload.removeAllListeners('data');
    upload.resume();
    reading -= 1;
    readingFor.delete(tenantId);
    void worker.terminate();
  }
}

function refused(refusal: Refusal): FileRefused {
  switch (refusal.why) {
    case 'rule':
      return new FileRefused(400, `Nothing was loaded: ${refusal.message}`, [{ path: '', message: refusal.message }]);
    case 'not-gzip':
      return new FileRefused(400, 'Nothing was loaded: the file is not a gzipped business file (it could not be unpacked).');
    case 'not-json':
      return new FileRefused(400, 'Nothing was loaded: the file is damaged (it is not JSON).');
    case 'unpacked':
      return new FileRefused(413, `Nothing was loaded: the business file is larger than this server takes (${UNPACKED_LIMIT / MB} MB, unpacked).`);
    case 'ratio':
      return new FileRefused(413, `Nothing was loaded: the file unpacks to more than ${RATIO} times its size, which no business file does (they unpack to about 7 times).`);
  }
}
