// Importing a shop's masters from CSV, Excel (.xlsx) and Tally's XML export, on both stores: the rows are
// saved through the same rules as the API (a party gets its ledger), all or nothing, and the opening
// balances land in the trial balance exactly.
import { expect, it } from 'vitest';
import { employeeDesk } from '../support/employees.ts';
import { getJson, registerAndLogin, sendJson } from '../support/http.ts';
import { sendImport, xlsxOf } from '../support/import-files.ts';
import { describeEachStore } from '../support/stores.ts';

const TALLY_MASTERS = `<ENVELOPE>
 <HEADER><TALLYREQUEST>Import Data</TALLYREQUEST></HEADER>
 <BODY><IMPORTDATA><REQUESTDESC><REPORTNAME>All Masters</REPORTNAME></REQUESTDESC><REQUESTDATA>
  <TALLYMESSAGE xmlns:UDF="TallyUDF"><GROUP NAME="North Zone Debtors" RESERVEDNAME=""><PARENT>Sundry Debtors</PARENT></GROUP></TALLYMESSAGE>
  <TALLYMESSAGE xmlns:UDF="TallyUDF"><UNIT NAME="Kg" RESERVEDNAME=""><NAME>Kg</NAME><ORIGINALNAME>Kilograms</ORIGINALNAME><DECIMALPLACES> 3</DECIMALPLACES></UNIT></TALLYMESSAGE>
  <TALLYMESSAGE xmlns:UDF="TallyUDF"><STOCKGROUP NAME="Grains" RESERVEDNAME=""><PARENT/></STOCKGROUP></TALLYMESSAGE>
  <TALLYMESSAGE xmlns:UDF="TallyUDF"><STOCKITEM NAME="Basmati Rice" RESERVEDNAME="">
    <PARENT>Grains</PARENT><BASEUNITS>Kg</BASEUNITS>
    <OPENINGBALANCE> 25.500 Kg</OPENINGBALANCE><OPENINGVALUE>-2295.00</OPENINGVALUE><OPENINGRATE>90.00/Kg</OPENINGRATE>
    <GSTDETAILS.LIST><HSNCODE>1006</HSNCODE><STATEWISEDETAILS.LIST><STATENAME>&#4; Any</STATENAME>
      <RATEDETAILS.LIST><GSTRATEDUTYHEAD>CGST</GSTRATEDUTYHEAD><GSTRATE> 2.50</GSTRATE></RATEDETAILS.LIST>
      <RATEDETAILS.LIST><GSTRATEDUTYHEAD>IGST</GSTRATEDUTYHEAD><GSTRATE> 5</GSTRATE></RATEDETAILS.LIST>
    </STATEWISEDETAILS.LIST></GSTDETAILS.LIST>
    <BATCHALLOCATIONS.LIST><OPENINGBALANCE> 25.500 Kg</OPENINGBALANCE></BATCHALLOCATIONS.LIST>
  </STOCKITEM></TALLYMESSAGE>
  <TALLYMESSAGE xmlns:UDF="TallyUDF"><LEDGER NAME="Gupta &amp; Sons" RESERVEDNAME=""><PARENT>North Zone Debtors</PARENT>
    <LEDSTATENAME>Delhi</LEDSTATENAME><OPENINGBALANCE>-15000.00</OPENINGBALANCE></LEDGER></TALLYMESSAGE>
  <TALLYMESSAGE xmlns:UDF="TallyUDF"><LEDGER NAME="Verma Suppliers" RESERVEDNAME=""><PARENT>Sundry Creditors</PARENT>
    <LEDSTATENAME>Maharashtra</LEDSTATENAME><OPENINGBALANCE>8000.00</OPENINGBALANCE></LEDGER></TALLYMESSAGE>
  <TALLYMESSAGE xmlns:UDF="TallyUDF"><LEDGER NAME="SBI Current" RESERVEDNAME=""><PARENT>Bank Accounts</PARENT><OPENINGBALANCE>-30000.00</OPENINGBALANCE></LEDGER></TALLYMESSAGE>
  <TALLYMESSAGE xmlns:UDF="TallyUDF"><LEDGER NAME="Cash" RESERVEDNAME=""><PARENT>Cash-in-Hand</PARENT><OPENINGBALANCE>-2500.00</OPENINGBALANCE></LEDGER></TALLYMESSAGE>
  <TALLYMESSAGE xmlns:UDF="TallyUDF"><LEDGER NAME="Profit &amp; Loss A/c" RESERVEDNAME=""><PARENT/><OPENINGBALANCE>0</OPENINGBALANCE></LEDGER></TALLYMESSAGE>
 </REQUESTDATA></IMPORTDATA></BODY>
</ENVELOPE>`;

describeEachStore('Import of masters', (server) => {
  async function tenant() {
    const { token } = await registerAndLogin(server().origin);
    const api = (path: string) => `${server().origin}/api/${path}${path.includes('?') ? '&' : '?'}auth=${token}`;
    return { token, api };
  }
  const all = async (api: (path: string) => string, entity: string) => (await getJson(api(`${entity}?PerPage=100`))).body.data.rows as any[];

  it('imports parties (CSV), items with opening stock (.xlsx) and ledgers, and the trial balance shows their openings exactly', async () => {
    const { api } = await tenant();
    expect((await sendJson('POST', api('unit'), { UnitName: 'Pcs', UQC: 'PCS' })).status).toBe(200);
    // RFC 4180: a BOM from Excel, CRLF, a comma and doubled quotes inside quoted fields; "dr" in any case.
    const parties = '\ufeffParty name,Party type,State,Opening balance,Opening Dr / Cr\r\n' +
      '"Patil Stores, Pune",Customer,Maharashtra,"1,25,000.50",Dr\r\n' +
      'Shinde Wholesale,Supplier,Maharashtra,40000,Cr\r\n' +
      '"Rao ""Traders""",customer,Karnataka,2500.25,dr\r\n';
    const preview = await sendImport(api, 'party', parties, { preview: true });
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({ total: 3, valid: 3, errors: [], saved: false });
    expect(await all(api, 'party')).toHaveLength(0); // a preview keeps nothing
    const imported = await sendImport(api, 'party', parties);
    expect(imported.status).toBe(200);
    expect(imported.body.data.saved).toBe(true);
    const saved = await all(api, 'party');
    expect(saved.map((party) => [party.PartyName, party.OpeningBalance])).toEqual([['Patil Stores, Pune', 125000.5], ['Rao "Traders"', 2500.25], ['Shinde Wholesale', 40000]]);

    // The unit given by name in any case; GST rate history made by the item's rule as one API save would.
    const items = xlsxOf(['Item name', 'Unit', 'HSN / SAC code', 'GST rate %', 'Opening quantity', 'Opening rate (cost per unit)'], [
      ['Pen', 'pcs', '9608', 18, 100, '12.50'],
      ['Notebook', ' PCS ', '4820', 12, 40, 35.75],
    ]);
    const itemImport = await sendImport(api, 'item', items);
    expect(itemImport.status).toBe(200);
    const pen = (await all(api, 'item')).find((item) => item.ItemName === 'Pen');
    expect(pen).toMatchObject({ OpeningQty: 100, OpeningRate: 12.5, TaxRate: 18, UnitName: 'Pcs' });
    expect((await getJson(api(`item/${pen.Id}`))).body.data.RateHistory).toEqual([expect.objectContaining({ EffectiveFrom: '2017-07-01', TaxRate: 18 })]);

    const ledgers = 'Ledger name,Group,Opening balance,Dr / Cr\nHDFC Current A/c,bank accounts,50000,Dr\nFriend loan,Unsecured Loans,20000,Cr\n';
    expect((await sendImport(api, 'ledger', ledgers)).status).toBe(200);

    const tb = (await getJson(api('reports/trialbalance?ToDate=2027-03-31'))).body.data;
    const line = (name: string) => tb.rows.find((row: any) => row.Particulars === name);
    expect(line('Patil Stores, Pune')).toMatchObject({ Debit: 125000.5 });
    expect(line('Rao "Traders"')).toMatchObject({ Debit: 2500.25 });
    expect(line('Shinde Wholesale')).toMatchObject({ Credit: 40000 });
    expect(line('HDFC Current A/c')).toMatchObject({ Debit: 50000 });
    expect(line('Friend loan')).toMatchObject({ Credit: 20000 });
    // Opening stock 100 × 12.50 + 40 × 35.75 = 1,250 + 1,430 = 2,680.
    expect(line('Opening stock')).toMatchObject({ Debit: 2680 });
    // Dr 1,25,000.50 + 2,500.25 + 50,000 + 2,680 = 1,80,180.75; Cr 40,000 + 20,000 = 60,000;
    // the difference in opening balances 1,20,180.75 on the credit side makes both 1,80,180.75.
    expect(line('Difference in opening balances')).toMatchObject({ Credit: 120180.75 });
    expect(tb.totals).toMatchObject({ Debit: 180180.75, Credit: 180180.75 });
  });

  it('a file with bad rows imports nothing and names each row and field in plain words', async () => {
    const { api } = await tenant();
    await sendJson('POST', api('unit'), { UnitName: 'Pcs', UQC: 'PCS' });
    const file = 'Item name,Unit,GST rate %,Opening quantity\nPen,Pcs,18,10\nPencil,Kg,5,1\nEraser,Pcs,abc,2\nPen,Pcs,18,1\n';
    const preview = await sendImport(api, 'item', file, { preview: true });
    expect(preview.status).toBe(200);
    expect(preview.body.data.valid).toBe(1);
    expect(preview.body.data.errors).toEqual([
      { row: 3, field: 'UnitId', column: 'Unit', message: 'Unit: there is no unit named "Kg" (add it first, or correct the name)' },
      { row: 4, field: 'TaxRate', column: 'GST rate %', message: 'GST rate % must be a number' },
      { row: 5, field: 'ItemName', column: 'Item name', message: 'Item name "Pen" is given again (first at record 1)' },
    ]);
    const refused = await sendImport(api, 'item', file);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Nothing was imported: 3 of 4 rows need correcting (row 3: Unit: there is no unit named "Kg" (add it first, or correct the name))');
    expect(await all(api, 'item')).toHaveLength(0);
    // An item already stored is refused by name too, as the API would.
    await sendImport(api, 'item', 'Item name,Unit\nPen,Pcs\n');
    const again = await sendImport(api, 'item', 'Item name,Unit\nRuler,Pcs\nPen,Pcs\n');
    expect(again.status).toBe(400);
    expect(again.body.data.errors).toEqual([{ row: 3, field: 'ItemName', column: 'Item name', message: 'Item name "Pen" already exists' }]);
    expect((await all(api, 'item')).map((item) => item.ItemName)).toEqual(['Pen']);
    // A required field left unmapped is said before any row is read.
    const unmapped = await sendImport(api, 'item', 'Name,Unit\nX,Pcs\n');
    expect(unmapped.status).toBe(400);
    expect(unmapped.body.message).toBe("Choose the file's column for Item name: it is required");
    // A rule of the party's hook (its ledger's name must be free) is a row error too, as in the API.
    const clash = await sendImport(api, 'party', 'Party name,State,PIN code\nCash,Goa,403001\nNaik Traders,Goa,0403\n', { preview: true });
    expect(clash.body.data.errors).toEqual([
      { row: 2, field: '', column: '', message: 'A ledger named "Cash" already exists: give the party another name' },
      { row: 3, field: 'Pincode', column: 'PIN code', message: 'PIN code must be 6 digits, not starting with 0' },
    ]);
    // The user's own mapping: the file's "Name" column is the item name.
    const mapped = await sendImport(api, 'item', 'Name,Unit\nStapler,Pcs\n', { mapping: { ItemName: 0, UnitId: 1 } });
    expect(mapped.status).toBe(200);
    // The file as a multipart form's part, the mapping as a field beside it.
    const form = new FormData();
    form.append('file', new Blob(['Name,Unit\nStapler pins,Pcs\n'], { type: 'text/csv' }), 'items.csv');
    form.append('mapping', JSON.stringify({ ItemName: 0, UnitId: 1 }));
    const multipart = await fetch(api('import/item'), { method: 'POST', body: form });
    expect(multipart.status).toBe(200);
    expect((await all(api, 'item')).map((item) => item.ItemName)).toEqual(['Pen', 'Stapler', 'Stapler pins']);
  });

  it('imports units, stock groups, stock items, parties and ledgers from a Tally XML export', async () => {
    const { api } = await tenant();
    for (const entity of ['unit', 'category', 'item', 'party', 'ledger']) {
      const answer = await sendImport(api, entity, Buffer.from(TALLY_MASTERS, 'utf8'));
      expect(answer.status, `${entity}: ${JSON.stringify(answer.body.data?.errors ?? answer.body)}`).toBe(200);
      expect(answer.body.data.kind).toBe('tally');
      // Bahi has a Cash ledger from registration: Tally's is left out, its opening said.
      if (entity === 'ledger') expect(answer.body.data.warnings).toEqual(['Cash is in Bahi already and was left out: enter its opening balance of 2500.00 Dr on the ledger']);
    }
    expect((await all(api, 'unit')).find((unit) => unit.UnitName === 'Kg')).toMatchObject({ UQC: 'KGS', DecimalPlaces: 3 });
    expect((await all(api, 'item'))[0]).toMatchObject({ ItemName: 'Basmati Rice', UnitName: 'Kg', CategoryName: 'Grains', HSNCode: '1006', TaxRate: 5, OpeningQty: 25.5, OpeningRate: 90 });
    // Tally's negative opening is a debit; a ledger under the company's own "North Zone Debtors" is a customer.
    const parties = await all(api, 'party');
    expect(parties.map((party) => [party.PartyName, party.PartyType, party.State, party.OpeningBalance])).toEqual([
      ['Gupta & Sons', 'Customer', 'Delhi', 15000],
      ['Verma Suppliers', 'Supplier', 'Maharashtra', 8000],
    ]);
    const ledgers = await all(api, 'ledger');
    expect(ledgers.find((ledger) => ledger.LedgerName === 'SBI Current')).toMatchObject({ GroupName: 'Bank Accounts', OpeningBalance: 30000, OpeningType: 'Dr' });
    expect(ledgers.find((ledger) => ledger.LedgerName === 'Gupta & Sons')).toMatchObject({ OpeningType: 'Dr', OpeningBalance: 15000 });
    expect(ledgers.find((ledger) => ledger.LedgerName === 'Profit & Loss A/c')).toBeUndefined();
  });

  it('imports 10,000 items in one go', async () => {
    const { api } = await tenant();
    await sendJson('POST', api('unit'), { UnitName: 'Pcs', UQC: 'PCS' });
    const lines = ['Item name,Item code,Unit,HSN / SAC code,GST rate %,Cash rate,Opening quantity,Opening rate (cost per unit)'];
    for (let n = 0; n < 10_000; n += 1) lines.push(`Item ${n},C${n},Pcs,9608,18,${10 + (n % 90)}.50,${n % 50},${5 + (n % 20)}.25`);
    const answer = await sendImport(api, 'item', lines.join('\n'));
    expect(answer.status).toBe(200);
    expect((await getJson(api('item?PerPage=1'))).body.data.total).toBe(10_000);
  }, 120_000);

  it('lets an employee import only the masters whose page their role grants, and answers 404 for what cannot be imported', async () => {
    const { api } = await tenant();
    const desk = await employeeDesk(server().origin, { api });
    const { roleId } = await desk.newRole('Item clerk', 'item');
    const clerk = await desk.newEmployee(roleId);
    const asClerk = (path: string) => desk.as(clerk.token, path);
    await sendJson('POST', api('unit'), { UnitName: 'Pcs', UQC: 'PCS' });
    expect((await sendImport(asClerk, 'item', 'Item name,Unit\nGlue,Pcs\n')).status).toBe(200);
    const refused = await sendImport(asClerk, 'party', 'Party name,State\nX,Goa\n', { preview: true });
    expect(refused.status).toBe(403);
    expect((await getJson(asClerk('import/party/template'))).status).toBe(403);
    expect((await sendImport(api, 'sales', 'a\n1\n')).status).toBe(404);
    const template = await getJson(api('import/party/template'));
    expect(template.body.data.columns.map((column: any) => column.title)).toEqual(expect.arrayContaining(['Party name', 'Opening balance', 'Opening Dr / Cr']));
    const csv = await fetch(api('import/item/template.csv'));
    const header = Buffer.from(await csv.arrayBuffer()).toString('utf8');
    expect(header.startsWith('\ufeffItem name,Item code,Barcode,Description,Unit,Category,Manufacturer'), header).toBe(true);
  });
});
