// A large answer for the report workers' flow-control tests (tests/unit/report-workers.test.ts), made the
// same way by the stand-in worker (fake-report-worker.ts) and by the test that checks it byte for byte.
import { createHash } from 'node:crypto';

/** The stand-in worker's window: small, so answers of a few megabytes outgrow it. */
export const FAKE_WINDOW_BYTES = 2 * 1024 * 1024;

/** About 128 KB of hex that differs from piece to piece, so even compressed it is half its size. */
export function bigAnswerPiece(piece: number): string {
  const parts: string[] = [];
  for (let index = 0; index < 2048; index += 1) parts.push(createHash('sha256').update(`${piece}:${index}`).digest('hex'));
  return parts.join('');
}

export function bigAnswer(pieces: number): string {
  return Array.from({ length: pieces }, (_, piece) => bigAnswerPiece(piece)).join('');
}
