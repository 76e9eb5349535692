import { describe, expect, it } from 'vitest';
import { copy } from '../../../shared/copy.js';
import { passwordChangeProblem, profileProblem } from './account-checks';

describe('profileProblem', () => {
  it('needs an e-mail; the display name may stay empty', () => {
    expect(profileProblem({ email: ' ' })).toBe(copy.mypage.emailMissing);
    expect(profileProblem({ email: 'a@example.jp' })).toBeNull();
  });
});

describe('passwordChangeProblem', () => {
  const change = { currentPassword: 'old-one', newPassword: 'Sakura-7', newPasswordConfirm: 'Sakura-7' };

  it('asks for all three fields', () => {
    expect(passwordChangeProblem({ ...change, currentPassword: '' })).toBe(copy.register.missingField);
    expect(passwordChangeProblem({ ...change, newPasswordConfirm: '  ' })).toBe(copy.register.missingField);
  });

  it('wants the new password twice the same, then at least 6 characters', () => {
    expect(passwordChangeProblem({ ...change, newPasswordConfirm: 'Sakura-8' })).toBe(
      copy.mypage.newMismatch,
    );
    expect(passwordChangeProblem({ ...change, newPassword: 'abc', newPasswordConfirm: 'abc' })).toBe(
      copy.mypage.newTooShort,
    );
  });

  it('lets a complete change through to the server', () => {
    expect(passwordChangeProblem(change)).toBeNull();
  });
});
