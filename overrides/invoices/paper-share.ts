// Sharing a printed document: the way the page reaches the server's PDF and share link (the app shell
// gives it), and the WhatsApp message that carries the link. Pure apart from the interface.
import type { Invoice } from './invoice-model.ts';

/** A share link (POST /api/print/{path}/share): anyone with the URL opens the PDF until `expires`. */
export type ShareLink = { url: string; expires: string };

/** How a print page asks the server for its PDF and a share link. */
export interface PaperFiles {
  /** GET /api/print/{path}/pdf?id=&copy= : the PDF and the file name the server gave it. */
  pdf(path: string, id: string, copy: string | null): Promise<{ blob: Blob; name: string }>;
  /** POST /api/print/{path}/share?id=&copy= */
  share(path: string, id: string, copy: string | null): Promise<ShareLink>;
}

/** The file name of a Content-Disposition header (filename* first, as RFC 6266 asks), else `fallback`. */
export function dispositionName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      /* a malformed encoding: the plain name below */
    }
  }
  const plain = /filename="([^"]*)"/i.exec(header);
  return plain?.[1] || fallback;
}

/**
 * The party's mobile as wa.me takes it: the country code and number, digits only (91 and the 10 digits
 * of an Indian mobile, which start with 6 to 9); null when the number is not one.
 */
export function whatsAppNumber(mobile: string | null | undefined): string | null {
  const digits = (mobile ?? '').replace(/\D/g, '');
  const local = digits.length === 10 ? digits : digits.length === 11 && digits.startsWith('0') ? digits.slice(1) : digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : null;
  return local && /^[6-9]\d{9}$/.test(local) ? `91${local}` : null;
}

/** What a share message says about a paper (an invoice's, a voucher's). */
export type ShareSubject = { title: string; date: string; firm: string; total: string | null; mobile: string | null };

/** An invoice's subject: its title, date, firm, total and the party's mobile. */
export function invoiceSubject(invoice: Invoice): ShareSubject {
  return {
    title: invoice.title,
    date: invoice.date,
    firm: invoice.firm.name,
    total: invoice.totals.find((row) => row.strong)?.value ?? null,
    mobile: invoice.party.details.find(([label]) => label === 'Mobile')?.[1] ?? null,
  };
}

/** "Tax Invoice SS/26-27/1 dated 25-11-2026 from Shree Sai Traders for ₹ 1,74,805.00. PDF: <link>" */
export function shareText(subject: ShareSubject, url: string): string {
  const { title, date, firm, total } = subject;
  const parts = [title, date && `dated ${date}`, firm && `from ${firm}`, total && `for ${total.replace(/\u00a0/g, ' ')}`].filter(Boolean);
  return `${parts.join(' ')}. PDF: ${url}`;
}

/** The wa.me address that opens WhatsApp with the message, to the party's mobile when it has one. */
export function whatsAppUrl(subject: ShareSubject, url: string): string {
  const number = whatsAppNumber(subject.mobile);
  return `https://wa.me/${number ?? ''}?text=${encodeURIComponent(shareText(subject, url))}`;
}
