import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { passwordRulesHint } from '#shared/checks/account-checks.js';
import { copy } from '#shared/copy.js';
import { fakeApi } from '#web/testing/fake-api';
import { renderScreen } from '#web/testing/render-screen';
import { PasswordForm } from './password-form';

describe('PasswordForm', () => {
  it('shows the rules beside the new password before anything is sent, and hides every password', () => {
    fakeApi();
    renderScreen(<PasswordForm />, { path: '/member/mypage' });
    const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
    const current = field(copy.mypage.currentPasswordLabel);
    const next = field(copy.mypage.newPasswordLabel);
    const hint = screen.getByText(passwordRulesHint);

    expect(next.getAttribute('aria-describedby')?.split(' ')).toContain(hint.id);
    expect(current.getAttribute('aria-describedby')).toBeNull();
    expect([current, next, field(copy.mypage.confirmPasswordLabel)].map((input) => input.type)).toEqual([
      'password',
      'password',
      'password',
    ]);
  });
});
