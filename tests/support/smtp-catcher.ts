// A local SMTP server for tests: takes every mail sent to it (no TLS, no login) and keeps it, so a test can
// read what the server mailed. Start it on port 0 and give the server SMTP_URL=catcher.url.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type CaughtMail = {
  from: string;
  to: string[];
  subject: string;
  /** The text/plain and text/html parts, decoded. */
  text: string;
  html: string;
  raw: string;
};

export type SmtpCatcher = {
  url: string;
  mails: CaughtMail[];
  /** The mails sent to this address so far. */
  to(address: string): CaughtMail[];
  /** The nth mail (1: the first) to this address, waiting for it up to timeoutMs. */
  waitFor(address: string, nth?: number, timeoutMs?: number): Promise<CaughtMail>;
  stop(): Promise<void>;
};

export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const envelope = session.envelope;
        mails.push({
          from: envelope.mailFrom ? envelope.mailFrom.address : '',
          to: envelope.rcptTo.map((recipient) => recipient.address),
          subject: headerOf(raw, 'subject') ?? '',
          text: partOf(raw, 'text/plain'),
          html: partOf(raw, 'text/html'),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const to = (address: string) => mails.filter((mail) => mail.to.includes(address.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    to,
    async waitFor(address, nth = 1, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const found = to(address)[nth - 1];
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no mail number ${nth} to ${address} in ${timeoutMs} ms (caught: ${mails.map((mail) => mail.to.join(',')).join('; ') || 'none'})`);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A header's value (folded lines joined), from a block of headers. */
function headerOf(block: string, name: string): string | null {
  const head = block.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((candidate) => candidate.toLowerCase().startsWith(`${name}:`));
  return line ? line.slice(name.length + 1).trim() : null;
}

/** The decoded body of the first part of this type (the whole message when it is not multipart). */
function partOf(raw: string, type: string): string {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' '))?.[1];
  const parts = boundary ? raw.split(`--${boundary}`).slice(1) : [raw];
  for (const part of parts) {
    const body = part.replace(/^\r?\n/, '');
    if (!(headerOf(body, 'content-type') ?? 'text/plain').toLowerCase().startsWith(type)) continue;
    const content = body.slice(body.search(/\r?\n\r?\n/)).replace(/^\r?\n\r?\n/, '').replace(/\r?\n$/, '');
    const encoding = (headerOf(body, 'content-transfer-encoding') ?? '7bit').toLowerCase();
    if (encoding === 'base64') return Buffer.from(content, 'base64').toString('utf8');
    if (encoding === 'quoted-printable') return decodeQuotedPrintable(content);
    return content;
  }
  return '';
}

function decodeQuotedPrintable(text: string): string {
  // Each =XX is a byte of UTF-8: as %XX (after escaping any literal %) decodeURIComponent joins them.
  const escaped = text.replace(/=\r?\n/g, '').replace(/%/g, '%25');
  return decodeURIComponent(escaped.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`));
}
