import type { QueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { copy } from '#shared/copy.js';
import type { PublishingState } from '#shared/schemas/publishing.js';
import { QueryProblem } from '#web/components/query-problem';
import { paths } from '#web/config/paths';
import { adminProgramQueryOptions, useAdminProgram } from '#web/features/programs/api/get-admin-program';
import { pickableContentsQueryOptions } from '#web/features/programs/api/get-pickable-contents';
import { ProgramForm } from '#web/features/programs/components/program-form';
import { useDocumentTitle } from '#web/hooks/use-document-title';
import { backToList } from '#web/lib/back-to-list';
import { noticeState } from './notice-state';

export const clientLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    void queryClient.prefetchQuery(pickableContentsQueryOptions);
    if (params.id) void queryClient.prefetchQuery(adminProgramQueryOptions(params.id));
    return null;
  };

function EditExisting({
  id,
  onDone,
}: {
  id: string;
  onDone: (message: string, saved: PublishingState) => void;
}) {
  const program = useAdminProgram(id);
  if (program.data) return <ProgramForm key={program.data.id} program={program.data} onDone={onDone} />;
  if (program.isError) return <QueryProblem query={program} />;
  return <p role="status">{copy.site.loading}</p>;
}

/** /admin/programs/new and /admin/programs/:id/edit: the program form. */
export default function AdminProgramEditRoute() {
  const { id } = useParams();
  const navigate = useNavigate();
  const heading = id ? copy.programs.admin.edit : copy.programs.admin.newProgram;
  useDocumentTitle(`${copy.programs.heading} ${heading}`);
  // Back to the list as she left it (its filter), whether she saved or went back.
  const { state } = useLocation();
  const list = backToList(paths.adminPrograms, state);
  const onDone = (message: string, saved: PublishingState) =>
    void navigate(backToList(paths.adminPrograms, state, saved), { state: noticeState(message) });
  return (
    <div className="stack">
      <p>
        <Link to={list}>{copy.programs.admin.back}</Link>
      </p>
      <h1>{heading}</h1>
      {id ? <EditExisting id={id} onDone={onDone} /> : <ProgramForm program={null} onDone={onDone} />}
    </div>
  );
}
