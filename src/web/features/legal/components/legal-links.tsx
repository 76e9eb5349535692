import { Link } from 'react-router';
import { copy } from '#shared/copy.js';
import { legalPagePaths } from '#shared/legal-pages.js';
import { useLegalLinks } from '../api/get-legal-links';
import './legal-links.css';

/** Links to the legal pages the owner has written; nothing at all while there are none. */
export function LegalLinks() {
  const links = useLegalLinks();
  const pages = links.data?.pages ?? [];
  if (pages.length === 0) return null;
  return (
    <nav className="legal-links" aria-label={copy.legal.navLabel}>
      <ul>
        {pages.map(({ page }) => (
          <li key={page}>
            <Link to={legalPagePaths[page]}>{copy.legal.titles[page]}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
