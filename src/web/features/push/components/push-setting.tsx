import { useEffect, useId, useState } from 'react';
import { copy } from '#shared/copy.js';
import type { PushSubscriptionInput } from '#shared/schemas/push.js';
import { StatusMessage, useStatusMessage } from '#web/components/ui/status-message';
import { errorMessage } from '#web/lib/api-client';
import { currentPushSubscription, forgetPushSubscription } from '#web/lib/push-device';
import { getPushPublicKey } from '../api/get-push-public-key';
import { savePushSubscription } from '../api/save-push-subscription';
import './push-setting.css';

function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The VAPID key as PushManager wants it (base64url text → bytes). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

/**
 * ライブの前にスマホに通知する (members). The browser asks for permission only when she ticks the
 * box: never on page load.
 */
export function PushSetting() {
  const id = useId();
  const [supported] = useState(pushSupported);
  const [on, setOn] = useState(false);
  // What she asked for, shown at once while the browser and the server are asked.
  const [asked, setAsked] = useState<boolean | null>(null);
  const busy = asked !== null;
  const { message, report } = useStatusMessage();

  useEffect(() => {
    if (!supported) return;
    let current = true;
    void currentPushSubscription()
      .then((subscription) => current && setOn(subscription !== null))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [supported]);

  const turnOn = async (permission: Promise<NotificationPermission>) => {
    if ((await permission) !== 'granted') {
      report('error', copy.pwa.pushDenied);
      return;
    }
    const [{ publicKey }, registration] = await Promise.all([
      getPushPublicKey(),
      navigator.serviceWorker.ready,
    ]);
    const subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    });
    // A device the server refused (too many devices, a push service it does not allow) must not
    // stay subscribed in the browser, or the box would show as on at her next visit.
    const { message: text } = await savePushSubscription(
      subscription.toJSON() as PushSubscriptionInput,
    ).catch(async (error: unknown) => {
      await subscription.unsubscribe().catch(() => undefined);
      throw error;
    });
    setOn(true);
    report('success', text);
  };

  const turnOff = async () => {
    await forgetPushSubscription();
    setOn(false);
    report('success', copy.pwa.pushRemoved);
  };

  const change = (wanted: boolean) => {
    if (busy) return;
    // Asked inside the tap itself: browsers only show the permission prompt for a user gesture.
    const permission = wanted ? Notification.requestPermission() : null;
    setAsked(wanted);
    void (permission ? turnOn(permission) : turnOff())
      .catch((error: unknown) => report('error', errorMessage(error)))
      .finally(() => setAsked(null));
  };

  return (
    <div className="stack stack--space-3 push-setting">
      <div className="push-setting__check">
        <input
          id={`${id}-push`}
          type="checkbox"
          checked={asked ?? on}
          disabled={!supported}
          aria-busy={busy}
          aria-describedby={supported ? undefined : `${id}-unsupported`}
          onChange={(event) => change(event.currentTarget.checked)}
        />
        <label htmlFor={`${id}-push`}>{copy.pwa.pushSetting}</label>
      </div>
      {!supported && (
        <p id={`${id}-unsupported`} className="push-setting__hint">
          {copy.pwa.pushUnsupported}
        </p>
      )}
      <StatusMessage message={message} />
    </div>
  );
}
