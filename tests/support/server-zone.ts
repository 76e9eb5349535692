import { afterEach, beforeEach } from 'vitest';

/**
 * Runs each test with the server machine in `timeZone` (process.env.TZ), put back afterwards:
 * only the business zone (APP_TIMEZONE) may decide days, whatever the machine's own zone.
 */
export function serverZoneForEachTest(timeZone: string) {
  const original = process.env.TZ;
  beforeEach(() => {
    process.env.TZ = timeZone;
  });
  afterEach(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });
}
