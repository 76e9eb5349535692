import { Outlet } from 'react-router';
import { copy } from '#shared/copy.js';
import { Logo } from '../logo';
import { SkipLink, mainContentId } from '../skip-link';
import './entry-layout.css';

/** Passphrase gate, sign-in, registration, password reset and setup: one narrow card under the logo. */
export default function EntryLayout() {
  return (
    <div className="entry-layout">
      <SkipLink />
      <header className="entry-layout__header">
        <Logo />
        <p className="entry-layout__tagline">{copy.site.tagline}</p>
      </header>
      <main id={mainContentId} tabIndex={-1} className="entry-layout__main">
        <Outlet />
      </main>
    </div>
  );
}
