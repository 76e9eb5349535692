import type { ReactNode } from 'react';
import { copy } from '#shared/copy.js';
import type { Notice } from '#shared/schemas/notices.js';
import { formatDateTime } from '#web/lib/format-date';
import './notice-card.css';

export type RenderNoticeBody = (html: string) => ReactNode;

type NoticeCardProps = {
  notice: Notice;
  /** The heading level of the title where the card stands. */
  headingLevel: 2 | 3;
  renderBody: RenderNoticeBody;
  /** Shown unread in this visit (the list marks it read as she opens it). */
  unread: boolean;
};

/** One notice: its title (always text), the day it went out, 固定 and 未読 marks, the body. */
export function NoticeCard({ notice, headingLevel, renderBody, unread }: NoticeCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const [date] = formatDateTime(notice.publishedAt);
  return (
    <article className="panel notice-card" id={`notice-${notice.id}`}>
      <p className="notice-card__meta">
        <time dateTime={notice.publishedAt}>{date}</time>
        {notice.pinned && <span className="notice-card__mark">{copy.notices.pinned}</span>}
        {unread && <span className="notice-card__mark notice-card__mark--unread">{copy.notices.unread}</span>}
      </p>
      <Heading className="notice-card__title">{notice.title}</Heading>
      <div className="notice-card__body">{renderBody(notice.body)}</div>
    </article>
  );
}
