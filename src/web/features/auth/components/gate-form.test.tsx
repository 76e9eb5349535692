import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import { fakeApi } from '#web/testing/fake-api';
import { renderScreen } from '#web/testing/render-screen';
import { GateForm } from './gate-form';

describe('GateForm', () => {
  it('shows the passphrase as she types it in kana, hides it on request, and sends it as typed', async () => {
    const api = fakeApi();
    api.answer(apiPaths.gate, 200, {
      state: 'authenticated',
      kind: 'guest',
      expiresAt: '2026-11-30T14:59:59.999Z',
    });
    const { user } = renderScreen(<GateForm destination="/member" requested={undefined} />, {
      path: '/password',
    });
    const passphrase = screen.getByLabelText(copy.gate.label, { exact: true }) as HTMLInputElement;
    expect(passphrase.type).toBe('text');
    expect(passphrase.getAttribute('autocomplete')).toBe('off');
    // Told under the field that kana and width do not matter.
    expect(passphrase.getAttribute('aria-describedby') ?? '').not.toBe('');
    const described = (passphrase.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain(copy.site.passphraseHint);

    await user.type(passphrase, 'くもかめ5839');
    await user.click(screen.getByRole('button', { name: copy.secretField.hideNamed(copy.gate.label) }));
    expect(passphrase.type).toBe('password');
    expect(
      screen.getByRole('button', { name: copy.secretField.showNamed(copy.gate.label) }).textContent,
    ).toBe(copy.secretField.show);

    await user.click(screen.getByRole('button', { name: copy.gate.submit }));
    await screen.findByText('/member');
    expect(api.sent.map((request) => request.body)).toEqual([{ passphrase: 'くもかめ5839' }]);
  });
});
