import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, setPassphrase } from '#tests/support/accounts.js';
import { readOutbox, type OutboxMail } from '#tests/support/outbox.js';
import { apiOnlyWebRoot, createTestConfig, fixedClock } from '#tests/support/test-app.js';
import { testVisitor } from '#tests/support/test-visitor.js';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import { buildApp } from '#server/app.js';
import type { Config } from '#server/config.js';

// ライブの前日にメールで知らせる: the day before at 12:00 Tokyo time, once per member and lesson,
// with two app processes on one database (the test's engine: SQLite or PostgreSQL) and again after
// a restart; and never again after the stop link in the mail.

const passphrase = 'もみじ';
// Tuesday 24 November 2026 in Tokyo; the lesson is Wednesday the 25th at 21:00.
const beforeNoon = '2026-11-24T02:59:59.000Z';
const noon = '2026-11-24T03:00:00.000Z';

const stopLinkIn = (mail: OutboxMail) => {
  const match = /https?:\/\/\S+\/live-reminder\/stop\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no stop link in "${mail.subject}"`);
  return match[1]!;
};

describe('live lesson reminder mails', () => {
  const clock = fixedClock('2026-11-20T03:00:00Z');
  let config: Config;
  let cleanUp: () => Promise<void>;
  const running: FastifyInstance[] = [];
  let first: FastifyInstance;
  let second: FastifyInstance;
  const members: Record<'asked' | 'alsoAsked' | 'didNotAsk', { email: string; password: string }> =
    {} as never;

  /** Another app process on the same database and data folder (outbox). */
  async function startInstance(): Promise<FastifyInstance> {
    const app = await buildApp({ config, clock, logger: false, webRoot: apiOnlyWebRoot(config) });
    running.push(app);
    return app;
  }

  async function stopInstance(app: FastifyInstance) {
    await app.close();
    running.splice(running.indexOf(app), 1);
  }

  const mails = () => readOutbox(config.dataDir);
  const mailsTo = (email: string) => mails().filter((mail) => mail.to.includes(email));

  async function optIn(app: FastifyInstance, account: { email: string; password: string }) {
    const visitor = testVisitor(app);
    const login = await visitor.post(apiPaths.login, { ...account, passphrase });
    expect(login.statusCode, login.body).toBe(200);
    const response = await visitor.request({
      method: 'PUT',
      url: apiPaths.myLiveReminder,
      payload: { enabled: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: copy.live.mypage.reminderOn,
      settings: { reminder: true },
    });
    return visitor;
  }

  beforeAll(async () => {
    ({ config, cleanUp } = await createTestConfig());
    first = await startInstance();
    second = await startInstance();
    await setPassphrase(first.db, '2026-11', passphrase);
    await setPassphrase(first.db, '2026-12', passphrase);
    for (const key of ['asked', 'alsoAsked', 'didNotAsk'] as const) {
      const member = await createMember(first.db);
      members[key] = { email: member.email, password: member.password };
    }
    await optIn(first, members.asked);
    await optIn(second, members.alsoAsked);
  });
  afterAll(async () => {
    for (const app of [...running]) await app.close();
    await cleanUp();
  });

  it('sends nothing before 12:00 the day before', async () => {
    clock.set(beforeNoon);
    expect(await Promise.all([first.sendDueLiveReminders(), second.sendDueLiveReminders()])).toEqual([0, 0]);
    expect(mails()).toEqual([]);
  });

  it('sends each member who asked exactly one mail, however many processes try at once', async () => {
    clock.set(noon);
    const sent = await Promise.all([
      first.sendDueLiveReminders(),
      second.sendDueLiveReminders(),
      first.sendDueLiveReminders(),
      second.sendDueLiveReminders(),
    ]);
    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(2);
    // The timer's own rounds may run too; they must not add anything either.
    await first.drainBackgroundWork();
    await second.drainBackgroundWork();
    expect(mailsTo(members.asked.email)).toHaveLength(1);
    expect(mailsTo(members.alsoAsked.email)).toHaveLength(1);
    expect(mailsTo(members.didNotAsk.email)).toHaveLength(0);
    const [mail] = mailsTo(members.asked.email);
    expect(mail!.subject).toBe(copy.live.mail.subject('からだ日和', '11月25日(水) 21:00〜22:00'));
    expect(mail!.text).toContain(copy.live.mail.when('11月25日(水) 21:00〜22:00'));
    expect(mail!.text).toContain(`${config.publicUrl}/member`);
  });

  it('sends nothing more later that day, nor after a restart', async () => {
    clock.set('2026-11-25T11:00:00Z');
    await stopInstance(first);
    first = await startInstance();
    await first.drainBackgroundWork();
    expect(await Promise.all([first.sendDueLiveReminders(), second.sendDueLiveReminders()])).toEqual([0, 0]);
    expect(mails()).toHaveLength(2);
  });

  it('stops with the link in the mail, without signing in, for that member only', async () => {
    const token = stopLinkIn(mailsTo(members.asked.email)[0]!);
    const stranger = testVisitor(second);
    const stopped = await stranger.post(apiPaths.liveReminderStop, { token });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toEqual({ message: copy.live.stop.done });
    const wrong = await stranger.post(apiPaths.liveReminderStop, { token: `${token}x` });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: copy.live.stop.invalid });

    // The next lesson: Wednesday 2 December; its reminder is due on Tuesday the 1st at 12:00.
    clock.set('2026-12-01T03:00:00.000Z');
    const sent = await Promise.all([first.sendDueLiveReminders(), second.sendDueLiveReminders()]);
    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(mailsTo(members.asked.email)).toHaveLength(1);
    expect(mailsTo(members.alsoAsked.email)).toHaveLength(2);
    expect(mailsTo(members.alsoAsked.email)[1]!.subject).toContain('12月2日(水)');
  });

  it('sends nothing for a cancelled lesson', async () => {
    const admin = await createMember(first.db, { isAdmin: true });
    clock.set('2026-12-05T03:00:00.000Z');
    const visitor = testVisitor(first);
    await visitor.post(apiPaths.login, { email: admin.email, password: admin.password, passphrase });
    const cancelled = await visitor.post(apiPaths.adminLiveExceptions, {
      kind: 'cancel',
      date: '2026-12-09',
      startTime: '',
    });
    expect(cancelled.statusCode).toBe(201);
    clock.set('2026-12-08T03:00:00.000Z');
    expect(await Promise.all([first.sendDueLiveReminders(), second.sendDueLiveReminders()])).toEqual([0, 0]);
    expect(mails()).toHaveLength(3);
  });
});
