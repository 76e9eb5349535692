/**
 * Fixtures for the browser tests. Import `test` from here (not from vitest) and ask for what the
 * test needs by name; everything is made for that one test and closed after it:
 *
 *   test('…', async ({ page, pageErrors }) => {          // a signed-out visitor on the run's server
 *     await page.goto('/password');
 *     expect(pageErrors).toEqual([]);                    // uncaught errors of every page the test opened
 *   });
 *   test('…', async ({ memberPage, member }) => …);      // signed in as a member made for this test
 *   test('…', async ({ adminPage, admin }) => …);        // the same, as an admin
 *   test('…', async ({ guestPage }) => …);               // entered with this month's passphrase
 *   test('…', async ({ newContext, newAccount }) => …);  // more visitors, more accounts
 *   test('…', async ({ page, expectNoAxeViolations }) => …);
 *   test('…', async ({ contents }) => …);                // contents.post(…): deleted after the test
 *   test.for(cases)('…', async (value, { page }) => …);  // parameterized: .for, not .each, passes fixtures
 *
 * Every context is a fresh browser profile with its own client address (X-Forwarded-For, which the
 * servers trust from loopback), so the per-address attempt limits see separate visitors. Each page
 * fixture has a context of its own (`memberPage.context()` is the member's profile), and
 * `foreignRequests` lists what the test's pages asked of other sites.
 *
 * A file changes a fixture by extending `test` at its top (never `test.override`: the browser test
 * files run in one process, see vitest.e2e.config.ts). `appServer` is the run's shared server;
 * for a server of the test's or the file's own:
 *
 *   const test = e2eTest.extend('appServer', ownAppServer({ env: { SITE_NAME: '…' } }));     // one per test
 *   const test = e2eTest
 *     .extend('siteServer', { scope: 'file' }, ownAppServer())                                // one per file
 *     .extend('appServer', ({ siteServer }) => siteServer);
 *
 * Every server here has this month's passphrase set to e2ePassphrase (ownAppServer({ passphrase: false })
 * for a site without one), and accounts made here use e2ePassword. ownAppServer({ clock: instant })
 * starts the built app with a clock the test moves (`server.setClock`, see clock-server.mjs), at
 * that instant and with that month's passphrase.
 *
 * Every context of a file can be given more options: `e2eTest.extend('contextOptions', { … })`.
 * Contexts block the service worker (it answers requests itself, out of reach of page.route()),
 * except where the file says `{ serviceWorkers: 'allow' }` (the tests of the offline app).
 *
 * Tests that only look around (screen tours) may share the visitors of their file instead:
 * `e2eTest.extend('shareProfiles', true)`. The member, the admin and the guest are then made and
 * signed in once per file, each with one browser tab that every test of the file walks on in
 * (from its own page.goto; routes a test left are undone). That spares a sign-in and a cold tab
 * per test. A test that changes what it is signed in as (settings, favorites, password, logout)
 * or counts its views (one per session and content in 30 minutes) needs a visitor of its own.
 */
import { randomInt } from 'node:crypto';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { test as base, inject } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import { monthKey } from '#shared/business-time.js';
import { csrfHeader } from '#shared/csrf.js';
import {
  businessTimeZone,
  createAccount,
  enterAsGuest,
  postContent,
  setMonthPassphrase,
  signInThroughApi,
  type Account,
} from './app-data.js';
import { startAppServer, type AppServer } from './app-server.js';
import { expectNoAxeViolations } from './axe.js';
import { closeWithin, launchChromium, type LaunchedChromium } from './chromium.js';

/** What the tests need to know of a server: where it listens, its data folder and its log. */
export type ServerUnderTest = Pick<AppServer, 'baseUrl' | 'dataDir' | 'logFile'>;

export type NewContext = (options?: BrowserContextOptions) => Promise<BrowserContext>;
export type NewAccount = (options?: { admin?: boolean; name?: string }) => Promise<Account>;

type Visitor = 'member' | 'admin' | 'guest';
/** What a test's pages report: uncaught errors, and requests to other sites than the context's own. */
type Watch = { pageErrors: string[]; foreignRequests: string[] };
/** A visitor shared by a file's tests: one tab they all walk in, reporting to the test of the moment. */
type Profile = { account: Account | undefined; context: BrowserContext; page: Page; watch: Watch };

let lastClient = randomInt(2 ** 17);

/**
 * A different address per context, as a proxy would report it: the next one in 198.18.0.0/15
 * (the benchmarking range) from a random start, so runs and workers rarely meet either.
 */
function clientAddress(): string {
  lastClient = (lastClient + 1) % 2 ** 17;
  return `198.${18 + (lastClient >> 16)}.${(lastClient >> 8) & 255}.${lastClient & 255}`;
}

/** The run's Chromium: one for every file, started again when a context wedged it (see closeWithin). */
type RunChromium = () => Promise<LaunchedChromium>;

async function openContext(chromium: RunChromium, options: BrowserContextOptions): Promise<BrowserContext> {
  const { browser } = await chromium();
  const context = await browser.newContext({
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    serviceWorkers: 'block',
    ...options,
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress(), ...options.extraHTTPHeaders },
  });
  context.setDefaultTimeout(10_000);
  context.setDefaultNavigationTimeout(15_000);
  return context;
}

function watchPage(page: Page, origin: string, watch: () => Watch): void {
  page.on('pageerror', (error) => watch().pageErrors.push(error.message));
  page.on('request', (request) => {
    const url = request.url();
    if (!/^(data|blob):/.test(url) && new URL(url).origin !== origin) watch().foreignRequests.push(url);
  });
}

/** A server of the test's (or the file's) own; see the top of this file. Stopped when its scope ends. */
export function ownAppServer(
  options: { env?: Record<string, string>; passphrase?: boolean; clock?: string } = {},
) {
  // eslint-disable-next-line no-empty-pattern -- Vitest reads a fixture's dependencies from this pattern
  return async ({}, { onCleanup }: { onCleanup: (cleanup: () => Promise<void>) => void }) => {
    const server = await startAppServer({
      env: { TRUST_PROXY: 'loopback', ...options.env },
      movableClock: options.clock !== undefined,
    });
    try {
      if (options.clock !== undefined) await server.setClock(options.clock);
      const month =
        options.clock === undefined ? undefined : monthKey(new Date(options.clock), businessTimeZone);
      if (options.passphrase !== false) await setMonthPassphrase(server.dataDir, month);
    } catch (error) {
      await server.stop();
      throw error;
    }
    onCleanup(server.stop);
    return server;
  };
}

// Every `test` extended from the one below keeps its own worker fixtures; they all share this Chromium.
let running: Promise<LaunchedChromium> | undefined;

const runChromium: RunChromium = async () => {
  const pending = (running ??= launchChromium());
  const launched = await pending;
  if (launched.browser.isConnected()) return launched;
  // Ended (see closeContext): the first caller to notice starts the next one, the others share it.
  if (running === pending) running = undefined;
  return runChromium();
};

/** Closes a context; one that will not close ends the run's Chromium, and the next test starts another. */
async function closeContext(context: BrowserContext): Promise<void> {
  const browser = context.browser();
  await closeWithin(
    () => context.close(),
    async () => {
      const wedged = running;
      const launched = await wedged;
      if (launched?.browser !== browser) return;
      if (running === wedged) running = undefined;
      launched.kill();
    },
    'a browser context',
  );
}

export const test = base
  // eslint-disable-next-line no-empty-pattern -- Vitest reads a fixture's dependencies from this pattern
  .extend('chromium', { scope: 'worker' }, ({}, { onCleanup }): RunChromium => {
    onCleanup(async () => {
      const last = await running;
      running = undefined;
      if (last) await closeWithin(() => last.browser.close(), last.kill, 'Chromium');
    });
    return runChromium;
  })
  .extend('appServer', (): ServerUnderTest => ({
    baseUrl: inject('baseUrl'),
    dataDir: inject('appDataDir'),
    logFile: inject('appLogFile'),
  }))
  .extend('pageErrors', (): string[] => [])
  .extend('foreignRequests', (): string[] => [])
  .extend('contextOptions', {} as BrowserContextOptions)
  .extend(
    'newContext',
    ({ chromium, appServer, contextOptions, pageErrors, foreignRequests }, { onCleanup }): NewContext => {
      const contexts: BrowserContext[] = [];
      onCleanup(async () => {
        for (const context of contexts) await closeContext(context);
      });
      return async (options = {}) => {
        const baseURL = options.baseURL ?? appServer.baseUrl;
        const context = await openContext(chromium, { ...contextOptions, ...options, baseURL });
        contexts.push(context);
        const origin = new URL(baseURL).origin;
        context.on('page', (page) => watchPage(page, origin, () => ({ pageErrors, foreignRequests })));
        return context;
      };
    },
  )
  .extend('context', ({ newContext }) => newContext())
  .extend('page', ({ context }) => context.newPage())
  .extend(
    'newAccount',
    ({ appServer }): NewAccount =>
      (options) =>
        createAccount(appServer.dataDir, options),
  )
  .extend('shareProfiles', false as boolean)
  // eslint-disable-next-line no-empty-pattern -- Vitest reads a fixture's dependencies from this pattern
  .extend('profiles', { scope: 'file' }, ({}, { onCleanup }) => {
    const profiles = new Map<string, Promise<Profile>>();
    onCleanup(async () => {
      for (const profile of profiles.values()) {
        const shared = await profile.catch(() => undefined);
        if (shared) await closeContext(shared.context);
      }
    });
    return profiles;
  })
  /** The file's visitor of that kind, made and signed in on first use (shareProfiles). */
  .extend(
    'sharedProfile',
    ({ chromium, appServer, contextOptions, newAccount, profiles }) =>
      (visitor: Visitor): Promise<Profile> => {
        const key = `${appServer.baseUrl} ${visitor}`;
        const make = async (): Promise<Profile> => {
          const account =
            visitor === 'guest' ? undefined : await newAccount({ admin: visitor === 'admin', name: visitor });
          const context = await openContext(chromium, { ...contextOptions, baseURL: appServer.baseUrl });
          if (account) await signInThroughApi(context, account);
          else await enterAsGuest(context);
          const shared: Profile = {
            account,
            context,
            page: await context.newPage(),
            watch: { pageErrors: [], foreignRequests: [] },
          };
          watchPage(shared.page, new URL(appServer.baseUrl).origin, () => shared.watch);
          return shared;
        };
        const known = profiles.get(key);
        // A visitor whose Chromium was ended (closeContext) is made again, once, for what follows.
        const profile = known
          ? known.then((shared) => (shared.context.browser()?.isConnected() ? shared : make()))
          : make();
        profiles.set(key, profile);
        return profile;
      },
  )
  .extend('member', async ({ newAccount, shareProfiles, sharedProfile }) =>
    shareProfiles ? (await sharedProfile('member')).account! : newAccount({ name: 'member' }),
  )
  .extend('admin', async ({ newAccount, shareProfiles, sharedProfile }) =>
    shareProfiles ? (await sharedProfile('admin')).account! : newAccount({ admin: true }),
  )
  /**
   * A page of a fresh context signed in as the account (or a guest), or, with shareProfiles, the
   * tab of the file's visitor, with whatever the last test routed undone.
   */
  .extend(
    'visitorPage',
    ({ newContext, shareProfiles, sharedProfile, pageErrors, foreignRequests }) =>
      async (visitor: Visitor, account?: Account): Promise<Page> => {
        if (shareProfiles) {
          const profile = await sharedProfile(visitor);
          profile.watch = { pageErrors, foreignRequests };
          await profile.page.unrouteAll({ behavior: 'ignoreErrors' });
          return profile.page;
        }
        const context = await newContext();
        if (account) await signInThroughApi(context, account);
        else await enterAsGuest(context);
        return context.newPage();
      },
  )
  .extend('memberPage', ({ visitorPage, member }) => visitorPage('member', member))
  .extend('adminPage', ({ visitorPage, admin }) => visitorPage('admin', admin))
  .extend('guestPage', ({ visitorPage }) => visitorPage('guest'))
  /**
   * Contents the test posts through the admin API (`post`, as the test's admin) or on the admin
   * screen (`remember` its id): deleted after the test, to leave the server as it was.
   */
  .extend('contents', ({ admin, newContext }, { onCleanup }) => {
    let staff: Promise<BrowserContext> | undefined;
    const signedIn = () =>
      (staff ??= (async () => {
        const context = await newContext();
        await signInThroughApi(context, admin);
        return context;
      })());
    const ids = new Set<string>();
    onCleanup(async () => {
      if (ids.size === 0) return;
      const context = await signedIn();
      for (const id of ids) {
        await context.request.delete(apiPaths.adminContent(id), {
          headers: { [csrfHeader.name]: csrfHeader.value },
        });
      }
    });
    return {
      remember: (id: string) => ids.add(id),
      post: async (input: Parameters<typeof postContent>[1]) => {
        const content = await postContent(await signedIn(), input);
        ids.add(content.id);
        return content;
      },
    };
  })
  .extend('expectNoAxeViolations', () => expectNoAxeViolations);
