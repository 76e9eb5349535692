import { Link } from 'react-router';
import { copy } from '#shared/copy.js';
import { paths } from '#web/config/paths';
import { HeartIcon, HistoryIcon } from './nav-icons';
import './member-shortcuts.css';

const shortcuts = {
  favorites: { to: paths.member.mypageTab('favorites'), label: copy.member.menu.favorites, Icon: HeartIcon },
  history: { to: paths.member.history, label: copy.member.menu.history, Icon: HistoryIcon },
} as const;

type Shortcut = keyof typeof shortcuts;

/**
 * お気に入り and 視聴履歴 as big tiles, one tap away: on a phone the header menu that also holds them
 * is easy to miss.
 */
export function MemberShortcuts({ show = ['favorites', 'history'] }: { show?: readonly Shortcut[] }) {
  return (
    <nav aria-label={copy.member.shortcutsLabel} className="member-shortcuts">
      <ul className="member-shortcuts__list">
        {show.map((key) => {
          const { to, label, Icon } = shortcuts[key];
          return (
            <li key={key}>
              <Link to={to} className="member-shortcuts__link">
                <Icon />
                <span>{label}</span>
                <span className="member-shortcuts__arrow" aria-hidden="true">
                  ›
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
