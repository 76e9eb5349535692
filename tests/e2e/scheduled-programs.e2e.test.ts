import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import { csrfHeader } from '#shared/csrf.js';
import type { AdminProgram } from '#shared/schemas/programs.js';
import { signInThroughApi } from '../support/e2e/app-data.js';
import { waitForLoaded } from '../support/e2e/member-area.js';
import {
  at,
  scheduledDay,
  scheduledLabel,
  scheduledTest,
  scheduledTime,
  scheduledWhen,
  screenshot,
} from '../support/e2e/scheduled-clock.js';
import { expectPathname, expectVisible, pageHeading, phone } from '../support/e2e/screen.js';

// 下書き / 予約 / 公開 for programs in the browser (issue 22), on a server whose clock the tests
// move (support/e2e/scheduled-clock.ts). Staff schedule a program for 19:30 Tokyo time and preview
// it; a member finds it nowhere before that second, cannot open it by its address, and after it
// sees it and joins.

const test = scheduledTest.extend(
  'createProgram',
  ({ admin, newContext }) =>
    async (title: string, publishing: object) => {
      const staff = await newContext();
      await signInThroughApi(staff, admin);
      return createProgram(staff, title, publishing);
    },
);

/** A complete 3-day program of sample contents, made through the admin API. */
async function createProgram(
  staff: BrowserContext,
  title: string,
  publishing: object,
): Promise<AdminProgram> {
  const response = await staff.request.post(apiPaths.adminPrograms, {
    headers: { [csrfHeader.name]: csrfHeader.value },
    data: {
      title,
      description: '夜に少しずつ',
      coverKey: null,
      days: [['sample-01'], ['sample-02'], ['sample-03']],
      ...publishing,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { program: AdminProgram }).program;
}

const row = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

describe('scheduled and draft programs, on a server whose clock the test moves', () => {
  test('staff schedule a program for 19:30 Tokyo time: a time already past is refused, the list marks it 予約 with its day and time and filters by state', async ({
    morning: _morning,
    createProgram,
    adminPage: page,
    pageErrors,
    expectNoAxeViolations,
  }) => {
    const title = '夜の3日間ほぐし';
    await createProgram(title, { state: 'draft' });
    await page.setViewportSize(phone);
    await page.goto('/admin/programs');
    await expectVisible(pageHeading(page, copy.programs.heading));
    await expectVisible(row(page, title).getByText(copy.publishing.states.draft, { exact: true }));

    await row(page, title)
      .getByRole('link', { name: `${title}を${copy.programs.admin.edit}` })
      .click();
    const states = page.getByRole('group', { name: copy.publishing.stateLegend, exact: true });
    expect(await states.getByRole('radio', { name: copy.publishing.states.draft }).isChecked()).toBe(true);
    await states.getByRole('radio', { name: copy.publishing.states.scheduled, exact: true }).check();
    await expectVisible(states.getByText(copy.publishing.stateHints.scheduled, { exact: true }));
    // A time already past is refused by the server's clock, and the field says so.
    await page.getByLabel(copy.publishing.dateLabel.scheduled, { exact: true }).fill(scheduledDay);
    await page.getByLabel(copy.publishing.timeLabel, { exact: true }).fill('09:00');
    await page.getByRole('button', { name: copy.programs.admin.save, exact: true }).click();
    await expectVisible(page.getByText(copy.publishing.timeNotFuture).first());
    await page.getByLabel(copy.publishing.timeLabel, { exact: true }).fill(scheduledTime);
    await expectNoAxeViolations(page, 'program form, 予約: ');
    await screenshot(page, 'program-form-scheduled');
    await page.getByRole('button', { name: copy.programs.admin.save, exact: true }).click();

    await expectPathname(page, '/admin/programs');
    await expectVisible(page.getByRole('status').filter({ hasText: copy.programs.admin.saved }));
    const scheduled = row(page, title);
    await expectVisible(scheduled.getByText(scheduledLabel, { exact: true }));
    await expectVisible(
      scheduled.getByRole('button', { name: `${title}を${copy.programs.admin.publishNow}` }),
    );
    await screenshot(page, 'program-list-states');
    await expectNoAxeViolations(page, 'admin program list with states: ');

    const filter = page.getByLabel(copy.publishing.filterLabel, { exact: true });
    await filter.selectOption({ label: copy.publishing.states.draft });
    await expectVisible(
      page.getByText(copy.publishing.noneInState(copy.publishing.states.draft), { exact: true }),
    );
    await filter.selectOption({ label: copy.publishing.states.scheduled });
    await expectVisible(scheduled);
    // 編集 → 戻る returns to the list as she left it: still 予約 only.
    await page.getByRole('link', { name: `${title}を${copy.programs.admin.edit}` }).click();
    await page.getByRole('link', { name: copy.programs.admin.back }).click();
    await expectPathname(page, '/admin/programs');
    await expectVisible(scheduled);
    expect(await filter.inputValue()).toBe('scheduled');

    expect(pageErrors).toEqual([]);
  });

  test('プレビュー opens the member page of a scheduled program with the band, and no way to join', async ({
    morning: _morning,
    createProgram,
    adminPage: page,
    pageErrors,
    expectNoAxeViolations,
  }) => {
    const title = '朝の3日間プレビュー';
    await createProgram(title, {
      state: 'scheduled',
      publishDate: scheduledDay,
      publishTime: scheduledTime,
    });
    await page.setViewportSize(phone);
    await page.goto('/admin/programs');
    const scheduled = row(page, title);
    await expectVisible(scheduled.getByText(scheduledLabel, { exact: true }));
    await scheduled.getByRole('link', { name: `${title}の${copy.publishing.preview}` }).click();
    await expectVisible(pageHeading(page, title));
    await expectVisible(
      page.getByRole('note').filter({ hasText: copy.publishing.previewBanner.scheduled(scheduledWhen) }),
    );
    // A preview is for looking: nobody joins a program members cannot see yet.
    await expectVisible(page.getByText(copy.publishing.previewNoJoin, { exact: true }));
    expect(await page.getByRole('button', { name: copy.programs.join, exact: true }).count()).toBe(0);
    expect(await page.getByRole('link', { name: copy.keepGoing.register }).count()).toBe(0);
    await waitForLoaded(page);
    await screenshot(page, 'program-preview-band');
    await expectNoAxeViolations(page, 'preview of a scheduled program: ');
    expect(pageErrors).toEqual([]);
  });

  test('a member finds the scheduled program nowhere before 19:30, not even at its address, and in the list after, where she joins', async ({
    morning: clockServer,
    createProgram,
    memberPage: page,
    pageErrors,
  }) => {
    const title = '春を待つ3日間';
    const program = await createProgram(title, {
      state: 'scheduled',
      publishDate: scheduledDay,
      publishTime: scheduledTime,
    });
    expect(program).toMatchObject({ state: 'scheduled', publishedAt: '2030-03-10T10:30:00.000Z' });
    await page.setViewportSize(phone);

    const expectHidden = async (phase: string) => {
      await page.goto('/member/programs');
      await expectVisible(pageHeading(page, copy.programs.heading));
      await waitForLoaded(page);
      expect(await page.getByRole('link', { name: title }).count(), `${phase}: list`).toBe(0);
      await page.goto(`/member/programs/${program.id}`);
      await expectVisible(pageHeading(page, copy.programs.notFound));
    };
    await expectHidden('10:00');
    await clockServer.setClock(at.secondsBefore);
    await expectHidden('19:29:55');

    await clockServer.setClock(at.after);
    await page.goto('/member/programs');
    await waitForLoaded(page);
    await page.getByRole('link', { name: title }).first().click();
    await expectVisible(pageHeading(page, title));
    expect(await page.getByRole('note').filter({ hasText: copy.publishing.preview }).count()).toBe(0);
    await page.getByRole('button', { name: copy.programs.join, exact: true }).click();
    await expectVisible(page.getByRole('status').filter({ hasText: copy.programs.joined }));
    expect(pageErrors).toEqual([]);
  });
});
