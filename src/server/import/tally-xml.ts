// Masters exported from Tally (Display > List of Accounts / Export > Masters, XML format): an ENVELOPE
// whose TALLYMESSAGE elements hold GROUP, LEDGER, UNIT, STOCKGROUP and STOCKITEM records, each named by
// its NAME attribute (or NAME child) and placed by PARENT. Conventions of Tally's XML:
//   - an amount is negative for a debit: a ledger's OPENINGBALANCE of -5000.00 is ₹5,000 Dr;
//   - a stock item's OPENINGBALANCE is a quantity with its unit ("10 Nos"), OPENINGRATE a rate per unit
//     ("50.00/Nos"); GST details carry the HSN code and the integrated-tax rate (the full GST rate).
// Only these fields are read; the file's tags are upper case. Pure.

export type TallyGroup = { name: string; parent: string };
export type TallyLedger = { name: string; parent: string; opening: string; address: string; state: string; pincode: string; gstin: string; email: string; mobile: string; pan: string };
export type TallyUnit = { name: string; formalName: string; decimals: string };
export type TallyStockItem = { name: string; parent: string; unit: string; openingQty: string; openingRate: string; hsn: string; gstRate: string };
export type TallyMasters = { groups: TallyGroup[]; ledgers: TallyLedger[]; units: TallyUnit[]; stockGroups: TallyGroup[]; items: TallyStockItem[] };

export function looksLikeTallyXml(text: string): boolean {
  return /<ENVELOPE[\s>]/i.test(text.slice(0, 2000)) || /<TALLYMESSAGE[\s>]/i.test(text.slice(0, 20000));
}

export function parseTallyXml(text: string): TallyMasters {
  const records = (tag: string) => [...text.matchAll(new RegExp(`<${tag}(\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'g'))].map((match) => ({ attributes: match[1] ?? '', body: match[2] }));
  const nameOf = (record: { attributes: string; body: string }) => decode(/\sNAME="([^"]*)"/.exec(record.attributes)?.[1] ?? child(record.body, 'NAME'));
  return {
    groups: records('GROUP').map((record) => ({ name: nameOf(record), parent: child(topLevel(record.body), 'PARENT') })),
    ledgers: records('LEDGER').map((record) => {
      const top = topLevel(record.body);
      return {
        name: nameOf(record),
        parent: child(top, 'PARENT'),
        opening: child(top, 'OPENINGBALANCE'),
        address: [...record.body.matchAll(/<ADDRESS(?:\s[^>]*)?>([\s\S]*?)<\/ADDRESS>/g)].map((match) => decode(match[1]).trim()).filter(Boolean).join(', '),
        state: child(record.body, 'LEDSTATENAME') || child(record.body, 'STATENAME'),
        pincode: child(record.body, 'PINCODE'),
        gstin: child(record.body, 'PARTYGSTIN') || child(record.body, 'GSTIN'),
        email: child(record.body, 'EMAIL'),
        mobile: child(record.body, 'LEDGERMOBILE'),
        pan: child(record.body, 'INCOMETAXNUMBER'),
      };
    }),
    units: records('UNIT').map((record) => ({ name: nameOf(record), formalName: child(record.body, 'ORIGINALNAME'), decimals: child(record.body, 'DECIMALPLACES') })),
    stockGroups: records('STOCKGROUP').map((record) => ({ name: nameOf(record), parent: child(topLevel(record.body), 'PARENT') })),
    items: records('STOCKITEM').map((record) => {
      const top = topLevel(record.body);
      const rate = /<GSTRATEDUTYHEAD>\s*(?:IGST|Integrated Tax)\s*<\/GSTRATEDUTYHEAD>[\s\S]*?<GSTRATE>\s*([^<]*?)\s*<\/GSTRATE>/i.exec(record.body);
      return {
        name: nameOf(record),
        parent: child(top, 'PARENT'),
        unit: child(top, 'BASEUNITS'),
        openingQty: leadingNumber(child(top, 'OPENINGBALANCE')),
        openingRate: leadingNumber(child(top, 'OPENINGRATE')),
        hsn: child(record.body, 'HSNCODE'),
        gstRate: rate ? rate[1] : '',
      };
    }),
  };
}

/** A record's own fields: its nested lists (GSTDETAILS.LIST, BATCHALLOCATIONS.LIST ...) taken out, innermost first. */
function topLevel(body: string): string {
  const innermost = /<([\w.]+\.LIST)(?:\s[^>]*)?>(?:(?!<[\w.]+\.LIST[\s>])[\s\S])*?<\/\1>/g;
  let text = body;
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = text.replace(innermost, '');
  }
  return text;
}

function child(body: string, tag: string): string {
  const match = new RegExp(`<${tag}(?:\\s[^>]*)?>([^<]*)</${tag}>`).exec(body);
  return match ? decode(match[1]).trim() : '';
}

/** "10 Nos" -> "10", "50.00/Nos" -> "50.00", " -1,200.50" -> "-1200.50". */
function leadingNumber(text: string): string {
  const match = /^\s*(-?[\d,]*\.?\d+)/.exec(text);
  return match ? match[1].replace(/,/g, '') : '';
}

function decode(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, code) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}
