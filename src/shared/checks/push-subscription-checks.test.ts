import { describe, expect, it } from 'vitest';
import { fieldProblem } from '#tests/support/field-problem.js';
import { copy } from '../copy.js';
import {
  isAllowedPushEndpoint,
  knownPushServiceHosts,
  pushSubscriptionProblem,
} from './push-subscription-checks.js';

const keys = { p256dh: `B${'a'.repeat(86)}`, auth: 'b'.repeat(22) };
const check = (endpoint: string) => pushSubscriptionProblem({ endpoint, keys }, knownPushServiceHosts);

describe('pushSubscriptionProblem', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://fcm.googleapis.com:443/fcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/abc',
    'https://wns2-ty1p.notify.windows.com/w/?token=abc',
    'https://web.push.apple.com/QGx',
    'https://api.push.apple.com/3/device/abc',
  ])('takes the browser push service address %s with well-formed keys', (endpoint) => {
    expect(check(endpoint)).toBeNull();
  });

  it.each([
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://fcm.googleapis.com:8443/fcm/send/abc',
    'https://user:pw@fcm.googleapis.com/x',
    'not a url',
  ])('refuses %s as not a push address at all', (endpoint) => {
    expect(check(endpoint)).toEqual(fieldProblem('endpoint', copy.pwa.pushInvalid));
  });

  it.each([
    'https://127.0.0.1/push',
    'https://[::1]/push',
    'https://localhost./push',
    'https://127.0.0.1.nip.io/',
    'https://metadata.google.internal/computeMetadata/v1/',
    'https://fcm.googleapis.com./fcm/send/abc',
    'https://fcm.googleapis.com.evil.example/x',
    'https://evilpush.apple.com/x',
    'https://push.apple.com/x',
    'https://push.example.com/x',
  ])('refuses %s as a host that is no known push service', (endpoint) => {
    expect(check(endpoint)).toEqual(fieldProblem('endpoint', copy.pwa.pushServiceUnknown));
  });

  it('takes the hosts it is given instead of the known ones', () => {
    const standIn = ['push.stand-in.test'];
    expect(
      pushSubscriptionProblem({ endpoint: 'https://push.stand-in.test/push/1', keys }, standIn),
    ).toBeNull();
    expect(
      pushSubscriptionProblem({ endpoint: 'https://fcm.googleapis.com/x', keys }, standIn)?.message,
    ).toBe(copy.pwa.pushServiceUnknown);
    expect(isAllowedPushEndpoint('https://push.stand-in.test/push/1', standIn)).toBe(true);
    expect(isAllowedPushEndpoint('https://push.stand-in.test:444/push/1', standIn)).toBe(false);
  });

  it('refuses keys of the wrong shape', () => {
    const endpoint = 'https://fcm.googleapis.com/x';
    expect(check(endpoint)).toBeNull();
    expect(
      pushSubscriptionProblem({ endpoint, keys: { ...keys, p256dh: 'short' } }, knownPushServiceHosts)?.field,
    ).toBe('keys');
    expect(
      pushSubscriptionProblem({ endpoint, keys: { ...keys, auth: 'a/b' } }, knownPushServiceHosts)?.field,
    ).toBe('keys');
  });
});
