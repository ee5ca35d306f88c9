// Uploads that a hostile client might send, streamed so the test itself never holds them: a body of any
// size made of one repeated chunk, and the server's memory read from /proc while it is refused.
import fs from 'node:fs';
import { request } from 'node:http';

export type StreamedReply = { status: number; body: any; sent: number };

/**
 * POSTs `total` bytes made of `chunk` repeated (the last one cut to fit), with Content-Length, pausing
 * whenever the socket is full. Resolves with the answer as soon as it comes, and stops sending then: a
 * server that refuses before reading closes the connection, which breaks the upload (EPIPE), as it should.
 */
export function streamUpload(url: string, headers: Record<string, string>, chunk: Buffer, total: number): Promise<StreamedReply> {
  return new Promise((resolve, reject) => {
    let answered = false;
    let sent = 0;
    const outgoing = request(url, { method: 'POST', headers: { ...headers, 'content-length': String(total) } }, (incoming) => {
      answered = true;
      let text = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (part) => (text += part));
      incoming.on('end', () => {
        outgoing.destroy();
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          /* not JSON: keep the text */
        }
        resolve({ status: incoming.statusCode ?? 0, body, sent });
      });
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (answered) return;
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') return reject(error);
      // The answer may still be on its way; a server that closed without one fails the test rather than hanging it.
      setTimeout(() => answered || reject(new Error(`the server closed the connection without an answer (${error.code})`)), 5000);
    });
    const pump = () => {
      while (!answered && sent < total) {
        const piece = total - sent >= chunk.length ? chunk : chunk.subarray(0, total - sent);
        sent += piece.length;
        if (sent >= total) outgoing.end(piece);
        else if (!outgoing.write(piece)) return void outgoing.once('drain', pump);
      }
    };
    pump();
  });
}

/** A process's resident memory now and at its peak so far, in MB (Linux's /proc/<pid>/status). */
export function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** Whether the process still runs. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
