import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** The From header as sent: '"Glow House" <orders@glow.test>'. */
  from: string;
}

export interface SmtpSink {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Stops listening: the service then finds SMTP down (connection refused). */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 that keeps every message it accepts, parsed, for the test to read back. */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  const sink: SmtpSink = {
    port,
    url: '',
    received,
    start: async () => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, _session, callback) {
          simpleParser(stream)
            .then((mail: ParsedMail) => {
              received.push({
                to: addressesOf(mail.to),
                subject: mail.subject ?? '',
                text: mail.text ?? '',
                html: typeof mail.html === 'string' ? mail.html : '',
                messageId: mail.messageId ?? '',
                from: mail.from?.text ?? '',
              });
              callback();
            })
            .catch(callback);
        },
      });
      const listening = server;
      await new Promise<void>((resolve) => listening.listen(sink.port, '127.0.0.1', () => resolve()));
      sink.port = (listening.server.address() as AddressInfo).port;
      sink.url = `smtp://127.0.0.1:${sink.port}`;
    },
    stop: async () => {
      const closing = server;
      server = undefined;
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
  };
  await sink.start();
  return sink;
}

function addressesOf(to: ParsedMail['to']): string {
  const list = Array.isArray(to) ? to : to ? [to] : [];
  return list.flatMap((entry) => entry.value.map((address) => address.address ?? '')).join(', ');
}
