import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import { memberCachePrefix } from '#shared/offline-caches.js';
import { endMonthFor, signInThroughApi, type Account } from '../support/e2e/app-data.js';
import { repoRoot, startAppServer } from '../support/e2e/app-server.js';
import { closeWithin, launchPersistentChromium } from '../support/e2e/chromium.js';
import { test as e2eTest } from '../support/e2e/fixtures.js';
import { expectPathname, expectVisible, pageHeading } from '../support/e2e/screen.js';
import { cachedUrls, underServiceWorker } from '../support/e2e/service-worker.js';
import { standInPushOrigin } from '../support/push-service.js';
import { makeTempDir, removeDir } from '../support/temp-dir.js';

// Issue 14: installable, readable offline, nothing of hers left after logout, admin never cached,
// a new release taking over on the next visit. The service worker runs in these tests' contexts
// (elsewhere it is blocked: it answers requests out of page.route()'s reach).

const test = e2eTest
  .extend('contextOptions', { serviceWorkers: 'allow' } as BrowserContextOptions)
  /** A member's page under the service worker: home opened, then loaded again through it. */
  .extend('signedIn', ({ newContext }) => async (account: Account): Promise<Page> => {
    const context = await newContext();
    await signInThroughApi(context, account);
    const page = await context.newPage();
    await page.goto('/member');
    await expectVisible(pageHeading(page, copy.member.homeHeading));
    await underServiceWorker(page);
    await expectVisible(pageHeading(page, copy.member.homeHeading));
    await expectVisible(contentLinks(page).first());
    return page;
  });

// The page side of page.evaluate, typed by hand: these tests are compiled without the DOM library.
type PageWorker = { state: string };
type PageRegistration = {
  installing: PageWorker | null;
  waiting: PageWorker | null;
  active: PageWorker | null;
  pushManager: { getSubscription(): Promise<unknown> };
  update(): Promise<unknown>;
};
type PageGlobals = {
  navigator: {
    serviceWorker: {
      ready: Promise<PageRegistration>;
      getRegistration(): Promise<PageRegistration | undefined>;
    };
  };
  document: {
    querySelector(selector: string): { getAttribute(name: string): string | null } | null;
    querySelectorAll(selector: string): ArrayLike<{ src: string }>;
  };
};

const contentLinks = (page: Page) => page.locator('main a[href^="/member/content/"]');
const banner = (page: Page) => page.getByRole('status').filter({ hasText: 'オフラインのため、' });

describe('on the phone like an app', () => {
  test('is installable: Chromium reports no installability errors, start URL /member', async ({
    appServer,
    newAccount,
  }) => {
    // Incognito contexts are never installable: this check needs a profile (and a Chromium) of its own.
    const profile = makeTempDir('pwa-profile');
    const { context: installed, kill } = await launchPersistentChromium(profile, {
      baseURL: appServer.baseUrl,
      locale: 'ja-JP',
      extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.214' },
    });
    try {
      await signInThroughApi(installed, await newAccount({ name: 'install' }));
      const page = installed.pages()[0] ?? (await installed.newPage());
      await page.goto('/member');
      await expectVisible(pageHeading(page, copy.member.homeHeading));
      await underServiceWorker(page);
      const session = await installed.newCDPSession(page);
      const { installabilityErrors } = (await session.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: unknown[];
      };
      expect(installabilityErrors).toEqual([]);
      const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as Record<
        string,
        unknown
      >;
      expect(manifest).toMatchObject({ start_url: '/member', scope: '/', display: 'standalone' });
      const sw = await page.request.get('/sw.js');
      expect(sw.headers()['cache-control']).toBe('no-cache');
    } finally {
      await closeWithin(() => installed.close(), kill, 'the installable profile');
      removeDir(profile);
    }
  });

  test('shows the last home offline with the banner, quickly', async ({
    signedIn,
    newAccount,
    pageErrors,
  }) => {
    const page = await signedIn(await newAccount({ name: 'offline' }));
    const context = page.context();
    const titles = await contentLinks(page).allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    expect(await banner(page).count()).toBe(0);

    await context.setOffline(true);
    const timings: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      const started = Date.now();
      await page.reload();
      await expectVisible(page.getByText(titles[0]!, { exact: true }).first());
      timings.push(Date.now() - started);
    }
    await expectVisible(pageHeading(page, copy.member.homeHeading));
    await expectVisible(banner(page));
    expect(await contentLinks(page).allTextContents()).toEqual(titles);
    timings.sort((a, b) => a - b);
    console.log(
      `[pwa] offline reload of home from the cache: median ${timings[2]} ms (${timings.join(', ')})`,
    );

    // Back online, the network answers again and the banner goes.
    await context.setOffline(false);
    await page.reload();
    await expectVisible(contentLinks(page).first());
    await expect.poll(() => banner(page).count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  test('after logout, offline, nothing of hers is shown', async ({ signedIn, newAccount }) => {
    const account = await newAccount({ name: 'leaving' });
    const page = await signedIn(account);
    const titles = await contentLinks(page).allTextContents();
    expect((await cachedUrls(page, memberCachePrefix)).length).toBeGreaterThan(0);

    await page.getByRole('button', { name: copy.member.bottomNav.mypage, exact: true }).click();
    await page.getByRole('button', { name: copy.member.menu.logout, exact: true }).click();
    await expectPathname(page, '/landing');
    await expect.poll(() => cachedUrls(page, memberCachePrefix)).toEqual([]);

    await page.context().setOffline(true);
    await page.goto('/member').catch(() => undefined);
    await page.waitForTimeout(4000); // past the 3 s the service worker waits for the network
    const text = (await page.locator('body').textContent()) ?? '';
    expect(text).not.toContain(account.email);
    for (const title of titles) expect(text).not.toContain(title);
    expect(await banner(page).count()).toBe(0);
  });

  test('clears her cached answers when the session ended with the month', async ({
    signedIn,
    newAccount,
    appServer,
  }) => {
    const account = await newAccount({ name: 'month-end' });
    const page = await signedIn(account);
    expect((await cachedUrls(page, memberCachePrefix)).length).toBeGreaterThan(0);
    endMonthFor(account.email, appServer.dataDir);
    await page.reload();
    await expect.poll(() => cachedUrls(page, memberCachePrefix)).toEqual([]);
  });

  test('never serves admin pages or admin answers from a cache', async ({ adminPage: page }) => {
    await page.goto('/member');
    await underServiceWorker(page);
    await page.goto('/admin/contents');
    await expectVisible(pageHeading(page, copy.admin.tabs.contents));

    const cached = await cachedUrls(page);
    expect(cached.filter((url) => /^\/(api\/)?admin(\/|$)/.test(new URL(url).pathname))).toEqual([]);

    await page.context().setOffline(true);
    const reloaded = await page.reload().then(
      () => 'loaded',
      () => 'failed',
    );
    expect(reloaded).toBe('failed');
  });
});

describe('my page: reminders on this phone, the iPhone guide, the live card', () => {
  // Chromium here has no push service to reach: the browser's PushManager is stood in for, with
  // a device key pair made here, and the permission prompt is counted rather than shown.
  function standInPush(): { endpoint: string; p256dh: string; auth: string } {
    const ecdh = crypto.createECDH('prime256v1');
    ecdh.generateKeys();
    return {
      endpoint: `${standInPushOrigin}/push/${crypto.randomUUID()}`,
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: crypto.randomBytes(16).toString('base64url'),
    };
  }

  async function subscribedOnServer(ctx: BrowserContext, endpoint: string): Promise<boolean> {
    const answer = await ctx.request.get(
      `${apiPaths.myPushSubscription}?endpoint=${encodeURIComponent(endpoint)}`,
    );
    expect(answer.status(), await answer.text()).toBe(200);
    return ((await answer.json()) as { subscribed: boolean }).subscribed;
  }

  /** The browser's PushManager, standing in with `device`; permission asks are counted, always granted. */
  async function standInPushManager(ctx: BrowserContext, device: ReturnType<typeof standInPush>) {
    await ctx.addInitScript((subscription) => {
      const page = globalThis as unknown as {
        permissionAsks: number;
        Notification: { requestPermission: () => Promise<string> };
        PushManager: { prototype: Record<string, unknown> };
      };
      page.permissionAsks = 0;
      page.Notification.requestPermission = async () => {
        page.permissionAsks += 1;
        return 'granted';
      };
      let current: object | null = null;
      const made = {
        endpoint: subscription.endpoint,
        toJSON: () => ({
          endpoint: subscription.endpoint,
          expirationTime: null,
          keys: { p256dh: subscription.p256dh, auth: subscription.auth },
        }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
      };
      page.PushManager.prototype.subscribe = async () => (current = made);
      page.PushManager.prototype.getSubscription = async () => current;
    }, device);
  }

  test('asks for notifications only after the tap, keeps the device, forgets it at logout', async ({
    member: account,
    newContext,
    pageErrors,
    expectNoAxeViolations,
  }) => {
    const context = await newContext();
    await signInThroughApi(context, account);
    const device = standInPush();
    await standInPushManager(context, device);
    const page = await context.newPage();
    const asks = () =>
      page.evaluate(() => (globalThis as unknown as { permissionAsks: number }).permissionAsks);

    await page.goto('/member/mypage?tab=settings');
    await underServiceWorker(page);
    const push = page.getByRole('checkbox', { name: copy.pwa.pushSetting, exact: true });
    await expectVisible(push);
    expect(await push.isChecked()).toBe(false);
    expect(await asks()).toBe(0);

    // The iPhone guide opens only when asked, in the page (never over it).
    const guide = page.getByRole('button', { name: copy.pwa.iphoneGuideButton, exact: true });
    expect(await page.getByText(copy.pwa.iphoneGuideStep2).isVisible()).toBe(false);
    await guide.click();
    expect(await guide.getAttribute('aria-expanded')).toBe('true');
    await expectVisible(page.getByText(copy.pwa.iphoneGuideStep2));
    await expectVisible(page.getByRole('img', { name: copy.pwa.shareIconLabel }));

    await push.check();
    await expectVisible(page.getByText(copy.pwa.pushSaved));
    expect(await asks()).toBe(1);
    expect(await subscribedOnServer(context, device.endpoint)).toBe(true);
    await expectNoAxeViolations(page);

    // Logout (the settings tab's own button) forgets this device on the server.
    await page.getByRole('main').getByRole('button', { name: copy.member.menu.logout, exact: true }).click();
    await expectPathname(page, '/landing');
    await signInThroughApi(context, account);
    expect(await subscribedOnServer(context, device.endpoint)).toBe(false);
    expect(pageErrors).toEqual([]);
  });

  test('drops the browser subscription when the server refuses the device', async ({
    member: account,
    newContext,
    pageErrors,
  }) => {
    const context = await newContext();
    await signInThroughApi(context, account);
    const device = { ...standInPush(), endpoint: `https://push.unknown.test/push/${crypto.randomUUID()}` };
    await standInPushManager(context, device);
    const page = await context.newPage();
    await page.goto('/member/mypage?tab=settings');
    await underServiceWorker(page);
    const push = page.getByRole('checkbox', { name: copy.pwa.pushSetting, exact: true });
    await push.click();

    await expectVisible(page.getByRole('alert').filter({ hasText: copy.pwa.pushServiceUnknown }));
    expect(await push.isChecked()).toBe(false);
    const stillSubscribed = await page.evaluate(async () => {
      const registration = await (globalThis as unknown as PageGlobals).navigator.serviceWorker.ready;
      return (await registration.pushManager.getSubscription()) !== null;
    });
    expect(stillSubscribed).toBe(false);
    expect(await subscribedOnServer(context, device.endpoint)).toBe(false);
    expect(pageErrors).toEqual([]);
  });

  test('opens the live lesson card from a reminder tap (/member#live)', async ({
    memberPage: page,
    expectNoAxeViolations,
  }) => {
    await page.goto('/member#live');
    const card = page.locator('#live');
    await expectVisible(card.getByRole('heading', { name: copy.live.heading }));
    await expect
      .poll(() => card.evaluate((element) => element.ownerDocument.activeElement === element))
      .toBe(true);
    await expectNoAxeViolations(page);
  });
});

describe('a new release', () => {
  // Inside dist (ignored everywhere) so the copies find the repository's node_modules.
  const releases = path.join(repoRoot, 'dist', `.e2e-releases-${process.pid}`);

  test.afterAll(() => {
    fs.rmSync(releases, { recursive: true, force: true });
  });

  /** A copy of the built app whose shell carries `stamp` (the shell's precache revision changes with it). */
  function release(stamp: string): string {
    const dist = path.join(releases, stamp, 'dist');
    for (const part of ['node', 'web']) {
      fs.cpSync(path.join(repoRoot, 'dist', part), path.join(dist, part), { recursive: true });
    }
    // `#server/…` and `#shared/…` resolve through the nearest package.json: the copy needs its own,
    // or it would run the repository's dist/node modules beside its own copies.
    const { type, imports } = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
    fs.writeFileSync(path.join(releases, stamp, 'package.json'), JSON.stringify({ type, imports }));
    const web = path.join(dist, 'web');
    const index = path.join(web, 'index.html');
    fs.writeFileSync(
      index,
      fs.readFileSync(index, 'utf8').replace('</head>', `<meta name="release" content="${stamp}"></head>`),
    );
    const sw = path.join(web, 'sw.js');
    const source = fs.readFileSync(sw, 'utf8');
    const withRevision = source.replace(/("revision":")[^"]+(","url":"\/")/, `$1${stamp}$2`);
    expect(withRevision).not.toBe(source);
    fs.writeFileSync(sw, withRevision);
    for (const file of ['index.html', 'sw.js']) {
      for (const suffix of ['.br', '.gz']) fs.rmSync(path.join(web, file + suffix), { force: true });
    }
    return path.join(dist, 'node/server/server.js');
  }

  async function freePort(): Promise<number> {
    return new Promise((resolve, reject) => {
      const server = net.createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      });
    });
  }

  test('takes over on the next visit, without a reload loop or a mixed shell', async ({ newContext }) => {
    const port = await freePort();
    const first = await startAppServer({ entry: release('release-a'), env: { PORT: String(port) } });
    const context = await newContext({ baseURL: first.baseUrl });
    const page = await context.newPage();
    const stamp = () =>
      page.evaluate(() => {
        const { document } = globalThis as unknown as PageGlobals;
        return document.querySelector('meta[name=release]')?.getAttribute('content');
      });
    await page.goto('/member');
    await underServiceWorker(page);
    expect(await stamp()).toBe('release-a');
    await first.stop();

    const second = await startAppServer({ entry: release('release-b'), env: { PORT: String(port) } });
    try {
      // This visit still runs release A (already open) while release B installs behind it.
      await page.goto('/member');
      await page.evaluate(async () => {
        const registration = await (globalThis as unknown as PageGlobals).navigator.serviceWorker.ready;
        await registration.update();
      });
      // Release B precaches the whole shell before it takes over: seconds on a busy machine.
      await expect
        .poll(
          () =>
            page.evaluate(async () => {
              const registration = await (
                globalThis as unknown as PageGlobals
              ).navigator.serviceWorker.getRegistration();
              return !registration?.installing && !registration?.waiting && registration?.active?.state;
            }),
          { timeout: 15_000 },
        )
        .toBe('activated');

      // The next visit is release B, and it stays put (no reload loop).
      await page.goto('/member');
      expect(await stamp()).toBe('release-b');
      // A mark on this document: a reload (loop) would wipe it.
      await page.evaluate(() => ((globalThis as unknown as { visitMark: number }).visitMark = 1));
      await page.waitForTimeout(1500);
      expect(await page.evaluate(() => (globalThis as unknown as { visitMark?: number }).visitMark)).toBe(1);
      expect(await stamp()).toBe('release-b');
      // Every script the page runs is one release B's precache lists.
      const scripts = await page.evaluate(() => {
        const { document } = globalThis as unknown as PageGlobals;
        return Array.from(document.querySelectorAll('script[src]'), (script) => new URL(script.src).pathname);
      });
      const precached = fs.readFileSync(path.join(releases, 'release-b/dist/web/sw.js'), 'utf8');
      for (const script of scripts) expect(precached).toContain(script.slice(1));
    } finally {
      await second.stop();
    }
  });
});
