// The printed document itself: plain HTML laid out by invoice.css, the same on screen and on A4 paper.
// Every text comes from the invoice model (invoice-model.ts); nothing is worked out here.
import type { AddressBlock, Invoice } from './invoice-model.ts';
import { money, percent } from './print-format.ts';
import { AddressLines, Fields, Letterhead, Scroll, Signatures, WordsAndRemarks } from './PrintParts.tsx';
import { EwayBillLine } from './EwayBillLine.tsx';
import { EinvoiceQr } from './EinvoiceQr.tsx';

/** The IRP's registration: IRN, acknowledgement and the signed QR code (rule 48(4) CGST Rules). */
function EinvoiceBlock({ invoice }: { invoice: Invoice }) {
  const mark = invoice.einvoice;
  if (!mark) return null;
  return (
    <section className="inv-einvoice" aria-label="e-Invoice">
      <div className="inv-einvoice-fields">
        <h3 className="inv-caption">e-Invoice</h3>
        <Fields fields={mark.fields} />
        {mark.cancelled && <p className="inv-einvoice-cancelled">IRN cancelled on {mark.cancelled}</p>}
      </div>
      {mark.qr && <EinvoiceQr data={mark.qr} />}
    </section>
  );
}

function Party({ label, block }: { label: string; block: AddressBlock }) {
  return (
    <section className="inv-party" aria-label={label}>
      <h3 className="inv-caption">{label}</h3>
      <p className="inv-party-name">{block.name}</p>
      <AddressLines lines={block.address} />
      <Fields fields={block.details} className="inv-fields inv-fields-inline" />
    </section>
  );
}

function LinesTable({ invoice }: { invoice: Invoice }) {
  const { columns, lines, lineTotals, gst } = invoice;
  const taxGroups = [
    ...(columns.intra ? (['cgst', 'sgst'] as const) : []),
    ...(columns.inter ? (['igst'] as const) : []),
    ...(columns.cess ? (['cess'] as const) : []),
  ];
  const taxName = { cgst: 'CGST', sgst: 'SGST', igst: 'IGST', cess: 'Cess' };
  const twoRows = taxGroups.length > 0;
  const span = twoRows ? 2 : 1;
  return (
    <Scroll label="Items">
      <table className="inv-table inv-lines">
        <thead>
          <tr>
            <th rowSpan={span} className="inv-sr">#</th>
            <th rowSpan={span} className="inv-desc">Description of Goods</th>
            <th rowSpan={span}>HSN</th>
            <th rowSpan={span} className="num">Qty</th>
            <th rowSpan={span}>Unit</th>
            <th rowSpan={span} className="num">{columns.rateLabel}</th>
            {columns.discount && <th rowSpan={span} className="num">Discount</th>}
            <th rowSpan={span} className="num">{gst ? 'Taxable Value' : 'Value'}</th>
            {taxGroups.map((tax) => (
              <th key={tax} colSpan={2} className="inv-group">
                {taxName[tax]}
              </th>
            ))}
            <th rowSpan={span} className="num">Amount</th>
          </tr>
          {twoRows && (
            <tr>
              {taxGroups.map((tax) => [
                <th key={`${tax}-rate`} className="num inv-rate">Rate</th>,
                <th key={`${tax}-amount`} className="num">Amount</th>,
              ])}
            </tr>
          )}
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.key}>
              <td className="inv-sr">{line.sr}</td>
              <td className="inv-desc">
                <span className="inv-item">{line.name}</span>
                {line.notes.map((note) => (
                  <span key={note} className="inv-note">
                    {note}
                  </span>
                ))}
              </td>
              <td>{line.hsn}</td>
              <td className="num">{line.qty}</td>
              <td>{line.unit}</td>
              <td className="num">{line.rate}</td>
              {columns.discount && (
                <td className="num">
                  {line.discount}
                  {line.discountPer && <span className="inv-note">{line.discountPer}</span>}
                </td>
              )}
              <td className="num">{line.taxable}</td>
              {taxGroups.map((tax) => [
                <td key={`${tax}-rate`} className="num inv-rate">{line[tax].rate}</td>,
                <td key={`${tax}-amount`} className="num">{line[tax].amount}</td>,
              ])}
              <td className="num">{line.amount}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td />
            <td className="inv-desc">Total</td>
            <td />
            <td className="num">{lineTotals.qty}</td>
            <td />
            <td />
            {columns.discount && <td className="num">{lineTotals.discount}</td>}
            <td className="num">{lineTotals.taxable}</td>
            {taxGroups.map((tax) => [<td key={`${tax}-rate`} />, <td key={`${tax}-amount`} className="num">{lineTotals[tax]}</td>])}
            <td className="num">{lineTotals.amount}</td>
          </tr>
        </tfoot>
      </table>
    </Scroll>
  );
}

function HsnTable({ invoice }: { invoice: Invoice }) {
  const { hsn, columns } = invoice;
  if (!hsn || hsn.rows.length === 0) return null;
  const taxes = [
    ...(columns.intra ? ([['CGST', 'cgst', 'cgstRate'], ['SGST', 'sgst', 'sgstRate']] as const) : []),
    ...(columns.inter ? ([['IGST', 'igst', 'igstRate']] as const) : []),
  ];
  return (
    <section className="inv-hsn" aria-label="HSN-wise tax summary">
      <Scroll label="HSN-wise tax summary">
        <table className="inv-table">
          <thead>
            <tr>
              <th rowSpan={2}>HSN/SAC</th>
              <th rowSpan={2} className="num">Taxable Value</th>
              {taxes.map(([name]) => (
                <th key={name} colSpan={2} className="inv-group">
                  {name}
                </th>
              ))}
              <th colSpan={2} className="inv-group">Cess</th>
              <th rowSpan={2} className="num">Total Tax</th>
            </tr>
            <tr>
              {[...taxes.map(([name]) => name), 'Cess'].map((name) => [
                <th key={`${name}-rate`} className="num inv-rate">Rate</th>,
                <th key={`${name}-amount`} className="num">Amount</th>,
              ])}
            </tr>
          </thead>
          <tbody>
            {hsn.rows.map((row) => (
              <tr key={`${row.hsn}|${row.cgstRate}|${row.igstRate}|${row.cessRate}`}>
                <td>{row.hsn || '—'}</td>
                <td className="num">{money(row.taxable)}</td>
                {taxes.map(([name, amount, rate]) => [
                  <td key={`${name}-rate`} className="num inv-rate">{percent(row[rate])}</td>,
                  <td key={`${name}-amount`} className="num">{money(row[amount])}</td>,
                ])}
                <td className="num inv-rate">{percent(row.cessRate)}</td>
                <td className="num">{money(row.cess)}</td>
                <td className="num">{money(row.totalTax)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td>Total</td>
              <td className="num">{money(hsn.total.taxable)}</td>
              {taxes.map(([name, amount]) => [<td key={`${name}-rate`} />, <td key={`${name}-amount`} className="num">{money(hsn.total[amount])}</td>])}
              <td />
              <td className="num">{money(hsn.total.cess)}</td>
              <td className="num">{money(hsn.total.totalTax)}</td>
            </tr>
          </tfoot>
        </table>
      </Scroll>
    </section>
  );
}

export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  return (
    <article className="inv-doc" aria-label={invoice.title}>
      <Letterhead firm={invoice.firm} />

      <div className="inv-titlebar">
        <h2 className="inv-heading">{invoice.heading}</h2>
        {invoice.copyMark && <span className="inv-copy">{invoice.copyMark}</span>}
      </div>

      <EinvoiceBlock invoice={invoice} />

      <div className="inv-row inv-parties">
        <Party label={invoice.partyLabel} block={invoice.party} />
        <section className="inv-meta" aria-label="Document details">
          <Fields fields={invoice.meta} />
        </section>
      </div>
      <EwayBillLine mark={invoice.ewayBill} />

      <LinesTable invoice={invoice} />

      <div className="inv-row inv-summary">
        <div className="inv-words-bank">
          <WordsAndRemarks words={invoice.amountInWords} remarks={invoice.narration} />
          {invoice.bank.length > 0 && (
            <section className="inv-bank" aria-label="Bank details">
              <h3 className="inv-caption">Bank Details</h3>
              <Fields fields={invoice.bank} />
            </section>
          )}
        </div>
        <section className="inv-totals" aria-label="Totals">
          <table>
            <tbody>
              {invoice.totals.map((row) => (
                <tr key={row.label} className={row.strong ? 'inv-grand' : undefined} data-total={row.label}>
                  <th scope="row">{row.label}</th>
                  <td className="num">{row.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>

      <HsnTable invoice={invoice} />

      <div className="inv-row inv-closing">
        <div className="inv-terms-block">
          {invoice.terms.length > 0 && (
            <section className="inv-terms" aria-label="Terms and conditions">
              <h3 className="inv-caption">Terms &amp; Conditions</h3>
              <ol>
                {invoice.terms.map((term, index) => (
                  <li key={index}>{term.replace(/^\d+[.)]\s*/, '')}</li>
                ))}
              </ol>
            </section>
          )}
          {invoice.endorsement && (
            <section className="inv-endorsement" aria-label="Endorsement">
              <p>
                <strong>{invoice.endorsement}</strong>
              </p>
            </section>
          )}
          {invoice.declaration && (
            <section className="inv-declaration" aria-label="Declaration">
              <h3 className="inv-caption">Declaration</h3>
              <p>{invoice.declaration}</p>
            </section>
          )}
        </div>
        <Signatures signatory={invoice.signatory} receiverSigns={invoice.receiverSigns} />
      </div>
    </article>
  );
}
