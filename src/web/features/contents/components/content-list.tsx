import { useId, useState } from 'react';
import { Link } from 'react-router';
import { categoryLabels } from '#shared/categories.js';
import { copy } from '#shared/copy.js';
import type { AdminContent } from '#shared/schemas/admin.js';
import { QueryProblem } from '#web/components/query-problem';
import { buttonClassName } from '#web/components/ui/button-class';
import { Button } from '#web/components/ui/button';
import { Spinner } from '#web/components/ui/spinner';
import { StatusMessage, useStatusMessage } from '#web/components/ui/status-message';
import { errorMessage } from '#web/lib/api-client';
import { formatDay } from '#web/lib/format-date';
import { useAdminContents } from '../api/get-admin-contents';
import { useDeleteContent } from '../api/delete-content';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { RemoveSamples } from './remove-samples';
import { SampleMark } from './sample-mark';
import './content-list.css';

type ContentListProps = {
  /** The address of a content's edit screen. */
  editPath: (id: string) => string;
  /** A message from the screen before (e.g. コンテンツを投稿しました). */
  notice?: string | undefined;
};

/** コンテンツ一覧: every content, newest date first, with 編集 and 削除 (after a confirmation). */
export function ContentList({ editPath, notice }: ContentListProps) {
  const contents = useAdminContents();
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
      {contents.isError && (
        <QueryProblem
          error={contents.error}
          onRetry={() => void contents.refetch()}
          retrying={contents.isFetching}
        />
      )}
      {contents.isPending ? (
        <Spinner />
      ) : contents.data && contents.data.items.length === 0 ? (
        <p className="admin-empty">{copy.admin.list.empty}</p>
      ) : contents.data ? (
        <ul className="list-stack">
          {contents.data.items.map((content) => (
            <ContentRow
              key={content.id}
              content={content}
              editPath={editPath(content.id)}
              onDelete={() => setDeleting(content)}
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
  onDelete,
}: {
  content: AdminContent;
  editPath: string;
  onDelete: () => void;
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
        <div>
          <dt>{copy.admin.labels.viewCount}</dt>
          <dd>{content.viewCount.toLocaleString('ja-JP')}</dd>
        </div>
      </dl>
      <div className="admin-content-list__actions">
        <Link to={editPath} className={buttonClassName({ variant: 'secondary' })} aria-describedby={titleId}>
          {copy.admin.buttons.edit}
        </Link>
        <Button variant="ghost" onClick={onDelete} aria-haspopup="dialog" aria-describedby={titleId}>
          {copy.admin.buttons.delete}
        </Button>
      </div>
    </li>
  );
}
