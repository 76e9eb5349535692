import { useRef, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { OfflineBanner } from '../offline-banner';
import { SkipLink, mainContentId } from '../skip-link';
import { BottomNav } from './bottom-nav';
import { MemberHeader } from './member-header';
import { useMessagesAboveNav } from './use-messages-above-nav';
import './member-layout.css';

/**
 * The frame of every member screen: header with tabs, the screen, and the bottom navigation.
 * `headerActions` (the member menu) is given by the route that composes it.
 */
export default function MemberLayout({ headerActions }: { headerActions?: ReactNode }) {
  const mainRef = useRef<HTMLElement>(null);
  const navRef = useRef<HTMLElement>(null);
  useMessagesAboveNav(mainRef, navRef);
  return (
    <div className="member-layout">
      <SkipLink />
      <MemberHeader actions={headerActions} />
      <OfflineBanner />
      <main ref={mainRef} id={mainContentId} tabIndex={-1} className="member-layout__main">
        <Outlet />
      </main>
      <BottomNav ref={navRef} />
    </div>
  );
}
