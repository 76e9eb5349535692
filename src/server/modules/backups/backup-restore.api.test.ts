import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import { monthKey } from '#shared/business-time.js';
import { buildApp } from '#server/app.js';
import type { Config } from '#server/config.js';
import { recordPendingUpload } from '#server/modules/uploads/upload-repository.js';
import { setPassphrase } from '#tests/support/accounts.js';
import { runCliProcess } from '#tests/support/cli-process.js';
import { testArticle } from '#tests/support/contents.js';
import { signedInMember } from '#tests/support/signed-in.js';
import { apiOnlyWebRoot, createTestConfig } from '#tests/support/test-app.js';
import { testDatabaseKind } from '#tests/support/test-database.js';
import { makeTempDir, removeDir } from '#tests/support/temp-dir.js';
import { readManifest } from './backup-manifest.js';
import { makeBackup } from './make-backup.js';

const passphrase = 'さくら-もち-2026';
const cleanUps: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
});

function tempDir(purpose: string): string {
  const dir = makeTempDir(purpose);
  cleanUps.push(() => removeDir(dir));
  return dir;
}

/** The app on a fresh data folder; it stays open (the "server running") until the test closes it. */
async function startApp(): Promise<{ app: FastifyInstance; config: Config; close: () => Promise<void> }> {
  const created = await createTestConfig();
  const { cleanUp } = created;
  // SQLite where the CLI looks for it, DATA_DIR/app.sqlite, as on a real install.
  const config: Config =
    created.config.database.kind === 'sqlite'
      ? {
          ...created.config,
          database: { kind: 'sqlite', file: path.join(created.config.dataDir, 'app.sqlite') },
        }
      : created.config;
  const app = await buildApp({ config, logger: false, webRoot: apiOnlyWebRoot(config) });
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await app.close();
  };
  cleanUps.push(cleanUp, close);
  return { app, config, close };
}

const cli = (args: string[], env: Record<string, string>) => runCliProcess(args, env, tempDir('cli'));

function sqliteFile(config: Config): string {
  if (config.database.kind !== 'sqlite') throw new Error('SQLite only');
  return config.database.file;
}

if (testDatabaseKind() === 'sqlite') {
  describe('backup:restore', () => {
    it('restores a backup made during writes with every write acknowledged before it began', async () => {
      const { app, config } = await startApp();
      await setPassphrase(app.db, monthKey(new Date(), config.timeZone), passphrase);
      const admin = await signedInMember(app, passphrase, { isAdmin: true });
      const acknowledged: string[] = [];
      let writing = true;
      const writer = (async () => {
        for (let n = 0; writing; n++) {
          const response = await admin.post(apiPaths.adminContents, testArticle({ title: `書き込み ${n}` }));
          if (response.statusCode !== 201) throw new Error(`write refused: ${response.body}`);
          acknowledged.push((response.json() as { content: { id: string } }).content.id);
        }
      })();
      while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 5));

      const before = [...acknowledged];
      const out = path.join(tempDir('backup'), 'during-writes.sqlite');
      await makeBackup({ databaseFile: sqliteFile(config), out, storage: app.storage, now: new Date() });
      const duringBackup = acknowledged.length - before.length;
      writing = false;
      await writer;
      // The site went on writing while the copy was made.
      expect(duringBackup).toBeGreaterThan(0);

      const fresh = tempDir('fresh');
      const run = await cli(['backup:restore', '--from', out, '--data-dir', fresh], { DATA_DIR: fresh });
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('バックアップを戻しました');
      expect(run.stdout).toContain('integrity_check): ok');
      expect(run.stdout).toMatch(/会員: 1 人（うち管理者 1 人）/);

      const restored = new SQLite(path.join(fresh, 'app.sqlite'), { readonly: true });
      try {
        const ids = new Set(restored.prepare('select id from contents').pluck().all() as string[]);
        expect(before.filter((id) => !ids.has(id))).toEqual([]);
        expect(restored.pragma('integrity_check', { simple: true })).toBe('ok');
        // The manifest was the backup's, not the site's.
        expect(readManifest(restored)).toBeNull();
      } finally {
        restored.close();
      }
    }, 60_000);

    it('says which uploads the backup lists are there and which are missing, and keeps the old database', async () => {
      const { app, config, close } = await startApp();
      await app.storage.put('thumbnails/kept-md.webp', Buffer.from('kept image'), 'image/webp');
      await recordPendingUpload(app.db, 'thumbnails/kept-md.webp', new Date());
      await recordPendingUpload(app.db, 'images/gone-lg.webp', new Date());
      const out = path.join(tempDir('backup'), 'with-uploads.sqlite');
      const made = await makeBackup({
        databaseFile: sqliteFile(config),
        out,
        storage: app.storage,
        now: new Date('2026-11-26T19:00:00Z'),
      });
      expect(made.uploads).toEqual([
        { key: 'images/gone-lg.webp', size: null },
        { key: 'thumbnails/kept-md.webp', size: 10 },
      ]);
      const file = new SQLite(out, { readonly: true });
      expect(readManifest(file)).toEqual({ madeAt: '2026-11-26T19:00:00.000Z', uploads: made.uploads });
      file.close();

      // An image uploaded after the backup: the restored database must still track it.
      await app.storage.put('images/after-lg.webp', Buffer.from('later'), 'image/webp');
      // The server stops; the restore goes into its own data folder.
      await close();
      const run = await cli(['backup:restore', '--from', out], { DATA_DIR: config.dataDir });
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('バックアップの日時: 2026-11-27 04:00 (Asia/Tokyo)');
      expect(run.stdout).toContain('アップロードファイル: 1 件あり、1 件見つかりません');
      expect(run.stdout).toContain('見つかりません: images/gone-lg.webp');
      const aside = /消さずに残しています: (.+)$/m.exec(run.stdout)?.[1];
      expect(aside && fs.existsSync(aside)).toBe(true);
      expect(run.stdout).toContain('このバックアップにないアップロードファイル: 1 件');
      const restored = new SQLite(sqliteFile(config), { readonly: true });
      expect(restored.prepare('select key from pending_uploads order by key').pluck().all()).toEqual([
        'images/after-lg.webp',
        'images/gone-lg.webp',
        'thumbnails/kept-md.webp',
      ]);
      restored.close();
    }, 60_000);

    it('refuses while the server runs, and refuses a text file, a truncated backup and another database', async () => {
      const { app, config } = await startApp();
      const out = path.join(tempDir('backup'), 'good.sqlite');
      await makeBackup({ databaseFile: sqliteFile(config), out, storage: app.storage, now: new Date() });

      const running = await cli(['backup:restore', '--from', out], { DATA_DIR: config.dataDir });
      expect(running.code).toBe(1);
      expect(running.stderr).toContain('サーバーが動いています');
      expect(fs.readdirSync(config.dataDir).filter((name) => name.includes('before-restore'))).toEqual([]);

      const files = tempDir('not-backups');
      const text = path.join(files, 'notes.txt');
      fs.writeFileSync(text, 'これはバックアップではありません\n'.repeat(20));
      const truncated = path.join(files, 'truncated.sqlite');
      fs.writeFileSync(truncated, fs.readFileSync(out).subarray(0, Math.floor(fs.statSync(out).size / 2)));
      const other = path.join(files, 'other.sqlite');
      const otherDb = new SQLite(other);
      otherDb.exec("create table notes (body text); insert into notes values ('ほかのアプリ')");
      otherDb.close();

      const target = tempDir('target');
      for (const [file, message] of [
        [text, 'SQLite のデータベースではありません'],
        [truncated, '途中で切れています'],
        [other, 'このサイトのバックアップではありません'],
        [path.join(files, 'absent.sqlite'), 'ファイルが見つかりません'],
      ] as const) {
        const run = await cli(['backup:restore', '--from', file, '--data-dir', target], { DATA_DIR: target });
        expect(run.code, file).toBe(1);
        expect(run.stderr, file).toContain(message);
        expect(fs.readdirSync(target), file).toEqual([]);
      }
    }, 90_000);
  });
} else {
  describe('backup:restore on PostgreSQL', () => {
    it('says to use pg_restore', async () => {
      const { config } = await startApp();
      const env = { DATA_DIR: config.dataDir, DATABASE_URL: (config.database as { url: string }).url };
      const run = await cli(['backup:restore', '--from', path.join(config.dataDir, 'any.sqlite')], env);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('pg_restore');
    }, 60_000);
  });
}
