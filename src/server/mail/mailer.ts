import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter, TransportOptions } from 'nodemailer';
import type { Config } from '../config.js';
import { makePrivateDir, privateFileMode } from '../private-files.js';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  /** Extra headers, such as List-Unsubscribe on news mail (RFC 8058). */
  headers?: Record<string, string>;
};

export type Mailer = { send(mail: Mail): Promise<void> };

export function outboxDir(config: Config): string {
  return path.join(config.dataDir, 'outbox');
}

/**
 * SMTP when SMTP_URL is set; otherwise every mail is written as an .eml file to
 * DATA_DIR/outbox and its arrival logged (never its text: it may hold a reset link).
 */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  // Loaded with the first mail: most requests never send one.
  let made: Promise<Transporter> | undefined;
  const transporter = (options: string | TransportOptions | Record<string, unknown>) => {
    made ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(options));
    return made;
  };
  if (config.smtpUrl) {
    const smtpUrl = config.smtpUrl;
    return {
      async send(mail) {
        const transport = await transporter(smtpUrl);
        await transport.sendMail({ from: config.mailFrom, ...mail });
        log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
    };
  }
  return {
    async send(mail) {
      const transport = await transporter({ streamTransport: true, buffer: true, newline: 'unix' });
      const info = await transport.sendMail({ from: config.mailFrom, ...mail });
      const directory = outboxDir(config);
      await makePrivateDir(directory);
      const file = path.join(
        directory,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer, { mode: privateFileMode });
      log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the outbox');
    },
  };
}
