import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { copy } from '#shared/copy.js';
import { paths } from '#web/config/paths';
import { useSession } from '../api/get-session';
import { isOwner } from '../guard-decisions';

/**
 * An オーナー's screen (docs/product.md#staff-roles): anyone else on the staff who opens its address
 * reads why it is closed to her and where to go, instead of a screen whose every call is refused.
 */
export function OwnerOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  // The admin guard above has loaded the session already.
  if (isOwner(session.data)) return children;
  return (
    <section className="panel" aria-labelledby="owner-only-heading">
      <h1 id="owner-only-heading">{copy.staff.ownerOnlyHeading}</h1>
      <p>{copy.staff.ownerOnlyText}</p>
      <p>
        <Link to={paths.admin}>{copy.staff.toAdminHome}</Link>
      </p>
    </section>
  );
}
