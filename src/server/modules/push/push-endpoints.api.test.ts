import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setPassphrase } from '#tests/support/accounts.js';
import { signedInMember } from '#tests/support/signed-in.js';
import { apiOnlyWebRoot, createTestConfig, fixedClock } from '#tests/support/test-app.js';
import type { TestVisitor } from '#tests/support/test-visitor.js';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import { buildApp } from '#server/app.js';
import { pushOverHttps, type PushTransport } from './push-reminders.js';

// What a member can make the server do through her push subscriptions: which addresses it posts
// to, how many devices she keeps, whose device an endpoint is, and that one slow push service
// holds up nobody else's reminders. The app runs with PUSH_SERVICE_HOSTS left at its default.

const passphrase = 'すずらん';
// The default lesson: Wednesday 25 November 2026, 21:00 Tokyo; its 30-minute reminder is due then.
const thirtyBefore = '2026-11-25T11:30:00.000Z';
const beforeLessons = '2026-11-20T03:00:00.000Z';

function deviceKeys() {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: crypto.randomBytes(16).toString('base64url'),
  };
}

let addresses = 0;
/** Each test's member comes from an address of her own, so the per-address limit is hers alone. */
const nextAddress = () => `203.0.113.${(addresses += 1)}`;

describe('push endpoints a member can name', () => {
  const clock = fixedClock(beforeLessons);
  let app: FastifyInstance;
  let cleanUp: () => Promise<void>;
  // Every push the app makes lands here, with how the test chose to answer it.
  let answer: (url: string, signal: AbortSignal | undefined) => Promise<number> = async () => 201;
  const posted: string[] = [];
  const transport: PushTransport = async (url, request) => {
    posted.push(url);
    return answer(url, request.signal);
  };

  async function member(): Promise<TestVisitor & { userId: string; address: string }> {
    return Object.assign(await signedInMember(app, passphrase), { address: nextAddress() });
  }

  const subscribe = (visitor: TestVisitor & { address: string }, endpoint: string, keys = deviceKeys()) =>
    visitor.request({
      method: 'POST',
      url: apiPaths.myPushSubscription,
      payload: { endpoint, keys },
      remoteAddress: visitor.address,
    });

  const devicesOf = async (userId: string) =>
    (
      await app.db
        .selectFrom('pushSubscriptions')
        .select('endpoint')
        .where('userId', '=', userId)
        .orderBy('endpoint')
        .execute()
    ).map((row) => row.endpoint);

  beforeAll(async () => {
    let config;
    ({ config, cleanUp } = await createTestConfig());
    app = await buildApp({
      config,
      clock,
      logger: false,
      webRoot: apiOnlyWebRoot(config),
      pushTransport: transport,
    });
    await setPassphrase(app.db, '2026-11', passphrase);
  });
  afterAll(async () => {
    await app?.close();
    await cleanUp?.();
  });
  beforeEach(async () => {
    clock.set(beforeLessons);
    answer = async () => 201;
    posted.length = 0;
    // Each test starts with no devices, so one test's reminders do not show in another's.
    await app.db.deleteFrom('pushSubscriptions').execute();
  });

  it('takes the browsers’ push services only, on the standard https port', async () => {
    const alice = await member();
    for (const endpoint of [
      'https://localhost./',
      'https://127.0.0.1.nip.io/',
      'https://metadata.google.internal/computeMetadata/v1/',
      'https://kubernetes.default.svc/api/v1/secrets',
      'https://fcm.googleapis.com.evil.example/x',
    ]) {
      const refused = await subscribe(alice, endpoint);
      expect(refused.statusCode, endpoint).toBe(400);
      expect(refused.json()).toEqual({ message: copy.pwa.pushServiceUnknown, field: 'endpoint' });
    }
    for (const endpoint of ['https://db.internal.corp:5432/', 'https://fcm.googleapis.com:8443/fcm/send/x']) {
      const refused = await subscribe(alice, endpoint);
      expect(refused.json(), endpoint).toEqual({ message: copy.pwa.pushInvalid, field: 'endpoint' });
    }
    expect(await devicesOf(alice.userId)).toEqual([]);

    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QGx',
    ]) {
      expect((await subscribe(alice, endpoint)).statusCode, endpoint).toBe(200);
    }
    expect(await devicesOf(alice.userId)).toHaveLength(3);
  });

  it('does not follow a redirect from a push service, and keeps the device without trying again', async () => {
    const internalHits: string[] = [];
    const internal = http.createServer((request, response) => {
      internalHits.push(`${request.method} ${request.url}`);
      response.writeHead(200).end('internal');
    });
    await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
    const internalPort = (internal.address() as AddressInfo).port;
    const redirecting = http.createServer((request, response) => {
      response
        .writeHead(request.url === '/see-other' ? 303 : 307, {
          location: `http://127.0.0.1:${internalPort}/admin/delete-everything`,
        })
        .end();
    });
    await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
    const redirectingOrigin = `http://127.0.0.1:${(redirecting.address() as AddressInfo).port}`;
    try {
      const push = (path: string) =>
        pushOverHttps(`${redirectingOrigin}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/octet-stream' },
          body: Buffer.from('x'),
        });
      expect(await push('/see-other')).toBe(303);
      expect(await push('/temporary')).toBe(307);
      expect(internalHits).toEqual([]);

      // In a round, a redirect is a refusal: the device stays, and the reminder is not retried.
      const alice = await member();
      expect((await subscribe(alice, 'https://fcm.googleapis.com/fcm/send/moved')).statusCode).toBe(200);
      answer = (url) =>
        pushOverHttps(url.replace('https://fcm.googleapis.com', redirectingOrigin), {
          method: 'POST',
          headers: {},
          body: null,
        });
      clock.set(thirtyBefore);
      expect(await app.sendDuePushReminders()).toBe(0);
      expect(posted).toHaveLength(1);
      expect(await devicesOf(alice.userId)).toEqual(['https://fcm.googleapis.com/fcm/send/moved']);
      clock.set('2026-11-25T11:31:00.000Z');
      expect(await app.sendDuePushReminders()).toBe(0);
      expect(posted).toHaveLength(1);
      expect(internalHits).toEqual([]);
    } finally {
      internal.close();
      redirecting.close();
    }
  });

  it('keeps her ten newest devices: an eleventh pushes out her oldest', async () => {
    const alice = await member();
    const endpoint = (index: number) =>
      `https://fcm.googleapis.com/fcm/send/alice-${String(index).padStart(2, '0')}`;
    for (let index = 1; index <= 11; index += 1) {
      clock.set(new Date(Date.parse(beforeLessons) + index * 1000));
      expect((await subscribe(alice, endpoint(index))).statusCode).toBe(200);
    }
    expect(await devicesOf(alice.userId)).toEqual(
      Array.from({ length: 10 }, (_, index) => endpoint(index + 2)),
    );
    // Turning reminders on again on an older device makes it her newest.
    clock.set(new Date(Date.parse(beforeLessons) + 20_000));
    const keysOf2 = deviceKeys();
    expect((await subscribe(alice, endpoint(2), keysOf2)).statusCode).toBe(200);
    expect((await subscribe(alice, endpoint(12))).statusCode).toBe(200);
    const kept = await devicesOf(alice.userId);
    expect(kept).toHaveLength(10);
    expect(kept).toContain(endpoint(2));
    expect(kept).not.toContain(endpoint(3));
  });

  it('limits how often one address turns reminders on', async () => {
    const alice = await member();
    for (let index = 0; index < 20; index += 1) {
      expect((await subscribe(alice, `https://fcm.googleapis.com/fcm/send/often-${index}`)).statusCode).toBe(
        200,
      );
    }
    const refused = await subscribe(alice, 'https://fcm.googleapis.com/fcm/send/often-20');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: copy.site.tooManyAttempts });
    expect(await devicesOf(alice.userId)).not.toContain('https://fcm.googleapis.com/fcm/send/often-20');
    clock.set(new Date(Date.parse(beforeLessons) + 16 * 60_000));
    expect((await subscribe(alice, 'https://fcm.googleapis.com/fcm/send/often-20')).statusCode).toBe(200);
  });

  it('moves a device to another member only when she sends its keys', async () => {
    const alice = await member();
    const bob = await member();
    const endpoint = 'https://fcm.googleapis.com/fcm/send/shared-tablet';
    const keys = deviceKeys();
    expect((await subscribe(alice, endpoint, keys)).statusCode).toBe(200);

    const taken = await subscribe(bob, endpoint, deviceKeys());
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: copy.pwa.pushDeviceTaken });
    expect(await devicesOf(alice.userId)).toEqual([endpoint]);
    expect(await devicesOf(bob.userId)).toEqual([]);

    // The same browser profile, now signed in as Bob: same endpoint, same keys.
    expect((await subscribe(bob, endpoint, keys)).statusCode).toBe(200);
    expect(await devicesOf(alice.userId)).toEqual([]);
    expect(await devicesOf(bob.userId)).toEqual([endpoint]);
    // Her own device may get new keys.
    expect((await subscribe(bob, endpoint, deviceKeys())).statusCode).toBe(200);
    expect(await devicesOf(bob.userId)).toEqual([endpoint]);
  });

  it('sends eight at a time, and a push service that never answers delays nobody else', async () => {
    const endpoints: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const someone = await member();
      for (let device = 0; device < 5; device += 1) {
        const endpoint = `https://fcm.googleapis.com/fcm/send/m${index}-d${device}`;
        expect((await subscribe(someone, endpoint)).statusCode).toBe(200);
        endpoints.push(endpoint);
      }
    }
    const hanging = endpoints[0]!;
    let inFlight = 0;
    let mostAtOnce = 0;
    answer = async (url, signal) => {
      inFlight += 1;
      mostAtOnce = Math.max(mostAtOnce, inFlight);
      try {
        // This one never answers on its own (the transport may ignore the signal; the round must not wait).
        if (url === hanging) await new Promise(() => {});
        await new Promise((resolve) => setTimeout(resolve, 40));
        expect(signal).toBeDefined();
        return 201;
      } finally {
        inFlight -= 1;
      }
    };
    clock.set(thirtyBefore);
    const started = Date.now();
    expect(await app.sendDuePushReminders()).toBe(endpoints.length - 1);
    const took = Date.now() - started;
    expect(mostAtOnce).toBe(8);
    expect(took).toBeGreaterThanOrEqual(4_900);
    expect(took).toBeLessThan(8_000);
    expect(new Set(posted)).toEqual(new Set(endpoints));

    // The silent one was given back and is tried again next minute; the others are not.
    answer = async () => 201;
    posted.length = 0;
    clock.set('2026-11-25T11:31:00.000Z');
    expect(await app.sendDuePushReminders()).toBe(1);
    expect(posted).toEqual([hanging]);
  }, 20_000);
});
