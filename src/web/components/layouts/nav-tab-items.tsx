import { useId } from 'react';
import { NavLink } from 'react-router';

/** A count beside a tab's name (what waits there), and the words a screen reader says for it. */
export type TabBadge = { text: string; description: string };

export type NavTab = { to: string; label: string; end: boolean; badge?: TabBadge | undefined };

/**
 * The links of a row of screen tabs, one list item each (the member header's and the admin
 * screens'); the caller holds the list, which may scroll or be measured.
 */
export function NavTabItems({ tabs, linkClassName }: { tabs: readonly NavTab[]; linkClassName: string }) {
  return tabs.map((tab) => <NavTabItem key={tab.to} tab={tab} linkClassName={linkClassName} />);
}

function NavTabItem({ tab, linkClassName }: { tab: NavTab; linkClassName: string }) {
  const badgeId = useId();
  return (
    <li>
      {/* NavLink sets aria-current="page" on the tab of the screen being shown. The badge is a
          description, not part of the tab's name: the tab is found by its name whatever waits. */}
      <NavLink
        to={tab.to}
        end={tab.end}
        className={linkClassName}
        aria-describedby={tab.badge ? badgeId : undefined}
      >
        {tab.label}
        {tab.badge && (
          <span className="nav-tab-badge" aria-hidden="true">
            {tab.badge.text}
          </span>
        )}
      </NavLink>
      {/* Not laid out (a hidden element may still describe): a box beside a tab scrolled out of
          the row would widen the page on a phone. */}
      {tab.badge && (
        <span id={badgeId} hidden>
          {tab.badge.description}
        </span>
      )}
    </li>
  );
}
