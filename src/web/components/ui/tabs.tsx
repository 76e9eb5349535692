import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { nextTabIndex } from './tab-keys';
import './tabs.css';

export type TabItem<Key extends string> = { key: Key; label: string };

type TabsProps<Key extends string> = {
  items: readonly TabItem<Key>[];
  selected: Key;
  onSelect: (key: Key) => void;
  /** Unique on the page: the tabs and the panel take their ids from it. */
  idBase: string;
  /** The tab list's accessible name (or give labelledBy). */
  label?: string;
  labelledBy?: string;
  className?: string;
};

const tabId = (idBase: string, key: string) => `${idBase}-tab-${key}`;
const tabPanelId = (idBase: string) => `${idBase}-panel`;

/**
 * A row of tabs (WAI-ARIA tabs pattern): one tab stop, arrow keys, Home and End move the selection,
 * which follows focus. The panel is rendered by the caller with <TabPanel>.
 */
export function Tabs<Key extends string>({
  items,
  selected,
  onSelect,
  idBase,
  label,
  labelledBy,
  className,
}: TabsProps<Key>) {
  const listRef = useRef<HTMLDivElement>(null);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const selectedIndex = items.findIndex((item) => item.key === selected);

  // A row that scrolls sideways brings the chosen tab into view (opened from a link with
  // ?category=lifestyle, say). Only sideways: the page itself must not move.
  useEffect(() => {
    const list = listRef.current;
    const button = buttons.current[selectedIndex];
    if (!list || !button || list.scrollWidth <= list.clientWidth) return;
    const left = button.offsetLeft;
    const right = left + button.offsetWidth;
    if (left < list.scrollLeft || right > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = Math.max(0, left - (list.clientWidth - button.offsetWidth) / 2);
    }
  }, [selectedIndex]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = nextTabIndex(event.key, index, items.length);
    if (next === null) return;
    event.preventDefault();
    buttons.current[next]?.focus();
    onSelect(items[next]!.key);
  };

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={label}
      aria-labelledby={labelledBy}
      className={['tabs', className].filter(Boolean).join(' ')}
    >
      {items.map((item, index) => {
        const isSelected = item.key === selected;
        return (
          <button
            key={item.key}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(idBase, item.key)}
            aria-selected={isSelected}
            aria-controls={tabPanelId(idBase)}
            tabIndex={isSelected ? 0 : -1}
            className="pill tabs__tab"
            onClick={() => onSelect(item.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

type TabPanelProps = { idBase: string; selected: string; children: ReactNode; className?: string };

export function TabPanel({ idBase, selected, children, className }: TabPanelProps) {
  return (
    <div
      role="tabpanel"
      id={tabPanelId(idBase)}
      aria-labelledby={tabId(idBase, selected)}
      className={className}
    >
      {children}
    </div>
  );
}
