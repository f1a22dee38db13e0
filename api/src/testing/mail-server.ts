import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The addresses of the SMTP envelope (RCPT TO). */
  recipients: string[];
  mail: ParsedMail;
}

export interface TestMailServer {
  port: number;
  /** SMTP_URL for the API. */
  url: string;
  /** Every message accepted, in order: repeats are kept, so a test can count them. */
  received: ReceivedMail[];
  /** Copies of one Message-ID received so far. */
  copiesOf(messageId: string): number;
  stop(): Promise<void>;
}

export interface MailServerOptions {
  /** Listen on this port again (a mail server back after an outage). */
  port?: number;
  /**
   * Called once a message is whole, before it is answered: resolving `false` leaves it unanswered, as a
   * server whose client died before the reply would.
   */
  beforeReply?: (received: ReceivedMail) => Promise<boolean> | boolean;
}

/** A real SMTP server on a loopback port (plain SMTP, no login), parsing what it is sent with mailparser. */
export async function startMailServer({
  port = 0,
  beforeReply,
}: MailServerOptions = {}): Promise<TestMailServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // Stopping closes the API's pooled connections at once rather than waiting for them.
    closeTimeout: 50,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        async (mail) => {
          const message = { recipients: session.envelope.rcptTo.map(({ address }) => address), mail };
          received.push(message);
          if (!beforeReply || (await beforeReply(message))) callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const listening = (server.server.address() as AddressInfo).port;
  return {
    port: listening,
    url: `smtp://127.0.0.1:${listening}`,
    received,
    copiesOf: (messageId) => received.filter(({ mail }) => mail.messageId === messageId).length,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
