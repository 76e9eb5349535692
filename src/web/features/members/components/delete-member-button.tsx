import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { copy } from '#shared/copy.js';
import type { AdminMember } from '#shared/schemas/admin.js';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { ModalDialog } from '#web/components/ui/modal-dialog';
import { errorMessage } from '#web/lib/api-client';
import { useDeleteMember } from '../api/delete-member';
import { memberChanged } from '../api/member-cache';

/**
 * 会員を削除 on a member card, for a member who asked by mail to leave: a dialog names her and
 * asks once more; once done it says so, and the card goes when the dialog is closed.
 */
export function DeleteMemberButton({ member, describedBy }: { member: AdminMember; describedBy: string }) {
  const questionId = useId();
  const textId = useId();
  const queryClient = useQueryClient();
  const remove = useDeleteMember();
  const [open, setOpen] = useState(false);

  const close = () => {
    setOpen(false);
    if (remove.isSuccess) {
      void memberChanged(queryClient, member.id, null);
    }
    remove.reset();
  };
  const confirm = () => {
    if (!remove.isPending) remove.mutate(member.id);
  };

  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)} aria-describedby={describedBy}>
        {copy.leaving.staff.delete}
      </Button>
      <ModalDialog open={open} onClose={close} labelledBy={questionId} describedBy={textId}>
        <div className="modal-dialog__body">
          <h2 id={questionId}>{copy.leaving.staff.confirmHeading}</h2>
          <p id={textId}>
            <strong>{member.displayName ? `${member.displayName}（${member.email}）` : member.email}</strong>
            <br />
            {copy.leaving.staff.confirmText}
          </p>
          {remove.isError && <Alert tone="error">{errorMessage(remove.error)}</Alert>}
          {remove.isSuccess ? (
            <>
              <Alert tone="success">{remove.data.message}</Alert>
              <div className="modal-dialog__actions">
                <Button onClick={close} data-autofocus>
                  {copy.leaving.staff.close}
                </Button>
              </div>
            </>
          ) : (
            <div className="modal-dialog__actions">
              <Button variant="secondary" onClick={close} data-autofocus>
                {copy.leaving.staff.cancel}
              </Button>
              <Button onClick={confirm} aria-disabled={remove.isPending || undefined}>
                {remove.isPending ? copy.site.working : copy.leaving.staff.confirmButton}
              </Button>
            </div>
          )}
        </div>
      </ModalDialog>
    </>
  );
}
