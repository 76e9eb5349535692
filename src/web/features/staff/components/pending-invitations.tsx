import { useId } from 'react';
import { copy } from '#shared/copy.js';
import type { PendingInvitation } from '#shared/schemas/staff.js';
import { ItemActionButton } from '#web/components/ui/item-action-button';
import { StatusMessage, useStatusMessage } from '#web/components/ui/status-message';
import { errorMessage } from '#web/lib/api-client';
import { formatDateTime } from '#web/lib/format-date';
import { useCancelInvitation } from '../api/cancel-invitation';
import { useStaff } from '../api/get-staff';
import './staff.css';

const words = copy.staff;

/** 返事待ちの招待: each can be cancelled, which stops its link (inviting again is one form away). */
export function PendingInvitations() {
  const staff = useStaff();
  const cancel = useCancelInvitation();
  const { message, report } = useStatusMessage();
  const invitations = staff.data?.invitations;
  if (!invitations) return null;
  const cancelOne = (invitation: PendingInvitation) => {
    if (cancel.isPending) return;
    cancel.mutate(invitation.id, {
      onSuccess: ({ message: text }) => report('success', text),
      onError: (error) => report('error', errorMessage(error)),
    });
  };
  return (
    <section className="panel staff-panel" aria-labelledby="staff-pending-heading">
      <h2 id="staff-pending-heading">{words.pendingHeading}</h2>
      <StatusMessage message={message} />
      {invitations.length === 0 ? (
        <p className="admin-empty">{words.noPending}</p>
      ) : (
        <ul className="staff-list">
          {invitations.map((invitation) => (
            <InvitationRow
              key={invitation.id}
              invitation={invitation}
              working={cancel.isPending}
              onCancel={() => cancelOne(invitation)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function InvitationRow({
  invitation,
  working,
  onCancel,
}: {
  invitation: PendingInvitation;
  working: boolean;
  onCancel: () => void;
}) {
  const emailId = useId();
  const [date, time] = formatDateTime(invitation.expiresAt);
  return (
    <li className="staff-list__item">
      <h3 id={emailId} className="staff-list__email">
        {invitation.email}
      </h3>
      <dl className="admin-facts">
        <div>
          <dt>{words.roleLabel}</dt>
          <dd>{words.roles[invitation.role]}</dd>
        </div>
        <div>
          <dt>{words.expiresAt}</dt>
          <dd>{time ? `${date} ${time}` : date}</dd>
        </div>
      </dl>
      <div className="staff-list__actions">
        <ItemActionButton variant="ghost" onClick={onCancel} itemId={emailId} busy={working}>
          {words.cancelInvitation}
        </ItemActionButton>
      </div>
    </li>
  );
}
