// The list's filters (x-entity.listFilters): one select a field, "All" and its values, beside the search.
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { observer } from 'mobx-react-lite';
import type { EntitySchema } from '../../schema/types.ts';
import type { ListStore } from '../stores/ListStore.ts';

const ALL = '';

/** The values a filter offers, with their labels: Yes and No for a yes-or-no field, else its choices. */
function optionsOf(schema: EntitySchema, field: string): { value: string; label: string; sent: string | boolean }[] {
  const property = schema.properties[field];
  if (property?.type === 'boolean') {
    return [
      { value: 'true', label: 'Yes', sent: true },
      { value: 'false', label: 'No', sent: false },
    ];
  }
  return ((property?.enum ?? []) as unknown[]).map((value) => ({ value: String(value), label: String(value), sent: String(value) }));
}

export const ListChoices = observer(function ListChoices({ schema, store }: { schema: EntitySchema; store: ListStore }) {
  const fields = schema['x-entity'].listFilters ?? [];
  return (
    <>
      {fields.map((field) => {
        const options = optionsOf(schema, field);
        const title = String(schema.properties[field]?.title ?? field);
        const chosen = store.choices[field];
        return (
          <TextField
            key={field}
            id={`list-filter-${field}`}
            select
            size="small"
            label={title}
            value={chosen === undefined ? ALL : String(chosen)}
            onChange={(event) => void store.setChoice(field, options.find((option) => option.value === event.target.value)?.sent)}
            sx={{ minWidth: 120 }}
          >
            <MenuItem value={ALL}>All</MenuItem>
            {options.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        );
      })}
    </>
  );
});
