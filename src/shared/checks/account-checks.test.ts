import { describe, expect, it } from 'vitest';
import { fieldProblem } from '#tests/support/field-problem.js';
import { copy } from '../copy.js';
import { limits } from '../limits.js';
import {
  commonPasswordExamples,
  newPasswordProblem,
  passwordChangeProblem,
  passwordRulesHint,
  profileProblem,
  registrationProblem,
  resetRequestProblem,
  setupProblem,
} from './account-checks.js';

describe('registrationProblem', () => {
  const ok = {
    email: 'hanako@example.jp',
    password: 'secret1',
    passwordConfirm: 'secret1',
    passphrase: 'さくら',
  };

  it('accepts a complete form', () => {
    expect(registrationProblem(ok)).toBeNull();
  });

  it.each(['email', 'password', 'passwordConfirm', 'passphrase'] as const)(
    'needs %s after trimming, and names it',
    (field) => {
      expect(registrationProblem({ ...ok, [field]: '   ' })).toEqual(
        fieldProblem(field, copy.register.missingField),
      );
    },
  );

  it('lets the name (お名前) stay empty, and holds it to the display name length', () => {
    expect(registrationProblem({ ...ok, displayName: '' })).toBeNull();
    expect(registrationProblem({ ...ok, displayName: ` ${'は'.repeat(50)} ` })).toBeNull();
    expect(registrationProblem({ ...ok, displayName: 'は'.repeat(51) })).toEqual(
      fieldProblem('displayName', copy.mypage.displayNameTooLong),
    );
  });

  it('checks in the seed order: mismatch, then length, then the e-mail', () => {
    expect(registrationProblem({ ...ok, email: 'bad', passwordConfirm: 'other' })).toEqual(
      fieldProblem('passwordConfirm', copy.register.mismatch),
    );
    expect(registrationProblem({ ...ok, email: 'bad', password: 'abc', passwordConfirm: 'abc' })).toEqual(
      fieldProblem('password', copy.register.tooShort),
    );
    expect(registrationProblem({ ...ok, password: 'ab12c', passwordConfirm: 'ab12c' })?.message).toBe(
      copy.register.tooShort,
    );
    expect(registrationProblem({ ...ok, email: 'hanako@example' })).toEqual(
      fieldProblem('email', copy.register.badEmail),
    );
    expect(registrationProblem({ ...ok, email: 'hana ko@example.jp' })?.message).toBe(copy.register.badEmail);
  });
});

describe('resetRequestProblem', () => {
  it('needs a valid e-mail', () => {
    expect(resetRequestProblem({ email: '' })).toEqual(fieldProblem('email', copy.reset.emailMissing));
    expect(resetRequestProblem({ email: 'x@y' })).toEqual(fieldProblem('email', copy.register.badEmail));
    expect(resetRequestProblem({ email: 'x@y.jp' })).toBeNull();
  });
});

describe('newPasswordProblem', () => {
  it('needs both fields, matching, of 6 characters or more', () => {
    expect(newPasswordProblem({ password: '', passwordConfirm: '' })).toEqual(
      fieldProblem('password', copy.register.missingField),
    );
    expect(newPasswordProblem({ password: 'abcdef', passwordConfirm: 'abcdeg' })).toEqual(
      fieldProblem('passwordConfirm', copy.register.mismatch),
    );
    expect(newPasswordProblem({ password: 'abc', passwordConfirm: 'abc' })).toEqual(
      fieldProblem('password', copy.register.tooShort),
    );
    expect(newPasswordProblem({ password: 'abcdef', passwordConfirm: 'abcdef' })).toBeNull();
  });
});

describe('setupProblem', () => {
  it('needs the admin e-mail and password', () => {
    expect(setupProblem({ email: '', password: 'x' })).toEqual(fieldProblem('email', copy.setup.missing));
    expect(setupProblem({ email: 'admin@example.jp', password: ' ' })).toEqual(
      fieldProblem('password', copy.setup.missing),
    );
    expect(setupProblem({ email: 'admin', password: 'secret1' })).toEqual(
      fieldProblem('email', copy.register.badEmail),
    );
    expect(setupProblem({ email: 'admin@example.jp', password: 'abc' })?.message).toBe(
      copy.register.tooShort,
    );
    expect(setupProblem({ email: 'admin', password: 'abc' })).toEqual(
      fieldProblem('password', copy.register.tooShort),
    );
    expect(setupProblem({ email: 'admin@example.jp', password: 'secret1' })).toBeNull();
  });
});

describe('profileProblem', () => {
  it('needs an e-mail; the display name may stay empty', () => {
    expect(profileProblem({ email: ' ', displayName: '' })).toEqual(
      fieldProblem('email', copy.mypage.emailMissing),
    );
    expect(profileProblem({ email: 'a@example.jp', displayName: '' })).toBeNull();
  });

  it('wants an e-mail of the seed pattern and a display name of 50 characters at most', () => {
    expect(profileProblem({ email: 'no-dot@example', displayName: '' })?.field).toBe('email');
    expect(profileProblem({ email: 'a@example.jp', displayName: 'あ'.repeat(51) })).toEqual(
      fieldProblem('displayName', copy.mypage.displayNameTooLong),
    );
    expect(profileProblem({ email: 'a@example.jp', displayName: ` ${'あ'.repeat(50)} ` })).toBeNull();
  });
});

describe('passwordChangeProblem', () => {
  const change = { currentPassword: 'old-one', newPassword: 'Sakura-7', newPasswordConfirm: 'Sakura-7' };

  it('asks for all three fields', () => {
    expect(passwordChangeProblem({ ...change, currentPassword: '' })).toEqual(
      fieldProblem('currentPassword', copy.register.missingField),
    );
    expect(passwordChangeProblem({ ...change, newPasswordConfirm: '  ' })).toEqual(
      fieldProblem('newPasswordConfirm', copy.register.missingField),
    );
  });

  it('wants the new password twice the same, then at least 6 characters', () => {
    expect(passwordChangeProblem({ ...change, newPasswordConfirm: 'Sakura-8' })).toEqual(
      fieldProblem('newPasswordConfirm', copy.mypage.newMismatch),
    );
    expect(passwordChangeProblem({ ...change, newPassword: 'abc', newPasswordConfirm: 'abc' })).toEqual(
      fieldProblem('newPassword', copy.mypage.newTooShort),
    );
  });

  it('lets a complete change through to the server', () => {
    expect(passwordChangeProblem(change)).toBeNull();
  });
});

describe('passwordRulesHint', () => {
  it('states the length the checks enforce, as the refusal does', () => {
    const length = `${limits.minPasswordLength}文字以上`;
    expect(passwordRulesHint).toContain(length);
    expect(copy.register.tooShort).toContain(length);
    expect(copy.mypage.newTooShort).toContain(length);
    const oneShort = 'x'.repeat(limits.minPasswordLength - 1);
    expect(setupProblem({ email: 'a@example.jp', password: oneShort })?.message).toBe(copy.register.tooShort);
    expect(setupProblem({ email: 'a@example.jp', password: `${oneShort}y` })).toBeNull();
  });

  it('names the common passwords it gives as examples', () => {
    for (const example of commonPasswordExamples) expect(passwordRulesHint).toContain(`「${example}」`);
  });
});
