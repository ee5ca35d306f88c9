// Every API error answers JSON {status, message} (plus field errors for bad input) with the right
// HTTP status. Nothing a client can send should reach the 500 branch.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { HttpError, type FieldError } from '../../../engine/server/index.ts';
import { saysStoreUnavailable, storeUnavailable } from '../db/errors.ts';

export { HttpError as ApiError, type FieldError };

export const badRequest = (message: string, errors?: FieldError[]) => new HttpError(400, message, errors);
export const unauthorized = (message = 'Sign in again: your session is missing or has expired') => new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do this') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** Fastify's own error codes for malformed requests, with messages a person can act on. */
const CLIENT_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported content type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The request body length does not match its Content-Length'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'Expected a multipart/form-data body'],
  FST_REQ_FILE_TOO_LARGE: [413, 'An uploaded file is too large'],
  FST_PARTS_LIMIT: [413, 'The form has too many parts'],
  FST_FILES_LIMIT: [413, 'The form has too many files'],
  FST_FIELDS_LIMIT: [413, 'The form has too many fields'],
  FST_ERR_BAD_URL: [400, 'The request address is malformed'],
};

/** What a 503 tells the client to wait before asking again: a database restarting or a lock let go is seconds away. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * What the multipart parser (busboy, under @fastify/multipart) throws for a form it cannot read: no
 * boundary, an empty or overlong one, or a body that ends before its closing boundary. They carry no code,
 * only these messages.
 */
const MALFORMED_FORM = /^Multipart: Boundary not found$|^The needle |^Boundary required$|unexpected end of multipart data$/i;

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      if (error.statusCode === 503 && saysStoreUnavailable(error.message)) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.code(error.statusCode).send(body(error.statusCode, error.message, error.errors));
    }
    if (error.validation) {
      const errors = error.validation.map((issue) => ({
        path: issue.instancePath || String(issue.params?.missingProperty ?? ''),
        message: issue.message ?? 'is invalid',
      }));
      return reply.code(400).send(body(400, 'Please correct the highlighted fields', errors));
    }
    if (error.statusCode === undefined && request.isMultipart() && MALFORMED_FORM.test(error.message)) {
      return reply.code(400).send(body(400, 'The form (multipart/form-data) is malformed: its boundary is missing or it ends early'));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.code(413).send(body(413, tooLarge(request.routeOptions.bodyLimit)));
    const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.code(known[0]).send(body(known[0], known[1]));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send(body(error.statusCode, error.message));
    }
    // PostgreSQL ended the transaction to let another through (a deadlock, 40P01, or a serialization failure,
    // 40001): nothing was written, and the same save made again goes through.
    if (error.code === '40P01' || error.code === '40001') {
      request.log.warn({ err: error }, 'transaction ended by the database to let another through');
      return reply.code(409).send(body(409, 'Another save changed the same records at the same moment, so nothing was saved. Please save again.'));
    }
    const unavailable = storeUnavailable(error);
    if (unavailable) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send(body(503, unavailable));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(body(500, 'Something went wrong on our side; nothing was saved. Please try again.'));
  });
}

/** "The request body is too large: this call takes at most 64 KB." */
export function tooLarge(limit: number | undefined, what = 'The request body'): string {
  if (!limit) return `${what} is too large.`;
  const size = limit >= 1024 * 1024 ? `${Math.round(limit / (1024 * 1024))} MB` : `${Math.round(limit / 1024)} KB`;
  return `${what} is too large: this call takes at most ${size}.`;
}

export function body(status: number, message: string, errors?: FieldError[]) {
  return errors ? { status, message, errors } : { status, message };
}
