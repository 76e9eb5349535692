import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import { passwordRulesHint } from '#shared/checks/account-checks.js';
import { copy } from '#shared/copy.js';
import { e2ePassword, staff, uniqueEmail } from '../support/e2e/app-data.js';
import { test as e2eTest, ownAppServer } from '../support/e2e/fixtures.js';
import { expectPathname, expectVisible, pageHeading } from '../support/e2e/screen.js';

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

// A fresh install per test: no admin, and no passphrase this month.
const test = e2eTest.extend('appServer', ownAppServer({ passphrase: false }));

const alertWith = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const submit = (page: Page) => page.getByRole('button', { name: copy.setup.submit, exact: true });

async function fill(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel(copy.setup.emailLabel, { exact: true }).fill(email);
  await page.getByLabel(copy.setup.passwordLabel, { exact: true }).fill(password);
}

const newAdmin = () => ({ email: uniqueEmail('first-admin'), password: e2ePassword });

describe('first-run setup /setup on a fresh install', () => {
  test('without the link, or with a wrong one, refuses', async ({
    page,
    pageErrors,
    expectNoAxeViolations,
  }) => {
    const admin = newAdmin();
    await page.goto('/setup');
    await expectVisible(pageHeading(page, copy.setup.heading));
    await expectVisible(alertWith(page, copy.setup.linkInvalid));
    await expectNoAxeViolations(page);

    await page.goto('/setup?token=not-the-token');
    await fill(page, admin.email, admin.password);
    await submit(page).click();
    await expectVisible(alertWith(page, copy.setup.linkInvalid));
    expect(pageErrors).toEqual([]);
  });

  test('checks the fields, creates the admin, signs them in and opens the passphrase screen', async ({
    page,
    appServer,
    pageErrors,
    expectNoAxeViolations,
  }) => {
    const admin = newAdmin();
    const link = await setupLinkIn(appServer.logFile);
    await page.goto(link);
    await expectVisible(pageHeading(page, copy.setup.heading));
    const email = page.getByLabel(copy.setup.emailLabel, { exact: true });
    expect(await email.getAttribute('type')).toBe('email');
    // exact: the 表示 button beside it is named after the field too.
    const password = page.getByLabel(copy.setup.passwordLabel, { exact: true });
    expect(await password.getAttribute('autocomplete')).toBe('new-password');
    expect(await password.getAttribute('type')).toBe('password');
    // The rules stand beside the password before anything is refused.
    const rules = page.getByText(passwordRulesHint, { exact: true });
    await expectVisible(rules);
    expect(await password.getAttribute('aria-describedby')).toContain(await rules.getAttribute('id'));
    await expectNoAxeViolations(page);

    await submit(page).click();
    await expectVisible(alertWith(page, copy.setup.missing));
    await fill(page, admin.email, '');
    await submit(page).click();
    await expectVisible(alertWith(page, copy.setup.missing));
    await expectNoAxeViolations(page);

    await fill(page, admin.email, admin.password);
    await submit(page).click();
    await expectPathname(page, '/admin/passphrases');
    await expectVisible(pageHeading(page, copy.admin.tabs.passphrases));
    await expectVisible(page.getByRole('status').filter({ hasText: copy.setup.created }));
    await expectNoAxeViolations(page);

    // Once is enough: the screen now says the admin exists, and shows no form.
    await page.goto(link);
    await expectVisible(page.getByText(copy.setup.adminExists, { exact: true }));
    expect(await submit(page).count()).toBe(0);
    await expectNoAxeViolations(page);
    expect(pageErrors).toEqual([]);
  });

  test('with no passphrase this month: the gate says so, and the admin signs in without one', async ({
    page,
    appServer,
    pageErrors,
    expectNoAxeViolations,
  }) => {
    // The first admin, made the other documented way.
    const admin = newAdmin();
    await staff(['admin:create', '--email', admin.email, '--password', admin.password], appServer.dataDir);

    await page.goto('/password');
    await page.getByLabel(copy.gate.label, { exact: true }).fill('なんでも');
    await page.getByRole('button', { name: copy.gate.submit, exact: true }).click();
    await expectVisible(alertWith(page, copy.gate.notSet));
    await expectNoAxeViolations(page);

    await page.goto('/login');
    await page.getByLabel(copy.login.emailLabel, { exact: true }).fill(admin.email);
    await page.getByLabel(copy.login.passwordLabel, { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: copy.login.submit, exact: true }).click();
    await expectPathname(page, '/admin/passphrases');
    await expectVisible(pageHeading(page, copy.admin.tabs.passphrases));

    await page.getByRole('button', { name: copy.admin.logout, exact: true }).click();
    await expectPathname(page, '/password');
    const session = await page.context().request.get(apiPaths.session);
    expect(await session.json()).toEqual({ state: 'unauthenticated' });
    expect(pageErrors).toEqual([]);
  });
});
