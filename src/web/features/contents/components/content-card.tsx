import { Link } from 'react-router';
import { categoryLabels } from '#shared/categories.js';
import { copy } from '#shared/copy.js';
import type { ContentCard as Card } from '#shared/schemas/contents.js';
import { ContentThumbnail } from '#web/components/content-thumbnail';
import { WatchProgressBar, WatchProgressLabel } from '#web/components/watch-progress';
import { paths } from '#web/config/paths';
import { formatDay } from '#web/lib/format-date';
import './content-card.css';

export type HeadingLevel = 2 | 3 | 4;

const badgeKeys = ['new', 'featured', 'popular'] as const;

/**
 * One content in a list. The link is the title (so its name is what it shows); it stretches over
 * the whole card, so a tap anywhere on the card opens the content.
 */
export function ContentCard({ card, headingLevel = 3 }: { card: Card; headingLevel?: HeadingLevel }) {
  const Heading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2]!;
  const badges = badgeKeys.filter((key) => card.badges[key]);

  return (
    <article className="content-card">
      <div className="content-card__media">
        <ContentThumbnail url={card.thumbnailUrl} type={card.type} category={card.category} />
        <WatchProgressBar contentId={card.id} />
      </div>
      <div className="content-card__body">
        <Heading className="content-card__title">
          <Link to={paths.member.content(card.id)} className="content-card__link">
            {card.title}
          </Link>
        </Heading>
        <p className="content-card__labels">
          <span className={`content-card__type content-card__type--${card.type}`}>
            {copy.member.types[card.type]}
          </span>
          {badges.map((key) => (
            <span key={key} className={`badge badge--${key}`}>
              {copy.member.badges[key]}
            </span>
          ))}
          {card.liveLessonDate && <span className="badge badge--live">{copy.live.archive}</span>}
          <WatchProgressLabel contentId={card.id} />
        </p>
        <p className="content-card__meta">
          <time dateTime={card.date}>{formatDay(card.date)}</time>
          <span>{categoryLabels[card.category]}</span>
          <span>{copy.member.viewCount(card.viewCount)}</span>
        </p>
      </div>
    </article>
  );
}
