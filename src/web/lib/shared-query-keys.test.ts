import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { isSessionQuery, sessionQueryKey, siteSettingsQueryKey } from './shared-query-keys';

describe('isSessionQuery', () => {
  it('tells the session apart from every other cached answer', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(sessionQueryKey, { state: 'unauthenticated' });
    queryClient.setQueryData(siteSettingsQueryKey, {});
    queryClient.setQueryData(['contents', 'detail', 'session'], {});

    const sessions = queryClient.getQueryCache().findAll({ predicate: isSessionQuery });

    expect(sessions.map((query) => query.queryKey)).toEqual([sessionQueryKey]);
  });
});
