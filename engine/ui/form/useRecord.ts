import { useCallback, useEffect, useRef, useState } from 'react';
import { toApiError, type EntityApi, type RecordId, type Row } from '../api.ts';
import type { LoadState } from '../stores/MetaStore.ts';

export type RecordState = {
  /** The id of the record held (null for a record not saved yet). */
  id: RecordId | null;
  state: LoadState;
  record: Row | null;
  error: string | null;
  /** Fetches the record again (after a 409, or to retry a failed load). */
  reload: () => void;
  /** Holds a record the server just returned (after a save) without fetching it. */
  prime: (id: RecordId, record: Row) => void;
};

/** Loads one record by id; with no id there is nothing to load (a new record). */
export function useRecord(api: EntityApi, entity: string, initialId: RecordId | null | undefined): RecordState {
  const startId = isId(initialId) ? initialId : null;
  const [id, setId] = useState<RecordId | null>(startId);
  const [record, setRecord] = useState<Row | null>(null);
  const [state, setState] = useState<LoadState>(startId === null ? 'idle' : 'loading');
  const [error, setError] = useState<string | null>(null);
  const seq = useRef(0);

  const fetchRecord = useCallback(
    (target: RecordId) => {
      const mine = ++seq.current;
      setState('loading');
      setError(null);
      api
        .get(entity, target)
        .then((row) => {
          if (mine !== seq.current) return;
          setRecord(row);
          setState('idle');
        })
        .catch((failure: unknown) => {
          if (mine !== seq.current) return;
          setError(toApiError(failure, 'Could not load the record.').message);
          setState('error');
        });
    },
    [api, entity],
  );

  // A new id from the caller starts over.
  useEffect(() => {
    const next = isId(initialId) ? initialId : null;
    setId(next);
    if (next === null) {
      seq.current++;
      setRecord(null);
      setState('idle');
      setError(null);
      return;
    }
    fetchRecord(next);
    return () => {
      seq.current++;
    };
  }, [initialId, fetchRecord]);

  const reload = useCallback(() => {
    if (id !== null) fetchRecord(id);
  }, [id, fetchRecord]);

  const prime = useCallback((nextId: RecordId, row: Row) => {
    seq.current++;
    setId(nextId);
    setRecord(row);
    setState('idle');
    setError(null);
  }, []);

  return { id, state, record, error, reload, prime };
}

function isId(value: RecordId | null | undefined): value is RecordId {
  return value !== null && value !== undefined && value !== '';
}
