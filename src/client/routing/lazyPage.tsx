import { lazy, Suspense, type ComponentType } from 'react';
import { ChunkErrorBoundary } from './ChunkErrorBoundary.tsx';
import { PageSpinner } from './PageSpinner.tsx';
import { CHUNK_TIMEOUT_MS, withTimeout } from './withTimeout.ts';

type PageModule<P> = { default: ComponentType<P> };

/**
 * A route page loaded as its own script chunk. A chunk that fails, or has not arrived after
 * 120 s, renders the 'Loading chunk failed' panel with a Reload button instead of a blank screen.
 */
export function lazyPage<P extends object = object>(
  load: () => Promise<PageModule<P>>,
  timeoutMs: number = CHUNK_TIMEOUT_MS,
): ComponentType<P> {
  const Page = lazy(() => withTimeout(load(), timeoutMs));
  function LazyPage(props: P) {
    return (
      <ChunkErrorBoundary>
        <Suspense fallback={<PageSpinner />}>
          <Page {...props} />
        </Suspense>
      </ChunkErrorBoundary>
    );
  }
  return LazyPage;
}
