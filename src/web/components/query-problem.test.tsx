import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { copy } from '#shared/copy.js';
import { QueryProblem } from './query-problem';

const failed = (more: object = {}) => ({
  error: new Error('boom'),
  isFetching: false,
  refetch: vi.fn(() => Promise.resolve()),
  ...more,
});

describe('QueryProblem', () => {
  it('再読み込み loads the list again', async () => {
    const query = failed();
    render(<QueryProblem query={query} />);
    await userEvent.setup().click(screen.getByRole('button', { name: copy.site.retry }));
    expect(query.refetch).toHaveBeenCalledOnce();
  });

  it('asks only for the page that failed of a paged list', async () => {
    const fetchNextPage = vi.fn(() => Promise.resolve());
    const query = failed({ isFetchNextPageError: true, fetchNextPage });
    render(<QueryProblem query={query} />);
    await userEvent.setup().click(screen.getByRole('button', { name: copy.site.retry }));
    expect(fetchNextPage).toHaveBeenCalledOnce();
    expect(query.refetch).not.toHaveBeenCalled();
  });

  it('while loading again, says so and does not ask twice', async () => {
    const query = failed({ isFetching: true });
    render(<QueryProblem query={query} />);
    const button = screen.getByRole('button', { name: copy.site.loading });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await userEvent.setup().click(button);
    expect(query.refetch).not.toHaveBeenCalled();
  });
});
