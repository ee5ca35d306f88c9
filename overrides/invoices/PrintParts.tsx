// Pieces every printed paper shares (invoices and vouchers), laid out by invoice.css.
import type { ReactNode } from 'react';
import type { AddressBlock, Field } from './invoice-model.ts';
import './invoice.css';

export function Fields({ fields, className = 'inv-fields' }: { fields: Field[]; className?: string }) {
  return (
    <dl className={className}>
      {fields.map(([label, value]) => (
        <div key={label} data-field={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** An address as its printed lines. */
export function AddressLines({ lines }: { lines: string[] }) {
  return (
    <>
      {lines.map((line) => (
        <p key={line} className="inv-address">
          {line}
        </p>
      ))}
    </>
  );
}

/** The firm's name, address and registration details, centred at the top of the sheet. */
export function Letterhead({ firm }: { firm: AddressBlock }) {
  return (
    <header className="inv-letterhead">
      <h1 className="inv-firm-name">{firm.name}</h1>
      <AddressLines lines={firm.address} />
      <Fields fields={firm.details} className="inv-fields inv-fields-inline inv-fields-center" />
    </header>
  );
}

/** The amount in words, and the paper's remarks when it has any. */
export function WordsAndRemarks({ words, remarks }: { words: string; remarks: string | null }) {
  return (
    <>
      <section className="inv-words" aria-label="Amount in words">
        <h3 className="inv-caption">Amount in Words</h3>
        <p className="inv-words-text">{words}</p>
      </section>
      {remarks && (
        <section aria-label="Remarks">
          <h3 className="inv-caption">Remarks</h3>
          <p className="inv-pre">{remarks}</p>
        </section>
      )}
    </>
  );
}

/** The signature boxes: the receiver's where goods or money are handed over, and the firm's. */
export function Signatures({ signatory, receiverSigns }: { signatory: string; receiverSigns: boolean }) {
  return (
    <div className="inv-signatures">
      {receiverSigns && <div className="inv-sign inv-sign-receiver">Receiver&apos;s Signature</div>}
      <div className="inv-sign inv-sign-firm">
        <span className="inv-sign-for">For {signatory}</span>
        <span>Authorised Signatory</span>
      </div>
    </div>
  );
}

/** A table's box: it fits the A4 sheet (drawn smaller on a phone, sheet-fit.ts); one ever wider would scroll inside it rather than squeeze its figures. */
export function Scroll({ children, label }: { children: ReactNode; label: string }) {
  return (
    <div className="inv-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
