import fs from 'node:fs';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '#tests/support/test-app.js';
import { makeTempDir, removeDir } from '#tests/support/temp-dir.js';
import { createTestDatabaseSettings, type TestDatabaseSettings } from '#tests/support/test-database.js';
import { copy } from '#shared/copy.js';
import { createDatabase, type Db } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { verifyPassword } from '../modules/auth/password-hashing.js';
import { hashSecretToken } from '#server/secret-token.js';
import { readSecret } from './read-secret.js';
import { runCli } from './run-cli.js';

const clock = fixedClock('2026-11-21T01:00:00Z');

describe('npm run cli', () => {
  let database: TestDatabaseSettings;
  let env: Record<string, string>;
  let db: Db;
  let out: string[];
  let errors: string[];
  const tempDirs: string[] = [];
  const tempDir = (purpose: string) => {
    const dir = makeTempDir(purpose);
    tempDirs.push(dir);
    return dir;
  };

  const cli = (...argv: string[]) =>
    runCli(argv, { env, clock, print: (line) => out.push(line), printError: (line) => errors.push(line) });

  beforeEach(async () => {
    database = await createTestDatabaseSettings();
    env =
      database.kind === 'sqlite'
        ? { DATA_DIR: path.dirname(database.file), PUBLIC_URL: 'https://karada.example.jp' }
        : {
            DATA_DIR: tempDir('cli'),
            DATABASE_URL: database.url,
            PUBLIC_URL: 'https://karada.example.jp',
          };
    const { drop: _drop, ...settings } = database;
    db = createDatabase(settings);
    await migrateToLatest(db);
    out = [];
    errors = [];
  });
  afterEach(async () => {
    await db.destroy();
    await database.drop();
    for (const dir of tempDirs.splice(0)) removeDir(dir);
  });

  const users = () => db.selectFrom('users').selectAll().execute();

  it('admin:create makes one admin (an オーナー) with a hashed password, and only one', async () => {
    expect(await cli('admin:create', '--email', ' Staff@Example.JP ', '--password', 'sakura-2026')).toBe(0);
    expect(out.join('\n')).toContain('staff@example.jp');
    const [admin] = await users();
    expect(admin).toMatchObject({ email: 'staff@example.jp', staffRole: 'owner' });
    expect(await verifyPassword(admin!.passwordHash, 'sakura-2026')).toBe(true);

    expect(await cli('admin:create', '--email', 'second@example.jp', '--password', 'sakura-2026')).toBe(1);
    expect(errors.join('\n')).toContain(copy.setup.adminExists);
    expect(await users()).toHaveLength(1);
  });

  it.each([
    [['--email', 'not-an-address', '--password', 'sakura-2026'], copy.register.badEmail],
    [['--email', 'staff@example.jp', '--password', '12345'], copy.register.tooShort],
    [['--email', 'staff@example.jp'], '--password'],
    [['--password', 'sakura-2026'], '--email'],
  ])('admin:create %j refuses with a clear message and writes nothing', async (args, message) => {
    expect(await cli('admin:create', ...args)).toBe(1);
    expect(errors.join('\n')).toContain(message);
    expect(await users()).toHaveLength(0);
  });

  it('user:create makes members, or オーナー with --admin, and refuses a taken address', async () => {
    expect(await cli('user:create', '--email', 'hanako@example.jp', '--password', 'hanako-pass')).toBe(0);
    expect(
      await cli('user:create', '--email', 'keiko@example.jp', '--password', 'keiko-pass', '--admin'),
    ).toBe(0);
    expect(await cli('user:create', '--email', 'HANAKO@example.jp', '--password', 'other-pass')).toBe(1);
    expect(errors.join('\n')).toContain(copy.register.emailTaken);
    const rows = await db.selectFrom('users').select(['email', 'staffRole']).orderBy('email').execute();
    expect(rows).toEqual([
      { email: 'hanako@example.jp', staffRole: null },
      { email: 'keiko@example.jp', staffRole: 'owner' },
    ]);
  });

  it.each([['admin:create'], ['user:create']])(
    '%s reads the password from standard input when --password is left out, so it stays out of shell history',
    async (command) => {
      const typed = new PassThrough();
      let prompt = '';
      typed.on('data', (chunk: Buffer) => (prompt += chunk.toString()));
      const code = await runCli([command, '--email', 'hanako@example.jp'], {
        env,
        clock,
        print: (line) => out.push(line),
        printError: (line) => errors.push(line),
        readSecret: (question) => readSecret(Readable.from(['sakura-2026\nnext line\n']), typed, question),
      });
      expect(errors).toEqual([]);
      expect(code).toBe(0);
      expect(prompt).toContain('パスワード');
      const [user] = await users();
      expect(await verifyPassword(user!.passwordHash, 'sakura-2026')).toBe(true);
    },
  );

  it('refuses an empty password from standard input and writes nothing', async () => {
    const code = await runCli(['user:create', '--email', 'hanako@example.jp'], {
      env,
      clock,
      print: (line) => out.push(line),
      printError: (line) => errors.push(line),
      readSecret: (question) => readSecret(Readable.from(['\n']), new PassThrough(), question),
    });
    expect(code).toBe(1);
    expect(errors.join('\n')).toContain('--password');
    expect(await users()).toHaveLength(0);
  });

  it('passphrase:set stores and replaces a month, and passphrase:list shows them in order', async () => {
    expect(await cli('passphrase:set', '--month', '2026-12', '--passphrase', 'ゆず湯のきせつ12')).toBe(0);
    expect(await cli('passphrase:set', '--month', '2026-11', '--passphrase', 'もみじがり2026')).toBe(0);
    expect(await cli('passphrase:set', '--month', '2026-12', '--passphrase', 'ふゆじたく2026')).toBe(0);
    out = [];
    expect(await cli('passphrase:list')).toBe(0);
    expect(out).toEqual(['2026-11\tもみじがり2026', '2026-12\tふゆじたく2026']);
  });

  it.each([
    ['もみじ', copy.admin.passphraseTooShort],
    ['qwerty123', copy.admin.passphraseTooCommon],
  ])(
    'passphrase:set refuses %s by the admin screen’s rules and writes nothing',
    async (passphrase, message) => {
      expect(await cli('passphrase:set', '--month', '2026-12', '--passphrase', passphrase)).toBe(1);
      expect(errors.join('\n')).toContain(message);
      expect(await db.selectFrom('monthlyPassphrases').selectAll().execute()).toEqual([]);
    },
  );

  it("passphrase:set replacing this month's passphrase ends the guest sessions opened with the old one", async () => {
    expect(await cli('passphrase:set', '--month', '2026-11', '--passphrase', 'もみじがり2026')).toBe(0);
    const at = clock.now().toISOString();
    const guest = {
      kind: 'guest' as const,
      userId: null,
      createdAt: at,
      lastSeenAt: at,
      expiresAt: '2026-11-30T14:59:59.999Z',
    };
    await db
      .insertInto('sessions')
      .values([
        { ...guest, id: 'opened-with-the-old-one', passphraseMonth: '2026-11' },
        { ...guest, id: 'opened-last-month', passphraseMonth: '2026-10' },
      ])
      .execute();
    out = [];
    expect(await cli('passphrase:set', '--month', '2026-11', '--passphrase', 'あたらしいもみじ26')).toBe(0);
    expect(out).toContain(copy.admin.guestSessionsEnded(1));
    expect(await db.selectFrom('sessions').select('id').execute()).toEqual([{ id: 'opened-last-month' }]);
  });

  it.each([['2026-13'], ['202612'], ['2026-1'], ['next']])(
    'passphrase:set refuses the month %s',
    async (month) => {
      expect(await cli('passphrase:set', '--month', month, '--passphrase', 'x')).toBe(1);
      expect(errors.join('\n')).toContain('YYYY-MM');
      expect(await db.selectFrom('monthlyPassphrases').selectAll().execute()).toEqual([]);
    },
  );

  it('user:reset-password prints a one-hour link whose token is stored only as a hash', async () => {
    await cli('user:create', '--email', 'hanako@example.jp', '--password', 'hanako-pass');
    out = [];
    expect(await cli('user:reset-password', '--email', 'hanako@example.jp')).toBe(0);
    const link = out.find((line) => line.startsWith('https://'))!;
    expect(link).toMatch(/^https:\/\/karada\.example\.jp\/reset-password\?token=[\w-]{43}$/);
    const token = new URL(link).searchParams.get('token')!;
    const stored = await db.selectFrom('passwordResetTokens').selectAll().executeTakeFirstOrThrow();
    expect(stored.id).toBe(hashSecretToken(token));
    expect(Date.parse(stored.expiresAt) - Date.parse(stored.createdAt)).toBe(60 * 60 * 1000);

    expect(await cli('user:reset-password', '--email', 'nobody@example.jp')).toBe(1);
    expect(errors.join('\n')).toContain('nobody@example.jp');
    expect(await cli('user:reset-password', '--email', 'not-an-address')).toBe(1);
    expect(errors.join('\n')).toContain('有効なメールアドレス');
  });

  it('samples:seed writes the missing samples and nothing twice', async () => {
    expect(await cli('samples:seed')).toBe(0);
    expect(out.at(-1)).toContain('10');
    await db.deleteFrom('contents').where('id', '=', 'sample-03').execute();
    expect(await cli('samples:seed')).toBe(0);
    expect(out.at(-1)).toContain('1');
    expect(await cli('samples:seed')).toBe(0);
    expect(out.at(-1)).toBe('サンプルコンテンツはすべて登録済みです');
    expect(await db.selectFrom('contents').select('id').execute()).toHaveLength(10);
  });

  it('answers no command, an unknown command or option with the usage on stderr and a non-zero exit', async () => {
    expect(await cli()).toBe(2);
    expect(errors.join('\n')).toContain('使い方');
    expect(await cli('users:delete')).toBe(2);
    expect(errors.join('\n')).toContain('不明なコマンドです');
    expect(errors.join('\n')).toContain('admin:create');
    expect(await cli('passphrase:list', '--verbose')).toBe(2);
    expect(errors.join('\n')).toContain('passphrase:list');
  });

  it('backup copies the SQLite database, or says to use pg_dump on PostgreSQL', async () => {
    await cli('samples:seed');
    const target = path.join(tempDir('backup'), 'copy.sqlite');
    if (database.kind === 'postgres') {
      expect(await cli('backup', '--out', target)).toBe(1);
      expect(errors.join('\n')).toContain('pg_dump');
      expect(fs.existsSync(target)).toBe(false);
      return;
    }
    expect(await cli('backup', '--out', target)).toBe(0);
    const copyOfDb = new SQLite(target, { readonly: true });
    expect(copyOfDb.prepare('select count(*) as count from contents').get()).toEqual({ count: 10 });
    copyOfDb.close();
    // A copy of every account and passphrase: for the server's user only.
    expect(fs.statSync(target).mode & 0o777).toBe(0o600);
    expect(await cli('backup', '--out', target)).toBe(1);
    expect(errors.join('\n')).toContain('すでに存在します');
  });
});
