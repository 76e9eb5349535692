import { SkeletonList, SkeletonPictureAndText } from '#web/components/loading-skeleton';
import './history-list.css';

/** Grey rows in place of the history while it loads. */
export function HistoryListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <SkeletonList count={count} className="list-stack" itemClassName="history-item history-item--skeleton">
      <SkeletonPictureAndText textClassName="history-item__text" />
    </SkeletonList>
  );
}
