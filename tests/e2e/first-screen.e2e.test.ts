import { describe, expect } from 'vitest';
import { sampleContents } from '#server/modules/samples/sample-contents.js';
import { categoryLabels } from '#shared/categories.js';
import { copy } from '#shared/copy.js';
import { signInThroughApi } from '../support/e2e/app-data.js';
import { expectNoAxeViolations } from '../support/e2e/axe.js';
import { test as e2eTest } from '../support/e2e/fixtures.js';
import { waitForLoaded } from '../support/e2e/member-area.js';
import { expectVisible, pageHeading, phone } from '../support/e2e/screen.js';

// Decision 39: a member's page shows its first screen from the server's HTML, before any script
// has run, and the app then takes its place with one main and one h1.

const test = e2eTest.extend('shareProfiles', true);
const content = sampleContents[0]!;

describe('the first screen before the scripts', () => {
  test('shows a content’s heading and the frame with JavaScript off', async ({ newContext, member }) => {
    const context = await newContext({ javaScriptEnabled: false, viewport: phone });
    await signInThroughApi(context, member);
    const page = await context.newPage();
    await page.goto(`/member/content/${content.id}`);
    await expectVisible(pageHeading(page, content.title));
    await expectVisible(page.getByRole('navigation', { name: copy.member.headerNavLabel }));
    await expectVisible(page.getByRole('searchbox', { name: copy.member.searchLabel }));
  });

  test('shows a list with its tab and cards while the app’s scripts are held back, accessibly', async ({
    memberPage,
  }) => {
    // The page as the server wrote it, without the template the app's scripts wait in.
    await memberPage.route('**/member/new?**', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/<template id="app-scripts">.*?<\/template>/, '');
      return route.fulfill({ response, body });
    });
    await memberPage.setViewportSize(phone);
    await memberPage.goto('/member/new?category=exercise');
    await expectVisible(pageHeading(memberPage, copy.member.listHeadings.new));
    await expectVisible(memberPage.getByRole('tab', { name: categoryLabels.exercise, selected: true }));
    expect(await memberPage.getByRole('article').count()).toBeGreaterThan(0);
    expect(await memberPage.locator('#first-screen').count()).toBe(1);
    await expectNoAxeViolations(memberPage, 'first screen before the scripts');
    // A tab tapped before the app has come answers: it is a link to that category's list.
    await memberPage.getByRole('tab', { name: categoryLabels.meals }).click();
    await memberPage.waitForURL(/category=meals/);
    await expectVisible(memberPage.getByRole('tab', { name: categoryLabels.meals, selected: true }));
    expect(await memberPage.locator('#first-screen').count()).toBe(1);
    await memberPage.unrouteAll();
  });

  test('is replaced by the app: one main, one h1, and the app’s own controls', async ({ memberPage }) => {
    await memberPage.setViewportSize(phone);
    await memberPage.goto(`/member/content/${content.id}`);
    await waitForLoaded(memberPage);
    await expectVisible(pageHeading(memberPage, content.title));
    expect(await memberPage.locator('main').count()).toBe(1);
    expect(await memberPage.locator('h1').count()).toBe(1);
    // The video's play button is the app's: only there once the app has taken over.
    await expectVisible(memberPage.getByText(copy.detail.play).first());
    await memberPage.goto('/member');
    await waitForLoaded(memberPage);
    expect(await memberPage.locator('main').count()).toBe(1);
    await expectVisible(memberPage.getByRole('heading', { name: copy.member.sections.popular }));
  });

  test('asks for the app’s scripts only once the written screen is on the screen', async ({ memberPage }) => {
    await memberPage.goto('/member/new?category=exercise');
    await waitForLoaded(memberPage);
    const { painted, scriptsAsked } = await memberPage.evaluate(() => ({
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      scriptsAsked: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/[^/?]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(painted).not.toBeNull();
    expect(scriptsAsked.length).toBeGreaterThan(0);
    // Asked before the paint, they would compete with it on a slow network (and Lighthouse counts
    // them as needed for it).
    expect(Math.min(...scriptsAsked)).toBeGreaterThanOrEqual(painted!);
  });
});
