import type { QueryClient } from '@tanstack/react-query';
import { Link, useLocation, useParams, type LoaderFunctionArgs } from 'react-router';
import { copy } from '#shared/copy.js';
import { NotFound } from '#web/components/not-found';
import { PreviewBanner } from '#web/components/publishing/publishing-state';
import { QueryProblem } from '#web/components/query-problem';
import { paths } from '#web/config/paths';
import { ActivityInvitation } from '#web/features/activity/components/activity-invitation';
import { ContentGrid } from '#web/features/contents/components/content-grid';
import { programQueryOptions, useProgram } from '#web/features/programs/api/get-program';
import { ProgramActions } from '#web/features/programs/components/program-actions';
import { ProgramDays } from '#web/features/programs/components/program-days';
import { DayMarks, ProgressText } from '#web/features/programs/components/program-progress';
import { useDocumentTitle } from '#web/hooks/use-document-title';
import { ApiError } from '#web/lib/api-client';

export const clientLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    if (params.id) void queryClient.prefetchQuery(programQueryOptions(params.id));
    return null;
  };

/** One program: what it is, her progress and day marks, 参加する / やめる / 最初からやり直す, every day. */
export default function ProgramRoute() {
  const { id = '' } = useParams();
  const program = useProgram(id);
  const location = useLocation();
  useDocumentTitle(program.data?.title ?? copy.programs.heading);

  if (program.error instanceof ApiError && program.error.status === 404) {
    return (
      <NotFound
        heading={copy.programs.notFound}
        backTo={paths.member.programs}
        backLabel={copy.programs.toList}
      />
    );
  }
  if (!program.data) {
    return program.isError ? <QueryProblem query={program} /> : <p role="status">{copy.site.loading}</p>;
  }
  const detail = program.data;
  return (
    <div className="stack">
      <p>
        <Link to={paths.member.programs}>
          <span aria-hidden="true">‹ </span>
          {copy.programs.toList}
        </Link>
      </p>
      {detail.preview && <PreviewBanner preview={detail.preview} />}
      <h1>{detail.title}</h1>
      {detail.coverUrl && <img className="program-page__cover" src={detail.coverUrl} alt="" />}
      <p className="program-card__meta">{copy.programs.days(detail.dayCount)}</p>
      {detail.description && <p>{detail.description}</p>}
      {detail.progress && (
        <>
          <ProgressText {...detail.progress} />
          <DayMarks days={detail.days} />
          {detail.progress.finished && <p>{copy.programs.finished}</p>}
          {detail.progress.catchUpDays > 0 && <p>{copy.programs.catchUp(detail.progress.catchUpDays)}</p>}
        </>
      )}
      {detail.preview ? (
        // Staff look at what members will see; nobody joins before it is public.
        <p className="program-card__meta">{copy.publishing.previewNoJoin}</p>
      ) : detail.canJoin ? (
        <ProgramActions program={detail} />
      ) : (
        <ActivityInvitation
          message={copy.programs.guestInvitation}
          registerHref={paths.registerFor(location.pathname)}
          loginHref={paths.loginFor(location.pathname)}
        />
      )}
      <p className="program-card__meta">{copy.programs.howToFinish}</p>
      <ProgramDays
        days={detail.days}
        renderContents={(cards) => <ContentGrid cards={cards} headingLevel={3} />}
      />
    </div>
  );
}
