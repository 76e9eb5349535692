import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { copy } from '#shared/copy.js';
import { paths } from '#web/config/paths';
import { HeaderSearch } from './header-search';

// The header's search field checks the word limit (src/shared/checks/search-checks.ts) before
// sending, with the server's message, and keeps what she typed.

function WhereNow() {
  const location = useLocation();
  return <p data-testid="where-now">{`${location.pathname}${location.search}`}</p>;
}

function renderHeader() {
  const frame = (
    <>
      <HeaderSearch />
      <WhereNow />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/member', element: frame },
      { path: paths.member.search, element: frame },
    ],
    { initialEntries: ['/member'] },
  );
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

describe('HeaderSearch', () => {
  it('refuses nine words before sending, keeps them in the field, and sends eight', async () => {
    const user = renderHeader();
    const field = screen.getByRole('searchbox', { name: copy.member.searchLabel });
    const nine = 'ヨガ 朝 夜 呼吸 肩 腰 首 背中 脚';
    await user.type(field, nine);
    await user.click(screen.getByRole('button', { name: copy.member.searchSubmit }));
    expect(screen.getByRole('alert').textContent).toBe(copy.member.searchTooManyWords(8));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect((field as HTMLInputElement).value).toBe(nine);
    expect(screen.getByTestId('where-now').textContent).toBe('/member');

    await user.clear(field);
    await user.type(field, 'ヨガ 朝 夜 呼吸 肩 腰 首 背中');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: copy.member.searchSubmit }));
    await waitFor(() =>
      expect(screen.getByTestId('where-now').textContent).toBe(
        `${paths.member.search}?q=${encodeURIComponent('ヨガ 朝 夜 呼吸 肩 腰 首 背中').replace(/%20/g, '+')}`,
      ),
    );
  });
});
