import { useId, useState } from 'react';
import { copy } from '#shared/copy.js';
import type { AdminMember } from '#shared/schemas/admin.js';
import { QueryProblem } from '#web/components/query-problem';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { Spinner } from '#web/components/ui/spinner';
import { StatusMessage, useStatusMessage } from '#web/components/ui/status-message';
import { errorMessage } from '#web/lib/api-client';
import { formatDateTime } from '#web/lib/format-date';
import { useMembers } from '../api/get-members';
import { useEndMemberSessions } from '../api/end-member-sessions';
import { useSendPasswordReset } from '../api/send-password-reset';
import { useSetMemberStatus } from '../api/set-member-status';
import { DeleteMemberButton } from './delete-member-button';
import './member-list.css';

type MemberListProps = {
  /** The signed-in オーナー, marked （あなた）. */
  currentUserId: string | undefined;
};

/**
 * 会員: every account, with its dates, its role, its state and what the オーナー can do for it.
 * Roles are shown here and changed on the staff screen.
 */
export function MemberList({ currentUserId }: MemberListProps) {
  const members = useMembers();
  if (members.isError && !members.data) {
    return (
      <QueryProblem
        error={members.error}
        onRetry={() => void members.refetch()}
        retrying={members.isFetching}
      />
    );
  }
  if (!members.data) return <Spinner />;
  if (members.data.items.length === 0) return <p className="admin-empty">{copy.admin.members.empty}</p>;
  return (
    <>
      <p className="admin-hint">{copy.admin.members.staffRoleNote}</p>
      <ul className="member-list">
        {members.data.items.map((member) => (
          <MemberRow key={member.id} member={member} isSelf={member.id === currentUserId} />
        ))}
      </ul>
    </>
  );
}

function dateAndTime(instant: string): string {
  const [date, time] = formatDateTime(instant);
  return time ? `${date} ${time}` : date;
}

function MemberRow({ member, isSelf }: { member: AdminMember; isSelf: boolean }) {
  const emailId = useId();
  const reset = useSendPasswordReset();
  const status = useSetMemberStatus();
  const sessions = useEndMemberSessions();
  const { message, report } = useStatusMessage();
  const working = reset.isPending || status.isPending || sessions.isPending;

  // Disabling her is asked about first (issue 26): one stray tap must not sign her out everywhere.
  const [asking, setAsking] = useState<'disable' | null>(null);

  const sendReset = () => {
    if (working) return;
    reset.mutate(member.id, {
      onSuccess: ({ message: text }) => report('success', text || copy.admin.resetSent(member.email)),
      onError: (error) => report('error', errorMessage(error)),
    });
  };

  const setDisabled = (disabled: boolean) => {
    if (working) return;
    status.mutate(
      { id: member.id, disabled },
      {
        onSuccess: ({ message: text }) => report('success', text),
        onError: (error) => report('error', errorMessage(error)),
        onSettled: () => setAsking(null),
      },
    );
  };

  const endSessions = () => {
    if (working) return;
    sessions.mutate(member.id, {
      onSuccess: ({ message: text }) => report('success', text),
      onError: (error) => report('error', errorMessage(error)),
    });
  };

  return (
    <li className="panel member-list__item">
      <h2 id={emailId} className="member-list__email">
        {member.email}
        {isSelf && <span className="member-list__self">{copy.admin.members.you}</span>}
      </h2>
      <dl className="admin-facts">
        <div>
          <dt>{copy.admin.members.displayName}</dt>
          <dd>{member.displayName || copy.admin.members.noDisplayName}</dd>
        </div>
        <div>
          <dt>{copy.admin.members.registered}</dt>
          <dd>{formatDateTime(member.createdAt)[0]}</dd>
        </div>
        <div>
          <dt>{copy.admin.members.lastLogin}</dt>
          <dd>{member.lastLoginAt ? dateAndTime(member.lastLoginAt) : copy.admin.members.neverLoggedIn}</dd>
        </div>
        <div>
          <dt>{copy.admin.members.role}</dt>
          <dd>
            <span
              className={
                member.staffRole ? 'member-list__role member-list__role--admin' : 'member-list__role'
              }
            >
              {member.staffRole ? copy.staff.roles[member.staffRole] : copy.admin.members.memberRole}
            </span>
          </dd>
        </div>
        <div>
          <dt>{copy.admin.members.status}</dt>
          <dd>
            {member.disabled ? (
              <span className="member-list__disabled">{copy.admin.members.disabledBadge}</span>
            ) : (
              copy.admin.members.active
            )}
          </dd>
        </div>
      </dl>
      <div className="member-list__actions">
        <Button
          variant="secondary"
          onClick={sendReset}
          aria-describedby={emailId}
          aria-disabled={working || undefined}
        >
          {reset.isPending ? copy.admin.working : copy.admin.members.sendReset}
        </Button>
      </div>
      {/* What changes her access waits behind one more step, away from the first button. */}
      <details className="member-list__more">
        <summary>{copy.admin.members.moreActions}</summary>
        <div className="member-list__actions">
          <Button
            variant="ghost"
            onClick={endSessions}
            aria-describedby={emailId}
            aria-disabled={working || undefined}
          >
            {sessions.isPending ? copy.admin.working : copy.admin.members.endSessions}
          </Button>
          {!isSelf &&
            (member.disabled ? (
              // Letting her back in takes nothing away from anyone: no question asked.
              <Button
                variant="ghost"
                onClick={() => setDisabled(false)}
                aria-describedby={emailId}
                aria-disabled={working || undefined}
              >
                {status.isPending ? copy.admin.working : copy.admin.members.enable}
              </Button>
            ) : (
              <Button
                variant="ghost"
                onClick={() => !working && setAsking('disable')}
                aria-describedby={emailId}
                aria-disabled={working || undefined}
              >
                {copy.admin.members.disable}
              </Button>
            ))}
          {!isSelf && <DeleteMemberButton member={member} describedBy={emailId} />}
        </div>
      </details>
      <ConfirmDialog
        open={asking === 'disable'}
        question={copy.admin.members.confirmDisable(member.email)}
        confirmLabel={copy.admin.members.disable}
        working={status.isPending}
        onConfirm={() => setDisabled(true)}
        onCancel={() => setAsking(null)}
      >
        <p>{copy.admin.members.disableEffect}</p>
      </ConfirmDialog>
      <StatusMessage message={message} />
    </li>
  );
}
