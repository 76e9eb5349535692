import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { copy } from '#shared/copy.js';
import {
  memberFilters,
  memberSorts,
  type AdminMember,
  type AdminMemberQuery,
  type MemberSort,
} from '#shared/schemas/admin.js';
import { QueryProblem } from '#web/components/query-problem';
import { Button } from '#web/components/ui/button';
import { ItemActionButton } from '#web/components/ui/item-action-button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { SelectField } from '#web/components/ui/select-field';
import { Spinner } from '#web/components/ui/spinner';
import { StatusMessage, useStatusMessage } from '#web/components/ui/status-message';
import { errorMessage } from '#web/lib/api-client';
import { formatDateTime, formatDay } from '#web/lib/format-date';
import { firstMemberPage, useMembers } from '../api/get-members';
import { useEndMemberSessions } from '../api/end-member-sessions';
import { useSendPasswordReset } from '../api/send-password-reset';
import { useSetMemberStatus } from '../api/set-member-status';
import { DeleteMemberButton } from './delete-member-button';
import './member-list.css';

type MemberListProps = {
  /** The signed-in オーナー, marked （あなた）. */
  currentUserId: string | undefined;
};

/** The list's search, order, filter and page, kept in the address so that 戻る and a reload keep them. */
function useListQuery(): [AdminMemberQuery, (change: Partial<AdminMemberQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const query: AdminMemberQuery = {
    q: params.get('q') ?? firstMemberPage.q,
    sort: memberSorts.find((value) => value === params.get('sort')) ?? firstMemberPage.sort,
    order: params.get('order') === 'asc' ? 'asc' : firstMemberPage.order,
    filter: memberFilters.find((value) => value === params.get('filter')) ?? firstMemberPage.filter,
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const update = (change: Partial<AdminMemberQuery>) => {
    const next = { ...query, page: 1, ...change };
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(next)) {
      if (value !== undefined && value !== '' && !(name === 'page' && value === 1))
        search.set(name, String(value));
    }
    setParams(search, { replace: true });
  };
  return [query, update];
}

/** 会員: a page of accounts found by words, order and state, with what an admin can do for each. */
export function MemberList({ currentUserId }: MemberListProps) {
  const [query, update] = useListQuery();
  const members = useMembers(query);
  const searchId = useId();
  const hintId = useId();
  const filterLabelId = useId();
  const [words, setWords] = useState(query.q ?? '');
  const labels = copy.admin.members;

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update({ q: words.trim() });
  };

  let results: ReactNode;
  if (members.isError && !members.data) {
    results = <QueryProblem query={members} />;
  } else if (!members.data) {
    results = <Spinner />;
  } else if (members.data.items.length === 0) {
    results = (
      <p className="admin-empty">{query.q || query.filter !== 'all' ? labels.noMatch : labels.empty}</p>
    );
  } else {
    const { items, total, page, pageSize } = members.data;
    const pages = Math.max(1, Math.ceil(total / pageSize));
    results = (
      <>
        <p className="member-list__range" aria-live="polite">
          {labels.range(total, (page - 1) * pageSize + 1, (page - 1) * pageSize + items.length)}
        </p>
        <table className="member-list" aria-describedby={hintId}>
          <caption className="visually-hidden">{labels.listCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{labels.email}</th>
              <th scope="col">{labels.displayName}</th>
              <th scope="col">{labels.registered}</th>
              <th scope="col">{labels.lastVisit}</th>
              <th scope="col">{labels.lastDone}</th>
              <th scope="col">{labels.currentStreak}</th>
              <th scope="col">{labels.role}</th>
              <th scope="col">{labels.status}</th>
              <th scope="col">{labels.actions}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((member) => (
              <MemberRow key={member.id} member={member} isSelf={member.id === currentUserId} />
            ))}
          </tbody>
        </table>
        {pages > 1 && (
          <nav className="member-list__pages" aria-label={labels.pageOf(page, pages)}>
            <Button
              variant="secondary"
              disabled={page <= 1}
              onClick={() => update({ ...query, page: page - 1 })}
            >
              {labels.previousPage}
            </Button>
            <span>{labels.pageOf(page, pages)}</span>
            <Button
              variant="secondary"
              disabled={page >= pages}
              onClick={() => update({ ...query, page: page + 1 })}
            >
              {labels.nextPage}
            </Button>
          </nav>
        )}
      </>
    );
  }

  return (
    <section className="member-finder">
      <p className="admin-hint">{labels.staffRoleNote}</p>
      <form role="search" className="member-finder__search" onSubmit={search}>
        <label htmlFor={searchId}>{labels.searchLabel}</label>
        <div className="member-finder__search-row">
          <input
            id={searchId}
            type="search"
            value={words}
            maxLength={100}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => setWords(event.target.value)}
          />
          <Button type="submit">{labels.searchSubmit}</Button>
        </div>
      </form>
      <div className="member-finder__controls">
        <SelectField
          label={labels.sortLabel}
          options={Object.entries(labels.sorts).map(([value, label]) => ({ value, label }))}
          value={`${query.sort}:${query.order}`}
          onChange={(event) => {
            const [sort, order] = event.target.value.split(':') as [MemberSort, 'asc' | 'desc'];
            update({ ...query, sort, order });
          }}
        />
        <div className="member-finder__filters" role="group" aria-labelledby={filterLabelId}>
          <span id={filterLabelId} className="member-finder__filters-label">
            {labels.filterLabel}
          </span>
          {memberFilters.map((filter) => (
            <button
              key={filter}
              type="button"
              className="member-finder__chip"
              aria-pressed={query.filter === filter}
              onClick={() => update({ ...query, filter })}
            >
              {labels.filters[filter]}
            </button>
          ))}
        </div>
      </div>
      <p id={hintId} className="member-finder__hint">
        {labels.statusHint}
      </p>
      {results}
    </section>
  );
}

function dateAndTime(instant: string): string {
  const [date, time] = formatDateTime(instant);
  return time ? `${date} ${time}` : date;
}

/** One account: roles are shown here and changed on the staff screen (スタッフ). */
function MemberRow({ member, isSelf }: { member: AdminMember; isSelf: boolean }) {
  const emailId = useId();
  const reset = useSendPasswordReset();
  const status = useSetMemberStatus();
  const sessions = useEndMemberSessions();
  const { message, report } = useStatusMessage();
  const working = reset.isPending || status.isPending || sessions.isPending;
  const labels = copy.admin.members;

  // Disabling her, or signing her out everywhere, is asked about first (issue 26): one stray tap
  // must not sign her out of every device.
  const [asking, setAsking] = useState<'disable' | 'endSessions' | null>(null);

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
      onSettled: () => setAsking(null),
    });
  };

  return (
    <tr className="member-list__row">
      <th scope="row" id={emailId} className="member-list__email" data-label={labels.email}>
        {member.email}
        {isSelf && <span className="member-list__self">{labels.you}</span>}
      </th>
      <td data-label={labels.displayName}>{member.displayName || labels.noDisplayName}</td>
      <td data-label={labels.registered}>{formatDateTime(member.createdAt)[0]}</td>
      <td data-label={labels.lastVisit}>
        {member.lastVisitAt ? dateAndTime(member.lastVisitAt) : labels.none}
      </td>
      <td data-label={labels.lastDone}>{member.lastDoneDay ? formatDay(member.lastDoneDay) : labels.none}</td>
      <td data-label={labels.currentStreak}>{labels.streakDays(member.currentStreak)}</td>
      <td data-label={labels.role}>
        <span
          className={member.staffRole ? 'member-list__role member-list__role--admin' : 'member-list__role'}
        >
          {member.staffRole ? copy.staff.roles[member.staffRole] : labels.memberRole}
        </span>
      </td>
      <td data-label={labels.status}>
        <span className={`member-list__status member-list__status--${member.status}`}>
          {labels.statuses[member.status]}
        </span>
      </td>
      <td data-label={labels.actions} className="member-list__cell-actions">
        <div className="member-list__actions">
          <ItemActionButton variant="secondary" onClick={sendReset} itemId={emailId} busy={working}>
            {reset.isPending ? copy.site.working : copy.admin.members.sendReset}
          </ItemActionButton>
        </div>
        {/* What changes her access waits behind one more step, away from the first button. */}
        <details className="member-list__more">
          <summary>{copy.admin.members.moreActions}</summary>
          <div className="member-list__actions">
            <ItemActionButton
              variant="ghost"
              onClick={() => setAsking('endSessions')}
              itemId={emailId}
              busy={working}
            >
              {copy.admin.members.endSessions}
            </ItemActionButton>
            {!isSelf &&
              (member.disabled ? (
                // Letting her back in takes nothing away from anyone: no question asked.
                <ItemActionButton
                  variant="ghost"
                  onClick={() => setDisabled(false)}
                  itemId={emailId}
                  busy={working}
                >
                  {status.isPending ? copy.site.working : copy.admin.members.enable}
                </ItemActionButton>
              ) : (
                <ItemActionButton
                  variant="ghost"
                  onClick={() => setAsking('disable')}
                  itemId={emailId}
                  busy={working}
                >
                  {copy.admin.members.disable}
                </ItemActionButton>
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
        <ConfirmDialog
          open={asking === 'endSessions'}
          question={
            isSelf
              ? copy.admin.members.confirmEndOwnSessions
              : copy.admin.members.confirmEndSessions(member.email)
          }
          confirmLabel={isSelf ? copy.admin.members.endOwnSessions : copy.admin.members.endSessions}
          working={sessions.isPending}
          onConfirm={endSessions}
          onCancel={() => setAsking(null)}
        >
          <p>{isSelf ? copy.admin.members.endOwnSessionsEffect : copy.admin.members.endSessionsEffect}</p>
        </ConfirmDialog>
        <StatusMessage message={message} />
      </td>
    </tr>
  );
}
