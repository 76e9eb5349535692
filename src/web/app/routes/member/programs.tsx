import type { QueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { copy } from '#shared/copy.js';
import { EmptyState } from '#web/components/empty-state';
import { QueryProblem } from '#web/components/query-problem';
import { paths } from '#web/config/paths';
import { ActivityInvitation } from '#web/features/activity/components/activity-invitation';
import { useSession } from '#web/features/auth/api/get-session';
import { programsQueryOptions, usePrograms } from '#web/features/programs/api/get-programs';
import { ProgramCard } from '#web/features/programs/components/program-card';
import { useDocumentTitle } from '#web/hooks/use-document-title';

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(programsQueryOptions);
  return null;
};

/** プログラム: every published program; guests are invited to register to join. */
export default function ProgramsRoute() {
  useDocumentTitle(copy.programs.heading);
  const programs = usePrograms();
  const session = useSession().data;
  const location = useLocation();
  const isGuest = session?.state === 'authenticated' && session.kind === 'guest';
  return (
    <div className="stack">
      <h1>{copy.programs.heading}</h1>
      <p>{copy.programs.intro}</p>
      {isGuest && (
        <ActivityInvitation
          message={copy.programs.guestInvitation}
          registerHref={paths.registerFor(location.pathname)}
          loginHref={paths.loginFor(location.pathname)}
        />
      )}
      {programs.isError && <QueryProblem query={programs} />}
      {programs.data &&
        (programs.data.items.length === 0 ? (
          <EmptyState>{copy.programs.empty}</EmptyState>
        ) : (
          <ul className="program-list">
            {programs.data.items.map((program) => (
              <li key={program.id}>
                <ProgramCard program={program} href={paths.member.program(program.id)} />
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
