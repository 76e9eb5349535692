import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import type { Notice, NoticeList as NoticeListData } from '#shared/schemas/notices.js';
import { fakeApi } from '#web/testing/fake-api';
import { renderScreen } from '#web/testing/render-screen';
import { NoticeList } from './notice-list';

const notice = (id: string, title: string, read: boolean): Notice => ({
  id,
  title,
  body: `<p>${title}の本文</p>`,
  publishedAt: '2026-11-26T03:00:00.000Z',
  pinned: false,
  read,
});

const list: NoticeListData = {
  items: [notice('n-2', '新しいお知らせ', false), notice('n-1', '前のお知らせ', true)],
  highlightId: 'n-2',
};

describe('NoticeList', () => {
  it('marks what she has not read as read once, and keeps its 未読 mark for the visit', async () => {
    const api = fakeApi();
    api.answer(apiPaths.notices, 200, list);
    api.answer(apiPaths.noticesRead, 200, { notices: 0 });
    renderScreen(<NoticeList isMember renderBody={(html) => <div>{html}</div>} />, {
      path: '/member/notices',
    });

    const fresh = await screen.findByRole('heading', { name: '新しいお知らせ' });
    expect(fresh.closest('article')?.textContent).toContain(copy.notices.unread);
    expect(
      screen.getByRole('heading', { name: '前のお知らせ' }).closest('article')?.textContent,
    ).not.toContain(copy.notices.unread);
    const reads = () => api.sent.filter((request) => request.path === apiPaths.noticesRead);
    await expect.poll(() => reads().length).toBe(1);
    expect(reads()[0]?.body).toEqual({ ids: ['n-2'] });
  });

  it('marks nothing for a guest, who keeps no read state', async () => {
    const api = fakeApi();
    api.answer(apiPaths.notices, 200, {
      ...list,
      items: list.items.map((item) => ({ ...item, read: true })),
    });
    renderScreen(<NoticeList isMember={false} renderBody={(html) => <div>{html}</div>} />, {
      path: '/member/notices',
    });
    await screen.findByRole('heading', { name: '新しいお知らせ' });
    expect(screen.queryByText(copy.notices.unread)).toBeNull();
    expect(api.sent.filter((request) => request.path === apiPaths.noticesRead)).toEqual([]);
  });
});
