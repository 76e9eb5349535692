import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { copy } from '#shared/copy.js';
import type { SessionState } from '#shared/schemas/auth.js';
import { LoadingScreen } from '#web/components/loading-screen';
import { mainContentId } from '#web/components/skip-link';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { paths } from '#web/config/paths';
import { errorMessage } from '#web/lib/api-client';
import { useSession } from '../api/get-session';
import { adminDecision, memberDecision, type GuardDecision } from '../guard-decisions';

type SessionGuardProps = { decide: (session: SessionState) => GuardDecision; children: ReactNode };

/** Shows 読み込み中... while the session loads, then the screen or a redirect (replacing the entry). */
function SessionGuard({ decide, children }: SessionGuardProps) {
  const session = useSession();
  const location = useLocation();

  // Data from before a failed refetch is still the best knowledge there is.
  if (session.data) {
    const decision = decide(session.data);
    if (decision === 'allow') return children;
    const target =
      decision === 'login'
        ? paths.loginFor(location.pathname + location.search + location.hash)
        : decision.redirect;
    return <Navigate to={target} replace />;
  }
  if (session.isError) {
    return (
      <main id={mainContentId} tabIndex={-1} className="route-error">
        <h1>{copy.site.errorHeading}</h1>
        <Alert
          tone="error"
          action={<Button onClick={() => void session.refetch()}>{copy.site.retry}</Button>}
        >
          {errorMessage(session.error)}
        </Alert>
      </main>
    );
  }
  return <LoadingScreen />;
}

export function MemberGuard({ children }: { children: ReactNode }) {
  return <SessionGuard decide={memberDecision}>{children}</SessionGuard>;
}

export function AdminGuard({ children }: { children: ReactNode }) {
  return <SessionGuard decide={adminDecision}>{children}</SessionGuard>;
}
