import type { QueryClient } from '@tanstack/react-query';
import type { AdminMember, AdminMemberList } from '#shared/schemas/admin.js';
import { memberKeys } from '../query-keys';

/**
 * A member changed (or went, `member` null): every page shown is corrected at once, then asked
 * again, since a change may move her in or out of a filter or across pages.
 */
export function memberChanged(queryClient: QueryClient, id: string, member: AdminMember | null) {
  queryClient.setQueriesData<AdminMemberList>({ queryKey: memberKeys.lists() }, (list) =>
    list
      ? {
          ...list,
          items: member
            ? list.items.map((item) => (item.id === id ? member : item))
            : list.items.filter((item) => item.id !== id),
        }
      : list,
  );
  return queryClient.invalidateQueries({ queryKey: memberKeys.lists() });
}
