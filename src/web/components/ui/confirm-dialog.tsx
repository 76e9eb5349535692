import { useId, type ReactNode } from 'react';
import { copy } from '#shared/copy.js';
import { Button } from './button';
import { ModalDialog } from './modal-dialog';

type ConfirmDialogProps = {
  open: boolean;
  /** The question, e.g. 「〇〇さんの利用を停止しますか？」. */
  question: string;
  /** What will happen, in plain words. */
  children: ReactNode;
  /** The confirming button says what it does (never just 「OK」). */
  confirmLabel: string;
  /** The button that keeps things as they are, when 「キャンセル」 could be read as the action itself. */
  cancelLabel?: string;
  working: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * Asks before an action that is hard to take back. キャンセル has the focus, so Enter pressed out
 * of habit does nothing; Escape cancels too.
 */
export function ConfirmDialog({
  open,
  question,
  children,
  confirmLabel,
  cancelLabel = copy.admin.buttons.cancel,
  working,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const questionId = useId();
  const effectId = useId();
  return (
    <ModalDialog open={open} onClose={onCancel} labelledBy={questionId} describedBy={effectId}>
      <div className="modal-dialog__body">
        <h2 id={questionId}>{question}</h2>
        <div id={effectId}>{children}</div>
        <div className="modal-dialog__actions">
          <Button variant="secondary" onClick={onCancel} data-autofocus>
            {cancelLabel}
          </Button>
          <Button onClick={onConfirm} aria-disabled={working || undefined}>
            {working ? copy.site.working : confirmLabel}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
