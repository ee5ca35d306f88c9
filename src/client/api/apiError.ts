import { isHTTPError, isNetworkError, isTimeoutError } from 'ky';
import { messageOf } from './http.ts';

/** A message to show the user for a failed call: the server's own `message` when it sent one. */
export function describeError(error: unknown, fallback: string): string {
  if (isHTTPError(error)) return messageOf(error.data) ?? fallback;
  if (isNetworkError(error)) return 'Cannot reach the Bahi server. Check your connection and try again.';
  if (isTimeoutError(error)) return 'The Bahi server took too long to answer. Please try again.';
  if (error instanceof ApiRejection) return error.message;
  return fallback;
}

/** A 2xx answer whose body still reports failure (body status other than 200). */
export class ApiRejection extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ApiRejection';
  }
}
