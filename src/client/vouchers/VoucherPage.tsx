// The /receipt, /payment and /contravoucher pages: the engine's list of the voucher with its dialog,
// whose form is the voucher form (the engine's `<entity>:form` slot).
import { FORM_SLOT } from '../../../engine/ui/EntityPage.tsx';
import type { EngineSlots } from '../../../engine/ui/EngineProvider.tsx';
import { VOUCHER_KINDS } from '../../shared/voucher-kinds.ts';
import EntityRoutePage from '../engine/EntityRoutePage.tsx';
import { VoucherForm } from './VoucherForm.tsx';

const SLOTS: EngineSlots = Object.fromEntries(VOUCHER_KINDS.map((kind) => [`${kind.entity}:${FORM_SLOT}`, VoucherForm]));

export default function VoucherPage() {
  return <EntityRoutePage slots={SLOTS} />;
}
