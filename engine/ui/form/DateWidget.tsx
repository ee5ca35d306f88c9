import { ariaDescribedByIds, labelValue, type WidgetProps } from '@rjsf/utils';
import { DateInput } from '../fields/DateInput.tsx';

/** A date field of a schema form: the engine's DateInput (shown dd-mm-yyyy, sent as yyyy-mm-dd). */
export function DateWidget(props: WidgetProps) {
  const { id, htmlName, value, onChange, onBlur, onFocus, options, label, hideLabel, required } = props;
  const { disabled, readonly, rawErrors = [], autofocus } = props;
  return (
    <DateInput
      id={id}
      name={htmlName || id}
      label={labelValue(label || undefined, hideLabel, undefined)}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      error={rawErrors.length > 0}
      value={typeof value === 'string' ? value : null}
      onChange={(next) => onChange(next ?? options.emptyValue)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      ariaDescribedBy={ariaDescribedByIds(id)}
    />
  );
}
