import { copy } from '#shared/copy.js';
import { EmptyState } from '#web/components/empty-state';
import { LoginRequired } from '#web/components/login-required';
import { QueryProblem } from '#web/components/query-problem';
import { paths } from '#web/config/paths';
import { useSession } from '#web/features/auth/api/get-session';
import { useHistory } from '#web/features/history/api/get-history';
import { HistoryList } from '#web/features/history/components/history-list';
import { HistoryListSkeleton } from '#web/features/history/components/history-list-skeleton';
import { useDocumentTitle } from '#web/hooks/use-document-title';

/** The member's last 20 views, newest first. Guests have no history: they are offered the login. */
export default function HistoryRoute() {
  useDocumentTitle(copy.history.heading);
  const session = useSession();
  const isMember = session.data?.state === 'authenticated' && session.data.kind === 'member';
  const history = useHistory({ enabled: isMember });

  const body = () => {
    if (!isMember) return <LoginRequired redirectTo={paths.member.history} />;
    const problem = history.isError && <QueryProblem query={history} />;
    if (!history.data) return problem || <HistoryListSkeleton />;
    return (
      <>
        {problem}
        {history.data.items.length === 0 ? (
          <EmptyState>{copy.history.empty}</EmptyState>
        ) : (
          <HistoryList items={history.data.items} />
        )}
      </>
    );
  };

  return (
    <>
      <h1>{copy.history.heading}</h1>
      {body()}
    </>
  );
}
