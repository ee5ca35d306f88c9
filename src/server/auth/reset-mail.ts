// The password-reset mail, as plain text and HTML: whose login it is for, the link, how long it works,
// and that ignoring it changes nothing.
import type { MailMessage } from '../mail/mailer.ts';

export type ResetMailFacts = {
  to: string;
  kind: 'master' | 'employee';
  /** The business's name, when it has one. */
  business: string | null;
  link: string;
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

export function resetMail({ to, kind, business, link }: ResetMailFacts): MailMessage {
  const role = kind === 'master' ? 'business owner' : 'employee';
  const whose = `the Bahi login ${to} (${role}${business ? ` of ${business}` : ''})`;
  const asked = `Someone, we hope you, asked to reset the password of ${whose}.`;
  const expiry = 'The link works once, for one hour.';
  const ignore = 'If you did not ask for this, ignore this mail: your password stays as it is.';
  const text = [asked, '', 'To choose a new password, open this link:', link, '', expiry, ignore, '', 'Bahi'].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2937">',
    `<p>${escapeHtml(asked)}</p>`,
    `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#1565c0;color:#ffffff;text-decoration:none;border-radius:6px">Choose a new password</a></p>`,
    `<p style="font-size:13px;color:#4b5563">Or copy this address into your browser:<br>${escapeHtml(link)}</p>`,
    `<p>${escapeHtml(expiry)} ${escapeHtml(ignore)}</p>`,
    '<p>Bahi</p>',
    '</body></html>',
  ].join('\n');
  return { to, subject: 'Reset your Bahi password', text, html };
}
