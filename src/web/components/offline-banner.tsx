import { useSyncExternalStore } from 'react';
import { copy } from '#shared/copy.js';
import { formatDateTime } from '../lib/format-date';
import { cachedAnswerTime, subscribeOfflineAnswers } from '../lib/offline-answers';
import './offline-banner.css';

/** Shown while the screen shows answers the service worker kept, with when they were loaded. */
export function OfflineBanner() {
  const stamp = useSyncExternalStore(subscribeOfflineAnswers, cachedAnswerTime, () => null);
  if (!stamp) return null;
  const [date, time] = formatDateTime(stamp);
  return (
    <p role="status" className="offline-banner">
      {copy.pwa.offlineBanner(`${date} ${time}`)}
    </p>
  );
}
