import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import { fakeApi } from '#web/testing/fake-api';
import { renderScreen } from '#web/testing/render-screen';
import { StaffInviteForm } from './staff-invite-form';

const words = copy.staff;

function renderForm() {
  const view = renderScreen(<StaffInviteForm />, { path: '/admin/staff' });
  return {
    ...view,
    email: screen.getByLabelText(words.emailLabel, { exact: true }) as HTMLInputElement,
    role: screen.getByLabelText(words.roleLabel, { exact: true }) as HTMLSelectElement,
  };
}

describe('StaffInviteForm', () => {
  it('offers 編集者 first and says what the chosen role may do', async () => {
    fakeApi();
    const view = renderForm();
    expect(view.role.value).toBe('editor');
    expect(screen.getByText(words.roleHints.editor)).toBeTruthy();
    await view.user.selectOptions(view.role, words.roles.owner);
    expect(screen.getByText(words.roleHints.owner)).toBeTruthy();
  });

  it('stops a bad address before sending, at the address field', async () => {
    const api = fakeApi();
    const view = renderForm();
    await view.user.type(view.email, 'hanako@');
    await view.user.click(screen.getByRole('button', { name: words.inviteSubmit }));
    expect(screen.getByRole('alert').textContent).toBe(copy.register.badEmail);
    expect(view.email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(view.email);
    expect(api.sent).toHaveLength(0);
  });

  it('sends the address and role, says so, and empties the address for the next person', async () => {
    const api = fakeApi();
    api.answer(apiPaths.adminStaffInvitations, 201, {
      message: words.invited('sakura@example.jp', 7),
      invitation: {},
    });
    const view = renderForm();
    await view.user.type(view.email, 'sakura@example.jp');
    await view.user.selectOptions(view.role, words.roles.owner);
    await view.user.click(screen.getByRole('button', { name: words.inviteSubmit }));

    expect((await screen.findByRole('status')).textContent).toBe(words.invited('sakura@example.jp', 7));
    expect(api.sent.filter((request) => request.path === apiPaths.adminStaffInvitations)).toEqual([
      {
        method: 'POST',
        path: apiPaths.adminStaffInvitations,
        body: { email: 'sakura@example.jp', role: 'owner' },
      },
    ]);
    expect(view.email.value).toBe('');
    expect(view.role.value).toBe('owner');
  });
});
