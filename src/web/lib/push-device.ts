import { apiPaths } from '#shared/api-paths.js';
import { apiRequest } from './api-client';

/** This device's push subscription, if the browser has one (null when push is unsupported). */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * At logout: the server forgets this device and the browser drops the subscription, so the next
 * person on this phone gets no reminders meant for her. Never blocks the logout for long.
 */
export async function forgetPushSubscription(): Promise<void> {
  try {
    const subscription = await currentPushSubscription();
    if (!subscription) return;
    await apiRequest(apiPaths.myPushSubscription, {
      method: 'DELETE',
      body: { endpoint: subscription.endpoint },
      timeoutMs: 3000,
    }).catch(() => undefined);
    await subscription.unsubscribe();
  } catch {
    // Push is a convenience: a failure here must not keep her signed in.
  }
}
