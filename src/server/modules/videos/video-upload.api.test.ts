import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPassphrase } from '#tests/support/accounts.js';
import { editorMemberAndGuest } from '#tests/support/editor-member-guest.js';
import { signedInMember } from '#tests/support/signed-in.js';
import { makeTempDir, removeDir } from '#tests/support/temp-dir.js';
import { apiOnlyWebRoot, createTestConfig, fixedClock } from '#tests/support/test-app.js';
import { testVisitor } from '#tests/support/test-visitor.js';
import { makeTestVideo, tusClient, uploadIdOf } from '#tests/support/tus-upload.js';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import { csrfHeader } from '#shared/csrf.js';
import { buildApp } from '#server/app.js';
import { sessionCookieName } from '#server/plugins/session.js';

const clock = fixedClock('2026-11-21T01:00:00Z');
const scratch = makeTempDir('videos');
let video: Buffer;

beforeAll(() => {
  video = makeTestVideo(scratch);
});
afterAll(() => removeDir(scratch));

const chunksOf = (bytes: Buffer, count: number) => {
  const size = Math.ceil(bytes.length / count);
  return Array.from({ length: count }, (_, i) => bytes.subarray(i * size, (i + 1) * size));
};

describe('the resumable video upload', () => {
  const people = editorMemberAndGuest({ clock }, '2026-11');

  const dataPath = (...parts: string[]) => path.join(people.testApp.config.dataDir, 'videos', ...parts);
  const row = (id: string) =>
    people.testApp.app.db.selectFrom('videos').selectAll().where('id', '=', id).executeTakeFirst();

  it('takes a video in chunks from an 編集者, resumes from the offset HEAD gives, and hands it to conversion', async () => {
    const client = tusClient(people.editor);
    const created = await client.create(video.length, { filename: 'ヨガ 朝.mp4', filetype: 'video/mp4' });
    expect(created.statusCode).toBe(201);
    const location = created.headers.location as string;
    expect(location).toMatch(/^\/api\/admin\/videos\/uploads\/[0-9a-f-]{36}$/);
    const id = uploadIdOf(location);
    expect(await row(id)).toMatchObject({
      state: 'uploading',
      originalName: 'ヨガ 朝.mp4',
      createdBy: expect.any(String),
    });

    let offset = 0;
    for (const chunk of chunksOf(video, 4)) {
      // Each time from where the server says it stands, as a client resuming would.
      expect(await client.offset(location)).toBe(offset);
      const sent = await client.patch(location, offset, chunk);
      expect(sent.statusCode).toBe(204);
      offset = Number(sent.headers['upload-offset']);
    }
    expect(offset).toBe(video.length);

    expect(await row(id)).toMatchObject({ state: 'waiting', originalKey: `${id}/original.mp4` });
    expect(Number((await row(id))!.sizeBytes)).toBe(video.length);
    expect(fs.readFileSync(dataPath(id, 'original.mp4')).equals(video)).toBe(true);
    // Nothing left behind in the incoming folder.
    expect(fs.readdirSync(dataPath('incoming'))).toEqual([]);

    const answer = await people.editor.get(apiPaths.adminVideo(id));
    expect(answer.json()).toEqual({
      id,
      state: 'waiting',
      progress: 0,
      failure: null,
      originalName: 'ヨガ 朝.mp4',
      sizeBytes: video.length,
      durationSeconds: null,
      posterUrl: null,
      hasCaptions: false,
    });
    const audit = await people.testApp.app.db
      .selectFrom('staffAuditEntries')
      .selectAll()
      .where('targetId', '=', id)
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(['video.upload']);
  });

  it('resumes an upload whose connection dropped mid-chunk from the bytes that arrived', async () => {
    const client = tusClient(people.editor);
    const location = (
      await client.create(video.length, { filename: 'drop.mov', filetype: 'video/quicktime' })
    ).headers.location as string;
    // A real connection, cut after part of the chunk: inject() cannot drop one half-way.
    await people.testApp.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = people.testApp.app.server.address() as AddressInfo;
    const firstPart = video.subarray(0, Math.floor(video.length / 3));
    await new Promise<void>((resolve) => {
      const request = http.request({
        host: '127.0.0.1',
        port,
        method: 'PATCH',
        path: location,
        headers: {
          'tus-resumable': '1.0.0',
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
          'content-length': String(video.length),
          cookie: `${sessionCookieName}=${people.editor.sessionToken}`,
          [csrfHeader.name]: csrfHeader.value,
        },
      });
      request.on('error', () => resolve());
      request.write(firstPart, () => setTimeout(() => request.destroy(), 300));
    });
    // The server keeps what it received.
    let offset = 0;
    for (let tries = 0; tries < 50 && offset < firstPart.length; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      offset = await client.offset(location);
    }
    expect(offset).toBe(firstPart.length);
    const rest = await client.patch(location, offset, video.subarray(offset));
    expect(rest.statusCode).toBe(204);
    const id = uploadIdOf(location);
    expect((await row(id))!.state).toBe('waiting');
    expect(fs.readFileSync(dataPath(id, 'original.mov')).equals(video)).toBe(true);
  });

  it('takes a chunk far larger than a JSON body may be, streamed to disk', async () => {
    const client = tusClient(people.editor);
    const big = Buffer.alloc(12 * 1024 * 1024, 7);
    const location = (await client.create(big.length, { filename: 'big.m4v', filetype: '' })).headers
      .location as string;
    expect((await client.patch(location, 0, big)).statusCode).toBe(204);
    const id = uploadIdOf(location);
    expect(fs.statSync(dataPath(id, 'original.m4v')).size).toBe(big.length);
  });

  it.each([
    [
      'over 8 GB',
      8 * 1024 ** 3 + 1,
      { filename: 'long.mp4', filetype: 'video/mp4' },
      413,
      copy.hostedVideo.uploadTooLarge,
    ],
    ['an empty file', 0, { filename: 'empty.mp4', filetype: 'video/mp4' }, 400, copy.hostedVideo.uploadEmpty],
    [
      'a file that is not a video by its name',
      1000,
      { filename: 'lesson.avi', filetype: 'video/x-msvideo' },
      400,
      copy.hostedVideo.uploadWrongType,
    ],
    [
      'a text file named .mp4',
      1000,
      { filename: 'notes.mp4', filetype: 'text/plain' },
      400,
      copy.hostedVideo.uploadWrongType,
    ],
    ['a file with no name', 1000, { filetype: 'video/mp4' }, 400, copy.hostedVideo.uploadWrongType],
  ])(
    'refuses %s when it starts, in Japanese, and keeps no row',
    async (_name, length, metadata, status, message) => {
      const before = await people.testApp.app.db.selectFrom('videos').select('id').execute();
      const response = await tusClient(people.editor).create(length, metadata);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ message });
      expect(await people.testApp.app.db.selectFrom('videos').select('id').execute()).toEqual(before);
    },
  );

  it('refuses an upload of unknown length', async () => {
    const response = await people.editor.request({
      method: 'POST',
      url: apiPaths.adminVideoUploads,
      headers: { 'tus-resumable': '1.0.0', 'upload-defer-length': '1' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: copy.hostedVideo.uploadLengthMissing });
  });

  it('refuses bytes past the length declared at the start', async () => {
    const client = tusClient(people.editor);
    const location = (await client.create(100, { filename: 'a.webm', filetype: 'video/webm' })).headers
      .location as string;
    const response = await client.patch(location, 0, Buffer.alloc(101, 1));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: copy.hostedVideo.uploadBeyondLength });
    expect(await client.offset(location)).toBe(0);
  });

  it('refuses an upload address with a query string, which could name another upload to tus', async () => {
    const client = tusClient(people.editor);
    const start = () => client.create(100, { filename: 'a.webm', filetype: 'video/webm' });
    const first = (await start()).headers.location as string;
    const second = (await start()).headers.location as string;
    const response = await client.patch(`${first}?to=/${uploadIdOf(second)}`, 0, Buffer.alloc(10, 1));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: copy.hostedVideo.uploadAddressRefused });
    expect(await client.offset(first)).toBe(0);
    expect(await client.offset(second)).toBe(0);
  });

  it('lets only staff upload, and only with the CSRF header', async () => {
    const metadata = { filename: 'a.mp4', filetype: 'video/mp4' };
    expect((await tusClient(people.member).create(100, metadata)).statusCode).toBe(403);
    expect((await tusClient(people.guest).create(100, metadata)).statusCode).toBe(401);
    expect((await tusClient(testVisitor(people.testApp.app)).create(100, metadata)).statusCode).toBe(401);
    const withoutHeader = await people.editor.request({
      method: 'POST',
      url: apiPaths.adminVideoUploads,
      headers: { 'tus-resumable': '1.0.0', 'upload-length': '100', [csrfHeader.name]: '' },
    });
    expect(withoutHeader.statusCode).toBe(403);
    // Nor may a member send bytes to an upload staff started.
    const location = (await tusClient(people.editor).create(100, metadata)).headers.location as string;
    expect((await tusClient(people.member).patch(location, 0, Buffer.alloc(10))).statusCode).toBe(403);
    expect((await tusClient(people.member).head(location)).statusCode).toBe(403);
    expect((await tusClient(people.member).cancel(location)).statusCode).toBe(403);
  });

  it('cancels an upload: its row and the bytes received go', async () => {
    const client = tusClient(people.editor);
    const location = (await client.create(video.length, { filename: 'c.mp4', filetype: 'video/mp4' })).headers
      .location as string;
    await client.patch(location, 0, video.subarray(0, 1000));
    const id = uploadIdOf(location);
    expect(fs.existsSync(dataPath('incoming', id))).toBe(true);
    const cancelled = await client.cancel(location);
    expect(cancelled.statusCode).toBe(204);
    expect(await row(id)).toBeUndefined();
    expect(fs.existsSync(dataPath('incoming', id))).toBe(false);
    expect(fs.existsSync(dataPath('incoming', `${id}.json`))).toBe(false);
    expect((await client.head(location)).statusCode).toBe(404);
  });

  it('removes an upload untouched for a day in the hourly housekeeping, not a recent one', async () => {
    const client = tusClient(people.editor);
    clock.set('2026-11-22T01:00:00Z');
    const old = (await client.create(video.length, { filename: 'old.mp4', filetype: 'video/mp4' })).headers
      .location as string;
    await client.patch(old, 0, video.subarray(0, 500));
    clock.set('2026-11-23T00:00:00Z');
    const recent = (await client.create(video.length, { filename: 'new.mp4', filetype: 'video/mp4' })).headers
      .location as string;
    clock.set('2026-11-23T01:30:00Z');
    await people.testApp.app.runHousekeeping();
    expect(await row(uploadIdOf(old))).toBeUndefined();
    expect(fs.existsSync(dataPath('incoming', uploadIdOf(old)))).toBe(false);
    expect(await row(uploadIdOf(recent))).toMatchObject({ state: 'uploading' });
    clock.set('2026-11-21T01:00:00Z');
  });
});

describe('an upload across a restart of the server', () => {
  it('resumes where it stopped on a new app instance with the same data folder', async () => {
    const { config, cleanUp } = await createTestConfig();
    const start = () =>
      buildApp({ config, logger: false, seedSamples: false, clock, webRoot: apiOnlyWebRoot(config) });
    try {
      const first = await start();
      await setPassphrase(first.db, '2026-11', 'もみじ');
      const editor = await signedInMember(first, 'もみじ', { staffRole: 'editor' });
      const location = (
        await tusClient(editor).create(video.length, { filename: 'r.mp4', filetype: 'video/mp4' })
      ).headers.location as string;
      const half = Math.floor(video.length / 2);
      expect((await tusClient(editor).patch(location, 0, video.subarray(0, half))).statusCode).toBe(204);
      await first.close();

      const second = await start();
      try {
        const sameBrowser = testVisitor(second);
        sameBrowser.useSessionToken(editor.sessionToken);
        const client = tusClient(sameBrowser);
        expect(await client.offset(location)).toBe(half);
        expect((await client.patch(location, half, video.subarray(half))).statusCode).toBe(204);
        const id = uploadIdOf(location);
        const saved = await second.db
          .selectFrom('videos')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        expect(saved.state).toBe('waiting');
        expect(fs.readFileSync(path.join(config.dataDir, 'videos', id, 'original.mp4')).equals(video)).toBe(
          true,
        );
      } finally {
        await second.close();
      }
    } finally {
      await cleanUp();
    }
  });
});
