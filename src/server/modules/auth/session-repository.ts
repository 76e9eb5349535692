import { CompiledQueries } from '#server/db/compiled-queries.js';
import type { Db } from '#server/db/database.js';
import { hasPool, isDataException } from '#server/db/prepared-postgres.js';
import { ReadBatch } from '#server/db/read-batch.js';
import type { SessionTable } from '#server/db/schema.js';
import { writeWatchOf } from '#server/db/write-watch.js';
import { hashSecretToken, newSecretToken } from '#server/secret-token.js';
import { SessionCache } from './session-cache.js';

export type NewSession = {
  userId: string | null;
  kind: SessionTable['kind'];
  expiresAt: Date;
  now: Date;
  /** The month whose passphrase opened a guest session. */
  passphraseMonth?: string | null;
};

/** Stores a new session and returns the token for the cookie (the row holds only its hash). */
export async function createSession(db: Db, session: NewSession): Promise<string> {
  const token = newSecretToken();
  const now = session.now.toISOString();
  await db
    .insertInto('sessions')
    .values({
      id: hashSecretToken(token),
      userId: session.userId,
      kind: session.kind,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: session.expiresAt.toISOString(),
      passphraseMonth: session.passphraseMonth ?? null,
    })
    .execute();
  return token;
}

const compiled = new CompiledQueries();

function sessionsQuery(db: Db) {
  return db
    .selectFrom('sessions')
    .leftJoin('users', 'users.id', 'sessions.userId')
    .select([
      'sessions.id as id',
      'sessions.kind as kind',
      'sessions.expiresAt as expiresAt',
      'sessions.lastSeenAt as lastSeenAt',
      'users.id as userId',
      'users.email as email',
      'users.displayName as displayName',
      'users.staffRole as staffRole',
      'users.disabledAt as disabledAt',
    ]);
}

function sessionQuery(db: Db, id: string) {
  return sessionsQuery(db).where('sessions.id', '=', id);
}

type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionQuery>['execute']>>[number];

/** Several sessions by their ids in one statement (PostgreSQL's `= any($1)`). */
async function readSessions(db: Db, ids: string[]): Promise<Map<string, SessionRow>> {
  const rows = await compiled.run(
    db,
    'sessions',
    [ids],
    () => sessionsQuery(db).where('sessions.id', '=', (eb) => eb.fn.any(eb.val(ids))),
    { named: true },
  );
  return new Map(rows.map((row) => [row.id, row]));
}

async function readSession(db: Db, token: string): Promise<SessionRow | undefined> {
  const id = hashSecretToken(token);
  const [row] = await compiled.run(db, 'session', [id], () => sessionQuery(db, id), {
    named: true,
  });
  return row;
}

const caches = new WeakMap<Db, SessionCache<SessionRow>>();
const batches = new WeakMap<Db, ReadBatch<string, SessionRow>>();

/**
 * The session behind a cookie token, with its member's account when it has one: one primary-key
 * lookup. On SQLite the row is kept for a moment (session-cache.ts) and read again as soon as any
 * process writes sessions or users, so a session ended by logout, a password change or staff ends
 * at once everywhere. PostgreSQL cannot tell this process of other processes' writes: read afresh,
 * the sessions of one turn's requests in one statement.
 */
export async function findSession(db: Db, token: string): Promise<SessionRow | undefined> {
  let cache = caches.get(db);
  if (!cache) {
    const watch = writeWatchOf(db);
    // PostgreSQL and a transaction's handle have no watch: they read afresh. On PostgreSQL the
    // reads asked in one turn go as one statement (read-batch.ts); a transaction reads alone.
    if (!watch) {
      if (!hasPool(db)) return readSession(db, token);
      let batch = batches.get(db);
      if (!batch) {
        batch = new ReadBatch((ids) => readSessions(db, ids), isDataException);
        batches.set(db, batch);
      }
      return batch.read(hashSecretToken(token));
    }
    cache = new SessionCache(watch);
    caches.set(db, cache);
  }
  return cache.read(token, () => readSession(db, token));
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Ends every session of a member, except the one given (the member's own, after a password change). */
export async function deleteMemberSessions(db: Db, userId: string, exceptSessionId?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('userId', '=', userId);
  if (exceptSessionId) query = query.where('id', '!=', exceptSessionId);
  await query.execute();
}

export async function touchSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ lastSeenAt: now.toISOString() })
    .where('id', '=', sessionId)
    .execute();
}

/**
 * Guests are forgotten when their session ends. A member's ended session is kept for two
 * months so the login screen can still offer monthly authentication with the e-mail filled in.
 */
export async function deleteStaleSessions(db: Db, now: Date): Promise<void> {
  const twoMonthsAgo = new Date(now.getTime() - 62 * 24 * 60 * 60 * 1000).toISOString();
  await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([
        eb.and([eb('kind', '=', 'guest'), eb('expiresAt', '<', now.toISOString())]),
        eb('expiresAt', '<', twoMonthsAgo),
      ]),
    )
    .execute();
}
