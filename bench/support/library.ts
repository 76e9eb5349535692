import { categories } from '#shared/categories.js';
import type { Db } from '#server/db/database.js';
import { buildContent } from '#server/modules/contents/content-factory.js';
import { insertContents } from '#server/modules/contents/content-repository.js';

// A library that reads like the real one: titles and descriptions built from the words the site
// uses, so a search index sees a realistic spread of characters. Deterministic, so 1,000 and
// 100,000 contents share their first 1,000 and every run measures the same data.

export const topics = [
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

// Article text: several hundred characters of the sentences such articles are made of, with the
// words members look for that stand only in the text (足首, 筋肉量, 厚生労働省…).
export const bodyWords = [
  '足首',
  '筋肉量',
  '骨密度',
  '血流',
  '関節',
  'インナーマッスル',
  '基礎代謝',
  '体脂肪',
  '食物繊維',
  'ビタミンD',
  'カルシウム',
  '鉄分',
  'ホットフラッシュ',
  '睡眠の質',
  '深呼吸',
  '肩甲骨',
  '太もも',
  'お尻',
  'ひざ',
  '腹筋',
  '背筋',
  '猫背',
  '反り腰',
  '冷え性',
  'ウォーミングアップ',
  'クールダウン',
  'バランスボール',
  'ヨガマット',
  'タオル',
  '椅子',
  '白湯',
  '発酵食品',
  'ブロッコリー',
  '大豆イソフラボン',
  '血糖値',
  'コレステロール',
  'ストレス',
  'リラックス',
  'マインドフルネス',
  'セルフケア',
];
const sources = ['厚生労働省', '日本整形外科学会', '管理栄養士', '理学療法士', '婦人科の先生'];
const bodySentences = [
  (a: string, b: string) => `${a}を意識すると、${b}にも良い変化が期待できます。`,
  (a: string, _b: string, s: string) => `${s}の資料でも、${a}は40代以降に大切だとされています。`,
  (a: string, b: string) => `まずは${a}を1日5分から始めてみましょう。慣れてきたら${b}も取り入れます。`,
  (a: string, b: string) => `${a}が気になるときは、無理をせず${b}を優先してください。`,
  (a: string, b: string) => `朝と夜、それぞれ${a}の前に${b}を確かめると続けやすくなります。`,
  (a: string, b: string) => `${a}と${b}の関係について、最近の研究をやさしく紹介します。`,
  () => '痛みやしびれがあるときは中止し、かかりつけ医に相談しましょう。',
  (a: string) => `ポイントは${a}を止めずに、ゆっくり10回くり返すことです。`,
  (a: string, b: string) => `忙しい日は${a}だけでも大丈夫です。週末に${b}をまとめて行いましょう。`,
  (a: string, b: string, s: string) => `${s}によると、${a}と${b}を組み合わせると効果が続きやすいそうです。`,
];

/** An article of about 500 characters in the editor's HTML, built from the hash of its number. */
function articleBody(h: number, topic: string): string {
  const word = (i: number) => pick(bodyWords, (h >>> (i % 24)) + i * 7);
  const sentence = (i: number) =>
    pick(bodySentences, (h >>> (i % 20)) + i)(word(i), word(i + 11), pick(sources, h + i));
  const paragraph = (from: number) => `<p>${[0, 1, 2, 3].map((i) => sentence(from + i)).join('')}</p>`;
  return [
    `<h2>${topic}のポイント</h2>`,
    paragraph(0),
    paragraph(4),
    `<ul><li>${word(20)}をほぐす</li><li>${word(21)}を見直す</li><li>${word(22)}を続ける</li></ul>`,
    `<h2>続けるコツ</h2>`,
    paragraph(8),
  ].join('');
}

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
    body: n % 3 === 0 ? null : articleBody(h, a),
    // Every content has its picture, as after posting (a video without one would have the
    // server fetch YouTube's in the background while the bench measures).
    thumbnail: `thumbnails/bench-${n % 50}.webp`,
    date,
    viewCount: (h >>> 3) % 5000,
    isFeatured: n % 10 === 0 ? 1 : 0,
  });
}

/**
 * Writes contents 0 … count-1 through the app's own insert (so the search columns are what a
 * save writes), 500 rows to a statement, in one transaction: SQLite then syncs its file and
 * merges its FTS5 segments once, not after every batch.
 */
export async function seedLibrary(db: Db, count: number, now = new Date()): Promise<void> {
  const batch = 500;
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < count; start += batch) {
      const rows = [];
      for (let n = start; n < Math.min(count, start + batch); n++) rows.push(libraryContent(n, now));
      await insertContents(trx, rows);
    }
  });
}
