// How search compares text (docs/decisions/0032-search-article-text-and-kana.md): a member
// types すとれっち or ｽﾄﾚｯﾁ or ストレッチ and means the same word, so the stored text and every
// query are folded the same way before they meet. The app folds, not the database: SQLite's and
// PostgreSQL's lower() and collations differ beyond ASCII, and neither folds kana.

const katakanaStart = 0x30a1; // ァ
const katakanaEnd = 0x30f6; // ヶ
const katakanaToHiragana = 0x60;

// Small kana are written for the sound before them (ウォ, ティ, ッ); members type them big as
// often as small, and a search for ふいっとねす should find フィットネス.
const bigKana: Record<string, string> = {
  ぁ: 'あ',
  ぃ: 'い',
  ぅ: 'う',
  ぇ: 'え',
  ぉ: 'お',
  っ: 'つ',
  ゃ: 'や',
  ゅ: 'ゆ',
  ょ: 'よ',
  ゎ: 'わ',
  ゕ: 'か',
  ゖ: 'け',
};

/**
 * One line of text as search compares it: full-width and half-width alike (NFKC), capitals as
 * small letters, katakana as hiragana, small kana as big ones, without the long vowel mark
 * (ウォーキング, うぉきんぐ and ウオキング all become うおきんぐ), spaces and line breaks as one space.
 */
export function foldForSearch(text: string): string {
  let folded = '';
  for (const character of text.normalize('NFKC').toLowerCase()) {
    const code = character.codePointAt(0)!;
    const hiragana =
      code >= katakanaStart && code <= katakanaEnd
        ? String.fromCodePoint(code - katakanaToHiragana)
        : character;
    if (hiragana === 'ー') continue;
    folded += bigKana[hiragana] ?? hiragana;
  }
  return folded.replace(/[\s\p{Cc}]+/gu, ' ').trim();
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * The words an article's HTML shows, without its markup. The HTML is the sanitizer's output (only
 * the editor's tags), so dropping tags and reading the entities the sanitizer writes is enough;
 * an image's alternative text is read too, as a screen reader would.
 */
export function articlePlainText(html: string): string {
  return html
    .replace(/<img\b[^>]*?\balt="([^"]*)"[^>]*>/gi, ' $1 ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#')) {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
      }
      return entities[name.toLowerCase()] ?? whole;
    });
}

/**
 * What search holds of a content: the folded title on the first line (what ranks a content
 * first, and what the index also keeps apart), then its description and its article's text.
 */
export function searchDocument(content: { title: string; description: string; body: string | null }): string {
  const body = content.body ? foldForSearch(articlePlainText(content.body)) : '';
  return [foldForSearch(content.title), foldForSearch(content.description), body].join('\n');
}

/** The words of a query, folded as the stored text is; several words must all be found. */
export function searchWords(query: string): string[] {
  return [...new Set(foldForSearch(query).split(' ').filter(Boolean))];
}
