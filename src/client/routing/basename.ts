/** The app is served under /bahi (SPEC section 2: /{product}). */
export const BASENAME = '/bahi';

/** The router path of a browser pathname: '/bahi/login' -> '/login', '/bahi' -> '/'. */
export function routerPath(browserPathname: string): string {
  if (browserPathname === BASENAME) return '/';
  if (browserPathname.startsWith(`${BASENAME}/`)) return browserPathname.slice(BASENAME.length);
  return browserPathname;
}
