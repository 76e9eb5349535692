import { useMemo, type ReactNode } from 'react';
import { WatchProgressProvider, type CardProgress } from '#web/components/watch-progress';
import { useProgressList } from '../api/get-progress-list';

/** Gives every card and history item below it the member's progress (nothing for guests). */
export function ProgressMarksProvider({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const list = useProgressList({ enabled });
  const lookup = useMemo(() => {
    const byContent = new Map<string, CardProgress>(
      (enabled ? (list.data?.items ?? []) : []).map((item) => [item.contentId, item]),
    );
    return (contentId: string) => byContent.get(contentId);
  }, [enabled, list.data]);
  return <WatchProgressProvider lookup={lookup}>{children}</WatchProgressProvider>;
}
