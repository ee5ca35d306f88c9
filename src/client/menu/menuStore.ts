import { makeAutoObservable, runInAction } from 'mobx';
import type { LoginDataResponse } from '../api/authApi.ts';
import { ApiRejection } from '../api/apiError.ts';
import type { UserType } from '../session/sessionRules.ts';
import type { LoadStatus } from '../stores/loadStatus.ts';
import { buildEmployeeMenu, employeeAllowedPaths } from './employeeMenu.ts';
import type { LoginData, MenuEntry } from './types.ts';

type LoadLoginData = (type: UserType, userid: string | number) => Promise<LoginDataResponse>;

/**
 * The signed-in user's login data (tabs and activities) and the sidebar built from it.
 * The master's menu is drawn from the entity schemas (masterSidebar.ts); an employee's comes from the
 * server and also limits routable pages.
 */
export class MenuStore {
  status: LoadStatus = 'idle';
  userType: UserType | null = null;
  data: LoginData | null = null;

  private readonly fetchLoginData: LoadLoginData;
  private userid: string | number | null = null;
  private refreshedAt = Number.NEGATIVE_INFINITY;

  constructor(fetchLoginData: LoadLoginData) {
    this.fetchLoginData = fetchLoginData;
    makeAutoObservable<MenuStore, 'fetchLoginData' | 'userid' | 'refreshedAt'>(this, { fetchLoginData: false, userid: false, refreshedAt: false });
  }

  /** Loads the login data; on failure the status is 'error' and the error is re-thrown for the session. */
  async load(type: UserType, userid: string | number): Promise<void> {
    this.userType = type;
    this.userid = userid;
    this.status = 'loading';
    try {
      const body = await this.fetchLoginData(type, userid);
      if (body.status !== 200 || !body.data) throw new ApiRejection(body.message ?? 'Could not load your menu.');
      const data = body.data;
      runInAction(() => {
        this.data = { type: data.type, email: data.email, tab: data.tab ?? [], activity: data.activity ?? [] };
        this.status = 'idle';
      });
    } catch (error) {
      runInAction(() => {
        this.status = 'error';
      });
      throw error;
    }
  }

  /**
   * Reads an employee's grant again (the server refused a call: a page may have been taken away), so the
   * sidebar and the routable pages follow without a reload. At most once in `minGapMs`, so a page making
   * several refused calls asks once; a failure keeps the menu as it was.
   */
  async refresh(now = Date.now(), minGapMs = 2000): Promise<void> {
    if (this.userType !== 'employee' || this.userid === null || this.status === 'loading' || now - this.refreshedAt < minGapMs) return;
    this.refreshedAt = now;
    const data = this.data;
    try {
      await this.load(this.userType, this.userid);
    } catch {
      runInAction(() => {
        this.data = data;
        this.status = 'idle';
      });
    }
  }

  clear(): void {
    this.status = 'idle';
    this.userType = null;
    this.userid = null;
    this.data = null;
  }

  get entries(): MenuEntry[] {
    if (this.userType === 'employee' && this.data) return buildEmployeeMenu(this.data.tab, this.data.activity);
    return [];
  }

  /** Layout pages an employee may open; null means no restriction (the master). */
  get allowedPaths(): ReadonlySet<string> | null {
    if (this.userType !== 'employee') return null;
    return employeeAllowedPaths(this.data?.activity ?? []);
  }

  /** True while an employee's permissions are not known yet. */
  get awaitingPermissions(): boolean {
    return this.userType === 'employee' && this.data === null && this.status !== 'error';
  }
}
