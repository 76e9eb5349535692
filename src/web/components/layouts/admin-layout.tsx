import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { paths } from '../../config/paths';
import { Logo } from '../logo';
import { SkipLink, mainContentId } from '../skip-link';
import './admin-layout.css';

/** Staff screens: a plain header (with `actions`, e.g. logout), and room for wide tables and forms. */
export default function AdminLayout({ actions }: { actions?: ReactNode }) {
  return (
    <div className="admin-layout">
      <SkipLink />
      <header className="admin-layout__header">
        <Link to={paths.admin} className="admin-layout__logo">
          <Logo />
        </Link>
        {actions && <div className="admin-layout__actions">{actions}</div>}
      </header>
      <main id={mainContentId} tabIndex={-1} className="admin-layout__main">
        <Outlet />
      </main>
    </div>
  );
}
