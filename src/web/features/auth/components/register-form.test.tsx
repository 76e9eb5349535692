import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import { passwordRulesHint } from '#shared/checks/account-checks.js';
import { copy } from '#shared/copy.js';
import { fakeApi } from '#web/testing/fake-api';
import { renderScreen } from '#web/testing/render-screen';
import { RegisterForm } from './register-form';

function renderRegister() {
  const view = renderScreen(<RegisterForm requested={undefined} />, { path: '/register' });
  const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
  return {
    ...view,
    email: field(copy.register.emailLabel),
    password: field(copy.register.passwordLabel),
    confirm: field(copy.register.confirmLabel),
    passphrase: field(copy.register.passphraseLabel),
  };
}

type Filled = ReturnType<typeof renderRegister>;

async function fill({ user, email, password, confirm, passphrase }: Filled, confirmWith = 'himitsu-123') {
  await user.type(email, 'hanako@example.jp');
  await user.type(password, 'himitsu-123');
  await user.type(confirm, confirmWith);
  await user.type(passphrase, 'さくら');
}

describe('RegisterForm', () => {
  it('shows the password rules beside the field from the start, tied to it for screen readers', () => {
    fakeApi();
    const { password } = renderRegister();
    const hint = screen.getByText(passwordRulesHint);
    expect(password.getAttribute('aria-describedby')?.split(' ')).toContain(hint.id);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('stops two different passwords before sending, at the confirmation field', async () => {
    const api = fakeApi();
    const view = renderRegister();
    await fill(view, 'himitsu-124');
    await view.user.click(screen.getByRole('button', { name: copy.register.submit }));

    expect(screen.getByRole('alert').textContent).toBe(copy.register.mismatch);
    expect(view.confirm.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(view.confirm);
    expect(api.sent).toHaveLength(0);
  });

  it('marks the passphrase when the server says it is wrong (401), and the e-mail when it is taken (409)', async () => {
    const api = fakeApi();
    api.answer(apiPaths.register, 401, { message: copy.register.wrongPassphrase, field: 'passphrase' });
    api.answer(apiPaths.register, 409, { message: copy.register.emailTaken, field: 'email' });
    const view = renderRegister();
    await fill(view);
    await view.user.click(screen.getByRole('button', { name: copy.register.submit }));

    expect((await screen.findByRole('alert')).textContent).toBe(copy.register.wrongPassphrase);
    expect(view.passphrase.getAttribute('aria-invalid')).toBe('true');
    expect(view.email.getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(view.passphrase);

    await view.user.click(screen.getByRole('button', { name: copy.register.submit }));
    await waitFor(() => expect(view.email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('alert').textContent).toBe(copy.register.emailTaken);
    expect(view.passphrase.getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(view.email);
  });

  it('sends the name she may give, for her display name', async () => {
    const api = fakeApi();
    api.answer(apiPaths.register, 201, { message: '' });
    const view = renderRegister();
    await view.user.type(screen.getByLabelText(copy.register.displayNameLabel, { exact: true }), 'はなこ');
    await fill(view);
    await view.user.click(screen.getByRole('button', { name: copy.register.submit }));

    await screen.findByRole('status');
    expect(api.sent[0]?.body).toMatchObject({ displayName: 'はなこ', email: 'hanako@example.jp' });
  });

  it('shows the success message and sends no second time', async () => {
    const api = fakeApi();
    api.answer(apiPaths.register, 201, { message: '' });
    const view = renderRegister();
    await fill(view);
    await view.user.click(screen.getByRole('button', { name: copy.register.submit }));

    expect((await screen.findByRole('status')).textContent).toBe(copy.register.success);
    const button = screen.getByRole('button', { name: copy.register.submit });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await view.user.click(button);
    expect(api.sent).toHaveLength(1);
  });
});
