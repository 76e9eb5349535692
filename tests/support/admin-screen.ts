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

/**
 * The admin screen's tests, each with a fresh app holding the samples: 21:00 on 23 November in
 * Tokyo (eight days before the month ends), September's passphrase すすき and November's もみじ,
 * and an admin signed in; the mails the app sends are kept in `sent` (none leave). Read the fields
 * inside a test: they are set anew before each one.
 */
export function adminScreenForEachTest() {
  const clock = fixedClock('2026-11-23T12:00:00Z');
  const sent: Mail[] = [];
  const current = { clock, sent } as {
    clock: typeof clock;
    sent: Mail[];
    testApp: TestApp;
    admin: SignedInAdmin;
  };
  beforeEach(async () => {
    clock.set('2026-11-23T12:00:00Z');
    sent.length = 0;
    current.testApp = await createTestApp({
      clock,
      seedSamples: true,
      mailer: { send: async (mail) => void sent.push(mail) },
    });
    await setPassphrase(current.testApp.app.db, '2026-09', 'すすき');
    await setPassphrase(current.testApp.app.db, '2026-11', 'もみじ');
    current.admin = await signedInMember(current.testApp.app, 'もみじ', { isAdmin: true });
  });
  afterEach(() => current.testApp.close());
  return current;
}
