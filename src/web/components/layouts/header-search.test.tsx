import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, RouterProvider, createMemoryRouter, useLocation } from 'react-router';
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

describe('HeaderSearch in the member frame, across pages', () => {
  function renderFrame() {
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <HeaderSearch />
              <Outlet />
            </>
          ),
          children: [
            { path: '/member', element: <p>新着</p> },
            { path: paths.member.search, element: <p>検索結果</p> },
          ],
        },
      ],
      { initialEntries: [`${paths.member.search}?q=${encodeURIComponent('ヨガ')}`] },
    );
    render(<RouterProvider router={router} />);
    const field = screen.getByRole('searchbox', { name: copy.member.searchLabel }) as HTMLInputElement;
    return { router, field, user: userEvent.setup() };
  }

  it('shows the words of each results page, and none elsewhere', async () => {
    const { router } = renderFrame();
    const words = () =>
      (screen.getByRole('searchbox', { name: copy.member.searchLabel }) as HTMLInputElement).value;
    expect(words()).toBe('ヨガ');
    await act(() => router.navigate(`${paths.member.search}?q=${encodeURIComponent('ストレッ')}`));
    expect(words()).toBe('ストレッ');
    await act(() => router.navigate('/member'));
    expect(words()).toBe('');
  });

  it('shows the next page’s words over words she typed and left (she tapped elsewhere)', async () => {
    const { router, field, user } = renderFrame();
    await user.clear(field);
    await user.type(field, 'ストレッチ');
    await user.click(screen.getByText('検索結果'));
    await act(() => router.navigate(`${paths.member.search}?q=${encodeURIComponent('きん')}`));
    expect(field.value).toBe('きん');
    await act(() => router.navigate('/member'));
    expect(field.value).toBe('');
  });

  it('keeps what she typed while the next results page arrives', async () => {
    const { router, field, user } = renderFrame();
    await user.clear(field);
    await user.type(field, 'すとれっち');
    // The page of the words sent a moment before comes only now.
    await act(() => router.navigate(`${paths.member.search}?q=${encodeURIComponent('筋肉量')}`));
    expect(field.value).toBe('すとれっち');
    expect(screen.getByRole('searchbox', { name: copy.member.searchLabel })).toBe(field);
  });
});
