import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import { fakeApi } from '#web/testing/fake-api';
import { renderScreen } from '#web/testing/render-screen';
import { LoginForm } from './login-form';

function renderLogin() {
  const view = renderScreen(<LoginForm destination="/member" requested={undefined} />, { path: '/login' });
  const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
  return {
    ...view,
    email: field(copy.login.emailLabel),
    password: field(copy.login.passwordLabel),
    passphrase: field(copy.login.passphraseLabel),
  };
}

const session = { session: { kind: 'member' }, next: 'member' };

describe('LoginForm', () => {
  it('sends nothing while the e-mail is empty: marks it, says so and puts the keyboard there', async () => {
    const api = fakeApi();
    const { user, email } = renderLogin();
    await user.click(screen.getByRole('button', { name: copy.login.submit }));

    expect(screen.getByRole('alert').textContent).toBe(copy.login.missingField);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    expect(api.sent).toHaveLength(0);
  });

  it('shows the passphrase as typed, so a kana keyboard works; the password stays hidden until asked', async () => {
    fakeApi();
    const { user, password, passphrase } = renderLogin();
    expect(passphrase.type).toBe('text');
    expect(password.type).toBe('password');
    await user.type(passphrase, 'くもかめ5839');
    expect(passphrase.value).toBe('くもかめ5839');
    await user.click(
      screen.getByRole('button', { name: copy.secretField.showNamed(copy.login.passwordLabel) }),
    );
    expect(password.type).toBe('text');
    await user.click(
      screen.getByRole('button', { name: copy.secretField.hideNamed(copy.login.passphraseLabel) }),
    );
    expect(passphrase.type).toBe('password');
  });

  it('shows it is working while the server answers, then goes where she asked', async () => {
    const api = fakeApi();
    api.answer(apiPaths.login, 200, session);
    const release = api.hold(apiPaths.login);
    const { user, email, password, passphrase } = renderLogin();
    await user.type(email, 'hanako@example.jp');
    await user.type(password, 'himitsu-123');
    await user.type(passphrase, 'さくら');
    await user.click(screen.getByRole('button', { name: copy.login.submit }));

    const working = await screen.findByRole('button', { name: copy.site.working });
    expect(working.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe(copy.login.workingNote);
    release();
    await screen.findByText('/member');
    expect(api.sent).toEqual([
      {
        method: 'POST',
        path: apiPaths.login,
        body: { email: 'hanako@example.jp', password: 'himitsu-123', passphrase: 'さくら' },
      },
    ]);
  });

  it('marks the passphrase the server refused, and offers a guest visit when it was right', async () => {
    const api = fakeApi();
    const refused = 'メールアドレスまたはパスワードが違います';
    api.answer(apiPaths.login, 401, { message: refused, guestAvailable: true });
    api.answer(apiPaths.login, 400, { message: '合言葉が違います', field: 'passphrase' });
    const { user, email, password, passphrase } = renderLogin();
    await user.type(email, 'hanako@example.jp');
    await user.type(password, 'chigau');
    await user.type(passphrase, 'さくら');
    await user.click(screen.getByRole('button', { name: copy.login.submit }));

    expect((await screen.findByRole('alert')).textContent).toContain(refused);
    expect(screen.getByRole('button', { name: copy.login.guestFallback })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: copy.login.submit }));
    await screen.findByText('合言葉が違います', { selector: '.alert__message' });
    expect(passphrase.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(passphrase);
    expect(screen.queryByRole('button', { name: copy.login.guestFallback })).toBeNull();
  });
});
