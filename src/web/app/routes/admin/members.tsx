import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { copy } from '#shared/copy.js';
import { firstMemberPage, membersQueryOptions } from '#web/features/members/api/get-members';
import { MemberCsv } from '#web/features/members/components/member-csv';
import { MemberList } from '#web/features/members/components/member-list';
import { sessionQueryKey } from '#web/lib/shared-query-keys';
import { useSession } from '#web/features/auth/api/get-session';
import { useDocumentTitle } from '#web/hooks/use-document-title';

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(membersQueryOptions(firstMemberPage));
  return null;
};

/** 会員: accounts, their sign-ins, admin or not, password reset links; CSV out and in. */
export default function AdminMembersRoute() {
  useDocumentTitle(copy.admin.tabs.members);
  const queryClient = useQueryClient();
  const session = useSession();
  const currentUserId =
    session.data?.state === 'authenticated' && session.data.kind === 'member'
      ? session.data.user.id
      : undefined;
  return (
    <>
      <h1>{copy.admin.tabs.members}</h1>
      <MemberCsv />
      <MemberList
        currentUserId={currentUserId}
        // An admin who gave up their own rights may no longer be here: the guard decides again.
        onOwnRoleChanged={() => void queryClient.invalidateQueries({ queryKey: sessionQueryKey })}
      />
    </>
  );
}
