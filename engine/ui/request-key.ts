// A fresh Idempotency-Key for one create (engine/server/request-key.ts). crypto.randomUUID exists only
// in secure contexts (https or localhost), and a shop's server is often reached over plain http on the
// counter's network, so the key is made from getRandomValues, which exists everywhere.
export function newRequestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * A create carrying its key may be sent again safely: the server answers a repeat with the first one's
 * record. So a create whose answer was lost (the network dropped, the server restarted, a time-out) is
 * retried with the same key, twice at most, and the user sees one record, saved once.
 */
export const RETRY_WITH_KEY = { limit: 2, methods: ['post'], retryOnTimeout: true, statusCodes: [408, 502, 503, 504] };
