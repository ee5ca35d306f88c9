import { useEffect, useState } from 'react';
import { displayFieldOf } from '../../schema/ui-schema.ts';
import { useEngine } from '../EngineProvider.tsx';
import type { FilterField, FilterValues } from './filters.ts';

/** The names of the records a generated report was filtered by (for its printed and exported filter lines). */
export function useLinkLabels(fields: FilterField[], values: FilterValues | null): Record<string, string> {
  const { api, meta } = useEngine();
  const [labels, setLabels] = useState<Record<string, string>>({});
  const wanted = fields.filter((field) => field.kind === 'link' && values?.[field.name]);
  const signature = wanted.map((field) => `${field.name}=${values![field.name]}`).join('&');
  useEffect(() => {
    let live = true;
    void Promise.all(
      wanted.map(async (field) => {
        const id = values![field.name];
        try {
          const row = await api.get(field.target!, id);
          const schema = meta.get(field.target!);
          const shown = row[schema ? displayFieldOf(schema) : 'Id'];
          return [field.name, shown === undefined || shown === null ? id : String(shown)] as const;
        } catch {
          return [field.name, id] as const;
        }
      }),
    ).then((pairs) => live && setLabels(Object.fromEntries(pairs)));
    return () => {
      live = false;
    };
    // The signature stands for the values of the link filters.
  }, [signature, api, meta]);
  return labels;
}
