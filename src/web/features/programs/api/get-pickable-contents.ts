import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { AdminContentList } from '#shared/schemas/admin.js';
import { apiRequest } from '#web/lib/api-client';
import { programKeys } from '../query-keys';

export type PickableContent = { id: string; title: string };

/** Every existing content (the staff list), to pick a day's contents from by search. */
export async function getPickableContents(signal?: AbortSignal): Promise<PickableContent[]> {
  const list = await apiRequest<AdminContentList>(apiPaths.adminContents, { signal });
  return list.items.map((item) => ({ id: item.id, title: item.title }));
}

export const pickableContentsQueryOptions = queryOptions({
  queryKey: programKeys.admin.pickableContents(),
  queryFn: ({ signal }) => getPickableContents(signal),
});

export function usePickableContents() {
  return useQuery(pickableContentsQueryOptions);
}
