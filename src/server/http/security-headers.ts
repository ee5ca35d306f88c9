// Headers that keep the browser on the app's side: every answer says what the page may load (CSP: only
// this origin's scripts, styles and fonts, MUI's inline styles, images from data: and blob: URLs for QR
// codes and previews; no inline script), that it may be framed only by the app itself (its print
// previews), that content types are not to be guessed, that addresses (which may carry a token in
// `?auth=`) are not sent on to other sites, and that API answers are not to be stored.
//
// No 'unsafe-eval': nothing in the app evaluates text. It used to be needed: measured in Chromium under
// this policy, the only violations on the dashboard, the masters' forms, a sales bill, a receipt and the
// ledger report were ajv (RJSF's validator-ajv8) compiling each form schema with `new Function`. The
// schemas reach the browser at run time with the active client's patch, so they could not be compiled
// at build time (RJSF's precompiled validator demands the very schema compiled); the forms now interpret
// them instead (engine/ui/form/interpreting-validator.ts). tests/e2e/content-security.test.ts validates a
// form under this policy and finds no violation (with the old validator it fails), and the browser tour
// of every route (tests/e2e/tour.test.ts, failing on any console error) runs clean under it.
import type { FastifyInstance } from 'fastify';

const POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self' blob:",
  "frame-ancestors 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    // API answers carry a business's books (and tokens): no browser cache or shared proxy may keep them,
    // where the next person at a shop's shared computer could read them back. An answer that chose its own
    // caching keeps it (the schemas revalidate with an ETag, print pages say private, no-store); the app's
    // files keep theirs (client-app.ts).
    if (request.url.startsWith('/api/') && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    reply.header('Content-Security-Policy', POLICY);
    reply.header('X-Frame-Options', 'SAMEORIGIN');
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'same-origin');
    return payload;
  });
}
