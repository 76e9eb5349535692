import { statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page, Request } from 'playwright-core';
import { describe, expect } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import type { ContentSaved } from '#shared/schemas/admin.js';
import { uploadChunkBytes } from '../../src/web/features/videos/api/tus-uploader.js';
import { test as e2eTest } from '../support/e2e/fixtures.js';
import { expectVisible } from '../support/e2e/screen.js';
import { makeTestVideo } from '../support/lavfi-videos.js';

// Issue 24: "a reloaded page resumes where it stopped". Staff send a video of three chunks; the
// connection drops after the first one and they reload the page; choosing the same file again
// goes on from the server's offset (tus HEAD, then PATCH from there), not from the start, and the
// video becomes 公開できます. The file is lossless noise, 2 s (about 20 MB): made here, never kept.

const test = e2eTest.extend(
  'heavyVideo',
  { scope: 'file' },
  // eslint-disable-next-line no-empty-pattern -- Vitest reads a fixture's dependencies from this pattern
  async ({}, { onCleanup }) => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'video-resume-e2e-'));
    onCleanup(() => rm(folder, { recursive: true, force: true }));
    return makeTestVideo(folder, 'zoom-lesson.mp4', { width: 640, height: 360, seconds: 2, heavy: true });
  },
);

const uploads = `**${apiPaths.adminVideoUploads}/**`;
const field = (page: Page, name: string) => page.getByLabel(name, { exact: true });
const isPatch = (request: Request) =>
  request.method() === 'PATCH' && new URL(request.url()).pathname.startsWith(apiPaths.adminVideoUploads);

/** A new post with an uploaded video: the title typed and 動画ファイルをアップロード chosen. */
async function newVideoPost(page: Page, title: string): Promise<void> {
  await field(page, copy.admin.labels.title).fill(title);
  await page.getByRole('radio', { name: copy.videoUpload.sources.upload }).check();
  await expectVisible(field(page, copy.videoUpload.fileLabel));
}

describe('a video upload', () => {
  test(
    'goes on where it stopped after the page is reloaded, and the video becomes ready',
    { timeout: 240_000 },
    async ({ adminPage, heavyVideo, contents, pageErrors, expectNoAxeViolations }) => {
      const size = statSync(heavyVideo).size;
      expect(size).toBeGreaterThan(2 * uploadChunkBytes);
      const title = `ズームの録画（再開）${Date.now().toString(36)}`;
      await adminPage.goto('/admin');
      await newVideoPost(adminPage, title);

      // The connection drops once the first chunk is through: every later chunk fails.
      let patches = 0;
      await adminPage.route(uploads, (route) => {
        if (route.request().method() !== 'PATCH') return route.continue();
        patches += 1;
        return patches === 1 ? route.continue() : route.abort('internetdisconnected');
      });
      const firstChunk = adminPage.waitForResponse((response) => isPatch(response.request()));
      await field(adminPage, copy.videoUpload.fileLabel).setInputFiles(heavyVideo);
      const through = await firstChunk;
      expect(through.status()).toBe(204);
      expect(through.headers()['upload-offset']).toBe(String(uploadChunkBytes));
      await expect.poll(() => patches).toBeGreaterThan(1);

      // She reloads (the dropped connection still down, so no retry slips through), types the title
      // again and chooses the same file. The server says how much it has; the chunks start there,
      // held until the screen has been looked at.
      await adminPage.reload();
      await adminPage.unrouteAll({ behavior: 'ignoreErrors' });
      await newVideoPost(adminPage, title);
      const offsets: number[] = [];
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await adminPage.route(uploads, async (route) => {
        if (route.request().method() === 'PATCH') {
          offsets.push(Number(route.request().headers()['upload-offset']));
          await released;
        }
        await route.continue();
      });
      const asked = adminPage.waitForResponse(
        (response) =>
          response.request().method() === 'HEAD' &&
          new URL(response.url()).pathname.startsWith(apiPaths.adminVideoUploads),
      );
      await field(adminPage, copy.videoUpload.fileLabel).setInputFiles(heavyVideo);
      const had = Number((await asked).headers()['upload-offset']);
      expect(had).toBe(uploadChunkBytes);
      await expectVisible(adminPage.getByText(copy.videoUpload.resumed, { exact: true }));
      const bar = adminPage.getByRole('progressbar', { name: copy.videoUpload.progressLabel });
      await expectVisible(bar);
      await expect.poll(() => offsets.length).toBe(1);
      expect(offsets).toEqual([had]);
      // The bar starts from what the server already has, not from 0.
      const shown = Math.floor((had * 100) / size);
      await expect.poll(() => bar.getAttribute('aria-valuetext')).toMatch(new RegExp(`^${shown}%`));
      await expectNoAxeViolations(adminPage, 'upload resumed after a reload');

      release();
      const posted = adminPage.waitForResponse(
        (response) =>
          response.request().method() === 'POST' &&
          new URL(response.url()).pathname === apiPaths.adminContents,
      );
      await adminPage.getByRole('button', { name: copy.admin.buttons.post, exact: true }).click();
      contents.remember(((await (await posted).json()) as ContentSaved).content.id);
      const row = adminPage
        .getByRole('listitem')
        .filter({ has: adminPage.getByRole('heading', { name: title, exact: true }) });
      await row
        .getByText(copy.videoUpload.states.ready, { exact: true })
        .waitFor({ state: 'visible', timeout: 120_000 });
      // Only what was missing went over the wire again: no chunk from 0, none sent twice.
      expect(offsets[0]).toBe(had);
      expect(new Set(offsets).size).toBe(offsets.length);
      expect(offsets.every((offset) => offset >= had)).toBe(true);
      expect(pageErrors).toEqual([]);
    },
  );
});
