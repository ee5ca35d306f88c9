// A signed-out visit to a path no fixed route names: a page of the server's schemas (a document's form,
// an entity added as a schema file) goes to sign-in like every other signed-in page; anything else is
// the 404 page. The server lists its pages' paths openly (GET /api/meta/pages).
import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { schemaPagePaths } from './pagePaths.ts';
import { NotFoundPage } from './pages.tsx';
import { PageSpinner } from './PageSpinner.tsx';

export function SignedOutFallback() {
  const { pathname } = useLocation();
  const first = pathname.split('/').filter(Boolean)[0] ?? '';
  const [paths, setPaths] = useState<Set<string> | null>(null);
  useEffect(() => {
    let live = true;
    void schemaPagePaths().then((found) => live && setPaths(found));
    return () => {
      live = false;
    };
  }, []);
  if (!paths) return <PageSpinner />;
  return paths.has(first) ? <Navigate to="/login" replace /> : <NotFoundPage />;
}
