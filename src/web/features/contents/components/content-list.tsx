import { useId, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { categoryLabels } from '#shared/categories.js';
import { copy } from '#shared/copy.js';
import type { AdminContent } from '#shared/schemas/admin.js';
import { PublishingStateText } from '#web/components/publishing/publishing-state';
import { StateFilter, stateFilters } from '#web/components/publishing/state-filter';
import { QueryProblem } from '#web/components/query-problem';
import { buttonClassName } from '#web/components/ui/button-class';
import { Button } from '#web/components/ui/button';
import { Spinner } from '#web/components/ui/spinner';
import { StatusMessage, useStatusMessage } from '#web/components/ui/status-message';
import { useListFilter } from '#web/hooks/use-list-filter';
import { errorMessage } from '#web/lib/api-client';
import { fromList } from '#web/lib/back-to-list';
import { formatDay } from '#web/lib/format-date';
import { useAdminContents } from '../api/get-admin-contents';
import { useDeleteContent } from '../api/delete-content';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { RemoveSamples } from './remove-samples';
import { SampleMark } from './sample-mark';
import './content-list.css';

/** An uploaded video's state in a row (drawn by the videos feature; the route composes). */
export type RenderVideoState = (video: NonNullable<AdminContent['video']>) => ReactNode;

type ContentListProps = {
  /** The address of a content's edit screen. */
  editPath: (id: string) => string;
  /** A message from the screen before (e.g. コンテンツを投稿しました). */
  notice?: string | undefined;
  /** The member page of a content, where staff preview a draft or a scheduled one. */
  previewPath: (id: string) => string;
  renderVideoState?: RenderVideoState | undefined;
};

/** コンテンツ一覧: every content, newest date first, with 編集 and 削除 (after a confirmation). */
export function ContentList({ editPath, notice, previewPath, renderVideoState }: ContentListProps) {
  const contents = useAdminContents();
  const [stateFilter, setStateFilter] = useListFilter('state', stateFilters, '');
  const { search } = useLocation();
  // The whole list is already here (the screen is not paged): filtering it needs no request.
  const shown = contents.data?.items.filter((item) => !stateFilter || item.state === stateFilter);
  const remove = useDeleteContent();
  const [deleting, setDeleting] = useState<AdminContent | null>(null);
  const { message, report } = useStatusMessage(notice ? { tone: 'success', text: notice } : undefined);

  const confirmDelete = () => {
    if (!deleting || remove.isPending) return;
    remove.mutate(deleting.id, {
      onSuccess: ({ message: text }) => {
        setDeleting(null);
        report('success', text || copy.admin.deleted);
      },
      onError: (error) => {
        setDeleting(null);
        report('error', errorMessage(error));
      },
    });
  };

  return (
    <>
      <StatusMessage message={message} />
      <RemoveSamples
        count={contents.data?.items.filter((content) => content.isSample).length ?? 0}
        report={report}
      />
      <StateFilter value={stateFilter} onChange={setStateFilter} />
      {contents.isError && <QueryProblem query={contents} />}
      {contents.isPending ? (
        <Spinner />
      ) : shown && shown.length === 0 ? (
        <p className="admin-empty">
          {stateFilter
            ? copy.publishing.noneInState(copy.publishing.states[stateFilter])
            : copy.admin.list.empty}
        </p>
      ) : shown ? (
        <ul className="list-stack">
          {shown.map((content) => (
            <ContentRow
              key={content.id}
              content={content}
              editPath={editPath(content.id)}
              listSearch={search}
              previewPath={previewPath(content.id)}
              onDelete={() => setDeleting(content)}
              renderVideoState={renderVideoState}
            />
          ))}
        </ul>
      ) : null}
      <ConfirmDeleteDialog
        content={deleting}
        working={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

function ContentRow({
  content,
  editPath,
  listSearch,
  previewPath,
  onDelete,
  renderVideoState,
}: {
  content: AdminContent;
  editPath: string;
  /** The list's query (its filter), handed to the edit screen for its way back. */
  listSearch: string;
  previewPath: string;
  onDelete: () => void;
  renderVideoState: RenderVideoState | undefined;
}) {
  const titleId = useId();
  return (
    <li className="admin-content-list__item">
      <h2 id={titleId} className="admin-content-list__title">
        {content.title}
      </h2>
      {(content.isFeatured || content.isSample) && (
        <p className="admin-content-list__badges">
          {content.isSample && <SampleMark />}
          {content.isFeatured && (
            <span className="admin-content-list__featured">{copy.admin.featuredMark}</span>
          )}
        </p>
      )}
      <dl className="admin-content-list__facts">
        <div>
          <dt>{copy.publishing.stateLegend}</dt>
          <dd>
            <PublishingStateText item={content} />
          </dd>
        </div>
        <div>
          <dt>{copy.admin.labels.date}</dt>
          <dd>
            <time dateTime={content.date}>{formatDay(content.date)}</time>
          </dd>
        </div>
        <div>
          <dt>{copy.admin.labels.category}</dt>
          <dd>{categoryLabels[content.category]}</dd>
        </div>
        <div>
          <dt>{copy.admin.labels.type}</dt>
          <dd>{copy.admin.types[content.type]}</dd>
        </div>
        {content.video && renderVideoState && (
          <div>
            <dt>{copy.videoUpload.stateLabel}</dt>
            <dd>{renderVideoState(content.video)}</dd>
          </div>
        )}
        <div>
          <dt>{copy.admin.labels.viewCount}</dt>
          <dd>{content.viewCount.toLocaleString('ja-JP')}</dd>
        </div>
      </dl>
      <div className="admin-content-list__actions">
        <Link
          to={editPath}
          state={fromList(listSearch)}
          className={buttonClassName({ variant: 'secondary' })}
          aria-describedby={titleId}
        >
          {copy.admin.buttons.edit}
        </Link>
        {content.state !== 'published' && (
          <Link
            to={previewPath}
            className={buttonClassName({ variant: 'secondary' })}
            aria-describedby={titleId}
          >
            {copy.publishing.preview}
          </Link>
        )}
        <Button variant="ghost" onClick={onDelete} aria-haspopup="dialog" aria-describedby={titleId}>
          {copy.admin.buttons.delete}
        </Button>
      </div>
    </li>
  );
}
