// A printed journal voucher: letterhead, heading, number and date, the lines (debits, then "To" the
// credits) with their narrations and amounts, the totals, the amount in words, the narration and the
// signatures. Laid out by the invoices' stylesheet; every text comes from journal-paper.ts.
import { Fields, Letterhead, Scroll, Signatures, WordsAndRemarks } from '../../../../../overrides/invoices/PrintParts.tsx';
import type { JournalPaper } from '../../../../shared/journal-paper.ts';

export function JournalPaperView({ paper }: { paper: JournalPaper }) {
  return (
    <article className="inv-doc" aria-label={paper.title}>
      <Letterhead firm={paper.firm} />
      <div className="inv-titlebar">
        <h2 className="inv-heading">{paper.heading}</h2>
      </div>
      <div className="inv-row inv-parties">
        <section className="inv-meta" aria-label="Voucher details">
          <Fields fields={paper.meta} />
        </section>
      </div>
      <Scroll label="Journal lines">
        <table className="inv-table inv-lines">
          <thead>
            <tr>
              <th>Particulars</th>
              <th className="num" style={{ width: '22%' }}>
                Debit
              </th>
              <th className="num" style={{ width: '22%' }}>
                Credit
              </th>
            </tr>
          </thead>
          <tbody>
            {paper.lines.map((line, index) => (
              <tr key={index}>
                <td>
                  <span className="inv-item">{line.particulars}</span>
                  {line.narration && <span className="inv-note">{line.narration}</span>}
                </td>
                <td className="num">{line.debit}</td>
                <td className="num">{line.credit}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr data-total="Total">
              <td>Total</td>
              <td className="num">{paper.totalDebit}</td>
              <td className="num">{paper.totalCredit}</td>
            </tr>
          </tfoot>
        </table>
      </Scroll>
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
      <div className="inv-row inv-closing">
        <div className="inv-terms-block" />
        <Signatures signatory={paper.signatory} receiverSigns={false} />
      </div>
    </article>
  );
}
