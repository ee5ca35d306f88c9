// The IRP's answer to a registered e-invoice, pasted or uploaded: Irn, AckNo, AckDt and SignedQRCode (and
// maybe SignedInvoice, EwbNo ...), as the IRP's API gives it (alone, or inside {Status, Data} with Data an
// object or a JSON string), or as the bulk tool's file (a list of such answers, one per document). The
// signed QR code is a JWT (header.payload.signature, each base64url): its payload carries the document the
// IRP registered (SellerGstin, BuyerGstin, DocNo, DocTyp, DocDt, TotInvVal, ItemCnt, MainHsnCode, Irn,
// IrnDt; the IRP nests them as a JSON string in its `data` claim). Bahi cannot verify the IRP's signature
// (it holds no NIC certificate), so it checks the answer is for this document: same supplier GSTIN and
// document number (and type and IRN where given).
import { badRequest } from '../http/errors.ts';

export type IrpAnswer = { Irn: string; AckNo: string; AckDate: string; SignedQRCode: string; qr: Record<string, unknown> };

const IRN = /^[0-9a-f]{64}$/i;
const ACK_NO = /^[0-9]{1,20}$/;

const refuse = (message: string, path = '/Answer') => badRequest(message, [{ path, message }]);

/** The keys of an object looked up whatever their case (the IRP's own answers spell AckDt, ackDt, ACKDT). */
function field(object: Record<string, unknown>, name: string): unknown {
  const key = Object.keys(object).find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : object[key];
}

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw refuse(`${what} is not JSON: paste the IRP's answer as it was given, or choose its file`);
  }
}

/** The answers in what was pasted: each object carrying an Irn, however it was wrapped. */
function answersIn(value: unknown): Array<Record<string, unknown>> {
  if (Array.isArray(value)) return value.flatMap(answersIn);
  if (!value || typeof value !== 'object') return [];
  const object = value as Record<string, unknown>;
  if (typeof field(object, 'Irn') === 'string') return [object];
  const data = field(object, 'Data') ?? field(object, 'data');
  if (typeof data === 'string') {
    try {
      return answersIn(JSON.parse(data));
    } catch {
      return [];
    }
  }
  return answersIn(data);
}

/** The payload of the signed QR code (a JWT): the document the IRP registered. */
export function signedQrPayload(token: string): Record<string, unknown> {
  const parts = token.split('.');
  if (parts.length !== 3) throw refuse('The signed QR code is not a signed token (header.payload.signature)', '/Answer/SignedQRCode');
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
  } catch {
    throw refuse("The signed QR code's payload cannot be read", '/Answer/SignedQRCode');
  }
  if (!payload || typeof payload !== 'object') throw refuse("The signed QR code's payload cannot be read", '/Answer/SignedQRCode');
  const data = field(payload as Record<string, unknown>, 'data');
  if (typeof data === 'string') {
    try {
      return JSON.parse(data) as Record<string, unknown>;
    } catch {
      throw refuse("The signed QR code's data cannot be read", '/Answer/SignedQRCode');
    }
  }
  return payload as Record<string, unknown>;
}

export type AnsweredDocument = { number: string; docType: string; sellerGstin: string };

const same = (a: unknown, b: string) => String(a ?? '').trim().toUpperCase() === b.trim().toUpperCase();

/**
 * The answer for `document` in the text pasted or uploaded, checked: refused (400, in plain words) when
 * it is not the IRP's answer, or is for another document or supplier.
 */
export function readIrpAnswer(text: string, document: AnsweredDocument): IrpAnswer {
  if (text.trim() === '') throw refuse("Paste the IRP's answer or choose its file");
  const answers = answersIn(parseJson(text, "The IRP's answer"));
  if (answers.length === 0) throw refuse("This is not the IRP's answer: it carries no Irn");
  // A bulk answer file lists several documents: take the one whose signed QR code names this document.
  const withQr = answers.map((answer) => ({ answer, token: String(field(answer, 'SignedQRCode') ?? '') }));
  const chosen =
    withQr.length === 1
      ? withQr[0]
      : (withQr.find(({ token }) => {
          try {
            return same(field(signedQrPayload(token), 'DocNo'), document.number);
          } catch {
            return false;
          }
        }) ?? null);
  if (!chosen) throw refuse(`The IRP's answer file has no answer for document ${document.number}`);
  const { answer, token } = chosen;
  const irn = String(field(answer, 'Irn') ?? '').trim();
  const ackNo = String(field(answer, 'AckNo') ?? '').trim();
  const ackDate = String(field(answer, 'AckDt') ?? field(answer, 'AckDate') ?? '').trim();
  if (!IRN.test(irn)) throw refuse(`Irn ${irn} is not an IRN (64 hexadecimal characters)`, '/Answer/Irn');
  if (!ACK_NO.test(ackNo)) throw refuse(`AckNo ${ackNo || '(none)'} is not an acknowledgement number (up to 20 digits)`, '/Answer/AckNo');
  const ack = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(:\d{2})?)/.exec(ackDate);
  if (!ack) throw refuse(`AckDt ${ackDate || '(none)'} is not a date and time (yyyy-mm-dd hh:mm:ss)`, '/Answer/AckDt');
  if (!token) throw refuse('The answer has no SignedQRCode: the invoice must print the signed QR code (rule 48(4))', '/Answer/SignedQRCode');
  const qr = signedQrPayload(token);
  if (!same(field(qr, 'SellerGstin'), document.sellerGstin)) {
    throw refuse(`The signed QR code is for supplier ${String(field(qr, 'SellerGstin') ?? '(none)')}, not this firm's GSTIN ${document.sellerGstin}`, '/Answer/SignedQRCode');
  }
  if (!same(field(qr, 'DocNo'), document.number)) {
    throw refuse(`The signed QR code is for document ${String(field(qr, 'DocNo') ?? '(none)')}, not ${document.number}`, '/Answer/SignedQRCode');
  }
  const qrType = field(qr, 'DocTyp');
  if (qrType !== undefined && !same(qrType, document.docType)) {
    throw refuse(`The signed QR code is for a document of type ${String(qrType)}, not ${document.docType}`, '/Answer/SignedQRCode');
  }
  const qrIrn = field(qr, 'Irn');
  if (qrIrn !== undefined && !same(qrIrn, irn)) throw refuse('The signed QR code carries another IRN than the answer', '/Answer/SignedQRCode');
  const time = ack[2].length === 5 ? `${ack[2]}:00` : ack[2];
  return { Irn: irn.toLowerCase(), AckNo: ackNo, AckDate: `${ack[1]} ${time}`, SignedQRCode: token, qr };
}
