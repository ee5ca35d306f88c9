// An owner's employee desk for permission tests: the business's activities by url, roles granted a few
// of them (a role and its profile), employees signed in at the employee door, and URLs called as one.
import { expect } from 'vitest';
import { getJson, postForm, sendJson, uniqueEmail } from './http.ts';

export const EMPLOYEE_PASSWORD = 'Clerk@123';

export type SignedInEmployee = { record: Record<string, any>; token: string; userid: number };

export type EmployeeDesk = Awaited<ReturnType<typeof employeeDesk>>;

/** Sets up a branch and an office type (an employee needs both) and reads the activities. */
export async function employeeDesk(origin: string, owner: { api(path: string): string }) {
  const ownerGet = async (path: string) => (await getJson(owner.api(path))).body.data;
  const activities = (await ownerGet('activity?PerPage=1000')).rows as Array<{ Id: number; url: string }>;
  const activityIds = new Map(activities.map((activity) => [activity.url, activity.Id]));
  const type = await sendJson('POST', owner.api('type'), { TypeName: 'Shop' });
  const branch = await sendJson('POST', owner.api('branch'), { BranchName: 'Pune counter', TypeId: type.body.data.Id });
  expect(branch.status, JSON.stringify(branch.body)).toBe(200);

  /** Profile grants for the activities with these urls. */
  const grants = (...urls: string[]) =>
    urls.map((url) => {
      expect(activityIds.has(url), `an activity with url ${url}`).toBe(true);
      return { ActivityId: activityIds.get(url) };
    });

  const signIn = (email: string, password = EMPLOYEE_PASSWORD) => postForm(`${origin}/api/super/employeelogin`, { uname: email, password });

  /** A role and its profile granting the pages with these urls. */
  async function newRole(name: string, ...urls: string[]) {
    const roleId = (await sendJson('POST', owner.api('role'), { RoleName: name })).body.data.Id as number;
    const made = await sendJson('POST', owner.api('profile'), { RoleId: roleId, Desc: name, Grants: grants(...urls) });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    return { roleId, profile: made.body.data as Record<string, any> };
  }

  /** Changes what a role's profile grants; returns the saved profile (for its next RowVersion). */
  async function regrant(profile: Record<string, any>, ...urls: string[]) {
    const changed = await sendJson('PUT', owner.api(`profile/${profile.Id}`), { RoleId: profile.RoleId, Desc: profile.Desc, Grants: grants(...urls), RowVersion: profile.RowVersion });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    return changed.body.data as Record<string, any>;
  }

  /** An employee with this role, signed in. */
  async function newEmployee(roleId: number, email = uniqueEmail('clerk')): Promise<SignedInEmployee> {
    const reply = await sendJson('POST', owner.api('employee'), { EmployeeName: 'Ravi Clerk', Email: email, Password: EMPLOYEE_PASSWORD, BranchId: branch.body.data.Id, TypeId: type.body.data.Id, RoleId: roleId });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const login = await signIn(email);
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    return { record: reply.body.data, token: login.body.tokenDetails.idToken as string, userid: login.body.tokenDetails.userid as number };
  }

  /** An API URL called with an employee's token. */
  const as = (token: string, path: string) => `${origin}/api/${path}${path.includes('?') ? '&' : '?'}auth=${token}`;

  return { activityIds, grants, ownerGet, signIn, newRole, regrant, newEmployee, as };
}
