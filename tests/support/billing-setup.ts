// A tenant ready to bill: a firm, a customer, a unit and items, created through the API.
import { registerAndLogin, sendJson } from './http.ts';

export type BillingTenant = { token: string; email: string; firm: number; customer: number; items: number[]; api(path: string): string };

export async function billingTenant(origin: string, itemCount = 10): Promise<BillingTenant> {
  const { token, email } = await registerAndLogin(origin);
  const api = (path: string) => `${origin}/api/${path}${path.includes('?') ? '&' : '?'}auth=${token}`;
  const id = async (entity: string, body: object) => {
    const reply = await sendJson('POST', api(entity), body);
    if (reply.status !== 200) throw new Error(`${entity}: ${JSON.stringify(reply.body)}`);
    return reply.body.data.Id as number;
  };
  const firm = await id('firm', { FirmName: 'Bench Stores', State: 'Maharashtra', SalesPrefix: 'B' });
  const customer = await id('party', { PartyName: 'Walk-in Customer', State: 'Maharashtra' });
  const unit = await id('unit', { UnitName: 'Pcs', UQC: 'PCS' });
  const items: number[] = [];
  for (let n = 0; n < itemCount; n += 1) {
    items.push(await id('item', { ItemName: `Item ${n}`, UnitId: unit, HSNCode: '9608', TaxRate: [0, 5, 12, 18, 28][n % 5], CashRate: 10 + n }));
  }
  return { token, email, firm, customer, items, api };
}

/** A sales bill of `lines` lines over the tenant's items. */
export function salesBill(tenant: BillingTenant, lines: number) {
  return {
    FirmId: tenant.firm,
    CustId: tenant.customer,
    PaymentType: 'CASH',
    BillItems: Array.from({ length: lines }, (_, n) => ({ ItemId: tenant.items[n % tenant.items.length], Qty: 1 + (n % 3), Rate: 10.5 + n, DiscPer: n % 2 ? 5 : 0 })),
  };
}
