import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/shared/api-paths.js';
import { copy } from '../../src/shared/copy.js';
import { e2ePassword, uniqueEmail } from '../support/e2e/app-data.js';
import { startAppServer, type AppServer } from '../support/e2e/app-server.js';
import { expectNoAxeViolations } from '../support/e2e/axe.js';
import { launchChromium } from '../support/e2e/chromium.js';
import { collectPageErrors, expectPathname, expectVisible, pageHeading } from '../support/e2e/session.js';

/** The one-time link a fresh install prints at start, as path and query. */
async function setupLinkIn(logFile: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        link = /\/setup\?token=[\w%-]+/.exec(fs.readFileSync(logFile, 'utf8'))?.[0];
        return link;
      },
      { timeout: 10_000 },
    )
    .toBeDefined();
  return link!;
}

// A server of its own: the shared one has admins (and this month's passphrase) from other tests.
describe('first-run setup /setup on a fresh install', () => {
  let server: AppServer | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  const admin = { email: uniqueEmail('first-admin'), password: e2ePassword };

  beforeAll(async () => {
    server = await startAppServer();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  beforeEach(async () => {
    context = await browser!.newContext({
      baseURL: server!.baseUrl,
      locale: 'ja-JP',
      timezoneId: 'Asia/Tokyo',
    });
    context.setDefaultTimeout(10_000);
    page = await context.newPage();
    errors = collectPageErrors(page);
  });
  afterEach(async () => {
    await context.close();
  });

  const alertWith = (text: string) => page.getByRole('alert').filter({ hasText: text });
  const submit = () => page.getByRole('button', { name: copy.setup.submit, exact: true });

  async function fill(email: string, password: string): Promise<void> {
    await page.getByLabel(copy.setup.emailLabel, { exact: true }).fill(email);
    await page.getByLabel(copy.setup.passwordLabel, { exact: true }).fill(password);
  }

  it('without the link, or with a wrong one, refuses', async () => {
    await page.goto('/setup');
    await expectVisible(pageHeading(page, copy.setup.heading));
    await expectVisible(alertWith(copy.setup.linkInvalid));
    await expectNoAxeViolations(page);

    await page.goto('/setup?token=not-the-token');
    await fill(admin.email, admin.password);
    await submit().click();
    await expectVisible(alertWith(copy.setup.linkInvalid));
    expect(errors).toEqual([]);
  });

  it('checks the fields, creates the admin, signs them in and opens the passphrase screen', async () => {
    const link = await setupLinkIn(server!.logFile);
    await page.goto(link);
    await expectVisible(pageHeading(page, copy.setup.heading));
    const email = page.getByLabel(copy.setup.emailLabel, { exact: true });
    expect(await email.getAttribute('type')).toBe('email');
    expect(await page.getByLabel(copy.setup.passwordLabel).getAttribute('autocomplete')).toBe('new-password');
    await expectNoAxeViolations(page);

    await submit().click();
    await expectVisible(alertWith(copy.setup.missing));
    await fill(admin.email, '');
    await submit().click();
    await expectVisible(alertWith(copy.setup.missing));
    await expectNoAxeViolations(page);

    await fill(admin.email, admin.password);
    await submit().click();
    await expectPathname(page, '/admin/passphrases');
    await expectVisible(pageHeading(page, copy.admin.tabs.passphrases));
    await expectVisible(page.getByRole('status').filter({ hasText: copy.setup.created }));
    await expectNoAxeViolations(page);

    // Once is enough: the screen now says the admin exists, and shows no form.
    await page.goto(link);
    await expectVisible(page.getByText(copy.setup.adminExists, { exact: true }));
    expect(await submit().count()).toBe(0);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  it('with no passphrase this month: the gate says so, and the admin signs in without one', async () => {
    await page.goto('/password');
    await page.getByLabel(copy.gate.label, { exact: true }).fill('なんでも');
    await page.getByRole('button', { name: copy.gate.submit, exact: true }).click();
    await expectVisible(alertWith(copy.gate.notSet));
    await expectNoAxeViolations(page);

    await page.goto('/login');
    await page.getByLabel(copy.login.emailLabel, { exact: true }).fill(admin.email);
    await page.getByLabel(copy.login.passwordLabel, { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: copy.login.submit, exact: true }).click();
    await expectPathname(page, '/admin/passphrases');
    await expectVisible(pageHeading(page, copy.admin.tabs.passphrases));

    await page.getByRole('button', { name: copy.admin.logout, exact: true }).click();
    await expectPathname(page, '/password');
    const session = await context.request.get(apiPaths.session);
    expect(await session.json()).toEqual({ state: 'unauthenticated' });
    expect(errors).toEqual([]);
  });
});
