import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import type { WidgetProps } from '@rjsf/utils';
import { observer } from 'mobx-react-lite';
import { DateInput } from '../fields/DateInput.tsx';
import { LinkPicker } from '../form/LinkPicker.tsx';
import type { FilterField } from './filters.ts';
import { PERIOD_OPTIONS } from './period.ts';
import type { ReportStore } from './ReportStore.ts';

/** The period choice, the report's filters drawn by kind, and Generate; one column on a phone. */
export const ReportFilterBar = observer(function ReportFilterBar({ store, onGenerate }: { store: ReportStore; onGenerate: () => void }) {
  const periods = PERIOD_OPTIONS[store.report['x-report'].period];
  return (
    <Box
      component="form"
      noValidate
      aria-label="Filters"
      onSubmit={(event) => {
        event.preventDefault();
        onGenerate();
      }}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))', gap: 1.5, alignItems: 'start' }}
    >
      {store.period !== null && periods.length > 0 && (
        <TextField select label="Period" value={store.period} onChange={(event) => store.setPeriod(event.target.value)} slotProps={{ htmlInput: { 'data-testid': 'report-period' } }}>
          {periods.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      )}
      {store.fields.map((field) => (
        <FilterInput key={field.name} field={field} store={store} />
      ))}
      <Button
        type="submit"
        variant="contained"
        disabled={store.loading}
        startIcon={store.loading ? <CircularProgress size={18} color="inherit" /> : <PlayArrowIcon />}
        sx={{ height: 56 }}
      >
        {store.loading ? 'Generating…' : 'Generate'}
      </Button>
    </Box>
  );
});

const FilterInput = observer(function FilterInput({ field, store }: { field: FilterField; store: ReportStore }) {
  const value = store.values[field.name] ?? '';
  const error = store.fieldErrors[field.name];
  const id = `report-filter-${field.name}`;
  const common = {
    id,
    label: field.title,
    required: field.required,
    error: Boolean(error),
    helperText: error,
    value,
  };
  switch (field.kind) {
    case 'date':
      return <DateInput {...common} onChange={(next) => store.setValue(field.name, next ?? '')} />;
    case 'enum':
    case 'boolean': {
      const choices = field.kind === 'enum' ? field.choices! : [{ value: 'true', label: 'Yes' }, { value: 'false', label: 'No' }];
      return (
        <TextField {...common} select onChange={(event) => store.setValue(field.name, event.target.value)}>
          {!field.required && <MenuItem value="">All</MenuItem>}
          {choices.map((choice) => (
            <MenuItem key={choice.value} value={choice.value}>
              {choice.label}
            </MenuItem>
          ))}
        </TextField>
      );
    }
    case 'link':
      return (
        <Box>
          <LinkPicker {...pickerProps(field, value, Boolean(error), (next) => store.setValue(field.name, next))} />
          {error && <FormHelperText error sx={{ mx: 1.75 }}>{error}</FormHelperText>}
        </Box>
      );
    case 'number':
      return <TextField {...common} type="text" slotProps={{ htmlInput: { inputMode: field.integer ? 'numeric' : 'decimal' } }} onChange={(event) => store.setValue(field.name, event.target.value.trim())} />;
    default:
      return <TextField {...common} onChange={(event) => store.setValue(field.name, event.target.value)} />;
  }
});

/** The engine's record picker is a form widget; outside a form it gets the few props it reads. */
function pickerProps(field: FilterField, value: string, invalid: boolean, onChange: (value: string) => void): WidgetProps {
  const none = () => {};
  const props = {
    id: `report-filter-${field.name}`,
    name: field.name,
    value: value === '' ? undefined : value,
    onChange: (next: unknown) => onChange(next === undefined || next === null ? '' : String(next)),
    onBlur: none,
    onFocus: none,
    options: { target: field.target, emptyValue: undefined },
    label: field.title,
    hideLabel: false,
    required: field.required,
    disabled: false,
    readonly: false,
    autofocus: false,
    placeholder: '',
    rawErrors: invalid ? ['invalid'] : [],
    schema: {},
    uiSchema: {},
    registry: { formContext: {} },
  };
  return props as unknown as WidgetProps;
}
