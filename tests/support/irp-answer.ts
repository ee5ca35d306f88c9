// A made-up answer of the IRP for a document, as the tests paste it: Irn (the SHA-256 of supplier GSTIN,
// financial year, document type and number, as the IRP makes it), AckNo, AckDt and a signed QR code, a JWT
// (header.payload.signature, base64url) whose payload nests the registered document as a JSON string in its
// `data` claim, like the IRP's. The signature is random bytes: Bahi does not verify NIC's signature.
import { createHash, randomBytes } from 'node:crypto';

export type FakeQr = { SellerGstin: string; DocNo: string; DocTyp: string; BuyerGstin?: string; DocDt?: string; TotInvVal?: number; AckDt?: string };

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** India's time now minus `hoursAgo`, as the IRP writes AckDt (yyyy-mm-dd hh:mm:ss). */
export const irpTimeAgo = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3_600_000 + 330 * 60_000).toISOString().slice(0, 19).replace('T', ' ');

export function fakeIrpAnswer(qr: FakeQr) {
  const irn = createHash('sha256').update(`${qr.SellerGstin}2026-27${qr.DocTyp}${qr.DocNo}`).digest('hex');
  const ackDt = qr.AckDt ?? irpTimeAgo(0);
  const data = {
    SellerGstin: qr.SellerGstin,
    BuyerGstin: qr.BuyerGstin ?? '27AAFCB5678D1Z2',
    DocNo: qr.DocNo,
    DocTyp: qr.DocTyp,
    DocDt: qr.DocDt ?? '20/11/2026',
    TotInvVal: qr.TotInvVal ?? 9214,
    ItemCnt: 1,
    MainHsnCode: '620520',
    Irn: irn,
    IrnDt: ackDt,
  };
  const token = [b64url({ alg: 'RS256', kid: 'EDC57DE1358B300BA9F179A2EB46F3EB4C2F1E2E', typ: 'JWT' }), b64url({ data: JSON.stringify(data), iss: 'NIC' }), randomBytes(64).toString('base64url')].join('.');
  const answer = { AckNo: String(112010000000000 + Math.floor(Math.random() * 1e9)), AckDt: ackDt, Irn: irn, SignedInvoice: 'eyJhbGciOi.signed.invoice', SignedQRCode: token, Status: 'ACT', EwbNo: null };
  return { answer, irn, token, data };
}
