import type { QueryClient } from '@tanstack/react-query';
import { copy } from '#shared/copy.js';
import { firstMemberPage, membersQueryOptions } from '#web/features/members/api/get-members';
import { MemberCsv } from '#web/features/members/components/member-csv';
import { MemberList } from '#web/features/members/components/member-list';
import { useSignedInUserId } from '#web/features/auth/api/get-session';
import { useDocumentTitle } from '#web/hooks/use-document-title';

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(membersQueryOptions(firstMemberPage));
  return null;
};

/** 会員 (the オーナー's): accounts, their sign-ins, staff role or not, password reset links; CSV out and in. */
export default function AdminMembersRoute() {
  useDocumentTitle(copy.admin.tabs.members);
  const currentUserId = useSignedInUserId();
  return (
    <>
      <h1>{copy.admin.tabs.members}</h1>
      <MemberCsv />
      <MemberList currentUserId={currentUserId} />
    </>
  );
}
