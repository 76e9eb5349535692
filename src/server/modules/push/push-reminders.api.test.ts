import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMember, setPassphrase } from '#tests/support/accounts.js';
import type { StandInDevice } from '#tests/support/push-service.js';
import { pushProcessesForAllTests } from '#tests/support/push-app.js';
import { fixedClock } from '#tests/support/test-app.js';
import { testVisitor, type TestVisitor } from '#tests/support/test-visitor.js';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';

// ライブの前にスマホに通知する: 30 minutes before and at the start, once each per device and
// lesson, with two app processes on one database (the test's engine: SQLite or PostgreSQL), to a
// stand-in push service that checks the VAPID signature and decrypts every message.

const passphrase = 'すずらん';
// The default lesson: Wednesday 25 November 2026, 21:00 Tokyo (12:00 UTC).
const lessonStart = '2026-11-25T12:00:00.000Z';
const thirtyBefore = '2026-11-25T11:30:00.000Z';

describe('live lesson push reminders', () => {
  const clock = fixedClock('2026-11-20T03:00:00Z');
  let first: FastifyInstance;
  let second: FastifyInstance;
  let alice: TestVisitor;
  let bob: TestVisitor;
  let alicePhone: StandInDevice;
  let aliceTablet: StandInDevice;
  let bobPhone: StandInDevice;

  const push = pushProcessesForAllTests(clock);

  const accounts = new Map<TestVisitor, { email: string; password: string }>();

  async function signIn(visitor: TestVisitor) {
    const login = await visitor.post(apiPaths.login, { ...accounts.get(visitor)!, passphrase });
    expect(login.statusCode, login.body).toBe(200);
  }

  async function signedIn(app: FastifyInstance): Promise<TestVisitor> {
    const member = await createMember(app.db);
    const visitor = testVisitor(app);
    accounts.set(visitor, { email: member.email, password: member.password });
    await signIn(visitor);
    return visitor;
  }

  async function subscribe(visitor: TestVisitor, device: StandInDevice) {
    const response = await visitor.post(apiPaths.myPushSubscription, device.subscription);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: copy.pwa.pushSaved });
  }

  const bothRounds = async () =>
    (
      await Promise.all([
        first.sendDuePushReminders(),
        second.sendDuePushReminders(),
        first.sendDuePushReminders(),
        second.sendDuePushReminders(),
      ])
    ).reduce((sum, count) => sum + count, 0);

  const subscriptionCount = async () =>
    Number(
      (
        await first.db
          .selectFrom('pushSubscriptions')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    first = await push.start();
    second = await push.start();
    await setPassphrase(first.db, '2026-11', passphrase);
    await setPassphrase(first.db, '2026-12', passphrase);
    alice = await signedIn(first);
    bob = await signedIn(second);
    alicePhone = push.service.device('alice-phone');
    aliceTablet = push.service.device('alice-tablet');
    bobPhone = push.service.device('bob-phone');
  });

  it('makes one VAPID key pair for the install and gives its public key to members only', async () => {
    expect(first.pushKeys.publicKey).toBe(second.pushKeys.publicKey);
    const answer = await alice.get(apiPaths.pushPublicKey);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ publicKey: first.pushKeys.publicKey });
    expect(answer.body).not.toContain(first.pushKeys.privateKey);
    const stranger = await testVisitor(first).get(apiPaths.pushPublicKey);
    expect(stranger.statusCode).toBe(401);
    const strangerSubscribes = await testVisitor(first).post(
      apiPaths.myPushSubscription,
      bobPhone.subscription,
    );
    expect(strangerSubscribes.statusCode).toBe(401);
  });

  it('takes a device per member and refuses an address that is not a push service', async () => {
    await subscribe(alice, alicePhone);
    await subscribe(alice, aliceTablet);
    await subscribe(bob, bobPhone);
    // Subscribing again is harmless: one device, one row.
    await subscribe(alice, alicePhone);
    expect(await subscriptionCount()).toBe(3);

    const loopback = await alice.post(apiPaths.myPushSubscription, {
      ...alicePhone.subscription,
      endpoint: 'http://127.0.0.1:8080/internal',
    });
    expect(loopback.statusCode).toBe(400);
    expect(loopback.json()).toEqual({ message: copy.pwa.pushInvalid, field: 'endpoint' });
    const badKeys = await alice.post(apiPaths.myPushSubscription, {
      ...alicePhone.subscription,
      keys: { p256dh: 'x', auth: 'y' },
    });
    expect(badKeys.json()).toEqual({ message: copy.pwa.pushInvalid, field: 'keys' });
    expect(await subscriptionCount()).toBe(3);
  });

  it('sends nothing before 30 minutes before the start', async () => {
    clock.set(new Date(Date.parse(thirtyBefore) - 1000));
    expect(await bothRounds()).toBe(0);
    expect(alicePhone.received).toEqual([]);
  });

  it('sends the 30-minute reminder once per device, however many processes try at once', async () => {
    clock.set(thirtyBefore);
    expect(await bothRounds()).toBe(3);
    await first.drainBackgroundWork();
    await second.drainBackgroundWork();
    for (const device of [alicePhone, aliceTablet, bobPhone]) {
      expect(device.received).toEqual([
        {
          title: copy.pwa.pushBeforeTitle,
          body: copy.pwa.pushBeforeBody('11月25日(水) 21:00〜22:00'),
          url: '/member#live',
        },
      ]);
    }
    expect(push.service.refused).toEqual([]);
    expect([...push.service.signers]).toEqual([first.pushKeys.publicKey]);

    clock.set('2026-11-25T11:50:00.000Z');
    expect(await bothRounds()).toBe(0);
  });

  it('sends the start reminder once, and forgets a device the push service has dropped (410)', async () => {
    bobPhone.status = 410;
    clock.set(lessonStart);
    expect(await bothRounds()).toBe(2);
    for (const device of [alicePhone, aliceTablet]) {
      expect(device.received).toHaveLength(2);
      expect(device.received[1]).toEqual({
        title: copy.pwa.pushStartTitle,
        body: copy.pwa.pushStartBody,
        url: '/member#live',
      });
    }
    expect(bobPhone.received).toHaveLength(1);
    expect(await subscriptionCount()).toBe(2);
    clock.set('2026-11-25T12:05:00.000Z');
    expect(await bothRounds()).toBe(0);
  });

  it('forgets a device answered 404 too, and one its owner turned off; nobody can remove another’s', async () => {
    aliceTablet.status = 404;
    // Bob cannot turn off Alice's phone.
    const notHis = await bob.request({
      method: 'DELETE',
      url: apiPaths.myPushSubscription,
      payload: { endpoint: alicePhone.subscription.endpoint },
    });
    expect(notHis.statusCode).toBe(200);
    expect(await subscriptionCount()).toBe(2);

    // The next lesson: Wednesday 2 December, 21:00 Tokyo.
    clock.set('2026-12-02T11:30:00.000Z');
    expect(await bothRounds()).toBe(1);
    expect(alicePhone.received).toHaveLength(3);
    expect(aliceTablet.received).toHaveLength(2);
    expect(await subscriptionCount()).toBe(1);

    // December: a new month, so she enters with this month's passphrase first.
    await signIn(alice);
    const off = await alice.request({
      method: 'DELETE',
      url: apiPaths.myPushSubscription,
      payload: { endpoint: alicePhone.subscription.endpoint },
    });
    expect(off.json()).toEqual({ message: copy.pwa.pushRemoved });
    expect(await subscriptionCount()).toBe(0);
    clock.set('2026-12-02T12:00:00.000Z');
    expect(await bothRounds()).toBe(0);
    expect(alicePhone.received).toHaveLength(3);
  });
});
