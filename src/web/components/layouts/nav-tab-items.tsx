import { NavLink } from 'react-router';

export type NavTab = { to: string; label: string; end: boolean };

/**
 * The links of a row of screen tabs, one list item each (the member header's and the admin
 * screens'); the caller holds the list, which may scroll or be measured.
 */
export function NavTabItems({ tabs, linkClassName }: { tabs: readonly NavTab[]; linkClassName: string }) {
  return tabs.map((tab) => (
    <li key={tab.to}>
      {/* NavLink sets aria-current="page" on the tab of the screen being shown. */}
      <NavLink to={tab.to} end={tab.end} className={linkClassName}>
        {tab.label}
      </NavLink>
    </li>
  ));
}
