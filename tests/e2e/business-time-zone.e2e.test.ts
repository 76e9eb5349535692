import { describe, expect } from 'vitest';
import { copy } from '#shared/copy.js';
import { signInThroughApi } from '../support/e2e/app-data.js';
import { test as e2eTest, ownAppServer } from '../support/e2e/fixtures.js';
import { memberListOnPhone } from '../support/e2e/member-list-page.js';

// A studio outside Japan sets APP_TIMEZONE: the screens show times in that zone, as the server
// counts days in it, not in Tokyo's. 18:30 UTC on 20 November is 10:30 that morning in Los Angeles
// and already 03:30 on the 21st in Tokyo.
const test = e2eTest.extend(
  'appServer',
  ownAppServer({ clock: '2026-11-20T18:30:00Z', env: { APP_TIMEZONE: 'America/Los_Angeles' } }),
);
const labels = copy.admin.members;

describe('the business time zone on the screens', () => {
  test('the member list shows her last visit in the studio’s own time zone', async ({
    newContext,
    newAccount,
    admin,
    pageErrors,
  }) => {
    const member = await newAccount({ name: 'faraway' });
    await signInThroughApi(await newContext(), member);

    const page = await memberListOnPhone(newContext, admin);
    await page.getByRole('searchbox', { name: labels.searchLabel }).fill(member.email);
    await page.getByRole('button', { name: labels.searchSubmit }).click();
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: member.email }) });
    const lastVisit = row.locator(`td[data-label="${labels.lastVisit}"]`);
    await expect.poll(() => lastVisit.textContent()).toBe('2026年11月20日 10:30');
    expect(pageErrors).toEqual([]);
  });
});
