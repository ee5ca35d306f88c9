// The demo client's browser components, by engine slot (`${entity}:${slot}`).
import type { EngineSlots } from '../../../engine/ui/EngineProvider.tsx';
import TermsForm from './TermsForm.tsx';

export const slots: EngineSlots = {
  'tandc:form': TermsForm,
};
