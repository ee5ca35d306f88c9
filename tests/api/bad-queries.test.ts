// Query strings are checked like bodies, on both stores: what a store would refuse (an integer column
// compared with 1.5 or 1e20, a date column with "garbage", text holding a NUL, an offset past its integers),
// what cannot be read one way (a parameter given twice) and a parameter the route does not take (a typing
// mistake, __proto__) answer 400 naming the parameter, never a 500 and never silently ignored.
import { beforeAll, expect, it } from 'vitest';
import { getJson, registerAndLogin } from '../support/http.ts';
import { describeEachStore } from '../support/stores.ts';

describeEachStore('bad query strings', (server) => {
  let api: (path: string) => string;

  beforeAll(async () => {
    const owner = await registerAndLogin(server().origin);
    api = (path) => `${server().origin}/api/${path}${path.includes('?') ? '&' : '?'}auth=${owner.token}`;
  });

  it.each([
    ['item?sort=Id&sort=Id', 'sort is given more than once'],
    ['item?Page=922337203685477580', 'Page must be a whole number from 1 to 1000000'],
    ['item?Id=1.5', 'Id must be a whole number within range'],
    ['item?Id=1e20', 'Id must be a whole number within range'],
    ['sales?BillDate=garbage', 'BillDate must be a date (yyyy-mm-dd) between 1900 and 2999'],
    ['sales?BillDate=0000-01-01', 'BillDate must be a date (yyyy-mm-dd) between 1900 and 2999'],
    ['item?ItemName=%00x', 'ItemName must not contain control or text-direction characters (U+0000)'],
    ['item?search=%00', 'search must not contain control or text-direction characters (U+0000)'],
    ['item?Id=9223372036854775808', 'Id must be a whole number within range'],
    ['item?OpeningQty=9999999999999.99', 'OpeningQty must be a number with at most 3 decimal places within range'],
    ['item?OpeningQty=0.0001', 'OpeningQty must be a number with at most 3 decimal places within range'],
    ['item?__proto__=1', '__proto__ is not a parameter of /api/:entity'],
    ['item?constructor=1', 'constructor is not a parameter of /api/:entity'],
    ['item?NoSuchParameter=1', 'NoSuchParameter is not a parameter of /api/:entity'],
    ['item?Page=1&Page=2', 'Page is given more than once'],
    ['reports/daybook?NoSuchParameter=1', 'NoSuchParameter is not a parameter of /api/reports/:name'],
    ['dashboard?FirmId=1e400', 'Firm must be a number within range'],
    ['vouchers/ledgers?_=1795643157613', '_ is not a parameter of /api/vouchers/ledgers'],
    ['account/me?auth=x', 'auth is given more than once'],
    ['dashboard?Date=0000-01-01', 'Date must be a date (yyyy-mm-dd) between 1900 and 2999'],
    ['reports/daybook?FromDate=0000-01-01&ToDate=2026-01-01', 'From date must be a date (yyyy-mm-dd) between 1900 and 2999'],
  ])('%s answers 400', async (path, message) => {
    const reply = await getJson(api(path));
    expect([reply.status, reply.body.message]).toEqual([400, message]);
  });

  it('takes the entity\'s fields as filters, and caps a huge page size', async () => {
    for (const path of ['item?ItemName=x', 'item?PerPage=99999999999999999999']) {
      const reply = await getJson(api(path));
      expect([path, reply.status]).toEqual([path, 200]);
    }
  });
});
