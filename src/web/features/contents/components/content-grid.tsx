import type { ContentCard as Card } from '#shared/schemas/contents.js';
import { SkeletonList, SkeletonPictureAndText } from '#web/components/loading-skeleton';
import { ContentCard, type HeadingLevel } from './content-card';
import './content-card.css';

type ContentGridProps = { cards: readonly Card[]; headingLevel?: HeadingLevel };

export function ContentGrid({ cards, headingLevel }: ContentGridProps) {
  return (
    <ul className="content-grid">
      {cards.map((card) => (
        <li key={card.id}>
          <ContentCard card={card} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/** Grey cards in place of the real ones while they load; busy for assistive technology. */
export function ContentGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <SkeletonList count={count} className="content-grid">
      <div className="content-card content-card--skeleton">
        <SkeletonPictureAndText textClassName="content-card__body" />
      </div>
    </SkeletonList>
  );
}
