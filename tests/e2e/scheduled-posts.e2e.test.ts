import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
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

// 下書き / 予約 / 公開 in the browser (issue 22, docs/decisions/0019-scheduled-posts.md), on a server
// of the file's own whose clock the tests move (tests/support/e2e/clock-server.mjs). Staff schedule
// a video for 19:30 Tokyo time on 10 March 2030 (10:30 UTC, so the day and the time are only right
// in the business zone); members see it nowhere before that second and everywhere after, and a
// draft never. Every test starts its clock at 10:00 Tokyo time that day.
// SCHEDULED_SCREENSHOTS=dir keeps phone-sized pictures of the staff screens and the preview band.

const test = scheduledTest;
const videoUrl = 'https://youtu.be/dQw4w9WgXcQ';

const field = (page: Page, name: string) => page.getByLabel(name, { exact: true });
const row = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
/** Every content in the admin list (a list item with a title). */
const rows = (page: Page) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
const cardLink = (page: Page, title: string) => page.getByRole('link', { name: title, exact: true });

/** The 新着 list, loaded. */
async function openNew(page: Page) {
  await page.goto('/member/new');
  await expectVisible(pageHeading(page, copy.member.listHeadings.new));
  await waitForLoaded(page);
}

/** The search answer for `query`, typed in the box as a member would. */
async function search(page: Page, query: string) {
  await page.goto('/member/new');
  const box = page.getByRole('searchbox', { name: copy.member.searchLabel, exact: true });
  await box.fill(query);
  await box.press('Enter');
  await expectPathname(page, '/member/search');
  await expectVisible(pageHeading(page, copy.member.searchHeading));
  await waitForLoaded(page);
}

/** The content's own address: a content a member may not see answers the not-found screen. */
async function expectNotFoundByAddress(page: Page, id: string) {
  expect((await page.context().request.get(apiPaths.content(id))).status()).toBe(404);
  await page.goto(`/member/content/${encodeURIComponent(id)}`);
  await expectVisible(pageHeading(page, copy.detail.notFound));
  await expectPathname(page, `/member/content/${encodeURIComponent(id)}`);
}

describe('scheduled posts and drafts, on a server whose clock the test moves', () => {
  test('staff schedule a video for 19:30 Tokyo time: the list marks it 予約 with its day and time, the filter keeps only 予約, and プレビュー shows the band', async ({
    morning: _morning,
    adminPage: page,
    contents,
    pageErrors,
    expectNoAxeViolations,
  }) => {
    const title = '夕方のひざほぐし体操';
    const draft = await contents.post({ title: '書きかけの体操', type: 'video', videoUrl, state: 'draft' });
    await page.setViewportSize(phone);
    // The phone's clock at the server's morning too: the form offers 予約's moment by it.
    await page.clock.install({ time: new Date(at.morning) });
    await page.goto('/admin');
    await expectVisible(pageHeading(page, copy.admin.tabs.newPost));

    // 公開 by default, with no time to give; 予約 asks for its day and time.
    const states = page.getByRole('group', { name: copy.publishing.stateLegend, exact: true });
    expect(await states.getByRole('radio', { name: copy.publishing.states.published }).isChecked()).toBe(
      true,
    );
    expect(await field(page, copy.publishing.timeLabel).count()).toBe(0);
    const publishDay = await field(page, copy.publishing.dateLabel.published).inputValue();
    await states.getByRole('radio', { name: copy.publishing.states.scheduled, exact: true }).check();
    await expectVisible(states.getByText(copy.publishing.stateHints.scheduled, { exact: true }));
    // 予約 offers a moment still to come: 07:00 has passed at 10:00, so tomorrow's 07:00…
    expect(await field(page, copy.publishing.dateLabel.scheduled).inputValue()).toBe('2030-03-11');
    expect(await field(page, copy.publishing.timeLabel).inputValue()).toBe('07:00');
    // …and turning back to 公開 gives back the day she had.
    await states.getByRole('radio', { name: copy.publishing.states.published, exact: true }).check();
    expect(await field(page, copy.publishing.dateLabel.published).inputValue()).toBe(publishDay);
    await states.getByRole('radio', { name: copy.publishing.states.scheduled, exact: true }).check();
    await field(page, copy.admin.labels.title).fill(title);
    await field(page, copy.admin.labels.videoUrl).fill(videoUrl);
    await field(page, copy.publishing.dateLabel.scheduled).fill(scheduledDay);
    await field(page, copy.publishing.timeLabel).fill(scheduledTime);
    await screenshot(page, 'form-scheduled');
    await page.getByRole('button', { name: copy.admin.buttons.post, exact: true }).click();

    await expectPathname(page, '/admin/contents');
    await expectVisible(page.getByRole('status').filter({ hasText: copy.admin.posted }));
    const scheduled = row(page, title);
    await expectVisible(scheduled.getByText(scheduledLabel, { exact: true }));
    const href = await scheduled
      .getByRole('link', { name: copy.admin.buttons.edit, exact: true })
      .getAttribute('href');
    const id = decodeURIComponent(/\/admin\/contents\/([^/]+)\/edit$/.exec(href ?? '')?.[1] ?? '');
    contents.remember(id);
    await expectVisible(row(page, draft.title).getByText(copy.publishing.states.draft, { exact: true }));
    // The seeded samples are public: the list shows all three states side by side.
    await expectVisible(rows(page).getByText(copy.publishing.states.published, { exact: true }).first());
    // A public content has nothing to preview.
    expect(
      await rows(page)
        .filter({ has: page.getByText(copy.publishing.states.published, { exact: true }) })
        .first()
        .getByRole('link', { name: copy.publishing.preview, exact: true })
        .count(),
    ).toBe(0);
    await screenshot(page, 'list-states');
    await expectNoAxeViolations(page, 'admin content list: ');

    const filter = field(page, copy.publishing.filterLabel);
    await filter.selectOption({ label: copy.publishing.states.scheduled });
    await row(page, draft.title).waitFor({ state: 'detached' });
    await expect.poll(() => rows(page).count()).toBe(1);
    await expectVisible(scheduled);
    await filter.selectOption({ label: copy.publishing.states.draft });
    await expectVisible(row(page, draft.title));
    await expect.poll(() => rows(page).count()).toBe(1);
    // 編集 → キャンセル returns to the list as she left it: still 下書き only.
    await row(page, draft.title).getByRole('link', { name: copy.admin.buttons.edit, exact: true }).click();
    await page.getByRole('button', { name: copy.admin.buttons.cancel, exact: true }).click();
    await expectPathname(page, '/admin/contents');
    await expectVisible(row(page, draft.title));
    await expect.poll(() => rows(page).count()).toBe(1);
    expect(await filter.inputValue()).toBe('draft');
    await filter.selectOption({ label: copy.publishing.filterAll });
    await expectVisible(scheduled);
    await expect.poll(() => rows(page).count()).toBeGreaterThan(2);

    await scheduled.getByRole('link', { name: copy.publishing.preview, exact: true }).click();
    await expectPathname(page, `/member/content/${id}`);
    await expectVisible(pageHeading(page, title));
    await expectVisible(
      page.getByRole('note').filter({ hasText: copy.publishing.previewBanner.scheduled(scheduledWhen) }),
    );
    await waitForLoaded(page);
    await screenshot(page, 'preview-band');
    await expectNoAxeViolations(page, 'preview of a scheduled content: ');
    expect(pageErrors).toEqual([]);
  });

  test('a member finds the scheduled video nowhere before 19:30 and in 新着, search and at its address after; a draft never', async ({
    morning: clockServer,
    memberPage: page,
    contents,
    pageErrors,
  }) => {
    const title = '夕方のひざほぐし体操';
    const draftTitle = 'ひざほぐしの下書き';
    const scheduled = await contents.post({
      title,
      type: 'video',
      videoUrl,
      date: scheduledDay,
      state: 'scheduled',
      publishTime: scheduledTime,
    });
    expect(scheduled).toMatchObject({ state: 'scheduled', publishedAt: '2030-03-10T10:30:00.000Z' });
    const draft = await contents.post({
      title: draftTitle,
      type: 'video',
      videoUrl,
      date: scheduledDay,
      state: 'draft',
    });
    await page.setViewportSize(phone);

    const expectHidden = async (phase: string) => {
      await openNew(page);
      // Something is listed (the samples): the list did load, without these two.
      await expectVisible(page.getByRole('main').getByRole('link').first());
      expect(await cardLink(page, title).count(), `${phase}: 新着`).toBe(0);
      expect(await cardLink(page, draftTitle).count(), `${phase}: 新着`).toBe(0);
      await search(page, 'ひざほぐし');
      await expectVisible(page.getByText(copy.member.noSearchResults('ひざほぐし'), { exact: true }));
      await expectNotFoundByAddress(page, draft.id);
    };

    await expectHidden('10:00');
    await expectNotFoundByAddress(page, scheduled.id);
    // Five seconds before the time, still nothing.
    await clockServer.setClock(at.secondsBefore);
    await expectNotFoundByAddress(page, scheduled.id);

    await clockServer.setClock(at.after);
    await openNew(page);
    await expectVisible(cardLink(page, title).first());
    expect(await cardLink(page, draftTitle).count()).toBe(0);
    await search(page, 'ひざほぐし');
    await expectVisible(cardLink(page, title).first());
    expect(await cardLink(page, draftTitle).count()).toBe(0);
    await page.goto(`/member/content/${encodeURIComponent(scheduled.id)}`);
    await expectVisible(pageHeading(page, title));
    await waitForLoaded(page);
    // A member's page is the content itself, with no preview band.
    expect(await page.getByRole('note').filter({ hasText: 'プレビュー' }).count()).toBe(0);
    await expectNotFoundByAddress(page, draft.id);
    expect(pageErrors).toEqual([]);
  });
});
