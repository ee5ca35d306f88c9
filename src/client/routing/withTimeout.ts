// Script chunks that take longer than this are treated as failed (SPEC section 9).
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkTimeoutError extends Error {
  constructor(ms: number) {
    super(`Loading chunk failed: no answer within ${ms} ms`);
    this.name = 'ChunkTimeoutError';
  }
}

/** Resolves like `promise`, or rejects with ChunkTimeoutError when it has not settled after `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError(ms)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
