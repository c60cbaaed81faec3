import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';

export interface ResetMail {
  to: string;
  firstName: string;
  /** The page that takes the new password, with the token: `<shop>/reset-password?token=…`. */
  link: string;
}

export interface ResetMailer {
  send(mail: ResetMail): Promise<void>;
  close(): void;
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function renderResetMail(mail: ResetMail): { subject: string; text: string; html: string } {
  const subject = 'Reset your password';
  const text = [
    `Hello ${mail.firstName},`,
    '',
    'Someone asked to reset the password of your account. To choose a new one, open this link:',
    mail.link,
    '',
    'The link works once, for 30 minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(mail.firstName)},</p>
<p>Someone asked to reset the password of your account. To choose a new one, open this link:</p>
<p><a href="${escapeHtml(mail.link)}">Reset your password</a></p>
<p>The link works once, for 30 minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.</p>`;
  return { subject, text, html };
}

/**
 * identity mails the reset link itself (decision 028): the token exists in plain form only in this message, never
 * in an outbox, an event or a dead-letter queue. One connection per message, each phase with a timeout.
 */
export function createResetMailer(options: { url: string; from: string; timeoutMs: number }): ResetMailer {
  const transport = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: options.timeoutMs,
    greetingTimeout: options.timeoutMs,
    socketTimeout: options.timeoutMs,
  } satisfies SMTPTransport.Options);
  return {
    async send(mail) {
      await transport.sendMail({ from: options.from, to: mail.to, ...renderResetMail(mail) });
    },
    close: () => transport.close(),
  };
}
