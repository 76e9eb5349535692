// Issue 25: what an audience asks, not one question again and again. Searches drawn from a few
// hundred different queries members type (one word, two words, two-character fragments, hiragana
// of katakana words, half-width katakana, words that match nothing) and details of contents drawn
// from the whole library, each beside the same request repeated, in the same run.
//
// Which figure a cache serves: every answer here is shared for one second per process
// (src/server/web/shared-answer.ts). The same-request figures are almost all served from it; the
// varied ones build an answer for each distinct request in each second (every spelling of the same
// words is one search), which the table states.
import type { Request } from 'autocannon';
import { performance } from 'node:perf_hooks';
import { createDatabase } from '#server/db/database.js';
import { searchWords } from '#server/db/search-fold.js';
import { searchContents } from '#server/modules/contents/content-search-repository.js';
import { bodyWords, libraryId, rareWord, topics } from './support/library.js';
import { browserEncoding, load, median, summary, type LoadResult } from './support/load.js';
import type { BenchRow } from './support/bench-row.js';
import type { RunningServer } from './support/server.js';
import { guestCookie } from './support/sessions.js';

export type LongTailLibrary = {
  server: RunningServer;
  cookie: string;
  count: number;
  settings: Parameters<typeof createDatabase>[0];
};

export type LongTailTools = {
  record: (row: BenchRow) => void;
  rounds: number;
  seconds: number;
  connections: number;
};

const katakanaToHiragana = (word: string) =>
  word.replace(/[\u30a1-\u30f6]/g, (character) => String.fromCharCode(character.charCodeAt(0) - 0x60));
const halfWidth: Record<string, string> = { ス: 'ｽ', ト: 'ﾄ', レ: 'ﾚ', ッ: 'ｯ', チ: 'ﾁ', ヨ: 'ﾖ', ガ: 'ｶﾞ' };

/** Words nobody wrote about in the bench library. */
const missing = [
  'ズンバ',
  'ボルダリング',
  'サーフィン',
  'ゴルフ',
  '乗馬',
  '盆栽',
  '将棋',
  'パン作り',
  '社交ダンス',
  '登山靴',
  'フラダンス',
  '太極拳',
  '薬膳鍋',
  'キャンプ飯',
  '卓球',
  '水泳教室',
  '陶芸',
  '書道',
  '俳句',
  'ガーデニング',
];

/** A few hundred distinct queries, as members type them. */
export function longTailQueries(): string[] {
  const words = [...new Set([...topics, ...bodyWords])];
  const katakana = words.filter((word) => /^[\u30a1-\u30fc]+$/.test(word));
  const queries = [
    ...words,
    ...katakana.map(katakanaToHiragana),
    ...words.map((word) => Array.from(word).slice(0, 2).join('')),
    ...words.map((word, i) => `${word} ${words[(i * 7 + 3) % words.length]}`),
    ...words
      .slice(0, 40)
      .map((word, i) => `${katakanaToHiragana(word)} ${bodyWords[(i * 3) % bodyWords.length]}`),
    ...missing,
    ...missing.map((word, i) => `${word} ${words[i]}`),
    rareWord,
    'ノルディック',
    'ｽﾄﾚｯﾁ',
    Array.from('ヨガ', (character) => halfWidth[character] ?? character).join(''),
    '厚生労働省 骨密度',
  ];
  return [...new Set(queries)];
}

const searchPath = (q: string) => `/api/contents/search?q=${encodeURIComponent(q)}`;

/** One request whose address is drawn afresh each time from `paths`, and its visitor from `cookies` when given. */
export function drawn(paths: readonly string[], cookies?: readonly string[]): Request[] {
  const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;
  return [
    {
      method: 'GET',
      setupRequest: (request) => ({
        ...request,
        path: pick(paths),
        ...(cookies?.length ? { headers: { ...request.headers, cookie: pick(cookies) } } : {}),
      }),
    },
  ];
}

/** Requests answered afresh each second, at most: distinct draws of `distinct` paths from `rps` a second. */
const builtPerSecond = (distinct: number, rps: number) => distinct * (1 - (1 - 1 / distinct) ** rps);

/** The cost of each query with no shared answer, one at a time in this process. */
async function uncached(library: LongTailLibrary, queries: string[]) {
  const db = createDatabase(library.settings);
  try {
    const at = new Date().toISOString();
    const times: { q: string; ms: number }[] = [];
    for (const q of queries) {
      const started = performance.now();
      await searchContents(db, q, 21, at);
      times.push({ q, ms: performance.now() - started });
    }
    const sorted = [...times].sort((a, b) => a.ms - b.ms);
    const at99 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))]!;
    return { p50: median(times.map((t) => t.ms)), p99: at99.ms, slowest: sorted.at(-1)! };
  } finally {
    await db.destroy();
  }
}

/** `count` guest sessions written into the library's database, as cookies. */
async function guestCookies(library: LongTailLibrary, count: number): Promise<string[]> {
  const db = createDatabase(library.settings);
  try {
    const cookies: string[] = [];
    for (let i = 0; i < count; i++) cookies.push(await guestCookie(db));
    return cookies;
  } finally {
    await db.destroy();
  }
}

export async function searchLongTail(engine: string, library: LongTailLibrary, tools: LongTailTools) {
  const { record, rounds, seconds, connections } = tools;
  const size = library.count.toLocaleString('en');
  const large = library.count >= 100_000;
  const queries = longTailQueries();
  const details = Array.from(
    { length: 5_000 },
    () => `/api/contents/${libraryId(Math.floor(Math.random() * library.count))}`,
  );
  // The varied rows ask as many visitors, each request's drawn among them, as an audience would;
  // the same request keeps one cookie. On PostgreSQL the sessions of requests that arrive together
  // are read in one statement, and one cookie asked by all would make that a single row.
  const visitors = await guestCookies(library, 500);
  const run = (requests: Request[] | string, asBrowser: boolean) =>
    load({
      url: typeof requests === 'string' ? library.server.baseUrl + requests : library.server.baseUrl,
      connections,
      seconds,
      headers: { cookie: library.cookie, ...(asBrowser ? browserEncoding : {}) },
      ...(typeof requests === 'string' ? {} : { requests }),
      afterFirstSecond: true,
    });
  const judged = [
    {
      name: `search, ${queries.length} varied queries`,
      same: searchPath('ストレッチ'),
      varied: drawn(queries.map(searchPath), visitors),
      // Every spelling of the same words shares one search (すとれっち, ストレッチ): these many to build.
      distinct: new Set(queries.map((q) => searchWords(q).join(' '))).size,
      ratio: 0.25,
      p99: engine === 'SQLite' ? 30 : 50,
    },
    {
      name: 'content detail, contents drawn from the whole library',
      same: `/api/contents/${libraryId(1)}`,
      varied: drawn(details, visitors),
      // The 5,000 drawn addresses, not the library: only these are asked (at 1,000 contents, each).
      distinct: new Set(details).size,
      ratio: 0.5,
      p99: 15,
    },
  ].map((measure) => ({ ...measure, asBrowser: false }));
  // The same again as a phone's browser asks, with Accept-Encoding, so that every fresh answer is
  // also compressed (decision 44). For reading beside the judged rows, which are measured as the
  // issue's targets were set (without it); at 100,000 contents only.
  const asBrowser = judged.map((measure) => ({
    ...measure,
    name: `${measure.name}, as a phone's browser asks (brotli)`,
    asBrowser: true,
  }));
  const measures = large ? [...judged, ...asBrowser] : judged;
  const results = new Map<string, { same: LoadResult[]; varied: LoadResult[] }>();
  for (let round = 0; round < rounds; round++) {
    for (const measure of measures) {
      const entry = results.get(measure.name) ?? { same: [], varied: [] };
      entry.same.push(await run(measure.same, measure.asBrowser));
      entry.varied.push(await run(measure.varied, measure.asBrowser));
      results.set(measure.name, entry);
    }
  }
  for (const measure of measures) {
    const same = summary(results.get(measure.name)!.same);
    const varied = summary(results.get(measure.name)!.varied);
    const ratio = varied.rps / same.rps;
    const built = builtPerSecond(measure.distinct, varied.rps);
    const failed = varied.failures || same.failures ? `; failed: ${varied.failed || same.failed}` : '';
    record({
      measure: `${measure.name} (${engine}, ${size} contents, ${connections} connections)`,
      value: `${varied.rps.toFixed(0)} req/s = ${ratio.toFixed(2)}×, p50 ${varied.p50} ms, p99 ${varied.p99} ms (after each run's first second: p99 ${varied.p99AfterFirstSecond ?? '–'} ms; about ${Math.round(built)} a second built afresh, the rest from the one-second shared answer${failed})`,
      target: large ? `≥ ${measure.ratio}× same request, p99 ≤ ${measure.p99} ms` : '',
      baseline: `same request (shared answer): ${same.rps.toFixed(0)} req/s, p50 ${same.p50} ms, p99 ${same.p99} ms`,
      ok: large ? ratio >= measure.ratio && varied.p99 <= measure.p99 && !failed : null,
      ...(measure.asBrowser ? { judged: false as const } : {}),
    });
  }
  const cost = await uncached(library, queries);
  record({
    measure: `search without any shared answer, each of the ${queries.length} queries once, in process (${engine}, ${size} contents)`,
    value: `p50 ${cost.p50.toFixed(1)} ms, p99 ${cost.p99.toFixed(1)} ms, slowest ${cost.slowest.ms.toFixed(1)} ms (${cost.slowest.q})`,
    target: '',
    baseline: '',
    ok: null,
  });
}
