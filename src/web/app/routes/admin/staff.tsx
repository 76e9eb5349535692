import type { QueryClient } from '@tanstack/react-query';
import { copy } from '#shared/copy.js';
import { useSignedInUserId } from '#web/features/auth/api/get-session';
import { staffQueryOptions } from '#web/features/staff/api/get-staff';
import { PendingInvitations } from '#web/features/staff/components/pending-invitations';
import { StaffInviteForm } from '#web/features/staff/components/staff-invite-form';
import { StaffList } from '#web/features/staff/components/staff-list';
import { StaffRoles } from '#web/features/staff/components/staff-roles';
import { useDocumentTitle } from '#web/hooks/use-document-title';

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(staffQueryOptions);
  return null;
};

/** スタッフ (the オーナー's): who is on the staff with which role, invitations, and changes. */
export default function AdminStaffRoute() {
  useDocumentTitle(copy.admin.tabs.staff);
  const currentUserId = useSignedInUserId();
  return (
    <>
      <h1>{copy.admin.tabs.staff}</h1>
      <StaffRoles />
      <StaffInviteForm />
      <StaffList currentUserId={currentUserId} />
      <PendingInvitations />
    </>
  );
}
