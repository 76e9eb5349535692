import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import { csrfHeader } from '#shared/csrf.js';
import type { AdminVideo } from '#shared/schemas/videos.js';

// Uploaded videos (issue 24) for the browser tests that watch one: sent and converted through the
// real staff API, so the player gets what a real upload gives (every rung of the ladder).

const tus = { 'tus-resumable': '1.0.0', [csrfHeader.name]: csrfHeader.value };

/**
 * Uploads `file` with tus in one PATCH (the context must be staff's) and waits until the server has
 * converted it; returns the video's id. A conversion that fails fails the test with its reason.
 */
export async function uploadReadyVideo(context: BrowserContext, file: string): Promise<string> {
  const bytes = fs.readFileSync(file);
  const base64 = (text: string) => Buffer.from(text).toString('base64');
  const created = await context.request.post(apiPaths.adminVideoUploads, {
    headers: {
      ...tus,
      'upload-length': String(bytes.length),
      'upload-metadata': `filename ${base64(path.basename(file))},filetype ${base64('video/mp4')}`,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const location = created.headers().location ?? '';
  const id = location.split('/').at(-1) ?? '';
  const sent = await context.request.patch(location, {
    headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    data: bytes,
  });
  expect(sent.status(), await sent.text()).toBe(204);
  await expect
    .poll(
      async () => {
        const video = (await (await context.request.get(apiPaths.adminVideo(id))).json()) as AdminVideo;
        if (video.state === 'failed') throw new Error(`conversion failed: ${video.failure ?? ''}`);
        return video.state;
      },
      { timeout: 120_000, interval: 500 },
    )
    .toBe('ready');
  return id;
}

type MediaElement = { currentTime: number; addEventListener(name: string, listener: () => void): void };

/** Waits until the page's video has played to `atLeast` seconds (15 s at most). */
export async function waitForPlayTime(page: Page, atLeast: number): Promise<void> {
  await page.locator('video').evaluate(
    (element, least) =>
      new Promise<void>((resolve, reject) => {
        const video = element as unknown as MediaElement;
        const timer = setTimeout(
          () => reject(new Error(`currentTime stayed at ${video.currentTime}`)),
          15_000,
        );
        const check = () => {
          if (video.currentTime >= least) {
            clearTimeout(timer);
            resolve();
          }
        };
        video.addEventListener('timeupdate', check);
        check();
      }),
    atLeast,
  );
}
