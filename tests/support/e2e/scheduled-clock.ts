import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { AppServer } from './app-server.js';
import { test as e2eTest, ownAppServer } from './fixtures.js';

// 下書き / 予約 / 公開 in the browser (docs/decisions/0019-scheduled-posts.md), on a server of the
// file's own whose clock the tests move (clock-server.mjs). An item is scheduled for 19:30 Tokyo
// time on 10 March 2030 (10:30 UTC, so the day and the time are only right in the business zone);
// every test starts its clock at 10:00 Tokyo time that day.
// SCHEDULED_SCREENSHOTS=dir keeps phone-sized pictures of the screens.

export const at = {
  morning: '2030-03-10T01:00:00.000Z', // 10:00 in Tokyo
  secondsBefore: '2030-03-10T10:29:55.000Z', // 19:29:55 in Tokyo
  after: '2030-03-10T10:30:01.000Z', // 19:30:01 in Tokyo
};
export const scheduledDay = '2030-03-10';
export const scheduledTime = '19:30';
/** How the preview band writes that moment, and the staff list with its state. */
export const scheduledWhen = '2030年3月10日 19:30';
export const scheduledLabel = `予約 ${scheduledWhen}`;

const screenshotDir = process.env.SCHEDULED_SCREENSHOTS;

export async function screenshot(page: Page, name: string) {
  if (!screenshotDir) return;
  fs.mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

export const scheduledTest = e2eTest
  .extend('clockServer', { scope: 'file' }, ownAppServer({ clock: at.morning }))
  .extend('appServer', ({ clockServer }): AppServer => clockServer)
  /** The file's server with its clock back at 10:00 Tokyo time, for each test. */
  .extend('morning', async ({ clockServer }) => {
    await clockServer.setClock(at.morning);
    return clockServer;
  });
