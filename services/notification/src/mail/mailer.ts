import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { RenderedMail } from './render';

export interface OutgoingMail extends RenderedMail {
  to: string;
  /** The same for every attempt of one event, so a mail client can fold a rare duplicate into one. */
  messageId: string;
  /** The sender's name the customer sees: the shop's configured name (the address stays the configured one). */
  fromName?: string;
}

export interface SentMail {
  messageId: string;
  /** The server's acceptance line, e.g. '250 Message queued as …', kept with the send's record. */
  response: string;
}

/**
 * A failed send. `mayHaveBeenSent` is false only when the server certainly did not take the message: it answered
 * with an error code, or no connection was made at all. A timeout or a connection lost mid-conversation may have
 * happened after the server accepted the message, so it counts against the duplicate budget (decision 010).
 */
export class SendFailedError extends Error {
  constructor(
    message: string,
    readonly mayHaveBeenSent: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'SendFailedError';
  }
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<SentMail>;
  close(): void;
}

const NEVER_CONNECTED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
const REFUSED_BEFORE_DATA = new Set([
  'EAUTH',
  'ENOAUTH',
  'EENVELOPE',
  'EDNS',
  'ETLS',
  'ECONFIG',
  'EREQUIRETLS',
]);
/** nodemailer's timeouts of the phases before any command, let alone the message, was sent. */
const BEFORE_ANY_COMMAND = new Set(['CONNECT_TIMEOUT', 'GREETING_TIMEOUT']);

export function classify(error: unknown): SendFailedError {
  const { code, originalCode, responseCode, timeoutType, message } = error as {
    code?: string;
    originalCode?: string;
    responseCode?: number;
    timeoutType?: string;
    message?: string;
  };
  const certainlyNotSent =
    typeof responseCode === 'number' ||
    (code !== undefined && REFUSED_BEFORE_DATA.has(code)) ||
    (timeoutType !== undefined && BEFORE_ANY_COMMAND.has(timeoutType)) ||
    (originalCode !== undefined && NEVER_CONNECTED.has(originalCode)) ||
    (code !== undefined && NEVER_CONNECTED.has(code));
  return new SendFailedError(message ?? String(error), !certainlyNotSent, { cause: error });
}

/**
 * nodemailer over SMTP, one connection per message (e-mails follow orders, a few a second at most). Each phase
 * has its own timeout and the whole conversation a deadline, which is shorter than a send's lease.
 */
/**
 * '"Glow House" <orders@glow.test>' from the configured sender and the shop's name; the configured sender as it
 * is when there is no name. nodemailer quotes the name, so a name with quotes or commas cannot break the header.
 */
export function senderOf(configured: string, name: string | undefined): string | { name: string; address: string } {
  const trimmed = name?.trim();
  if (!trimmed) return configured;
  const address = /<([^>]+)>\s*$/.exec(configured)?.[1] ?? configured.trim();
  return { name: trimmed, address };
}

export function createSmtpMailer(options: { url: string; from: string; timeoutMs: number }): Mailer {
  const phaseMs = Math.max(100, Math.floor(options.timeoutMs / 2));
  const transport = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: phaseMs,
    greetingTimeout: phaseMs,
    socketTimeout: phaseMs,
  } satisfies SMTPTransport.Options);
  return {
    async send(mail) {
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(
          () => reject(Object.assign(new Error('SMTP conversation took too long'), { code: 'ETIMEDOUT' })),
          options.timeoutMs,
        );
      });
      try {
        const info = (await Promise.race([
          transport.sendMail({
            from: senderOf(options.from, mail.fromName),
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            messageId: mail.messageId,
          }),
          deadline,
        ])) as { messageId: string; response: string };
        return { messageId: info.messageId, response: info.response };
      } catch (error) {
        throw classify(error);
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => transport.close(),
  };
}
