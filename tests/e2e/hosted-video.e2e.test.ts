import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import { csrfHeader } from '#shared/csrf.js';
import { test as e2eTest } from '../support/e2e/fixtures.js';
import { waitForPlayTime } from '../support/e2e/hosted-videos.js';
import { expectAccessible, waitForLoaded } from '../support/e2e/member-area.js';
import { expectPathname, expectVisible, phone } from '../support/e2e/screen.js';

// Issue 24 in the browser: staff upload a video from the content form (the progress bar shows),
// save while it uploads, and see it become 公開できます; they add captions; a member plays it
// (currentTime advances), seeks, pauses, finds it under 続きから見る, comes back to 続きから再生 and
// resumes there, turns captions on, and at the end gets 視聴済み and records やったよ. Offline, the
// page says a video needs a connection. Leaving a new post unsaved while its video uploads says so
// and stops the upload. Axe on the upload form and the player at every text size,
// phone and desktop. The video is made here by ffmpeg (test pattern and a tone, 50 s: a position
// is resumed only up to 30 s before the end); nothing is committed.

const run = promisify(execFile);
const screenshots = process.env.HOSTED_VIDEO_SCREENSHOTS_DIR;

const test = e2eTest.extend(
  'videoFiles',
  { scope: 'file' },
  // eslint-disable-next-line no-empty-pattern -- Vitest reads a fixture's dependencies from this pattern
  async ({}, { onCleanup }) => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'hosted-video-e2e-'));
    onCleanup(() => rm(folder, { recursive: true, force: true }));
    const video = path.join(folder, 'morning-stretch.mp4');
    await run('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'],
      ...['-t', '50', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
      ...['-c:a', 'aac', '-shortest', video],
    ]);
    const captions = path.join(folder, 'morning-stretch.vtt');
    await writeFile(
      captions,
      'WEBVTT\n\n00:00:00.000 --> 00:00:30.000\nゆっくり息を吸って、吐きましょう\n',
      'utf8',
    );
    return { video, captions };
  },
);

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const field = (page: Page, name: string) => page.getByLabel(name, { exact: true });

/**
 * Chooses `file` in the upload field with every chunk held back 1.5 s, so that the upload is still
 * under way for a while; resolves with the server's answer to its creation.
 */
async function chooseOnSlowConnection(page: Page, file: string) {
  await page.route('**/api/admin/videos/uploads/**', async (route) => {
    if (route.request().method() === 'PATCH') await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const created = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname === apiPaths.adminVideoUploads,
  );
  await field(page, copy.videoUpload.fileLabel).setInputFiles(file);
  return created;
}

type BrowserVideo = { currentTime: number; paused: boolean; textTracks: ArrayLike<{ mode: string }> };

/** The player's video element, read in the page. */
async function videoState(page: Page) {
  return page.locator('video').evaluate((element) => {
    const video = element as unknown as BrowserVideo;
    return {
      currentTime: video.currentTime,
      paused: video.paused,
      captions: video.textTracks[0]?.mode ?? 'none',
    };
  });
}

describe('uploaded videos', () => {
  test(
    'staff upload a video and add captions; a member plays, pauses, resumes, turns captions on and finishes it',
    { timeout: 300_000 },
    async ({ adminPage, memberPage, videoFiles, pageErrors, expectNoAxeViolations }) => {
      const title = `朝のストレッチ（アップロード）${Date.now().toString(36)}`;
      await adminPage.setViewportSize({ width: phone.width, height: phone.height });
      await adminPage.goto('/admin');
      await field(adminPage, copy.admin.labels.title).fill(title);
      await adminPage.getByRole('radio', { name: copy.videoUpload.sources.upload }).check();
      await expectVisible(field(adminPage, copy.videoUpload.fileLabel));
      await expectAccessible(adminPage, expectNoAxeViolations);

      // A slow connection: each chunk waits a little, so the bar can be seen.
      const created = await chooseOnSlowConnection(adminPage, videoFiles.video);
      const bar = adminPage.getByRole('progressbar', { name: copy.videoUpload.progressLabel });
      await expectVisible(bar);
      expect(await bar.getAttribute('aria-valuetext')).toMatch(/^\d+%/);
      await expectVisible(button(adminPage, copy.videoUpload.cancel));
      if (screenshots)
        await adminPage.screenshot({ path: `${screenshots}/upload-field-phone.png`, fullPage: true });
      expect(created.status()).toBe(201);

      // Saved while the file is still on its way.
      await button(adminPage, copy.admin.buttons.post).click();
      await expectVisible(adminPage.getByRole('status').filter({ hasText: copy.admin.posted }));
      const row = adminPage
        .getByRole('listitem')
        .filter({ has: adminPage.getByRole('heading', { name: title, exact: true }) });
      await expectVisible(row);
      await row
        .getByText(copy.videoUpload.states.ready, { exact: true })
        .waitFor({ state: 'visible', timeout: 120_000 });

      // Captions, in the edit form of the ready video.
      await row.getByRole('link', { name: copy.admin.buttons.edit }).click();
      // The list shows 公開できます too: the content's id is read once the edit form's address is there.
      await adminPage.waitForURL(/\/admin\/contents\/[^/]+\/edit$/);
      await expectVisible(adminPage.getByText(copy.videoUpload.states.ready, { exact: true }));
      const contentId = new URL(adminPage.url()).pathname.split('/').at(-2) ?? '';
      await field(adminPage, copy.videoUpload.captionsLabel).setInputFiles(videoFiles.captions);
      await expectVisible(adminPage.getByRole('status').filter({ hasText: copy.videoUpload.captionsSaved }));
      await expectVisible(button(adminPage, copy.videoUpload.captionsRemove));
      await expectAccessible(adminPage, expectNoAxeViolations);
      if (screenshots)
        await adminPage.screenshot({ path: `${screenshots}/edit-ready-phone.png`, fullPage: true });

      // The member plays it.
      await memberPage.setViewportSize({ width: phone.width, height: phone.height });
      await memberPage.goto(`/member/content/${contentId}`);
      await waitForLoaded(memberPage);
      await button(memberPage, copy.detail.play).click();
      const player = memberPage.getByRole('region', { name: copy.videoPlayer.region(title) });
      await expectVisible(player);
      await waitForPlayTime(memberPage, 0.5);
      expect((await videoState(memberPage)).paused).toBe(false);

      // → moves 10 s; 一時停止 saves where she is.
      await memberPage.keyboard.press('ArrowRight');
      await waitForPlayTime(memberPage, 10.5);
      const saved = memberPage.waitForResponse(
        (response) =>
          response.request().method() === 'POST' &&
          new URL(response.url()).pathname === apiPaths.contentProgress(contentId),
      );
      await button(memberPage, copy.videoPlayer.pause).click();
      expect((await saved).status()).toBe(200);
      expect((await videoState(memberPage)).paused).toBe(true);
      await expectVisible(button(memberPage, copy.videoPlayer.play));

      // 字幕 on.
      const captions = button(memberPage, copy.videoPlayer.captions);
      await captions.click();
      expect(await captions.getAttribute('aria-pressed')).toBe('true');
      expect((await videoState(memberPage)).captions).toBe('showing');
      await expectAccessible(memberPage, expectNoAxeViolations);
      if (screenshots)
        await memberPage.screenshot({ path: `${screenshots}/player-phone.png`, fullPage: true });

      // Home keeps it under 続きから見る, as it does a YouTube video.
      await memberPage.goto('/member');
      await waitForLoaded(memberPage);
      const continuing = memberPage.getByRole('region', { name: copy.keepGoing.continueHeading });
      await expectVisible(continuing.getByRole('link', { name: title }).first());

      // She comes back later: 続きから再生 starts where she paused.
      await memberPage.goto(`/member/content/${contentId}`);
      await waitForLoaded(memberPage);
      // Offline (the phone lost its signal): no play button, the words say why.
      await memberPage.context().setOffline(true);
      await expectVisible(memberPage.getByText(copy.videoPlayer.offline, { exact: true }));
      expect(await button(memberPage, copy.keepGoing.resume).count()).toBe(0);
      await memberPage.context().setOffline(false);
      await button(memberPage, copy.keepGoing.resume).click();
      await expectVisible(player);
      await waitForPlayTime(memberPage, 10);
      expect((await videoState(memberPage)).currentTime).toBeLessThan(20);

      // To the end (→ four times from about 10 s of 50): 視聴済み, and やったよ is offered and recorded.
      const ended = memberPage.waitForResponse(
        (response) =>
          response.request().method() === 'POST' &&
          new URL(response.url()).pathname === apiPaths.contentProgress(contentId),
      );
      for (let step = 0; step < 4; step += 1) await memberPage.keyboard.press('ArrowRight');
      expect((await ended).status()).toBe(200);
      await expectVisible(memberPage.getByRole('status').filter({ hasText: copy.keepGoing.watchedOffer }));
      await button(memberPage, copy.keepGoing.done).click();
      await expectVisible(button(memberPage, copy.keepGoing.undoDone));
      await memberPage.goto('/member');
      await waitForLoaded(memberPage);
      expect(await memberPage.getByRole('region', { name: copy.keepGoing.continueHeading }).count()).toBe(0);
      const card = memberPage
        .getByRole('article')
        .filter({ has: memberPage.getByRole('link', { name: title }) });
      await expectVisible(card.first().getByText(copy.keepGoing.watched, { exact: true }));

      const removed = await adminPage.request.delete(apiPaths.adminContent(contentId), {
        headers: { [csrfHeader.name]: csrfHeader.value },
      });
      expect(removed.status()).toBe(200);
      expect(pageErrors).toEqual([]);
    },
  );

  test(
    'leaving a new post unsaved while its video uploads says so, and stops the upload',
    { timeout: 120_000 },
    async ({ adminPage, videoFiles, pageErrors }) => {
      await adminPage.setViewportSize({ width: phone.width, height: phone.height });
      await adminPage.goto('/admin');
      await field(adminPage, copy.admin.labels.title).fill(`保存しない動画 ${Date.now().toString(36)}`);
      await adminPage.getByRole('radio', { name: copy.videoUpload.sources.upload }).check();
      // A slow connection, so that the upload is still under way when she leaves.
      const created = await chooseOnSlowConnection(adminPage, videoFiles.video);
      expect(created.status()).toBe(201);
      await expectVisible(adminPage.getByRole('progressbar', { name: copy.videoUpload.progressLabel }));

      await adminPage.getByRole('link', { name: copy.admin.tabs.contents, exact: true }).click();
      const asked = adminPage.getByRole('dialog', { name: copy.admin.unsaved.question });
      await expectVisible(asked.getByText(copy.admin.unsaved.uploadLost));
      if (screenshots) await adminPage.screenshot({ path: `${screenshots}/leave-while-uploading-phone.png` });
      const deleted = adminPage.waitForRequest(
        (request) => request.method() === 'DELETE' && request.url().includes('/api/admin/videos/uploads/'),
      );
      await asked.getByRole('button', { name: copy.admin.unsaved.leave }).click();
      await deleted;
      await expectPathname(adminPage, '/admin/contents');

      // Nothing goes on behind: a new post may upload at once.
      await adminPage.getByRole('link', { name: copy.admin.tabs.newPost, exact: true }).click();
      await adminPage.getByRole('radio', { name: copy.videoUpload.sources.upload }).check();
      await expectVisible(field(adminPage, copy.videoUpload.fileLabel));
      expect(await adminPage.getByRole('progressbar', { name: copy.videoUpload.progressLabel }).count()).toBe(
        0,
      );
      expect(pageErrors).toEqual([]);
    },
  );
});
