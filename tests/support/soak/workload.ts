import { sql } from 'kysely';
import { endOfMonth } from '#shared/business-time.js';
import { limits } from '#shared/limits.js';
import type { Db } from '#server/db/database.js';
import { createSession } from '#server/modules/auth/session-repository.js';
import { buildContent } from '#server/modules/contents/content-factory.js';
import { insertUser } from '#server/modules/users/user-repository.js';
import { httpClient, type Answer } from './http-client.js';
import { insertContents } from '#server/modules/contents/content-repository.js';

// The mixed load of the soak and crash tests: guests and members browsing, counting views,
// adding and removing favorites, each client one after another like a person in one tab. Every
// write the server acknowledges goes into a ledger; afterwards the database must hold exactly
// what the ledger says. A write that got no answer (the server was killed, or it failed) may
// or may not have happened: the ledger accepts either, and only for that last write.

export type Member = { userId: string; cookie: string };
export type Population = { members: Member[]; guests: string[]; contentIds: string[] };

const timeZone = 'Asia/Tokyo';

/** Contents, members and guests with sessions, written straight into the database. */
export async function populate(
  db: Db,
  counts: { members: number; guests: number; contents: number },
  tag = `${Date.now()}`,
): Promise<Population> {
  const now = new Date();
  const contentIds = Array.from({ length: counts.contents }, (_, i) => `soak-${tag}-${i}`);
  for (let i = 0; i < contentIds.length; i += 200) {
    await insertContents(
      db,
      contentIds.slice(i, i + 200).map((id, j) =>
        buildContent({
          now: new Date(now.getTime() - (i + j) * 1000),
          id,
          title: `ソークテスト ${i + j} ストレッチ`,
          thumbnail: 'thumbnails/soak.webp',
        }),
      ),
    );
  }
  const session = async (userId: string | null) =>
    `karada_session=${await createSession(db, {
      userId,
      kind: userId ? 'member' : 'guest',
      expiresAt: endOfMonth(now, timeZone),
      now,
    })}`;
  const members: Member[] = [];
  for (let i = 0; i < counts.members; i++) {
    const user = await insertUser(db, {
      email: `soak-${tag}-${i}@example.jp`,
      passwordHash: 'not-used',
      staffRole: null,
      now,
    });
    members.push({ userId: user.id, cookie: await session(user.id) });
  }
  const guests: string[] = [];
  for (let i = 0; i < counts.guests; i++) guests.push(await session(null));
  return { members, guests, contentIds };
}

type Write = { kind: 'favorite'; contentId: string; on: boolean } | { kind: 'view'; contentId: string };

class MemberLedger {
  readonly favorites = new Map<string, boolean>();
  /** Acknowledged views, oldest first. */
  readonly views: string[] = [];
  /** The write sent and not acknowledged: it may or may not have happened. */
  unknown: Write | null = null;
}

export class Ledger {
  readonly members = new Map<string, MemberLedger>();
  /** (session, content) pairs with an acknowledged view: a session counts a content once in 30 minutes. */
  readonly viewPairs = new Set<string>();
  /** Pairs whose views all went unanswered: each may or may not have been counted. */
  readonly unknownViewPairs = new Set<string>();
  readonly latencies: number[] = [];
  readonly failures: string[] = [];
  /** Requests answered after more than 2 s: what, how long, when (ms since the load began). */
  readonly slow: string[] = [];
  readonly startedAt = performance.now();
  requests = 0;

  member(userId: string): MemberLedger {
    let entry = this.members.get(userId);
    if (!entry) {
      entry = new MemberLedger();
      this.members.set(userId, entry);
    }
    return entry;
  }

  record(what: string, answer: Answer, expected = 200): boolean {
    this.requests++;
    this.latencies.push(answer.ms);
    if (answer.ms > 2000 && this.slow.length < 50) {
      const at = performance.now() - this.startedAt - answer.ms;
      this.slow.push(`${what}: ${Math.round(answer.ms)} ms, sent at ${Math.round(at)} ms`);
    }
    if (answer.status === expected) return true;
    if (this.failures.length < 50)
      this.failures.push(`${what} → ${answer.status || 'no answer'} ${answer.body.slice(0, 120)}`);
    else this.failures.push('');
    return false;
  }

  view(cookie: string, contentId: string, acknowledged: boolean): void {
    const pair = `${cookie}|${contentId}`;
    if (acknowledged) {
      this.viewPairs.add(pair);
      this.unknownViewPairs.delete(pair);
    } else if (!this.viewPairs.has(pair)) {
      this.unknownViewPairs.add(pair);
    }
  }
}

/** A cheap, seedable random source, so a failing run can be repeated. */
function randomSource(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

export type LoadOptions = {
  baseUrls: string[];
  population: Population;
  ledger: Ledger;
  /** Stop sending at this time (performance.now()); or when `stopped()` says so. */
  until: number;
  stopped?: () => boolean;
  /** Only a part of the contents is used, so members and guests meet on the same rows. */
  hotContents?: number;
  seed?: number;
};

/** Runs one client per member and per guest until the time is up; resolves when all have stopped. */
export async function runMixedLoad(options: LoadOptions): Promise<void> {
  const { population, ledger } = options;
  // A few hundred clients stand for many more people: each view comes from an address of its
  // own, or the limit per address (60 views a minute, tested on its own) would refuse most of
  // them and leave the database little to do.
  let views = 0;
  const nextAddress = () => {
    views++;
    return `10.${(views >> 16) & 255}.${(views >> 8) & 255}.${views & 255}`;
  };
  const hot = population.contentIds.slice(0, options.hotContents ?? 60);
  const running = () => performance.now() < options.until && !options.stopped?.();
  let next = 0;
  const baseUrl = () => options.baseUrls[next++ % options.baseUrls.length]!;
  const reads = (random: () => number) => {
    const id = hot[Math.floor(random() * hot.length)]!;
    const paths = [
      '/api/feed',
      `/api/contents/${id}`,
      '/api/contents?list=popular',
      '/api/contents?list=new&category=diet',
      `/api/contents/search?q=${encodeURIComponent('ストレッチ')}`,
    ];
    return paths[Math.floor(random() * paths.length)]!;
  };

  const memberClient = async (member: Member, seed: number) => {
    const client = httpClient(baseUrl(), member.cookie);
    const random = randomSource(seed);
    const entry = ledger.member(member.userId);
    try {
      while (running()) {
        const roll = random();
        const contentId = hot[Math.floor(random() * hot.length)]!;
        if (roll < 0.4) {
          const path = roll < 0.1 ? '/api/favorites' : roll < 0.15 ? '/api/history' : reads(random);
          const answer = await client.request('GET', path);
          // No answer at all: the server is gone (killed); a new one is not this client's.
          if (!ledger.record(`GET ${path}`, answer) && answer.status === 0) break;
        } else if (roll < 0.7) {
          entry.unknown = { kind: 'view', contentId };
          const answer = await client.request('POST', `/api/contents/${contentId}/views`, {}, nextAddress());
          const acknowledged = ledger.record('POST view', answer);
          ledger.view(member.cookie, contentId, acknowledged);
          if (!acknowledged) break;
          entry.views.push(contentId);
          entry.unknown = null;
        } else {
          const on = roll < 0.85;
          entry.unknown = { kind: 'favorite', contentId, on };
          const answer = await client.request(on ? 'PUT' : 'DELETE', `/api/favorites/${contentId}`);
          if (!ledger.record(on ? 'PUT favorite' : 'DELETE favorite', answer)) break;
          entry.favorites.set(contentId, on);
          entry.unknown = null;
        }
      }
      // A write without an acknowledgement may or may not have happened: this member sends
      // nothing more, so hers is the one write the check takes either way.
    } finally {
      client.close();
    }
  };

  const guestClient = async (cookie: string, seed: number) => {
    const client = httpClient(baseUrl(), cookie);
    const random = randomSource(seed);
    try {
      while (running()) {
        let answer: Answer;
        if (random() < 0.75) {
          const path = reads(random);
          answer = await client.request('GET', path);
          ledger.record(`GET ${path}`, answer);
        } else {
          const contentId = hot[Math.floor(random() * hot.length)]!;
          answer = await client.request('POST', `/api/contents/${contentId}/views`, {}, nextAddress());
          ledger.view(cookie, contentId, ledger.record('POST view (guest)', answer));
        }
        if (answer.status === 0) break;
      }
    } finally {
      client.close();
    }
  };

  const seed = options.seed ?? 1;
  await Promise.all([
    ...population.members.map((member, i) => memberClient(member, seed * 7919 + i)),
    ...population.guests.map((guest, i) => guestClient(guest, seed * 104729 + i)),
  ]);
}

/** The newest `cap` distinct contents of a list of views, newest first. */
function historyOf(views: readonly string[], cap = limits.viewHistoryCap): string[] {
  const seen: string[] = [];
  for (let i = views.length - 1; i >= 0 && seen.length < cap; i--) {
    if (!seen.includes(views[i]!)) seen.push(views[i]!);
  }
  return seen;
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/**
 * What the database must hold after the load: every member's favorites and history exactly as
 * acknowledged (the one unacknowledged write either way), and view counts of exactly one per
 * (session, content) acknowledged (a session counts a content once in 30 minutes), give or take
 * the pairs whose views were never answered. Returns the differences;
 * empty means all is well. With `adopt`, an unknown write is settled to what the database shows,
 * so a next round of the same ledger starts from a known state.
 */
export async function checkLedger(
  db: Db,
  ledger: Ledger,
  population: Population,
  viewCountsBefore: Map<string, number>,
  adopt = false,
): Promise<string[]> {
  const problems: string[] = [];
  const favorites = await db.selectFrom('favorites').select(['userId', 'contentId']).execute();
  const history = await db
    .selectFrom('viewHistory')
    .select(['userId', 'contentId', 'viewedAt'])
    .orderBy('viewedAt', 'desc')
    .orderBy('contentId', 'desc')
    .execute();
  for (const member of population.members) {
    const entry = ledger.member(member.userId);
    const stored = favorites.filter((row) => row.userId === member.userId).map((row) => row.contentId);
    const wanted = [...entry.favorites].filter(([, on]) => on).map(([id]) => id);
    const unknown = entry.unknown;
    const alternatives = [wanted];
    if (unknown?.kind === 'favorite') {
      const other = unknown.on
        ? [...new Set([...wanted, unknown.contentId])]
        : wanted.filter((id) => id !== unknown.contentId);
      alternatives.push(other);
    }
    const matched = alternatives.findIndex((candidate) => sameSet(candidate, stored));
    if (matched < 0)
      problems.push(`favorites of ${member.userId}: stored [${stored}] but acknowledged [${wanted}]`);
    else if (matched === 1 && adopt && unknown?.kind === 'favorite')
      entry.favorites.set(unknown.contentId, unknown.on);

    const rows = history.filter((row) => row.userId === member.userId);
    const storedHistory = rows.map((row) => row.contentId);
    const at = new Map(rows.map((row) => [row.contentId, row.viewedAt]));
    // In the order viewed: an acknowledged order must not contradict the stored times.
    const orderProblem = (expected: readonly string[]) => {
      for (let i = 1; i < expected.length; i++) {
        if (at.get(expected[i - 1]!)! < at.get(expected[i]!)!) {
          return `history of ${member.userId}: ${expected[i - 1]} viewed after ${expected[i]} but stored before`;
        }
      }
      return null;
    };
    const historyAlternatives = [historyOf(entry.views)];
    if (unknown?.kind === 'view') historyAlternatives.push(historyOf([...entry.views, unknown.contentId]));
    // A view that was never acknowledged may have happened. When its content is already in her
    // history, both alternatives hold the same contents and only their order tells them apart.
    const historyMatch = historyAlternatives.findIndex(
      (candidate) => sameSet(candidate, storedHistory) && orderProblem(candidate) === null,
    );
    if (historyMatch < 0) {
      const sameContents = historyAlternatives.find((candidate) => sameSet(candidate, storedHistory));
      problems.push(
        sameContents
          ? orderProblem(sameContents)!
          : `history of ${member.userId}: stored [${storedHistory}] but acknowledged [${historyAlternatives[0]}]`,
      );
    } else if (historyMatch === 1 && adopt && unknown?.kind === 'view') {
      entry.views.push(unknown.contentId);
    }
    if (adopt) entry.unknown = null;
  }

  const counts = await db
    .selectFrom('contents')
    .select(['id', 'viewCount'])
    .where('id', 'in', population.contentIds)
    .execute();
  const pairsPerContent = (pairs: Set<string>) => {
    const perContent = new Map<string, number>();
    for (const pair of pairs) {
      const contentId = pair.slice(pair.lastIndexOf('|') + 1);
      perContent.set(contentId, (perContent.get(contentId) ?? 0) + 1);
    }
    return perContent;
  };
  const acknowledged = pairsPerContent(ledger.viewPairs);
  const unknown = pairsPerContent(ledger.unknownViewPairs);
  for (const { id, viewCount } of counts) {
    // Exactly one per (session, content) acknowledged, and perhaps one per pair never answered.
    const low = (viewCountsBefore.get(id) ?? 0) + (acknowledged.get(id) ?? 0);
    const high = low + (unknown.get(id) ?? 0);
    if (viewCount < low || viewCount > high) {
      problems.push(
        `view count of ${id}: ${viewCount}, expected ${low === high ? low : `${low} to ${high}`}`,
      );
    }
  }
  return problems;
}

export async function viewCounts(db: Db, contentIds: readonly string[]): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('contents')
    .select(['id', 'viewCount'])
    .where('id', 'in', contentIds)
    .execute();
  return new Map(rows.map((row) => [row.id, row.viewCount]));
}

/** SQLite's own check of its file: "ok" or what is broken. */
export async function integrityCheck(db: Db): Promise<string> {
  const { rows } = await sql<Record<string, string>>`pragma integrity_check`.execute(db);
  return rows.map((row) => Object.values(row)[0]).join('; ');
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
