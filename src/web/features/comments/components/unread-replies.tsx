import { useId } from 'react';
import { Link } from 'react-router';
import { copy } from '#shared/copy.js';
import { paths } from '#web/config/paths';
import { useUnreadReplies } from '../api/get-unread-replies';

/**
 * あなたへの返信: the contents where staff answered her and she has not read it yet, each a link
 * to its comments (reading them there takes it off the header's count). Nothing when there is none.
 */
export function UnreadReplies({ isMember }: { isMember: boolean }) {
  const headingId = useId();
  const replies = useUnreadReplies({ enabled: isMember });
  const contents = isMember ? (replies.data?.contents ?? []) : [];
  if (contents.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="stack stack--space-2">
      <h2 id={headingId}>{copy.comments.repliesToYou}</h2>
      <ul>
        {contents.map((content) => (
          <li key={content.contentId}>
            <Link to={`${paths.member.content(content.contentId)}#comments`}>
              {copy.comments.repliesUnder(content.title, content.count)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
