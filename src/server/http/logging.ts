// Request logging that never writes a token: the `auth` query parameter is replaced before a URL
// reaches a log line, and the Authorization header is not logged at all.
import type { FastifyRequest } from 'fastify';

export function redactUrl(url: string): string {
  return url.replace(/([?&]auth=)[^&#]*/gi, '$1[redacted]');
}

export const logSerializers = {
  req(request: FastifyRequest) {
    return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
  },
};
