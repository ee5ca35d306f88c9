export type { MenuEntry } from '../../shared/menu-from-schemas.ts';

/** Tab and activity rows as the login-data call returns them (SPEC section 3). */
export interface Tab {
  tab_id: string | number;
  tab_name: string;
  is_active: string | number;
  is_subtab: string | number;
  icon?: string | null;
}

export interface Activity {
  tab_id: string | number;
  activity_title: string;
  url: string;
  icon?: string | null;
}

export interface LoginData {
  type: string;
  /** The signed-in address, when the server includes it (it lets a reloaded tab show who is signed in). */
  email?: string;
  tab: Tab[];
  activity: Activity[];
}
