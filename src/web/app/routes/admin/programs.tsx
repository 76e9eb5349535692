import type { QueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { copy } from '#shared/copy.js';
import { buttonClassName } from '#web/components/ui/button-class';
import { paths } from '#web/config/paths';
import { adminProgramsQueryOptions } from '#web/features/programs/api/get-admin-programs';
import { ProgramAdminList } from '#web/features/programs/components/program-admin-list';
import { useDocumentTitle } from '#web/hooks/use-document-title';
import { noticeOf } from './notice-state';

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(adminProgramsQueryOptions);
  return null;
};

/** プログラム: every program, and the way to build a new one. */
export default function AdminProgramsRoute() {
  useDocumentTitle(copy.programs.heading);
  const location = useLocation();
  return (
    <div className="stack">
      <h1>{copy.programs.heading}</h1>
      <p>
        <Link to={paths.adminProgramNew} className={buttonClassName()}>
          {copy.programs.admin.newProgram}
        </Link>
      </p>
      <ProgramAdminList
        editHref={paths.adminProgramEdit}
        previewHref={paths.member.program}
        notice={noticeOf(location.state)}
      />
    </div>
  );
}
