// The drafts of the engine's forms (items, parties, ledgers and every other master): the engine hands
// its form's data over through <EngineProvider formDraft={useEngineFormDraft}>, kept like a bill's.
import type { FormDraft, FormDraftBinding } from '../../../engine/ui/form/formDraft.ts';
import { DraftOffer } from './DraftOffer.tsx';
import { useDraft } from './useDraft.ts';

export function useEngineFormDraft(binding: FormDraftBinding): FormDraft {
  const draft = useDraft<unknown>({
    entity: binding.entity,
    recordId: binding.recordId,
    noun: binding.title.toLowerCase(),
    snapshot: binding.snapshot,
    restore: binding.restore,
  });
  return { banner: <DraftOffer draft={draft} />, settled: draft.settled, abandon: draft.abandon };
}
