import type { Ref } from 'react';
import { NavLink } from 'react-router';
import { copy } from '#shared/copy.js';
import { paths } from '#web/config/paths';
import { FeaturedIcon, HomeIcon, MypageIcon, NewIcon, PopularIcon } from './nav-icons';

const items = [
  { to: paths.member.home, label: copy.member.bottomNav.home, Icon: HomeIcon, end: true },
  { to: paths.member.new, label: copy.member.bottomNav.new, Icon: NewIcon, end: false },
  { to: paths.member.featured, label: copy.member.bottomNav.featured, Icon: FeaturedIcon, end: false },
  { to: paths.member.popular, label: copy.member.bottomNav.popular, Icon: PopularIcon, end: false },
  { to: paths.member.mypage, label: copy.member.bottomNav.mypage, Icon: MypageIcon, end: false },
];

export function BottomNav({ ref }: { ref?: Ref<HTMLElement> }) {
  return (
    <nav ref={ref} aria-label={copy.member.bottomNavLabel} className="bottom-nav">
      <ul className="bottom-nav__list">
        {items.map(({ to, label, Icon, end }) => (
          <li key={to}>
            <NavLink to={to} end={end} className="bottom-nav__link">
              <Icon />
              <span>{label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
