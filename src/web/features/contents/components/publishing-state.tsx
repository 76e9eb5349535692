import { copy } from '#shared/copy.js';
import type { AdminContent } from '#shared/schemas/admin.js';
import type { ContentDetail } from '#shared/schemas/contents.js';
import { formatDateTime } from '#web/lib/format-date';

// 下書き / 予約 2026年12月1日 7:00 / 公開, for staff (docs/decisions/0019-scheduled-posts.md).

/** "予約 2026年12月1日 7:00": the state staff read in the list. */
export function publishingLabel(content: Pick<AdminContent, 'state' | 'publishedAt'>): string {
  if (content.state !== 'scheduled') return copy.publishing.states[content.state];
  const [date, time] = formatDateTime(content.publishedAt);
  return copy.publishing.scheduledAt(date, time.replace(/^0/, ''));
}

/** The band on the member page when staff open a content members cannot see yet. */
export function PreviewBanner({ preview }: { preview: NonNullable<ContentDetail['preview']> }) {
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
