import { ariaDescribedByIds, labelValue, type WidgetProps } from '@rjsf/utils';
import { AmountInput } from '../fields/AmountInput.tsx';

/**
 * An amount of a schema form: the engine's AmountInput with at most `scale` decimals (x-scale; 2 for
 * money), negatives only when the schema's minimum allows them. The value is a JSON number. Options
 * `size: 'small'` and `fullWidth` suit it to pages outside a form.
 */
export function MoneyWidget(props: WidgetProps) {
  const { id, htmlName, value, onChange, onBlur, onFocus, options, schema, label, hideLabel, required } = props;
  const { disabled, readonly, rawErrors = [], autofocus, placeholder } = props;
  const scale = typeof options.scale === 'number' ? options.scale : typeof schema['x-scale'] === 'number' ? schema['x-scale'] : 2;
  return (
    <AmountInput
      id={id}
      name={htmlName || id}
      label={labelValue(label || undefined, hideLabel, undefined)}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      placeholder={placeholder || undefined}
      error={rawErrors.length > 0}
      value={value}
      scale={scale}
      allowNegative={!(typeof schema.minimum === 'number' && schema.minimum >= 0)}
      size={options.size === 'small' ? 'small' : undefined}
      fullWidth={options.fullWidth === true}
      onChange={(next) => onChange(next === null ? options.emptyValue : next)}
      onFocus={() => onFocus(id, value)}
      onBlur={() => onBlur(id, value)}
      ariaDescribedBy={ariaDescribedByIds(id)}
    />
  );
}
