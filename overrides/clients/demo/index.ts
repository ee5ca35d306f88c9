// The demo client's browser components, by engine slot (`${entity}:${slot}`).
import type { EngineSlots } from '../../../engine/ui/index.ts';
import TermsForm from './TermsForm.tsx';

export const slots: EngineSlots = {
  'tandc:form': TermsForm,
};
