import { describe, expect, it } from 'vitest';
import { copy } from '../copy.js';
import { pushSubscriptionProblem } from './push-subscription-checks.js';

const keys = { p256dh: `B${'a'.repeat(86)}`, auth: 'b'.repeat(22) };

describe('pushSubscriptionProblem', () => {
  it('takes an https push service address with well-formed keys', () => {
    expect(pushSubscriptionProblem({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys })).toBeNull();
  });

  it.each([
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://127.0.0.1/push',
    'https://[::1]/push',
    'https://localhost/push',
    'https://intranet/push',
    'https://user:pw@push.example.com/x',
    'not a url',
  ])('refuses %s as the endpoint', (endpoint) => {
    expect(pushSubscriptionProblem({ endpoint, keys })).toEqual({
      field: 'endpoint',
      message: copy.pwa.pushInvalid,
    });
  });

  it('refuses keys of the wrong shape', () => {
    const endpoint = 'https://push.example.com/x';
    expect(pushSubscriptionProblem({ endpoint, keys: { ...keys, p256dh: 'short' } })?.field).toBe('keys');
    expect(pushSubscriptionProblem({ endpoint, keys: { ...keys, auth: 'a/b' } })?.field).toBe('keys');
  });
});
