import { Link } from 'react-router';
import { useId } from 'react';
import { copy } from '#shared/copy.js';
import { paths } from '#web/config/paths';
import { useNotices } from '../api/get-notices';
import { NoticeCard, type RenderNoticeBody } from './notice-card';

/**
 * Home's お知らせ: the pinned one, else her newest unread one (a guest: the newest of the week);
 * nothing at all when there is none. She reads it, and marks it read, on the list.
 */
export function NoticeHighlight({ renderBody }: { renderBody: RenderNoticeBody }) {
  const headingId = useId();
  const notices = useNotices();
  const highlight = notices.data?.items.find((item) => item.id === notices.data?.highlightId);
  if (!highlight) return null;
  return (
    <section className="link-section" aria-labelledby={headingId}>
      <div className="link-section__head">
        <h2 id={headingId}>{copy.notices.homeHeading}</h2>
      </div>
      <NoticeCard notice={highlight} headingLevel={3} renderBody={renderBody} unread={!highlight.read} />
      <p>
        <Link to={paths.member.notices}>{copy.notices.toList}</Link>
      </p>
    </section>
  );
}
