import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

export type ShortcutKey = {
  /** The letter pressed with Alt (Option on a Mac): KeyboardEvent.code's letter, so a Mac's Option+S (ß) counts. */
  letter: string;
  /** Where it goes: a new record's form. */
  to: string;
};

/** "Alt+S": how a key is written in the menu and in aria-keyshortcuts. */
export const keyLabel = (letter: string) => `Alt+${letter.toUpperCase()}`;

/**
 * Alt+letter opens a new record's form from any page, as Tally's voucher keys do at its gateway. Alt with
 * no other modifier, matched on the key's position (event.code), and only for keys the user's menu shows.
 * A form with unsaved changes is guarded by the router's leave check as any link is.
 */
export function useShortcutKeys(keys: readonly ShortcutKey[]): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.repeat) return;
      const shortcut = keys.find((key) => event.code === `Key${key.letter.toUpperCase()}`);
      if (!shortcut) return;
      event.preventDefault();
      void navigate(shortcut.to);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [keys, navigate]);
}
