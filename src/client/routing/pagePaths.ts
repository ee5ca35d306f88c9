// The first path segments of every page the server's schemas give the browser (GET /api/meta/pages, open
// to anyone), read once: a path among them that the user cannot open is theirs to be refused (sign-in when
// signed out, 403 for an employee not granted it), not a page that does not exist.
import { api } from '../api/http.ts';

let known: Promise<Set<string>> | null = null;

export function schemaPagePaths(): Promise<Set<string>> {
  known ??= api
    .get('meta/pages')
    .json<{ data: { paths: string[] } }>()
    .then((body) => new Set(body.data.paths))
    .catch(() => {
      known = null; // try again on the next visit
      return new Set<string>();
    });
  return known;
}
