import { copy } from '../copy.js';
import type { FieldProblem } from './field-problem.js';

export type PushSubscriptionField = 'endpoint' | 'keys';

export type PushSubscriptionValues = { endpoint: string; keys: { p256dh: string; auth: string } };

/**
 * The push services of the browsers we know (Chrome, Edge, Firefox, Safari), as host names or
 * `*.` + a domain for any host under it. The server posts to whatever endpoint a member sends, so
 * only these may receive our requests (PUSH_SERVICE_HOSTS replaces the list).
 */
export const knownPushServiceHosts: readonly string[] = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.services.mozilla.com',
  '*.notify.windows.com',
  'web.push.apple.com',
  '*.push.apple.com',
];

// A P-256 public key (65 bytes, uncompressed) and a 16-byte secret, base64url without padding.
const p256dhPattern = /^B[A-Za-z0-9_-]{86}$/;
const authPattern = /^[A-Za-z0-9_-]{22}$/;

/**
 * What the browser's PushSubscription gave us. The endpoint must be an https address on the
 * standard port of one of `allowedHosts` (see knownPushServiceHosts).
 */
export function pushSubscriptionProblem(
  values: PushSubscriptionValues,
  allowedHosts: readonly string[],
): FieldProblem<PushSubscriptionField> | null {
  const url = httpsUrl(values.endpoint);
  if (!url) return { field: 'endpoint', message: copy.pwa.pushInvalid };
  if (!hostAllowed(url.hostname, allowedHosts)) {
    return { field: 'endpoint', message: copy.pwa.pushServiceUnknown };
  }
  if (!p256dhPattern.test(values.keys.p256dh) || !authPattern.test(values.keys.auth)) {
    return { field: 'keys', message: copy.pwa.pushInvalid };
  }
  return null;
}

/** The sender asks again before each post: a list changed since she subscribed still holds. */
export function isAllowedPushEndpoint(endpoint: string, allowedHosts: readonly string[]): boolean {
  const url = httpsUrl(endpoint);
  return url !== null && hostAllowed(url.hostname, allowedHosts);
}

/** https on port 443 (an explicit :443 is dropped by URL), no user or password. */
function httpsUrl(endpoint: string): URL | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.port !== '' || url.username || url.password) return null;
  return url;
}

function hostAllowed(host: string, allowedHosts: readonly string[]): boolean {
  return allowedHosts.some((pattern) =>
    pattern.startsWith('*.')
      ? host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1
      : host === pattern,
  );
}
