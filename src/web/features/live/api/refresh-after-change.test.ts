import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { AdminLive } from '#shared/schemas/live.js';
import { sessionQueryKey, siteSettingsQueryKey } from '#web/lib/shared-query-keys';
import { liveKeys } from '../query-keys';
import { refreshAfterChange } from './refresh-after-change';

describe('refreshAfterChange', () => {
  it("writes the staff screen's answer and marks the member live screens and the settings stale", async () => {
    const queryClient = new QueryClient();
    for (const key of [
      liveKeys.overview(),
      liveKeys.mine(),
      liveKeys.admin(),
      siteSettingsQueryKey,
      sessionQueryKey,
    ]) {
      queryClient.setQueryData(key, { before: true });
    }
    const live = { after: true } as unknown as AdminLive;

    await refreshAfterChange(queryClient, { message: 'saved', live });

    const stale = (key: QueryKey) => queryClient.getQueryState(key)!.isInvalidated;
    expect(stale(liveKeys.overview())).toBe(true);
    expect(stale(liveKeys.mine())).toBe(true);
    expect(stale(siteSettingsQueryKey)).toBe(true);
    expect(queryClient.getQueryData(liveKeys.admin())).toEqual(live);
    expect(stale(liveKeys.admin())).toBe(false);
    expect(stale(sessionQueryKey)).toBe(false);
  });
});
