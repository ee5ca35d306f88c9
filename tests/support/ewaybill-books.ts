// Books ready for e-way bills, made through the API: a firm in Mumbai with its GSTIN, city and PIN, a
// registered customer in Bengaluru (inter-state) and one in Thane (intra-state), an unregistered supplier
// in Surat, and a steel almirah at
// ₹25,000 and 18 % GST (HSN 94032010, unit NOS), so three of them make a consignment over ₹50,000.
import { registerAndLogin, sendJson } from './http.ts';

export type EwayBillBooks = {
  token: string;
  email: string;
  api(path: string): string;
  firm: number;
  bengaluru: number;
  thane: number;
  /** An unregistered supplier in Surat (Gujarat): the firm makes the e-way bill of what it buys from him. */
  surat: number;
  almirah: number;
};

export async function ewayBillBooks(origin: string): Promise<EwayBillBooks> {
  const { token, email } = await registerAndLogin(origin);
  const api = (path: string) => `${origin}/api/${path}${path.includes('?') ? '&' : '?'}auth=${token}`;
  const id = async (entity: string, body: object) => {
    const reply = await sendJson('POST', api(entity), body);
    if (reply.status !== 200) throw new Error(`${entity}: ${JSON.stringify(reply.body)}`);
    return reply.body.data.Id as number;
  };
  const firm = await id('firm', {
    FirmName: 'Shree Steel Works',
    Address: '12 Lamington Road, Grant Road',
    City: 'Mumbai',
    State: 'Maharashtra',
    Pincode: '400007',
    GSTIN: '27AAPFU0939F1ZV',
    SalesPrefix: 'SW',
    ChallanPrefix: 'SWD',
  });
  const bengaluru = await id('party', {
    PartyName: 'Bharat Furnishers',
    PartyType: 'Customer',
    Address: '44 MG Road',
    City: 'Bengaluru',
    State: 'Karnataka',
    Pincode: '560001',
    GSTIN: '29AAGCB7383J1Z4',
  });
  const thane = await id('party', {
    PartyName: 'Ravi Stores',
    PartyType: 'Customer',
    Address: '5 Station Road',
    City: 'Thane',
    State: 'Maharashtra',
    Pincode: '400601',
    GSTIN: '27AAACR5055K1Z7',
  });
  const surat = await id('party', { PartyName: 'Surat Steel Traders', PartyType: 'Supplier', Address: 'Ring Road', City: 'Surat', State: 'Gujarat', Pincode: '395002' });
  const unit = await id('unit', { UnitName: 'Nos', UQC: 'NOS' });
  const almirah = await id('item', { ItemName: 'Steel almirah', UnitId: unit, HSNCode: '94032010', TaxRate: 18, CashRate: 25000 });
  return { token, email, api, firm, bengaluru, thane, surat, almirah };
}
