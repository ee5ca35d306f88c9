// The forms open on the page that can keep a draft: the leave guard asks before a changed one is left,
// and the session keeps each changed one as a draft when it ends.

export type OpenForm = {
  /** What the form holds, for messages: "bill", "voucher". */
  noun: string;
  /** Has changes not saved. */
  dirty(): boolean;
  /** Writes its draft now (the session is ending, the tab is closing). */
  keep(): void;
  /** Forgets its draft (the user chose to leave without saving). */
  discard(): void;
};

const forms = new Set<OpenForm>();

export function openForm(form: OpenForm): () => void {
  forms.add(form);
  return () => void forms.delete(form);
}

/** The open forms with unsaved changes. */
export function changedForms(): OpenForm[] {
  return [...forms].filter((form) => form.dirty());
}

/** Keeps every changed form as a draft; answers what was kept (their nouns). */
export function keepChangedForms(): string[] {
  return changedForms().map((form) => {
    form.keep();
    return form.noun;
  });
}
