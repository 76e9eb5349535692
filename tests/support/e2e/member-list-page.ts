import type { BrowserContext, Page } from 'playwright-core';
import { copy } from '#shared/copy.js';
import { signInThroughApi, type Account } from './app-data.js';
import { expectVisible, pageHeading, phone } from './screen.js';

/** Staff on a phone, signed in through the API, with 会員 (the member list) open. */
export async function memberListOnPhone(
  newContext: () => Promise<BrowserContext>,
  staff: Account,
): Promise<Page> {
  const context = await newContext();
  await signInThroughApi(context, staff);
  const page = await context.newPage();
  await page.setViewportSize(phone);
  await page.goto('/admin/members');
  await expectVisible(pageHeading(page, copy.admin.tabs.members));
  return page;
}
