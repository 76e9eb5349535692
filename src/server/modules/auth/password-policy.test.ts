import { describe, expect, it } from 'vitest';
import { copy } from '../../../shared/copy.js';
import { commonPasswordCount } from './common-passwords.js';
import { passwordProblem } from './password-policy.js';

describe('passwordProblem', () => {
  it('refuses passwords under six characters', () => {
    expect(passwordProblem('ab12c')).toBe(copy.register.tooShort);
  });

  it.each(['password', 'qwerty123', 'iloveyou', 'PASSWORD1', 'ｐａｓｓｗｏｒｄ'])(
    'refuses the common password %s',
    (password) => {
      expect(passwordProblem(password)).toBe(copy.register.tooCommon);
    },
  );

  it('accepts an uncommon password of six or more characters', () => {
    expect(passwordProblem('さくら-Mochi-2026')).toBeNull();
  });

  it('checks against at least the 10,000 most common passwords', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
  });
});
