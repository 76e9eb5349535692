import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ownAppClosedAfterEach } from '#tests/support/own-app.js';
import { apiOnlyWebRoot, createTestConfig } from '#tests/support/test-app.js';
import { buildApp } from '../app.js';
import type { Config } from '../config.js';
import { outboxDir } from '../mail/mailer.js';

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

// Everything the server keeps on disk (the database with its WAL and shared-memory files,
// uploads, mail with reset links) is for the server's own user only.
describe('the data folder on disk', () => {
  const started = ownAppClosedAfterEach();

  async function start(prepare: (dataDir: string) => void = () => {}) {
    const test = await createTestConfig();
    started.cleanUp = test.cleanUp;
    const dataDir = path.join(test.config.dataDir, 'site', 'data');
    const config: Config = {
      ...test.config,
      dataDir,
      database:
        test.config.database.kind === 'sqlite'
          ? { kind: 'sqlite', file: path.join(dataDir, 'app.sqlite') }
          : test.config.database,
    };
    prepare(dataDir);
    const app = await buildApp({ config, logger: false, webRoot: apiOnlyWebRoot(config) });
    started.app = app;
    await app.storage.put('images/private-check.webp', Buffer.from('image'), 'image/webp');
    await app.mailer.send({ to: 'member@example.jp', subject: '確認', text: '本文' });
    return { dataDir, config };
  }

  function expectPrivate(dataDir: string, config: Config) {
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(path.join(dataDir, 'uploads'))).toBe(0o700);
    expect(modeOf(path.join(dataDir, 'uploads', 'images'))).toBe(0o700);
    expect(modeOf(path.join(dataDir, 'uploads', 'images', 'private-check.webp'))).toBe(0o600);
    const outbox = outboxDir(config);
    expect(modeOf(outbox)).toBe(0o700);
    for (const mail of fs.readdirSync(outbox)) expect(modeOf(path.join(outbox, mail))).toBe(0o600);
    if (config.database.kind === 'sqlite') {
      const files = fs.readdirSync(dataDir).filter((name) => name.startsWith('app.sqlite'));
      expect(files).toEqual(expect.arrayContaining(['app.sqlite', 'app.sqlite-wal', 'app.sqlite-shm']));
      for (const file of files) expect(modeOf(path.join(dataDir, file))).toBe(0o600);
    }
  }

  it('is created readable by the server’s user only', async () => {
    const { dataDir, config } = await start();
    expectPrivate(dataDir, config);
  });

  it('is made private at start when an older install left it open', async () => {
    const { dataDir, config } = await start((dir) => {
      fs.mkdirSync(path.join(dir, 'uploads', 'images'), { recursive: true, mode: 0o755 });
      fs.mkdirSync(path.join(dir, 'outbox'), { mode: 0o755 });
      fs.chmodSync(dir, 0o755);
      fs.writeFileSync(path.join(dir, 'app.sqlite'), '', { mode: 0o644 });
    });
    expectPrivate(dataDir, config);
  });
});
