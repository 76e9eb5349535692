import { describe, expect, it } from 'vitest';
import { copy } from '../copy.js';
import { gateProblem, loginProblem } from './sign-in-checks.js';
import { fieldProblem } from '#tests/support/field-problem.js';

describe('gateProblem', () => {
  it('refuses an empty or blank passphrase', () => {
    expect(gateProblem({ passphrase: '' })?.message).toBe(copy.gate.empty);
    expect(gateProblem({ passphrase: ' \u3000\t' })).toEqual(fieldProblem('passphrase', copy.gate.empty));
    expect(gateProblem({ passphrase: 'さくら' })).toBeNull();
  });
});

describe('loginProblem', () => {
  it('needs the e-mail and the password, and names the first one missing', () => {
    expect(loginProblem({ email: ' ', password: 'secret1' })).toEqual(
      fieldProblem('email', copy.login.missingField),
    );
    expect(loginProblem({ email: 'a@b.jp', password: '' })).toEqual(
      fieldProblem('password', copy.login.missingField),
    );
    expect(loginProblem({ email: 'a@b.jp', password: 'secret1' })).toBeNull();
  });
});
