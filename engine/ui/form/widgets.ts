import type { RegistryFieldsType, RegistryWidgetsType } from '@rjsf/utils';
import { LINES_FIELD, WIDGETS } from '../../schema/ui-schema.ts';
import { DateWidget } from './DateWidget.tsx';
import { LinkPicker } from './LinkPicker.tsx';
import { MoneyWidget } from './MoneyWidget.tsx';
import { LinesField } from './LinesField.tsx';

/** The engine's widgets by the names compileUiSchema emits. One object, so RJSF's registry stays stable. */
export const ENGINE_WIDGETS: RegistryWidgetsType = {
  [WIDGETS.money]: MoneyWidget,
  [WIDGETS.date]: DateWidget,
  [WIDGETS.link]: LinkPicker,
};

/** The engine's custom fields by the names compileUiSchema emits (a record's line table). */
export const ENGINE_FIELDS: RegistryFieldsType = { [LINES_FIELD]: LinesField };
