import { readFile } from 'node:fs/promises';
import { describe, expect } from 'vitest';
import { copy } from '#shared/copy.js';
import { linkInLatestMailTo } from '../support/e2e/app-data.js';
import { test as e2eTest, ownAppServer } from '../support/e2e/fixtures.js';
import { expectVisible, pageHeading } from '../support/e2e/screen.js';

// A site of its own: the import adds members the other tests would count.
const test = e2eTest.extend('appServer', ownAppServer());
const words = copy.admin.memberCsv;

describe('admin: members out and in as CSV', () => {
  test('downloads every member, checks a file with one bad row, imports the rest and lists them', async ({
    adminPage: page,
    admin,
    member,
    appServer,
    pageErrors,
    expectNoAxeViolations,
  }) => {
    await page.goto('/admin/members');
    await expectVisible(pageHeading(page, copy.admin.tabs.members));

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: words.exportLink }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^members-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text).toContain(`${words.columns.email},${words.columns.displayName},`);
    expect(text).toContain(admin.email);
    expect(text).toContain(member.email);

    await page.getByLabel(words.importFile).setInputFiles({
      name: 'members.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        [
          'メールアドレス,お名前',
          'sakura@example.jp,桜井 さくら',
          'not an address,間違い',
          'momo@example.jp',
        ].join('\r\n'),
      ),
    });
    await page.getByRole('button', { name: words.preview }).click();
    const table = page.getByRole('table', { name: words.previewHeading });
    await expectVisible(table);
    await expectVisible(page.getByText(words.counts(3, 2, 1)));
    // Before the button: who gets a mail the moment she presses it.
    await expectVisible(page.getByText(words.willMail(2)));
    const badRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '3' }) });
    await expectVisible(badRow.getByText(words.badEmail));
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: words.import, exact: true }).click();
    await expectVisible(page.getByRole('status').filter({ hasText: words.imported(2) }));
    await expectVisible(page.getByRole('rowheader', { name: 'sakura@example.jp' }));
    await expectVisible(page.getByRole('rowheader', { name: 'momo@example.jp' }));
    expect(await linkInLatestMailTo('sakura@example.jp', appServer.dataDir)).toMatch(
      /^\/reset-password\?token=/,
    );
    expect(pageErrors).toEqual([]);
  });
});
