import fs from 'node:fs';
import path from 'node:path';

export type OutboxMail = {
  file: string;
  to: string;
  subject: string;
  text: string;
  /** A header's value as written (folded lines joined), '' when absent. */
  header: (name: string) => string;
};

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

/** The mails the server wrote to DATA_DIR/outbox (no SMTP configured), oldest first, decoded. */
export function readOutbox(dataDir: string): OutboxMail[] {
  const directory = path.join(dataDir, 'outbox');
  if (!fs.existsSync(directory)) return [];
  return fs
    .readdirSync(directory)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => {
      const file = path.join(directory, name);
      const raw = fs.readFileSync(file, 'utf8');
      const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
      const headers = head.replace(/\r?\n[ \t]+/g, ' ');
      const header = (key: string) => new RegExp(`^${key}: (.*)$`, 'im').exec(headers)?.[1] ?? '';
      const body = rest.join('\n\n');
      const encoding = header('Content-Transfer-Encoding').toLowerCase();
      const text =
        encoding === 'base64'
          ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
          : encoding === 'quoted-printable'
            ? decodeQuotedPrintable(body)
            : body;
      return { file, to: header('To'), subject: decodeHeader(header('Subject')), text, header };
    });
}

/** The first https?:// link in a mail's text. */
export function linkIn(mail: OutboxMail): string {
  const match = /https?:\/\/\S+/.exec(mail.text);
  if (!match) throw new Error(`no link in the mail "${mail.subject}"`);
  return match[0];
}
