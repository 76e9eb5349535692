import { Link } from 'react-router';
import { copy } from '#shared/copy.js';

type NotFoundProps = { heading: string; backTo: string; backLabel: string };

/**
 * What a member page shows for an address that leads nowhere (deleted, mistyped, or not public
 * yet: all alike, so the page tells nothing of what staff are preparing), with a way on.
 */
export function NotFound({ heading, backTo, backLabel }: NotFoundProps) {
  return (
    <div className="stack">
      <h1>{heading}</h1>
      <p>{copy.site.notFoundHint}</p>
      <p>
        <Link to={backTo}>{backLabel}</Link>
      </p>
    </div>
  );
}
