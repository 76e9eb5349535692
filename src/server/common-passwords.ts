import { createRequire } from 'node:module';

let commonPasswords: Set<string> | undefined;

/**
 * The ~49,000 most common passwords of public breach corpora, ranked, as shipped by
 * @zxcvbn-ts/language-common (MIT). Loaded on first use.
 */
function list(): Set<string> {
  if (!commonPasswords) {
    const require = createRequire(import.meta.url);
    const ranked = require('@zxcvbn-ts/language-common/src/passwords.json') as string[];
    commonPasswords = new Set(ranked.map((password) => password.toLowerCase()));
  }
  return commonPasswords;
}

export function commonPasswordCount(): number {
  return list().size;
}

export function isCommonPassword(password: string): boolean {
  return list().has(password.normalize('NFKC').toLowerCase());
}
