import { describe, expect, it } from 'vitest';
import { crashRounds, mixedLoad } from '#tests/support/soak/soak.js';
import { createTestDatabaseSettings, testDatabaseKind } from '#tests/support/test-database.js';

// The short version of `npm run soak` (bench/soak.ts): real server processes from the sources,
// real clients over HTTP, the project's database engine. On PostgreSQL two app processes share
// the database, as the README's configuration for several processes has it.
describe('under load and killed mid-write', () => {
  const processes = testDatabaseKind() === 'postgres' ? 2 : 1;

  it(`${processes} app process(es), a short mixed load: every acknowledged write stored, none failed or slow`, async () => {
    const { drop, ...database } = await createTestDatabaseSettings();
    try {
      const report = await mixedLoad({
        name: 'short mixed load',
        database,
        processes,
        seconds: 4,
        members: 12,
        guests: 6,
        fromSources: true,
      });
      expect(report.failures).toEqual([]);
      expect(report.problems).toEqual([]);
      expect(report.slowest).toEqual([]);
      expect(report.requests).toBeGreaterThan(50);
    } finally {
      await drop();
    }
  }, 180_000);

  it('killed with SIGKILL during writes, three times: nothing acknowledged lost, the file intact', async () => {
    const { drop, ...database } = await createTestDatabaseSettings();
    try {
      const report = await crashRounds({
        name: 'kill -9',
        database,
        rounds: 3,
        minMs: 400,
        maxMs: 1200,
        members: 10,
        guests: 4,
        fromSources: true,
      });
      expect(report.problems).toEqual([]);
      expect(report.failures).toEqual([]);
      expect(report.requests).toBeGreaterThan(20);
    } finally {
      await drop();
    }
  }, 180_000);
});
