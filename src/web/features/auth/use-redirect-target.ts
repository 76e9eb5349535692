import { useSearchParams } from 'react-router';
import { paths, queryParams } from '#web/config/paths';
import { safeRedirectTarget } from '#web/lib/redirect-target';

export type RedirectTarget = {
  /** Where to go after signing in: the page that sent the visitor here, or the top page. */
  destination: string;
  /** The same, only when one was asked for, to pass on to the next entry screen's link. */
  requested: string | undefined;
};

/** Reads `redirectTo` from the address, allowing only paths on this site. */
export function useRedirectTarget(): RedirectTarget {
  const [searchParams] = useSearchParams();
  const raw = searchParams.get(queryParams.redirectTo);
  const requested = raw ? safeRedirectTarget(raw, '') || undefined : undefined;
  return { destination: requested ?? paths.root, requested };
}
