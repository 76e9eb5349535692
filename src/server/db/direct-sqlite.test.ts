import SQLite from 'better-sqlite3';
import type { CompiledQuery } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { keptStatementCount, keptStatementLimit, rememberSqlite, runDirect } from './direct-sqlite.js';

// runDirect keeps each SQL text prepared: a caller sending text of ever new shapes (a search of
// ever more words, before the word limit) must not make the kept statements grow without end.

const open: SQLite.Database[] = [];
afterEach(() => open.splice(0).forEach((sqlite) => sqlite.close()));

function handle() {
  const sqlite = new SQLite(':memory:');
  open.push(sqlite);
  sqlite.exec('create table words (word text)');
  sqlite.prepare('insert into words (word) values (?)').run('ストレッチ');
  return rememberSqlite({ isTransaction: false }, sqlite);
}

const query = (sql: string) =>
  ({ sql, parameters: [], query: {} }) as unknown as CompiledQuery<{ word: string }>;
const ofShape = (n: number) =>
  query(`select word from words where ${Array(n).fill('word = ?').join(' and ')}`);

describe('the statements runDirect keeps', () => {
  it('stay within the limit however many shapes are asked, and each still answers', () => {
    const db = handle();
    for (let n = 1; n <= keptStatementLimit + 50; n++) {
      expect(runDirect(db, ofShape(n), Array(n).fill('ストレッチ'))).toEqual([{ word: 'ストレッチ' }]);
    }
    expect(keptStatementCount(db)).toBe(keptStatementLimit);
  });
});
