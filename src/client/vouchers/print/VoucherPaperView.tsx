// A printed voucher: the firm's letterhead, the heading, who paid or was paid and into or from which
// account, the amount in figures and words, the bills it settled and what stays on account, remarks
// and signatures. Laid out by the invoices' stylesheet; every text comes from voucher-paper.ts.
import { Fields, Letterhead, Scroll, Signatures, WordsAndRemarks } from '../../../../overrides/invoices/PrintParts.tsx';
import type { VoucherPaper } from '../../../shared/voucher-paper.ts';

export function VoucherPaperView({ paper }: { paper: VoucherPaper }) {
  return (
    <article className="inv-doc" aria-label={paper.title}>
      <Letterhead firm={paper.firm} />
      <div className="inv-titlebar">
        <h2 className="inv-heading">{paper.heading}</h2>
      </div>

      <div className="inv-row inv-parties">
        <section className="inv-party" aria-label="Paid by and into">
          <h3 className="inv-caption">{paper.from[0]}</h3>
          <p className="inv-party-name">{paper.from[1]}</p>
          <Fields fields={[paper.account]} className="inv-fields inv-fields-inline" />
        </section>
        <section className="inv-meta" aria-label="Voucher details">
          <Fields fields={paper.meta} />
        </section>
      </div>

      <div className="inv-row inv-summary">
        <div className="inv-words-bank">
          <WordsAndRemarks words={paper.amountInWords} remarks={paper.narration} />
        </div>
        <section className="inv-totals" aria-label="Amount">
          <table>
            <tbody>
              <tr className="inv-grand" data-total="Amount">
                <th scope="row">Amount</th>
                <td className="num">{paper.amount}</td>
              </tr>
            </tbody>
          </table>
        </section>
      </div>

      {paper.bills.length > 0 && (
        <Scroll label="Bills settled">
          <table className="inv-table inv-bills">
            <thead>
              <tr>
                <th>Against Bill No.</th>
                <th>Bill Date</th>
                <th className="num">Amount</th>
              </tr>
            </thead>
            <tbody>
              {paper.bills.map((bill) => (
                <tr key={bill.billNo}>
                  <td>{bill.billNo}</td>
                  <td>{bill.date}</td>
                  <td className="num">{bill.amount}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              {paper.onAccount && (
                <tr data-total="On account">
                  <td>On account</td>
                  <td />
                  <td className="num">{paper.onAccount}</td>
                </tr>
              )}
            </tfoot>
          </table>
        </Scroll>
      )}
      {paper.bills.length === 0 && paper.onAccount && (
        <Fields fields={[['On account (advance)', paper.onAccount]]} className="inv-fields inv-fields-inline" />
      )}

      <div className="inv-row inv-closing">
        <div className="inv-terms-block" />
        <Signatures signatory={paper.signatory} receiverSigns={paper.receiverSigns} />
      </div>
    </article>
  );
}
