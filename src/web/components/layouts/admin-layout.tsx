import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { copy } from '#shared/copy.js';
import { paths } from '#web/config/paths';
import { Logo } from '../logo';
import { SkipLink, mainContentId } from '../skip-link';
import { AdminTabs } from './admin-tabs';
import type { TabBadge } from './nav-tab-items';
import './admin-layout.css';

// ownerOnly: the オーナー's screens (docs/product.md#staff-roles), not shown to a 編集者.
const tabs = [
  { to: paths.admin, label: copy.admin.tabs.newPost, end: true, ownerOnly: false },
  { to: paths.adminContents, label: copy.admin.tabs.contents, end: false, ownerOnly: false },
  { to: paths.adminPassphrases, label: copy.admin.tabs.passphrases, end: false, ownerOnly: true },
  { to: paths.adminMembers, label: copy.admin.tabs.members, end: false, ownerOnly: true },
  { to: paths.adminDashboard, label: copy.admin.tabs.dashboard, end: false, ownerOnly: false },
  { to: paths.adminLive, label: copy.admin.tabs.live, end: false, ownerOnly: false },
  { to: paths.adminComments, label: copy.admin.tabs.comments, end: false, ownerOnly: false },
  { to: paths.adminNotices, label: copy.admin.tabs.notices, end: false, ownerOnly: false },
  { to: paths.adminPrograms, label: copy.admin.tabs.programs, end: false, ownerOnly: false },
  { to: paths.adminSettings, label: copy.admin.tabs.settings, end: false, ownerOnly: true },
  { to: paths.adminLegal, label: copy.admin.tabs.legal, end: false, ownerOnly: true },
  { to: paths.adminStaff, label: copy.admin.tabs.staff, end: false, ownerOnly: true },
  { to: paths.adminAudit, label: copy.admin.tabs.audit, end: false, ownerOnly: true },
];

type AdminLayoutProps = {
  /** An オーナー sees every tab; a 編集者 only those of the screens she can use. */
  isOwner: boolean;
  /** In the header, e.g. the logout button. */
  actions?: ReactNode;
  /** Above every screen, e.g. the warning that next month has no passphrase yet. */
  notice?: ReactNode;
  /** Counts beside tabs, by the tab's path: what waits there for staff. */
  badges?: Partial<Record<string, TabBadge>>;
};

/**
 * Staff screens: a plain header with the heading 管理画面 and `actions`, the tabs of the admin
 * screens, and room for wide tables and forms.
 */
export default function AdminLayout({ isOwner, actions, notice, badges = {} }: AdminLayoutProps) {
  const shown = (isOwner ? tabs : tabs.filter((tab) => !tab.ownerOnly)).map((tab) => ({
    ...tab,
    badge: badges[tab.to],
  }));
  return (
    <div className="admin-layout">
      <SkipLink />
      <header className="site-header admin-layout__header">
        <div className="admin-layout__bar">
          <Link to={paths.admin} className="admin-layout__logo">
            <Logo />
          </Link>
          <h1 className="admin-layout__heading">{copy.admin.heading}</h1>
          {actions && <div className="admin-layout__actions">{actions}</div>}
        </div>
        <nav aria-label={copy.admin.navLabel} className="admin-layout__nav">
          <AdminTabs tabs={shown} />
        </nav>
      </header>
      <main id={mainContentId} tabIndex={-1} className="admin-layout__main">
        {notice}
        <Outlet />
      </main>
    </div>
  );
}
