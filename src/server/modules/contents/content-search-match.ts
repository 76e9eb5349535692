import { sql, type Expression } from 'kysely';
import { databaseKind, type Db } from '#server/db/database.js';

// How search checks that a folded text holds a word, anywhere (docs/decisions/0036-postgresql-
// search-walks-first.md, revision 6). PostgreSQL's LIKE '%word%' tries a match at every byte equal
// to the word's first: for a word that begins in Japanese (in UTF-8 nearly every character of the
// text begins with the same byte) that is almost every character, where strpos skips ahead by the
// word's bytes — 4 times quicker over the walk rows. For a word that begins in ASCII, rare in the
// texts, LIKE passes over them quicker than strpos sets itself up (1.5–2.4 times). Both compare
// bytes, so either finds the same contents. SQLite keeps LIKE for every word.

/** Escapes LIKE's wildcards so a search for "100%" means those characters. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** PostgreSQL looks for a word beginning beyond ASCII with strpos. */
function byPosition(db: Db, word: string): boolean {
  return databaseKind(db) === 'postgres' && word.charCodeAt(0) > 0x7f;
}

/** What a word is bound as: the word itself for strpos, else its LIKE pattern. */
export function matchArgument(db: Db, word: string): string {
  return byPosition(db, word) ? word : likePattern(word);
}

/** How each word is looked for, for the names of statements (same words' kinds, same statement). */
export function matchShape(db: Db, words: string[]): string {
  return databaseKind(db) === 'postgres'
    ? words.map((word) => (byPosition(db, word) ? 'p' : 'l')).join('')
    : String(words.length);
}

/**
 * That `column` holds the word bound as `argument` (matchArgument): a LIKE pattern always begins
 * with %, a word for strpos never (it begins beyond ASCII).
 */
export function holds(column: Expression<string>, argument: string) {
  return argument.startsWith('%')
    ? sql<boolean>`${column} like ${argument} escape '\\'`
    : sql<boolean>`strpos(${column}, ${argument}) > 0`;
}
