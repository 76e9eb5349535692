import { useId, useRef, useState } from 'react';
import { copy } from '#shared/copy.js';
import { emptyNoticeInput, type AdminNotice } from '#shared/schemas/notices.js';
import { EmptyState } from '#web/components/empty-state';
import { QueryProblem } from '#web/components/query-problem';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { Spinner } from '#web/components/ui/spinner';
import { StatusMessage, useStatusMessage } from '#web/components/ui/status-message';
import { errorMessage } from '#web/lib/api-client';
import { formatDateTime, formatDay } from '#web/lib/format-date';
import { useAdminNotices } from '../api/get-admin-notices';
import { useDeleteNotice } from '../api/delete-notice';
import type { RenderRichTextEditor } from '#web/components/form/rich-text-field';
import { NoticeForm, noticeInputOf } from './notice-form';
import './notice-admin.css';

/** お知らせ on the admin screen: write one (or edit one), and the list of all with their state. */
export function NoticeAdmin({ renderBodyEditor }: { renderBodyEditor: RenderRichTextEditor }) {
  const formHeadingId = useId();
  const listHeadingId = useId();
  const notices = useAdminNotices();
  const [editing, setEditing] = useState<AdminNotice | null>(null);
  // A new key gives a fresh form (and editor) after each save.
  const [formKey, setFormKey] = useState(0);
  const { message, report } = useStatusMessage();
  // Another notice to edit, or 編集をやめる, throws away what she typed: asked first.
  const formUnsaved = useRef<() => boolean>(() => false);
  const [switchingTo, setSwitchingTo] = useState<{ notice: AdminNotice | null } | null>(null);
  const editNext = (notice: AdminNotice | null) => {
    if (notice !== null && notice.id === editing?.id) return;
    if (formUnsaved.current()) setSwitchingTo({ notice });
    else setEditing(notice);
  };

  const saved = (text: string) => {
    setEditing(null);
    setFormKey((key) => key + 1);
    report('success', text);
  };

  return (
    <div className="notice-admin">
      <p>{copy.notices.admin.lead}</p>
      <StatusMessage message={message} />
      <section aria-labelledby={formHeadingId} className="notice-admin__section">
        <h2 id={formHeadingId}>{editing ? copy.notices.admin.editHeading : copy.notices.admin.newHeading}</h2>
        <NoticeForm
          key={`${editing?.id ?? 'new'}-${formKey}`}
          noticeId={editing?.id ?? null}
          initial={editing ? noticeInputOf(editing) : emptyNoticeInput}
          renderBodyEditor={renderBodyEditor}
          onSaved={saved}
          unsavedCheck={formUnsaved}
        />
        {editing && (
          <div>
            <Button variant="secondary" onClick={() => editNext(null)}>
              {copy.notices.admin.cancelEdit}
            </Button>
          </div>
        )}
      </section>
      <section aria-labelledby={listHeadingId} className="notice-admin__section">
        <h2 id={listHeadingId}>{copy.notices.admin.listHeading}</h2>
        {notices.isError && !notices.data && <QueryProblem query={notices} />}
        {!notices.data ? (
          !notices.isError && <Spinner />
        ) : notices.data.items.length === 0 ? (
          <EmptyState>{copy.notices.admin.empty}</EmptyState>
        ) : (
          <ul className="notice-admin__list">
            {notices.data.items.map((notice) => (
              <NoticeRow
                key={notice.id}
                notice={notice}
                onEdit={() => {
                  editNext(notice);
                  document.getElementById(formHeadingId)?.scrollIntoView();
                }}
                onRemoved={(text) => {
                  if (editing?.id === notice.id) setEditing(null);
                  report('success', text);
                }}
                onFailed={(text) => report('error', text)}
              />
            ))}
          </ul>
        )}
      </section>
      <ConfirmDialog
        open={switchingTo !== null}
        question={copy.admin.unsaved.discardQuestion}
        confirmLabel={copy.admin.unsaved.discard}
        cancelLabel={copy.admin.unsaved.keepEditing}
        working={false}
        onConfirm={() => {
          setEditing(switchingTo?.notice ?? null);
          setSwitchingTo(null);
        }}
        onCancel={() => setSwitchingTo(null)}
      >
        <p>{copy.admin.unsaved.discardEffect}</p>
      </ConfirmDialog>
    </div>
  );
}

type NoticeRowProps = {
  notice: AdminNotice;
  onEdit: () => void;
  onRemoved: (message: string) => void;
  onFailed: (message: string) => void;
};

function NoticeRow({ notice, onEdit, onRemoved, onFailed }: NoticeRowProps) {
  const remove = useDeleteNotice();
  const [asking, setAsking] = useState(false);
  const [date, time] = formatDateTime(notice.publishedAt);
  const sends: string[] = [];
  if (notice.sendPush) sends.push(copy.notices.admin.willSend.push);
  if (notice.sendMail) sends.push(copy.notices.admin.willSend.mail);
  return (
    <li className="notice-admin__item">
      <h3 className="notice-admin__title">{notice.title}</h3>
      <p className="notice-admin__meta">
        <span className={`notice-admin__state notice-admin__state--${notice.state}`}>
          {copy.publishing.states[notice.state]}
        </span>
        <span>{notice.state === 'scheduled' ? copy.publishing.scheduledAt(date, time) : date}</span>
        {notice.pinnedUntil && <span>{copy.notices.admin.pinnedUntil(formatDay(notice.pinnedUntil))}</span>}
        {sends.length > 0 && <span>{sends.join('・')}</span>}
        <span>{copy.notices.admin.readCount(notice.readCount)}</span>
      </p>
      <div className="notice-admin__actions">
        <Button variant="secondary" onClick={onEdit} aria-label={copy.notices.admin.edit(notice.title)}>
          {copy.notices.admin.editButton}
        </Button>
        <Button
          variant="secondary"
          onClick={() => setAsking(true)}
          aria-label={copy.notices.admin.remove(notice.title)}
        >
          {copy.notices.admin.deleteButton}
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        question={copy.notices.admin.confirmRemove(notice.title)}
        confirmLabel={copy.notices.admin.confirmDelete}
        working={remove.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          if (remove.isPending) return;
          remove.mutate(notice.id, {
            onSuccess: ({ message }) => onRemoved(message),
            onError: (error) => onFailed(errorMessage(error)),
            onSettled: () => setAsking(false),
          });
        }}
      >
        <p>{copy.notices.admin.deleteEffect}</p>
      </ConfirmDialog>
    </li>
  );
}
