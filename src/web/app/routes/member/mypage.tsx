import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { copy } from '#shared/copy.js';
import { EmptyState } from '#web/components/empty-state';
import { MemberShortcuts } from '#web/components/layouts/member-shortcuts';
import { LoginRequired } from '#web/components/login-required';
import { QueryProblem } from '#web/components/query-problem';
import { TabPanel, Tabs, type TabItem } from '#web/components/ui/tabs';
import { paths, queryParams } from '#web/config/paths';
import { ProfileSettings } from '#web/features/account/components/profile-form';
import { ActivityInvitation } from '#web/features/activity/components/activity-invitation';
import { ActivityRecords } from '#web/features/activity/components/activity-records';
import { PasswordForm } from '#web/features/account/components/password-form';
import { LeaveAccount } from '#web/features/account/components/leave-account';
import { sessionQueryKey } from '#web/lib/shared-query-keys';
import { useSession } from '#web/features/auth/api/get-session';
import { LogoutButton } from '#web/features/auth/components/logout-button';
import { ContentGrid, ContentGridSkeleton } from '#web/features/contents/components/content-grid';
import { useFavorites } from '#web/features/favorites/api/get-favorites';
import { LegalLinks } from '#web/features/legal/components/legal-links';
import { LiveMypageSettings } from '#web/features/live/components/live-mypage-settings';
import { PushSetting } from '#web/features/push/components/push-setting';
import { NewsSettings } from '#web/features/news/components/news-settings';
import { IphoneInstallGuide } from '#web/features/preferences/components/iphone-install-guide';
import { TextSizeSetting } from '#web/features/preferences/components/text-size-setting';
import { useDocumentTitle } from '#web/hooks/use-document-title';
import './mypage.css';

const tabs = ['profile', 'password', 'favorites', 'records', 'settings'] as const;
type Tab = (typeof tabs)[number];

const tabItems: readonly TabItem<Tab>[] = tabs.map((key) => ({ key, label: copy.mypage.tabs[key] }));

function parseTab(value: string | null): Tab {
  return tabs.find((tab) => tab === value) ?? 'profile';
}

function FavoritesPanel() {
  const favorites = useFavorites();
  const problem = favorites.isError && <QueryProblem query={favorites} />;
  if (!favorites.data) return problem || <ContentGridSkeleton count={2} />;
  return (
    <div className="stack">
      {problem}
      {favorites.data.items.length === 0 ? (
        <EmptyState>{copy.mypage.favoritesEmpty}</EmptyState>
      ) : (
        <ContentGrid cards={favorites.data.items.map((item) => item.content)} headingLevel={2} />
      )}
    </div>
  );
}

function SettingsPanel({ authenticated, isMember }: { authenticated: boolean; isMember: boolean }) {
  return (
    <div className="mypage-settings">
      <TextSizeSetting />
      {/* Reminder mails and calendar subscriptions need an account: guests have none. */}
      {isMember && <LiveMypageSettings />}
      {isMember && <NewsSettings />}
      <AppSettings isMember={isMember} />
      <dl className="mypage-settings__auth">
        <dt>{copy.mypage.authStateLabel}</dt>
        <dd>{authenticated ? copy.mypage.authValid : copy.mypage.authExpired}</dd>
      </dl>
      <div>
        <LogoutButton destination={paths.landing} label={copy.member.menu.logout} />
      </div>
      {isMember && <LeaveAccount />}
    </div>
  );
}

/** On the phone like an app (issue 14): push reminders for members, the iPhone guide for all. */
function AppSettings({ isMember }: { isMember: boolean }) {
  const headingId = useId();
  return (
    <section className="mypage-settings__app" aria-labelledby={headingId}>
      <h2 id={headingId}>{copy.pwa.appHeading}</h2>
      {isMember && <PushSetting />}
      <IphoneInstallGuide />
    </section>
  );
}

/** プロフィール / パスワード変更 / お気に入り / きろく / 設定; the tab is kept in the address (?tab=). */
export default function MypageRoute() {
  useDocumentTitle(copy.mypage.heading);
  const headingId = useId();
  const queryClient = useQueryClient();
  const session = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = parseTab(searchParams.get(queryParams.tab));
  const isMember = session.data?.state === 'authenticated' && session.data.kind === 'member';
  const membersOnly = <LoginRequired redirectTo={paths.member.mypageTab(selected)} />;

  const select = (tab: Tab) => {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.set(queryParams.tab, tab);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <>
      <h1 id={headingId}>{copy.mypage.heading}</h1>
      <div className="mypage">
        {/* お気に入り is a tab here; the history lives on its own page. */}
        <MemberShortcuts show={['history']} />
        <Tabs
          items={tabItems}
          selected={selected}
          onSelect={select}
          idBase="mypage"
          labelledBy={headingId}
          className="tabs--fill"
        />
        <TabPanel idBase="mypage" selected={selected} className="mypage__panel">
          {selected === 'profile' &&
            (isMember ? (
              // A new e-mail shows in the member menu at once.
              <ProfileSettings
                onSaved={() => void queryClient.invalidateQueries({ queryKey: sessionQueryKey })}
              />
            ) : (
              membersOnly
            ))}
          {selected === 'password' && (isMember ? <PasswordForm /> : membersOnly)}
          {selected === 'favorites' && (isMember ? <FavoritesPanel /> : membersOnly)}
          {selected === 'records' &&
            (isMember ? (
              <ActivityRecords />
            ) : (
              <ActivityInvitation
                registerHref={paths.registerFor(paths.member.mypageTab('records'))}
                loginHref={paths.loginFor(paths.member.mypageTab('records'))}
              />
            ))}
          {selected === 'settings' && (
            <SettingsPanel authenticated={session.data?.state === 'authenticated'} isMember={isMember} />
          )}
        </TabPanel>
      </div>
      <div className="mypage__legal">
        <LegalLinks />
      </div>
    </>
  );
}
