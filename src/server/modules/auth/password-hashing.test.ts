import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hashing.js';

describe('password hashing', () => {
  it('stores an argon2id hash that verifies only the same password', async () => {
    const stored = await hashPassword('もちもち-sakura-2026');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored).not.toContain('sakura');
    expect(await verifyPassword(stored, 'もちもち-sakura-2026')).toBe(true);
    expect(await verifyPassword(stored, 'もちもち-sakura-2025')).toBe(false);
  });

  it('treats a damaged hash as a wrong password instead of crashing', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });
});
