import { describe, expect, it } from 'vitest';
import { commonPasswordExamples, setupProblem } from '#shared/checks/account-checks.js';
import { copy } from '#shared/copy.js';
import { commonPasswordCount, isCommonPassword } from '#server/common-passwords.js';
import { commonPasswordProblem } from './password-policy.js';

describe('commonPasswordProblem', () => {
  it('leaves the length to the shared checks, which refuse passwords under six characters', () => {
    expect(setupProblem({ email: 'a@example.jp', password: 'ab12c' })?.message).toBe(copy.register.tooShort);
  });

  it.each(['password', 'qwerty123', 'iloveyou', 'PASSWORD1', 'ｐａｓｓｗｏｒｄ'])(
    'refuses the common password %s',
    (password) => {
      expect(commonPasswordProblem(password, 'password')).toEqual({
        field: 'password',
        message: copy.register.tooCommon,
      });
    },
  );

  it('accepts an uncommon password of six or more characters', () => {
    expect(commonPasswordProblem('さくら-Mochi-2026', 'password')).toBeNull();
    expect(setupProblem({ email: 'a@example.jp', password: 'さくら-Mochi-2026' })).toBeNull();
  });

  it('refuses the examples the password hint gives', () => {
    for (const example of commonPasswordExamples) expect(isCommonPassword(example)).toBe(true);
  });

  it('checks against at least the 10,000 most common passwords', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
  });
});
