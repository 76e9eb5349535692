import { Link } from 'react-router';
import { copy } from '#shared/copy.js';
import type { HistoryList as History } from '#shared/schemas/contents.js';
import { ContentThumbnail } from '#web/components/content-thumbnail';
import { WatchProgressBar, WatchProgressLabel } from '#web/components/watch-progress';
import { paths } from '#web/config/paths';
import { formatDateTime } from '#web/lib/format-date';
import './history-list.css';

/** Viewed contents, newest first: picture, title, how far she watched and when, each a link to the content. */
export function HistoryList({ items }: { items: History['items'] }) {
  return (
    <ol className="list-stack">
      {items.map(({ content, viewedAt }) => {
        const [date, time] = formatDateTime(viewedAt);
        return (
          <li key={content.id}>
            <Link to={paths.member.content(content.id)} className="history-item">
              <span className="history-item__media">
                <ContentThumbnail
                  url={content.thumbnailUrl}
                  type={content.type}
                  category={content.category}
                  className="history-item__thumbnail"
                />
                <WatchProgressBar contentId={content.id} />
              </span>
              <span className="history-item__text">
                <span className="history-item__title">{content.title}</span>
                <WatchProgressLabel contentId={content.id} />
                <time dateTime={viewedAt} className="history-item__when">
                  {copy.history.viewedAt(date, time)}
                </time>
              </span>
            </Link>
          </li>
        );
      })}
    </ol>
  );
}
