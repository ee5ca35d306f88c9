// What the sign-in page tells a user whose session ended by itself: why, whether their unsaved form
// was kept as a draft, and where they were (signing in again as the same login goes back there).

export const SESSION_END_NOTE_KEY = 'bahi.sessionEnded';

export type SessionEndNote = { message: string; kept: string[]; path: string | null; userid: string | number | null };

export function sessionEndMessage(kept: readonly string[]): string {
  if (kept.length === 0) return 'Your session has expired. Please sign in again.';
  const what = kept.length === 1 ? `your unsaved ${kept[0]} is kept as a draft` : `your ${kept.length} unsaved forms are kept as drafts`;
  return `Your session ended; ${what}. Sign in to carry on.`;
}

export function readSessionEndNote(raw: string | null): SessionEndNote | null {
  if (!raw) return null;
  try {
    const note = JSON.parse(raw) as Partial<SessionEndNote>;
    if (typeof note.message !== 'string') return null;
    return {
      message: note.message,
      kept: Array.isArray(note.kept) ? note.kept.filter((noun): noun is string => typeof noun === 'string') : [],
      path: typeof note.path === 'string' ? note.path : null,
      userid: typeof note.userid === 'string' || typeof note.userid === 'number' ? note.userid : null,
    };
  } catch {
    return null;
  }
}
