import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/shared/api-paths.js';
import { copy } from '../../src/shared/copy.js';
import {
  createAccount,
  e2ePassphrase,
  endMonthFor,
  setMonthPassphrase,
  signInThroughApi,
  uniqueEmail,
  type Account,
} from '../support/e2e/app-data.js';
import { expectNoAxeViolations } from '../support/e2e/axe.js';
import { launchChromium } from '../support/e2e/chromium.js';
import {
  collectPageErrors,
  expectPathname,
  expectVisible,
  newSession,
  pageHeading,
} from '../support/e2e/session.js';

type Form = { email: string; password: string; passphrase: string };

describe('login /login', () => {
  let browser: Browser | undefined;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let loginRequests: number;

  beforeAll(async () => {
    await setMonthPassphrase();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  beforeEach(async () => {
    context = await newSession(browser!);
    page = await context.newPage();
    errors = collectPageErrors(page);
    loginRequests = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === apiPaths.login) loginRequests += 1;
    });
  });
  afterEach(async () => {
    await context.close();
  });

  const emailField = () => page.getByLabel(copy.login.emailLabel, { exact: true });
  const submitButton = (name: string = copy.login.submit) => page.getByRole('button', { name, exact: true });
  const alertWith = (text: string) => page.getByRole('alert').filter({ hasText: text });

  async function fill(form: Form): Promise<void> {
    await emailField().fill(form.email);
    await page.getByLabel(copy.login.passwordLabel, { exact: true }).fill(form.password);
    await page.getByLabel(copy.login.passphraseLabel, { exact: true }).fill(form.passphrase);
  }

  async function submit(form: Form, button?: string): Promise<void> {
    await fill(form);
    await submitButton(button).click();
  }

  const credentials = (account: Account): Form => ({ ...account, passphrase: e2ePassphrase });

  it('has the heading, fields with autocomplete, the button and the links', async () => {
    await page.goto('/login');
    await expectVisible(pageHeading(page, copy.login.heading));
    expect(await emailField().getAttribute('type')).toBe('email');
    expect(await emailField().getAttribute('autocomplete')).toBe('email');
    const password = page.getByLabel(copy.login.passwordLabel, { exact: true });
    expect(await password.getAttribute('type')).toBe('password');
    expect(await password.getAttribute('autocomplete')).toBe('current-password');
    await expectVisible(submitButton());
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: copy.login.toReset, exact: true }).click();
    await expectPathname(page, '/forgot-password');
    await expectVisible(pageHeading(page, copy.reset.requestHeading));
    expect(errors).toEqual([]);
  });

  it('keeps the destination on the links to registration and the gate', async () => {
    await page.goto('/member/popular');
    await expectPathname(page, '/login');
    await page.getByRole('link', { name: copy.login.toRegister, exact: true }).click();
    await expectPathname(page, '/register');
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/member/popular');
    await page.getByRole('link', { name: copy.register.toLogin, exact: true }).click();
    await expectPathname(page, '/login');
    await page.getByRole('link', { name: copy.login.toGate, exact: true }).click();
    await expectPathname(page, '/password');
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/member/popular');
    expect(errors).toEqual([]);
  });

  it('asks for every field: e-mail and password on the page, the passphrase on the server', async () => {
    const account = await createAccount();
    await page.goto('/login');
    await submit({ ...credentials(account), email: '' });
    await expectVisible(alertWith(copy.login.missingField));
    await submit({ ...credentials(account), password: '' });
    await expectVisible(alertWith(copy.login.missingField));
    expect(loginRequests).toBe(0);

    // Only the server knows whether an admin may leave it empty (a month without a passphrase).
    await submit({ ...credentials(account), passphrase: '' });
    await expect.poll(() => loginRequests).toBe(1);
    await expectVisible(alertWith(copy.login.missingField));
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  it("shows the server's refusals: wrong passphrase, wrong e-mail or password", async () => {
    const account = await createAccount();
    await page.goto('/login');
    await submit({ ...credentials(account), passphrase: 'ちがう合言葉' });
    await expectVisible(alertWith(copy.login.wrongPassphrase));
    // A wrong passphrase never offers the guest session.
    expect(await page.getByRole('button', { name: copy.login.guestFallback }).count()).toBe(0);

    await submit({ ...credentials(account), passphrase: 'ちがう合言葉', password: 'Wrong-Password-1' });
    await expectVisible(alertWith(copy.login.wrongPassphrase));

    await submit({ ...credentials(account), email: uniqueEmail('nobody') });
    await expectVisible(alertWith(copy.login.wrongCredentials));
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  it('shows 処理中... and the note while working, and the button again afterwards', async () => {
    const account = await createAccount();
    await page.route(`**${apiPaths.login}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto('/login');
    await submit(credentials(account));
    await expectVisible(page.getByRole('button', { name: copy.login.working, exact: true }));
    await expectVisible(page.getByText(copy.login.workingNote, { exact: true }));
    await expectNoAxeViolations(page);
    await expectPathname(page, '/member');
    expect(errors).toEqual([]);
  });

  it('gives up after 10 seconds with the timeout message', async () => {
    const account = await createAccount();
    await page.route(`**${apiPaths.login}`, () => undefined);
    await page.goto('/login');
    await fill(credentials(account));
    const started = Date.now();
    await submitButton().click();
    await alertWith(copy.login.timeout).waitFor({ state: 'visible', timeout: 14_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(9_500);
    await expectVisible(submitButton());
    expect(errors).toEqual([]);
  });

  it('on success returns to the page that sent the visitor to login', async () => {
    const account = await createAccount();
    await page.goto('/member/history');
    await expectPathname(page, '/login');
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/member/history');
    await submit(credentials(account));
    await expectPathname(page, '/member/history');
    await expectVisible(pageHeading(page, copy.history.heading));
    expect(errors).toEqual([]);
  });

  it('without a destination goes to the top page', async () => {
    const account = await createAccount();
    await page.goto('/login');
    await submit({ ...credentials(account), email: `  ${account.email.toUpperCase()} ` });
    await expectPathname(page, '/member');
    await expectVisible(pageHeading(page, copy.member.homeHeading));
    expect(errors).toEqual([]);
  });

  it('offers a guest session when the password is wrong but the passphrase right', async () => {
    const account = await createAccount();
    await page.goto('/member/new');
    await expectPathname(page, '/login');
    await submit({ ...credentials(account), password: 'Wrong-Password-1' });
    await expectVisible(alertWith(copy.login.wrongCredentials));
    const guest = page.getByRole('button', { name: copy.login.guestFallback, exact: true });
    await expectVisible(guest);
    await expectNoAxeViolations(page);

    await guest.click();
    await expectPathname(page, '/member/new');
    await expectVisible(pageHeading(page, copy.member.listHeadings.new));
    // A guest, not the member whose password was wrong.
    await page.getByRole('button', { name: copy.member.bottomNav.mypage, exact: true }).click();
    await expectVisible(page.getByText(copy.member.guestName, { exact: true }));
    expect(await page.getByText(account.email).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  describe('after the month has changed', () => {
    it('opens in monthly authentication mode with the e-mail filled in, and signs in again', async () => {
      const account = await createAccount({ name: 'monthly' });
      await signInThroughApi(context, account);
      await page.goto('/member/featured');
      await expectVisible(pageHeading(page, copy.member.listHeadings.featured));

      endMonthFor(account.email);
      await page.goto('/member/featured');
      await expectPathname(page, '/login');
      await expectVisible(pageHeading(page, copy.login.monthlyHeading));
      await expectVisible(page.getByText(copy.login.monthlyNotice, { exact: true }));
      expect(await emailField().inputValue()).toBe(account.email);
      await expectVisible(submitButton(copy.login.monthlySubmit));
      await expectNoAxeViolations(page);

      // Someone else's address is refused in this mode.
      const other = await createAccount({ name: 'other' });
      await submit(credentials(other), copy.login.monthlySubmit);
      await expectVisible(alertWith(copy.login.emailMismatch));
      await expectNoAxeViolations(page);

      await submit(credentials(account), copy.login.monthlySubmit);
      await expectPathname(page, '/member/featured');
      await expectVisible(pageHeading(page, copy.member.listHeadings.featured));
      expect(errors).toEqual([]);
    });
  });
});

describe('guards', () => {
  let browser: Browser | undefined;

  beforeAll(async () => {
    await setMonthPassphrase();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('show 読み込み中... while the session loads', async () => {
    const context = await newSession(browser!);
    try {
      const page = await context.newPage();
      await page.route(`**${apiPaths.session}`, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await route.continue();
      });
      await page.goto('/member/mypage');
      await expectVisible(page.getByRole('status').filter({ hasText: copy.site.loading }));
      await expectPathname(page, '/login');
      expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/member/mypage');

      await page.goto('/admin');
      await expectVisible(page.getByRole('status').filter({ hasText: copy.site.loading }));
      await expectPathname(page, '/login');
    } finally {
      await context.close();
    }
  });

  it('sends a signed-out visitor to login and back to /admin after an admin signs in', async () => {
    const context = await newSession(browser!);
    try {
      const admin = await createAccount({ admin: true });
      const page = await context.newPage();
      await page.goto('/admin');
      await expectPathname(page, '/login');
      expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/admin');
      await page.getByLabel(copy.login.emailLabel, { exact: true }).fill(admin.email);
      await page.getByLabel(copy.login.passwordLabel, { exact: true }).fill(admin.password);
      await page.getByLabel(copy.login.passphraseLabel, { exact: true }).fill(e2ePassphrase);
      await page.getByRole('button', { name: copy.login.submit, exact: true }).click();
      await expectPathname(page, '/admin');
      await expectVisible(pageHeading(page, copy.admin.heading));
    } finally {
      await context.close();
    }
  });

  it('sends a guest to login from the admin screen: a guest has no account to be an admin with', async () => {
    const context = await newSession(browser!);
    try {
      const page = await context.newPage();
      await page.goto('/password?redirectTo=/admin');
      await page.getByLabel(copy.gate.label, { exact: true }).fill(e2ePassphrase);
      await page.getByRole('button', { name: copy.gate.submit, exact: true }).click();
      await expectPathname(page, '/login');
      expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/admin');
      await expectVisible(pageHeading(page, copy.login.heading));
    } finally {
      await context.close();
    }
  });

  it('sends a member who is not an admin to the member area', async () => {
    const member = await createAccount();
    const context = await newSession(browser!, { signIn: (ctx) => signInThroughApi(ctx, member) });
    try {
      const page = await context.newPage();
      await page.goto('/admin/passphrases');
      await expectPathname(page, '/member');
      await expectVisible(pageHeading(page, copy.member.homeHeading));
    } finally {
      await context.close();
    }
  });
});
