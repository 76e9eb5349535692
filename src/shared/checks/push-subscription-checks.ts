import { copy } from '../copy.js';
import type { FieldProblem } from './field-problem.js';

export type PushSubscriptionField = 'endpoint' | 'keys';

export type PushSubscriptionValues = { endpoint: string; keys: { p256dh: string; auth: string } };

// A P-256 public key (65 bytes, uncompressed) and a 16-byte secret, base64url without padding.
const p256dhPattern = /^B[A-Za-z0-9_-]{86}$/;
const authPattern = /^[A-Za-z0-9_-]{22}$/;

/**
 * What the browser's PushSubscription gave us. The endpoint must be an https address of a push
 * service (the server posts to it; nothing else may be made to receive our requests).
 */
export function pushSubscriptionProblem(
  values: PushSubscriptionValues,
): FieldProblem<PushSubscriptionField> | null {
  if (!isPushEndpoint(values.endpoint)) return { field: 'endpoint', message: copy.pwa.pushInvalid };
  if (!p256dhPattern.test(values.keys.p256dh) || !authPattern.test(values.keys.auth)) {
    return { field: 'keys', message: copy.pwa.pushInvalid };
  }
  return null;
}

function isPushEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  // No address literal and no machine name: push services are public host names.
  const host = url.hostname;
  return host.includes('.') && !/^[\d.]+$/.test(host) && !host.startsWith('[') && host !== 'localhost';
}
