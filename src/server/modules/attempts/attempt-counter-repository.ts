import type { Db } from '#server/db/database.js';

export type AttemptCount = { count: number; windowStartedAt: string; lastAt: string; expiresAt: string };

export type CountOptions = {
  now: Date;
  windowMs: number;
  /**
   * Moves the expiry to `windowMs` after every hit, so the counter is forgotten only after that
   * long without one (a slow-down). Otherwise the window is fixed from the first hit (a budget).
   */
  extend?: boolean;
};

/**
 * Adds one to a counter and returns it; an expired counter starts again at 1. One statement on
 * both engines, so requests at the same moment in several processes each count.
 */
export async function countAttempt(db: Db, key: string, options: CountOptions): Promise<AttemptCount> {
  const at = options.now.toISOString();
  const until = new Date(options.now.getTime() + options.windowMs).toISOString();
  return db
    .insertInto('attemptCounters')
    .values({ key, count: 1, windowStartedAt: at, lastAt: at, expiresAt: until })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet((eb) => {
        const expired = eb('attemptCounters.expiresAt', '<=', at);
        return {
          count: eb
            .case()
            .when(expired)
            .then(eb.lit(1))
            .else(eb('attemptCounters.count', '+', eb.lit(1)))
            .end(),
          windowStartedAt: eb
            .case()
            .when(expired)
            .then(eb.val(at))
            .else(eb.ref('attemptCounters.windowStartedAt'))
            .end(),
          lastAt: at,
          expiresAt: options.extend
            ? until
            : eb.case().when(expired).then(eb.val(until)).else(eb.ref('attemptCounters.expiresAt')).end(),
        };
      }),
    )
    .returning(['count', 'windowStartedAt', 'lastAt', 'expiresAt'])
    .executeTakeFirstOrThrow();
}

/** The counter as it stands, or undefined when it has none or it has expired. */
export async function readAttempts(db: Db, key: string, now: Date): Promise<AttemptCount | undefined> {
  return db
    .selectFrom('attemptCounters')
    .select(['count', 'windowStartedAt', 'lastAt', 'expiresAt'])
    .where('key', '=', key)
    .where('expiresAt', '>', now.toISOString())
    .executeTakeFirst();
}

export async function deleteExpiredAttemptCounters(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('attemptCounters').where('expiresAt', '<=', now.toISOString()).execute();
}
