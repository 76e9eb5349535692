import { useId, useState } from 'react';
import { copy } from '#shared/copy.js';
import type { CalendarFeedIssued, MyLiveSettings } from '#shared/schemas/live.js';
import { QueryProblem } from '#web/components/query-problem';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { buttonClassName } from '#web/components/ui/button-class';
import { Spinner } from '#web/components/ui/spinner';
import { StatusMessage, useStatusMessage } from '#web/components/ui/status-message';
import { errorMessage } from '#web/lib/api-client';
import { formatDateTime } from '#web/lib/format-date';
import { useMyLiveSettings } from '../api/get-my-live-settings';
import { useIssueCalendarFeed } from '../api/issue-calendar-feed';
import { useSetLiveReminder } from '../api/set-live-reminder';
import './live-mypage-settings.css';

/** My page → 設定 → ライブレッスン (members): the reminder mail and the calendar subscription. */
export function LiveMypageSettings() {
  const headingId = useId();
  const settings = useMyLiveSettings();
  return (
    <section className="live-settings" aria-labelledby={headingId}>
      <h2 id={headingId} className="live-settings__heading">
        {copy.live.mypage.heading}
      </h2>
      {settings.isError && !settings.data && <QueryProblem query={settings} />}
      {settings.data ? (
        <>
          <ReminderSetting settings={settings.data} />
          <CalendarSubscription settings={settings.data} />
        </>
      ) : (
        !settings.isError && <Spinner />
      )}
    </section>
  );
}

function ReminderSetting({ settings }: { settings: MyLiveSettings }) {
  const id = useId();
  const save = useSetLiveReminder();
  const { message, report } = useStatusMessage();
  // Held in component state, set in the change handler itself: the mutation's own pending state
  // arrives a tick later, and React would put the box back meanwhile, undoing the tap on screen.
  const [saving, setSaving] = useState<boolean | null>(null);
  const checked = saving ?? settings.reminder;

  return (
    <div className="stack stack--space-3 live-settings__block">
      <div className="live-settings__check">
        <input
          id={`${id}-reminder`}
          type="checkbox"
          checked={checked}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            if (saving !== null) return;
            const wanted = event.currentTarget.checked;
            setSaving(wanted);
            save.mutate(wanted, {
              onSuccess: ({ message: text }) => report('success', text),
              onError: (error) => report('error', errorMessage(error)),
              onSettled: () => setSaving(null),
            });
          }}
        />
        <label htmlFor={`${id}-reminder`}>{copy.live.reminderSetting}</label>
      </div>
      <p id={`${id}-hint`} className="live-settings__hint">
        {copy.live.mypage.reminderHint}
      </p>
      <StatusMessage message={message} />
    </div>
  );
}

function CalendarSubscription({ settings }: { settings: MyLiveSettings }) {
  const headingId = useId();
  const issue = useIssueCalendarFeed();
  const [issued, setIssued] = useState<CalendarFeedIssued | null>(null);
  const { message, report } = useStatusMessage();
  const issuedAt = settings.calendarFeedIssuedAt;

  const issueNow = () => {
    if (issue.isPending) return;
    issue.mutate(undefined, {
      onSuccess: (result) => {
        setIssued(result);
        report('success', result.message);
      },
      onError: (error) => report('error', errorMessage(error)),
    });
  };

  return (
    <div className="stack stack--space-3 live-settings__block" role="group" aria-labelledby={headingId}>
      <h3 id={headingId}>{copy.live.mypage.subscriptionHeading}</h3>
      <p>{copy.live.mypage.subscriptionText}</p>
      {issuedAt && !issued && (
        <p className="live-settings__hint">{copy.live.mypage.issuedAt(formatDateTime(issuedAt)[0])}</p>
      )}
      <StatusMessage message={message} />
      {issued && <IssuedAddress issued={issued} />}
      <div>
        <Button variant="secondary" onClick={issueNow} aria-disabled={issue.isPending || undefined}>
          {issue.isPending ? copy.site.working : issuedAt ? copy.live.mypage.renew : copy.live.mypage.issue}
        </Button>
      </div>
    </div>
  );
}

function IssuedAddress({ issued }: { issued: CalendarFeedIssued }) {
  const id = useId();
  const [copied, setCopied] = useState(0);
  const copyAddress = async () => {
    try {
      await navigator.clipboard.writeText(issued.url);
      setCopied((count) => count + 1);
    } catch {
      // No clipboard (an old browser, no permission): the address stays selectable in the field.
      document.getElementById(`${id}-address`)?.focus();
    }
  };
  return (
    <div className="panel live-settings__address">
      <label htmlFor={`${id}-address`} className="field__label">
        {copy.live.mypage.addressLabel}
      </label>
      <input
        id={`${id}-address`}
        className="field__input"
        readOnly
        value={issued.url}
        aria-describedby={`${id}-once`}
        onFocus={(event) => event.currentTarget.select()}
      />
      <p id={`${id}-once`} className="live-settings__hint">
        {copy.live.mypage.shownOnce}
      </p>
      <div className="live-settings__actions">
        <a href={issued.webcalUrl} className={buttonClassName()}>
          {copy.live.mypage.openInCalendarApp}
        </a>
        <a
          href={issued.googleUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClassName({ variant: 'secondary' })}
        >
          {copy.live.mypage.addToGoogle}
          <span className="visually-hidden">{copy.live.opensInNewTab}</span>
        </a>
        <Button variant="secondary" onClick={() => void copyAddress()}>
          {copy.live.mypage.copyAddress}
        </Button>
      </div>
      {copied > 0 && (
        <Alert key={copied} tone="success">
          {copy.live.mypage.copied}
        </Alert>
      )}
    </div>
  );
}
