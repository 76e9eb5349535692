import { categories } from '#shared/categories.js';
import type { Db } from '#server/db/database.js';
import { buildContent } from '#server/modules/contents/content-factory.js';
import { insertContents } from '#server/modules/contents/content-repository.js';

// A library that reads like the real one: titles and descriptions built from the words the site
// uses, so a search index sees a realistic spread of characters. Deterministic, so 1,000 and
// 100,000 contents share their first 1,000 and every run measures the same data.

const topics = [
  'ストレッチ',
  'ヨガ',
  'ウォーキング',
  '朝ごはん',
  '睡眠',
  '姿勢',
  '肩こり',
  '腰痛',
  '更年期',
  'むくみ',
  '代謝',
  '筋トレ',
  'スクワット',
  '呼吸',
  '瞑想',
  'スキンケア',
  '髪のケア',
  'たんぱく質',
  '野菜',
  'スープ',
  '発酵食品',
  '体幹',
  '骨盤',
  'リンパ',
  '入浴',
  '冷え',
  '自律神経',
  'ホルモン',
  '腸活',
  '水分補給',
  'お弁当',
  '作り置き',
  '階段',
  '背中',
  '二の腕',
  'ふくらはぎ',
  '股関節',
  '首まわり',
  '肌の乾燥',
  '間食',
];
const verbs = ['整える', 'ほぐす', 'ととのえる', '見直す', '始める', '続ける', '楽しむ', 'やわらげる'];
const frames = [
  (a: string, b: string, v: string) => `${a}で${b}を${v}`,
  (a: string, b: string) => `毎日の${a}と${b}`,
  (a: string, b: string, v: string) => `${a}を${v}10分の習慣（${b}）`,
  (a: string, b: string, v: string) => `40代からの${a}：${b}を${v}コツ`,
];
const sentences = [
  (a: string) => `${a}は年齢とともに変わります。無理のない範囲で少しずつ取り入れましょう。`,
  (a: string) => `今日から始められる${a}のポイントを、専門家がわかりやすく解説します。`,
  (a: string) => `忙しい日でも続けやすい${a}の方法を紹介します。道具はいりません。`,
  (a: string) => `${a}について、よくある質問にお答えします。体調に合わせて調整してください。`,
];

/** A word that appears in exactly one content of any library size: the "rare word" searches find. */
export const rareWord = 'ノルディックポール';
export const rareContentIndex = 500;

function pick<T>(list: readonly T[], seed: number): T {
  return list[seed % list.length]!;
}

/** The id of the n-th content: stable, so the bench can open a known content. */
export const libraryId = (n: number) => `bench-${String(n).padStart(6, '0')}`;

export function libraryContent(n: number, now: Date) {
  // A multiplicative hash spreads consecutive n over the word lists.
  const h = Math.imul(n + 1, 2654435761) >>> 0;
  const a = pick(topics, h);
  const b = pick(topics, h >>> 8);
  const v = pick(verbs, h >>> 16);
  const title = pick(frames, h >>> 20)(a, b, v);
  const description =
    n === rareContentIndex
      ? `${rareWord}を使った${a}の歩き方を紹介します。`
      : `${pick(sentences, h >>> 12)(a)}${pick(sentences, h >>> 4)(b)}`;
  const date = new Date(now.getTime() - Math.floor(n / 3) * 3_600_000).toISOString().slice(0, 10);
  return buildContent({
    now: new Date(now.getTime() - n * 1000),
    id: libraryId(n),
    title,
    description,
    category: pick(categories, h >>> 24),
    type: n % 3 === 0 ? 'video' : 'article',
    // Every content has its picture, as after posting (a video without one would have the
    // server fetch YouTube's in the background while the bench measures).
    thumbnail: `thumbnails/bench-${n % 50}.webp`,
    date,
    viewCount: (h >>> 3) % 5000,
    isFeatured: n % 10 === 0 ? 1 : 0,
  });
}

/** Writes contents 0 … count-1 in batches. */
export async function seedLibrary(db: Db, count: number, now = new Date()): Promise<void> {
  const batch = 500;
  for (let start = 0; start < count; start += batch) {
    const rows = [];
    for (let n = start; n < Math.min(count, start + batch); n++) rows.push(libraryContent(n, now));
    await insertContents(db, rows);
  }
}
