import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe: session cookies, reset links, setup links. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a copy of the database holds no working token. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Compares two secrets without leaking, through timing, how much of them matched. */
export function secretsEqual(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}
