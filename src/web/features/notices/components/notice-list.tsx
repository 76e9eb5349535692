import { useEffect, useState } from 'react';
import { copy } from '#shared/copy.js';
import { EmptyState } from '#web/components/empty-state';
import { QueryProblem } from '#web/components/query-problem';
import { Spinner } from '#web/components/ui/spinner';
import { useNotices } from '../api/get-notices';
import { useMarkNoticesRead } from '../api/mark-notices-read';
import { NoticeCard, type RenderNoticeBody } from './notice-card';
import './notice-list.css';

/**
 * Every notice, newest first. Opening the list reads them: her unread ones are marked read (the
 * header count goes), and keep their 未読 mark for this visit so she sees which were new.
 */
export function NoticeList({ renderBody, isMember }: { renderBody: RenderNoticeBody; isMember: boolean }) {
  const notices = useNotices();
  const markRead = useMarkNoticesRead();
  // The ids unread when the list first came, kept for the visit.
  const [newOnes, setNewOnes] = useState<ReadonlySet<string> | null>(null);
  const { mutate } = markRead;

  useEffect(() => {
    if (!isMember || !notices.data || newOnes !== null) return;
    const unread = notices.data.items.filter((item) => !item.read).map((item) => item.id);
    setNewOnes(new Set(unread));
    if (unread.length > 0) mutate(unread);
  }, [isMember, notices.data, newOnes, mutate]);

  if (notices.isError && !notices.data) {
    return <QueryProblem query={notices} />;
  }
  if (!notices.data) return <Spinner />;
  if (notices.data.items.length === 0) return <EmptyState>{copy.notices.empty}</EmptyState>;
  return (
    <ul className="notice-list">
      {notices.data.items.map((notice) => (
        <li key={notice.id}>
          <NoticeCard
            notice={notice}
            headingLevel={2}
            renderBody={renderBody}
            unread={newOnes?.has(notice.id) ?? !notice.read}
          />
        </li>
      ))}
    </ul>
  );
}
