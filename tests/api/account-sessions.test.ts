// The signed-in person's own login, on both stores: who they are, changing their password (the current one
// proves it; the new one follows the sign-up rules of SPEC section 5), and sessions that end when they
// should: after a password change (all but the one that changed it), on sign-out, and for an employee
// whose password the owner changes or whose login is switched off and on again (the old token does not
// come back to life).
import { beforeAll, expect, it } from 'vitest';
import { EMPLOYEE_PASSWORD, employeeDesk } from '../support/employees.ts';
import { getJson, GOOD_PASSWORD, postForm, registerAndLogin, sendJson } from '../support/http.ts';
import { describeEachStore } from '../support/stores.ts';

describeEachStore('own login and sessions', (server) => {
  let owner: { email: string; token: string };
  const as = (token: string, path: string) => `${server().origin}/api/${path}${path.includes('?') ? '&' : '?'}auth=${token}`;
  const works = async (token: string) => (await getJson(as(token, 'firm'))).status;

  beforeAll(async () => {
    owner = await registerAndLogin(server().origin);
  });

  it('answers who is signed in', async () => {
    const me = await getJson(as(owner.token, 'account/me'));
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ Email: owner.email, Kind: 'master', Employee: null });
    expect(typeof me.body.data.Since).toBe('string');
    expect((await getJson(`${server().origin}/api/account/me`)).status).toBe(401);
  });

  it('refuses a wrong current password, a weak or unconfirmed new one, changing nothing', async () => {
    const change = (body: object) => sendJson('POST', as(owner.token, 'account/password'), body);
    const refused = async (body: object, message: string, path: string) => {
      const reply = await change(body);
      expect([reply.status, reply.body.message, reply.body.errors?.[0]?.path]).toEqual([400, message, path]);
    };
    await refused({ CurrentPassword: 'Wrong@123', NewPassword: 'Ledger@2027', ConfirmPassword: 'Ledger@2027' }, 'Current password is not correct', '/CurrentPassword');
    await refused({ CurrentPassword: GOOD_PASSWORD, NewPassword: 'Ledger@', ConfirmPassword: 'Ledger@' }, 'Password must contain at least one number', '/NewPassword');
    await refused({ CurrentPassword: GOOD_PASSWORD, NewPassword: 'Ledger@2027', ConfirmPassword: 'Ledger@2028' }, 'Passwords must match', '/ConfirmPassword');
    await refused({ CurrentPassword: GOOD_PASSWORD, NewPassword: GOOD_PASSWORD, ConfirmPassword: GOOD_PASSWORD }, 'The new password must differ from the current one', '/NewPassword');
    expect(await works(owner.token)).toBe(200);
    expect((await sendJson('POST', `${server().origin}/api/super/superUserLogin`, { uname: owner.email, password: GOOD_PASSWORD })).status).toBe(200);
  });

  it('a changed password ends the other sessions, keeps this one on a fresh token, and signs in from then on', async () => {
    const otherDevice = (await sendJson('POST', `${server().origin}/api/super/superUserLogin`, { uname: owner.email, password: GOOD_PASSWORD })).body.tokenDetails.idToken;
    const reply = await sendJson('POST', as(owner.token, 'account/password'), { CurrentPassword: GOOD_PASSWORD, NewPassword: 'Ledger@2027', ConfirmPassword: 'Ledger@2027' });
    expect([reply.status, reply.body.message]).toEqual([200, 'Password changed: other sessions have been signed out']);
    const fresh = reply.body.tokenDetails.idToken;
    expect(await works(owner.token)).toBe(401);
    expect(await works(otherDevice)).toBe(401);
    expect((await getJson(as(otherDevice, 'firm'))).body.message).toBe('Sign in again: this session has ended (signed out, or the password was changed)');
    expect(await works(fresh)).toBe(200);
    expect((await sendJson('POST', `${server().origin}/api/super/superUserLogin`, { uname: owner.email, password: GOOD_PASSWORD })).status).toBe(401);
    expect((await sendJson('POST', `${server().origin}/api/super/superUserLogin`, { uname: owner.email, password: 'Ledger@2027' })).status).toBe(200);
    owner.token = fresh;
  });

  it('signing out ends the session on the server', async () => {
    const token = (await sendJson('POST', `${server().origin}/api/super/superUserLogin`, { uname: owner.email, password: 'Ledger@2027' })).body.tokenDetails.idToken;
    expect(await works(token)).toBe(200);
    expect((await sendJson('POST', as(token, 'account/logout'), {})).status).toBe(200);
    expect(await works(token)).toBe(401);
    expect(await works(owner.token)).toBe(401); // every session of the login
  });

  it('an employee: their own password change, the owner changing it, and a login switched off and on', async () => {
    owner.token = (await sendJson('POST', `${server().origin}/api/super/superUserLogin`, { uname: owner.email, password: 'Ledger@2027' })).body.tokenDetails.idToken;
    const desk = await employeeDesk(server().origin, { api: (path) => as(owner.token, path) });
    const { roleId } = await desk.newRole('Counter', 'sales');
    const clerk = await desk.newEmployee(roleId);
    const me = await getJson(as(clerk.token, 'account/me'));
    expect(me.body.data).toMatchObject({ Kind: 'employee', Employee: { name: 'Ravi Clerk', role: 'Counter' } });
    const employeeWorks = async (token: string) => (await getJson(as(token, 'sales'))).status;

    // Their own change: the old token ends, the fresh one works.
    const own = await sendJson('POST', as(clerk.token, 'account/password'), { CurrentPassword: EMPLOYEE_PASSWORD, NewPassword: 'Counter@2027', ConfirmPassword: 'Counter@2027' });
    expect(own.status).toBe(200);
    expect(await employeeWorks(clerk.token)).toBe(401);
    const fresh = own.body.tokenDetails.idToken;
    expect(await employeeWorks(fresh)).toBe(200);

    // The owner sets a new password on the employee record: the employee's session ends.
    let record = (await getJson(as(owner.token, `employee/${clerk.record.Id}`))).body.data;
    const reset = await sendJson('PUT', as(owner.token, `employee/${record.Id}`), { ...record, Password: 'Reset@2027', RowVersion: record.RowVersion });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(await employeeWorks(fresh)).toBe(401);

    // Switched off, then on again: the token from before does not come back.
    const before = (await postForm(`${server().origin}/api/super/employeelogin`, { uname: clerk.record.Email, password: 'Reset@2027' })).body.tokenDetails.idToken;
    expect(await employeeWorks(before)).toBe(200);
    record = reset.body.data;
    const off = await sendJson('PUT', as(owner.token, `employee/${record.Id}`), { ...record, Status: false, RowVersion: record.RowVersion });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    const on = await sendJson('PUT', as(owner.token, `employee/${record.Id}`), { ...off.body.data, Status: true, RowVersion: off.body.data.RowVersion });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(await employeeWorks(before)).toBe(401);
    expect((await postForm(`${server().origin}/api/super/employeelogin`, { uname: clerk.record.Email, password: 'Reset@2027' })).status).toBe(200);
  });
});
