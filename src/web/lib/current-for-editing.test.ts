import { QueryClient, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentForEditing } from './current-for-editing';

const key = ['settings'] as const;

function clientWithKept(value: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  queryClient.setQueryData(key, value);
  return queryClient;
}

describe('currentForEditing: a form opens on what the server holds now', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('waits for the new answer when another screen marked the kept one stale', async () => {
    const queryClient = clientWithKept('21:00');
    await queryClient.invalidateQueries({ queryKey: key, refetchType: 'none' });
    await currentForEditing(queryClient, { queryKey: key, queryFn: async () => '20:00' });
    expect(queryClient.getQueryData(key)).toBe('20:00');
  });

  it('asks nothing when the kept answer is fresh', async () => {
    const queryClient = clientWithKept('21:00');
    const queryFn = vi.fn(async () => '20:00');
    await currentForEditing(queryClient, { queryKey: key, queryFn });
    expect(queryFn).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(key)).toBe('21:00');
  });

  it('drops a stale answer it could not replace, so the form does not fill from it', async () => {
    const queryClient = clientWithKept('21:00');
    await queryClient.invalidateQueries({ queryKey: key, refetchType: 'none' });
    await currentForEditing(queryClient, {
      queryKey: key,
      queryFn: async () => {
        throw new Error('server down');
      },
    });
    expect(queryClient.getQueryData(key)).toBeUndefined();
  });

  it('does not wait offline: the screen opens at once, without the stale answer', async () => {
    const queryClient = clientWithKept('21:00');
    await queryClient.invalidateQueries({ queryKey: key, refetchType: 'none' });
    onlineManager.setOnline(false);
    const queryFn = vi.fn(async () => '20:00');
    await currentForEditing(queryClient, { queryKey: key, queryFn });
    expect(queryFn).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(key)).toBeUndefined();
  });
});
