import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { sampleContents } from '#server/modules/samples/sample-contents.js';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import { csrfHeader } from '#shared/csrf.js';
import { signInThroughApi } from '../support/e2e/app-data.js';
import type { AppServer } from '../support/e2e/app-server.js';
import { test as e2eTest, ownAppServer } from '../support/e2e/fixtures.js';
import { waitForLoaded } from '../support/e2e/member-area.js';
import { desktop, expectVisible, pageHeading, phone } from '../support/e2e/screen.js';

// Programs in the browser (issue 13), on a server whose clock the test moves: staff build a
// 3-day program from the sample contents and publish it; a member joins, does day 1, and the next
// day (after 00:00 Tokyo time) finds day 2 open on the home page. Each test has a server of its own,
// its clock at 12:00 on the day she joins. PROGRAMS_SCREENSHOTS=dir keeps phone-sized pictures of
// the member screens.

const at = {
  joinDay: '2030-01-14T03:00:00.000Z', // Monday 12:00 in Tokyo
  nextDay: '2030-01-14T15:01:00.000Z', // Tuesday 00:01 in Tokyo
};
const programTitle = '3日間のやさしい習慣';
const days = [
  ['40代からの代謝を落とさない朝ごはんの選び方', '寝る前5分のストレッチで、ぐっすり眠れる体に'],
  ['体重が減らない停滞期との上手な付き合い方'],
  ['更年期のゆらぎと心の整え方'],
];
const screenshotDir = process.env.PROGRAMS_SCREENSHOTS;

async function screenshot(page: Page, name: string) {
  if (!screenshotDir) return;
  fs.mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

const test = e2eTest
  .extend('clockServer', ownAppServer({ clock: at.joinDay }))
  .extend('appServer', ({ clockServer }): AppServer => clockServer)
  // Reduced motion: a button whose look changes when the list updates is checked after its fade.
  .extend('contextOptions', { reducedMotion: 'reduce' } as BrowserContextOptions);

describe('programs, on a server whose clock the test moves', () => {
  test('staff build a 3-day program from existing contents and publish it', async ({
    adminPage: page,
    pageErrors,
    expectNoAxeViolations,
  }) => {
    await page.setViewportSize(desktop);
    await page.goto('/admin/programs');
    await expectVisible(pageHeading(page, copy.programs.heading));
    await page.getByRole('link', { name: copy.programs.admin.newProgram }).click();
    await expectVisible(pageHeading(page, copy.programs.admin.newProgram));

    await page.getByLabel(copy.programs.admin.titleLabel, { exact: true }).fill(programTitle);
    await page
      .getByLabel(copy.programs.admin.descriptionLabel, { exact: true })
      .fill('朝と夜の小さな習慣から');
    expect(await page.getByLabel(copy.programs.admin.dayCountLabel, { exact: true }).inputValue()).toBe('3');

    // Day 1 gets its two contents in the wrong order, then put right with the keyboard.
    const picks = [[days[0]![1]!, days[0]![0]!], days[1]!, days[2]!];
    for (const [index, titles] of picks.entries()) {
      const day = page.getByRole('group', { name: copy.programs.dayLabel(index + 1), exact: true });
      for (const title of titles) {
        const search = day.getByRole('searchbox', { name: copy.programs.admin.searchLabel(index + 1) });
        // The box says what it searches before anything is typed.
        expect(await search.getAttribute('placeholder')).toBe(copy.programs.admin.searchPlaceholder);
        await search.fill(title.slice(0, 6));
        await search.press('Enter');
        await day.getByRole('button', { name: copy.programs.admin.addContent(title) }).click();
        await expectVisible(day.getByText(title, { exact: true }));
      }
    }
    const firstDay = page.getByRole('group', { name: copy.programs.dayLabel(1), exact: true });
    const moveUp = firstDay.getByRole('button', { name: copy.programs.admin.moveUp(days[0]![0]!) });
    await moveUp.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => firstDay.locator('.day-editor__title').allTextContents()).toEqual(days[0]);
    await expectNoAxeViolations(page, 'admin program form: ');

    await page.getByRole('button', { name: copy.programs.admin.create }).click();
    await expectVisible(page.getByRole('status').filter({ hasText: copy.programs.admin.created }));
    await expectVisible(
      page.getByText(`${copy.programs.admin.daysSummary(3)} ・ ${copy.publishing.states.draft}`),
    );
    await page.getByRole('button', { name: `${programTitle}を${copy.programs.admin.publish}` }).click();
    await expectVisible(page.getByRole('status').filter({ hasText: copy.programs.admin.publishedNotice }));
    await expectVisible(
      page.getByText(`${copy.programs.admin.daysSummary(3)} ・ ${copy.publishing.states.published}`),
    );
    await expectNoAxeViolations(page, 'admin program list: ');

    // Back to 下書き hides it from members part-way through: asked first, and キャンセル changes nothing.
    const unpublish = page.getByRole('button', { name: `${programTitle}を${copy.programs.admin.unpublish}` });
    const question = page.getByRole('dialog', { name: copy.programs.admin.unpublishQuestion(programTitle) });
    await unpublish.click();
    await expectVisible(question.getByText(copy.programs.admin.unpublishEffect));
    await question.getByRole('button', { name: copy.admin.buttons.cancel }).click();
    await expect.poll(() => question.count()).toBe(0);
    await expectVisible(
      page.getByText(`${copy.programs.admin.daysSummary(3)} ・ ${copy.publishing.states.published}`),
    );
    await unpublish.click();
    await question.getByRole('button', { name: copy.programs.admin.unpublish }).click();
    await expectVisible(page.getByRole('status').filter({ hasText: copy.programs.admin.unpublishedNotice }));
    await expectVisible(
      page.getByText(`${copy.programs.admin.daysSummary(3)} ・ ${copy.publishing.states.draft}`),
    );

    // The same in its edit form: 下書き chosen there asks before saving, and キャンセル keeps the form.
    await page.getByRole('button', { name: `${programTitle}を${copy.programs.admin.publish}` }).click();
    await expectVisible(page.getByRole('status').filter({ hasText: copy.programs.admin.publishedNotice }));
    await page.getByRole('link', { name: `${programTitle}を${copy.programs.admin.edit}` }).click();
    await page.getByRole('radio', { name: copy.publishing.states.draft }).check();
    const save = page.getByRole('button', { name: copy.programs.admin.save });
    await save.click();
    await expectVisible(question.getByText(copy.programs.admin.unpublishEffect));
    await question.getByRole('button', { name: copy.admin.buttons.cancel }).click();
    await expect.poll(() => question.count()).toBe(0);
    expect(await page.getByRole('radio', { name: copy.publishing.states.draft }).isChecked()).toBe(true);
    await save.click();
    await question.getByRole('button', { name: copy.programs.admin.unpublish }).click();
    await expectVisible(page.getByRole('status').filter({ hasText: copy.programs.admin.saved }));
    await expectVisible(
      page.getByText(`${copy.programs.admin.daysSummary(3)} ・ ${copy.publishing.states.draft}`),
    );
    expect(pageErrors).toEqual([]);
  });

  test('a member joins, does day 1, and sees day 2 open the next day with her progress', async ({
    clockServer,
    admin,
    newContext,
    memberPage: page,
    pageErrors,
    expectNoAxeViolations,
  }) => {
    // The program staff built and published (as in the test above), through the admin API.
    const staff = await newContext();
    await signInThroughApi(staff, admin);
    const idOf = (title: string) => sampleContents.find((content) => content.title === title)!.id;
    const created = await staff.request.post(apiPaths.adminPrograms, {
      headers: { [csrfHeader.name]: csrfHeader.value },
      data: {
        title: programTitle,
        description: '朝と夜の小さな習慣から',
        coverKey: null,
        state: 'published',
        days: days.map((titles) => titles.map(idOf)),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    await page.setViewportSize(phone);
    await page.goto('/member/programs');
    await expectVisible(pageHeading(page, copy.programs.heading));
    await waitForLoaded(page);
    await expectNoAxeViolations(page, 'program list: ');
    await screenshot(page, 'programs-list');
    await page.getByRole('link', { name: programTitle }).click();
    await expectVisible(pageHeading(page, programTitle));
    await page.getByRole('button', { name: copy.programs.join, exact: true }).click();
    await expectVisible(page.getByRole('status').filter({ hasText: copy.programs.joined }));
    await expectVisible(page.getByText(copy.programs.progress(0, 3), { exact: true }));
    const marks = page.getByRole('list', { name: copy.programs.dayMarks });
    await expectVisible(marks.getByText(copy.programs.dayOpen(1)));
    await expectVisible(marks.getByText(copy.programs.dayLocked(2, '1月15日(火)')));

    // Day 1: やったよ on each of its contents.
    for (const title of days[0]!) {
      await page
        .getByRole('region', { name: copy.programs.dayLabel(1), exact: true })
        .getByRole('link', { name: title })
        .click();
      await expectVisible(pageHeading(page, title));
      await page.getByRole('button', { name: copy.keepGoing.done, exact: true }).click();
      await expectVisible(page.getByRole('status').filter({ hasText: copy.keepGoing.doneRecorded }));
      await page.goBack();
      await expectVisible(pageHeading(page, programTitle));
    }
    await expectVisible(page.getByText(copy.programs.progress(1, 3), { exact: true }));
    await expectVisible(marks.getByText(copy.programs.dayDone(1)));
    await expectNoAxeViolations(page, 'program page: ');
    await screenshot(page, 'program-page');

    // 00:01 the next day in Tokyo: day 2 is today's menu.
    await clockServer.setClock(at.nextDay);
    await page.goto('/member');
    const menu = page.getByRole('region', { name: copy.programs.todayMenu });
    await expectVisible(menu.getByRole('heading', { name: `${programTitle} ${copy.programs.dayLabel(2)}` }));
    await expectVisible(menu.getByRole('link', { name: days[1]![0]! }));
    await expectVisible(menu.getByText(copy.programs.progress(1, 3), { exact: true }));
    await waitForLoaded(page);
    await expectNoAxeViolations(page, 'home with today’s menu: ');
    await screenshot(page, 'home-today-menu');

    await page.goto('/member/programs');
    await page.getByRole('link', { name: programTitle }).click();
    await expectVisible(marks.getByText(copy.programs.dayOpen(2)));
    await expectVisible(marks.getByText(copy.programs.dayLocked(3, '1月16日(水)')));
    expect(pageErrors).toEqual([]);
  });
});
