import { copy } from '#shared/copy.js';
import type { Preview, PublishingState } from '#shared/schemas/publishing.js';
import { formatDateTime } from '#web/lib/format-date';
import './publishing.css';

// 下書き / 予約 2026年12月1日 7:00 / 公開, for staff, on contents and programs alike
// (docs/decisions/0019-scheduled-posts.md).

type Stated = { state: PublishingState; publishedAt: string };

/** "予約 2026年12月1日 7:00": the state staff read in a list. */
export function publishingLabel(item: Stated): string {
  if (item.state !== 'scheduled') return copy.publishing.states[item.state];
  const [date, time] = formatDateTime(item.publishedAt);
  return copy.publishing.scheduledAt(date, time.replace(/^0/, ''));
}

/** The state in a staff list, 下書き and 予約 marked out. */
export function PublishingStateText({ item }: { item: Stated }) {
  return <span className={`publishing-state--${item.state}`}>{publishingLabel(item)}</span>;
}

/** The band on a member page when staff open an item members cannot see yet. */
export function PreviewBanner({ preview }: { preview: Preview }) {
  const text =
    preview.status === 'draft'
      ? copy.publishing.previewBanner.draft
      : copy.publishing.previewBanner.scheduled(formatDateTime(preview.publishedAt).join(' '));
  return (
    <p className="preview-banner" role="note">
      {text}
    </p>
  );
}
