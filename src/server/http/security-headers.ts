// Headers that keep the browser on the app's side: every answer says what the page may load (CSP: only
// this origin's scripts, styles and fonts, MUI's inline styles, images from data: and blob: URLs for QR
// codes and previews; no inline script), that it may be framed only by the app itself (its print
// previews), that content types are not to be guessed, that addresses (which may carry a token in
// `?auth=`) are not sent on to other sites, and that API answers are not to be stored.
//
// Why script-src keeps 'unsafe-eval'. What needs it was measured: the built app, in Chromium, under this
// policy without 'unsafe-eval', signed in and walked through the dashboard, the firm, item and party
// forms (with Save on an empty form), a sales bill, a receipt and the ledger report. The only violations
// were `script-src eval` from the EntityForm chunk, on opening a master's form: ajv (through RJSF's
// validator-ajv8) compiles each form schema into a validation function with `new Function`. The schemas
// reach the browser at run time, merged with the active client's patch (CLIENT) and reshaped by the form
// (engine/ui), and a consultant adds or patches a schema without rebuilding the browser app; RJSF's
// precompiled validator (createPrecompiledValidator) checks that it is handed exactly the schema compiled
// at build time, so it would need a build per client and per schema change. A validator that interprets
// schemas without eval (such as @cfworker/json-schema) would need an RJSF validator adapter and ajv's
// error parameters for the field messages (engine/ui/form/validator.ts): the way to drop 'unsafe-eval',
// not done yet. Meanwhile the risk is bounded: eval is reachable only by script already running on the
// page, and script-src 'self' without 'unsafe-inline' lets only the app's own files run (no inline
// script, no other origin, object-src 'none', base-uri 'self'); the text ajv compiles is generated from
// the schemas the same server serves, never from what users type (their data is only validated by it).
import type { FastifyInstance } from 'fastify';

const POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
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
