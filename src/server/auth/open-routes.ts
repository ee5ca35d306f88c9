// The routes anyone may call without signing in, in one place. Every other /api route is refused
// (401) before a byte of its body is read (sign-in-first.ts); the browser app under /bahi and `/` are
// pages and assets, open by nature. An open route takes only a small body (OPEN_BODY_LIMIT): none needs
// more than a form of credentials, and these are the calls a stranger can make.
export const OPEN_ROUTES: ReadonlySet<string> = new Set([
  // The spec's sign-in and sign-up (auth/routes.ts).
  'POST /api/super/superUserLogin',
  'POST /api/super/employeelogin',
  'POST /api/super/register',
  // Forgotten passwords (auth/password-reset.ts): the caller has no session by definition.
  'POST /api/account/forgot-password',
  'POST /api/account/reset-password',
  // For load balancers and process managers (http/health.ts).
  'GET /api/health',
  'GET /api/ready',
  // The page paths the browser's router needs before sign-in (http/page-paths.ts).
  'GET /api/meta/pages',
  // A shared document's PDF: its signed link is its permission (print/print-routes.ts).
  'GET /api/shared/:file',
]);

/** 64 KB: a sign-in or sign-up form is well under 1 KB. */
export const OPEN_BODY_LIMIT = 64 * 1024;

/** Whether a route (its method and its pattern, as registered) needs no sign-in. HEAD goes with its GET. */
export function isOpenRoute(method: string, url: string): boolean {
  if (!url.startsWith('/api/')) return true;
  return OPEN_ROUTES.has(`${method === 'HEAD' ? 'GET' : method} ${url}`);
}
