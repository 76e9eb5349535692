import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestConfig } from '#tests/support/test-app.js';
import { linkIn, readOutbox } from '#tests/support/outbox.js';
import { createMailer } from './mailer.js';

describe('mail without SMTP', () => {
  let cleanUp: () => Promise<void>;
  afterEach(() => cleanUp());

  it('lands in DATA_DIR/outbox as a readable .eml, logged without its text', async () => {
    const test = await createTestConfig();
    cleanUp = test.cleanUp;
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const link = 'https://karada.example.jp/reset-password?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
    await createMailer(test.config, log).send({
      to: 'hanako@example.jp',
      subject: '【からだ日和】パスワード再設定のご案内',
      text: `下のリンクから新しいパスワードを設定してください。\n\n${link}\n`,
    });
    const [mail] = readOutbox(test.config.dataDir);
    expect(mail).toMatchObject({
      to: 'hanako@example.jp',
      subject: '【からだ日和】パスワード再設定のご案内',
    });
    expect(linkIn(mail!)).toBe(link);
    expect(lines.join('')).toContain('outbox');
    expect(lines.join('')).not.toContain('token=');
  });
});
