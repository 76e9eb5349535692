import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { copy } from '#shared/copy.js';
import { paths } from '#web/config/paths';
import { Logo } from '../logo';
import { HeaderSearch } from './header-search';
import { NavTabItems } from './nav-tab-items';

const tabs = [
  { to: paths.member.home, label: copy.member.headerTabs.top, end: true },
  { to: paths.member.new, label: copy.member.headerTabs.new, end: false },
  { to: paths.member.featured, label: copy.member.headerTabs.featured, end: false },
  { to: paths.member.popular, label: copy.member.headerTabs.popular, end: false },
];

export function MemberHeader({ actions }: { actions?: ReactNode }) {
  return (
    <header className="site-header member-header">
      <div className="member-header__bar">
        <Link to={paths.member.home} className="member-header__logo">
          <Logo />
        </Link>
        <div className="member-header__search">
          <HeaderSearch />
        </div>
        <div className="member-header__actions">{actions}</div>
      </div>
      <nav aria-label={copy.member.headerNavLabel} className="member-header__nav">
        <ul className="member-tabs">
          <NavTabItems tabs={tabs} linkClassName="member-tabs__link" />
        </ul>
      </nav>
    </header>
  );
}
