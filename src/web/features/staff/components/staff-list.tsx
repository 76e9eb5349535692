import { useId, useState } from 'react';
import { copy } from '#shared/copy.js';
import type { StaffMember } from '#shared/schemas/staff.js';
import type { StaffRole } from '#shared/schemas/staff-role.js';
import { QueryProblem } from '#web/components/query-problem';
import { ItemActionButton } from '#web/components/ui/item-action-button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { Spinner } from '#web/components/ui/spinner';
import { StatusMessage, useStatusMessage } from '#web/components/ui/status-message';
import { errorMessage } from '#web/lib/api-client';
import { useChangeStaffRole } from '../api/change-staff-role';
import { useStaff } from '../api/get-staff';
import './staff.css';

const words = copy.staff;

/** スタッフ一覧: each staff member with her role; the オーナー changes it or takes her off the staff. */
export function StaffList({ currentUserId }: { currentUserId: string | undefined }) {
  const staff = useStaff();
  // Above the list, not on the card: a card taken off the staff is gone from the list.
  const { message, report } = useStatusMessage();
  return (
    <section className="panel staff-panel" aria-labelledby="staff-list-heading">
      <h2 id="staff-list-heading">{words.listHeading}</h2>
      <StatusMessage message={message} />
      {staff.isError && !staff.data ? (
        <QueryProblem query={staff} />
      ) : !staff.data ? (
        <Spinner />
      ) : (
        <ul className="staff-list">
          {staff.data.items.map((member) => (
            <StaffRow key={member.id} member={member} isSelf={member.id === currentUserId} report={report} />
          ))}
        </ul>
      )}
    </section>
  );
}

type StaffRowProps = {
  member: StaffMember;
  isSelf: boolean;
  report: ReturnType<typeof useStatusMessage>['report'];
};

function StaffRow({ member, isSelf, report }: StaffRowProps) {
  const emailId = useId();
  const change = useChangeStaffRole();
  // Both changes are asked about first: one stray tap must not open or close the admin screen.
  const [asking, setAsking] = useState<'role' | 'remove' | null>(null);
  const otherRole: StaffRole = member.role === 'owner' ? 'editor' : 'owner';
  const roleButton = otherRole === 'owner' ? words.makeOwner : words.makeEditor;

  // mutateAsync, not mutate's callbacks: those never run once her card has left the list.
  const send = async (role: StaffRole | null) => {
    if (change.isPending) return;
    try {
      const { message } = await change.mutateAsync({ id: member.id, role });
      report('success', message);
    } catch (error) {
      report('error', errorMessage(error));
    } finally {
      setAsking(null);
    }
  };

  return (
    <li className="staff-list__item">
      <h3 id={emailId} className="staff-list__email">
        {member.email}
        {isSelf && <span className="staff-list__self">{words.you}</span>}
      </h3>
      <dl className="admin-facts">
        <div>
          <dt>{copy.admin.members.displayName}</dt>
          <dd>{member.displayName || words.noDisplayName}</dd>
        </div>
        <div>
          <dt>{words.roleLabel}</dt>
          <dd className="staff-list__role">{words.roles[member.role]}</dd>
        </div>
      </dl>
      <div className="staff-list__actions">
        <ItemActionButton
          variant="secondary"
          onClick={() => setAsking('role')}
          itemId={emailId}
          busy={change.isPending}
        >
          {roleButton}
        </ItemActionButton>
        <ItemActionButton
          variant="ghost"
          onClick={() => setAsking('remove')}
          itemId={emailId}
          busy={change.isPending}
        >
          {words.remove}
        </ItemActionButton>
      </div>
      <ConfirmDialog
        open={asking === 'role'}
        question={words.confirmRole(member.email, words.roles[otherRole])}
        confirmLabel={roleButton}
        working={change.isPending}
        onConfirm={() => void send(otherRole)}
        onCancel={() => setAsking(null)}
      >
        <p>{words.roleHints[otherRole]}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'remove'}
        question={words.confirmRemove(member.email)}
        confirmLabel={words.remove}
        working={change.isPending}
        onConfirm={() => void send(null)}
        onCancel={() => setAsking(null)}
      >
        <p>{words.removeEffect}</p>
        {isSelf && <p>{words.removeSelfEffect}</p>}
      </ConfirmDialog>
    </li>
  );
}
