import { copy } from '#shared/copy.js';
import './spinner.css';

/** Announces itself once as a status, so screen readers hear that something is on its way. */
export function Spinner({ label = copy.site.loading }: { label?: string }) {
  return (
    <p role="status" className="spinner">
      <span className="spinner__circle" aria-hidden="true" />
      {label}
    </p>
  );
}
