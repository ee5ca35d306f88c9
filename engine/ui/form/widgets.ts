import type { RegistryWidgetsType } from '@rjsf/utils';
import { WIDGETS } from '../../schema/ui-schema.ts';
import { DateWidget } from './DateWidget.tsx';
import { LinkPicker } from './LinkPicker.tsx';
import { MoneyWidget } from './MoneyWidget.tsx';

/** The engine's widgets by the names compileUiSchema emits. One object, so RJSF's registry stays stable. */
export const ENGINE_WIDGETS: RegistryWidgetsType = {
  [WIDGETS.money]: MoneyWidget,
  [WIDGETS.date]: DateWidget,
  [WIDGETS.link]: LinkPicker,
};
