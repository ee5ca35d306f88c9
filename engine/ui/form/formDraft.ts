// How a form lets the app keep its unsaved changes (a draft in the browser, an offer to bring it back,
// a question before leaving). The engine only describes the form; the app passes the hook that keeps
// drafts through <EngineProvider formDraft={...}>. Without one a form keeps nothing.
import type { ReactNode } from 'react';
import type { RecordId } from '../api.ts';

export type FormDraftBinding = {
  entity: string;
  /** The record being edited, or null for a new one. */
  recordId: RecordId | null;
  /** The schema's singular title ("Vehicle"), for messages. */
  title: string;
  /** The form's data as JSON can hold it. */
  snapshot(): unknown;
  /** Puts a kept draft's data back into the form. */
  restore(data: unknown): void;
};

export type FormDraft = {
  /** Drawn above the form (an offer to bring a kept draft back), or null. */
  banner: ReactNode;
  /** The form now shows what the server holds (loaded, reloaded or just saved): changes count from here. */
  settled(): void;
  /** The user dropped the changes (Cancel): nothing is kept. */
  abandon(): void;
};

/** A React hook: called once per render of every form, always the same one for a provider. */
export type UseFormDraft = (binding: FormDraftBinding) => FormDraft;

const NOTHING: FormDraft = { banner: null, settled: () => {}, abandon: () => {} };

/** The hook when the app keeps no drafts. */
export const noFormDraft: UseFormDraft = () => NOTHING;
