import { useEffect, useMemo, useRef, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { ariaDescribedByIds, labelValue, type WidgetProps } from '@rjsf/utils';
import { observer } from 'mobx-react-lite';
import { displayFieldOf, quickCreateField } from '../../schema/ui-schema.ts';
import { toApiError, type RecordId, type Row } from '../api.ts';
import { useEngine } from '../EngineProvider.tsx';
import type { KnownLabel } from './record.ts';

/** How many matches the type-ahead asks for. */
export const PICKER_PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 250;

type Option = { id: RecordId; label: string; create?: string };

/**
 * What the form passes down (RJSF formContext): labels so pickers can show them without a lookup, and
 * the form's current values for pickers narrowed by other fields (x-narrowBy).
 */
export type LinkFormContext = { linkLabels?: Record<string, KnownLabel>; formValues?: () => Row };

/**
 * A link column (x-entity.links): type-ahead over the target entity's list (its search), showing
 * the target's display field and storing its key. Offers 'Create new "<text>"' when the target
 * declares x-entity.quickCreate.
 */
export function LinkPicker(props: WidgetProps) {
  // RJSF accepts only plain function or forwardRef widgets, not memo objects such as observer().
  return <ObservedLinkPicker {...props} />;
}

const ObservedLinkPicker = observer(function ObservedLinkPicker(props: WidgetProps) {
  const { id, name, value, onChange, onBlur, onFocus, options, label, hideLabel, required, registry } = props;
  const { disabled, readonly, rawErrors = [], autofocus, placeholder } = props;
  const target = String(options.target ?? '');
  const { api, meta, notify } = useEngine();
  const targetSchema = meta.get(target);
  const key = targetSchema?.['x-entity'].key ?? 'Id';
  const labelField = targetSchema ? displayFieldOf(targetSchema) : key;
  const quickField = targetSchema ? quickCreateField(targetSchema) : undefined;
  const formContext = registry.formContext as LinkFormContext | undefined;
  const knownLabel = formContext?.linkLabels?.[name];
  /** The target's fields that must match this form's (x-narrowBy), with the values the form holds now. */
  const narrowing = (): Record<string, string | number> => {
    const values = formContext?.formValues?.() ?? {};
    const fields = Array.isArray(options.narrowBy) ? (options.narrowBy as string[]) : [];
    return Object.fromEntries(fields.filter((field) => values[field] !== undefined && values[field] !== null).map((field) => [field, values[field] as string | number]));
  };

  const [selected, setSelected] = useState<Option | null>(null);
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const [matches, setMatches] = useState<Option[]>([]);
  const [loading, setLoading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const searchSeq = useRef(0);

  const toOption = (row: Row): Option => {
    const shown = row[labelField] ?? row[key];
    return { id: row[key] as RecordId, label: shown === null || shown === undefined ? '' : String(shown) };
  };

  // Keep the shown option in step with the stored id: the label the record carried, else a lookup.
  const hasValue = value !== undefined && value !== null && value !== '';
  useEffect(() => {
    if (!hasValue) {
      setSelected(null);
      return;
    }
    if (selected && sameId(selected.id, value)) return;
    if (knownLabel && sameId(knownLabel.id, value)) {
      setSelected({ id: value, label: knownLabel.label });
      return;
    }
    let live = true;
    setSelected({ id: value, label: String(value) });
    api
      .get(target, value)
      .then((row) => live && setSelected(toOption(row)))
      .catch(() => {
        /* the id stays visible; a save will report a bad link */
      });
    return () => {
      live = false;
    };
  }, [value, hasValue, knownLabel, target]);

  // Search as the user types (debounced), and once when the list opens.
  useEffect(() => {
    if (!open) {
      // Closed (an option chosen) while a search was still waiting: drop it, and its spinner.
      searchSeq.current += 1;
      setLoading(false);
      return;
    }
    const seq = ++searchSeq.current;
    const typed = selected && input === selected.label ? '' : input.trim();
    setLoading(true);
    const timer = setTimeout(() => {
      api
        .list(target, { page: 1, perPage: PICKER_PAGE_SIZE, search: typed || undefined, sort: labelField, filters: narrowing() })
        .then((result) => {
          if (seq !== searchSeq.current) return;
          setMatches(result.rows.map(toOption));
          setProblem(null);
        })
        .catch((error: unknown) => {
          if (seq !== searchSeq.current) return;
          setMatches([]);
          setProblem(toApiError(error).message);
        })
        .finally(() => seq === searchSeq.current && setLoading(false));
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open, input, target, labelField]);

  const typed = input.trim();
  const shownOptions = useMemo(() => {
    const exact = matches.some((option) => option.label.toLowerCase() === typed.toLowerCase());
    // Only once the search for what was typed has answered: before that, 'exact' is not known, and a
    // quick Enter would try to create a record that already exists.
    const offerCreate = quickField && typed !== '' && !loading && !exact && !(selected && typed === selected.label);
    return offerCreate ? [...matches, { id: '__create__', label: `Create new "${typed}"`, create: typed }] : matches;
  }, [matches, typed, quickField, selected, loading]);

  const choose = async (option: Option | null) => {
    if (!option) {
      setSelected(null);
      onChange(options.emptyValue);
      return;
    }
    if (creating) return;
    if (option.create === undefined || !quickField) {
      setSelected(option);
      onChange(option.id);
      return;
    }
    setCreating(true);
    try {
      const { record, message } = await api.create(target, { ...narrowing(), [quickField]: option.create });
      const created = toOption({ ...record, [labelField]: record[labelField] ?? option.create });
      notify(message || 'Data Saved Successfully', 'success');
      setSelected(created);
      setInput(created.label);
      onChange(created.id);
    } catch (error) {
      notify(toApiError(error, 'Could not create it.').message, 'error');
    } finally {
      setCreating(false);
    }
  };

  return (
    <Autocomplete<Option, false, false, false>
      id={id}
      options={shownOptions}
      value={selected}
      inputValue={input}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      onInputChange={(_event, next) => setInput(next)}
      onChange={(_event, option) => void choose(option)}
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, current) => sameId(option.id, current.id)}
      getOptionKey={(option) => String(option.id)}
      loading={loading || creating}
      // Not disabled while creating: MUI blurs a focused Autocomplete that becomes disabled, mid-render.
      disabled={disabled || readonly}
      autoHighlight
      handleHomeEndKeys
      noOptionsText={problem ?? (typed ? 'No matches' : 'Type to search')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={labelValue(label || undefined, hideLabel, undefined)}
          required={required}
          autoFocus={autofocus}
          placeholder={placeholder}
          error={rawErrors.length > 0}
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-describedby': ariaDescribedByIds(id) },
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {loading || creating ? <CircularProgress color="inherit" size={18} /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
});

function sameId(a: unknown, b: unknown): boolean {
  return a === b || (a !== null && a !== undefined && b !== null && b !== undefined && String(a) === String(b));
}
