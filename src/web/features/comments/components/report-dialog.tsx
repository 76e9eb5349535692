import { useId, useState } from 'react';
import { reportReasons, type ReportReason } from '#shared/comments.js';
import { copy } from '#shared/copy.js';
import { RadioChoices } from '#web/components/form/choice-group';
import { Button } from '#web/components/ui/button';
import { ModalDialog } from '#web/components/ui/modal-dialog';

type ReportDialogProps = {
  open: boolean;
  working: boolean;
  onSend: (reason: ReportReason) => void;
  onCancel: () => void;
};

/** 通報: she picks a reason; sending it is her only step. */
export function ReportDialog({ open, working, onSend, onCancel }: ReportDialogProps) {
  const headingId = useId();
  const [reason, setReason] = useState<ReportReason>('spam');
  return (
    <ModalDialog open={open} onClose={onCancel} labelledBy={headingId}>
      <form
        className="modal-dialog__body"
        onSubmit={(event) => {
          event.preventDefault();
          if (!working) onSend(reason);
        }}
      >
        <h2 id={headingId}>{copy.comments.report}</h2>
        <fieldset className="comment-report__reasons">
          <legend>{copy.comments.reportLegend}</legend>
          <RadioChoices
            name="reason"
            options={reportReasons}
            value={reason}
            onChange={setReason}
            labelOf={(value) => copy.comments.reportReasons[value]}
          />
        </fieldset>
        <div className="modal-dialog__actions">
          <Button variant="secondary" onClick={onCancel} data-autofocus>
            {copy.comments.cancel}
          </Button>
          <Button type="submit" aria-disabled={working || undefined}>
            {copy.comments.reportSend}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
