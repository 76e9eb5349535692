import { Link } from 'react-router';
import { copy } from '#shared/copy.js';
import { LineIcon } from '#web/components/ui/line-icon';
import { paths } from '#web/config/paths';
import { useUnread } from '../api/get-unread';
import './notices-link.css';

function BellIcon() {
  return (
    <LineIcon size={22}>
      <path d="M6 9a6 6 0 0 1 12 0c0 5 2 6.5 2 6.5H4S6 14 6 9z" />
      <path d="M10 19a2 2 0 0 0 4 0" />
    </LineIcon>
  );
}

/**
 * お知らせ in the header, with her unread count (members; a guest keeps no read state): unread
 * notices and staff replies to her comments, both listed on the お知らせ page.
 */
export function NoticesLink({ isMember }: { isMember: boolean }) {
  const unread = useUnread({ enabled: isMember });
  const count = isMember ? (unread.data?.notices ?? 0) + (unread.data?.replies ?? 0) : 0;
  return (
    <Link to={paths.member.notices} className="pill notices-link">
      <BellIcon />
      <span className="notices-link__label">{copy.notices.heading}</span>
      {count > 0 && (
        <>
          <span className="notices-link__count" aria-hidden="true">
            {count}
          </span>
          <span className="visually-hidden">{copy.notices.unreadSuffix(count)}</span>
        </>
      )}
    </Link>
  );
}
