// Sends Bahi's mail (today only password-reset links) through the SMTP server in SMTP_URL, with nodemailer.
import nodemailer from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string; html: string };

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * smtp://user:pass@host:587 speaks plain SMTP and moves to TLS (STARTTLS) whenever the server offers it;
 * smtps://host:465 speaks TLS from the first byte. A server that offers no STARTTLS (a local relay, the
 * tests' catcher) is spoken to in plain text, so credentials belong in an smtps:// URL or a server that
 * offers STARTTLS.
 */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const transport = nodemailer.createTransport({
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    // A reset should not hang a request for minutes on an unreachable server.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
