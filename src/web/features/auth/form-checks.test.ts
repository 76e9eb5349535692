import { describe, expect, it } from 'vitest';
import { copy } from '../../../shared/copy.js';
import {
  gateProblem,
  loginProblem,
  newPasswordProblem,
  registerProblem,
  resetRequestProblem,
  setupProblem,
} from './form-checks';

describe('gateProblem', () => {
  it('refuses an empty or blank passphrase', () => {
    expect(gateProblem('')).toBe(copy.gate.empty);
    expect(gateProblem(' \u3000\t')).toBe(copy.gate.empty);
    expect(gateProblem('さくら')).toBeNull();
  });
});

describe('loginProblem', () => {
  it('needs the e-mail and the password', () => {
    expect(loginProblem({ email: ' ', password: 'secret1' })).toBe(copy.login.missingField);
    expect(loginProblem({ email: 'a@b.jp', password: '' })).toBe(copy.login.missingField);
    expect(loginProblem({ email: 'a@b.jp', password: 'secret1' })).toBeNull();
  });
});

describe('registerProblem', () => {
  const ok = {
    email: 'hanako@example.jp',
    password: 'secret1',
    passwordConfirm: 'secret1',
    passphrase: 'さくら',
  };

  it('accepts a complete form', () => {
    expect(registerProblem(ok)).toBeNull();
  });

  it.each(['email', 'password', 'passwordConfirm', 'passphrase'] as const)(
    'needs %s after trimming',
    (field) => {
      expect(registerProblem({ ...ok, [field]: '   ' })).toBe(copy.register.missingField);
    },
  );

  it('checks in the seed order: mismatch, then length, then the e-mail', () => {
    expect(registerProblem({ ...ok, email: 'bad', passwordConfirm: 'other' })).toBe(copy.register.mismatch);
    expect(registerProblem({ ...ok, email: 'bad', password: 'abc', passwordConfirm: 'abc' })).toBe(
      copy.register.tooShort,
    );
    expect(registerProblem({ ...ok, email: 'hanako@example' })).toBe(copy.register.badEmail);
    expect(registerProblem({ ...ok, email: 'hana ko@example.jp' })).toBe(copy.register.badEmail);
  });
});

describe('resetRequestProblem', () => {
  it('needs a valid e-mail', () => {
    expect(resetRequestProblem('')).toBe(copy.reset.emailMissing);
    expect(resetRequestProblem('x@y')).toBe(copy.register.badEmail);
    expect(resetRequestProblem('x@y.jp')).toBeNull();
  });
});

describe('newPasswordProblem', () => {
  it('needs both fields, matching, of 6 characters or more', () => {
    expect(newPasswordProblem({ password: '', passwordConfirm: '' })).toBe(copy.register.missingField);
    expect(newPasswordProblem({ password: 'abcdef', passwordConfirm: 'abcdeg' })).toBe(
      copy.register.mismatch,
    );
    expect(newPasswordProblem({ password: 'abc', passwordConfirm: 'abc' })).toBe(copy.register.tooShort);
    expect(newPasswordProblem({ password: 'abcdef', passwordConfirm: 'abcdef' })).toBeNull();
  });
});

describe('setupProblem', () => {
  it('needs the admin e-mail and password', () => {
    expect(setupProblem({ email: '', password: 'x' })).toBe(copy.setup.missing);
    expect(setupProblem({ email: 'admin@example.jp', password: ' ' })).toBe(copy.setup.missing);
    expect(setupProblem({ email: 'admin', password: 'secret1' })).toBe(copy.register.badEmail);
    expect(setupProblem({ email: 'admin@example.jp', password: 'abc' })).toBe(copy.register.tooShort);
    expect(setupProblem({ email: 'admin', password: 'abc' })).toBe(copy.register.tooShort);
    expect(setupProblem({ email: 'admin@example.jp', password: 'secret1' })).toBeNull();
  });
});
