// The form widget of a link column (x-entity.links): the engine's SearchPicker over the target entity,
// showing the target's display field and storing its key. It offers 'Create new "<text>"' when the target
// declares x-entity.quickCreate (the target's form opens in a dialog with the text in that field), and narrows the search by the fields the link names (x-narrowBy).
import { ariaDescribedByIds, labelValue, type WidgetProps } from '@rjsf/utils';
import { observer } from 'mobx-react-lite';
import { displayFieldOf, quickCreateField } from '../../schema/ui-schema.ts';
import type { Row } from '../api.ts';
import { useEngine } from '../EngineProvider.tsx';
import type { KnownLabel } from './record.ts';
import { SearchPicker } from './SearchPicker.tsx';

export { PICKER_PAGE_SIZE } from './SearchPicker.tsx';

/**
 * What the form passes down (RJSF formContext): labels so pickers can show them without a lookup, and
 * the form's current values for pickers narrowed by other fields (x-narrowBy).
 */
export type LinkFormContext = { linkLabels?: Record<string, KnownLabel>; formValues?: () => Row };

export function LinkPicker(props: WidgetProps) {
  // RJSF accepts only plain function or forwardRef widgets, not memo objects such as observer().
  return <ObservedLinkPicker {...props} />;
}

const ObservedLinkPicker = observer(function ObservedLinkPicker(props: WidgetProps) {
  const { id, name, value, onChange, onBlur, onFocus, options, label, hideLabel, required, registry } = props;
  const { disabled, readonly, rawErrors = [], autofocus, placeholder } = props;
  const target = String(options.target ?? '');
  const { meta } = useEngine();
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
  const known: Row | null = knownLabel && sameId(knownLabel.id, value) ? { [key]: knownLabel.id, [labelField]: knownLabel.label } : null;
  const create = quickField
    ? { label: (text: string) => `Create new "${text}"`, initialValues: (text: string): Row => ({ ...narrowing(), [quickField]: text }) }
    : undefined;

  return (
    <SearchPicker
      id={id}
      entity={target}
      value={value}
      selected={known}
      keyField={key}
      labelField={labelField}
      filters={narrowing}
      create={create}
      onChange={(row) => onChange(row ? row[key] : options.emptyValue)}
      label={labelValue(label || undefined, hideLabel, undefined) as string}
      required={required}
      autoFocus={autofocus}
      placeholder={placeholder}
      invalid={rawErrors.length > 0}
      disabled={disabled || readonly}
      describedBy={ariaDescribedByIds(id)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
});

function sameId(a: unknown, b: unknown): boolean {
  return a === b || (a !== null && a !== undefined && b !== null && b !== undefined && String(a) === String(b));
}
