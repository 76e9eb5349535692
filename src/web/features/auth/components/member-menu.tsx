import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { Link } from 'react-router';
import { copy } from '#shared/copy.js';
import { HeartIcon, HistoryIcon, MypageIcon } from '#web/components/layouts/nav-icons';
import { Alert } from '#web/components/ui/alert';
import { paths } from '#web/config/paths';
import { errorMessage } from '#web/lib/api-client';
import { useSession } from '../api/get-session';
import { isStaff } from '../guard-decisions';
import { useSignOut } from './use-sign-out';
import './member-menu.css';

// How the menu was opened: a mouse resting on it (closes when it leaves), or a deliberate
// click, tap or key press (stays open until closed).
type OpenState = 'closed' | 'hover' | 'pinned';

const hoverCloseDelayMs = 200;

/**
 * "My page" menu in the member header: who is signed in (the e-mail, or ゲスト), favorites, the
 * viewing history, 管理画面 for staff, and logout. A disclosure button: opens on hover and on click,
 * tap or Enter/Space; Escape, a click elsewhere or moving focus away closes it.
 */
export function MemberMenu() {
  const session = useSession();
  const { signOut, isPending, error } = useSignOut(paths.landing);
  const [openState, setOpenState] = useState<OpenState>('closed');
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const panelId = useId();
  const open = openState !== 'closed';

  const cancelClose = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = undefined;
  };
  const close = () => {
    cancelClose();
    setOpenState('closed');
  };

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // A press anywhere outside closes it (pointerdown, so it also works for taps on phones).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenState('closed');
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    cancelClose();
    setOpenState((state) => (state === 'closed' ? 'hover' : state));
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || openState !== 'hover') return;
    cancelClose();
    closeTimer.current = setTimeout(
      () => setOpenState((state) => (state === 'hover' ? 'closed' : state)),
      hoverCloseDelayMs,
    );
  };
  // A click on a menu opened by hovering keeps it open rather than closing it under the pointer.
  const onButtonClick = () => {
    cancelClose();
    setOpenState((state) => (state === 'pinned' ? 'closed' : 'pinned'));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
      buttonRef.current?.focus();
    }
  };
  // Tabbing past the last item closes it. (A click elsewhere has its own listener above; a click
  // on the panel's text also blurs, with no related target, and must not close it.)
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !rootRef.current?.contains(next)) close();
  };

  const data = session.data;
  const who =
    data?.state === 'authenticated' ? (data.kind === 'member' ? data.user.email : copy.member.guestName) : '';

  return (
    <div
      ref={rootRef}
      className="member-menu"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        className="pill member-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onButtonClick}
      >
        <MypageIcon />
        <span>{copy.member.bottomNav.mypage}</span>
      </button>
      <div id={panelId} className="member-menu__panel" hidden={!open}>
        <p className="member-menu__who">{who}</p>
        <ul className="member-menu__items">
          <li>
            <Link to={paths.member.mypageTab('favorites')} className="member-menu__item" onClick={close}>
              <HeartIcon />
              {copy.member.menu.favorites}
            </Link>
          </li>
          <li>
            <Link to={paths.member.history} className="member-menu__item" onClick={close}>
              <HistoryIcon />
              {copy.member.menu.history}
            </Link>
          </li>
          {isStaff(data) && (
            <li>
              <Link to={paths.admin} className="member-menu__item" onClick={close}>
                {copy.member.menu.admin}
              </Link>
            </li>
          )}
          <li>
            <button
              type="button"
              className="member-menu__item"
              onClick={signOut}
              aria-disabled={isPending || undefined}
            >
              {isPending ? copy.site.working : copy.member.menu.logout}
            </button>
          </li>
        </ul>
        {error && <Alert tone="error">{errorMessage(error)}</Alert>}
      </div>
    </div>
  );
}
