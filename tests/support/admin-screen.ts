import { afterEach, beforeEach } from 'vitest';
import type { Mail } from '#server/mail/mailer.js';
import { setPassphrase } from './accounts.js';
import { signedInMember } from './signed-in.js';
import { createTestApp, fixedClock, type TestApp } from './test-app.js';

export type SignedInAdmin = Awaited<ReturnType<typeof signedInMember>>;

/** A body the settings route accepts: the settings a fresh install starts from. */
export const defaultSiteSettings = {
  siteName: 'からだ日和',
  joinUrl: null,
  communityUrl: null,
  liveLessonUrl: null,
  liveWeekday: 3,
  liveTime: '21:00',
};

export type AdminSite = {
  clock: ReturnType<typeof fixedClock>;
  /** The mails the app sent during this test (none leave). */
  sent: Mail[];
  testApp: TestApp;
  admin: SignedInAdmin;
};

/**
 * A fresh app before each test, closed after it: the clock back at `at`, each month's passphrase
 * (month → passphrase), and an admin signed in with `signInWith`. Read the fields inside a test:
 * they are set anew before each one.
 */
export function adminForEachTest(options: {
  at: string;
  passphrases: Record<string, string>;
  signInWith: string;
  seedSamples?: boolean;
}): AdminSite {
  const clock = fixedClock(options.at);
  const sent: Mail[] = [];
  const current = { clock, sent } as AdminSite;
  beforeEach(async () => {
    clock.set(options.at);
    sent.length = 0;
    current.testApp = await createTestApp({
      clock,
      seedSamples: options.seedSamples,
      mailer: { send: async (mail) => void sent.push(mail) },
    });
    for (const [month, passphrase] of Object.entries(options.passphrases)) {
      await setPassphrase(current.testApp.app.db, month, passphrase);
    }
    current.admin = await signedInMember(current.testApp.app, options.signInWith, { isAdmin: true });
  });
  afterEach(() => current.testApp.close());
  return current;
}

/**
 * The admin screen's tests, each with a fresh app holding the samples: 21:00 on 23 November in
 * Tokyo (eight days before the month ends), September's passphrase すすき and November's もみじ,
 * and an admin signed in.
 */
export function adminScreenForEachTest(): AdminSite {
  return adminForEachTest({
    at: '2026-11-23T12:00:00Z',
    passphrases: { '2026-09': 'すすき', '2026-11': 'もみじ' },
    signInWith: 'もみじ',
    seedSamples: true,
  });
}
