import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

// Only the business zone (APP_TIMEZONE) may decide days, whatever the machine's own zone: these
// put the server machine in another zone (process.env.TZ) and back afterwards. Call them first in
// the describe block, so the zone is set before the app is built.

function zoneSetter(timeZone: string) {
  const original = process.env.TZ;
  return {
    set: () => {
      process.env.TZ = timeZone;
    },
    restore: () => {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    },
  };
}

/** Runs each test with the server machine in `timeZone`, put back after each. */
export function serverZoneForEachTest(timeZone: string) {
  const zone = zoneSetter(timeZone);
  beforeEach(zone.set);
  afterEach(zone.restore);
}

/** Runs the whole describe block (its beforeAll set-up too) with the server machine in `timeZone`. */
export function serverZoneForAllTests(timeZone: string) {
  const zone = zoneSetter(timeZone);
  beforeAll(zone.set);
  afterAll(zone.restore);
}
