import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { NavTabItems, type NavTab } from './nav-tab-items';

/**
 * The admin screens' tabs. On a phone they are one row that scrolls sideways: a fade with an
 * arrow on the side where more tabs are hidden says there is more, and the tab of the screen
 * being shown is scrolled into view, so it is never off the edge (issue 26).
 */
export function AdminTabs({ tabs }: { tabs: readonly NavTab[] }) {
  const listRef = useRef<HTMLUListElement>(null);
  const [more, setMore] = useState({ before: false, after: false });
  const { pathname } = useLocation();

  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    // A pixel of slack: zoomed pages report fractional scroll positions.
    const before = list.scrollLeft > 1;
    const after = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
    setMore((last) => (last.before === before && last.after === after ? last : { before, after }));
  }, []);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [measure]);

  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current) return;
    // Only the row scrolls (scrollIntoView could move the page too): the tab to the middle.
    const left = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
    list.scrollLeft = Math.max(0, left);
    measure();
  }, [pathname, measure]);

  return (
    <div
      className="admin-tabs-frame"
      data-more-before={more.before || undefined}
      data-more-after={more.after || undefined}
    >
      <ul ref={listRef} className="admin-tabs" onScroll={measure}>
        <NavTabItems tabs={tabs} linkClassName="admin-tabs__link" />
      </ul>
    </div>
  );
}
