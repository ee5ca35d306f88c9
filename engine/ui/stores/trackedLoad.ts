import { runInAction } from 'mobx';
import { toApiError } from '../api.ts';

export type LoadState = 'idle' | 'loading' | 'error';

/**
 * Runs a store's load, keeping its `state` and `error` (idle | loading | error) in step; `accept`
 * takes the answer in an action. Shared by the schema stores.
 */
export function trackedLoad<T>(target: { state: LoadState; error: string | null }, request: () => Promise<T>, accept: (value: T) => void): Promise<void> {
  runInAction(() => {
    target.state = 'loading';
    target.error = null;
  });
  return request().then(
    (value) => runInAction(() => accept(value)),
    (error: unknown) =>
      runInAction(() => {
        target.state = 'error';
        target.error = toApiError(error).message;
      }),
  );
}
