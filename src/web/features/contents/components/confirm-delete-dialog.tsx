import { useId } from 'react';
import { copy } from '#shared/copy.js';
import type { AdminContent } from '#shared/schemas/admin.js';
import { Button } from '#web/components/ui/button';
import { ModalDialog } from '#web/components/ui/modal-dialog';
import { useContentPrograms } from '../api/get-content-programs';

type ConfirmDeleteDialogProps = {
  /** The content asked about; null: the dialog is closed. */
  content: AdminContent | null;
  working: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** このコンテンツを削除しますか？ with the title, 削除する and キャンセル (which has the focus). */
export function ConfirmDeleteDialog({ content, working, onConfirm, onCancel }: ConfirmDeleteDialogProps) {
  const questionId = useId();
  const titleId = useId();
  const usage = useContentPrograms(content?.id ?? null);
  const programs = usage.data?.programs ?? [];
  return (
    <ModalDialog open={content !== null} onClose={onCancel} labelledBy={questionId} describedBy={titleId}>
      <div className="modal-dialog__body">
        <h2 id={questionId}>{copy.admin.deleteConfirm}</h2>
        <p id={titleId}>{content?.title}</p>
        {programs.length > 0 && (
          <p role="alert" className="field__error">
            {copy.programs.admin.usedBy(programs.map((program) => program.title).join('、'))}
          </p>
        )}
        <div className="modal-dialog__actions">
          <Button variant="secondary" onClick={onCancel} data-autofocus>
            {copy.admin.buttons.cancel}
          </Button>
          <Button onClick={onConfirm} aria-disabled={working || undefined}>
            {working ? copy.site.working : copy.admin.list.confirmDelete}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
