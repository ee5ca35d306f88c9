// The list page of a voucher described by its schema (x-entity.voucher: the journal): the engine's list
// and dialog, whose form is the one for the voucher's rule (the engine's `<entity>:form` slot).
import { useMemo, type ComponentType } from 'react';
import { FORM_SLOT } from '../../../engine/ui/EntityPage.tsx';
import type { EngineSlots } from '../../../engine/ui/EngineProvider.tsx';
import type { EntityFormProps } from '../../../engine/ui/EntityForm.tsx';
import EntityRoutePage from '../engine/EntityRoutePage.tsx';
import { sessionMeta } from '../engine/engineContext.ts';
import { JournalForm } from './journal/JournalForm.tsx';
import { vouchersOf } from './sessionVouchers.ts';

/** The form of each voucher rule (x-entity.voucher.rule). */
const FORMS: Record<string, ComponentType<EntityFormProps>> = { journal: JournalForm };

export default function DescribedVoucherPage() {
  const meta = sessionMeta();
  const slots: EngineSlots = useMemo(
    () => Object.fromEntries(vouchersOf(meta).flatMap((voucher) => (FORMS[voucher.rule] ? [[`${voucher.entity}:${FORM_SLOT}`, FORMS[voucher.rule]]] : []))),
    [meta, meta.names.length],
  );
  return <EntityRoutePage slots={slots} />;
}
