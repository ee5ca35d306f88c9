// The e-way bill's number and date on the printed bill or challan (eway-bill-mark.ts), in a line of its own
// under the parties; nothing when none is recorded.
import type { EwayBillMark } from './eway-bill-mark.ts';

export function EwayBillLine({ mark }: { mark: EwayBillMark | null }) {
  if (!mark) return null;
  return (
    <section className="inv-ewaybill" aria-label="e-Way Bill">
      <span className="inv-ewaybill-label">e-Way Bill No.</span> <strong data-testid="ewaybill-number">{mark.number}</strong>
      {mark.date && (
        <>
          {' '}
          <span className="inv-ewaybill-label">dated</span> <strong>{mark.date}</strong>
        </>
      )}
    </section>
  );
}
