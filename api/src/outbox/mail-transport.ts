import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';

/** Sends one built message; `key` names it the same on every attempt. */
export interface MailTransport {
  send(message: SendMailOptions, key: string): Promise<void>;
  close(): void;
}

// A send that hangs past these fails and is retried; well inside the default claim of 5 minutes.
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

/**
 * Over SMTP when `smtpUrl` is set (nodemailer reads it: smtps:// is TLS from the first byte, smtp://
 * upgrades with STARTTLS when the server offers it, `?requireTLS=true` insists), a few pooled
 * connections shared by every message. Otherwise each message becomes `<key>.eml` in `mailDir`: written
 * whole then renamed, so a file is never half there, and a second attempt replaces the first.
 */
export function createMailTransport({
  smtpUrl,
  mailDir,
}: {
  smtpUrl?: string;
  mailDir: string;
}): MailTransport {
  if (smtpUrl) {
    const smtp = nodemailer.createTransport({
      url: smtpUrl,
      pool: true,
      maxConnections: 5,
      ...SMTP_TIMEOUTS,
    });
    return {
      send: async (message) => {
        await smtp.sendMail(message);
      },
      close: () => smtp.close(),
    };
  }
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    send: async (message, key) => {
      const { message: raw } = await files.sendMail(message);
      await mkdir(mailDir, { recursive: true });
      const file = path.join(mailDir, `${key}.eml`);
      const partial = `${file}.${randomUUID()}.tmp`;
      await writeFile(partial, raw as Buffer, { mode: 0o600 });
      await rename(partial, file);
    },
    close: () => files.close(),
  };
}
